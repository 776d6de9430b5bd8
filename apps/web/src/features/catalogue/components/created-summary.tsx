import { PartyPopper } from 'lucide-react';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ItemPicture } from './item-picture.tsx';

/** What a standalone creation page shows once the picture is drawn. */
export function CreatedSummary({
  title,
  name,
  picture,
  wide,
  again,
  againLabel,
  links,
}: {
  title: string;
  name: string;
  picture: string | null;
  wide?: boolean;
  again: () => void;
  againLabel: string;
  links: { to: string; label: string }[];
}) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <ItemPicture
        src={picture}
        name={name}
        className={
          wide
            ? 'aspect-[4/3] w-full max-w-md rounded-2xl text-3xl shadow-soft'
            : 'aspect-square w-56 rounded-2xl text-3xl shadow-soft'
        }
      />
      <h2 className="flex items-center gap-2 text-2xl font-extrabold text-night-900">
        <PartyPopper className="h-6 w-6 text-moon-500" aria-hidden="true" />
        {title}
      </h2>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={again}>
          {againLabel}
        </Button>
        {links.map((link) => (
          <LocalizedLink key={link.to} to={link.to} className={buttonClasses('outline')}>
            {link.label}
          </LocalizedLink>
        ))}
      </div>
    </div>
  );
}
