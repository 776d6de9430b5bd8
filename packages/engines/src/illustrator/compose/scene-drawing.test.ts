import { describe, expect, it } from 'vitest';
import {
  propKinds,
  type IllustratePageInput,
  type Pose,
  type Scene,
  type SceneProp,
  type SceneSetting,
  type StoryCharacterInput,
  type StoryLocationInput,
} from '../../types.ts';
import { characterLook } from '../characters/character-look.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { personCharacter } from '../scene/people.ts';
import { propArt } from '../scene/prop-art.ts';
import { PROP_PLACES } from '../scene/prop-places.ts';
import { composePage } from './compose-page.ts';
import { layoutFigures } from './layout.ts';
import { drawSetting } from './place-canvas.ts';

const LAYLA: StoryCharacterInput = {
  name: 'Layla',
  type: 'human',
  gender: 'female',
  age: 7,
  description: 'a curious girl',
};
const SAMI: StoryCharacterInput = {
  name: 'Sami',
  type: 'human',
  gender: 'male',
  age: 1,
  description: 'her baby brother',
};
const CAMEL: StoryCharacterInput = {
  name: 'Jamal',
  type: 'animal',
  gender: 'male',
  species: 'camel',
  description: 'a gentle camel',
};
const SOUK: StoryLocationInput = { name: 'Old Souk', type: 'city', description: 'a busy market' };

function page(
  scene: Partial<Scene>,
  characters: StoryCharacterInput[] = [LAYLA],
  location: StoryLocationInput = SOUK,
): IllustratePageInput {
  return {
    scene: {
      description: 'A page',
      characters: characters.map((c) => ({ name: c.name, pose: 'standing' as Pose })),
      timeOfDay: 'sunset',
      mood: 'happy',
      ...scene,
    },
    characters,
    location,
    seed: 5,
  };
}

const count = (svg: string, attr: string) => svg.split(attr).length - 1;

/** What is wrong with the markup (a tag left open or closed twice, an attribute given twice), or null. */
function malformed(svg: string): string | null {
  const open: string[] = [];
  for (const [tag, close, name = '', attrs = '', selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
  )) {
    const names = [...attrs.matchAll(/\s([a-zA-Z:-]+)=/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) return `an attribute twice in ${tag}`;
    if (selfClosing) continue;
    if (!close) open.push(name);
    else if (open.pop() !== name) return `${tag} closes what is not open`;
  }
  return open.length ? `<${open.join('>, <')}> left open` : null;
}

describe('the page a scene describes', () => {
  it('draws the kite in a tree, the broken cup, the grown-ups and the baby the scene names', () => {
    const svg = composePage(
      page(
        {
          characters: [
            { name: 'Layla', pose: 'pointing' },
            { name: 'Sami', pose: 'walking' },
          ],
          props: [
            { kind: 'kite', where: 'tree' },
            { kind: 'cup', where: 'ground', state: 'broken' },
          ],
          people: [{ role: 'grandmother' }, { role: 'doctor' }],
        },
        [LAYLA, SAMI],
      ),
    );
    expect(svg).toContain('data-prop="kite" data-where="tree"');
    // Not in a room, though: no tree grows in the living room.
    const indoors = composePage(
      page({ setting: 'living-room', props: [{ kind: 'kite', where: 'tree' }] }),
    );
    expect(indoors).not.toContain('data-where="tree"');
    expect(svg).toContain('data-prop="cup" data-where="ground" data-state="broken"');
    expect(svg).toContain('data-person="grandmother"');
    expect(svg).toContain('data-person="doctor"');
    expect(svg).toContain('data-baby="crawling"');
    expect(svg).toContain('data-kind="baby"');
  });

  it("puts a baby with a grown-up in the grown-up's arms, and a baby alone sitting on the floor", () => {
    const held = composePage(
      page({ setting: 'living-room', people: [{ role: 'baby' }, { role: 'mother' }] }),
    );
    expect(held).toContain('data-person="baby" data-held="true"');
    expect(held).toContain('data-baby="sitting"');
    const alone = composePage(page({ setting: 'living-room', people: [{ role: 'baby' }] }));
    expect(alone).toContain('data-person="baby"');
    expect(alone).not.toContain('data-held');
  });

  it("puts a held thing in a person's hand, and beside an animal that has no hands", () => {
    const held = composePage(page({ props: [{ kind: 'lantern', where: 'held' }] }));
    expect(held).toContain('data-prop="lantern" data-where="held"');
    const byCamel = composePage(
      page(
        {
          characters: [{ name: 'Jamal', pose: 'standing' }],
          props: [{ kind: 'dates-box', where: 'held' }],
        },
        [CAMEL],
      ),
    );
    expect(byCamel).toContain('data-prop="dates-box" data-where="ground"');
    expect(byCamel).not.toContain('data-where="held"');
  });

  it('puts a thing in the hand of the grown-up the scene says holds it (Grandpa, Mama, the teacher)', () => {
    // The figure a held thing belongs to: the last character or person opened before it.
    const holderOfHeld = (svg: string, kind: string) => {
      const before = svg.slice(0, svg.indexOf(`data-prop="${kind}" data-where="held"`));
      return before.match(/data-(?:person|character)="[^"]+"/g)?.at(-1);
    };
    for (const [by, role] of [
      ['Grandpa', 'grandfather'],
      ['Mama', 'mother'],
      ['the teacher', 'teacher'],
    ] as const) {
      const svg = composePage(
        page({
          setting: 'living-room',
          people: [{ role }],
          props: [{ kind: 'dates-box', where: 'held', by }],
        }),
      );
      expect(holderOfHeld(svg, 'dates-box'), by).toBe(`data-person="${role}"`);
    }
    // Someone the page does not draw hands it to the child.
    const away = composePage(
      page({ setting: 'living-room', props: [{ kind: 'letter', where: 'held', by: 'Grandma' }] }),
    );
    expect(holderOfHeld(away, 'letter')).toBe('data-character="0"');
  });

  it('keeps a thing in a raised hand clear of the face, and a held tooth tooth-sized', () => {
    const { canvas } = drawSetting(SOUK, 'living-room', 'sunset', 5, false);
    const held = (svg: string, kind: string) => {
      const m = svg.match(
        new RegExp(
          `data-prop="${kind}" data-where="held" transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)"><g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\(([\\d.]+)\\)"`,
        ),
      );
      expect(m, kind).not.toBeNull();
      const [hx, , dx, , k] = m!.slice(1).map(Number) as [number, number, number, number, number];
      const art = propArt({ kind: kind as SceneProp['kind'] }, canvas);
      return { left: hx + dx - (art.width * k) / 2, size: Math.max(art.width, art.height) * k };
    };
    for (const pose of ['celebrating', 'waving'] as const)
      for (const kind of ['dates-box', 'book', 'drawing', 'school-bag'] as const) {
        const svg = composePage(
          page({
            setting: 'living-room',
            characters: [{ name: 'Layla', pose }],
            props: [{ kind, where: 'held' }],
          }),
        );
        // The head is centred on x = 0: the thing starts at the front of the face, not over it.
        const head = drawCharacter(LAYLA, {
          pose,
          mood: 'happy',
          id: 'probe',
          underwater: false,
        }).head;
        expect(held(svg, kind).left, `${pose} ${kind}`).toBeGreaterThan((head?.r ?? 40) * 0.85);
      }
    const tooth = composePage(
      page({
        setting: 'kitchen',
        characters: [{ name: 'Layla', pose: 'celebrating' }],
        props: [{ kind: 'tooth', where: 'held' }],
      }),
    );
    expect(held(tooth, 'tooth').size).toBeLessThanOrEqual(44);
  });

  it('puts the things on a table all on one table', () => {
    const svg = composePage(
      page({
        setting: 'kitchen',
        props: [
          { kind: 'dates-box', where: 'table' },
          { kind: 'sweets', where: 'table' },
          { kind: 'dinner', where: 'table' },
        ],
      }),
    );
    expect(count(svg, 'data-table=')).toBe(1);
    for (const kind of ['dates-box', 'sweets', 'dinner'])
      expect(svg, kind).toContain(`data-prop="${kind}" data-where="table"`);
  });

  it('draws every kind of thing the writer names, in each place it can be, as well-formed SVG', () => {
    for (const kind of propKinds) {
      for (const where of PROP_PLACES[kind]) {
        const svg = composePage(
          page({
            setting: where === 'sky' || where === 'tree' ? 'garden' : 'living-room',
            timeOfDay: 'afternoon',
            props: [{ kind, where }],
          }),
        );
        const at = `${kind} ${where}`;
        expect(svg, at).toMatch(
          new RegExp(`data-prop="${kind}"[^>]*data-where="${where}"[^>]*>\\s*<`),
        );
        expect(svg, at).not.toMatch(
          new RegExp(`data-prop="${kind}"[^>]*data-where="${where}"[^>]*>\\s*</g>`),
        );
        expect(svg, at).not.toMatch(/NaN|undefined|Infinity|=""/);
        expect(malformed(svg), at).toBeNull();
      }
    }
  });

  it('draws every thing standing on the ground, with a size', () => {
    const { canvas } = drawSetting(SOUK, 'living-room', 'afternoon', 1, false);
    for (const kind of propKinds) {
      const art = propArt({ kind }, canvas);
      expect(art.svg, kind).not.toBe('');
      expect(art.width * art.height, kind).toBeGreaterThan(0);
    }
  });

  it('moves a thing named where it cannot be to where it can: bunting up in the sky, a bicycle onto the ground', () => {
    expect(composePage(page({ props: [{ kind: 'bunting', where: 'ground' }] }))).toContain(
      'data-prop="bunting" data-where="sky"',
    );
    expect(composePage(page({ props: [{ kind: 'bicycle', where: 'table' }] }))).toContain(
      'data-prop="bicycle" data-where="ground"',
    );
    expect(composePage(page({ props: [{ kind: 'bed', where: 'held' }] }))).toContain(
      'data-prop="bed" data-where="ground"',
    );
    // Whatever can be held can be put down beside a holder without hands.
    for (const kind of propKinds) {
      const places: readonly string[] = PROP_PLACES[kind];
      if (places.includes('held')) expect(places, kind).toContain('ground');
    }
  });

  it('draws indoor settings as rooms and named landmarks by their look', () => {
    const settings: SceneSetting[] = [
      'bedroom',
      'kitchen',
      'living-room',
      'classroom',
      'clinic',
      'dentist',
      'pyramids',
      'sandstone-cliffs',
      'cedars',
      'sea',
      'desert',
      'mountain',
      'city-street',
      'garden',
      'school-yard',
      'fantasy',
    ];
    const drawn = settings.map((setting) => composePage(page({ setting })));
    drawn.forEach((svg, i) => expect(svg).toContain(`data-setting="${settings[i]}"`));
    expect(new Set(drawn.map((svg) => svg.replace(/data-setting="[^"]+"/, ''))).size).toBe(
      settings.length,
    );
  });

  it('finds the pyramids at Giza and the cedars in Lebanon when a page gives no setting', () => {
    expect(
      composePage(
        page({}, [LAYLA], { name: 'Giza Pyramids', type: 'nature', description: 'the pyramids' }),
      ),
    ).toContain('data-setting="pyramids"');
    expect(
      composePage(
        page({}, [LAYLA], {
          name: 'The Cedars Forest',
          type: 'nature',
          description: 'old trees',
          setting: 'mountain-village',
        }),
      ),
    ).toContain('data-setting="cedars"');
    expect(
      composePage(page({}, [LAYLA], { name: 'AlUla', type: 'nature', description: 'rocks' })),
    ).toContain('data-setting="sandstone-cliffs"');
  });

  it('never draws a sleeper outdoors or on the ground: people in beds, babies in cots, animals on cushions', () => {
    const outdoors: Array<SceneSetting | undefined> = [
      undefined,
      'place',
      'sea',
      'desert',
      'pyramids',
      'city-street',
      'garden',
    ];
    for (const setting of outdoors) {
      const svg = composePage(
        page(
          {
            ...(setting ? { setting } : {}),
            characters: [
              { name: 'Layla', pose: 'sleeping' },
              { name: 'Sami', pose: 'sleeping' },
              { name: 'Jamal', pose: 'sleeping' },
            ],
            timeOfDay: 'night',
            mood: 'sleepy',
          },
          [LAYLA, SAMI, CAMEL],
        ),
      );
      expect(svg).toContain('data-setting="bedroom"');
      expect(svg).toContain('data-bed="bed"');
      expect(svg).toContain('data-bed="cot"');
      expect(svg).toContain('data-bed="cushion"');
    }
  });

  it('gives a grandpa without a beard a moustache, and a boy neither', () => {
    const looks = ['Saleh', 'Ahmed', 'Hamad', 'Yusuf', 'Omar', 'Ali', 'Karim', 'Jad'].map(
      (name) => {
        const grandpa: StoryCharacterInput = {
          name,
          type: 'human',
          gender: 'male',
          age: 70,
          description: 'a grandpa',
        };
        return { grandpa, look: characterLook(grandpa) };
      },
    );
    const shaven = looks.find(({ look }) => !look.human.beard);
    expect(shaven).toBeDefined();
    const draw = (c: StoryCharacterInput) =>
      drawCharacter(c, { pose: 'standing', mood: 'happy', id: 'g', underwater: false }).svg;
    expect(draw(shaven!.grandpa)).toContain('data-moustache');
    expect(draw({ ...shaven!.grandpa, age: 7, description: 'a boy' })).not.toContain(
      'data-moustache',
    );
  });

  it('takes off a cap, a ghutra and glasses in bed', () => {
    for (const [description, age, worn] of [
      ['a boy in a white kufi', 6, 'data-headwear="kufi"'],
      ['a grandpa in a ghutra', 70, 'data-headwear="ghutra"'],
      ['a grandpa with glasses', 70, 'data-glasses'],
    ] as const) {
      const dressed = (pose: Pose) =>
        drawCharacter(
          { name: 'Hamad', type: 'human', gender: 'male', age, description },
          { pose, mood: 'happy', id: 'h', underwater: false },
        ).svg;
      expect(dressed('standing'), description).toContain(worn);
      expect(dressed('sleeping'), description).not.toContain(worn);
    }
  });

  it('draws a bed for every sleeping person, in any room', () => {
    const svg = composePage(
      page(
        {
          setting: 'living-room',
          characters: [
            { name: 'Layla', pose: 'sleeping' },
            { name: 'Omar', pose: 'sleeping' },
          ],
          timeOfDay: 'night',
        },
        [LAYLA, { ...LAYLA, name: 'Omar', gender: 'male' }],
      ),
    );
    expect(count(svg, 'data-bed="bed"')).toBe(2);
  });

  it('draws a child resting awake and a grown-up the scene says is resting in beds, eyes open, outdoors moved home', () => {
    const svg = composePage(
      page({
        characters: [{ name: 'Layla', pose: 'resting' }],
        people: [{ role: 'grandmother', gender: 'female', pose: 'resting' }],
      }),
    );
    expect(svg).toContain('data-setting="bedroom"');
    expect(count(svg, 'data-bed="bed"')).toBe(2);
    expect(svg).not.toContain('data-bed="room"');
    const grandma = svg.slice(svg.indexOf('data-person="grandmother"'));
    expect(grandma).toContain('data-pose="resting"');
    expect(grandma).toContain('data-bed="bed"');
    // Awake: no sleepy Zs.
    expect(svg).not.toContain('data-zs');
    // The page's bed is the one they are in, not a second one beside them.
    const ill = composePage(
      page({
        setting: 'bedroom',
        characters: [{ name: 'Layla', pose: 'resting' }],
        props: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
      }),
    );
    expect(count(ill, 'data-bed=')).toBe(1);
    expect(ill).not.toContain('data-prop="bed"');
  });

  it('has only the family hug a hugging child back, and nobody at the clinic or the dentist', () => {
    const hug = (setting: SceneSetting, people: Scene['people']) =>
      composePage(page({ setting, characters: [{ name: 'Layla', pose: 'hugging' }], people }));
    const home = hug('living-room', [{ role: 'mother', gender: 'female' }, { role: 'teacher' }]);
    expect(home).toContain('data-person="mother" data-pose="hugging"');
    expect(home).toContain('data-person="teacher" data-pose="standing"');
    const clinic = hug('clinic', [{ role: 'doctor' }, { role: 'mother', gender: 'female' }]);
    expect(clinic).toContain('data-person="doctor" data-pose="standing"');
    expect(clinic).toContain('data-person="mother" data-pose="standing"');
    expect(hug('dentist', [{ role: 'dentist' }])).toContain(
      'data-person="dentist" data-pose="standing"',
    );
  });

  it("draws a baby's bed as a cot with bars, and keeps the room's own bed beside it", () => {
    const svg = composePage(
      page({ setting: 'bedroom', props: [{ kind: 'cot', where: 'ground' }] }),
    );
    const cot = svg.slice(svg.indexOf('data-prop="cot"'));
    expect(cot).toContain('data-bed="cot"');
    expect(svg).toContain('data-bed="room"');
  });

  it("leaves out the bedroom's own bed when the page brings a bed, so there are never two", () => {
    const room = (props: Scene['props']) =>
      composePage(page({ setting: 'bedroom', ...(props ? { props } : {}) }));
    expect(room(undefined)).toContain('data-bed="room"');
    const withBed = room([{ kind: 'bed', where: 'ground', state: 'empty' }]);
    expect(withBed).toContain('data-prop="bed"');
    expect(withBed).not.toContain('data-bed="room"');
  });

  it('leaves a mermaid out of a room, and draws her with her tail at the water outdoors', () => {
    const dana: StoryCharacterInput = {
      name: 'Dana',
      type: 'magical',
      gender: 'female',
      species: 'mermaid',
      description: 'a kind mermaid',
    };
    const beach = composePage(
      page(
        {
          setting: 'sea',
          characters: [
            { name: 'Layla', pose: 'waving' },
            { name: 'Dana', pose: 'walking' },
          ],
        },
        [LAYLA, dana],
      ),
    );
    expect(beach).toContain('data-kind="mermaid"');
    expect(beach).toContain('data-water="mermaid"');
    const room = composePage(
      page(
        {
          setting: 'bedroom',
          characters: [
            { name: 'Layla', pose: 'sleeping' },
            { name: 'Dana', pose: 'sleeping' },
          ],
        },
        [LAYLA, dana],
      ),
    );
    expect(room).not.toContain('data-kind="mermaid"');
  });
});

describe('species and people', () => {
  const kindOf = (c: Omit<StoryCharacterInput, 'gender' | 'description'>) =>
    /data-kind="([^"]+)"/.exec(
      drawCharacter(
        { gender: 'female', description: '', ...c },
        { pose: 'standing', mood: 'happy', id: 'x', underwater: false },
      ).svg,
    )?.[1];

  it('draws a lamb as a sheep, a mermaid as a mermaid, and dogs, horses, camels and falcons as themselves', () => {
    expect(kindOf({ name: 'Rami', type: 'animal', species: 'lamb' })).toBe('sheep');
    expect(kindOf({ name: 'Dana', type: 'magical', species: 'mermaid' })).toBe('mermaid');
    expect(kindOf({ name: 'Kalb', type: 'animal', species: 'dog' })).toBe('dog');
    expect(kindOf({ name: 'Barq', type: 'animal', species: 'horse' })).toBe('horse');
    expect(kindOf({ name: 'Jamal', type: 'animal', species: 'camel' })).toBe('camel');
    expect(kindOf({ name: 'Saqr', type: 'animal', species: 'falcon' })).toBe('falcon');
    expect(kindOf({ name: 'Sami', type: 'human', age: 1 })).toBe('baby');
  });

  it('draws a lamb, a cat, a kitten, a rabbit, a chick and a small bird smaller than the smallest child on the page', () => {
    const toddler = drawCharacter(
      { ...LAYLA, age: 2 },
      { pose: 'standing', mood: 'happy', id: 't', underwater: false },
    );
    for (const [species, description] of [
      ['lamb', 'a little lamb'],
      ['sheep', 'a lamb'],
      ['cat', 'a cat'],
      ['kitten', 'a kitten'],
      ['rabbit', 'a rabbit'],
      ['chick', 'a fluffy chick'],
      ['bird', 'a sparrow'],
    ] as const)
      for (const pose of ['standing', 'sitting', 'hugging'] as const) {
        const animal = drawCharacter(
          { name: 'Nunu', type: 'animal', gender: 'female', species, description },
          { pose, mood: 'happy', id: 'a', underwater: false },
        );
        const [child, pet] = layoutFigures([toddler, animal], ['standing', pose], 1600, 900);
        expect(animal.top * pet!.scale, `${species} ${pose}`).toBeLessThan(
          toddler.top * child!.scale * 0.8,
        );
      }
  });

  it('draws a grandmother in a headscarf old (grey hair at its edge, a cardigan), a grandpa in a cardigan, and never a child or a mother so', () => {
    const draw = (c: Omit<StoryCharacterInput, 'type'>) =>
      drawCharacter(
        { type: 'human', ...c },
        { pose: 'standing', mood: 'happy', id: 'g', underwater: false, region: 'egypt' },
      ).svg;
    for (const name of ['Teta Fatma', 'Grandma Huda', 'Nana', 'Sitti Amal', 'the grandmother']) {
      const grandma = draw({
        name,
        gender: 'female',
        age: 68,
        description: 'a grandmother in a headscarf',
      });
      expect(grandma, name).toContain('data-grey-hair');
      expect(grandma, name).toContain('data-cardigan');
      const girl = draw({ name, gender: 'female', age: 7, description: 'a girl in a headscarf' });
      const mother = draw({ name, gender: 'female', age: 34, description: 'a mother in a hijab' });
      for (const young of [girl, mother]) {
        expect(young, name).not.toContain('data-grey-hair');
        expect(young, name).not.toContain('data-cardigan');
      }
    }
    const grandpa = draw({ name: 'Jeddo Sami', gender: 'male', age: 72, description: 'a grandpa' });
    expect(grandpa).toContain('data-cardigan');
  });

  it('dresses a teacher with a lanyard and a doctor or dentist in a white coat, unlike Baba', () => {
    const person = (role: 'teacher' | 'doctor' | 'dentist' | 'father') =>
      composePage(page({ setting: 'classroom', people: [{ role }] }));
    expect(person('teacher')).toContain('data-lanyard');
    expect(person('doctor')).not.toContain('data-lanyard');
    for (const role of ['doctor', 'dentist'] as const)
      expect(characterLook(personCharacter({ role })).human.outfit).toBe('coat');
    expect(characterLook(personCharacter({ role: 'father' })).human.outfit).not.toBe('coat');
    expect(person('father')).not.toContain('data-lanyard');
  });

  it('draws a baby smaller than a child, and a grown-up taller', () => {
    const height = (age: number) =>
      drawCharacter(
        { ...LAYLA, age },
        { pose: 'standing', mood: 'happy', id: 'x', underwater: false },
      ).top;
    expect(height(1)).toBeLessThan(height(4));
    expect(height(7)).toBeLessThan(height(35));
  });

  it("lifts a camel's hoof to point instead of sticking its leg out of its chest", () => {
    const reach = (pose: Pose) =>
      drawCharacter(CAMEL, { pose, mood: 'happy', id: 'x', underwater: false }).right;
    expect(reach('pointing') - reach('standing')).toBeLessThan(40);
  });

  it('dresses Levantine and Egyptian people in everyday clothes and keeps the thobe for the Gulf', () => {
    const people = Array.from({ length: 120 }, (_, i): StoryCharacterInput => ({
      name: `Boy ${i}`,
      type: 'human',
      gender: i % 2 ? 'male' : 'female',
      age: i % 3 ? 8 : 40,
      description: 'someone',
    }));
    for (const region of ['levant', 'egypt'] as const) {
      const outfits = people.map((c) => characterLook(c, region).human);
      expect(
        outfits.some(
          (h) => h.outfit === 'thobe' || h.outfit === 'abaya' || h.headwear === 'ghutra',
        ),
      ).toBe(false);
    }
    expect(people.some((c) => characterLook(c, 'gulf').human.outfit === 'thobe')).toBe(true);
    // A thobe the parent describes is drawn anywhere.
    expect(
      characterLook({ ...LAYLA, gender: 'male', description: 'a boy in a white thobe' }, 'levant')
        .human.outfit,
    ).toBe('thobe');
  });
});
