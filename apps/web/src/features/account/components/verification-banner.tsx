import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { CurrentUser } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../../../lib/session/use-resend-verification.ts';
import { isolate } from '../../../lib/bidi.ts';

/** docs/product/states.md: a strip above every page while the parent's email is unverified, with the resend button. */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <aside
      aria-label={t('verifyBanner.resend')}
      className="border-b border-moon-400/40 bg-moon-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-start gap-2 text-sm font-semibold text-night-900">
          <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />
          {/* The address is isolated so that its dots do not jump around in a right-to-left sentence. */}
          <span>{t('verifyBanner.text', { email: isolate(user.email) })}</span>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void resend.send()}
          disabled={resend.disabled}
        >
          {resend.label}
        </Button>
      </div>
    </aside>
  );
}
