import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCatalogue,
  AdminCharacterInput,
  AdminFeedbackItem,
  AdminFeedbackList,
  AdminLocationInput,
  AdminStoryList,
  AdminTestimonial,
  AdminTestimonialRequest,
  AdminThemeInput,
  CatalogueKind,
  ModerationDecision,
  ModerationQueue,
  TestimonialStatus,
} from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The admin portal's content calls: story search, the moderation queue and its decisions,
 * testimonials, the catalogue's defaults and the feedback inbox. Every call carries the admin's
 * token; keys carry the interface language where the answer is written in it.
 */
const admin = { token: 'admin' } as const;
const get = <T>(path: string, signal: AbortSignal) => apiRequest<T>(path, { ...admin, signal });
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>) =>
  apiRequest<T>(path, { ...admin, method, ...(body ? { body } : {}) });

export const adminKeys = {
  stories: ['/api/admin/stories'] as const,
  moderation: ['/api/admin/moderation'] as const,
  testimonials: ['/api/admin/testimonials'] as const,
  catalogue: ['/api/admin/catalogue'] as const,
  feedback: ['/api/admin/feedback'] as const,
};

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params)
      .filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
      )
      .map(([key, value]) => [key, String(value)]),
  );
  return search.size > 0 ? `?${search}` : '';
};

/** A keyset-paged list: each page starts below the last id of the one before. */
function usePagedList<Page extends { nextBefore: number | null }>(
  key: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined>,
) {
  return useInfiniteQuery({
    queryKey: [...key, filters],
    queryFn: ({ pageParam, signal }) =>
      get<Page>(`${path}${query({ ...filters, before: pageParam })}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// Stories

export interface StoryFilters {
  q?: string;
  status?: string;
  moderation?: string;
  visibility?: string;
}

export function useAdminStories(filters: StoryFilters) {
  const language = useLanguage();
  return usePagedList<AdminStoryList>([...adminKeys.stories, language], '/api/admin/stories', {
    ...filters,
  });
}

/** Featuring and its undoing; hiding, restoring, approving and removing go through `useModerate`. */
export function useFeatureStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      send(featured ? 'POST' : 'DELETE', `/api/admin/stories/${id}/feature`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.stories }),
  });
}

// Moderation

export function useModerationQueue() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...adminKeys.moderation, language],
    queryFn: ({ signal }) => get<ModerationQueue>('/api/admin/moderation', signal),
  });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      ...decision
    }: ModerationDecision & { kind: 'stories' | 'comments'; id: number }) =>
      send('POST', `/api/admin/moderation/${kind}/${id}`, { ...decision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.moderation }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stories }),
      ]),
  });
}

// Testimonials

export function useAdminTestimonials(status: TestimonialStatus | undefined) {
  return useQuery({
    queryKey: [...adminKeys.testimonials, status ?? 'all'],
    queryFn: ({ signal }) =>
      get<{ testimonials: AdminTestimonial[] }>(
        `/api/admin/testimonials${query({ status })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDecideTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      send('POST', `/api/admin/testimonials/${id}`, { action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials }),
  });
}

export function useAddTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminTestimonialRequest) =>
      send<AdminTestimonial>('POST', '/api/admin/testimonials', { ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials }),
  });
}

// Catalogue

/** While a picture waits or is being drawn, the catalogue is asked again every second: the item shows the drawing's progress. */
export function useAdminCatalogue() {
  return useQuery({
    queryKey: adminKeys.catalogue,
    queryFn: ({ signal }) => get<AdminCatalogue>('/api/admin/catalogue', signal),
    refetchInterval: (current) =>
      [...(current.state.data?.characters ?? []), ...(current.state.data?.locations ?? [])].some(
        (item) => item.pictureState === 'queued' || item.pictureState === 'drawing',
      )
        ? 1000
        : false,
  });
}

export type CatalogueInput = {
  characters: AdminCharacterInput;
  locations: AdminLocationInput;
  themes: AdminThemeInput;
};

export function useSaveCatalogueItem<Kind extends CatalogueKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CatalogueInput[Kind] }) =>
      send(
        id === null ? 'POST' : 'PUT',
        `/api/admin/catalogue/${kind}${id === null ? '' : `/${id}`}`,
        { ...input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
  });
}

/** Retire (or bring back) an item, or draw its picture again. */
export function useCatalogueAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      action,
    }: {
      kind: CatalogueKind;
      id: number;
      action: 'retire' | 'unretire' | 'redraw';
    }) =>
      action === 'redraw'
        ? send('POST', `/api/admin/catalogue/${kind}/${id}/redraw`)
        : send(
            action === 'retire' ? 'POST' : 'DELETE',
            `/api/admin/catalogue/${kind}/${id}/retire`,
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
  });
}

// Feedback

export function useAdminFeedback(filters: { category?: string; status?: string }) {
  return usePagedList<AdminFeedbackList>(adminKeys.feedback, '/api/admin/feedback', filters);
}

export function useMarkFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      send<AdminFeedbackItem>(done ? 'PUT' : 'DELETE', `/api/admin/feedback/${id}/done`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.feedback }),
  });
}
