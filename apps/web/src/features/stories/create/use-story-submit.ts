import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { useLanguage, useLocalize } from '../../../lib/use-language.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { checkBeforeSubmit } from './before-submit.ts';
import { useCreateStory } from './create-story-call.ts';
import { outcomeOfAnswer, outcomeOfFailure, type CreateOutcome } from './create-outcome.ts';
import { buildStoryPayload, storyFormProblems, type StoryChoices } from './story-payload.ts';

/** docs/product/errors.md: the server's limit answer stays up for 8 seconds with its Upgrade action. */
const LIMIT_TOAST_MS = 8_000;

/**
 * The submit of the story form: the checks of docs/product/validation.md "Before submit" (parents only), the form's
 * own problems, then POST /api/stories and the toasts of docs/product/errors.md. Calls `onCreated` with the id.
 */
export function useStorySubmit(onCreated: (id: number) => void) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = Boolean(useAdminSession().admin);
  const usage = useUsageStats();
  const mutation = useCreateStory();
  const [checking, setChecking] = useState(false);
  // Once a submit found problems, the list follows the form as the parent fixes it.
  const [attempted, setAttempted] = useState(false);

  const report = (outcome: CreateOutcome) => {
    switch (outcome.kind) {
      case 'created':
        toast({
          title: t('stories.create.startedTitle'),
          description: t('stories.create.startedText'),
          variant: 'success',
        });
        writeStorage(storageKeys.hasCreatedStories, 'true');
        onCreated(outcome.id);
        return;
      case 'limit':
        toast({
          title: t('stories.create.moreTitle'),
          description: outcome.message ?? t('stories.create.moreFallback'),
          duration: LIMIT_TOAST_MS,
          action: {
            label: t('stories.create.upgrade'),
            onClick: () => void navigate(localize('/subscription')),
          },
        });
        return;
      case 'noId':
        toast({
          title: t('stories.create.errorTitle'),
          description: t('stories.create.noId'),
          variant: 'destructive',
        });
        return;
      case 'parse':
        toast({
          title: t('stories.create.errorTitle'),
          description: t('stories.create.parseFailed'),
          variant: 'destructive',
        });
        return;
      case 'error':
        toast({
          title: t('stories.create.errorTitle'),
          description:
            outcome.message ??
            (outcome.status
              ? t('stories.create.serverError', { status: outcome.status })
              : t('stories.create.somethingWrong')),
          variant: 'destructive',
        });
    }
  };

  /** Answers whether the parent may go on; shows the toast that says why not. */
  const passesGate = async (choices: StoryChoices): Promise<boolean> => {
    if (isAdmin) return true;
    if (!user?.emailVerified) {
      toast({
        title: t('stories.create.verifyTitle'),
        description: t('stories.create.verifyText'),
        variant: 'destructive',
      });
      return false;
    }
    const fresh = await usage.refetch();
    const verdict = checkBeforeSubmit({
      isAdmin,
      emailVerified: true,
      dialect: choices.settings.dialect,
      usage: fresh.data ?? usage.data,
    });
    if (verdict.kind === 'dialect') {
      const plan = verdict.plan ? t(`plan.${verdict.plan}`) : '';
      toast({
        title: t('stories.create.dialectTitle'),
        description: t('stories.create.dialectText', {
          dialect: t(`dialects.${choices.settings.dialect}`),
          plan,
        }),
        variant: 'destructive',
      });
      return false;
    }
    if (verdict.kind === 'limit') {
      toast({
        title: t('stories.create.limitTitle'),
        description: t('stories.create.limitText', {
          count: verdict.limit,
          date: formatDate(verdict.resetDate, language),
        }),
        variant: 'destructive',
      });
      return false;
    }
    return true;
  };

  const submit = async (choices: StoryChoices) => {
    if (checking || mutation.isPending) return;
    setChecking(true);
    try {
      if (!(await passesGate(choices))) return;
      const payload = buildStoryPayload(choices);
      setAttempted(true);
      if (storyFormProblems(payload).length > 0) return;
      let outcome: CreateOutcome;
      try {
        outcome = outcomeOfAnswer(await mutation.mutateAsync(payload));
      } catch (error) {
        outcome = outcomeOfFailure(error);
        if (outcome.kind === 'limit') void usage.refetch();
      }
      report(outcome);
    } finally {
      setChecking(false);
    }
  };

  return {
    submit,
    busy: checking || mutation.isPending,
    problemsOf: (choices: StoryChoices): string[] =>
      attempted
        ? storyFormProblems(buildStoryPayload(choices)).map((key) => t(key, { ns: 'messages' }))
        : [],
  };
}
