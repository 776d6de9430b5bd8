import { lazy, Suspense, type ReactNode } from 'react';

export interface AccountMenuProps {
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName: string;
  title: string;
  subtitle: string;
  links?: ReadonlyArray<{ to: string; label: string }>;
  onSignOut: () => void;
}

// Only signed-in accounts have the menu: visitors never load the dropdown and its positioning code.
const AccountMenuDropdown = lazy(() =>
  import('./account-menu-dropdown.tsx').then((module) => ({ default: module.AccountMenuDropdown })),
);

/** The dropdown of a signed-in account; its trigger's look stands in while the menu loads. */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <Suspense fallback={<span className={props.triggerClassName}>{props.trigger}</span>}>
      <AccountMenuDropdown {...props} />
    </Suspense>
  );
}
