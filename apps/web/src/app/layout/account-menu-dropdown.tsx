import { DropdownMenu } from 'radix-ui';
import { LogOut } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { useLanguage } from '../../lib/use-language.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-ink-900 outline-none data-[highlighted]:bg-night-50';

import type { AccountMenuProps } from './account-menu.tsx';

/** The dropdown of a signed-in account (a parent's or an admin's): who is signed in, links, and Sign Out. */
export function AccountMenuDropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  subtitle,
  links = [],
  onSignOut,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DropdownMenu.Root dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-2xl border border-night-100 bg-white p-1.5 shadow-soft"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-500">
            <span className="block truncate font-bold text-ink-900">{title}</span>
            <bdi className="block truncate">{subtitle}</bdi>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-night-100" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <LocalizedLink to={link.to}>{link.label}</LocalizedLink>
            </DropdownMenu.Item>
          ))}
          {links.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-night-100" /> : null}
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
