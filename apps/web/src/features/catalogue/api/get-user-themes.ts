import type { Theme } from '@qamar/shared';
import { catalogueKeys } from './catalogue-keys.ts';
import { useListQuery, useSignedIn } from './list-query.ts';

export function useUserThemes(open: boolean) {
  const { user } = useSignedIn();
  return useListQuery<Theme[]>(catalogueKeys.userThemes, open && Boolean(user));
}
