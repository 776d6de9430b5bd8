import { DropdownMenu } from 'radix-ui';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@qamar/shared';
import { useAdminSignOut } from '../../lib/session/use-admin-sign-out.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** While an admin is signed in, the header says so and offers the way out. */
export function AdminMenu({ admin }: { admin: AdminProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signOut = useAdminSignOut();
  return (
    <DropdownMenu.Root dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center gap-1.5 rounded-full bg-night-900 px-3 text-sm font-extrabold text-moon-300 outline-none">
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        <span>{t('admin.badge')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-2xl border border-night-100 bg-white p-1.5 shadow-soft">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-500">
            <span className="block truncate font-bold text-ink-900">{admin.name}</span>
            <bdi className="block truncate">{admin.username}</bdi>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-night-100" />
          <DropdownMenu.Item
            className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-ink-900 outline-none data-[highlighted]:bg-night-50"
            onSelect={() => void signOut()}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
