import { StoryReaderPage } from '../../features/stories/components/story-reader-page.tsx';
import type { StoryPageSlots } from '../../features/stories/components/story-reader.tsx';
import { StoryCommunityBar } from '../../features/community-actions/components/story-community-bar.tsx';
import { StoryComments } from '../../features/community-actions/components/story-comments.tsx';
import {
  CommunityLimit,
  isCommunityLimit,
} from '../../features/community-actions/components/community-limit.tsx';

/** The community's parts of the story page: the bar under the title, the comments, the weekly limit's page. */
const slots: StoryPageSlots = {
  underTitle: (story) => <StoryCommunityBar story={story} />,
  afterStory: (story) => <StoryComments story={story} />,
  refusal: (error) => (isCommunityLimit(error) ? <CommunityLimit error={error} /> : null),
};

/** /story/:id: the reader, with what families do with a story in the community. */
export function StoryPage() {
  return <StoryReaderPage slots={slots} />;
}
