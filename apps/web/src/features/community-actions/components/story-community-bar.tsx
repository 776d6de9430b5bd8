import type { Story, StoryCommunity } from '@qamar/shared';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { communityOf } from '../api/story-community.ts';
import { useReportStory } from '../api/report-story.ts';
import { AuthorLine } from './author-line.tsx';
import { CommunityCounts } from './community-counts.tsx';
import { LikeButton, SaveButton } from './mark-buttons.tsx';
import { OwnerCommunityPanel } from './owner-community-panel.tsx';
import { ReportButton } from './report-button.tsx';
import { SignInLink } from './sign-in-link.tsx';

/** Whether the story is in the community at all: published (or featured), or held back by moderation. */
export function isInCommunity(story: Story): boolean {
  const community = communityOf(story);
  return (
    community !== null &&
    (story.publishedAt !== null || story.featured || community.moderation !== 'visible')
  );
}

/**
 * Under the title of a finished story: for its owner, how it does in the community; for another
 * parent, the author with Like, Save and Report; for a visitor, the figures and a way to sign in.
 */
export function StoryCommunityBar({ story }: { story: Story }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = Boolean(useAdminSession().admin);
  const community = communityOf(story);
  if (!community || !isInCommunity(story) || session.status === 'loading') return null;
  if (story.isOwner) return <OwnerCommunityPanel community={community} />;

  const parent = session.status === 'signed-in';
  return (
    <section
      aria-label={t('communityActions.bar.label')}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-2xl bg-white px-4 py-3 shadow-soft"
    >
      <div className="grid gap-1">
        {community.author ? <AuthorLine author={community.author} /> : null}
        <CommunityCounts
          community={community}
          show={parent ? ['comments', 'views'] : ['likes', 'comments', 'views']}
        />
      </div>
      {parent ? (
        <ParentActions storyId={story.id} community={community} />
      ) : isAdmin ? null : (
        <SignInLink label={t('communityActions.bar.signIn')} />
      )}
    </section>
  );
}

function ParentActions({ storyId, community }: { storyId: number; community: StoryCommunity }) {
  const report = useReportStory(storyId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LikeButton storyId={storyId} community={community} />
      <SaveButton storyId={storyId} community={community} />
      <ReportButton
        about="story"
        reported={community.reported}
        send={(input) => report.mutateAsync(input)}
      />
    </div>
  );
}
