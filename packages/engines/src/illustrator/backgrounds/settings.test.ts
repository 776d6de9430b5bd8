import { describe, expect, it } from 'vitest';
import type { StoryLocationInput } from '../../types.ts';
import { PREFERRED_TIME, resolveSetting, SETTING_KEYS } from './settings.ts';

const place = (
  name: string,
  description = 'A lovely place',
  type: StoryLocationInput['type'] = 'city',
  setting?: string,
): StoryLocationInput => ({ name, type, description, ...(setting ? { setting } : {}) });

describe('resolveSetting', () => {
  it('supports the catalogue places and a few more', () => {
    for (const key of [
      'old-souk',
      'desert-oasis',
      'nile-felucca',
      'beirut-corniche',
      'mountain-village',
      'date-palm-farm',
      'coral-reef',
      'floating-library',
      'lantern-street',
      'grandmother-courtyard',
      'gulf-harbour',
    ]) {
      expect(SETTING_KEYS).toContain(key);
    }
    for (const key of SETTING_KEYS) expect(PREFERRED_TIME[key]).toBeDefined();
  });

  it('uses the catalogue setting, in any spelling, before anything else', () => {
    expect(resolveSetting(place('Anywhere', 'A market', 'nature', 'coral-reef'))).toBe(
      'coral-reef',
    );
    expect(resolveSetting(place('Anywhere', 'x', 'city', 'Old Souk'))).toBe('old-souk');
    expect(resolveSetting(place('Anywhere', 'x', 'nature', 'desert_oasis_under_stars'))).toBe(
      'desert-oasis',
    );
  });

  it('recognises a named place from its name, in English or Arabic, then from its description', () => {
    expect(resolveSetting(place('The Old Souk of Damascus'))).toBe('old-souk');
    expect(resolveSetting(place('واحة النخيل', 'مكان جميل', 'nature'))).toBe('desert-oasis');
    expect(resolveSetting(place('Grandma Teta’s House'))).toBe('grandmother-courtyard');
    expect(resolveSetting(place('Dubai Creek'))).toBe('gulf-harbour');
    expect(resolveSetting(place('Sunny Spot', 'A ride on a felucca down the Nile', 'nature'))).toBe(
      'nile-felucca',
    );
    expect(
      resolveSetting(place('Blue World', 'Deep under the sea among the coral', 'fantasy')),
    ).toBe('coral-reef');
  });

  it('keeps a generic place generic when its description only mentions lanterns or books', () => {
    expect(resolveSetting(place('Old Town', 'Houses, arches and lanterns'))).toBe('city');
    expect(
      resolveSetting(place('Whispering Woods', 'Trees where owls read books', 'fantasy')),
    ).toBe('fantasy');
    expect(resolveSetting(place('Green Valley', 'Hills and a river', 'nature'))).toBe('nature');
  });
});
