import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      className={cn('inline-block', className)}
    >
      <svg
        className="h-full w-full animate-spin"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/**
 * The centred spinner shown while the session is checked or a page loads (docs/product/screens.md). It fills the
 * screen, so the footer waits below the fold instead of jumping down when the page arrives.
 */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-night-700">
      <Spinner className="h-10 w-10" label={label} />
    </div>
  );
}
