import { describe, expect, it } from 'vitest';
import { contentPages } from './index.ts';
import { family, free, heritage } from './plan-figures.ts';

const text = (id: 'help' | 'terms', language: 'en' | 'ar') =>
  contentPages[id][language].sections
    .flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])
    .join('\n');

describe('plan figures on the content pages', () => {
  it('say what the plan table holds', () => {
    const help = text('help', 'en');
    expect(help).toContain(
      `Starter (free): ${free.storiesPerWeek} stories a week, ${free.customCharacters} custom character,`,
    );
    expect(help).toContain(
      `Family ($${family.priceUsdMonthly} a month, with a ${family.trialDays}-day`,
    );
    expect(help).toContain(
      `share links up to ${heritage.shareMaxViews.toLocaleString('en-GB')} views`,
    );
    expect(text('terms', 'ar')).toContain(`(${heritage.priceUsdMonthly} دولار شهريًا)`);
  });

  // The sentences are worded for these values ("1 character", "شخصية واحدة", "10 of each"):
  // change the wording of the Help page along with any of them.
  it('match the wording that depends on the values', () => {
    expect([free.customCharacters, free.customLocations, free.childProfiles]).toEqual([1, 1, 1]);
    expect(heritage.customLocations).toBe(heritage.customCharacters);
    expect(text('help', 'ar')).toContain('شخصية واحدة ومكان واحد في باقة المبتدئ');
  });
});
