import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AdminProfile } from '@qamar/shared';
import { useAdminSignOut } from '../../lib/session/use-sign-out.ts';
import { AccountMenu } from './account-menu.tsx';

/** While an admin is signed in, the header says so and offers the way out. */
export function AdminMenu({ admin }: { admin: AdminProfile }) {
  const { t } = useTranslation();
  const signOut = useAdminSignOut();
  return (
    <AccountMenu
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-full bg-night-900 px-3 text-sm font-extrabold text-moon-300 outline-none"
      trigger={
        <>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          <span>{t('admin.badge')}</span>
        </>
      }
      title={admin.name}
      subtitle={admin.username}
      onSignOut={() => void signOut()}
    />
  );
}
