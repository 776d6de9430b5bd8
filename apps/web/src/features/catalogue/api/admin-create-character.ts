import type { AdminCreateCharacterRequest, Character } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useAdminCreateCharacter = () =>
  useCatalogueMutation('character', (input: AdminCreateCharacterRequest) =>
    apiRequest<Character>('/api/admin/characters', {
      method: 'POST',
      body: { ...input },
      token: 'admin',
    }),
  );
