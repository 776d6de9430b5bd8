import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * An answer younger than this cannot hold expired addresses (they live an hour at least): a
 * picture that fails then is missing, and asking again would not bring it.
 */
const MIN_AGE_MS = 60_000;

/** Whether a failed picture or narration should fetch its answer again: once per answer, and not a fresh one. */
export function shouldRefreshMedia(
  answeredAt: number,
  refreshedFor: number | null,
  now: number,
): boolean {
  return answeredAt > 0 && answeredAt !== refreshedFor && now - answeredAt >= MIN_AGE_MS;
}

/**
 * Media addresses are signed and expire 1 to 2 hours after the answer that gave them
 * (docs/decisions/012). A page left open longer (a parent reading for hours) finds a picture or a
 * narration refused: this handler, given to `onError`, fetches the answer of `queryKey` again
 * once, and the page renders the fresh addresses it brings.
 */
export function useMediaRefresh(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const refreshedFor = useRef<number | null>(null);
  return () => {
    const answeredAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (!shouldRefreshMedia(answeredAt, refreshedFor.current, Date.now())) return;
    refreshedFor.current = answeredAt;
    void queryClient.invalidateQueries({ queryKey, exact: true });
  };
}
