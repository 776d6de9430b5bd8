import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { PollProblem } from '../lib/polling.ts';

/** The soft warning from 5 failed status requests, the stop at 10 with Retry Connection, or a final answer (docs/product/errors.md). */
export function PollingNotice({ problem, onRetry }: { problem: PollProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  if (problem.notice === 'none') return null;
  if (problem.notice === 'final') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 text-sm font-semibold text-rose-500"
      >
        <p className="me-auto">
          {t('stories.progress.failedStatus', { status: problem.httpStatus })}
        </p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('stories.progress.retryConnection')}
        </Button>
      </div>
    );
  }
  const stopped = problem.notice === 'stopped';
  const network = problem.kind === 'network';
  return (
    <div
      role={stopped ? 'alert' : 'status'}
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-moon-100 p-4 text-night-900"
    >
      <WifiOff className="h-5 w-5 shrink-0 text-moon-500" aria-hidden="true" />
      <div className="me-auto grid gap-0.5">
        <p className="font-extrabold">
          {stopped
            ? t(network ? 'stories.progress.stoppedNetwork' : 'stories.progress.stoppedServer')
            : t(network ? 'stories.progress.warningNetwork' : 'stories.progress.warningServer')}
        </p>
        <p className="text-sm text-ink-600">
          {t(stopped ? 'stories.progress.stoppedNote' : 'stories.progress.warningNote')}
        </p>
      </div>
      {stopped ? (
        <Button size="sm" onClick={onRetry}>
          {t('stories.progress.retryConnection')}
        </Button>
      ) : null}
    </div>
  );
}
