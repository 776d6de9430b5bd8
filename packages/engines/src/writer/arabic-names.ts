import { stripTashkeel } from './arabic-text.ts';

/**
 * Common names the writer can vowel and decline itself. `dip`: diptote (عُمَرُ / عُمَرَ),
 * `trip`: triptote (زَيْدٌ / زَيْدًا / زَيْدٍ), `fixed`: ends in a long vowel and does not change.
 */
export type Declension = 'dip' | 'trip' | 'fixed';
export interface KnownName {
  ar: string;
  decl: Declension;
}

const table: Array<[string[], string, Declension]> = [
  [['layla', 'leila', 'laila', 'leyla'], 'لَيْلى', 'fixed'],
  [['omar', 'umar'], 'عُمَر', 'dip'],
  [['sara', 'sarah'], 'سارَة', 'dip'],
  [['ahmed', 'ahmad'], 'أَحْمَد', 'dip'],
  [['yusuf', 'youssef', 'yousef', 'yousif', 'joseph'], 'يوسُف', 'dip'],
  [['maryam', 'mariam', 'mariyam'], 'مَرْيَم', 'dip'],
  [['noor', 'nour', 'nur'], 'نور', 'dip'],
  [['zain', 'zayn', 'zein'], 'زَيْن', 'trip'],
  [['zaid', 'zayd', 'zaed'], 'زَيْد', 'trip'],
  [['fatima', 'fatma', 'fatimah'], 'فاطِمَة', 'dip'],
  [['ali'], 'عَلِيّ', 'trip'],
  [['khalid', 'khaled'], 'خالِد', 'trip'],
  [['hind'], 'هِنْد', 'dip'],
  [['salma'], 'سَلْمى', 'fixed'],
  [['reem', 'rim'], 'ريم', 'dip'],
  [['karim', 'kareem'], 'كَريم', 'trip'],
  [['adam'], 'آدَم', 'dip'],
  [['hamza', 'hamzah'], 'حَمْزَة', 'dip'],
  [['amina', 'aminah', 'ameena'], 'آمِنَة', 'dip'],
  [['aisha', 'aysha', 'aishah'], 'عائِشَة', 'dip'],
  [['yasmin', 'yasmine', 'yasmeen', 'jasmine'], 'ياسْمين', 'dip'],
  [['hassan', 'hasan'], 'حَسَن', 'trip'],
  [['hussein', 'husain', 'hussain'], 'حُسَيْن', 'trip'],
  [['mohammed', 'muhammad', 'mohamed', 'mohammad'], 'مُحَمَّد', 'trip'],
  [['ibrahim'], 'إِبْراهيم', 'dip'],
  [['ismail'], 'إِسْماعيل', 'dip'],
  [['rami'], 'رامي', 'fixed'],
  [['sami'], 'سامي', 'fixed'],
  [['hadi'], 'هادي', 'fixed'],
  [['fadi'], 'فادي', 'fixed'],
  [['dana'], 'دانَة', 'dip'],
  [['lina', 'leena'], 'لينا', 'fixed'],
  [['jana'], 'جَنى', 'fixed'],
  [['malak'], 'مَلاك', 'dip'],
  [['salem', 'salim'], 'سالِم', 'trip'],
  [['tariq', 'tarek', 'tarik'], 'طارِق', 'trip'],
  [['rashid', 'rashed'], 'راشِد', 'trip'],
  [['mansour', 'mansoor'], 'مَنْصور', 'trip'],
  [['sultan'], 'سُلْطان', 'dip'],
  [['hamdan'], 'حَمْدان', 'dip'],
  [['saeed', 'said'], 'سَعيد', 'trip'],
  [['mona', 'muna'], 'مُنى', 'fixed'],
  [['huda', 'houda'], 'هُدى', 'fixed'],
  [['farah'], 'فَرَح', 'dip'],
  [['nadia'], 'نادِيَة', 'dip'],
  [['rania'], 'رانِيا', 'fixed'],
  [['yara'], 'يارا', 'fixed'],
  [['tala'], 'تالا', 'fixed'],
  [['jude', 'joud'], 'جود', 'dip'],
  [['ziad', 'ziyad'], 'زِياد', 'trip'],
  [['faris', 'fares'], 'فارِس', 'trip'],
  [['majid', 'majed'], 'ماجِد', 'trip'],
  [['nasser', 'nasir'], 'ناصِر', 'trip'],
  [['bilal'], 'بِلال', 'trip'],
  [['idris'], 'إِدْريس', 'dip'],
  [['zainab', 'zaynab'], 'زَيْنَب', 'dip'],
  [['maha'], 'مَها', 'fixed'],
  [['khadija', 'khadijah'], 'خَديجَة', 'dip'],
  [['aya'], 'آيَة', 'dip'],
  [['jamal'], 'جَمال', 'trip'],
  [['amal'], 'أَمَل', 'dip'],
  [['samir', 'sameer'], 'سَمير', 'trip'],
  [['nabil'], 'نَبيل', 'trip'],
  [['musa', 'moussa'], 'موسى', 'fixed'],
  [['isa', 'eisa'], 'عيسى', 'fixed'],
  [['yahya'], 'يَحْيى', 'fixed'],
  [['saif', 'sayf', 'seif'], 'سَيْف', 'trip'],
  [['saqr', 'saqer', 'saker'], 'صَقْر', 'trip'],
  [['mazen'], 'مازِن', 'trip'],
  [['lujain', 'lujayn'], 'لُجَيْن', 'dip'],
  [['shahd'], 'شَهْد', 'dip'],
  [['ghaith', 'ghayth'], 'غَيْث', 'trip'],
  [['hala'], 'هالَة', 'dip'],
  [['rayan', 'rayyan'], 'رَيّان', 'dip'],
  [['nawaf'], 'نَوّاف', 'trip'],
  [['laith', 'layth'], 'لَيْث', 'trip'],
  [['qamar'], 'قَمَر', 'dip'],
  [['najma'], 'نَجْمَة', 'dip'],
  [['sahar'], 'سَحَر', 'dip'],
  [['badr'], 'بَدْر', 'trip'],
  [['hilal'], 'هِلال', 'trip'],
  [['warda'], 'وَرْدَة', 'dip'],
  [['lulu', 'loulou'], 'لولو', 'fixed'],
  [['mishmish'], 'مِشْمِش', 'dip'],
];

const byEnglish = new Map<string, KnownName>();
const byArabic = new Map<string, KnownName>();
for (const [keys, ar, decl] of table) {
  for (const key of keys) byEnglish.set(key, { ar, decl });
  byArabic.set(normaliseArabicName(ar), { ar, decl });
}

export function knownNameFromEnglish(name: string): KnownName | null {
  return byEnglish.get(name.trim().toLowerCase()) ?? null;
}

export function knownNameFromArabic(name: string): KnownName | null {
  return byArabic.get(normaliseArabicName(name)) ?? null;
}

function normaliseArabicName(name: string): string {
  return stripTashkeel(name).trim().replace(/[أإآ]/g, 'ا').replace(/ة$/, 'ه').replace(/ى$/, 'ي');
}
