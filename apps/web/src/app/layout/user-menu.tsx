import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@qamar/shared';
import { useSignOut } from '../../lib/session/use-sign-out.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { userMenuItems } from './nav-items.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-ink-900 outline-none data-[highlighted]:bg-night-50';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signOut = useSignOut();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenu', { name: user.name })}
        className="inline-flex h-10 items-center gap-1.5 rounded-full bg-white ps-1 pe-2 shadow-soft outline-none"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-night-900 text-sm font-extrabold text-moon-300" aria-hidden="true">
          {initial}
        </span>
        <ChevronDown className="h-4 w-4 text-ink-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-2xl border border-night-100 bg-white p-1.5 shadow-soft">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-500">
            <span className="block truncate font-bold text-ink-900">{user.name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-night-100" />
          {userMenuItems.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={itemClass}>
              <LocalizedLink to={item.to}>{t(item.key)}</LocalizedLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-night-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
