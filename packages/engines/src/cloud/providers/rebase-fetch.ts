/**
 * A fetch that sends requests meant for `origin` to `baseUrl` instead. Some AI SDK providers
 * (ElevenLabs) have no baseURL setting, yet a proxy, or a local server in tests, must be reachable.
 */
export function rebaseFetch(origin: string, baseUrl: string): typeof globalThis.fetch {
  const base = baseUrl.replace(/\/+$/, '');
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rebased = url.startsWith(origin) ? `${base}${url.slice(origin.length)}` : url;
    return globalThis.fetch(rebased, init);
  };
}
