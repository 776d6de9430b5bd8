import type { CreateLocationRequest, Location } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useCreateLocation = () =>
  useCatalogueMutation('location', (input: CreateLocationRequest) =>
    apiRequest<Location>('/api/locations/generate', { method: 'POST', body: { ...input } }),
  );
