import { Eye, Heart, MessageCircle } from 'lucide-react';
import type { StoryCommunity } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';

type Count = 'likes' | 'comments' | 'views';
const icons = { likes: Heart, comments: MessageCircle, views: Eye } as const;

/** A story's figures in words ("3 likes", «٣ إعجابات»), each with its icon; comments lead to the comments below. */
export function CommunityCounts({
  community,
  show,
  className,
}: {
  community: Pick<StoryCommunity, Count>;
  show: Count[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600', className)}
    >
      {show.map((count) => {
        const Icon = icons[count];
        const text = t(`communityActions.counts.${count}`, { count: community[count] });
        return (
          <li
            key={count}
            data-testid={`community-${count}`}
            className="inline-flex items-center gap-1.5"
          >
            <Icon className="h-4 w-4 shrink-0 text-night-600" aria-hidden="true" />
            {count === 'comments' ? (
              <a
                href="#comments"
                className="underline-offset-4 hover:text-night-900 hover:underline"
              >
                {text}
              </a>
            ) : (
              <span>{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
