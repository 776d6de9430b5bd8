import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A theme's drawn icon; a missing file shows a sparkle rather than a broken picture. */
export function ThemeIcon({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return <Sparkles className={cn('p-1.5 text-moon-500', className)} aria-hidden="true" />;
  return (
    <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className={className} />
  );
}
