import { useEffect } from 'react';
import { BookOpen, Library, LayoutDashboard, MessagesSquare, Moon, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLocalize } from '../../../lib/use-language.ts';
import { storyKeys } from '../api/story-keys.ts';
import { useStatusPolling } from '../hooks/use-status-polling.ts';
import { useTicker } from '../hooks/use-ticker.ts';
import { overallPercent, stepStates, storyStage } from '../lib/progress.ts';
import { estimateLabel, remainingSeconds, splitElapsed } from '../lib/time-estimate.ts';
import { storyConstants } from '../story-constants.ts';
import { PollingNotice } from './polling-notice.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { QueueNotice, StoryTitles } from './progress-details.tsx';
import { StoryFailure } from './story-failure.tsx';

const messageKeys = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'] as const;

/**
 * The generation progress screen of docs/product/screens.md, docs/product/states.md: stage, overall bar, three steps, timer and
 * estimate, queue, titles, links while waiting; on completion View Story and, after about a
 * second, the story page itself.
 */
export function GenerationProgress({
  storyId,
  onCreateAnother,
  headingLevel = 'h2',
}: {
  storyId: number;
  onCreateAnother: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, problem, reset, restart } = useStatusPolling(storyId);
  const stage = storyStage(status);
  const complete = stage === 'complete' && status?.status === 'complete';
  const failed = status?.status === 'error';
  const percent = overallPercent(status);
  const { elapsedMs, message } = useTicker(messageKeys.length, !complete && !failed);
  const storyPath = localize(`/story/${storyId}`);

  useEffect(() => {
    if (!complete) return;
    toast({
      title: t('stories.progress.completeToast'),
      description: t('stories.progress.completeToastText'),
      variant: 'success',
    });
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    void queryClient.invalidateQueries({ queryKey: storyKeys.usage });
    const timer = setTimeout(() => navigate(storyPath), storyConstants.openStoryAfterMs);
    return () => clearTimeout(timer);
  }, [complete, navigate, queryClient, storyPath, t]);

  const { minutes, seconds } = splitElapsed(elapsedMs);
  const elapsed =
    minutes > 0
      ? t('stories.progress.minutesSeconds', { minutes, seconds })
      : t('stories.progress.seconds', { seconds });
  const estimate = estimateLabel(remainingSeconds(percent));
  const estimateText =
    estimate.kind === 'lessThanMinute'
      ? t('stories.progress.lessThanMinute')
      : t('stories.progress.minutes', { count: estimate.minutes });
  const Heading = headingLevel;

  return (
    <section
      className="grid gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
      aria-labelledby="generation-stage"
      data-stage={stage}
      aria-busy={!complete && !failed}
    >
      <header className="flex items-start gap-4">
        <span className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-night-900 text-moon-300">
          {!complete && !failed ? (
            <span
              className="absolute inset-0 animate-ping rounded-2xl bg-moon-400/25 motion-reduce:hidden"
              aria-hidden="true"
            />
          ) : null}
          <Moon className="relative h-7 w-7" aria-hidden="true" />
        </span>
        <div role="status" aria-live="polite" className="grid gap-1">
          <Heading
            id="generation-stage"
            className="text-2xl font-extrabold text-night-900 sm:text-3xl"
          >
            {failed
              ? t('stories.progress.errorTitle')
              : t(`stories.progress.stages.${stage}.title`)}
          </Heading>
          {failed ? null : (
            <p className="text-ink-600">{t(`stories.progress.stages.${stage}.text`)}</p>
          )}
        </div>
      </header>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between text-sm font-bold text-ink-700">
          <span id="generation-overall">{t('stories.progress.overall')}</span>
          <span className="tabular-nums text-night-900" data-testid="overall-percent">
            {percent}%
          </span>
        </div>
        <div
          className="h-3 overflow-hidden rounded-full bg-night-100"
          role="progressbar"
          aria-labelledby="generation-overall"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-night-600 to-moon-400 transition-[width] duration-700 rtl:bg-gradient-to-l"
            style={{ width: `${percent}%` }}
          />
        </div>
        {failed ? null : (
          <dl className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm text-ink-600">
            <div className="flex gap-1.5">
              <dt>{t('stories.progress.elapsed')}:</dt>
              <dd className="font-extrabold tabular-nums text-night-900" data-testid="elapsed">
                {elapsed}
              </dd>
            </div>
            {complete ? null : (
              <div className="flex gap-1.5">
                <dt>{t('stories.progress.remaining')}:</dt>
                <dd className="font-extrabold text-night-900" data-testid="estimate">
                  {estimateText}
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>

      <ProgressSteps
        states={stepStates(status)}
        details={
          status
            ? {
                writing: status.progress.text,
                drawing: status.progress.images,
                recording: status.progress.audio,
              }
            : undefined
        }
      />
      {!complete && !failed ? (
        <p className="min-h-6 text-center font-semibold text-night-700">
          {t(`stories.progress.messages.${messageKeys[message] ?? 'm1'}`)}
        </p>
      ) : null}
      {status && !complete ? <QueueNotice queue={status.queue} /> : null}
      {status ? <StoryTitles titleEn={status.titleEn} titleAr={status.titleAr} /> : null}
      <PollingNotice problem={problem} onRetry={reset} />
      {failed ? (
        <StoryFailure storyId={storyId} message={status.error} onRetried={restart} />
      ) : null}

      {complete ? (
        <div className="grid gap-3">
          <p className="text-sm font-semibold text-ink-600">{t('stories.progress.opening')}</p>
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to={`/story/${storyId}`} className={buttonClasses('primary', 'lg')}>
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {t('stories.progress.viewStory')}
            </LocalizedLink>
            <LocalizedLink to="/my-stories" className={buttonClasses('outline', 'lg')}>
              {t('stories.progress.myStories')}
            </LocalizedLink>
            <Button variant="ghost" size="lg" onClick={onCreateAnother}>
              <Plus className="h-5 w-5" aria-hidden="true" />
              {t('stories.progress.createAnother')}
            </Button>
          </div>
        </div>
      ) : failed ? (
        <div className="flex flex-wrap gap-3 border-t border-night-100 pt-5">
          <LocalizedLink to="/my-stories" className={buttonClasses('outline', 'sm')}>
            {t('stories.progress.myStories')}
          </LocalizedLink>
          <Button variant="ghost" size="sm" onClick={onCreateAnother}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('stories.progress.createAnother')}
          </Button>
        </div>
      ) : (
        <nav
          aria-label={t('stories.progress.whileWaiting')}
          className="grid gap-2 border-t border-night-100 pt-5"
        >
          <p className="text-sm font-extrabold text-ink-600">
            {t('stories.progress.whileWaiting')}
          </p>
          <div className="flex flex-wrap gap-2">
            <LocalizedLink to="/library" className={buttonClasses('outline', 'sm')}>
              <Library className="h-4 w-4" aria-hidden="true" />
              {t('stories.progress.library')}
            </LocalizedLink>
            <LocalizedLink to="/forum" className={buttonClasses('outline', 'sm')}>
              <MessagesSquare className="h-4 w-4" aria-hidden="true" />
              {t('stories.progress.forum')}
            </LocalizedLink>
            <LocalizedLink to="/dashboard" className={buttonClasses('outline', 'sm')}>
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
              {t('stories.progress.dashboard')}
            </LocalizedLink>
            <Button variant="ghost" size="sm" onClick={onCreateAnother}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('stories.progress.createAnother')}
            </Button>
          </div>
        </nav>
      )}
    </section>
  );
}
