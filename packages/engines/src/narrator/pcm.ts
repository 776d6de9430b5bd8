/** Small operations on 16-bit mono PCM. */

/** Samples of silence for `ms` milliseconds. */
export function silence(ms: number, sampleRate: number): Int16Array {
  return new Int16Array(Math.round((ms * sampleRate) / 1000));
}

/**
 * Fades `samples` (in place) to silence over their last `ms`: eSpeak stops right at the end of
 * the last sound of a call, and a sudden drop to the pause that follows would click.
 */
export function fadeOut(samples: Int16Array, sampleRate: number, ms = 15): Int16Array {
  const length = Math.min(samples.length, Math.round((ms * sampleRate) / 1000));
  for (let index = 0; index < length; index++) {
    const at = samples.length - length + index;
    samples[at] = Math.round(((samples[at] as number) * (length - index - 1)) / length);
  }
  return samples;
}

export function concatPcm(parts: readonly Int16Array[]): Int16Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
