import type { ComponentType } from 'react';

export function StatCard({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <div className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-soft">
      <span
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-night-50 text-night-700"
        aria-hidden="true"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-bold text-ink-600">{label}</p>
        <p className="text-2xl font-extrabold tabular-nums text-night-900">{value}</p>
        <p className="mt-0.5 text-sm text-ink-600">{detail}</p>
      </div>
    </div>
  );
}
