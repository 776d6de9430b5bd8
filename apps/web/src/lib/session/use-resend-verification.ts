import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../use-translation.ts';
import type { ResendVerificationResponse } from '@qamar/shared';
import { ApiError, apiRequest } from '../api-client.ts';
import { toast } from '../toast.ts';

/**
 * Asking for the verification email again, for the banner and the creation panels (docs/product/states.md, docs/product/api.md):
 * idle, sending, back to idle; after a send or a rate limit the button waits retryAfter seconds.
 */
export function useResendVerification(): {
  send: () => Promise<void>;
  disabled: boolean;
  label: string;
} {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () =>
      apiRequest<ResendVerificationResponse>('/api/auth/resend-verification', {
        method: 'POST',
        body: {},
        token: 'user',
      }),
  });
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const waiting = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  useEffect(() => {
    if (waitUntil <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);

  const send = async () => {
    try {
      const response = await resend.mutateAsync();
      toast({
        title: t('verifyBanner.sentTitle'),
        description: response.message || t('verifyBanner.sentFallback'),
        variant: 'success',
      });
      setWaitUntil(Date.now() + response.retryAfter * 1000);
    } catch (error) {
      setNow(Date.now());
      if (!(error instanceof ApiError)) {
        toast({
          title: t('verifyBanner.networkTitle'),
          description: t('verifyBanner.networkDescription'),
          variant: 'destructive',
        });
      } else if (error.status === 429) {
        toast({
          title: t('verifyBanner.tooManyTitle'),
          description: error.body?.message ?? t('verifyBanner.tooManyFallback'),
          variant: 'destructive',
        });
        setWaitUntil(Date.now() + (error.body?.retryAfter ?? 60) * 1000);
      } else if (error.status === 503) {
        toast({
          title: t('verifyBanner.unavailableTitle'),
          description: error.body?.message ?? t('verifyBanner.unavailableFallback'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('verifyBanner.failedTitle'),
          description: error.body?.message ?? t('verifyBanner.failedFallback'),
          variant: 'destructive',
        });
      }
    }
  };

  const label = resend.isPending
    ? t('verifyBanner.sending')
    : waiting > 0
      ? t('verifyBanner.wait', { seconds: waiting })
      : t('verifyBanner.resend');
  return { send, disabled: resend.isPending || waiting > 0, label };
}
