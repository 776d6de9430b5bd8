import { Ban } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';

/** Says an account is disabled, wherever it is listed. */
export function AccountBadges({ disabled, className }: { disabled: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!disabled) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-rose-500 px-2.5 py-0.5 text-xs font-extrabold text-white',
        className,
      )}
    >
      <Ban className="h-3.5 w-3.5" aria-hidden="true" />
      {t('adminAccess.users.disabled')}
    </span>
  );
}
