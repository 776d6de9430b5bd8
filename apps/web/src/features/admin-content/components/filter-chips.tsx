import { cn } from '../../../lib/cn.ts';

/** Chips choosing one value of a filter (each says how it is chosen to assistive technology); `showLabel` writes the filter's name before them. */
export function FilterChips<T extends string>({
  label,
  value,
  options,
  onChange,
  showLabel,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; count?: number }>;
  onChange: (value: T) => void;
  showLabel?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      {showLabel ? (
        <span className="me-1 text-sm font-bold text-ink-600" aria-hidden="true">
          {label}
        </span>
      ) : null}
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border-2 px-3.5 text-sm font-bold transition-colors',
            value === option.value
              ? 'border-night-900 bg-night-900 text-white'
              : 'border-night-900/15 bg-white text-night-900 hover:border-night-900/40',
          )}
        >
          {option.label}
          {option.count !== undefined ? (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                value === option.value ? 'bg-white/20' : 'bg-night-50',
              )}
            >
              {option.count}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
