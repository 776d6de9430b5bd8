import { useEffect, useState } from 'react';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendVerification } from '../api/account-calls.ts';

/** SPEC.md 4: idle, sending, back to idle; after a rate limit it stays disabled for retryAfter seconds. */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
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
      toast({ title: t('verifyBanner.sentTitle'), description: response.message || t('verifyBanner.sentFallback'), variant: 'success' });
      setWaitUntil(Date.now() + response.retryAfter * 1000);
    } catch (error) {
      setNow(Date.now());
      if (!(error instanceof ApiError)) {
        toast({ title: t('verifyBanner.networkTitle'), description: t('verifyBanner.networkDescription'), variant: 'destructive' });
      } else if (error.status === 429) {
        toast({ title: t('verifyBanner.tooManyTitle'), description: error.body?.message ?? t('verifyBanner.tooManyFallback'), variant: 'destructive' });
        setWaitUntil(Date.now() + (error.body?.retryAfter ?? 60) * 1000);
      } else if (error.status === 503) {
        toast({ title: t('verifyBanner.unavailableTitle'), description: error.body?.message ?? t('verifyBanner.unavailableFallback'), variant: 'destructive' });
      } else {
        toast({ title: t('verifyBanner.failedTitle'), description: error.body?.message ?? t('verifyBanner.failedFallback'), variant: 'destructive' });
      }
    }
  };

  return (
    <aside aria-label={t('verifyBanner.resend')} className="border-b border-moon-400/40 bg-moon-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-start gap-2 text-sm font-semibold text-night-900">
          <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />
          {/* The address is isolated so that its dots do not jump around in a right-to-left sentence. */}
          <span>{t('verifyBanner.text', { email: `\u2068${user.email}\u2069` })}</span>
        </p>
        <Button size="sm" variant="outline" onClick={() => void send()} disabled={resend.isPending || waiting > 0}>
          {resend.isPending ? t('verifyBanner.sending') : waiting > 0 ? t('verifyBanner.wait', { seconds: waiting }) : t('verifyBanner.resend')}
        </Button>
      </div>
    </aside>
  );
}
