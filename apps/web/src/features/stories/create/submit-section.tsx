import { MailWarning, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The submit button (spinner while creating), the form's problems, and the orange notice for an unverified email (docs/product/screens.md). */
export function SubmitSection({
  busy,
  problems,
  showVerifyNotice,
}: {
  busy: boolean;
  problems: string[];
  showVerifyNotice: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-2xl border-2 border-rose-500/40 bg-white p-4 text-sm text-rose-500"
        >
          <p className="font-extrabold">{t('stories.create.problemsTitle')}</p>
          <ul className="mt-1 list-disc ps-5 font-semibold">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        aria-busy={busy}
        className="w-full sm:w-auto sm:justify-self-center sm:px-12"
      >
        {busy ? (
          <Spinner className="h-5 w-5" />
        ) : (
          <Sparkles className="h-5 w-5 text-moon-300" aria-hidden="true" />
        )}
        {busy ? t('stories.create.creating') : t('stories.create.submit')}
      </Button>
      {showVerifyNotice ? (
        <p className="flex items-start gap-2 rounded-2xl border-2 border-orange-300 bg-orange-50 p-4 text-sm font-semibold text-orange-900">
          <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-orange-600" aria-hidden="true" />
          {t('stories.create.verifyNotice')}
        </p>
      ) : null}
    </div>
  );
}
