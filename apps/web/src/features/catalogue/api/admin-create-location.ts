import type { AdminCreateLocationRequest, Location } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useAdminCreateLocation = () =>
  useCatalogueMutation('location', (input: AdminCreateLocationRequest) =>
    apiRequest<{ location: Location }>('/api/admin/locations/generate', {
      method: 'POST',
      body: { ...input },
      token: 'admin',
    }).then((answer) => answer.location),
  );
