import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { initialOf } from '../lib/display-name.ts';

const tints = [
  'bg-night-100 text-night-800',
  'bg-moon-100 text-moon-500',
  'bg-teal-600/10 text-teal-600',
  'bg-rose-500/10 text-rose-500',
  'bg-cream-100 text-night-700',
];

/**
 * A portrait or place picture; when there is none (not drawn yet, or it failed to load) a soft
 * tile with the initial stands in. The name is next to it, so the picture itself is decorative.
 */
export function ItemPicture({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const tint = tints[(name.codePointAt(0) ?? 0) % tints.length];
  if (!src || failed === src) {
    return (
      <span
        aria-hidden="true"
        className={cn('flex items-center justify-center font-extrabold', tint, className)}
      >
        <span className="text-[2.5em] leading-none">{initialOf(name)}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('object-cover', className)}
    />
  );
}
