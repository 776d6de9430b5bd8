import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drives one page's narration: play/pause, mute, and the playback time read every frame while
 * it plays, so the highlighted word follows the voice. A new page or language mounts a new
 * player, which starts paused (docs/product/states.md, "switching page resets playback to paused"), unless
 * the reader listens straight through (`autoPlay`, after the previous page's voice ended).
 */
export function useNarration(
  muted: boolean,
  { autoPlay = false, onEnded }: { autoPlay?: boolean; onEnded?: () => void } = {},
) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);
  const autoPlayRef = useRef(autoPlay);
  const [playing, setPlaying] = useState(false);
  /** Milliseconds into the narration; null before the first play and after the end, so nothing is highlighted. */
  const [timeMs, setTimeMs] = useState<number | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    const read = () => {
      setTimeMs(audio.currentTime * 1000);
      frame = requestAnimationFrame(read);
    };
    const onPlay = () => {
      setPlaying(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    const onPause = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
    };
    const onEnded = () => {
      onPause();
      setTimeMs(null);
      endedRef.current?.();
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    if (autoPlayRef.current) audio.play().catch(() => setPlaying(false));
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.pause();
    };
  }, []);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => setPlaying(false));
    else audio.pause();
  }, []);

  return { audioRef, playing, timeMs, toggle };
}
