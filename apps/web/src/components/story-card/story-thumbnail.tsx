import { Moon } from 'lucide-react';
import type { StoryCard } from '@qamar/shared';
import { cn } from '../../lib/cn.ts';

/** The first page's small picture, or a quiet moon while there is none yet. Decorative: the title beside it names the story. */
export function StoryThumbnail({
  story,
  className,
}: {
  story: Pick<StoryCard, 'thumbnailUrl' | 'firstPageImage'>;
  className?: string;
}) {
  const source = story.thumbnailUrl ?? story.firstPageImage;
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-night-900', className)}>
      {source ? (
        <img
          src={source}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-moon-300">
          <Moon className="h-10 w-10" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
