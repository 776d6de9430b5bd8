import { useEffect, useState } from 'react';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';

/** Replaces a creation form while the parent's email is unverified (SPEC.md 2, 5). */
export function VerificationPrompt({ kind, email }: { kind: CatalogueKind; email: string }) {
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
      if (error instanceof ApiError && error.status === 429) {
        toast({ title: t('verifyBanner.tooManyTitle'), description: error.body?.message ?? t('verifyBanner.tooManyFallback'), variant: 'destructive' });
        setWaitUntil(Date.now() + (error.body?.retryAfter ?? 60) * 1000);
      } else if (error instanceof ApiError) {
        toast({ title: t('verifyBanner.failedTitle'), description: error.body?.message ?? t('verifyBanner.failedFallback'), variant: 'destructive' });
      } else {
        toast({ title: t('verifyBanner.networkTitle'), description: t('verifyBanner.networkDescription'), variant: 'destructive' });
      }
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border-2 border-moon-400/60 bg-moon-100 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-moon-400 text-night-950">
        <MailWarning className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-extrabold text-night-900">{t(kind === 'character' ? 'catalogue.verify.characterTitle' : 'catalogue.verify.locationTitle')}</h2>
      <p className="max-w-md text-ink-700">
        {t(kind === 'character' ? 'catalogue.verify.characterText' : 'catalogue.verify.locationText', { email: `\u2068${email}\u2069` })}
      </p>
      <Button variant="primary" onClick={() => void send()} disabled={resend.isPending || waiting > 0}>
        {resend.isPending ? t('verifyBanner.sending') : waiting > 0 ? t('verifyBanner.wait', { seconds: waiting }) : t('verifyBanner.resend')}
      </Button>
    </div>
  );
}
