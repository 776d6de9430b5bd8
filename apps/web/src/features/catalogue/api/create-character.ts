import type { Character, CreateCharacterRequest } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogueMutation } from './catalogue-cache.ts';

export const useCreateCharacter = () =>
  useCatalogueMutation('character', (input: CreateCharacterRequest) =>
    apiRequest<Character>('/api/characters', { method: 'POST', body: { ...input } }),
  );
