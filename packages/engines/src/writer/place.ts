import type { SpokenDialect, StoryLocationInput } from '../types.ts';
import { hasLatin } from './arabic-text.ts';
import type { LineDef, Pool } from './lines.ts';
import { placeFeatures, typeFeatures } from './place-features.ts';
import type { Words } from './idea/types.ts';
import { inCityDl } from './idea-city.ts';
import { casesOf, knownPlaceName } from './place-names.ts';

/** The story's place in every form the lines ask for, with the details its description gives. */
export interface Place {
  en: string;
  /** The English name after its preposition: "in Cairo", "at Jumeirah Beach", "at home". */
  enIn: string;
  ar: { nom: string; acc: string; gen: string; typed: string | null };
  dl: string;
  type: StoryLocationInput['type'];
  /** Lines about the place's details, the description's own first. */
  details: Pool;
}

type Cases = readonly [string, string, string];
type Dl = string | Record<'eg' | 'lb' | 'gulf', string>;

/**
 * When the parent gave no Arabic name, the Arabic text calls the place by what it is (السّوقُ،
 * الصَّحْراءُ): writing an English place name in Arabic letters ("أولد سوك") would read badly.
 */
const descriptors: Array<[RegExp, Cases, Dl]> = [
  [/souk|souq|market|bazaar/i, ['السّوقُ', 'السّوقَ', 'السّوقِ'], 'السوق'],
  [/oasis/i, ['الواحَةُ', 'الواحَةَ', 'الواحَةِ'], 'الواحة'],
  [/desert|dune/i, ['الصَّحْراءُ', 'الصَّحْراءَ', 'الصَّحْراءِ'], 'الصحرا'],
  [
    /beach|shore|coast|\bsea\b|ocean|\bbay\b|corniche/i,
    ['شاطِئُ البَحْرِ', 'شاطِئَ البَحْرِ', 'شاطِئِ البَحْرِ'],
    { eg: 'شطّ البحر', lb: 'شطّ البحر', gulf: 'ساحل البحر' },
  ],
  [/harbou?r|\bport\b|marina|\bpier\b/i, ['المِيناءُ', 'المِيناءَ', 'المِيناءِ'], 'المينا'],
  [/island/i, ['الجَزيرَةُ', 'الجَزيرَةَ', 'الجَزيرَةِ'], 'الجزيرة'],
  [
    /\bzoo\b/i,
    ['حَديقَةُ الحَيَواناتِ', 'حَديقَةَ الحَيَواناتِ', 'حَديقَةِ الحَيَواناتِ'],
    { eg: 'جنينة الحيوانات', lb: 'حديقة الحيوانات', gulf: 'حديقة الحيوانات' },
  ],
  [
    /garden|\bpark\b|playground|meadow/i,
    ['الحَديقَةُ', 'الحَديقَةَ', 'الحَديقَةِ'],
    { eg: 'الجنينة', lb: 'الجنينة', gulf: 'الحديقة' },
  ],
  [/forest|\bwoods?\b|jungle/i, ['الغابَةُ', 'الغابَةَ', 'الغابَةِ'], 'الغابة'],
  [/valley/i, ['الوادي', 'الوادِيَ', 'الوادي'], 'الوادي'],
  [/mountain|\bhills?\b/i, ['الجَبَلُ', 'الجَبَلَ', 'الجَبَلِ'], 'الجبل'],
  [/river|stream|\bnile\b/i, ['النَّهْرُ', 'النَّهْرَ', 'النَّهْرِ'], 'النهر'],
  [/\blakes?\b|\bponds?\b/i, ['البُحَيْرَةُ', 'البُحَيْرَةَ', 'البُحَيْرَةِ'], 'البحيرة'],
  [/castle|palace|\bforts?\b/i, ['القَصْرُ', 'القَصْرَ', 'القَصْرِ'], 'القصر'],
  [/kingdom|\bland\b|realm/i, ['المَمْلَكَةُ', 'المَمْلَكَةَ', 'المَمْلَكَةِ'], 'المملكة'],
  [/cloud|\bsky\b/i, ['مَدينَةُ الغُيومِ', 'مَدينَةَ الغُيومِ', 'مَدينَةِ الغُيومِ'], 'مدينة الغيوم'],
  [/\bspace\b|planet|galaxy|\bstars?\b|\bmoon\b/i, ['الفَضاءُ', 'الفَضاءَ', 'الفَضاءِ'], 'الفضا'],
  [/\bfarm/i, ['المَزْرَعَةُ', 'المَزْرَعَةَ', 'المَزْرَعَةِ'], { eg: 'العزبة', lb: 'المزرعة', gulf: 'المزرعة' }],
  [/village/i, ['القَرْيَةُ', 'القَرْيَةَ', 'القَرْيَةِ'], { eg: 'القرية', lb: 'الضيعة', gulf: 'القرية' }],
  [/library|bookshop/i, ['المَكْتَبَةُ', 'المَكْتَبَةَ', 'المَكْتَبَةِ'], 'المكتبة'],
  [/school/i, ['المَدْرَسَةُ', 'المَدْرَسَةَ', 'المَدْرَسَةِ'], 'المدرسة'],
  [
    /mosque|masjid/i,
    ['المَسْجِدُ', 'المَسْجِدَ', 'المَسْجِدِ'],
    { eg: 'الجامع', lb: 'الجامع', gulf: 'المسجد' },
  ],
  [/\bhouse\b|\bhome\b|courtyard|\brooms?\b/i, ['البَيْتُ', 'البَيْتَ', 'البَيْتِ'], 'البيت'],
  [
    /neighbou?rhood|\bstreet|alley|\blanes?\b/i,
    ['الحَيُّ', 'الحَيَّ', 'الحَيِّ'],
    { eg: 'الحارة', lb: 'الحيّ', gulf: 'الفريج' },
  ],
  [/\bcity\b|\btown\b/i, ['المَدينَةُ', 'المَدينَةَ', 'المَدينَةِ'], 'المدينة'],
];
const byType: Record<StoryLocationInput['type'], [Cases, string]> = {
  city: [['المَدينَةُ', 'المَدينَةَ', 'المَدينَةِ'], 'المدينة'],
  nature: [['المَرْجُ الأَخْضَرُ', 'المَرْجَ الأَخْضَرَ', 'المَرْجِ الأَخْضَرِ'], 'المرج الأخضر'],
  fantasy: [['الأَرْضُ السِّحْرِيَّةُ', 'الأَرْضَ السِّحْرِيَّةَ', 'الأَرْضِ السِّحْرِيَّةِ'], 'الأرض السحرية'],
};

const dlGroup = (d: SpokenDialect): 'eg' | 'lb' | 'gulf' =>
  d === 'egyptian' ? 'eg' : d === 'lebanese' ? 'lb' : 'gulf';

/**
 * The story's place. `within` is the city or country the parent's idea names ("a trip to grandma in
 * Jeddah"): a chosen place that is not itself a city or a landmark is said to be in it in every
 * language (the Old Souk in Jeddah, السّوقُ القَديمُ بِجُدَّةَ), a place of nature near it; a home, a
 * fantasy land, or a place the name or description already sets elsewhere keeps its own name.
 */
export function buildPlace(
  location: StoryLocationInput,
  dialect: SpokenDialect,
  within?: Words | null,
): Place {
  const name = location.name.trim().replace(/\s+/g, ' ');
  const text = `${name}. ${location.description}`;
  const given = location.nameAr?.trim().replace(/\s+/g, ' ');
  const known = knownPlaceName(name, dialect);
  const common = commonNoun(name);
  const en = common?.en ?? known?.en ?? name.replace(/^the\s/i, 'the ');
  const enIn = common?.enIn ?? known?.enIn ?? `${AT.test(name) ? 'at' : 'in'} ${en}`;
  let ar: Place['ar'];
  let dl: string;
  if (given && !hasLatin(given) && /[\u0621-\u064A]/.test(given)) {
    ar = {
      nom: given,
      acc: given,
      gen: given,
      typed: /[\u064B-\u0652]/.test(given) ? null : given,
    };
    dl = given.replace(/[\u064B-\u0650\u0652]/g, '');
  } else if (known) {
    // A city or landmark keeps its own Arabic name: الإِسْكَنْدَرِيَّةُ, never "the beach".
    ar = { nom: known.ar[0], acc: known.ar[1], gen: known.ar[2], typed: null };
    dl = known.dl;
  } else {
    const hit =
      descriptors.find(([re]) => re.test(name)) ??
      descriptors.find(([re]) => re.test(location.description));
    const [cases, dlName] = hit ? [hit[1], hit[2]] : byType[location.type];
    ar = { nom: cases[0], acc: cases[1], gen: cases[2], typed: null };
    dl = typeof dlName === 'string' ? dlName : dlName[dlGroup(dialect)];
  }
  const own = placeFeatures
    .filter((f) => f.match.test(text) && !f.unless?.test(text))
    .flatMap((f) => f.lines);
  const details = [
    ...own,
    ...adjectiveLines(location.description),
    ...(own.length < 6 ? typeFeatures[location.type] : []),
  ];
  const place: Place = { en, enIn, ar, dl, type: location.type, details };
  return within && !known && location.type !== 'fantasy'
    ? inCity(place, within, text, dialect)
    : place;
}

function inCity(place: Place, city: Words, text: string, dialect: SpokenDialect): Place {
  const cityEn = city.en.replace(/^the /i, '');
  if (new RegExp(`\\b${cityEn}\\b`, 'i').test(text) || knownPlaceName(text, dialect)) return place;
  const near = place.type === 'nature';
  const en = `${near ? 'near' : 'in'} ${city.en}`;
  // Fusha joins the city with بِ (السّوقُ القَديمُ بِجُدَّةَ); a place of nature is near it (قُرْبَ).
  const gen = casesOf(city.ar)[2];
  const ar = near ? `قُرْبَ ${gen}` : `بِ${gen}`;
  const dl = near
    ? `${{ eg: 'جنب', lb: 'حدّ', gulf: 'قريب من' }[dlGroup(dialect)]} ${city[dialect]}`
    : inCityDl(city[dialect], dialect);
  return {
    ...place,
    en: `${place.en} ${en}`,
    enIn: `${place.enIn} ${en}`,
    ar: {
      nom: `${place.ar.nom} ${ar}`,
      acc: `${place.ar.acc} ${ar}`,
      gen: `${place.ar.gen} ${ar}`,
      typed: place.ar.typed,
    },
    dl: `${place.dl} ${dl}`,
  };
}

/** Places one is "at" in English rather than "in". */
const AT = /\b(house|home|beach|seaside|corniche|zoo|farm|pool)\b/i;

/**
 * A name that is only a kind of place ("Home", "our garden", "The Beach") is said as one in English:
 * "the garden", "at home", never "over Home".
 */
function commonNoun(name: string): { en: string; enIn: string } | null {
  const m =
    /^(?:(?:my|our|the|a|an)\s+)?(home|house|flat|apartment|garden|backyard|yard|beach|seaside|park|playground|farm|desert|forest|woods|village|city|town|school|library|zoo|market|souk|mountains?|river|lake|island|sea|kitchen|bedroom|room|balcony|courtyard|oasis|valley|jungle|meadow|castle|palace)$/i.exec(
      name,
    );
  if (!m) return null;
  const noun = (m[1] ?? '').toLowerCase();
  if (['home', 'house', 'flat', 'apartment'].includes(noun))
    return { en: `the ${noun === 'home' ? 'house' : noun}`, enIn: 'at home' };
  return { en: `the ${noun}`, enIn: `${AT.test(noun) ? 'at' : 'in'} the ${noun}` };
}

/** Describing words of the parent's description the writer can say in Arabic too. */
const adjectives: Array<[RegExp, string, string, string]> = [
  [/\b(quiet|peaceful|calm|tranquil)\b/i, 'quiet', 'هادِئًا', 'هادي'],
  [/\b(busy|bustling|lively|crowded)\b/i, 'lively', 'مَليئًا بِالحَياةِ', 'مليان حياة'],
  [/\bcolou?rful\b/i, 'colourful', 'مُلَوَّنًا', 'ملوّن'],
  [/\b(magical|enchanted|magic)\b/i, 'magical', 'ساحِرًا', 'سحري'],
  [/\b(old|ancient|historic)\b/i, 'old', 'قَديمًا', 'قديم'],
  [/\b(beautiful|pretty|lovely)\b/i, 'lovely', 'جَميلًا', 'حلو'],
  [/\b(green|lush|leafy)\b/i, 'green', 'أَخْضَرَ', 'أخضر'],
  [/\b(golden|gold)\b/i, 'golden', 'ذَهَبِيًّا', 'دهبي'],
  [/\b(sparkling|shiny|glittering|shining|twinkling)\b/i, 'sparkling', 'لامِعًا', 'لامع'],
  [/\b(warm|cosy|cozy)\b/i, 'cosy', 'دافِئًا', 'دافي'],
  [/\b(wide|vast|open|huge)\b/i, 'wide', 'واسِعًا', 'واسع'],
  [/\b(bright|sunny)\b/i, 'bright', 'مُشْرِقًا', 'منوّر'],
  [/\bsandy\b/i, 'sandy', 'رَمْلِيًّا', 'كلّه رمل'],
  [/\bblue\b/i, 'blue', 'أَزْرَقَ', 'أزرق'],
  [/\b(fresh|clean)\b/i, 'fresh', 'مُنْعِشًا', 'منعش'],
  [/\b(secret|hidden)\b/i, 'secret', 'سِرِّيًّا', 'سرّي'],
];

const TRANSIENT = new Set([
  'quiet',
  'lively',
  'bright',
  'sparkling',
  'golden',
  'cosy',
  'fresh',
  'lovely',
]);

function adjectiveLines(description: string): LineDef[] {
  const found = adjectives.filter(([re]) => re.test(description)).slice(0, 2);
  const [a, b] = found;
  if (!a) return [];
  if (!b) {
    // Only what changes with the hour is said of "this hour": a place is not "old at this hour".
    if (!TRANSIENT.has(a[1]))
      return [[`{P} was very ${a[1]}.`, `كانَ المَكانُ ${a[2]} جِدًّا.`, `المكان كان ${a[3]} {d.very}.`]];
    return [
      [
        `{P} was so ${a[1]} [at this hour|that evening].`,
        `كانَ المَكانُ ${a[2]} جِدًّا [في تِلْكَ السّاعَةِ|في ذلِكَ المَساءِ].`,
        `المكان كان ${a[3]} {d.very} [{d:في الوقت ده|بهالوقت|في هالوقت}|{d:المسا ده|هالمسا|هالمسا}].`,
      ],
    ];
  }
  return [
    [
      `{P} was ${a[1]} and ${b[1]}.`,
      `كانَ المَكانُ ${a[2]} وَ${b[2]}.`,
      `المكان كان ${a[3]} و${b[3]}.`,
    ],
    [
      `{H} loved {P} because it was so ${a[1]}.`,
      `أَحَبَّ{H:|تْ} {H} المَكانَ لِأَنَّهُ كانَ ${a[2]} جِدًّا.`,
      `{H} {d.bh}{H:يحبّ|تحبّ} المكان {d.because} ${a[3]} {d.very}.`,
      '2',
    ],
  ];
}
