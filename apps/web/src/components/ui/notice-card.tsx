import type { ComponentType } from 'react';
import { buttonClasses } from './button.tsx';
import { LocalizedLink } from '../localized-link.tsx';
import { cn } from '../../lib/cn.ts';

export interface NoticeCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
  /** The one way on: a link to a page of the app (localised), or a full reload of `to` (`reload`). */
  action: { to: string; label: string; reload?: boolean };
  /** A page's own heading (h1), or a section inside a page (h2). */
  level?: 1 | 2;
  /** 'card' for a page that has nothing else (not found), 'empty' for an empty list inside a page. */
  look?: 'card' | 'empty';
  className?: string;
}

/** A centred card with an icon, a heading, a line of text and one link: not-found pages and empty lists. */
export function NoticeCard({
  icon: Icon,
  title,
  text,
  action,
  level = 1,
  look = 'card',
  className,
}: NoticeCardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      className={cn(
        'mx-auto flex w-full flex-col items-center gap-4 rounded-[var(--radius-card)] bg-white px-6 text-center',
        look === 'card'
          ? 'max-w-lg py-12 shadow-soft'
          : 'border-2 border-dashed border-night-900/15 py-14',
        className,
      )}
    >
      <span
        className={cn(
          'flex h-16 w-16 items-center justify-center rounded-2xl',
          look === 'card' ? 'bg-night-900 text-moon-300' : 'bg-moon-100 text-moon-500',
        )}
      >
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <Heading
        className={cn('font-extrabold text-night-900', level === 1 ? 'text-3xl' : 'text-2xl')}
      >
        {title}
      </Heading>
      <p className="max-w-md text-ink-600">{text}</p>
      {action.reload ? (
        <a href={action.to} className={buttonClasses('primary', 'md', 'mt-2')}>
          {action.label}
        </a>
      ) : (
        <LocalizedLink to={action.to} className={buttonClasses('primary', 'md', 'mt-2')}>
          {action.label}
        </LocalizedLink>
      )}
    </section>
  );
}
