/**
 * Story descriptions are anonymised before they are saved (docs/product/validation.md, docs/product/stories-and-engines.md): a child's
 * real name never reaches a story, a library or a model. First names (known lists in English and
 * Arabic letters) and capitalised words of 3 to 15 letters that are not common sentence words
 * become neutral phrases: "Layla and Omar" → "two friends", "Layla's" → "the child's",
 * "ليلى وعمر" → "صديقين". The same function runs on the server and, as a preview, in the browser.
 */

export interface AnonymiseOptions {
  /** A source of numbers in [0, 1) for choosing phrases; give a seeded one for repeatable output. */
  random?: () => number;
  /** Names left as they are (the story's own characters, in either script): the writer must know who they are. */
  keep?: readonly string[];
}

interface Phrase {
  indefinite: string;
  definite: string;
}

/** The neutral phrases a name can become; the same index means the same idea in both languages. */
export const neutralPhrases = {
  en: [
    { indefinite: 'a curious child', definite: 'the curious child' },
    { indefinite: 'a brave little one', definite: 'the brave little one' },
    { indefinite: 'a kind friend', definite: 'the kind friend' },
    { indefinite: 'a little explorer', definite: 'the little explorer' },
    { indefinite: 'a clever child', definite: 'the clever child' },
    { indefinite: 'a cheerful child', definite: 'the cheerful child' },
  ],
  ar: {
    male: [
      { indefinite: 'طفل فضولي', definite: 'الطفل الفضولي' },
      { indefinite: 'صغير شجاع', definite: 'الصغير الشجاع' },
      { indefinite: 'صديق طيب', definite: 'الصديق الطيب' },
      { indefinite: 'مستكشف صغير', definite: 'المستكشف الصغير' },
      { indefinite: 'طفل ذكي', definite: 'الطفل الذكي' },
      { indefinite: 'طفل مرح', definite: 'الطفل المرح' },
    ],
    female: [
      { indefinite: 'طفلة فضولية', definite: 'الطفلة الفضولية' },
      { indefinite: 'صغيرة شجاعة', definite: 'الصغيرة الشجاعة' },
      { indefinite: 'صديقة طيبة', definite: 'الصديقة الطيبة' },
      { indefinite: 'مستكشفة صغيرة', definite: 'المستكشفة الصغيرة' },
      { indefinite: 'طفلة ذكية', definite: 'الطفلة الذكية' },
      { indefinite: 'طفلة مرحة', definite: 'الطفلة المرحة' },
    ],
  },
  enPossessive: 'the child',
  enPair: { indefinite: 'two friends', definite: 'the two friends' },
  enGroup: 'the children',
  // Nominative (sentence subject) and genitive/accusative forms of the dual.
  arPair: { male: ['صديقان', 'صديقين'], female: ['صديقتان', 'صديقتين'] },
  arGroup: 'الأطفال',
} as const satisfies Record<string, unknown>;

const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

/** Arabic-world first names in English letters; also matched in lower case ("layla and omar"). */
const ARAB_NAMES_LATIN = words(`
  mohammed muhammad mohamed mohammad mohamad ahmed ahmad ali omar umar omer yusuf youssef yousef yousif ibrahim ismail ismael
  khalid khaled hassan hasan hussein husain hussain hamza hamzah zaid zayd zayed karim kareem sami samy adam tariq tarek tareq
  faisal faysal nabil saeed saad salem salim rashid rashed majid majed fahad fahd nasser nasir naser mansour mansur walid waleed
  bilal anas amir ameer amin ameen rami ramy fadi hadi jad ziad ziyad ayman ayham basel bassel bassam hisham hesham mahmoud
  mahmud mustafa mostafa othman osman uthman abdullah abdallah abdulrahman abdelrahman abdulaziz yahya yaseen yassin yasin idris
  idrees ilyas elias issa musa moussa harun haroun suleiman sulaiman sulayman dawood dawud hamad hamdan hamid hamed rayan rayyan
  taha talal tamer tamim wael yazan yazeed yazid zakaria zakariya qasim kasim marwan mazen muaz muadh nadim nader nizar omran imran
  raed rafiq riyad riad saif seif sufyan tawfiq waseem wasim yunus younes zain zayn laith layth shadi fares faris jamal jameel
  jamil kamal khalil luay mahdi majd malik maher mounir munir murad nawaf obaid osama usama qais qays rabih sharif sherif sameer
  samir anwar ayoub ayyub ghassan hatem hazem ihab iyad karam muhannad mohannad saleh yasser yaser adel emad firas kenan
  hani wissam nasim naseem
  layla laila leila leyla lailah noor nour nur mariam maryam meryem salma huda hoda fatima fatma fatimah aisha aysha ayesha
  khadija khadijah zainab zaynab zeinab amal amira ameera rania ranya lina leena jana janna sara sarah hala dana reem rima reema
  lamia mona muna nadia nadya dalia dalal farah hana hanan haya hiba heba iman eman jamila jameela jumana joud lubna lujain
  malak manal maha maysa mayar nawal nesreen nisreen rahaf rawan razan ruba rola roula rula salwa samar samira sana shahd
  shaima sumaya somaya suha tala yara yasmin yasmeen yasmine zahra zahraa zeina zaina zayna ayah asma asmaa basma bushra dina
  duaa ghada hadeel hadil khawla lana lara layan leen maram marwa mira mirna nayla noura nora raghad randa rasha rehab ruqaya
  ruqayya safa safiya sahar samah sawsan shahed widad wafa warda yusra abeer afaf ola ghadeer maya jihan hala rana reham tasneem
  saja teba rahma marwa
`);

/** Arab-world names that are also words in English-language texts ("strong iman"): names only with a capital. */
const CAPITAL_ONLY = words(
  'iman eman noor nour nur huda amal safa marwa hala maya malak sahar ola mona nasim naseem rahma majd karam jad',
);

/** Common English first names (not those that are everyday words, such as Grace, Hope, Will or May). */
const ENGLISH_NAMES = words(`
  oliver jack harry george noah charlie jacob thomas oscar william james henry leo alfie joshua freddie archie ethan isaac
  alexander max lucas logan mason liam benjamin samuel daniel matthew david michael john andrew ryan luke nathan dylan tyler
  aaron edward sebastian theo finley harrison arthur toby jayden caleb elijah owen gabriel anthony christopher joseph peter paul
  simon tom tommy billy bobby danny jamie ben sam dan joe tim robert richard charles steven kevin brian jason justin eric adrian
  victor felix hugo jasper milo rory louis austin connor evan aiden olivia amelia isla ava emily isabella mia poppy ella lily
  sophia sophie evie charlotte jessica chloe alice emma hannah holly florence freya phoebe scarlett matilda elsie rosie millie
  lucy maisie zoe zara eva anna laura rachel rebecca megan lauren abigail madison harper natalie victoria elizabeth mary susan
  linda karen nancy betty helen sandra donna carol ruth sharon michelle kimberly jennifer amanda melissa stephanie nicole heather
  katie kate katherine catherine jane molly lola luna stella clara violet aurora penelope eleanor harriet georgia imogen bella
  mila nina tessa wendy alfred ivan oskar hugh ellie amy emilia beatrice edith elsa frida greta heidi ingrid julia kayla leah
  maddie nell paige quinn rhea tilly una vera yvonne
`);

/**
 * Capitalised words that are not names: sentence starters, days and months, feasts, places and
 * peoples, languages, sky words, titles kept as they are. Lower case.
 */
const NOT_NAMES = words(`
  the and but for nor yet also then than that this these those there their they them here what when where which while who whom
  whose why how once one two three four five six seven eight nine ten first second third last next every each all any some many
  much more most few both either neither another other such after before during until till since because although though
  unless whether if else instead even still just only again always never sometimes often soon later now today tonight tomorrow
  yesterday morning evening night afternoon noon midnight suddenly finally meanwhile afterwards eventually luckily happily sadly
  slowly quickly quietly gently carefully together alone perhaps maybe actually really very too so not yes please thank thanks
  hello goodbye good great big small little long short new old young happy sad with without within into onto upon from about
  above below under over between among around across along through behind beside near inside outside against toward towards
  like unlike per via off out down far she her hers herself his him himself its itself our ours ourselves your yours yourself
  yourselves mine everyone everybody everything someone somebody something anyone anybody anything nobody nothing none
  let lets look come came see saw listen wait watch help make made take took give gave tell told say said ask asked keep
  remember imagine write read draw play find found follow bring show teach learn try need want wish hope grace joy faith will
  may might must shall should would could can cannot did does was were are has had have having being been not once upon
  story stories tale chapter page book bedtime dream dreams adventure adventures lesson moral theme
  monday tuesday wednesday thursday friday saturday sunday weekend
  january february march april june july august september october november december spring summer autumn winter
  ramadan eid adha fitr iftar suhoor suhur hajj umrah allah god quran koran mosque prophet islam muslim muslims christmas easter
  hanukkah diwali halloween new year birthday
  egypt egyptian cairo alexandria luxor aswan nile lebanon lebanese beirut tripoli sidon byblos jordan jordanian amman petra
  wadi rum aqaba syria syrian damascus aleppo palestine palestinian jerusalem gaza iraq iraqi baghdad basra kuwait kuwaiti qatar
  qatari doha bahrain bahraini manama oman omani muscat salalah saudi arabia arabian riyadh jeddah mecca makkah medina madinah
  yemen yemeni sanaa emirates emirati uae dubai sharjah ajman fujairah abu dhabi ain morocco moroccan marrakesh marrakech rabat
  fez fes casablanca tangier algeria algerian algiers tunisia tunisian tunis libya libyan tripoli sudan sudanese khartoum
  mauritania somalia djibouti comoros gulf red dead mediterranean arab arabs arabic english french spanish german italian turkish
  persian urdu hindi chinese japanese africa african asia asian europe european america american australia antarctica england
  britain british london paris france spain italy germany turkey istanbul india china japan canada london york sahara sinai
  atlantic pacific indian arctic ocean sea river lake mount mountain desert island
  moon sun star stars sky earth mars venus jupiter saturn mercury neptune uranus pluto milky way galaxy universe planet
  teta tata sitti sitto jaddah jadda jiddo jeddo geddo grandma grandpa granny grandmother grandfather nana mama baba mum mom
  dad daddy mummy mommy papa uncle aunt auntie aunty amo ammo khalo khalto amto king queen prince princess sultan sheikh sheikha
  emir captain doctor teacher coach professor miss mister madam lady sir mrs
  lego minecraft disney pixar youtube internet ipad tablet robot superhero
`);

/** Family titles: "Teta Salwa" keeps "Teta" ("Teta's" for a possessive). */
const FAMILY_TITLES = words(`
  teta tata sitti sitto jaddah jadda jiddo jeddo geddo grandma grandpa granny grandmother grandfather nana mama baba mum mom dad
  daddy mummy mommy papa uncle aunt auntie aunty amo ammo khalo khalto amto
`);

/** Capitalised titles: "Princess Layla" becomes "the princess". */
const RANK_TITLES: Record<string, string> = {
  king: 'king',
  queen: 'queen',
  prince: 'prince',
  princess: 'princess',
  sultan: 'sultan',
  sheikh: 'sheikh',
  sheikha: 'sheikha',
  emir: 'emir',
  captain: 'captain',
  doctor: 'doctor',
  dr: 'doctor',
  teacher: 'teacher',
  coach: 'coach',
  professor: 'professor',
  mr: 'neighbour',
  mrs: 'neighbour',
  ms: 'neighbour',
  miss: 'teacher',
  mister: 'neighbour',
  madam: 'neighbour',
  lady: 'lady',
  sir: 'knight',
};

/** Words after which a name only labels someone already described: "my friend Layla" → "my friend". */
const ROLE_NOUNS = words(`
  friend sister brother cousin son daughter girl boy baby kid child neighbour neighbor grandson granddaughter niece nephew twin
  classmate teacher cat kitten dog puppy camel falcon horse pony rabbit bunny turtle tortoise owl bird parrot lion cub fish
  dolphin dragon unicorn genie fairy robot doll bear teddy hamster goldfish princess prince king queen sultan captain
`);

const BE_VERBS = words('is was are were be been being am');

const AR_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;

/** Arabic names, bare (without vowel marks). */
const AR_MALE = words(`
  محمد أحمد يوسف إبراهيم إسماعيل خالد حسين حمزة زيد سامي آدم طارق فيصل سليم راشد ماجد ناصر منصور وليد بلال أنس رامي فادي
  جاد زياد أيمن أيهم باسل بسام هشام محمود مصطفى عثمان عبدالله عبدالرحمن عبدالعزيز يحيى ياسين إدريس إلياس عيسى موسى هارون
  سليمان داود ريان طلال تامر تميم وائل يزن يزيد زكريا قاسم مروان مازن معاذ نديم نادر نزار عمران رياض سفيان توفيق وسيم يونس ليث
  شادي خليل لؤي مهدي مراد نواف أسامة قيس سمير أنور أيوب غسان حاتم إياد مهند ياسر فراس جواد كنان عمر
`);
const AR_FEMALE = words(`
  ليلى مريم سلمى فاطمة عائشة خديجة زينب رانيا لينا دانة دانا ريم ريما لمى لمياء منى نادية داليا دلال هيا جمانة لبنى لجين منال
  مها ميس ميار نوال نسرين رهف روان رزان ربى رولا سلوى سمر سميرة سناء شيماء سمية سهى تالا يارا ياسمين زهراء زينة أسيل دينا
  غادة هديل هند إسراء خولة لانا لارا ليان مروة ميرا نايلة نورة رندة رشا رقية صفية سوسن مايا جيهان حلا رنا رهام تسنيم سجى
`);
/** Arabic names that are also everyday words (نور "light", أمل "hope"): names only beside a title or another name. */
const AR_MALE_WORDLIKE = words(
  'علي كريم سعيد سعد أمير أمين صالح جمال كمال حسن مالك ماهر رشيد عادل سالم زين فارس نبيل شريف منير سيف فهد هادي حمد حامد ربيع مجد وسام حازم هاني عماد رائد صلاح',
);
const AR_FEMALE_WORDLIKE = words(
  'نور أمل هدى جنى سارة هالة ندى فرح حنان إيمان وفاء سحر بسمة وردة صفاء عبير جميلة أميرة ملاك هبة آية أسماء دعاء بشرى غدير علا سماح رحاب مرام شهد رغد جود لين وداد يسرى',
);

const AR_TITLES = words(`
  الفتاة الفتى الطفل الطفلة الصبي البنت الولد الأميرة الأمير الملك الملكة السلطان الشيخ الشيخة المعلم المعلمة الأستاذ الأستاذة
  الدكتور الدكتورة الطبيب الطبيبة الجد الجدة العم الخال العمة الخالة القطة القط الكلب الجمل الحصان الصقر الأرنب السلحفاة
  صديقي صديقتي صديقه صديقها صديقته صديقتها صديقنا صديقتنا أخي أختي أخته أخوه أخاه أخيه أختها أخوها ابني ابنتي ابنه ابنها ابنته
  ابنتها جدتي جدي تيتا ستي سيتي جدو جدتو عمو خالو خالتو ماما بابا أمي أبي خالتي عمتي عمي خالي
`);
const AR_INTRODUCERS = words('اسمه اسمها يدعى تدعى يسمى تسمى');
const AR_PREPOSITIONS = words('في من إلى على عن مع عند بين حول لدى مثل');
/** Prefixes an Arabic word can carry (and, so, with, for), longest first. */
const AR_PREFIXES = ['وب', 'ول', 'فب', 'فل', 'و', 'ف', 'ب', 'ل'];

type Token = { text: string; kind: 'latin' | 'arabic' | 'space' | 'other' };

interface NameHit {
  lang: 'en' | 'ar';
  /** Lower-case English base or bare Arabic name: the key that keeps one phrase per person. */
  key: string;
  /** Arabic prefix kept in front of the replacement (وليلى → وطفلة فضولية). */
  prefix: string;
  /** Apostrophe used by an English possessive ("'" or "’"), or ''. */
  possessive: string;
  female: boolean;
  /** An everyday word that is a name only in a name's company. */
  wordlike: boolean;
}

const TOKEN =
  /([A-Za-z]+(?:['’][A-Za-z]+)*(?:-[A-Za-z]+)*)|([\u0621-\u06D3]+)|(\s+)|([^A-Za-z\u0621-\u06D3\s]+)/g;

function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    kind: m[1] ? 'latin' : m[2] ? 'arabic' : m[3] ? 'space' : 'other',
  }));
}

function letterCount(word: string): number {
  return word.replace(/[^A-Za-z\u0621-\u064A]/g, '').length;
}

function englishName(text: string): NameHit | null {
  const match = /^(.*?)(?:(['’])s)?$/i.exec(text);
  const base = match?.[1] ?? text;
  const possessive = match?.[2] ?? '';
  if (/['’]/.test(base)) return null; // a contraction: don't, I'll
  const length = letterCount(base);
  if (length < 3 || length > 15) return null;
  const key = base.toLowerCase();
  const known = ENGLISH_NAMES.has(key) || ARAB_NAMES_LATIN.has(key);
  if (/^[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*$/.test(base)) {
    if (!known && key.split('-').some((part) => NOT_NAMES.has(part))) return null;
  } else if (!(base === key && ARAB_NAMES_LATIN.has(key) && !CAPITAL_ONLY.has(key))) {
    return null;
  }
  return { lang: 'en', key, prefix: '', possessive, female: false, wordlike: false };
}

function bareArabic(text: string): string {
  return text.replace(AR_DIACRITICS, '');
}

function arabicName(text: string): NameHit | null {
  const bare = bareArabic(text);
  const lookup = (prefix: string, name: string): NameHit | null => {
    if (letterCount(name) < 3 || letterCount(name) > 15) return null;
    const female = AR_FEMALE.has(name) || AR_FEMALE_WORDLIKE.has(name);
    const male = AR_MALE.has(name) || AR_MALE_WORDLIKE.has(name);
    if (!female && !male) return null;
    return {
      lang: 'ar',
      key: name,
      prefix,
      possessive: '',
      female,
      wordlike: AR_MALE_WORDLIKE.has(name) || AR_FEMALE_WORDLIKE.has(name),
    };
  };
  const whole = lookup('', bare);
  if (whole) return whole;
  for (const prefix of AR_PREFIXES) {
    if (!bare.startsWith(prefix)) continue;
    const hit = lookup(prefix, bare.slice(prefix.length));
    if (hit) return hit;
  }
  return null;
}

function classify(token: Token): NameHit | null {
  if (token.kind === 'latin') return englishName(token.text);
  if (token.kind === 'arabic') return arabicName(token.text);
  return null;
}

/** The word before index i, across exactly one space; -1 when there is none. */
function previousWord(tokens: Token[], i: number): number {
  const space = tokens[i - 1];
  const word = tokens[i - 2];
  return space?.kind === 'space' &&
    !space.text.includes('\n') &&
    word &&
    (word.kind === 'latin' || word.kind === 'arabic')
    ? i - 2
    : -1;
}

function atSentenceStart(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const token = tokens[k]!;
    if (token.kind === 'space') {
      if (token.text.includes('\n')) return true;
      continue;
    }
    if (token.kind !== 'other') return false;
    if (/[.!?…؟:]/.test(token.text)) return true;
    if (!/^["“”'‘’«»([]+$/.test(token.text)) return false;
  }
  return true;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "عمر" is also "age": في عمر السابعة، بعمر خمس سنوات. */
function isAgeWord(tokens: Token[], i: number, hit: NameHit): boolean {
  if (hit.key !== 'عمر') return false;
  if (hit.prefix.includes('ب')) return true;
  const before = previousWord(tokens, i);
  if (before >= 0 && ['في', 'من', 'نفس'].includes(bareArabic(tokens[before]!.text))) return true;
  const after = tokens[i + 2];
  return (
    tokens[i + 1]?.kind === 'space' &&
    after !== undefined &&
    (/^(ال|سن|عام|[0-9٠-٩])/.test(bareArabic(after.text)) || /^[0-9]/.test(after.text))
  );
}

function stripArabicPrefix(word: string, set: Set<string>): string | undefined {
  const bare = bareArabic(word);
  if (set.has(bare)) return bare;
  for (const prefix of AR_PREFIXES)
    if (bare.startsWith(prefix) && set.has(bare.slice(prefix.length)))
      return bare.slice(prefix.length);
  return undefined;
}

/** Joins an Arabic prefix to a phrase: ل + الطفلة → للطفلة. */
function withPrefix(prefix: string, phrase: string): string {
  return prefix.endsWith('ل') && phrase.startsWith('ال')
    ? prefix + phrase.slice(1)
    : prefix + phrase;
}

/**
 * Replaces the names in a story description with neutral phrases. Words that are not names are
 * left exactly as they were, and running it again changes nothing more.
 */
export function anonymiseDescription(text: string, options: AnonymiseOptions = {}): string {
  const random = options.random ?? Math.random;
  const tokens = tokenise(text);
  const kept = new Set(
    (options.keep ?? []).flatMap((name) => [name.trim().toLowerCase(), bareArabic(name.trim())]),
  );
  const hits = tokens.map((token) => {
    const hit = classify(token);
    return hit && kept.has(hit.key) ? null : hit;
  });
  const chosen = { en: new Map<string, number>(), ar: new Map<string, number>() };
  const seenGroups = new Set<string>();

  const pick = (lang: 'en' | 'ar', key: string): { index: number; seen: boolean } => {
    const known = chosen[lang].get(key);
    if (known !== undefined) return { index: known, seen: true };
    const used = new Set(chosen[lang].values());
    const free = neutralPhrases.en.map((_, k) => k).filter((k) => !used.has(k));
    const pool = free.length ? free : neutralPhrases.en.map((_, k) => k);
    const index = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
    chosen[lang].set(key, index);
    return { index, seen: false };
  };

  const clear = (from: number, to: number) => {
    for (let k = from; k <= to; k++) tokens[k]!.text = '';
  };

  /** The names joined to the one at i by "and", "&", "و" or commas (the last join an "and"); else just [i]. */
  const groupAt = (i: number): number[] => {
    const first = hits[i]!;
    const members = [i];
    let joinedByAnd = 0;
    for (let k = i + 1; !hits[members[members.length - 1]!]!.possessive;) {
      let sawAnd = false;
      let sawComma = false;
      let j = k;
      for (; j < tokens.length; j++) {
        const t = tokens[j]!;
        const lower = t.text.toLowerCase();
        if (t.kind === 'space' && !t.text.includes('\n')) continue;
        if (t.kind === 'other' && /^[,،]$/.test(t.text) && !sawComma && !sawAnd) sawComma = true;
        else if (
          !sawAnd &&
          (first.lang === 'en' ? lower === 'and' || lower === '&' : t.text === 'و')
        )
          sawAnd = true;
        else break;
      }
      const next = hits[j];
      if (!next || next.lang !== first.lang || tokens[j - 1]?.kind !== 'space') break;
      const and = sawAnd || (next.lang === 'ar' && next.prefix === 'و');
      if (!and && !sawComma) break;
      members.push(j);
      if (and) joinedByAnd = members.length;
      k = j + 1;
    }
    const group = members.slice(0, joinedByAnd);
    if (group.length < 2 || (first.lang === 'ar' && group.every((m) => hits[m]!.wordlike)))
      return [i];
    return group;
  };

  for (let i = 0; i < tokens.length; i++) {
    const hit = hits[i];
    if (!hit || tokens[i]!.text === '') continue;
    if (hit.lang === 'ar' && isAgeWord(tokens, i, hit)) continue;
    const group = groupAt(i);
    const last = group[group.length - 1]!;
    const possessive = hits[last]!.possessive;
    const before = previousWord(tokens, i);
    const beforeText = before >= 0 ? tokens[before]!.text : '';
    const beforeLower = beforeText.toLowerCase();

    // "a cat named Mishmish" → "a cat"; "فتاة اسمها ليلى" → "فتاة".
    const introducedBy =
      hit.lang === 'en'
        ? ['named', 'called'].includes(beforeLower)
        : Boolean(stripArabicPrefix(beforeText, AR_INTRODUCERS));
    if (
      introducedBy &&
      previousWord(tokens, before) >= 0 &&
      !BE_VERBS.has(tokens[previousWord(tokens, before)]!.text.toLowerCase())
    ) {
      clear(before - 1, last);
      if (possessive) tokens[before - 2]!.text += `${possessive}s`;
      i = last;
      continue;
    }

    if (group.length === 1) {
      const capitalTitle = /^[A-Z]/.test(beforeText);
      if (
        hit.lang === 'en' &&
        before >= 0 &&
        (FAMILY_TITLES.has(beforeLower) || (ROLE_NOUNS.has(beforeLower) && !capitalTitle))
      ) {
        // "Teta Salwa's" → "Teta's"; "my friend Layla" → "my friend".
        clear(i - 1, i);
        if (possessive) tokens[before]!.text += `${possessive}s`;
        continue;
      }
      if (hit.lang === 'en' && before >= 0 && capitalTitle && RANK_TITLES[beforeLower]) {
        const phrase = `the ${RANK_TITLES[beforeLower]}${possessive ? `${possessive}s` : ''}`;
        tokens[before]!.text = atSentenceStart(tokens, before) ? capitalise(phrase) : phrase;
        clear(i - 1, i);
        continue;
      }
      if (hit.lang === 'ar' && before >= 0 && stripArabicPrefix(beforeText, AR_TITLES)) {
        clear(i - 1, i);
        continue;
      }
      if (hit.wordlike) continue;
    }

    const start = atSentenceStart(tokens, i);
    let replacement: string;
    if (hit.lang === 'en') {
      if (group.length > 2)
        replacement = possessive
          ? `${neutralPhrases.enGroup}${possessive}s`
          : neutralPhrases.enGroup;
      else if (group.length === 2) {
        const key = group
          .map((m) => hits[m]!.key)
          .sort()
          .join('+');
        const pair =
          seenGroups.has(key) || possessive
            ? neutralPhrases.enPair.definite
            : neutralPhrases.enPair.indefinite;
        seenGroups.add(key);
        replacement = possessive ? `${pair}${possessive}` : pair;
      } else if (possessive) {
        const known = chosen.en.get(hit.key);
        replacement = `${known === undefined ? neutralPhrases.enPossessive : neutralPhrases.en[known]!.definite}${possessive}s`;
      } else {
        const { index, seen } = pick('en', hit.key);
        const phrase: Phrase = neutralPhrases.en[index]!;
        replacement = seen ? phrase.definite : phrase.indefinite;
      }
      if (start) replacement = capitalise(replacement);
    } else if (group.length > 2) {
      replacement = withPrefix(hit.prefix, neutralPhrases.arGroup);
    } else if (group.length === 2) {
      const key = group
        .map((m) => hits[m]!.key)
        .sort()
        .join('+');
      const forms = group.every((m) => hits[m]!.female)
        ? neutralPhrases.arPair.female
        : neutralPhrases.arPair.male;
      const genitive =
        /[بل]/.test(hit.prefix) ||
        (before >= 0 && AR_PREPOSITIONS.has(bareArabic(beforeText))) ||
        !start;
      const form = forms[genitive ? 1 : 0];
      replacement = withPrefix(hit.prefix, seenGroups.has(key) ? `ال${form}` : form);
      seenGroups.add(key);
    } else {
      const { index, seen } = pick('ar', hit.key);
      const phrase: Phrase = neutralPhrases.ar[hit.female ? 'female' : 'male'][index]!;
      replacement = withPrefix(hit.prefix, seen ? phrase.definite : phrase.indefinite);
    }
    tokens[i]!.text = replacement;
    if (last > i) clear(i + 1, last);
    i = last;
  }
  return tokens.map((t) => t.text).join('');
}
