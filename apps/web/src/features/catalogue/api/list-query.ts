import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The catalogue's lists: characters, locations, themes (docs/product/api.md). Lists are fresh for
 * 5 minutes and cached 10; usage in the pickers is fresh for 1 minute and refetched every 60 s
 * (docs/product/limits.md). Keys carry the interface language because default items answer in it.
 */
const LIST_STALE = 5 * 60_000;
const LIST_CACHE = 10 * 60_000;

export function useListQuery<T>(key: readonly string[], enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, { language }],
    queryFn: ({ signal }) => apiRequest<T>(key.join('/'), { signal }),
    staleTime: LIST_STALE,
    gcTime: LIST_CACHE,
    enabled,
  });
}

/** Who is signed in: the own lists need a parent, the shared ones a parent or an admin. */
export function useSignedIn() {
  const user = useSession();
  const admin = useAdminSession();
  return { user: user.user, admin: admin.admin, signedIn: Boolean(user.user || admin.admin) };
}
