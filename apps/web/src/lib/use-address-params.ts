import { useRef } from 'react';
import { useSearchParams } from 'react-router';

type Change = (latest: URLSearchParams) => URLSearchParams;

/**
 * The address's query, and a way to change it that keeps every change. The router shows a new
 * address in a transition, so a second change can come while `params` is still the address before
 * the first (a parent choosing two filters quickly): `change` builds on what was last written,
 * where a change built on `params` would drop the first.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const latest = () => (written.current?.over === params ? written.current.next : params);
  const change = (next: Change, options: { replace?: boolean } = {}) => {
    const result = next(new URLSearchParams(latest()));
    written.current = { over: params, next: result };
    setParams(result, { replace: options.replace ?? false });
  };
  return { params, change };
}
