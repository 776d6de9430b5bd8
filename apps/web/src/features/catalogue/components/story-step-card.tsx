import { useId, type ReactNode } from 'react';

/** A numbered card of the story form (docs/product/screens.md: 1 characters, 2 location, 3 theme, 4 settings). */
export function StoryStepCard({
  step,
  title,
  hint,
  children,
}: {
  step: number;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-extrabold text-night-900">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-night-900 text-sm text-moon-300"
        >
          {step}
        </span>
        {title}
      </h2>
      {hint ? <p className="mt-1 ps-11 text-sm text-ink-600">{hint}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
