import { describe, expect, it } from 'vitest';
import { visualRuns } from './rtl-runs.ts';

describe('visualRuns', () => {
  it('keeps an Arabic line as one run in logical order, for fontkit to shape and reverse', () => {
    expect(visualRuns('نُورُ تَتَقَاسَمُ الحَلَاوَةَ.', 'rtl')).toEqual(['نُورُ تَتَقَاسَمُ الحَلَاوَةَ.']);
  });

  it('puts Latin words and numbers of an Arabic line in visual order, left to right', () => {
    // Visually, from the left: "Noor", then the Arabic before it (fontkit reverses that run itself).
    expect(visualRuns('قالت Noor', 'rtl')).toEqual(['Noor', 'قالت ']);
    expect(visualRuns('في 34 يومًا', 'rtl')).toEqual([' يومًا', '34', 'في ']);
  });

  it('mirrors brackets and guillemets that fall on a right-to-left level', () => {
    expect(visualRuns('قالت «نور» (هنا)', 'rtl')).toEqual(['قالت »نور« )هنا(']);
    expect(visualRuns('Said (Noor)', 'ltr')).toEqual(['Said (Noor)']);
  });

  it('pre-reverses the runs fontkit would turn the wrong way: Arabic-Indic digits, and neutral marks on a right-to-left level', () => {
    expect(visualRuns('١٢', 'rtl')).toEqual(['٢١']);
    expect(visualRuns('«»', 'rtl')).toEqual(['«»']);
    expect(visualRuns('Said نور الهدى ok', 'ltr')).toEqual(['Said ', 'نور الهدى', ' ok']);
  });

  it('answers no runs for an empty line', () => {
    expect(visualRuns('', 'rtl')).toEqual([]);
  });
});
