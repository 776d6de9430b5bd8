import { LayoutDashboard, MessagesSquare, Moon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

// The secondary button's look, but free to wrap on a phone: the invitation is long.
const signUp =
  'inline-flex min-h-13 items-center justify-center rounded-full bg-moon-400 px-7 py-3 text-center text-lg font-bold text-night-950 transition-colors hover:bg-moon-300';

/** After the last page: signed-in readers go on to their dashboard or the forum; visitors are invited to sign up. */
export function ClosingCard({ member }: { member: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="share-end"
      className="grid justify-items-center gap-4 rounded-[var(--radius-card)] bg-white p-6 text-center shadow-soft sm:p-8"
      data-testid="share-closing"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-moon-100 text-moon-500">
        <Moon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 id="share-end" className="text-2xl font-extrabold text-night-900">
        {t('share.viewer.endTitle')}
      </h2>
      <p className="max-w-md text-ink-600">
        {t(member ? 'share.viewer.endTextMember' : 'share.viewer.endTextVisitor')}
      </p>
      {member ? (
        <div className="flex flex-wrap justify-center gap-3">
          <LocalizedLink to="/dashboard" className={buttonClasses('primary', 'md')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            {t('share.viewer.endDashboard')}
          </LocalizedLink>
          <LocalizedLink to="/forum" className={buttonClasses('outline', 'md')}>
            <MessagesSquare className="h-4 w-4" aria-hidden="true" />
            {t('share.viewer.endForum')}
          </LocalizedLink>
        </div>
      ) : (
        <LocalizedLink to="/auth?from=share" className={signUp}>
          {t('share.viewer.endSignUp')}
        </LocalizedLink>
      )}
    </section>
  );
}
