import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from './catalogue-keys.ts';

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

export function useCatalogueMutation<Input, Output>(
  kind: 'character' | 'location',
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshCatalogue(queryClient, kind) });
}
