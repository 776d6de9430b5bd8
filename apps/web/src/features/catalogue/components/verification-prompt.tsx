import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../../../lib/session/use-resend-verification.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import { isolate } from '../../../lib/bidi.ts';

/** Replaces a creation form while the parent's email is unverified (docs/product/screens.md, docs/product/validation.md). */
export function VerificationPrompt({ kind, email }: { kind: CatalogueKind; email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border-2 border-moon-400/60 bg-moon-100 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-moon-400 text-night-950">
        <MailWarning className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-extrabold text-night-900">
        {t(
          kind === 'character'
            ? 'catalogue.verify.characterTitle'
            : 'catalogue.verify.locationTitle',
        )}
      </h2>
      <p className="max-w-md text-ink-700">
        {t(
          kind === 'character' ? 'catalogue.verify.characterText' : 'catalogue.verify.locationText',
          { email: isolate(email) },
        )}
      </p>
      <Button variant="primary" onClick={() => void resend.send()} disabled={resend.disabled}>
        {resend.label}
      </Button>
    </div>
  );
}
