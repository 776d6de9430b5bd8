import type { PlaceKind, Words } from './types.ts';
import { words } from './words.ts';

export interface PlaceEntry {
  kind: PlaceKind;
  key?: string;
  words: Words;
  cues: readonly string[];
}

const city = (key: string, w: Words, cues: string[], kind: PlaceKind = 'city'): PlaceEntry => ({
  kind,
  key,
  words: w,
  cues,
});

/**
 * Cities and countries an idea may name, with their proper Arabic names: the Arabic story says
 * الإسكندرية where the parent typed Alexandria, never "the beach".
 */
export const namedPlaces: readonly PlaceEntry[] = [
  city('alexandria', words('Alexandria', 'الإِسْكَنْدَرِيَّةُ', 'إسكندرية', 'الإسكندرية', 'الإسكندرية'), [
    'alexandria',
    'iskandariya',
    'iskandaria',
    'اسكندريه',
    'الاسكندريه',
    'إسكندرية',
    'اسكندرانيه',
  ]),
  city('cairo', words('Cairo', 'القاهِرَةُ', 'القاهرة', 'القاهرة', 'القاهرة'), [
    'cairo',
    'قاهره',
    'القاهره',
  ]),
  city('giza', words('Giza', 'الجيزَةُ', 'الجيزة', 'الجيزة', 'الجيزة'), [
    'giza',
    'pyramids',
    'جيزه',
    'الجيزه',
    'الاهرامات',
    'الهرم',
  ]),
  city('luxor', words('Luxor', 'الأُقْصُرُ', 'الأقصر', 'الأقصر', 'الأقصر'), [
    'luxor',
    'الاقصر',
    'اقصر',
  ]),
  city('aswan', words('Aswan', 'أَسْوانُ', 'أسوان', 'أسوان', 'أسوان'), ['aswan', 'اسوان']),
  city('sharm', words('Sharm El Sheikh', 'شَرْمُ الشَّيْخِ', 'شرم الشيخ', 'شرم الشيخ', 'شرم الشيخ'), [
    'sharm',
    'شرم',
  ]),
  city('hurghada', words('Hurghada', 'الغَرْدَقَةُ', 'الغردقة', 'الغردقة', 'الغردقة'), [
    'hurghada',
    'غردقه',
    'الغردقه',
  ]),
  city(
    'sahel',
    words('the North Coast', 'السّاحِلُ الشَّمالِيُّ', 'الساحل', 'الساحل الشمالي', 'الساحل الشمالي'),
    ['north coast', 'sahel', 'الساحل الشمالي', 'الساحل'],
  ),
  city('mansoura', words('Mansoura', 'المَنْصورَةُ', 'المنصورة', 'المنصورة', 'المنصورة'), [
    'mansoura',
    'منصوره',
    'المنصوره',
  ]),
  city('tanta', words('Tanta', 'طَنْطا', 'طنطا', 'طنطا', 'طنطا'), ['tanta', 'طنطا']),
  city('beirut', words('Beirut', 'بَيْروتُ', 'بيروت', 'بيروت', 'بيروت'), ['beirut', 'بيروت']),
  city('byblos', words('Byblos', 'جُبَيْلُ', 'جبيل', 'جبيل', 'جبيل'), ['byblos', 'jbeil', 'جبيل']),
  city('tripoli-lb', words('Tripoli', 'طَرابُلُسُ', 'طرابلس', 'طرابلس', 'طرابلس'), [
    'tripoli',
    'طرابلس',
  ]),
  city('saida', words('Sidon', 'صَيْدا', 'صيدا', 'صيدا', 'صيدا'), ['sidon', 'saida', 'صيدا']),
  city('tyre', words('Tyre', 'صورُ', 'صور', 'صور', 'صور'), ['tyre']),
  city('zahle', words('Zahle', 'زَحْلَةُ', 'زحلة', 'زحلة', 'زحلة'), ['zahle', 'زحله']),
  city('damascus', words('Damascus', 'دِمَشْقُ', 'دمشق', 'الشام', 'دمشق'), [
    'damascus',
    'دمشق',
    'الشام',
  ]),
  city('aleppo', words('Aleppo', 'حَلَبُ', 'حلب', 'حلب', 'حلب'), ['aleppo', 'حلب']),
  city('amman', words('Amman', 'عَمّانُ', 'عمّان', 'عمّان', 'عمّان'), [
    'amman',
    'عمان & الاردن',
    'عمان & اردن',
  ]),
  city('petra', words('Petra', 'البَتْراءُ', 'البترا', 'البترا', 'البتراء'), [
    'petra',
    'البترا',
    'البتراء',
  ]),
  city('jerusalem', words('Jerusalem', 'القُدْسُ', 'القدس', 'القدس', 'القدس'), [
    'jerusalem',
    'al quds',
    'القدس',
  ]),
  city('gaza', words('Gaza', 'غَزَّةُ', 'غزّة', 'غزّة', 'غزّة'), ['gaza', 'غزه']),
  city('riyadh', words('Riyadh', 'الرِّياضُ', 'الرياض', 'الرياض', 'الرياض'), ['riyadh', 'الرياض']),
  // Written without the shadda in the dialects: «جدّة» is also grandma, which Emirati says يدّة.
  city('jeddah', words('Jeddah', 'جُدَّةُ', 'جدة', 'جدة', 'جدة'), ['jeddah', 'jedda', 'jiddah']),
  city('makkah', words('Makkah', 'مَكَّةُ', 'مكّة', 'مكّة', 'مكّة'), [
    'mecca',
    'makkah',
    'makka',
    'مكه',
    'مكه المكرمه',
  ]),
  city('madinah', words('Madinah', 'المَدينَةُ المُنَوَّرَةُ', 'المدينة', 'المدينة', 'المدينة'), [
    'medina',
    'madinah',
    'madina',
    'المدينه المنوره',
    'المدينه & النبي',
    'المدينه & الحرم',
  ]),
  city('alula', words('AlUla', 'العُلا', 'العلا', 'العلا', 'العلا'), [
    'alula',
    'al ula',
    'al-ula',
    'العلا',
  ]),
  city('abha', words('Abha', 'أَبْها', 'أبها', 'أبها', 'أبها'), ['abha', 'ابها']),
  city('taif', words('Taif', 'الطّائِفُ', 'الطائف', 'الطائف', 'الطائف'), ['taif', 'الطايف', 'الطائف']),
  city('dammam', words('Dammam', 'الدَّمّامُ', 'الدمّام', 'الدمّام', 'الدمّام'), ['dammam', 'الدمام']),
  city('dubai', words('Dubai', 'دُبَيّ', 'دبي', 'دبي', 'دبي'), ['dubai', 'دبي']),
  city('abu-dhabi', words('Abu Dhabi', 'أَبوظَبْيٍ', 'أبوظبي', 'أبوظبي', 'أبوظبي'), [
    'abu dhabi',
    'abudhabi',
    'ابوظبي',
    'ابو ظبي',
  ]),
  city('sharjah', words('Sharjah', 'الشّارِقَةُ', 'الشارقة', 'الشارقة', 'الشارقة'), [
    'sharjah',
    'الشارقه',
    'شارقه',
  ]),
  city('al-ain', words('Al Ain', 'العَيْنُ', 'العين', 'العين', 'العين'), ['al ain', 'alain']),
  city(
    'ras-al-khaimah',
    words('Ras Al Khaimah', 'رَأْسُ الخَيْمَةِ', 'رأس الخيمة', 'رأس الخيمة', 'رأس الخيمة'),
    ['ras al khaimah', 'راس الخيمه'],
  ),
  city('fujairah', words('Fujairah', 'الفُجَيْرَةُ', 'الفجيرة', 'الفجيرة', 'الفجيرة'), [
    'fujairah',
    'الفجيره',
  ]),
  city('liwa', words('Liwa', 'ليوا', 'ليوا', 'ليوا', 'ليوا'), ['liwa', 'ليوا']),
  city('doha', words('Doha', 'الدَّوْحَةُ', 'الدوحة', 'الدوحة', 'الدوحة'), ['doha', 'الدوحه']),
  city('kuwait', words('Kuwait', 'الكُوَيْتُ', 'الكويت', 'الكويت', 'الكويت'), [
    'kuwait',
    'الكويت',
    'كويت',
  ]),
  city('manama', words('Manama', 'المَنامَةُ', 'المنامة', 'المنامة', 'المنامة'), [
    'manama',
    'bahrain',
    'المنامه',
    'البحرين',
  ]),
  city('muscat', words('Muscat', 'مَسْقَطُ', 'مسقط', 'مسقط', 'مسقط'), [
    'muscat',
    'oman',
    'مسقط',
    'عمان & مسقط',
  ]),
  city('baghdad', words('Baghdad', 'بَغْدادُ', 'بغداد', 'بغداد', 'بغداد'), ['baghdad', 'بغداد']),
  city('tunis', words('Tunis', 'تونِسُ', 'تونس', 'تونس', 'تونس'), ['tunis', 'tunisia', 'تونس']),
  city('marrakech', words('Marrakech', 'مَرّاكُشُ', 'مراكش', 'مراكش', 'مراكش'), [
    'marrakech',
    'marrakesh',
    'مراكش',
  ]),
  city(
    'casablanca',
    words('Casablanca', 'الدّارُ البَيْضاءُ', 'الدار البيضا', 'الدار البيضا', 'الدار البيضاء'),
    ['casablanca', 'الدار البيضاء', 'الدار البيضا'],
  ),
  city('khartoum', words('Khartoum', 'الخُرْطومُ', 'الخرطوم', 'الخرطوم', 'الخرطوم'), [
    'khartoum',
    'الخرطوم',
  ]),
  city('london', words('London', 'لَنْدَنُ', 'لندن', 'لندن', 'لندن'), ['london', 'لندن']),
  city('paris', words('Paris', 'باريسُ', 'باريس', 'باريس', 'باريس'), ['paris', 'باريس']),
  city('istanbul', words('Istanbul', 'إِسْطَنْبولُ', 'إسطنبول', 'إسطنبول', 'إسطنبول'), [
    'istanbul',
    'اسطنبول',
    'تركيا',
  ]),
  city('egypt', words('Egypt', 'مِصْرُ', 'مصر', 'مصر', 'مصر'), ['egypt', 'مصر'], 'country'),
  city(
    'lebanon',
    words('Lebanon', 'لُبْنانُ', 'لبنان', 'لبنان', 'لبنان'),
    ['lebanon', 'لبنان'],
    'country',
  ),
  city(
    'jordan',
    words('Jordan', 'الأُرْدُنُّ', 'الأردن', 'الأردن', 'الأردن'),
    ['jordan', 'الاردن'],
    'country',
  ),
  city('syria', words('Syria', 'سورِيَا', 'سوريا', 'سوريا', 'سوريا'), ['syria', 'سوريا'], 'country'),
  city(
    'palestine',
    words('Palestine', 'فِلَسْطينُ', 'فلسطين', 'فلسطين', 'فلسطين'),
    ['palestine', 'فلسطين'],
    'country',
  ),
  city(
    'saudi',
    words('Saudi Arabia', 'السَّعودِيَّةُ', 'السعودية', 'السعودية', 'السعودية'),
    ['saudi', 'ksa', 'السعوديه'],
    'country',
  ),
  city(
    'uae',
    words('the Emirates', 'الإِماراتُ', 'الإمارات', 'الإمارات', 'الإمارات'),
    ['uae', 'emirates', 'الامارات'],
    'country',
  ),
  city('qatar', words('Qatar', 'قَطَرُ', 'قطر', 'قطر', 'قطر'), ['qatar', 'قطر'], 'country'),
  city(
    'morocco',
    words('Morocco', 'المَغْرِبُ', 'المغرب', 'المغرب', 'المغرب'),
    ['morocco', 'المغرب & بلد', 'المغرب & نسافر'],
    'country',
  ),
  city(
    'iraq',
    words('Iraq', 'العِراقُ', 'العراق', 'العراق', 'العراق'),
    ['iraq', 'العراق'],
    'country',
  ),
  city(
    'sudan',
    words('Sudan', 'السّودانُ', 'السودان', 'السودان', 'السودان'),
    ['sudan', 'السودان'],
    'country',
  ),
  city(
    'turkey',
    words('Turkey', 'تُرْكِيَا', 'تركيا', 'تركيا', 'تركيا'),
    ['turkey & @travel'],
    'country',
  ),
];

/** Kinds of place, most specific first ("grandma's house" before "house"). */
export const placeKinds: readonly PlaceEntry[] = [
  {
    kind: 'grandparents-house',
    words: words("Grandma's house", 'بَيْتُ الجَدَّةِ', 'بيت تيتة', 'بيت تيتا', 'بيت الجدّة', 'بيت اليدّة'),
    cues: [
      '@grandma house',
      '@grandpa house',
      '@grandparents house',
      '@grandma place',
      'بيت @grandma',
      'بيت @grandpa',
      'بيت @grandparents',
      'عند @grandma',
      'عند @grandpa',
      'دار @grandma',
      'دار @grandpa',
      'بيت العيله',
    ],
  },
  {
    kind: 'dentist',
    words: words(
      "the dentist's clinic",
      'عِيَادَةُ الأَسْنانِ',
      'عيادة السنان',
      'عيادة الأسنان',
      'عيادة الأسنان',
    ),
    cues: [
      'dentist',
      'dental',
      'دكتور اسنان',
      'طبيب اسنان',
      'عياده اسنان',
      'دكتور سنان',
      'حكيم اسنان',
    ],
  },
  {
    kind: 'hospital',
    words: words('the hospital', 'المُسْتَشْفى', 'المستشفى', 'المستشفى', 'المستشفى'),
    cues: ['hospital', 'مستشفي', 'المستشفي'],
  },
  {
    kind: 'clinic',
    words: words("the doctor's clinic", 'العِيَادَةُ', 'العيادة', 'العيادة', 'العيادة'),
    cues: [
      'clinic',
      'doctor',
      'doctors',
      'pediatrician',
      'عياده',
      'دكتور',
      'دكتوره',
      'طبيب',
      'مستوصف',
      'الحكيم',
    ],
  },
  {
    kind: 'kindergarten',
    words: words('the kindergarten', 'الرَّوْضَةُ', 'الحضانة', 'الروضة', 'الروضة'),
    cues: [
      'kindergarten',
      'preschool',
      'nursery',
      'daycare',
      'kg1',
      'kg2',
      'روضه',
      'حضانه',
      'تمهيدي',
      'كي جي',
    ],
  },
  {
    kind: 'school',
    words: words('school', 'المَدْرَسَةُ', 'المدرسة', 'المدرسة', 'المدرسة'),
    cues: ['school', 'class', 'classroom', 'مدرسه', 'فصل', 'صف', 'مدارس'],
  },
  {
    kind: 'airport',
    words: words('the airport', 'المَطارُ', 'المطار', 'المطار', 'المطار'),
    cues: ['airport', 'مطار'],
  },
  {
    kind: 'plane',
    words: words('the plane', 'الطّائِرَةُ', 'الطيّارة', 'الطيّارة', 'الطيّارة'),
    cues: ['plane', 'airplane', 'flight', 'طياره', 'طائره'],
  },
  {
    kind: 'beach',
    words: words('the beach', 'الشّاطِئُ', 'البحر', 'البحر', 'البحر'),
    cues: ['beach', 'seaside', 'sea', 'شاطئ', 'شاطي', 'شط', 'البحر', 'بحر', 'بلاج', 'البلاج'],
  },
  {
    kind: 'pool',
    words: words('the swimming pool', 'المَسْبَحُ', 'حمّام السباحة', 'المسبح', 'المسبح', 'البركة'),
    cues: ['pool', 'swimming pool', 'حمام سباحه', 'مسبح', 'بيسين', 'بركه'],
  },
  {
    kind: 'playground',
    words: words('the playground', 'المَلْعَبُ', 'الملاهي', 'الملعب', 'الملعب'),
    cues: ['playground', 'ملاهي', 'مراجيح', 'الزحليقه'],
  },
  {
    kind: 'park',
    words: words('the park', 'الحَديقَةُ العامَّةُ', 'الجنينة', 'الحديقة', 'الحديقة'),
    cues: ['park', 'جنينه', 'منتزه', 'بارك', 'حديقه عامه'],
  },
  {
    kind: 'zoo',
    words: words(
      'the zoo',
      'حَديقَةُ الحَيَواناتِ',
      'جنينة الحيوانات',
      'حديقة الحيوانات',
      'حديقة الحيوانات',
    ),
    cues: ['zoo', 'حديقه الحيوان', 'حديقه حيوانات', 'جنينه الحيوانات'],
  },
  {
    kind: 'farm',
    words: words('the farm', 'المَزْرَعَةُ', 'الغيط', 'المزرعة', 'المزرعة', 'العزبة'),
    cues: ['farm', 'مزرعه', 'غيط', 'عزبه'],
  },
  {
    kind: 'desert',
    words: words('the desert', 'الصَّحْراءُ', 'الصحرا', 'الصحرا', 'البرّ', 'البرّ'),
    cues: ['desert', 'dunes', 'camping', 'صحرا', 'صحراء', 'البر', 'كشته', 'مخيم'],
  },
  {
    kind: 'mountain',
    words: words('the mountains', 'الجِبالُ', 'الجبل', 'الجبل', 'الجبل'),
    cues: ['mountain', 'mountains', 'hike', 'hiking', 'جبل', 'جبال', 'الضيعه & جبل'],
  },
  {
    kind: 'village',
    words: words('the village', 'القَرْيَةُ', 'البلد', 'الضيعة', 'القرية', 'الفريج'),
    cues: ['village', 'countryside', 'قريه', 'الضيعه', 'ضيعه', 'الريف', 'البلد & تيتا'],
  },
  {
    kind: 'mosque',
    words: words('the mosque', 'المَسْجِدُ', 'الجامع', 'الجامع', 'المسجد'),
    cues: ['mosque', 'masjid', 'مسجد', 'جامع'],
  },
  {
    kind: 'souk',
    words: words('the souk', 'السّوقُ', 'السوق', 'السوق', 'السوق'),
    cues: ['souk', 'souq', 'market', 'bazaar', 'سوق'],
  },
  {
    kind: 'mall',
    words: words('the mall', 'المَرْكَزُ التِّجارِيُّ', 'المول', 'المول', 'المول'),
    cues: ['mall', 'supermarket', 'shop', 'shops', 'store', 'مول', 'سوبر ماركت', 'محل'],
  },
  {
    kind: 'barber',
    words: words("the barber's", 'صالونُ الحِلاقَةِ', 'الحلّاق', 'الحلّاق', 'الحلّاق'),
    cues: ['barber', 'salon', 'hairdresser', 'حلاق', 'صالون', 'كوافير'],
  },
  {
    kind: 'stage',
    words: words('the stage', 'خَشَبَةُ المَسْرَحِ', 'المسرح', 'المسرح', 'المسرح'),
    cues: ['stage', 'مسرح'],
  },
  {
    kind: 'camp',
    words: words('the camp', 'المُخَيَّمُ', 'الكامب', 'المخيّم', 'المخيّم'),
    cues: ['summer camp', 'camp', 'كامب', 'مخيم صيفي'],
  },
  {
    kind: 'car',
    words: words('the car', 'السَّيّارَةُ', 'العربيّة', 'السيّارة', 'السيّارة'),
    cues: ['car', 'road trip', 'long drive', 'عربيه', 'سياره'],
  },
  {
    kind: 'new-house',
    words: words('the new home', 'البَيْتُ الجَديدُ', 'البيت الجديد', 'البيت الجديد', 'البيت اليديد'),
    cues: [
      'new house',
      'new home',
      'new apartment',
      'new flat',
      'بيت جديد',
      'شقه جديده',
      'بيت يديد',
    ],
  },
  {
    kind: 'bedroom',
    words: words(
      'the bedroom',
      'غُرْفَةُ النَّوْمِ',
      'أوضة النوم',
      'أوضة النوم',
      'غرفة النوم',
      'حجرة النوم',
    ),
    cues: [
      'bedroom',
      'her room',
      'his room',
      'own room',
      'bed',
      'اوضه',
      'اوضته',
      'اوضتها',
      'غرفته',
      'غرفتها',
      'غرفه النوم',
      'اوضه النوم',
      'سرير',
      'تخت',
    ],
  },
  {
    kind: 'garden',
    words: words('the garden', 'الحَديقَةُ', 'الجنينة', 'الجنينة', 'الحديقة', 'الحوي'),
    cues: ['garden', 'backyard', 'yard', 'حديقه', 'حوش', 'حوي'],
  },
  {
    kind: 'home',
    words: words('home', 'البَيْتُ', 'البيت', 'البيت', 'البيت'),
    cues: ['home', 'house', 'apartment', 'بيت', 'البيت', 'شقه', 'منزل', 'الدار'],
  },
  {
    kind: 'abroad',
    words: words('another country', 'بَلَدٌ آخَرُ', 'بلد تاني', 'بلد تاني', 'بلد ثاني'),
    cues: [
      'abroad',
      'another country',
      'overseas',
      'بلد تاني',
      'بلد ثاني',
      'بلد اخر',
      'الخارج',
      'بره البلد',
      'برا البلد',
    ],
  },
];
