import type { Character } from '@qamar/shared';
import { catalogueKeys } from './catalogue-keys.ts';
import { useListQuery, useSignedIn } from './list-query.ts';

export const useOwnCharacters = () =>
  useListQuery<Character[]>(catalogueKeys.ownCharacters, Boolean(useSignedIn().user));
