import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { UsageBadge } from './picker-parts.tsx';

/** The frame of /my-characters and /my-locations: heading, usage, create button, and the grid or an empty state. */
export function OwnItemsLayout({
  title,
  subtitle,
  usage,
  createLabel,
  onCreate,
  empty,
  children,
}: {
  title: string;
  subtitle: string;
  usage?: { used: number; limit: number };
  createLabel: string;
  onCreate: () => void;
  empty?: { icon: ReactNode; title: string; text: string; cta: string; to: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <header className="flex flex-wrap items-end gap-4">
        <div className="me-auto">
          <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">{title}</h1>
          <p className="mt-1 text-ink-600">{subtitle}</p>
        </div>
        {usage ? <UsageBadge used={usage.used} limit={usage.limit} /> : null}
        <Button variant="secondary" onClick={onCreate}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {createLabel}
        </Button>
      </header>
      <div className="mt-8">
        {empty ? (
          <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 bg-white px-6 py-14 text-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-moon-100 text-moon-500">
              {empty.icon}
            </span>
            <h2 className="text-2xl font-extrabold text-night-900">{empty.title}</h2>
            <p className="max-w-md text-ink-600">{empty.text}</p>
            <LocalizedLink to={empty.to} className={buttonClasses('primary', 'md', 'mt-2')}>
              {empty.cta}
            </LocalizedLink>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
