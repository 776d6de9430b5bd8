import { AlertTriangle, CheckCircle2, Clock, Loader2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryStatus } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';

const looks: Record<StoryStatus, { className: string; Icon: typeof Clock }> = {
  queued: { className: 'bg-night-50 text-night-700', Icon: Clock },
  processing: { className: 'bg-moon-100 text-night-900', Icon: Loader2 },
  complete: { className: 'bg-teal-600/10 text-teal-600', Icon: CheckCircle2 },
  error: { className: 'bg-rose-500/10 text-rose-500', Icon: AlertTriangle },
};

export function StatusBadge({ status, className }: { status: StoryStatus; className?: string }) {
  const { t } = useTranslation();
  const { className: tone, Icon } = looks[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-extrabold',
        tone,
        className,
      )}
    >
      <Icon
        className={cn(
          'h-3.5 w-3.5',
          status === 'processing' && 'animate-spin motion-reduce:animate-none',
        )}
        aria-hidden="true"
      />
      {t(`stories.status.${status}`)}
    </span>
  );
}
