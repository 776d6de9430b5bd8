import type { RefObject } from 'react';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';

const control =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full font-bold transition-colors group-data-[bedtime=true]:bg-moon-400/15 group-data-[bedtime=true]:text-moon-100 group-data-[bedtime=true]:hover:bg-moon-400/25';

/** Play/pause and mute for the page's narration (docs/product/screens.md, shared viewer). */
export function NarrationPlayer({
  url,
  audioRef,
  playing,
  muted,
  onToggle,
  onToggleMute,
  onError,
}: {
  url: string | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  muted: boolean;
  onToggle: () => void;
  onToggleMute: () => void;
  /** The audio failed to load. */
  onError?: () => void;
}) {
  const { t } = useTranslation();
  if (!url)
    return (
      <p className="text-sm font-semibold text-ink-600 group-data-[bedtime=true]:text-moon-100/70">
        {t('stories.reader.noAudio')}
      </p>
    );
  return (
    <div className="flex items-center gap-2" data-testid="narration-player">
      <audio ref={audioRef} src={url} preload="metadata" onError={onError} />
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={playing}
        className={cn(control, 'bg-night-900 px-5 text-white hover:bg-night-800')}
      >
        {playing ? (
          <Pause className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Play className="h-5 w-5" aria-hidden="true" />
        )}
        {playing ? t('stories.reader.pause') : t('stories.reader.play')}
      </button>
      <button
        type="button"
        onClick={onToggleMute}
        aria-pressed={muted}
        aria-label={muted ? t('stories.reader.unmute') : t('stories.reader.mute')}
        className={cn(control, 'w-12 bg-night-50 text-night-900 hover:bg-night-100')}
      >
        {muted ? (
          <VolumeX className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Volume2 className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
