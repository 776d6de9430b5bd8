import { Clock, EyeOff, ShieldX, Users } from 'lucide-react';
import type { StoryCommunity } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CommunityCounts } from './community-counts.tsx';

const states = {
  visible: {
    icon: Users,
    tone: 'bg-teal-600/10 text-teal-600',
    title: 'communityActions.owner.visible',
    text: null,
  },
  pending: {
    icon: Clock,
    tone: 'bg-moon-100 text-night-900',
    title: 'communityActions.owner.pending',
    text: 'communityActions.owner.pendingText',
  },
  hidden: {
    icon: EyeOff,
    tone: 'bg-rose-500/10 text-rose-500',
    title: 'communityActions.owner.hidden',
    text: 'communityActions.owner.hiddenText',
  },
  removed: {
    icon: ShieldX,
    tone: 'bg-rose-500/10 text-rose-500',
    title: 'communityActions.owner.removed',
    text: 'communityActions.owner.removedText',
  },
} as const;

/**
 * What the owner of a published story sees of it in the community: the figures, and where
 * moderation stands, with the moderators' reason when they gave one (only the owner gets it).
 */
export function OwnerCommunityPanel({ community }: { community: StoryCommunity }) {
  const { t } = useTranslation();
  const state = states[community.moderation];
  const Icon = state.icon;
  return (
    <section
      aria-label={t('communityActions.owner.title')}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-soft sm:flex sm:flex-wrap sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <p
          data-testid="moderation-state"
          className={cn(
            'inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
            state.tone,
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(state.title)}
        </p>
        {state.text ? <p className="text-sm text-ink-600">{t(state.text)}</p> : null}
        {community.moderationReason && community.moderation !== 'visible' ? (
          <p data-testid="moderation-reason" className="text-sm font-semibold text-ink-700">
            {t('communityActions.owner.reason', { reason: community.moderationReason })}
          </p>
        ) : null}
      </div>
      <CommunityCounts community={community} show={['likes', 'comments', 'views']} />
    </section>
  );
}
