import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminCreateCharacterRequest,
  AdminCreateLocationRequest,
  Character,
  CreateCharacterRequest,
  CreateLocationRequest,
  Location,
  Theme,
  UpdateCharacterRequest,
  UpdateLocationRequest,
} from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { usageQueryKey } from '../../../lib/session/use-usage-stats.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * Calls for characters, locations, themes and usage (docs/product/api.md). Lists are fresh for 5 minutes
 * and cached 10; usage in the pickers is fresh for 1 minute and refetched every 60 s (docs/product/limits.md).
 * Keys carry the interface language because default items answer in it.
 */
const LIST_STALE = 5 * 60_000;
const LIST_CACHE = 10 * 60_000;

export const catalogueKeys = {
  characters: ['/api/characters'] as const,
  ownCharacters: ['/api/characters/own'] as const,
  defaultCharacters: ['/api/characters/default'] as const,
  locations: ['/api/locations'] as const,
  ownLocations: ['/api/locations/own'] as const,
  themes: ['/api/themes'] as const,
  userThemes: ['/api/themes/user'] as const,
  usage: usageQueryKey,
};

function useListQuery<T>(key: readonly string[], enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, { language }],
    queryFn: ({ signal }) => apiRequest<T>(key.join('/'), { signal }),
    staleTime: LIST_STALE,
    gcTime: LIST_CACHE,
    enabled,
  });
}

function useSignedIn() {
  const user = useSession();
  const admin = useAdminSession();
  return { user: user.user, admin: admin.admin, signedIn: Boolean(user.user || admin.admin) };
}

export const useCharacters = () =>
  useListQuery<Character[]>(catalogueKeys.characters, useSignedIn().signedIn);
export const useOwnCharacters = () =>
  useListQuery<Character[]>(catalogueKeys.ownCharacters, Boolean(useSignedIn().user));
export const useDefaultCharacters = () =>
  useListQuery<Character[]>(catalogueKeys.defaultCharacters, useSignedIn().signedIn);
export const useLocations = () =>
  useListQuery<Location[]>(catalogueKeys.locations, useSignedIn().signedIn);
export const useOwnLocations = () =>
  useListQuery<Location[]>(catalogueKeys.ownLocations, Boolean(useSignedIn().user));
/** Themes load only while the theme dialog is open (docs/product/api.md). */
export const useThemes = (open: boolean) => useListQuery<Theme[]>(catalogueKeys.themes, open);
export function useUserThemes(open: boolean) {
  const { user } = useSignedIn();
  return useListQuery<Theme[]>(catalogueKeys.userThemes, open && Boolean(user));
}

/** After a creation or a deletion, every list and the usage are refreshed (docs/product/states.md, docs/product/api.md). */
export function refreshCatalogue(
  queryClient: QueryClient,
  kind: 'character' | 'location',
): Promise<unknown> {
  const keys =
    kind === 'character'
      ? [catalogueKeys.characters, catalogueKeys.ownCharacters, catalogueKeys.defaultCharacters]
      : [catalogueKeys.locations, catalogueKeys.ownLocations];
  return Promise.all(
    [...keys, catalogueKeys.usage].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function useCatalogueMutation<Input, Output>(
  kind: 'character' | 'location',
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshCatalogue(queryClient, kind) });
}

export const useCreateCharacter = () =>
  useCatalogueMutation('character', (input: CreateCharacterRequest) =>
    apiRequest<Character>('/api/characters', { method: 'POST', body: { ...input } }),
  );
export const useAdminCreateCharacter = () =>
  useCatalogueMutation('character', (input: AdminCreateCharacterRequest) =>
    apiRequest<Character>('/api/admin/characters', {
      method: 'POST',
      body: { ...input },
      token: 'admin',
    }),
  );
export const useUpdateCharacter = () =>
  useCatalogueMutation('character', ({ id, ...input }: UpdateCharacterRequest & { id: number }) =>
    apiRequest<Character>(`/api/characters/${id}`, { method: 'PATCH', body: { ...input } }),
  );
export const useDeleteCharacter = () =>
  useCatalogueMutation('character', (id: number) =>
    apiRequest<void>(`/api/characters/${id}`, { method: 'DELETE' }),
  );

export const useCreateLocation = () =>
  useCatalogueMutation('location', (input: CreateLocationRequest) =>
    apiRequest<Location>('/api/locations/generate', { method: 'POST', body: { ...input } }),
  );
export const useAdminCreateLocation = () =>
  useCatalogueMutation('location', (input: AdminCreateLocationRequest) =>
    apiRequest<{ location: Location }>('/api/admin/locations/generate', {
      method: 'POST',
      body: { ...input },
      token: 'admin',
    }).then((answer) => answer.location),
  );
export const useUpdateLocation = () =>
  useCatalogueMutation('location', ({ id, ...input }: UpdateLocationRequest & { id: number }) =>
    apiRequest<Location>(`/api/locations/${id}`, { method: 'PATCH', body: { ...input } }),
  );
export const useDeleteLocation = () =>
  useCatalogueMutation('location', (id: number) =>
    apiRequest<void>(`/api/locations/${id}`, { method: 'DELETE' }),
  );
