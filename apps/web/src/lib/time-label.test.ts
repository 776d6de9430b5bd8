import { describe, expect, it } from 'vitest';
import type { Language } from '@qamar/shared';
import { ar } from '../locales/ar.ts';
import { en } from '../locales/en.ts';
import { ageOf, timeLabel } from './time-label.ts';
import { Translator } from './translator.ts';

async function labeller(language: Language) {
  const translator = new Translator(async () => (language === 'ar' ? ar : en) as never);
  await translator.init(language);
  return (then: Date, now: Date) => timeLabel(translator.t, language, then.toISOString(), now);
}

// Local times, so the calendar-day cases hold in any time zone.
const now = new Date(2025, 2, 12, 15, 30);
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
const hoursAgo = (n: number) => new Date(now.getTime() - n * 3_600_000);
const daysAgo = (n: number, hour = 12) => new Date(2025, 2, 12 - n, hour, 0);

describe('ageOf', () => {
  it('counts minutes within the hour, hours within the day, then calendar days', () => {
    expect(ageOf(new Date(now.getTime() - 59_000), now)).toEqual({ unit: 'now' });
    expect(ageOf(new Date(now.getTime() + 5 * 60_000), now)).toEqual({ unit: 'now' });
    expect(ageOf(minutesAgo(59), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf(hoursAgo(23), now)).toEqual({ unit: 'hours', count: 23 });
    expect(ageOf(daysAgo(1, 9), now)).toEqual({ unit: 'yesterday' });
    expect(ageOf(daysAgo(6), now)).toEqual({ unit: 'days', count: 6 });
    expect(ageOf(daysAgo(7), now)).toEqual({ unit: 'date', date: daysAgo(7) });
  });

  it('calls last night "yesterday" in the morning, though fewer than 24 hours have passed, only once the hours run out', () => {
    const morning = new Date(2025, 2, 12, 8, 0);
    expect(ageOf(new Date(2025, 2, 11, 23, 0), morning)).toEqual({ unit: 'hours', count: 9 });
    expect(ageOf(new Date(2025, 2, 11, 7, 0), morning)).toEqual({ unit: 'yesterday' });
    expect(ageOf(new Date(2025, 2, 10, 9, 0), morning)).toEqual({ unit: 'days', count: 2 });
  });
});

describe('timeLabel in English', () => {
  it('says just now, minutes, hours, yesterday, days, then the date', async () => {
    const label = await labeller('en');
    expect(label(minutesAgo(0), now)).toBe('just now');
    expect(label(minutesAgo(1), now)).toBe('a minute ago');
    expect(label(minutesAgo(5), now)).toBe('5 minutes ago');
    expect(label(hoursAgo(1), now)).toBe('an hour ago');
    expect(label(hoursAgo(3), now)).toBe('3 hours ago');
    expect(label(daysAgo(1), now)).toBe('yesterday');
    expect(label(daysAgo(2), now)).toBe('2 days ago');
    expect(label(daysAgo(6), now)).toBe('6 days ago');
    expect(label(daysAgo(30), now)).toBe('10 February 2025');
  });

  it('answers nothing for a time it cannot read', async () => {
    const translator = new Translator(async () => en as never);
    await translator.init('en');
    expect(timeLabel(translator.t, 'en', 'not a date', now)).toBe('');
  });
});

describe('timeLabel in Arabic', () => {
  it('uses the noun alone for one and two, the plural for 3 to 10 and the singular from 11, in Arabic-Indic digits', async () => {
    const label = await labeller('ar');
    expect(label(minutesAgo(0), now)).toBe('الآن');
    expect(label(minutesAgo(1), now)).toBe('منذ دقيقة');
    expect(label(minutesAgo(2), now)).toBe('منذ دقيقتين');
    expect(label(minutesAgo(3), now)).toBe('منذ 3 دقائق');
    expect(label(minutesAgo(10), now)).toBe('منذ 10 دقائق');
    expect(label(minutesAgo(11), now)).toBe('منذ 11 دقيقة');
    expect(label(minutesAgo(45), now)).toBe('منذ 45 دقيقة');
    expect(label(hoursAgo(1), now)).toBe('منذ ساعة');
    expect(label(hoursAgo(2), now)).toBe('منذ ساعتين');
    expect(label(hoursAgo(3), now)).toBe('منذ 3 ساعات');
    expect(label(hoursAgo(11), now)).toBe('منذ 11 ساعة');
    expect(label(daysAgo(1), now)).toBe('أمس');
    expect(label(daysAgo(2), now)).toBe('منذ يومين');
    expect(label(daysAgo(3), now)).toBe('منذ 3 أيام');
    expect(label(daysAgo(30), now)).toBe('10 فبراير 2025');
  });
});
