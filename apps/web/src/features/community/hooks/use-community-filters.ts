import { useMemo } from 'react';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { readFilters, writeFilters, type CommunityFilters } from '../lib/community-filters.ts';

/**
 * The filters of a library or forum page, kept in the address so that back, forward and reload
 * bring them back. A new search or filter starts again at page 1; typing replaces the history
 * entry (one entry per search, not per letter), choosing a filter, a sort or a page adds one.
 */
export function useCommunityFilters() {
  const { params, change } = useAddressParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (next: Partial<CommunityFilters>, options: { replace?: boolean } = {}) =>
    change((latest) => writeFilters({ ...readFilters(latest), page: 1, ...next }), options);
  return {
    filters,
    update,
    setPage: (page: number) => {
      update({ page });
      window.scrollTo(0, 0);
    },
    /** Back to every story, in the chosen order. */
    clear: () =>
      change((latest) => writeFilters({ q: '', sort: readFilters(latest).sort, page: 1 })),
  };
}
