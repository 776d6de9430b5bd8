import type { StoryModeration } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Badge } from './badge.tsx';

const tone = { visible: 'good', pending: 'warn', hidden: 'bad', removed: 'bad' } as const;

/** Where moderation stands for a story or comment. */
export function ModerationBadge({ moderation }: { moderation: StoryModeration }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tone[moderation]}>{t(`adminContent.stories.moderation.${moderation}`)}</Badge>
  );
}
