import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The default query GETs the key's path: `useQuery({ queryKey: ['/api/user'] })`. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest(queryKey.join('/'), { signal });

/** Defaults of docs/product/api.md: never stale, no refetch on focus or interval, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
