import { findUnsafeContent, interestThemes, themeSlugsForInterests } from '@qamar/shared';
import {
  findGivenName,
  findGivenNameByArabic,
  fitsGender,
  type GivenName,
} from '@qamar/shared/names';
import { describe, expect, it } from 'vitest';
import { characterKind } from '../../../../../../packages/engines/src/illustrator/characters/character-kind.ts';
import { SETTING_KEYS } from '../../../../../../packages/engines/src/illustrator/backgrounds/settings.ts';
import { defaultCharacters, defaultLocations, defaultThemes } from './index.ts';
import { catalogueSlugMax, catalogueSlugPattern } from './types.ts';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;

const texts: Array<[string, string]> = [
  ...defaultCharacters.flatMap((c) =>
    [c.nameEn, c.nameAr, c.descriptionEn, c.descriptionAr].map((t): [string, string] => [
      c.slug,
      t,
    ]),
  ),
  ...defaultLocations.flatMap((l) =>
    [l.nameEn, l.nameAr, l.descriptionEn, l.descriptionAr].map((t): [string, string] => [
      l.slug,
      t,
    ]),
  ),
  ...defaultThemes.flatMap((t) =>
    [t.nameEn, t.nameAr, ...t.sparksEn, ...t.sparksAr].map((s): [string, string] => [t.slug, s]),
  ),
];

const arabicFields = [
  ...defaultCharacters.flatMap((c) => [c.nameAr, c.descriptionAr]),
  ...defaultLocations.flatMap((l) => [l.nameAr, l.descriptionAr]),
  ...defaultThemes.flatMap((t) => [t.nameAr, ...t.sparksAr]),
];

describe('default catalogue', () => {
  it("has every theme a child's interests suggest, and suggests each interest's best theme first", () => {
    const slugs = new Set(defaultThemes.map((t) => t.slug));
    expect(
      Object.values(interestThemes)
        .flat()
        .filter((slug) => !slugs.has(slug)),
    ).toEqual([]);
    expect(themeSlugsForInterests(['animals', 'space'])).toEqual([
      'kindness-to-animals',
      'curiosity',
      'caring-for-nature',
      'bedtime-and-dreams',
    ]);
    expect(themeSlugsForInterests(['friendship', 'football'], 3)).toEqual([
      'friendship',
      'teamwork',
      'sharing',
    ]);
    expect(themeSlugsForInterests([])).toEqual([]);
  });

  it('has at least 32 characters, 32 locations and 18 themes', () => {
    expect(defaultCharacters.length).toBeGreaterThanOrEqual(32);
    expect(defaultLocations.length).toBeGreaterThanOrEqual(32);
    expect(defaultThemes.length).toBeGreaterThanOrEqual(18);
  });

  it('gives every character a name the given-names table knows, the same in English and Arabic', () => {
    for (const c of defaultCharacters) {
      const gender = c.gender as 'male' | 'female';
      const inArabic = c.nameAr
        .split(' ')
        .map((w) => findGivenNameByArabic(w, { gender }))
        .filter((n): n is GivenName => n !== null && fitsGender(n, gender));
      const inEnglish = c.nameEn
        .split(' ')
        .map((w) => findGivenName(w, { gender }))
        .filter((n) => n !== null);
      expect(
        inArabic.map((n) => n.ar),
        c.slug,
      ).toHaveLength(1);
      expect(
        inEnglish.map((n) => n.ar),
        c.slug,
      ).toContain(inArabic[0]?.ar);
    }
  });

  it('uses unique kebab-case slugs', () => {
    for (const list of [defaultCharacters, defaultLocations, defaultThemes]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs)
        expect(slug.length <= catalogueSlugMax && catalogueSlugPattern.test(slug), slug).toBe(true);
    }
  });

  it('holds nothing unfit for a bedtime story', () => {
    const unsafe = texts
      .filter(([, text]) => findUnsafeContent(text))
      .map(([slug, text]) => `${slug}: ${text}`);
    expect(unsafe).toEqual([]);
  });

  it('writes Arabic fields in Arabic letters only', () => {
    for (const text of arabicFields) {
      expect(text, text).toMatch(ARABIC_LETTER);
      expect(text, text).not.toMatch(LATIN_LETTER);
    }
  });

  it('gives animals and magical beings a species the illustrator draws', () => {
    for (const c of defaultCharacters) {
      const kind = characterKind({
        name: c.nameEn,
        type: c.type,
        gender: c.gender,
        age: c.age,
        species: c.species,
        description: c.descriptionEn,
      });
      if (c.type === 'human') {
        expect(c.species, c.slug).toBeUndefined();
        expect(kind.kind).toBe('human');
        continue;
      }
      expect(c.species, c.slug).toBeTruthy();
      // Recognised from the species word alone, not guessed from the description.
      const fromSpecies = characterKind({
        name: '',
        type: c.type,
        gender: c.gender,
        species: c.species,
        description: '',
      });
      expect(fromSpecies.kind, c.slug).toBe(c.type === 'animal' ? 'animal' : 'being');
      if (fromSpecies.kind === 'animal') expect(fromSpecies.species, c.slug).not.toBe('creature');
      if (fromSpecies.kind === 'being') expect(fromSpecies.being, c.slug).not.toBe('glow');
      expect(kind, c.slug).toEqual(fromSpecies);
    }
  });

  it('gives characters an age from 1 to 100 and descriptions of 40 to 200 characters', () => {
    for (const c of defaultCharacters) {
      expect(c.age, c.slug).toBeGreaterThanOrEqual(1);
      expect(c.age, c.slug).toBeLessThanOrEqual(100);
      for (const d of [c.descriptionEn, c.descriptionAr])
        expect(d.length, `${c.slug}: ${d}`).toBeGreaterThanOrEqual(40);
      expect(c.descriptionEn.length, c.slug).toBeLessThanOrEqual(200);
    }
  });

  it('names only settings the illustrator knows', () => {
    for (const l of defaultLocations)
      if (l.setting) expect(SETTING_KEYS as readonly string[], l.slug).toContain(l.setting);
  });

  it('gives every theme parallel English and Arabic story sparks', () => {
    for (const t of defaultThemes) {
      expect(t.sparksEn.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.sparksAr.length, t.slug).toBe(t.sparksEn.length);
      for (const spark of t.sparksEn) expect(spark.length, spark).toBeGreaterThanOrEqual(60);
      for (const spark of t.sparksEn) expect(spark.length, spark).toBeLessThanOrEqual(160);
      expect(t.icon).toMatch(/^[a-z0-9-]+\.svg$/);
    }
  });

  it('features 4 to 6 themes in order 1..n and leaves the rest at 999', () => {
    const featured = defaultThemes
      .filter((t) => t.featured)
      .map((t) => t.featuredOrder)
      .sort((a, b) => a - b);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured).toEqual(featured.map((_, i) => i + 1));
    for (const t of defaultThemes.filter((x) => !x.featured)) expect(t.featuredOrder).toBe(999);
  });
});
