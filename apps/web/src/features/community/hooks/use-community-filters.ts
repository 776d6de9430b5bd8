import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type CommunityFilters } from '../lib/community-filters.ts';

/**
 * The filters of a library or forum page, kept in the address so that back, forward and reload
 * bring them back. A new search or filter starts again at page 1; typing replaces the history
 * entry (one entry per search, not per letter), choosing a filter, a sort or a page adds one.
 */
export function useCommunityFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (change: Partial<CommunityFilters>, options: { replace?: boolean } = {}) =>
    setParams(writeFilters({ ...filters, page: 1, ...change }), {
      replace: options.replace ?? false,
    });
  return {
    filters,
    update,
    setPage: (page: number) => {
      update({ page });
      window.scrollTo(0, 0);
    },
    /** Back to every story, in the chosen order. */
    clear: () => setParams(writeFilters({ q: '', sort: filters.sort, page: 1 })),
  };
}
