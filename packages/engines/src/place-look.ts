import type { Dialect } from '@qamar/shared';
import { nameRegionOfDialect } from '@qamar/shared/names';
import { resolveSetting } from './illustrator/backgrounds/settings.ts';
import type { OutdoorSetting, Region, SceneSetting, StoryLocationInput } from './types.ts';

/**
 * Words that say what a place really looks like, most specific first. Both the writer (which
 * gives each page its setting) and the illustrator (for pages that came without one) read them,
 * so Giza always has its pyramids and AlUla its sandstone whoever wrote the page.
 */
const LOOKS: ReadonlyArray<readonly [SceneSetting, RegExp]> = [
  ['pyramids', /\b(giza|pyramids?|sphinx)\b|الأهرام|الهرم|الجيزة|أبو الهول/],
  [
    'sandstone-cliffs',
    /\b(al ?ula|alula|hegra|mada'?in salih|wadi rum|petra|sandstone|canyons?|red rocks?|cliffs?|elephant rock)\b|العلا|العُلا|وادي رم|البتراء|الحجر/,
  ],
  ['cedars', /\b(cedars?|bsharri|bcharre|chouf)\b|الأرز/],
  ['classroom', /\b(classroom|class room|school ?room)\b|الفصل الدراسي/],
  ['school-yard', /\b(school|kindergarten|nursery school)\b|مدرسة|روضة/],
  ['clinic', /\b(clinic|hospital|doctor'?s)\b|عيادة|مستشفى/],
  ['bedroom', /\b(bedroom|nursery|(my|her|his) room)\b|'s room|غرفة النوم/],
  ['kitchen', /\bkitchen\b|مطبخ/],
  [
    'living-room',
    /\b(flat|apartment|home|house|living ?room|sitting ?room|room)\b|شقة|بيت|منزل|غرفة/,
  ],
  [
    'sea',
    /\b(beach|sea|seaside|shore|coast|bay|ocean|jumeirah|alexandria|corniche|marina|island|waves?)\b|شاطئ|بحر|الإسكندرية|جميرا|ساحل|كورنيش/,
  ],
  [
    'desert',
    /\b(desert|dunes?|sahara|liwa|empty quarter|rub al khali|sands?)\b|صحراء|كثبان|ليوا|الربع الخالي/,
  ],
  ['mountain', /\b(mountains?|hills?|hatta|jebel|jabal|peak|valley)\b|جبل|جبال|حتا|وادي/],
  [
    'garden',
    /\b(garden|park|meadow|forest|woods?|orchard|playground|field)\b|حديقة|جنينة|غابة|بستان/,
  ],
  [
    'city-street',
    /\b(city|town|street|neighbou?rhood|riyadh|cairo|dubai|beirut|amman|jeddah|doha|tripoli|downtown)\b|مدينة|شارع|الرياض|القاهرة|دبي|بيروت/,
  ],
];

/** A home by its name ("Home", "Our flat") or by what the description says it is ("a flat in Beirut"). */
const HOME_NAME = /\b(home|flat|apartment|house)\b|بيت|البيت|منزل|شقة|شقّة/;
const HOME_IS =
  /^\s*(?:(?:a|an|our|my|the|their|his|her)\s+)?(?:[\w-]+\s+){0,2}(?:home|flat|apartment|house)\b|^\s*(?:شقة|شقّة|بيت|منزل)/;

function isHome(location: StoryLocationInput): boolean {
  return (
    HOME_NAME.test(`${location.name} ${location.nameAr ?? ''}`.toLowerCase()) ||
    HOME_IS.test(location.description.toLowerCase())
  );
}

/**
 * The look of a location: a named landmark, a room, or a kind of landscape; 'place' when its words
 * say nothing the illustrator's own picture of it (a souk, a harbour) would not show better.
 */
export function placeLook(location: StoryLocationInput): SceneSetting {
  const name = `${location.name} ${location.nameAr ?? ''}`.toLowerCase();
  const words = `${name} ${location.description}`.toLowerCase();
  // A landmark wins everywhere, even over a catalogue picture (the Cedars are not just a village).
  const landmark = LOOKS.slice(0, 3).find(([, re]) => re.test(words))?.[0];
  if (landmark) return landmark;
  const drawn = resolveSetting(location);
  if (drawn === 'cozy-bedroom') return 'bedroom';
  // A home in a city is a home: its rooms, the city through the window, never the city's picture.
  if (isHome(location) && drawn !== location.type && drawn !== 'grandmother-courtyard')
    return 'living-room';
  // The corniche picture has Beirut's Raouché rock: other seafronts get the open sea.
  if (drawn === 'beirut-corniche')
    return /beirut|raouch|pigeon|بيروت|الروشة/.test(words) ? 'place' : 'sea';
  if (drawn !== location.type) return 'place';
  const named =
    LOOKS.find(([, re]) => re.test(name))?.[0] ?? LOOKS.find(([, re]) => re.test(words))?.[0];
  return named ?? (location.type === 'fantasy' ? 'fantasy' : 'place');
}

/** The outdoor look of a setting, or null for a room. */
export function isOutdoor(setting: SceneSetting): setting is OutdoorSetting {
  return !['bedroom', 'kitchen', 'living-room', 'classroom', 'clinic', 'dentist'].includes(setting);
}

const REGION_WORDS: ReadonlyArray<readonly [Region, RegExp]> = [
  [
    'egypt',
    /\b(egypt|cairo|giza|alexandria|luxor|aswan|nile|sinai)\b|مصر|القاهرة|الجيزة|الإسكندرية|النيل|الأقصر/,
  ],
  [
    'levant',
    /\b(lebanon|beirut|byblos|jbeil|tripoli|cedars?|sidon|tyre|syria|damascus|aleppo|jordan|amman|petra|wadi rum|palestine|jerusalem|haifa|bsharri)\b|لبنان|بيروت|جبيل|طرابلس|الأرز|سوريا|دمشق|الأردن|عمان|البتراء|فلسطين|القدس/,
  ],
  [
    'gulf',
    /\b(dubai|abu dhabi|sharjah|uae|emirates|jumeirah|liwa|hatta|saudi|riyadh|jeddah|alula|al ula|hegra|makkah|mecca|madinah|qatar|doha|kuwait|bahrain|oman|muscat)\b|دبي|أبوظبي|الإمارات|جميرا|السعودية|الرياض|جدة|العلا|قطر|الدوحة|الكويت|البحرين|عمان/,
  ],
  [
    'maghreb',
    /\b(morocco|marrakesh|marrakech|fez|casablanca|tunisia|tunis|algeria|algiers)\b|المغرب|مراكش|فاس|تونس|الجزائر/,
  ],
];

/** Where the story's people live: the dialect says it, else the place's words; null when neither does. */
export function regionOf(
  dialect: Dialect | undefined,
  location: StoryLocationInput,
): Region | null {
  const spoken = dialect && nameRegionOfDialect(dialect);
  if (spoken) return spoken;
  const text = `${location.name} ${location.nameAr ?? ''} ${location.description}`.toLowerCase();
  return REGION_WORDS.find(([, re]) => re.test(text))?.[0] ?? null;
}
