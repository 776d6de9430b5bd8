import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useDeleteCharacter = () =>
  useCatalogueMutation('character', (id: number) =>
    apiRequest<void>(`/api/characters/${id}`, { method: 'DELETE' }),
  );
