import { describe, expect, it } from 'vitest';
import { fixtureIdeas } from './fixtures/ideas.ts';
import { heldOutIdeas } from './fixtures/held-out.ts';
import { freshIdeas } from './fixtures/held-out-fresh.ts';
import { lastIdeas } from './fixtures/held-out-last.ts';
import { blindIdeas } from './fixtures/held-out-blind.ts';
import { tuningIdeas } from './fixtures/tuning-2.ts';
import { levantineTuningIdeas } from './fixtures/tuning-levantine.ts';
import { measure, rate, type ByLanguage } from './fixtures/measure.ts';
import { benignIdeas } from './fixtures/benign.ts';
import { outingIdeas } from './fixtures/ideas-outings.ts';
import { understandIdea } from './understand-idea.ts';

function report(name: string, set: ByLanguage) {
  const lines: string[] = [];
  let cases = 0;
  let found = 0;
  let details = 0;
  let detailsFound = 0;
  const misses: string[] = [];
  for (const [language, ideas] of Object.entries(set)) {
    const m = measure(ideas);
    cases += m.cases;
    found += m.situations;
    details += m.details;
    detailsFound += m.detailsFound;
    misses.push(...m.misses);
    lines.push(
      `  ${language.padEnd(10)} ${String(m.cases).padStart(4)} ideas  situation ${rate(m.situations, m.cases).padStart(7)}  people/place/objects ${rate(m.detailsFound, m.details).padStart(7)}`,
    );
  }
  lines.unshift(
    `${name}: ${cases} ideas, situation recognised ${rate(found, cases)}, people/place/objects found ${rate(detailsFound, details)}`,
  );
  console.log([...lines, ...misses.map((x) => `  miss: ${x}`)].join('\n'));
  return { cases, situation: found / cases, details: detailsFound / details };
}

describe("understandIdea over parents' ideas", () => {
  it(
    'recognises the situation of at least 90 % of the 200+ fixture ideas, in every language',
    { timeout: 30_000 },
    () => {
      const r = report('fixture', fixtureIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(200);
      expect(r.situation).toBeGreaterThanOrEqual(0.9);
      expect(r.details).toBeGreaterThanOrEqual(0.85);
      for (const ideas of Object.values(fixtureIdeas))
        expect(measure(ideas).situations / ideas.length).toBeGreaterThanOrEqual(0.85);
    },
  );

  it(
    'recognises the held-out ideas, written after the library, as well (reported apart)',
    { timeout: 30_000 },
    () => {
      const r = report('held-out', heldOutIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(40);
      expect(r.situation).toBeGreaterThanOrEqual(0.8);
    },
  );

  it(
    'recognises the second held-out set (first run 76 %, then used for one round of general corrections)',
    { timeout: 30_000 },
    () => {
      const r = report('second held-out', freshIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(25);
      expect(r.situation).toBeGreaterThanOrEqual(0.8);
    },
  );

  it(
    'reports the last held-out set, never used to change the library (the unbiased rate)',
    { timeout: 30_000 },
    () => {
      const r = report('last held-out', lastIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(30);
      expect(r.situation).toBeGreaterThanOrEqual(0.7);
    },
  );

  it(
    'reports the second tuning set, written as parents type on a phone before reading the cues (first run 89.3 %)',
    { timeout: 30_000 },
    () => {
      const r = report('tuning 2', tuningIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(150);
    },
  );

  it(
    'reports the blind held-out set, written without reading the library and never used to change it (first run 88.8 %; only reported, a wholesale break fails)',
    { timeout: 30_000 },
    () => {
      const r = report('blind held-out', blindIdeas);
      expect(r.cases).toBeGreaterThanOrEqual(160);
      expect(r.situation).toBeGreaterThanOrEqual(0.5);
    },
  );

  it('never reads a happy idea that names a grandparent, a pet, a tooth or a hospital game as loss or illness', () => {
    for (const text of benignIdeas) expect(understandIdea(text).sensitive, text).toBe(false);
  });

  it('recognises the Levantine tuning set (first run 90 %, then tuned on)', () => {
    const r = report('tuning, Levantine', levantineTuningIdeas);
    expect(r.situation).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises every idea that once fell back to another story (bed alone, a picnic, a beach day, a vaccination tomorrow)', () => {
    const r = report('outings', outingIdeas);
    expect(r.situation).toBe(1);
    expect(r.details).toBe(1);
  });

  it('hears that the visit is tomorrow, in every language, and not when it is today', () => {
    for (const text of [
      'afraid of the doctor, she has a vaccination tomorrow',
      'he has a check-up tmrw',
      'تخاف من الطبيب لأن عندها تطعيم غدا',
      'خايفة من الحقنة بكرة عند الدكتور',
      'بكرا عندو إبرة عند الحكيم وخايف',
      'باكر عندها تطعيم وخايفة من الإبرة',
      'a road trip to the desert tomorrow',
    ])
      expect(understandIdea(text).tomorrow, text).toBe(true);
    for (const text of [
      'afraid of the doctor',
      'she had her vaccination today and cried',
      'عندها تطعيم اليوم',
    ])
      expect(understandIdea(text).tomorrow, text).toBeFalsy();
  });
});
