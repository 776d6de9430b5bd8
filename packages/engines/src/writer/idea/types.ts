import type {
  AgeGroup,
  SpokenDialect,
  StoryCharacterInput,
  StoryLocationInput,
} from '../../types.ts';
import type { ThemeKey } from '../theme-pack.ts';

/** One word or phrase in every language a story is written in: English, Fusha (vowelled) and each spoken dialect. */
export type Words = Readonly<Record<'en' | 'ar' | SpokenDialect, string>>;

export type Tone =
  | 'gentle-grief'
  | 'gentle'
  | 'reassuring'
  | 'encouraging'
  | 'joyful'
  | 'festive'
  | 'playful'
  | 'calm';

export type FeelingKey =
  | 'scared'
  | 'sad'
  | 'nervous'
  | 'excited'
  | 'jealous'
  | 'angry'
  | 'lonely'
  | 'shy'
  | 'happy'
  | 'missing'
  | 'embarrassed'
  | 'bored'
  | 'proud'
  | 'frustrated'
  | 'curious';

export interface SituationEntry {
  key: string;
  /** The situation's name in every language ("fear of the dark", «الخَوْفُ مِنَ الظَّلامِ»). */
  name: Words;
  /**
   * The name when the idea names only one of its people ("a visit to grandma", not "to grandma
   * and grandpa" when the story never meets a grandpa), by that person's role.
   */
  nameFor?: Partial<Record<PersonRole, Words>>;
  /**
   * The words a story about it must say, in every language (the concept appears on two pages at
   * least): for the dark, "dark" and "night light".
   */
  concept: readonly Words[];
  /** Loss, illness or family change: told gently, no cheering and no beaming. */
  sensitive: boolean;
  tone: Tone;
  /** The feeling a child in this situation most often has, when the idea does not say. */
  feeling: FeelingKey | null;
  /** The nearest theme of the writer's packs, until plots of its own exist. */
  theme: ThemeKey;
  /** Ages it fits best (a toilet-training story for a 3-5, exams for a 9-12). */
  ages?: readonly AgeGroup[];
  /** Cues in English and in Arabic (Fusha and the dialects together), see cues.ts. */
  en: readonly string[];
  ar: readonly string[];
}

export type PersonRole =
  | 'mother'
  | 'father'
  | 'parents'
  | 'grandmother'
  | 'grandfather'
  | 'grandparents'
  | 'baby-brother'
  | 'baby-sister'
  | 'baby'
  | 'brother'
  | 'sister'
  | 'siblings'
  | 'twin'
  | 'cousin'
  | 'baby-cousin'
  | 'aunt'
  | 'uncle'
  | 'teacher'
  | 'doctor'
  | 'dentist'
  | 'nurse'
  | 'friend'
  | 'classmates'
  | 'neighbour'
  | 'coach'
  | 'bride'
  | 'groom'
  | 'pet';

export interface IdeaPerson {
  role: PersonRole;
  gender: 'male' | 'female' | null;
  /** How a story names the role in every language ("grandma", «الجَدَّة», «تيتا», «ستّي», «يدّتي»...). */
  words: Words;
  /** A name the idea gives ("her friend Sara", «صاحبها عمر»), as typed. */
  name?: string;
  /** For a pet: the species, English ("cat", "dog", "bird"...). */
  species?: string;
  /** A baby or toddler: cared for, never the one who advises. */
  baby?: boolean;
  /** The chosen character this person is, by the character's name, when one fits. */
  character?: string;
}

export type PlaceKind =
  | 'city'
  | 'country'
  | 'abroad'
  | 'school'
  | 'kindergarten'
  | 'clinic'
  | 'hospital'
  | 'dentist'
  | 'grandparents-house'
  | 'home'
  | 'bedroom'
  | 'new-house'
  | 'beach'
  | 'pool'
  | 'park'
  | 'playground'
  | 'desert'
  | 'mountain'
  | 'farm'
  | 'zoo'
  | 'airport'
  | 'plane'
  | 'car'
  | 'mosque'
  | 'souk'
  | 'mall'
  | 'garden'
  | 'village'
  | 'camp'
  | 'stage'
  | 'barber';

export interface IdeaPlace {
  kind: PlaceKind;
  /** A known place's key ("alexandria"); absent for a kind of place. */
  key?: string;
  /** Its name in every language; for a city the story names it properly (الإسكندرية, not "the beach"). */
  words: Words | null;
  /** A named place the library does not know, as typed ("Ras al Bar"): English only. */
  typed?: string;
}

export interface IdeaObject {
  key: string;
  words: Words;
}

export interface UnderstoodIdea {
  /** The situation's key in the library (situations.ts), or null when none fits. */
  situation: string | null;
  entry: SituationEntry | null;
  /** Other situations the idea also touches, best first. */
  also: string[];
  people: IdeaPerson[];
  /** The place the story should be set in: a named city first, else the most specific kind. */
  place: IdeaPlace | null;
  /** Every place the idea mentions, in the order it mentions them. */
  places: IdeaPlace[];
  objects: IdeaObject[];
  feeling: FeelingKey | null;
  feelingWords: Words | null;
  /** The child the idea is about, when it says ("my daughter" → female), and the character it is. */
  child: { gender: 'male' | 'female' | null; character?: string } | null;
  tone: Tone;
  sensitive: boolean;
  /** 0 to 1: how sure the situation is (0 when none). */
  confidence: number;
  /** The language the idea is typed in, and for Arabic the variety its words show, when they do. */
  language: 'en' | 'ar' | 'mixed' | 'none';
  variety: 'fusha' | 'egyptian' | 'levantine' | 'gulf' | null;
  /** The writer's theme to use: the situation's, else the nearest by the idea's words. */
  theme: ThemeKey | null;
  /** A family trip by road (a drive to the beach, «طلعة للبر», «مشوار ع الضيعة»), not a flight. */
  road?: boolean;
  /** What the idea is about is still to come, tomorrow (a vaccination tomorrow, a drive tomorrow). */
  tomorrow?: boolean;
  /** The baby of the idea is still to be born (the aunt is expecting). */
  expecting?: boolean;
}

export interface IdeaContext {
  characters?: readonly StoryCharacterInput[];
  location?: StoryLocationInput;
  ageGroup?: AgeGroup;
}
