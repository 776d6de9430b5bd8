import { House, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The viewer's own header: home, and for visitors a sign-up link that tells /auth where they came from. */
export function ShareTopBar({ member }: { member: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <LocalizedLink to="/" className={buttonClasses('outline', 'sm')}>
        <House className="h-4 w-4" aria-hidden="true" />
        {t('share.viewer.home')}
      </LocalizedLink>
      {member ? null : (
        <LocalizedLink to="/auth?from=share" className={buttonClasses('secondary', 'sm')}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {t('share.viewer.signUp')}
        </LocalizedLink>
      )}
    </div>
  );
}
