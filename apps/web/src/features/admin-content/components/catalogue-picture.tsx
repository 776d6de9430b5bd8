import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { AdminCatalogueCharacter, AdminCatalogueLocation } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

export type DrawnItem = AdminCatalogueCharacter | AdminCatalogueLocation;

/** 'Xm Ys' or 'Ys'. */
const elapsedText = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${seconds % 60}s` : `${seconds}s`;

/** A drawing under way: waiting or drawing, and the time it has taken since the card first saw it. */
function DrawingProgress({ state, className }: { state: 'queued' | 'drawing'; className: string }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      className={cn(className, 'flex-col gap-2 text-center text-night-700')}
      role="status"
      data-picture-state={state}
    >
      <Spinner className="h-6 w-6 min-[480px]:h-8 min-[480px]:w-8" />
      <p className="sr-only text-sm font-bold min-[480px]:not-sr-only">
        {t(`adminContent.catalogue.picture.${state}`)}
      </p>
      <p className="text-xs tabular-nums text-ink-600">
        {elapsedText(Math.max(0, Math.round((now - since) / 1000)))}
      </p>
    </div>
  );
}

/** Where a picture's drawing stands: the picture, the drawing's progress, or a failure (the card offers to draw it again). */
export function Picture({ item }: { item: DrawnItem }) {
  const { t } = useTranslation();
  const frame =
    'relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-2xl bg-night-50 p-1 min-[480px]:p-4';
  if (item.pictureState === 'queued' || item.pictureState === 'drawing')
    return <DrawingProgress state={item.pictureState} className={frame} />;
  if (item.pictureState === 'failed' || !item.imageThumbnail) {
    return (
      <div
        className={cn(frame, 'flex-col gap-2 text-center text-rose-500')}
        data-picture-state="failed"
      >
        <ImageOff className="h-6 w-6 min-[480px]:h-8 min-[480px]:w-8" aria-hidden="true" />
        <p className="sr-only text-sm font-bold min-[480px]:not-sr-only">
          {t('adminContent.catalogue.picture.failed')}
        </p>
      </div>
    );
  }
  return (
    <div className={cn(frame, 'p-0 min-[480px]:p-0')} data-picture-state="ready">
      <img src={item.imageThumbnail} alt="" loading="lazy" className="h-full w-full object-cover" />
    </div>
  );
}
