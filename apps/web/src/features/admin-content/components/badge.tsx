import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

const tones = {
  neutral: 'bg-night-50 text-night-800',
  good: 'bg-teal-600/10 text-teal-600',
  warn: 'bg-moon-100 text-night-900',
  bad: 'bg-rose-500 text-white',
  star: 'bg-moon-400 text-night-950',
} as const;

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
