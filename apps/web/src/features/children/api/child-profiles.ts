import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChildExport,
  ChildProfile,
  ChildProfileList,
  CreateChildRequest,
  UpdateChildRequest,
} from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/get-user.ts';

/** The parent's children: one list, refreshed after every change (the stories too: deleting a child deletes theirs). */
export const childProfilesKey = ['/api/child-profiles'] as const;

export function useChildProfiles() {
  const { user } = useSession();
  return useQuery({
    queryKey: childProfilesKey,
    queryFn: ({ signal }) => apiRequest<ChildProfileList>('/api/child-profiles', { signal }),
    enabled: Boolean(user),
  });
}

function useChildMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childProfilesKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/stories'] }),
      ]),
  });
}

export const useCreateChild = () =>
  useChildMutation((input: CreateChildRequest) =>
    apiRequest<ChildProfile>('/api/child-profiles', { method: 'POST', body: { ...input } }),
  );
export const useUpdateChild = () =>
  useChildMutation(({ id, ...input }: UpdateChildRequest & { id: number }) =>
    apiRequest<ChildProfile>(`/api/child-profiles/${id}`, { method: 'PATCH', body: { ...input } }),
  );
export const useDeleteChild = () =>
  useChildMutation((id: number) =>
    apiRequest<void>(`/api/child-profiles/${id}`, { method: 'DELETE' }),
  );

/** Everything kept about a child, saved as a JSON file on the parent's device. */
export async function downloadChildExport(
  child: Pick<ChildProfile, 'id' | 'nameEn'>,
): Promise<void> {
  const data = await apiRequest<ChildExport>(`/api/child-profiles/${child.id}/export`);
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `qamar-${child.nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
