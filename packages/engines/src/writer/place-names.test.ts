import { describe, expect, it } from 'vitest';
import { buildPlace } from './place.ts';
import { casesOf, knownPlaceName } from './place-names.ts';

const bare = (s: string): string => s.replace(/[\u064B-\u0652]/g, '');

describe('place names', () => {
  it('keeps a city its own Arabic name, whatever the description says', () => {
    const cairo = buildPlace(
      { name: 'Cairo', type: 'city', description: 'a busy city by the Nile' },
      'egyptian',
    );
    expect(bare(cairo.ar.gen)).toBe('القاهرة');
    expect(cairo.ar.gen.endsWith('ةِ')).toBe(true);
    expect(cairo.dl).toBe('القاهرة');
    expect(cairo.enIn).toBe('in Cairo');
    expect(
      bare(
        buildPlace({ name: 'AlUla', type: 'nature', description: 'sandstone cliffs' }, 'gulf_saudi')
          .ar.nom,
      ),
    ).toBe('العلا');
    expect(
      buildPlace({ name: 'Byblos', type: 'city', description: 'an old port' }, 'lebanese').dl,
    ).toBe('جبيل');
  });

  it('says a name without the article as a diptote and a construct with its genitive', () => {
    expect(casesOf('بَيْروتُ')).toEqual(['بَيْروتُ', 'بَيْروتَ', 'بَيْروتَ']);
    expect(casesOf('رَأْسُ الخَيْمَةِ')).toEqual(['رَأْسُ الخَيْمَةِ', 'رَأْسَ الخَيْمَةِ', 'رَأْسِ الخَيْمَةِ']);
    expect(casesOf('العُلا')).toEqual(['العُلا', 'العُلا', 'العُلا']);
    expect(casesOf('البَحْرُ المَيِّتُ')[2]).toBe('البَحْرِ المَيِّتِ');
  });

  it('joins a kind of place to a city: Alexandria beach is the beach of Alexandria, said "at"', () => {
    const beach = knownPlaceName('Alexandria beach', 'egyptian')!;
    expect(beach.ar.map(bare)).toEqual(['شاطئ الإسكندرية', 'شاطئ الإسكندرية', 'شاطئ الإسكندرية']);
    expect(
      beach.ar.map((w) =>
        w
          .split(' ')
          .map((x) => x.at(-1))
          .join(''),
      ),
    ).toEqual(['ُِ', 'َِ', 'ِِ']);
    expect(beach.dl).toBe('شطّ إسكندرية');
    expect(beach.enIn).toBe('at Alexandria beach');
    expect(knownPlaceName('Jumeirah Beach', 'gulf_uae')?.dl).toBe('شاطئ يميرا');
  });

  it('keeps a mall, a zoo, a museum, an airport, an island or a lake named after a city in every language', () => {
    const mall = knownPlaceName('Dubai Mall', 'gulf_uae')!;
    expect(mall.ar.map(bare)).toEqual(['مول دبي', 'مول دبي', 'مول دبي']);
    expect(mall.ar[2]).toMatch(/^مُولِ /);
    expect(mall.dl).toBe('مول دبي');
    expect(mall.enIn).toBe('at Dubai Mall');
    expect(bare(knownPlaceName('Cairo Zoo', 'egyptian')!.ar[0])).toBe('حديقة حيوانات القاهرة');
    expect(knownPlaceName('Cairo Zoo', 'egyptian')!.dl).toBe('جنينة حيوانات القاهرة');
    expect(bare(knownPlaceName('Beirut Museum', 'lebanese')!.ar[1])).toBe('متحف بيروت');
    expect(knownPlaceName('Dubai airport', 'gulf_saudi')!.enIn).toBe('at Dubai airport');
  });

  it('does not take a country for its capital', () => {
    expect(knownPlaceName('Oman', 'gulf_saudi')).toBeNull();
  });

  it('says a name that is only a kind of place as one in English', () => {
    const home = buildPlace({ name: 'Home', type: 'city', description: 'our flat' }, 'egyptian');
    expect([home.en, home.enIn, home.ar.nom]).toEqual(['the house', 'at home', 'البَيْتُ']);
    expect(
      buildPlace({ name: 'Our garden', type: 'nature', description: 'roses' }, 'egyptian').enIn,
    ).toBe('in the garden');
  });

  it('gives a flat no courtyard fountain', () => {
    const flat = buildPlace(
      { name: 'Home', type: 'city', description: 'a small flat on the fifth floor' },
      'egyptian',
    );
    expect(flat.details.map((l) => l[0]).join(' ')).not.toMatch(/courtyard|fountain/);
    const dar = buildPlace(
      { name: "Grandma's house", type: 'city', description: 'an old house with a courtyard' },
      'egyptian',
    );
    expect(dar.details.map((l) => l[0]).join(' ')).toMatch(/courtyard/);
  });
});
