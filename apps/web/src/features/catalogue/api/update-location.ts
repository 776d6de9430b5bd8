import type { Location, UpdateLocationRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useUpdateLocation = () =>
  useCatalogueMutation('location', ({ id, ...input }: UpdateLocationRequest & { id: number }) =>
    apiRequest<Location>(`/api/locations/${id}`, { method: 'PATCH', body: { ...input } }),
  );
