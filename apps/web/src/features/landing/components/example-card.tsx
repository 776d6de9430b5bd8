import { ArrowRight, Moon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AgeGroup, Dialect } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';

/** Card widths: one a row on phones, two on tablets, three on desktops; fewer cards stay centred. */
export const exampleCardWidth =
  'shrink-0 grow-0 basis-full sm:basis-[calc((100%_-_1.5rem)/2)] lg:basis-[calc((100%_-_3rem)/3)]';

export interface ExampleCardProps {
  picture: { src: string; width: number; height: number } | null;
  /** 'Featured' or 'Sample', on the picture. */
  tag?: string;
  ageGroup: AgeGroup;
  dialect: Dialect;
  title: string;
  text: string;
  to: string;
  /** What the whole card does when clicked; the title names the link unless a label is given. */
  action: string;
  label?: string;
}

/**
 * One example story: a picture, the age group and language, the title and a line about it. The
 * whole card is one link (the title's, stretched over the card). Text blocks keep their height
 * whatever their length, so the cards never move the page when they replace the placeholders.
 */
export function ExampleCard({
  picture,
  tag,
  ageGroup,
  dialect,
  title,
  text,
  to,
  action,
  label,
}: ExampleCardProps) {
  const { t } = useTranslation();
  return (
    <li
      className={`${exampleCardWidth} group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft transition-shadow focus-within:ring-4 focus-within:ring-moon-400 hover:shadow-lg`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-night-900">
        {picture ? (
          <img
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-moon-300">
            <Moon className="h-10 w-10" aria-hidden="true" />
          </div>
        )}
        {tag ? (
          <span className="absolute start-3 top-3 rounded-full bg-moon-400 px-3 py-1 text-xs font-extrabold text-night-950">
            {tag}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex h-6 flex-wrap items-center gap-2 overflow-hidden text-xs font-bold">
          <span className="rounded-full bg-moon-100 px-2.5 py-0.5 text-night-900">
            {t('common.ages', { age: ageGroup })}
          </span>
          <span className="rounded-full bg-night-50 px-2.5 py-0.5 text-night-700">
            {t(`dialects.${dialect}`)}
          </span>
        </div>
        <h3 className="line-clamp-2 min-h-14 text-xl leading-7 font-extrabold text-night-900">
          <LocalizedLink
            to={to}
            aria-label={label}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </LocalizedLink>
        </h3>
        <p className="line-clamp-2 min-h-12 text-sm leading-6 text-ink-700">{text}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-1 text-sm font-extrabold text-night-700"
        >
          {action}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" />
        </span>
      </div>
    </li>
  );
}

/** The shape of a card while the stories load: the same height, so nothing below it moves. */
export function ExampleCardPlaceholder() {
  return (
    <li
      aria-hidden="true"
      className={`${exampleCardWidth} flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft`}
    >
      <div className="aspect-[4/3] animate-pulse bg-night-50" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="h-6 w-32 animate-pulse rounded-full bg-night-50" />
        <div className="min-h-14 py-1">
          <div className="h-5 w-4/5 animate-pulse rounded-full bg-night-50" />
        </div>
        <div className="min-h-12 py-1">
          <div className="h-4 w-full animate-pulse rounded-full bg-cream-50" />
        </div>
        <div className="mt-auto h-6 pt-1" />
      </div>
    </li>
  );
}
