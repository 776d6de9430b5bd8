import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation.ts';
import type { AdminProfile, CurrentUser } from '@qamar/shared';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { stripLanguage } from '../lib/localized-path.ts';
import { useAdminSession } from '../lib/session/get-admin.ts';
import { useSession } from '../lib/session/get-user.ts';
import { useLocalize } from '../lib/use-language.ts';

type Allowed =
  | { kind: 'user'; children: (user: CurrentUser) => ReactNode }
  | { kind: 'admin'; children: (admin: AdminProfile) => ReactNode }
  | { kind: 'user-or-admin'; children: () => ReactNode };

/**
 * The three protections of docs/product/screens.md: signed-in pages send visitors to /auth (in their language,
 * coming back afterwards), admin pages to /admin/login, and the mixed kind to /auth.
 */
export function RequireSession(props: Allowed) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalize();
  const user = useSession();
  const admin = useAdminSession();
  const checking =
    (props.kind !== 'admin' && user.status === 'loading') ||
    (props.kind !== 'user' && admin.status === 'loading');
  if (checking) return <PageSpinner label={t('common.checkingSession')} />;

  const returnTo = encodeURIComponent(`${stripLanguage(location.pathname)}${location.search}`);
  if (props.kind === 'user') {
    return user.user ? (
      props.children(user.user)
    ) : (
      <Navigate replace to={`${localize('/auth')}?returnTo=${returnTo}`} />
    );
  }
  if (props.kind === 'admin') {
    return admin.admin ? props.children(admin.admin) : <Navigate replace to="/admin/login" />;
  }
  return user.user || admin.admin ? (
    props.children()
  ) : (
    <Navigate replace to={`${localize('/auth')}?returnTo=${returnTo}`} />
  );
}
