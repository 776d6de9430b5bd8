import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useDeleteLocation = () =>
  useCatalogueMutation('location', (id: number) =>
    apiRequest<void>(`/api/locations/${id}`, { method: 'DELETE' }),
  );
