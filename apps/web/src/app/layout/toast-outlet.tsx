import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../../lib/toast.ts';

const Toaster = lazy(() =>
  import('../../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

/**
 * The notification region (Radix Toast) is loaded with the first toast, or when F8 asks for the
 * region before any toast came; then it takes focus itself, as the loaded region does on F8.
 */
export function ToastOutlet() {
  const hasToasts = useToasts().length > 0;
  const [wanted, setWanted] = useState<'no' | 'yes' | 'focused'>('no');
  if (hasToasts && wanted === 'no') setWanted('yes');

  useEffect(() => {
    if (wanted !== 'no') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8') setWanted('focused');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  if (wanted === 'no') return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={wanted === 'focused'} />
    </Suspense>
  );
}
