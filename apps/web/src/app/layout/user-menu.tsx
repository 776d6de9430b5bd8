import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CurrentUser } from '@qamar/shared';
import { useSignOut } from '../../lib/session/use-sign-out.ts';
import { AccountMenu } from './account-menu.tsx';
import { userMenuItems } from './nav-items.ts';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <AccountMenu
      triggerLabel={t('nav.accountMenu', { name: user.name })}
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-full bg-white ps-1 pe-2 shadow-soft outline-none"
      trigger={
        <>
          <span
            className="flex h-8 w-8 items-center justify-center rounded-full bg-night-900 text-sm font-extrabold text-moon-300"
            aria-hidden="true"
          >
            {initial}
          </span>
          <ChevronDown className="h-4 w-4 text-ink-500" aria-hidden="true" />
        </>
      }
      title={user.name}
      subtitle={user.email}
      links={userMenuItems.map((item) => ({ to: item.to, label: t(item.key) }))}
      onSignOut={() => void signOut()}
    />
  );
}
