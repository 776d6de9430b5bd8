import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Our country's day (no country is named: the story says "our country" and "our flag"). The paper
 * flag the child made is torn on the eve of the day, while every balcony in the street has a flag.
 * Baba mends it and they make bunting in the colours of the flag for the balcony; or Grandpa mends it,
 * lays it flat under a heavy book, and tells stories of our country while it rests.
 */

const country = '{d:بلدنا|بلدنا|ديرتنا|بلادنا}';
const balcony = '{d:البلكونة|البرندة|البلكونة|البلكونة}';
const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';

const problem: Pool = [
  [
    'Tomorrow was National Day, and every balcony in the street had a flag. But the paper flag {H} had made was torn.',
    'كانَ يَوْمُ وَطَنِنا غَدًا، وَعَلى كُلِّ شُرْفَةٍ في الشّارِعِ عَلَمٌ، لكِنَّ العَلَمَ الوَرَقِيَّ الَّذي {H:صَنَعَهُ|صَنَعَتْهُ} {H} كانَ مُمَزَّقًا.',
    `يوم ${country} {d.tomorrow}، وكل {d:بلكونة|برندة|بلكونة|بلكونة} في الشارع عليها علم، بس العلم الورق {d:بتاع|تبع|حقّ|مال} {H} كان {d:مقطوع|ممزّع|مشقوق|مشقوق}.`,
  ],
  [
    "The whole street was bright with flags and bunting for National Day. But {H}'s paper flag lay crumpled and torn in {H.his} bag.",
    'كانَ الشّارِعُ كُلُّهُ مُزَيَّنًا بِالأَعْلامِ وَالزّيناتِ لِيَوْمِ وَطَنِنا، لكِنَّ العَلَمَ الوَرَقِيَّ لِ{H.g} كانَ مُجَعَّدًا مُمَزَّقًا في قاعِ حَقيبَتِ{H:هِ|ها}.',
    `الشارع كلّه كان {d:متزيّن|مزيّن|مزيّن|مزيّن} بالأعلام والزينة ليوم ${country}، بس العلم الورق {d:بتاع|تبع|حقّ|مال} {H} كان {d:متكرمش ومقطوع في قعر|مجعلك وممزّع بقعر|مكرمش ومشقوق في قاع|مكرمش ومشقوق في قاع} شنطت{H:ه|ها}.`,
  ],
  [
    'Tomorrow the whole school would celebrate National Day, and {H} had been chosen to carry the class flag. But when {H.he} took it out of {H.his} bag, the paper flag was torn and crumpled, and {H.his} heart sank.',
    'غَدًا سَتَحْتَفِلُ المَدْرَسَةُ كُلُّها بِيَوْمِ وَطَنِنا، وَقَدِ اخْتيرَ{H:|تْ} {H} {H:لِيَحْمِلَ|لِتَحْمِلَ} عَلَمَ الصَّفِّ. لكِنَّ{H:هُ|ها} حينَ {H:أَخْرَجَهُ|أَخْرَجَتْهُ} مِنَ الحَقيبَةِ وَجَدَ{H:|تْ} العَلَمَ الوَرَقِيَّ مُمَزَّقًا مُجَعَّدًا، فَشَعَرَ{H:|تْ} بِقَلْبِ{H:هِ|ها} يَهْبِطُ.',
    `{d.tomorrow} المدرسة كلّها {d:هتحتفل|رح تحتفل|بتحتفل|بتحتفل} بيوم ${country}، و{H} {d:اتختار|انختار|انختار|انختار}{H:|ت} {H:يشيل|تشيل} {d:علم الفصل|علم الصفّ|علم الفصل|علم الفصل}. بس لمّا {H:طلّعه|طلّعته} من الشنطة، العلم الورق كان {d:مقطوع ومتكرمش|ممزّع ومجعلك|مشقوق ومكرمش|مشقوق ومكرمش}، و{H} {H:حسّ|حسّت} {d:قلب|قلب|قلب|قلب}{H:ه|ها} {d:وقع|نزل|طاح|طاح}.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    'Flags fluttered from every window, and bunting swung across the street.',
    'كانَتِ الأَعْلامُ تُرَفْرِفُ مِنْ كُلِّ نافِذَةٍ، وَالزّيناتُ تَتَأَرْجَحُ فَوْقَ الشّارِعِ.',
    'الأعلام كانت {d:بترفرف من كل شبّاك|عم ترفرف من كل شبّاك|ترفرف من كل دريشة|ترفرف من كل دريشة}، والزينة {d:بتتمرجح|عم تتمرجح|تتمرجح|تتمرجح} فوق الشارع.',
  ],
  [
    'The tear went right through the middle of the flag.',
    'كانَ الشَّقُّ يَمُرُّ في وَسَطِ العَلَمِ تَمامًا.',
    'الشقّ كان {d:في نصّ العلم بالظبط|بنصّ العلم بالزبط|في نصّ العلم بالضبط|في نصّ العلم بالضبط}.',
  ],
  [
    '"Now I have nothing to hang," {H} said quietly.',
    '«لَمْ يَعُدْ عِنْدي ما أُعَلِّقُهُ»، قالَ{H:|تْ} {H} بِصَوْتٍ خافِتٍ.',
    '«{d:كده مبقاش عندي حاجة أعلّقها|هيك ما عاد عندي شي علّقو|كذا ما عاد عندي شي أعلّقه|جي ما عاد عندي شي أعلّقه}»، قال{H:|ت} {H} بصوت واطي.',
  ],
];

const tries: Pool = [
  [
    '{H} tried to smooth the flag with {H.his} hands, but the creases stayed.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يُسَوِّيَ|تُسَوِّيَ} العَلَمَ بِيَدَيْ{H:هِ|ها}، لكِنَّ التَّجاعيدَ بَقِيَتْ.',
    '{H} حاول{H:|ت} {H:يفرد|تفرد} العلم {d:بإيدي|بإيدي|بيدين|بيدين}{H:ه|ها}، بس {d:الكرمشة فضلت|التجاعيد ضلّت|التكسير ظلّ|التكسير ظلّ}.',
    'p',
  ],
  [
    '{H} tried to stick the two halves together with glue, but the paper went soggy.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يُلْصِقَ|تُلْصِقَ} النِّصْفَيْنِ بِالغِراءِ، لكِنَّ الوَرَقَ ابْتَلَّ.',
    '{H} حاول{H:|ت} {H:يلزّق|تلزّق} النصّين {d:بالصمغ|بالغرا|بالغراء|بالغرا}، بس الورق {d:اتبلّ|تبلّل|تبلّل|تبلّل}.',
  ],
  [
    "{H} looked out at the neighbours' flags and felt like the only one without one.",
    '{H:نَظَرَ|نَظَرَتْ} {H} إِلى أَعْلامِ الجيرانِ، {H:وَشَعَرَ|وَشَعَرَتْ} {H:أَنَّهُ الوَحيدُ|أَنَّها الوَحيدَةُ} بِلا عَلَمٍ.',
    '{H} {d.looked:H} {d:على أعلام الجيران|على أعلام الجيران|أعلام الجيران|أعلام الجيران}، {H:وحسّ إنّه الوحيد|وحسّت إنّها الوحيدة} {d:اللي من غير علم|اللي بلا علم|اللي بدون علم|اللي بدون علم}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    '{H} thought: loving your country is not only in big flags; it is in small, careful hands too.',
    'فَكَّرَ{H:|تْ} {H}: حُبُّ وَطَنِنا لَيْسَ في الأَعْلامِ الكَبيرَةِ فَقَطْ، بَلْ في الأَيْدي الصَّغيرَةِ الحَريصَةِ أَيْضًا.',
    `فكّر{H:|ت} {H}: حبّ ${country} {d:مش في الأعلام الكبيرة بس، ده كمان في الإيدين الصغيّرة اللي بتاخد بالها|مش بالأعلام الكبيرة بس، كمان بالإيدين الزغيرة اللي بتنتبه|مو في الأعلام الكبيرة بس، بعد في اليدين الصغيرة اللي تنتبه|مب في الأعلام الكبيرة بس، بعد في اليدين الصغيرة اللي تنتبه}.`,
  ],
  [
    '{H} felt proud to be part of National Day.',
    'شَعَرَ{H:|تْ} {H} بِالفَخْرِ لِأَنَّ{H:هُ|ها} جُزْءٌ مِنْ يَوْمِ وَطَنِنا.',
    `{H} حسّ{H:|ت} بالفخر إنّ{H:ه|ها} {d:حتّة|جزء|جزء|جزء} من يوم ${country}.`,
  ],
  [
    '{H} understood that a country is its people: neighbours who hang up flags side by side, and families who make good things together.',
    'فَهِمَ{H:|تْ} {H} أَنَّ الوَطَنَ أَهْلُهُ: جيرانٌ يُعَلِّقونَ الأَعْلامَ جَنْبًا إِلى جَنْبٍ، وَعائِلاتٌ تَصْنَعُ الجَميلَ مَعًا.',
    '{H} فهم{H:|ت} إنّ {d:البلد ناسها: جيران بيعلّقوا الأعلام جنب بعض، وعيلات بتعمل الحلو سوا|البلد ناسا: جيران بيعلّقوا الأعلام حدّ بعض، وعيل بتعمل الحلو سوا|الديرة أهلها: جيران يعلّقون الأعلام جنب بعض، وعوايل تسوّي الزين سوا|البلاد أهلها: جيران يعلّقون الأعلام جنب بعض، وعوايل تسوّي الزين سوا}.',
    '3',
  ],
];

const shared = {
  situation: 'national-day',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

const heartsMoral = [
  'Our country is in our hearts, and in the things we make together.',
  'وَطَنُنا في قُلوبِنا، وَفي ما نَصْنَعُهُ مَعًا.',
  `${country} في قلوبنا، وفي {d:اللي بنعمله سوا|اللي منعملو سوا|اللي نسوّيه سوا|اللي نسوّيه سوا}.`,
] as const;

/** Baba mends the flag, and they make bunting in the colours of the flag for the balcony. */
const bunting: SituationPlot = {
  ...shared,
  key: 'national-day/bunting',
  titles: [
    ['{H} and the Bunting', '{H} وَالزّيناتُ', '{H} والزينة'],
    ["Flags for Our Country's Day", 'أَعْلامٌ لِيَوْمِ وَطَنِنا', `أعلام ليوم ${country}`],
  ],
  morals: [
    [
      'What we make with love is the best decoration.',
      'أَجْمَلُ الزّينَةِ ما نَصْنَعُهُ بِالحُبِّ.',
      '{d:أحلى حاجة نزيّن بيها هي اللي بنعملها بحبّ|أحلى شي منزيّن فيه هوّي اللي منعملو بحبّ|أحلى زينة هي اللي نسوّيها بحبّ|أحلى زينة هي اللي نسوّيها بحبّ}.',
    ],
    heartsMoral,
  ],
  help: [
    [
      'Baba came in with tape, string and a pile of coloured paper in the colours of the flag. He said, "Let us mend the flag and make bunting for our balcony, for National Day."',
      'جاءَ أَبو{H:هُ|ها} يَحْمِلُ شَريطًا لاصِقًا وَخَيْطًا وَأَوْراقًا مُلَوَّنَةً بِأَلْوانِ عَلَمِنا، وَقالَ: «هَيّا نُصْلِحِ العَلَمَ، وَنَصْنَعْ زينَةً لِشُرْفَتِنا في يَوْمِ وَطَنِنا».',
      `{d.dad} {d.came:m} {d:ومعاه|ومعو|ومعه|وويّاه} {d:سولوتيب|لاصق|لزّاق|لزّاق} وخيط وورق ملوّن بألوان علمنا، وقال: «{d:يلّا نصلّح العلم ده، ونعمل زينات للبلكونة في يوم بلدنا|يلّا نصلّح هالعلم، ونعمل زينات للبرندة بيوم بلدنا|يلّا نصلّح هالعلم، ونسوّي زينة للبلكونة في يوم ديرتنا|يلّا نصلّح هالعلم، ونسوّي زينة للبلكونة في يوم بلادنا}».`,
    ],
  ],
  together: [
    [
      'Baba taped the tear from behind, so neatly you could hardly see it. Then they cut paper triangles, and {H} threaded them on the string, one by one.',
      'أَلْصَقَ الأَبُ الشَّقَّ مِنَ الخَلْفِ بِعِنايَةٍ حَتّى كادَ لا يُرى، ثُمَّ قَصّا مُثَلَّثاتٍ مِنَ الوَرَقِ، {H:وَنَظَمَها|وَنَظَمَتْها} {H} في الخَيْطِ واحِدًا واحِدًا.',
      '{d.dad} لزّق الشقّ من ورا بعناية لدرجة إنّه {d:يدوب يبان|بالكاد يبيّن|يالله يبين|يالله يبين}، وبعدين قصّوا مثلّثات ورق، و{H} {d:لضم|شكّ|نظم|نظم}{H:ها|تها} في الخيط {d:واحدة واحدة|وحدة وحدة|وحدة وحدة|وحدة وحدة}.',
    ],
    [
      'They tied the bunting across the balcony, and the little paper flags danced in the evening breeze.',
      'رَبَطا الزّينَةَ عَلى الشُّرْفَةِ، فَراحَتِ الأَعْلامُ الوَرَقِيَّةُ الصَّغيرَةُ تَرْقُصُ في نَسيمِ المَساءِ.',
      `ربطوا الزينة على ${balcony}، والأعلام الورق ال{d.small:p} {d:بقت ترقص|صارت ترقص|صارت ترقص|صارت ترقص} في نسمة المسا.`,
      '2',
    ],
  ],
  resolution: [
    [
      "In the middle of the bunting Baba hung the mended paper flag, and now {H}'s balcony was ready for National Day, like all the others.",
      'وَفي وَسَطِ الزّينَةِ عَلَّقَ الأَبُ العَلَمَ الوَرَقِيَّ بَعْدَ أَنْ أَصْلَحاهُ، فَصارَتْ شُرْفَةُ {H.g} جاهِزَةً لِيَوْمِ وَطَنِنا، مِثْلَ كُلِّ الشُّرُفاتِ.',
      `وفي نصّ الزينة {d.dad} علّق العلم الورق بعد ما صلّحوه، و{d:بلكونة|برندة|بلكونة|بلكونة} {H} {d:بقت جاهزة ليوم بلدنا، زيّ كل البلكونات|صارت جاهزة ليوم بلدنا، متل كل البرندات|صارت جاهزة ليوم ديرتنا، مثل كل البلكونات|صارت جاهزة ليوم بلادنا، شرات كل البلكونات}.`,
    ],
    [
      '{H} stood on the balcony and looked up at the flag. It was the best flag in the street, because {H.his} own hands had helped to make it.',
      '{H:وَقَفَ|وَقَفَتْ} {H} عَلى الشُّرْفَةِ {H:يَنْظُرُ|تَنْظُرُ} إِلى العَلَمِ؛ كانَ أَجْمَلَ عَلَمٍ في الشّارِعِ، لِأَنَّ يَدَيْ{H:هِ|ها} ساعَدَتا في صُنْعِهِ.',
      `{H} وقف{H:|ت} على {d:البلكونة وبصّ|البرندة وطلّع|البلكونة وطالع|البلكونة وطالع}{H:|ت} على العلم؛ كان أحلى علم في الشارع، {d:عشان|لأنّو|عشان|لأنّ} {d:إيدين|إيدين|يدين|يدين}{H:ه|ها} {d:ساعدت في عمله|ساعدوا بعملو|ساعدت في صنعه|ساعدت في صنعه}.`,
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'sit with Baba, who brings tape, string and coloured paper',
    together: 'thread paper triangles onto a string for bunting beside Baba',
    resolution: 'stand on the balcony under new paper bunting with the mended flag in the middle',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    together: [{ kind: 'bunting', where: 'held' }],
    resolution: [{ kind: 'bunting' }],
  },
  rooms: { try: 'living-room', help: 'living-room', together: 'living-room' },
};

/** Grandpa mends the flag, lays it under a heavy book, and tells stories of our country while it rests. */
const grandpaStories: SituationPlot = {
  ...shared,
  key: 'national-day/grandpa-stories',
  titles: [
    ["Grandpa's Stories of Our Country", 'حِكاياتُ الجَدِّ عَنْ وَطَنِنا', `حكايات ${grandpa} عن ${country}`],
    ['The Mended Flag', 'العَلَمُ الَّذي أُصْلِحَ', 'العلم اللي {d:اتصلّح|تصلّح|تصلّح|تصلّح}'],
  ],
  morals: [
    [
      'The things we love are worth mending with patience.',
      'ما نُحِبُّهُ يَسْتَحِقُّ أَنْ نُصْلِحَهُ بِصَبْرٍ.',
      'اللي {d:بنحبّه يستاهل نصلّحه بصبر|منحبّو بيستاهل نصلّحو بصبر|نحبّه يستاهل نصلّحه بصبر|نحبّه يستاهل نصلّحه بصبر}.',
    ],
    heartsMoral,
  ],
  help: [
    [
      'Grandpa came and sat beside {H}. "Bring it here," he said kindly. "We will mend the flag together, and while it rests, I will tell you about our country."',
      'جاءَ الجَدُّ وَجَلَسَ بِجانِبِ {H.g}، وَقالَ بِلُطْفٍ: «{H:هاتِهِ|هاتيهِ}، سَنُصْلِحُ العَلَمَ مَعًا، وَحَتّى يَرْتاحَ أَحْكي لَ{H:كَ|كِ} عَنْ وَطَنِنا».',
      `${grandpa} {d.came:m} وقعد جنب {H}، وقال بحنيّة: «{H:هاته|هاتيه}، {d:هنصلّح العلم سوا، ولحدّ ما يرتاح هحكي عن بلدنا|رح نصلّح العلم سوا، ولحدّ ما يرتاح بحكي عن بلدنا|بنصلّح العلم سوا، ولين يرتاح بسولف عن ديرتنا|بنصلّح العلم سوا، ولين يرتاح بسولف عن بلادنا}».`,
    ],
  ],
  together: [
    [
      'Grandpa taped the tear from behind and laid the flag flat under a heavy book. "Soon it will be smooth," he said.',
      'أَلْصَقَ الجَدُّ الشَّقَّ مِنَ الخَلْفِ، وَوَضَعَ العَلَمَ مَبْسوطًا تَحْتَ كِتابٍ ثَقيلٍ، وَقالَ: «سَيَصيرُ أَمْلَسَ بَعْدَ قَليلٍ».',
      `${grandpa} لزّق الشقّ من ورا، وحطّ العلم مفرود تحت كتاب {d:تقيل|تقيل|ثقيل|ثقيل}، وقال: «{d:بعد شوية هيبقى ناعم|بعد شوي رح يصير ناعم|بعد شوي بيصير ناعم|بعد شوي بيصير ناعم}».`,
    ],
    [
      'While they waited, Grandpa told stories of their country: of old streets and busy markets, and of neighbours who shared their bread.',
      'وَبَيْنَما هُما يَنْتَظِرانِ، حَكى الجَدُّ حِكاياتٍ عَنْ وَطَنِنا: عَنِ الشَّوارِعِ القَديمَةِ وَالأَسْواقِ العامِرَةِ، وَعَنْ جيرانٍ يَتَقاسَمونَ الخُبْزَ.',
      `{d:وهمّ مستنّيين|وهنّي ناطرين|وهم ينتظرون|وهم ينتظرون}، {d:جدّو حكى حكايات|جدّو حكى حكايات|جدّي سولف سوالف|يدّي سولف سوالف} عن ${country}: عن الشوارع القديمة والأسواق {d:الزحمة|العجقة|المليانة|المليانة}، وعن جيران {d:بيقسموا العيش مع بعض|بيتقاسموا الخبز|يتقاسمون الخبز|يتقاسمون الخبز}.`,
      '2',
    ],
  ],
  resolution: [
    [
      'Before bed {H} lifted the book. The flag was smooth again, and the tear could hardly be seen. {H} tied it to a stick and stood it by the school bag, ready for National Day.',
      'وَقَبْلَ النَّوْمِ {H:رَفَعَ|رَفَعَتْ} {H} الكِتابَ، فَإِذا العَلَمُ قَدْ صارَ أَمْلَسَ، وَالشَّقُّ لا يَكادُ يُرى. {H:فَرَبَطَهُ|فَرَبَطَتْهُ} بِعَصًا، {H:وَأَسْنَدَهُ|وَأَسْنَدَتْهُ} إِلى حَقيبَةِ المَدْرَسَةِ، جاهِزًا لِيَوْمِ وَطَنِنا.',
      `وقبل النوم {H} {H:شال|شالت} الكتاب، {d:والعلم كان بقى ناعم، والشقّ يدوب باين|والعلم كان صار ناعم، والشقّ بالكاد مبيّن|والعلم كان صار ناعم، والشقّ يالله يبين|والعلم كان صار ناعم، والشقّ يالله يبين}. {H:وربطه|وربطته} في {d:عصاية|عصاية|عصا|عصا}، {H:وسنده|وسندته} على شنطة المدرسة، جاهز ليوم ${country}.`,
    ],
    [
      'Grandpa said, "Tomorrow everyone will see it, and it will carry a little of our stories."',
      'قالَ الجَدُّ: «غَدًا سَيَراهُ الجَميعُ، وَسَيَحْمِلُ شَيْئًا مِنْ حِكاياتِنا».',
      `${grandpa} قال: «{d.tomorrow} الكل {d:هيشوفه، وهيشيل حتّة من حكاياتنا|رح يشوفو، ورح يحمل شوي من حكاياتنا|بيشوفه، وبيشيل شي من سوالفنا|بيشوفه، وبيشيل شي من سوالفنا}».`,
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'sit with Grandpa, who reaches for the torn paper flag',
    together: "listen to Grandpa's stories beside a paper flag pressed under a heavy book",
    resolution: 'stand the mended paper flag on a stick beside the school bag',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    together: [{ kind: 'book', where: 'table' }],
    resolution: [
      { kind: 'drawing', where: 'held', state: 'whole' },
      { kind: 'school-bag', where: 'ground' },
    ],
  },
  rooms: {
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Mama: the paper flag did its job; together they make a new one of cloth that will not tear. */
const clothFlag: SituationPlot = {
  ...shared,
  key: 'national-day/cloth-flag',
  titles: [
    ['A Stronger Flag', 'عَلَمٌ أَقْوى', 'علم أقوى'],
    ['{H} and the New Flag', '{H} وَالعَلَمُ الجَديدُ', '{H} والعلم الجديد'],
  ],
  morals: [
    [
      'When something we made is spoiled, we can make it again, even better.',
      'حينَ يَفْسُدُ شَيْءٌ صَنَعْناهُ، نَسْتَطيعُ أَنْ نَصْنَعَهُ مِنْ جَديدٍ أَجْمَلَ.',
      'لمّا {d:حاجة عملناها تبوظ، نقدر نعملها تاني أحلى|شي عملناه يخرب، فينا نعملو من جديد أحلى|شي سوّيناه يخرب، نقدر نسوّيه من جديد أحلى|شي سوّيناه يخرب، نقدر نسوّيه من جديد أحلى}.',
    ],
    heartsMoral,
  ],
  help: [
    [
      'Mama came and looked at the torn flag. She said, "This flag did its job well. Shall we make a new one together, out of cloth this time, so it will not tear in the wind on National Day?"',
      'جاءَتْ أُمُّ{H:هُ|ها} وَنَظَرَتْ إِلى العَلَمِ المُمَزَّقِ، وَقالَتْ: «لَقَدْ أَدّى هذا العَلَمُ مُهِمَّتَهُ. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ مَعًا عَلَمًا جَديدًا مِنَ القُماشِ هذِهِ المَرَّةَ، فَلا يَتَمَزَّقَ في الرّيحِ يَوْمَ وَطَنِنا؟»',
      '{d.mom} {d.came:f} {d:وبصّت على العلم المقطوع|وطلّعت عالعلم الممزّع|وطالعت العلم المشقوق|وطالعت العلم المشقوق}، وقالت: «{d:العلم ده عمل اللي عليه. إيه رأيك نعمل سوا علم جديد من القماش المرّة دي، عشان ما يتقطعش في الهوا يوم بلدنا؟|هالعلم عمل اللي عليه. شو رأيك نعمل سوا علم جديد من القماش هالمرّة، مشان ما يتمزّع بالهوا بيوم بلدنا؟|هالعلم سوّى اللي عليه. وش رايك نسوّي سوا علم جديد من القماش هالمرّة، عشان ما ينشقّ في الهوا يوم ديرتنا؟|هالعلم سوّى اللي عليه. شو رايك نسوّي سوا علم جديد من القماش هالمرّة، عشان ما ينشقّ في الهوا يوم بلادنا؟}»',
    ],
  ],
  together: [
    [
      'Mama found pieces of cloth in the colours of the flag, and {H} helped to cut them and glue them onto a strong stick.',
      'وَجَدَتْ أُمُّ{H:هُ|ها} قِطَعًا مِنَ القُماشِ بِأَلْوانِ عَلَمِنا، {H:وَساعَدَ|وَساعَدَتْ} {H} في قَصِّها وَلَصْقِها عَلى عَصًا قَوِيَّةٍ.',
      '{d.mom} {d.found:f} {d:حتت قماش|شقف قماش|قطع قماش|قطع قماش} بألوان علمنا، و{H} ساعد{H:|ت} في {d:قصّها ولزقها على عصاية جامدة|قصّها ولزقها على عصاية قويّة|قصّها ولزقها على عصا قويّة|قصّها ولزقها على عصا قويّة}.',
    ],
    [
      'They kept the torn paper flag too, folded in a drawer, because it was the very first flag {H} had made.',
      '{H:وَاحْتَفَظا|وَاحْتَفَظَتا} بِالعَلَمِ الوَرَقِيِّ أَيْضًا، مَطْوِيًّا في دُرْجٍ، لِأَنَّهُ أَوَّلُ عَلَمٍ {H:صَنَعَهُ|صَنَعَتْهُ} {H}.',
      '{d:وخلّوا العلم الورق كمان، متطبّق في الدرج، عشان ده أوّل علم من إيد|وخلّوا العلم الورق كمان، مطوي بالجارور، لأنّو هيدا أوّل علم من إيد|وخلّوا العلم الورق بعد، مطوي في الدرج، لأنّه أوّل علم من يد|وخلّوا العلم الورق بعد، مطوي في الدرج، لأنّه أوّل علم من يد} {H}.',
      '2',
    ],
  ],
  resolution: [
    [
      'By bedtime the new cloth flag stood by the door, ready for National Day, and it waved a little every time someone walked past.',
      'وَقَبْلَ النَّوْمِ كانَ العَلَمُ القُماشِيُّ الجَديدُ واقِفًا عِنْدَ البابِ، جاهِزًا لِيَوْمِ وَطَنِنا، يُرَفْرِفُ قَليلًا كُلَّما مَرَّ بِهِ أَحَدٌ.',
      'وقبل النوم، العلم القماش {d:الجديد كان واقف جنب الباب، جاهز ليوم بلدنا، وبيرفرف شوية كل ما حدّ يعدّي جنبه|الجديد كان واقف حدّ الباب، جاهز ليوم بلدنا، وعم يرفرف شوي كل ما حدا يمرق حدّو|الجديد كان واقف جنب الباب، جاهز ليوم ديرتنا، ويرفرف شوي كل ما أحد مرّ جنبه|الجديد كان واقف جنب الباب، جاهز ليوم بلادنا، ويرفرف شوي كل ما حد مرّ جنبه}.',
    ],
    [
      '{H} touched the soft cloth and smiled. This flag would not tear, not even in the wind.',
      '{H:لَمَسَ|لَمَسَتْ} {H} القُماشَ النّاعِمَ {H:وَابْتَسَمَ|وَابْتَسَمَتْ}؛ فَهذا العَلَمُ لَنْ يَتَمَزَّقَ، وَلا حَتّى في الرّيحِ.',
      '{H} {H:لمس|لمست} القماش الناعم {H:وابتسم|وابتسمت}؛ {d:العلم ده مش هيتقطع، ولا حتّى في الهوا|هالعلم ما رح يتمزّع، ولا حتّى بالهوا|هالعلم ما بينشقّ، ولا حتّى في الهوا|هالعلم ما بينشقّ، ولا حتّى في الهوا}.',
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'sit with Mama, who looks kindly at the torn paper flag',
    together: 'cut and glue pieces of cloth onto a stick beside Mama',
    resolution: 'stand a new cloth flag on a stick by the front door',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'bunting', where: 'held' }],
  },
  rooms: {
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';
const pieces = '{d:حتت|شقف|قطع|قطع}';

/** Grandma: the torn flag shows the way, and they build the flag again from little squares of coloured paper. */
const mosaic: SituationPlot = {
  ...shared,
  key: 'national-day/mosaic',
  titles: [
    ['A Flag of a Hundred Pieces', 'عَلَمٌ مِنْ مِئَةِ قِطْعَةٍ', 'علم من مية {d:حتّة|شقفة|قطعة|قطعة}'],
    [
      "{H} and Grandma's Paper Squares",
      '{H} وَمُرَبَّعاتُ الجَدَّةِ الوَرَقِيَّةُ',
      '{H} ومربّعات {d:تيتة|تيتا|الجدّة|اليدّة} الورق',
    ],
  ],
  morals: [
    [
      'Small pieces, each in its place, can make something strong.',
      'القِطَعُ الصَّغيرَةُ، كُلٌّ في مَكانِها، تَصْنَعُ شَيْئًا قَوِيًّا.',
      `${pieces} {d:الصغيّرة، كل واحدة في مكانها، بتعمل حاجة قويّة|الزغيرة، كل وحدة بمحلّا، بتعمل شي قوي|الصغيرة، كل وحدة في مكانها، تسوّي شي قوي|الصغيرة، كل وحدة في مكانها، تسوّي شي قوي}.`,
    ],
    heartsMoral,
  ],
  help: [
    [
      'Then Grandma came and looked at the torn flag. "We will build our country\'s flag again," she said, "square by square, from coloured paper on strong card. This old one can show us the way."',
      'ثُمَّ جاءَتِ الجَدَّةُ وَنَظَرَتْ إِلى العَلَمِ المُمَزَّقِ، وَقالَتْ: «سَنَبْني عَلَمَ وَطَنِنا مِنْ جَديدٍ، مُرَبَّعًا مُرَبَّعًا، مِنْ وَرَقٍ مُلَوَّنٍ عَلى كَرْتونٍ مَتينٍ، وَهذا العَلَمُ القَديمُ يَدُلُّنا عَلى الطَّريقِ».',
      `وبعدين ${grandma} {d.came:f} {d:وبصّت على العلم المقطوع|وطلّعت بالعلم الممزّع|وطالعت العلم المشقوق|وطالعت العلم المشقوق}، وقالت: «{d:هنبني علم بلدنا من جديد، مربّع مربّع، من ورق ملوّن على كرتونة جامدة، والعلم القديم ده يورّينا الطريق|رح نعمّر علم بلدنا من جديد، مربّع مربّع، من ورق ملوّن على كرتونة قويّة، وهالعلم القديم بيدلّنا عالطريق|بنبني علم ديرتنا من جديد، مربّع مربّع، من ورق ملوّن على كرتون قوي، وهالعلم القديم يدلّنا على الطريق|بنبني علم بلادنا من جديد، مربّع مربّع، من ورق ملوّن على كرتون قوي، وهالعلم القديم يدلّنا على الطريق}».`,
    ],
  ],
  together: [
    [
      'Grandma cut little squares in the colours of the flag, and {H} glued them on the card one by one, checking the old flag to see where each colour went.',
      'قَصَّتِ الجَدَّةُ مُرَبَّعاتٍ صَغيرَةً بِأَلْوانِ عَلَمِنا، {H:وَأَلْصَقَها|وَأَلْصَقَتْها} {H} عَلى الكَرْتونِ واحِدًا واحِدًا، {H:يَنْظُرُ|تَنْظُرُ} إِلى العَلَمِ القَديمِ {H:لِيَعْرِفَ|لِتَعْرِفَ} أَيْنَ يَذْهَبُ كُلُّ لَوْنٍ.',
      `${grandma} {d:قصّت مربّعات صغيّرة|قصّت مربّعات زغيرة|قصّت مربّعات صغيرة|قصّت مربّعات صغيرة} بألوان علمنا، و{H} {H:لزّقها|لزّقتها} على {d:الكرتونة واحد واحد|الكرتونة وحدة وحدة|الكرتون وحدة وحدة|الكرتون وحدة وحدة}، وعين{H:ه|ها} على العلم القديم {d:تشوف كل لون مكانه فين|تشوف كل لون محلّو وين|تشوف كل لون مكانه وين|تشوف كل لون مكانه وين}.`,
      'p',
    ],
    [
      'Square by square, a new flag grew on the card, bright and strong, and not one square of it was torn.',
      'وَمُرَبَّعًا بَعْدَ مُرَبَّعٍ راحَ عَلَمٌ جَديدٌ يَكْبُرُ عَلى الكَرْتونِ، زاهِيًا مَتينًا، لَيْسَ فيهِ مُرَبَّعٌ واحِدٌ مُمَزَّقٌ.',
      'مربّع ورا مربّع، علم جديد {d:بقى يكبر على الكرتونة، ملوّن وجامد، ومفيش فيه ولا مربّع مقطوع|صار يكبر عالكرتونة، ملوّن وقوي، وما في فيه ولا مربّع ممزّع|صار يكبر على الكرتون، ملوّن وقوي، وما فيه ولا مربّع مشقوق|صار يكبر على الكرتون، ملوّن وقوي، وما في فيه ولا مربّع مشقوق}.',
    ],
  ],
  resolution: [
    [
      'By bedtime the glue was dry. {H} stood the new flag in the window, facing the street, ready for National Day.',
      'وَقَبْلَ النَّوْمِ جَفَّ الغِراءُ، {H:فَأَسْنَدَ|فَأَسْنَدَتْ} {H} العَلَمَ الجَديدَ في النّافِذَةِ، مُطِلًّا عَلى الشّارِعِ، جاهِزًا لِيَوْمِ وَطَنِنا.',
      `وقبل النوم {d:الصمغ نشف|الغرا نشف|الغراء يبس|الغرا يبس}، و{H} {H:حطّ|حطّت} العلم الجديد في {d.window}، {d:على الشارع|عالشارع|على الشارع|على الشارع}، جاهز ليوم ${country}.`,
    ],
    [
      'Grandma folded the old torn flag and tucked it behind the new one. "The first one showed us the way," she said, "so it stays with us too."',
      'وَطَوَتِ الجَدَّةُ العَلَمَ القَديمَ المُمَزَّقَ، وَوَضَعَتْهُ خَلْفَ الجَديدِ، وَقالَتْ: «الأَوَّلُ دَلَّنا عَلى الطَّريقِ، فَيَبْقى مَعَنا أَيْضًا».',
      `و${grandma} {d:طبّقت العلم القديم المقطوع|طوت العلم القديم الممزّع|طوت العلم القديم المشقوق|طوت العلم القديم المشقوق} {d:وحطّته|وحطّتو|وحطّته|وحطّته} ورا الجديد، وقالت: «{d:الأوّلاني ورّانا الطريق، فيفضل معانا كمان|الأوّل دلّنا عالطريق، فبيضلّ معنا كمان|الأوّل دلّنا على الطريق، فيظلّ معنا بعد|الأوّل دلّنا على الطريق، فيظلّ ويّانا بعد}».`,
      '2',
    ],
    [
      '{H} looked at the hundred little squares and thought that their country is a little like that flag: many small pieces, each in its place, that together make something strong.',
      'نَظَرَ{H:|تْ} {H} إِلى مِئَةِ مُرَبَّعٍ صَغيرٍ، {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ وَطَنَنا يُشْبِهُ ذلِكَ العَلَمَ قَليلًا: قِطَعٌ صَغيرَةٌ كَثيرَةٌ، كُلٌّ في مَكانِها، تَصْنَعُ مَعًا شَيْئًا قَوِيًّا.',
      `{H} {d.looked:H} {d:على المية مربّع الصغيّرين|عالمية مربّع الزغار|على المية مربّع الصغار|على المية مربّع الصغار}، {H:وفكّر|وفكّرت} إنّ ${country} {d:شبه العلم ده شوية: حتت صغيّرة كتير، كل واحدة في مكانها، بتعمل سوا حاجة قويّة|بتشبه هالعلم شوي: شقف زغيرة كتير، كل وحدة بمحلّا، بتعمل سوا شي قوي|تشبه هالعلم شوي: قطع صغيرة كثيرة، كل وحدة في مكانها، تسوّي سوا شي قوي|تشبه هالعلم شوي: قطع صغيرة وايد، كل وحدة في مكانها، تسوّي سوا شي قوي}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'sit with Grandma, who looks at the torn paper flag beside a pile of coloured paper',
    together:
      'glue little squares of coloured paper onto card beside Grandma, the torn flag beside them',
    resolution: 'stand a new flag made of paper squares in the window, facing the street',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'held', state: 'whole' }],
  },
  rooms: {
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

const front = '{d:واجهة العمارة|واجهة البناية|واجهة العمارة|واجهة البيت}';

/** The neighbour is one flag short in the middle of her string along the front of the building: they mend the child's and tie it there. */
const flagChain: SituationPlot = {
  ...shared,
  key: 'national-day/flag-chain',
  titles: [
    [
      'The Flag in the Middle',
      'العَلَمُ الَّذي في الوَسَطِ',
      '{d:العلم اللي في النصّ|العلم اللي بالنصّ|العلم اللي في الوسط|العلم اللي في الوسط}',
    ],
    ['One Flag Short', 'يَنْقُصُنا عَلَمٌ', '{d:ناقصنا علم|ناقصنا علم|ناقصنا علم|ناقصنا علم}'],
  ],
  morals: [
    [
      "Every home's flag has its place in the line.",
      'لِعَلَمِ كُلِّ بَيْتٍ مَكانُهُ في الصَّفِّ.',
      'علم كل بيت {d:ليه مكانه في الصفّ|إلو محلّو بالصفّ|له مكانه في الصفّ|له مكانه في الصفّ}.',
    ],
    heartsMoral,
  ],
  help: [
    [
      'Then the neighbour from next door knocked, holding the end of a long string of little flags that she was hanging along the front of the building. "I am one flag short in the middle," she said. "Shall we mend yours and tie it there, for National Day?"',
      'ثُمَّ طَرَقَتِ الجارَةُ البابَ، وَفي يَدِها طَرَفُ سِلْسِلَةٍ طَويلَةٍ مِنَ الأَعْلامِ الصَّغيرَةِ تُعَلِّقُها عَلى واجِهَةِ البِنايَةِ، وَقالَتْ: «يَنْقُصُني عَلَمٌ واحِدٌ في الوَسَطِ. ما رَأْيُ{H:كَ|كِ} أَنْ نُصْلِحَ عَلَمَ{H:كَ|كِ} وَنَرْبِطَهُ هُناكَ، لِيَوْمِ وَطَنِنا؟»',
      `وبعدين الجارة {d:خبّطت على الباب، وفي إيدها طرف سلسلة طويلة أعلام صغيّرة بتعلّقها على|دقّت عالباب، وبإيدها طرف سلسلة طويلة أعلام زغار عم تعلّقها على|طقّت الباب، وفي يدها طرف سلسلة طويلة أعلام صغار تعلّقها على|طقّت الباب، وفي يدها طرف سلسلة طويلة أعلام صغار تعلّقها على} ${front}، وقالت: «{d:ناقصني علم واحد في النصّ. إيه رأيك نصلّح علمك ونربطه هناك، ليوم بلدنا؟|ناقصني علم واحد بالنصّ. شو رأيك نصلّح علمك ونربطو هونيك، ليوم بلدنا؟|ناقصني علم واحد في الوسط. وش رايك نصلّح علمك ونربطه هناك، ليوم ديرتنا؟|ناقصني علم واحد في الوسط. شو رايك نصلّح علمك ونربطه هناك، ليوم بلادنا؟}»`,
    ],
  ],
  together: [
    [
      'The neighbour smoothed the tear with a strip of clear tape, and {H} threaded the string through the top of the flag.',
      'أَلْصَقَتِ الجارَةُ الشَّقَّ بِشَريطٍ شَفّافٍ، {H:وَأَدْخَلَ|وَأَدْخَلَتْ} {H} الخَيْطَ في أَعْلى العَلَمِ.',
      'الجارة {d:لزّقت الشقّ بسولوتيب شفّاف|لزّقت الشقّ بلاصق شفّاف|لزّقت الشقّ بلزّاق شفّاف|لزّقت الشقّ بلزّاق شفّاف}، و{H} {H:دخّل|دخّلت} الخيط في راس العلم.',
      'p',
    ],
    [
      "Then the flag took its place in the middle of the long string, between the neighbours' flags, and the chain was complete.",
      'ثُمَّ أَخَذَ العَلَمُ مَكانَهُ في وَسَطِ السِّلْسِلَةِ الطَّويلَةِ، بَيْنَ أَعْلامِ الجيرانِ، فَاكْتَمَلَتِ السِّلْسِلَةُ.',
      'وبعدين العلم {d:خد مكانه في نصّ السلسلة الطويلة|أخد محلّو بنصّ السلسلة الطويلة|أخذ مكانه في وسط السلسلة الطويلة|خذ مكانه في وسط السلسلة الطويلة}، بين أعلام الجيران، والسلسلة كملت.',
    ],
  ],
  resolution: [
    [
      "At dusk the string of flags fluttered along the front of the building, and right in the middle hung {H}'s flag, ready for National Day.",
      'وَعِنْدَ الغَسَقِ رَفْرَفَتْ سِلْسِلَةُ الأَعْلامِ عَلى واجِهَةِ البِنايَةِ، وَفي وَسَطِها تَمامًا عَلَمُ {H.g}، جاهِزًا لِيَوْمِ وَطَنِنا.',
      `ومع المغرب سلسلة الأعلام رفرفت على ${front}، وفي {d:نصّها بالظبط|نصّا بالزبط|وسطها بالضبط|وسطها بالضبط} علم {H}، جاهز ليوم ${country}.`,
    ],
    [
      '"It would not have been complete without yours," said the neighbour.',
      '«ما كانَتْ لِتَكْتَمِلَ مِنْ دونِ عَلَمِ{H:كَ|كِ}»، قالَتِ الجارَةُ.',
      '«{d:ما كانتش هتكمل من غير علمك|ما كانت رح تكمل بلا علمك|ما كانت بتكمل بدون علمك|ما كانت بتكمل بدون علمك}»، قالت الجارة.',
      '2',
    ],
    [
      '{H} looked along the string: every flag had come from a different home, yet together they made one long line in the colours of their country, and {H.his} mended flag held its place among them.',
      '{H:نَظَرَ|نَظَرَتْ} {H} عَلى طولِ السِّلْسِلَةِ: كُلُّ عَلَمٍ جاءَ مِنْ بَيْتٍ مُخْتَلِفٍ، لكِنَّها مَعًا صَنَعَتْ خَطًّا طَويلًا واحِدًا بِأَلْوانِ وَطَنِنا، وَعَلَمُ{H:هُ|ها} المُصْلَحُ يَأْخُذُ مَكانَهُ بَيْنَها.',
      `{H} {d.looked:H} على طول السلسلة: كل علم {d:جه من بيت غير التاني، بس مع بعض عملوا خطّ طويل واحد بألوان|إجا من بيت غير التاني، بس سوا عملوا خطّ طويل واحد بألوان|جا من بيت غير الثاني، بس سوا سوّوا خطّ طويل واحد بألوان|جا من بيت غير الثاني، بس سوا سوّوا خطّ طويل واحد بألوان} ${country}، وعلم{H:ه|ها} {d:اللي اتصلّح واخد مكانه بينهم|اللي تصلّح آخد محلّو بيناتن|اللي تصلّح ماخذ مكانه بينهم|اللي تصلّح ماخذ مكانه بينهم}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'open the front door to the neighbour, who holds the end of a long string of little flags',
    together:
      'thread a string through a mended paper flag beside the neighbour at the front of the building',
    resolution:
      'look up at a long string of little flags along the front of the building, a mended flag in the middle',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'bunting', where: 'held' }],
    together: [
      { kind: 'bunting', where: 'held' },
      { kind: 'drawing', where: 'held', state: 'whole' },
    ],
    resolution: [{ kind: 'bunting' }],
  },
  rooms: { try: 'living-room' },
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';

/** The aunt brings coloured chalk: a flag drawn on the ground in front of the door cannot tear. */
const chalkFlag: SituationPlot = {
  ...shared,
  key: 'national-day/chalk-flag',
  titles: [
    ['The Biggest Flag in the Street', 'أَكْبَرُ عَلَمٍ في الشّارِعِ', 'أكبر علم في الشارع'],
    ['{H} and the Coloured Chalk', '{H} وَالطَّباشيرُ المُلَوَّنَةُ', '{H} والطباشير الملوّنة'],
  ],
  morals: [
    [
      'What we make together on the ground we share is the strongest of all.',
      'ما نَصْنَعُهُ مَعًا عَلى الأَرْضِ الَّتي نَتَقاسَمُها هُوَ الأَقْوى.',
      'اللي {d:بنعمله سوا على الأرض اللي بنتقاسمها هو الأقوى|منعملو سوا عالأرض اللي منتقاسمها هوّي الأقوى|نسوّيه سوا على الأرض اللي نتشاركها هو الأقوى|نسوّيه سوا على الأرض اللي نتشاركها هو الأقوى}.',
    ],
    heartsMoral,
  ],
  help: [
    [
      'Then Auntie came out with a box of coloured chalk. "A paper flag can tear," she said, "but a flag drawn on the ground in front of our door cannot. Let us draw the biggest flag in the street for National Day."',
      'ثُمَّ خَرَجَتِ الخالَةُ تَحْمِلُ عُلْبَةَ طَباشيرَ مُلَوَّنَةٍ، وَقالَتْ: «العَلَمُ الوَرَقِيُّ قَدْ يَتَمَزَّقُ، أَمّا العَلَمُ المَرْسومُ عَلى الأَرْضِ أَمامَ بابِنا فَلا. هَيّا نَرْسُمْ أَكْبَرَ عَلَمٍ في الشّارِعِ لِيَوْمِ وَطَنِنا».',
      `وبعدين ${aunt} {d:طلعت ومعاها علبة طباشير ملوّنة|طلعت ومعا علبة طباشير ملوّنة|طلعت ومعها علبة طباشير ملوّنة|طلعت وويّاها علبة طباشير ملوّنة}، وقالت: «{d:العلم الورق ممكن يتقطع، لكن العلم المرسوم على الأرض قدّام بابنا لأ. يلّا نرسم أكبر علم في الشارع ليوم بلدنا|العلم الورق فيه يتمزّع، بس العلم المرسوم عالأرض قدّام بابنا لأ. يلّا نرسم أكبر علم بالشارع ليوم بلدنا|العلم الورق ممكن ينشقّ، بس العلم المرسوم على الأرض قدّام بابنا لا. يلّا نرسم أكبر علم في الشارع ليوم ديرتنا|العلم الورق ممكن ينشقّ، بس العلم المرسوم على الأرض قدّام بابنا لا. يلّا نرسم أكبر علم في الشارع ليوم بلادنا}».`,
    ],
  ],
  together: [
    [
      'Auntie drew the long straight edges, and {H} filled in the colours, one part at a time, until the flag stretched across the ground in front of the door.',
      'رَسَمَتِ الخالَةُ الحُدودَ الطَّويلَةَ المُسْتَقيمَةَ، {H:وَمَلَأَ|وَمَلَأَتْ} {H} المَساحاتِ بِالأَلْوانِ واحِدَةً بَعْدَ واحِدَةٍ، حَتّى امْتَدَّ العَلَمُ عَلى الأَرْضِ أَمامَ البابِ.',
      `${aunt} رسمت الخطوط الطويلة {d:المستقيمة|الدغري|المستقيمة|المستقيمة}، و{H} {H:لوّن|لوّنت} {d:جوّاها حتّة حتّة، لحدّ ما العلم اتمدّ على الأرض قدّام الباب|جوّاتا شقفة شقفة، لحدّ ما العلم امتدّ عالأرض قدّام الباب|داخلها جزء جزء، لين العلم امتدّ على الأرض قدّام الباب|داخلها جزء جزء، لين العلم امتدّ على الأرض قدّام الباب}.`,
    ],
    [
      'People walking home stopped to look at the big chalk flag, and a boy from next door asked if he could colour a corner too. Auntie handed him a piece of chalk.',
      'وَتَوَقَّفَ العائِدونَ إِلى بُيوتِهِمْ لِيَنْظُروا إِلى عَلَمِ الطَّباشيرِ الكَبيرِ، وَسَأَلَ وَلَدٌ مِنَ البَيْتِ المُجاوِرِ: «هَلْ أُلَوِّنُ زاوِيَةً أَنا أَيْضًا؟» فَناوَلَتْهُ الخالَةُ قِطْعَةَ طَباشيرَ.',
      '{d:والناس الراجعة بيوتها وقفت تتفرّج على علم الطباشير الكبير، وولد من الجيران سأل: «ممكن ألوّن حتّة أنا كمان؟» وخالتو إدّته طباشيرة|والناس الراجعين عبيوتن وقفوا يتفرّجوا على علم الطباشير الكبير، وصبي من الجيران سأل: «فيني لوّن زاوية أنا كمان؟» وخالتو عطتو طبشورة|والناس الراجعين بيوتهم وقفوا يطالعون علم الطباشير الكبير، وولد من الجيران سأل: «أقدر ألوّن زاوية أنا بعد؟» والخالة عطته طباشيرة|والناس الراجعين بيوتهم وقفوا يطالعون علم الطباشير الكبير، وولد من الجيران سأل: «أقدر ألوّن زاوية أنا بعد؟» والخالة عطته طباشيرة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'By bedtime the biggest flag in the street lay bright under the lamp by the door, ready for National Day, and no wind could tear it.',
      'وَقَبْلَ النَّوْمِ كانَ أَكْبَرُ عَلَمٍ في الشّارِعِ مُمْتَدًّا تَحْتَ المِصْباحِ عِنْدَ البابِ، زاهِيًا جاهِزًا لِيَوْمِ وَطَنِنا، لا تُمَزِّقُهُ ريحٌ.',
      `وقبل النوم، أكبر علم في الشارع كان {d:ممدود تحت النور اللي عند الباب، ملوّن وجاهز ليوم بلدنا، ومفيش هوا يقدر يقطّعه|ممدود تحت الضو اللي عند الباب، ملوّن وجاهز ليوم بلدنا، وما في هوا فيه يمزّعو|ممدود تحت النور اللي عند الباب، ملوّن وجاهز ليوم ديرتنا، وما فيه هوا يقدر يشقّه|ممدود تحت النور اللي عند الباب، ملوّن وجاهز ليوم بلادنا، وما في هوا يقدر يشقّه}.`,
    ],
    [
      '{H} tucked the torn paper flag under {H.his} pillow. "You started all this," {H.he} whispered to it.',
      '{H:وَوَضَعَ|وَوَضَعَتْ} {H} العَلَمَ الوَرَقِيَّ المُمَزَّقَ تَحْتَ وِسادَتِ{H:هِ|ها}، {H:وَهَمَسَ|وَهَمَسَتْ} لَهُ: «أَنْتَ الَّذي بَدَأْتَ كُلَّ هذا».',
      '{H} {H:حطّ|حطّت} العلم الورق {d:المقطوع|الممزّع|المشقوق|المشقوق} تحت مخدّت{H:ه|ها}، {d:ووشوش|ووشوش|وهمس|وهمس}{H:|ت} له: «{d:إنت اللي بدأت كل ده|إنت يللي بلّشت كل هيدا|إنت اللي بديت كل هذا|إنت اللي بديت كل هذا}».',
      '2',
    ],
    [
      'From the window {H} looked down at the chalk flag and thought that a flag drawn together on the ground where everyone walks was a fine way to say what their country means.',
      '{H:وَنَظَرَ|وَنَظَرَتْ} {H} مِنَ النّافِذَةِ إِلى عَلَمِ الطَّباشيرِ، {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ عَلَمًا نَرْسُمُهُ مَعًا عَلى الأَرْضِ الَّتي يَمْشي عَلَيْها الجَميعُ طَريقَةٌ جَميلَةٌ لِنَقولَ ما يَعْنيهِ وَطَنُنا.',
      '{H} {d.looked:H} من {d.window} على علم الطباشير، {H:وفكّر|وفكّرت} إنّ {d:علم بنرسمه سوا على الأرض اللي الكل ماشي عليها طريقة حلوة نقول بيها بلدنا يعني إيه لينا|علم منرسمو سوا عالأرض اللي الكل ماشي عليها طريقة حلوة نقول فيها شو يعني بلدنا إلنا|علم نرسمه سوا على الأرض اللي الكل يمشي عليها طريقة حلوة نقول فيها وش تعني ديرتنا لنا|علم نرسمه سوا على الأرض اللي الكل يمشي عليها طريقة حلوة نقول فيها شو تعني بلادنا لنا}.',
      '3',
    ],
  ],
  scene: {
    problem: 'hold a torn paper flag in a street hung with flags and bunting',
    try: 'try to smooth a torn paper flag on the table',
    help: 'stand at the front door with Auntie, who holds a box of coloured chalk',
    together: 'colour a big flag in chalk on the ground in front of the door beside Auntie',
    resolution: 'look down from the window at a big chalk flag under the lamp by the door',
  },
  props: {
    problem: [{ kind: 'bunting' }, { kind: 'drawing', where: 'held', state: 'broken' }],
    try: [{ kind: 'drawing', where: 'table', state: 'broken' }],
    help: [{ kind: 'drawing', where: 'held', state: 'broken' }],
    together: [{ kind: 'drawing', where: 'ground' }],
    resolution: [{ kind: 'drawing', where: 'ground', state: 'whole' }],
  },
  rooms: { try: 'living-room' },
};

export const nationalDayPlots: readonly SituationPlot[] = [
  bunting,
  grandpaStories,
  clothFlag,
  mosaic,
  flagChain,
  chalkFlag,
];
