import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';

/** A story's title as a list shows it, with its number. */
export function StoryTitle({
  as: Heading,
  title,
  id,
}: {
  as: 'h2' | 'h3';
  title: string;
  id: number;
}) {
  return (
    <Heading className="text-lg font-extrabold text-night-900">
      <bdi>{title}</bdi> <span className="text-sm font-bold text-ink-500">#{id}</span>
    </Heading>
  );
}

/** Opens a story on its own page (admins may read any story), in the admin's language. */
export function ReadStoryLink({
  id,
  label,
  accessibleName,
}: {
  id: number;
  label: string;
  accessibleName?: string;
}) {
  return (
    <LocalizedLink
      to={`/story/${id}`}
      className={buttonClasses('outline', 'sm')}
      aria-label={accessibleName}
    >
      <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </LocalizedLink>
  );
}
