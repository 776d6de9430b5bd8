import type { Character, UpdateCharacterRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useUpdateCharacter = () =>
  useCatalogueMutation('character', ({ id, ...input }: UpdateCharacterRequest & { id: number }) =>
    apiRequest<Character>(`/api/characters/${id}`, { method: 'PATCH', body: { ...input } }),
  );
