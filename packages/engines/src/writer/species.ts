/**
 * Animals and magical beings the writer knows by name. Arabic nouns are indefinite nominative,
 * with their own grammatical gender (an adjective agrees with the noun, سُلَحْفاةٌ صَغيرَةٌ, while
 * verbs and pronouns follow the character's gender). Unknown species fall back to a gentle
 * "animal" or "magical creature".
 */
export type Mover = 'walk' | 'fly' | 'swim';
export type Gram = 'm' | 'f';
export interface Species {
  en: string;
  /** Noun for a male character and its gender, then for a female one. */
  m: readonly [string, Gram];
  f: readonly [string, Gram];
  dl: readonly [string, string];
  move: Mover;
}

const s = (
  keys: string,
  m: readonly [string, Gram],
  f: readonly [string, Gram],
  dl: readonly [string, string],
  move: Mover = 'walk',
): [string[], Species] => {
  const all = keys.split(',');
  return [all, { en: all[0] as string, m, f, dl, move }];
};

const table: Array<[string[], Species]> = [
  s('camel', ['جَمَلٌ', 'm'], ['ناقَةٌ', 'f'], ['جمل', 'ناقة']),
  s('falcon,hawk', ['صَقْرٌ', 'm'], ['صَقْرَةٌ', 'f'], ['صقر', 'صقرة'], 'fly'),
  s('cat,kitten,kitty', ['قِطٌّ', 'm'], ['قِطَّةٌ', 'f'], ['قطّ', 'قطّة']),
  s('oryx', ['مَهًا', 'm'], ['مَهاةٌ', 'f'], ['مها', 'مهاة']),
  s('turtle,tortoise', ['سُلَحْفاةٌ', 'f'], ['سُلَحْفاةٌ', 'f'], ['سلحفاة', 'سلحفاة'], 'swim'),
  s('lion,lioness,lion cub', ['أَسَدٌ', 'm'], ['لَبُؤَةٌ', 'f'], ['أسد', 'لبوة']),
  s('horse,pony', ['حِصانٌ', 'm'], ['فَرَسٌ', 'f'], ['حصان', 'فرس']),
  s('rabbit,bunny,hare', ['أَرْنَبٌ', 'm'], ['أَرْنَبَةٌ', 'f'], ['أرنب', 'أرنبة']),
  s('owl', ['بومَةٌ', 'f'], ['بومَةٌ', 'f'], ['بومة', 'بومة'], 'fly'),
  s('gazelle,deer', ['غَزالٌ', 'm'], ['غَزالَةٌ', 'f'], ['غزال', 'غزالة']),
  s('fox', ['ثَعْلَبٌ', 'm'], ['ثَعْلَبَةٌ', 'f'], ['ثعلب', 'ثعلبة']),
  s('dog,puppy', ['كَلْبٌ', 'm'], ['كَلْبَةٌ', 'f'], ['كلب', 'كلبة']),
  s('bird,sparrow,robin', ['عُصْفورٌ', 'm'], ['عُصْفورَةٌ', 'f'], ['عصفور', 'عصفورة'], 'fly'),
  s('parrot', ['بَبَّغاءُ', 'm'], ['بَبَّغاءُ', 'm'], ['ببّغاء', 'ببّغاء'], 'fly'),
  s('fish', ['سَمَكَةٌ', 'f'], ['سَمَكَةٌ', 'f'], ['سمكة', 'سمكة'], 'swim'),
  s('elephant', ['فيلٌ', 'm'], ['فيلَةٌ', 'f'], ['فيل', 'فيلة']),
  s('bear,teddy bear,teddy', ['دُبٌّ', 'm'], ['دُبَّةٌ', 'f'], ['دبّ', 'دبّة']),
  s('butterfly', ['فَراشَةٌ', 'f'], ['فَراشَةٌ', 'f'], ['فراشة', 'فراشة'], 'fly'),
  s('bee', ['نَحْلَةٌ', 'f'], ['نَحْلَةٌ', 'f'], ['نحلة', 'نحلة'], 'fly'),
  s('duck,duckling', ['بَطَّةٌ', 'f'], ['بَطَّةٌ', 'f'], ['بطّة', 'بطّة'], 'swim'),
  s('goat', ['جَدْيٌ', 'm'], ['عَنْزَةٌ', 'f'], ['جدي', 'عنزة']),
  s('lamb,sheep', ['حَمَلٌ', 'm'], ['نَعْجَةٌ', 'f'], ['خروف', 'نعجة']),
  s('mouse', ['فَأْرٌ', 'm'], ['فَأْرَةٌ', 'f'], ['فار', 'فارة']),
  s('hedgehog', ['قُنْفُذٌ', 'm'], ['قُنْفُذَةٌ', 'f'], ['قنفذ', 'قنفذة']),
  s('dolphin', ['دُلْفينٌ', 'm'], ['دُلْفينٌ', 'm'], ['دلفين', 'دلفين'], 'swim'),
  s('penguin', ['بِطْريقٌ', 'm'], ['بِطْريقٌ', 'm'], ['بطريق', 'بطريق'], 'swim'),
  s('giraffe', ['زَرافَةٌ', 'f'], ['زَرافَةٌ', 'f'], ['زرافة', 'زرافة']),
  s('monkey', ['قِرْدٌ', 'm'], ['قِرْدَةٌ', 'f'], ['قرد', 'قردة']),
  s('squirrel', ['سِنْجابٌ', 'm'], ['سِنْجابٌ', 'm'], ['سنجاب', 'سنجاب']),
  s('frog', ['ضِفْدَعٌ', 'm'], ['ضِفْدَعَةٌ', 'f'], ['ضفدع', 'ضفدعة'], 'swim'),
  s('hoopoe', ['هُدْهُدٌ', 'm'], ['هُدْهُدٌ', 'm'], ['هدهد', 'هدهد'], 'fly'),
  s('peacock', ['طاوُوسٌ', 'm'], ['طاوُوسٌ', 'm'], ['طاووس', 'طاووس']),
  s('tiger', ['نَمِرٌ', 'm'], ['نَمِرَةٌ', 'f'], ['نمر', 'نمرة']),
  s('dragon', ['تِنّينٌ', 'm'], ['تِنّينَةٌ', 'f'], ['تنّين', 'تنّينة'], 'fly'),
  s('unicorn', ['حِصانٌ سِحْرِيٌّ', 'm'], ['فَرَسٌ سِحْرِيَّةٌ', 'f'], ['حصان سحري', 'فرس سحرية']),
  s('fairy,pixie,sprite', ['جِنِّيٌّ', 'm'], ['جِنِّيَّةٌ', 'f'], ['جنّي', 'جنّية'], 'fly'),
  s('genie', ['جِنِّيُّ مِصْباحٍ', 'm'], ['جِنِّيَّةُ مِصْباحٍ', 'f'], ['جنّي المصباح', 'جنّية المصباح'], 'fly'),
  s('mermaid,merman', ['حورِيُّ بَحْرٍ', 'm'], ['حورِيَّةُ بَحْرٍ', 'f'], ['حوري البحر', 'حورية البحر'], 'swim'),
  s('phoenix', ['عَنْقاءُ', 'f'], ['عَنْقاءُ', 'f'], ['عنقاء', 'عنقاء'], 'fly'),
  s('robot', ['رُوبوتٌ', 'm'], ['رُوبوتٌ', 'm'], ['روبوت', 'روبوت']),
  s(
    'pegasus,flying horse',
    ['حِصانٌ طائِرٌ', 'm'],
    ['فَرَسٌ طائِرَةٌ', 'f'],
    ['حصان طاير', 'فرس طايرة'],
    'fly',
  ),
  s('star', ['نَجْمٌ', 'm'], ['نَجْمَةٌ', 'f'], ['نجم', 'نجمة'], 'fly'),
  s('cloud', ['غَيْمَةٌ', 'f'], ['غَيْمَةٌ', 'f'], ['غيمة', 'غيمة'], 'fly'),
  s('giant', ['عِمْلاقٌ', 'm'], ['عِمْلاقَةٌ', 'f'], ['عملاق', 'عملاقة']),
  s('elf,gnome', ['قَزَمٌ', 'm'], ['قَزَمَةٌ', 'f'], ['قزم', 'قزمة']),
];

const bySpecies = new Map<string, Species>();
for (const [keys, species] of table) for (const key of keys) bySpecies.set(key, species);

const animal: Species = {
  en: 'animal',
  m: ['حَيَوانٌ', 'm'],
  f: ['حَيَوانٌ', 'm'],
  dl: ['حيوان', 'حيوان'],
  move: 'walk',
};
const magical: Species = {
  en: 'magical creature',
  m: ['مَخْلوقٌ سِحْرِيٌّ', 'm'],
  f: ['مَخْلوقَةٌ سِحْرِيَّةٌ', 'f'],
  dl: ['مخلوق سحري', 'مخلوقة سحرية'],
  move: 'walk',
};

/** The species as written, singular and lower case; the English text keeps the parent's word. */
export function findSpecies(species: string | undefined, type: 'animal' | 'magical'): Species {
  const key = (species ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const last = key.split(' ').pop() ?? key;
  const found =
    bySpecies.get(key) ??
    bySpecies.get(key.replace(/e?s$/, '')) ??
    bySpecies.get(last) ??
    bySpecies.get(last.replace(/e?s$/, ''));
  if (found) return found;
  const fallback = type === 'animal' ? animal : magical;
  return /^[a-z][a-z -]{1,30}$/.test(key) ? { ...fallback, en: key } : fallback;
}

/** Animals too big for a room of the house or a classroom: drawn outdoors only. */
const BIG = new Set([
  'camel',
  'lion',
  'horse',
  'elephant',
  'giraffe',
  'oryx',
  'gazelle',
  'goat',
  'lamb',
]);

/** Whether a species is a big animal (a camel, a horse), by the names findSpecies knows. */
export function isBigAnimal(species: string | undefined): boolean {
  return BIG.has(findSpecies(species, 'animal').en);
}
