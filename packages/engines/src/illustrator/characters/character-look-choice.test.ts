import { describe, expect, it } from 'vitest';
import { composeAvatar } from '../compose/compose-portrait.ts';
import { characterLook } from './character-look.ts';

describe("a parent's choice of look", () => {
  const child = {
    name: 'Hessa',
    type: 'human' as const,
    gender: 'female' as const,
    age: 4,
    description: 'A girl who loves the moon.',
  };

  it('wins over the description and chance: skin, hair, clothes, glasses, headscarf', () => {
    const look = characterLook({
      ...child,
      description: 'A girl with curly hair in a red dress.',
      look: { skinTone: 'dark', hair: 'braids', clothing: 'green', glasses: true, hijab: true },
    });
    expect(look.palette.skin).toBe('#5e3a28');
    expect(look.palette.main).toBe('#6cc3a0');
    expect(look.human).toMatchObject({ hair: 'braids', glasses: true, headwear: 'hijab' });
    expect(characterLook({ ...child, look: { hijab: false, glasses: false } }).human).toMatchObject(
      { headwear: 'none', glasses: false },
    );
  });

  it('draws the avatar from the choices alone: the same choices, the same picture; others, another', () => {
    const choice = {
      skinTone: 'medium',
      hair: 'long',
      clothing: 'purple',
      glasses: false,
      hijab: false,
    } as const;
    const avatar = composeAvatar(choice, 'female', 4);
    expect(avatar).toBe(composeAvatar({ ...choice }, 'female', 4));
    expect(avatar).not.toBe(composeAvatar({ ...choice, glasses: true }, 'female', 4));
    expect(avatar).not.toBe(composeAvatar({ ...choice, skinTone: 'light' }, 'female', 4));
  });
});
