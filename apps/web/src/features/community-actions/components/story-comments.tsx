import { useEffect, useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import type { Story } from '@qamar/shared';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useComments } from '../api/get-comments.ts';
import { communityOf } from '../api/story-community.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { SignInLink } from './sign-in-link.tsx';

/** The comments of a story other families can read (a story held back by moderation has none to show). */
export function StoryComments({ story }: { story: Story }) {
  const community = communityOf(story);
  if (!community || community.moderation !== 'visible' || !(story.publishedAt || story.featured))
    return null;
  return <CommentsSection storyId={story.id} count={community.comments} />;
}

/**
 * `#comments`, so the forum can link straight here: the form for a parent, then the comments a
 * page at a time with "Show more". Comments are for the families signed in (and admins): a visitor
 * sees how many there are and the way to sign in.
 */
function CommentsSection({ storyId, count }: { storyId: number; count: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const admin = useAdminSession();
  const parent = session.status === 'signed-in';
  const reader = parent || admin.status === 'signed-in';
  const comments = useComments(storyId, reader ? (parent ? 'user' : 'admin') : null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  // The comments come after the story has loaded, too late for the browser's own jump to #comments.
  const arrived =
    comments.isSuccess || (session.status === 'signed-out' && admin.status === 'signed-out');
  useEffect(() => {
    if (hash === '#comments' && arrived) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, arrived]);

  return (
    <section
      ref={section}
      id="comments"
      aria-labelledby="comments-title"
      className="grid scroll-mt-20 gap-5 rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6"
    >
      <h2
        id="comments-title"
        className="flex items-center gap-2 text-xl font-extrabold text-night-900"
      >
        <MessageCircle className="h-5 w-5 text-night-600" aria-hidden="true" />
        {t('communityActions.comments.title')}
        <span
          data-testid="comments-total"
          className="rounded-full bg-night-50 px-2.5 text-sm font-bold text-night-700 tabular-nums"
        >
          {comments.data?.pages[0]?.total ?? count}
        </span>
      </h2>
      {parent ? (
        <CommentForm storyId={storyId} />
      ) : session.status === 'signed-out' && admin.status === 'signed-out' ? (
        <div>
          <SignInLink label={t('communityActions.comments.signIn')} anchor="comments" />
        </div>
      ) : null}
      {!reader ? (
        count === 0 ? (
          <EmptyComments />
        ) : null
      ) : comments.isPending ? (
        <Spinner
          className="mx-auto h-6 w-6 text-night-600"
          label={t('communityActions.comments.loading')}
        />
      ) : comments.isError && list.length === 0 ? (
        <div role="alert" className="grid justify-items-center gap-2 text-center text-ink-600">
          <p>{t('communityActions.comments.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            {t('communityActions.comments.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyComments />
      ) : (
        <ul className="grid gap-5 border-t border-night-900/10 pt-5" data-testid="comment-list">
          {list.map((comment) => (
            <CommentItem key={comment.id} storyId={storyId} comment={comment} canAct={parent} />
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? <Spinner className="h-4 w-4" /> : null}
          {t('communityActions.comments.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

function EmptyComments() {
  const { t } = useTranslation();
  return (
    <p className="rounded-2xl border-2 border-dashed border-night-900/15 px-4 py-6 text-center text-ink-600">
      {t('communityActions.comments.empty')}
    </p>
  );
}
