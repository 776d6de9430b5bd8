import { describe, expect, it } from 'vitest';
import { shouldRefreshMedia } from './use-media-refresh.ts';

describe('shouldRefreshMedia', () => {
  const answeredAt = Date.UTC(2026, 0, 1, 20, 0);
  const later = (minutes: number) => answeredAt + minutes * 60_000;

  it('fetches an answer again when its media fail after it has aged (expired addresses)', () => {
    expect(shouldRefreshMedia(answeredAt, null, later(125))).toBe(true);
  });

  it('asks once per answer: the next failure of the same answer does nothing, a newer answer may ask again', () => {
    expect(shouldRefreshMedia(answeredAt, answeredAt, later(126))).toBe(false);
    expect(shouldRefreshMedia(later(126), answeredAt, later(250))).toBe(true);
  });

  it('leaves a fresh answer alone (a missing file), and an answer not there yet', () => {
    expect(shouldRefreshMedia(answeredAt, null, later(0.5))).toBe(false);
    expect(shouldRefreshMedia(0, null, later(125))).toBe(false);
  });
});
