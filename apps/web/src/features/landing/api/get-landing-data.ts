import { useQuery } from '@tanstack/react-query';
import type { LandingData } from '@qamar/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Under '/api/landing-data': publishing and featuring a story invalidate that prefix. */
export const landingDataKey = (language: string) => ['/api/landing-data', language] as const;

/** GET /api/landing-data: public, so no token is sent and every visitor gets the same cacheable answer. */
export function getLandingData(signal?: AbortSignal): Promise<LandingData> {
  return apiRequest<LandingData>('/api/landing-data', { signal, token: 'none' });
}

export function useLandingData() {
  const language = useLanguage();
  return useQuery({
    queryKey: landingDataKey(language),
    queryFn: ({ signal }) => getLandingData(signal),
  });
}
