import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { stripLanguage } from '../../../lib/localized-path.ts';

/** To the sign-in page in the page's language, coming back to this story (and place on it) afterwards. */
export function SignInLink({ label, anchor }: { label: string; anchor?: string }) {
  const location = useLocation();
  const returnTo = encodeURIComponent(
    `${stripLanguage(location.pathname)}${anchor ? `#${anchor}` : ''}`,
  );
  return (
    <LocalizedLink to={`/auth?returnTo=${returnTo}`} className={buttonClasses('outline', 'sm')}>
      <LogIn className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </LocalizedLink>
  );
}
