import type { Pool } from '../lines.ts';
import { words } from '../idea/words.ts';
import type { SituationPlot } from './types.ts';
import { everyBeatIn } from '../theme-pack.ts';

/*
 * A pet has died. Told gently: the empty place, the tears, a parent who sits down and says it is
 * all right to be sad, a small ritual that says goodbye (a memory box, a seed, a letter of thanks),
 * and the love that stays. No cheering.
 * {R} is the pet the idea names ("our cat" → the cat), else "the cat".
 */

const person = {
  roles: ['pet'] as const,
  fallback: words('the cat', 'القِطَّةُ', 'القطّة', 'البسّة', 'القطوة', 'القطوة'),
  male: false,
};

const problem: Pool = [
  [
    'That week {R} had died, and the house felt very quiet.',
    '{R:ماتَ|ماتَتْ} {R} في ذلِكَ الأُسْبوعِ، فَصارَ البَيْتُ هادِئًا جِدًّا.',
    '{R} {R:مات|ماتت} {d:الأسبوع ده|هالجمعة|هالأسبوع|هالأسبوع}، والبيت {d.became:m} هادي {d.very}.',
  ],
  [
    "{H}'s thoughts kept going back to {R}, who had died [that morning|a few days before].",
    'ظَلَّتْ أَفْكارُ {H.g} تَعودُ إِلى {R.g}؛ فَقَدْ {R:ماتَ|ماتَتْ} [صَباحَ ذلِكَ اليَوْمِ|قَبْلَ أَيّامٍ قَليلَةٍ].',
    'بال {H} {d:فضل|ضلّ|ظلّ|ظلّ} عند {R}، اللي {R:مات|ماتت} [{d:الصبح ده|هالصبح|هالصبح|هالصبح}|{d:من كام يوم|من كم يوم|من كم يوم|من كم يوم}].',
  ],
  [
    '{R} had been part of the family for years; now {R:his|her} bowl sat empty by the door, and {H} felt a heaviness that would not go away.',
    'كانَ{R:|تْ} {R} فَرْدًا مِنَ العائِلَةِ سَنَواتٍ طَويلَةً؛ وَالآنَ صارَ وِعاءُ{R:هُ|ها} فارِغًا عِنْدَ البابِ، وَشَعَرَ{H:|تْ} {H} بِثِقَلٍ لا يَزولُ.',
    '{R} {R:كان|كانت} واحد من {d:العيلة|العيلة|العايلة|العايلة} سنين طويلة؛ و{d.now} {d:طبق الأكل|صحن الأكل|صحن الأكل|صحن الأكل} فاضي جنب الباب، و{H} حسّ{H:|ت} {d:بتقل ما بيروحش|بتقل ما بيروح|بثقل ما يروح|بثقل ما يروح}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    "{R}'s sleeping place was empty now.",
    'صارَ مَكانُ نَوْمِ {R.g} فارِغًا.',
    'مكان نوم {R} {d.became:m} فاضي.',
  ],
  ["A tear rolled down {H}'s cheek.", 'نَزَلَتْ دَمْعَةٌ عَلى خَدِّ {H.g}.', 'دمعة نزلت على خدّ {H}.'],
  [
    '"Why did {R} have to go?" {H} asked quietly.',
    '«لِماذا {R:ذَهَبَ|ذَهَبَتْ} {R}؟» سَأَلَ{H:|تْ} {H} بِصَوْتٍ خافِتٍ.',
    '«{d:ليه|ليش|ليه|ليش} {R} {R:راح|راحت}؟» سأل{H:|ت} {H} بصوت واطي.',
  ],
  [
    'Everything in the house reminded {H} of {R}: the window, the rug, the doorway.',
    'كانَ كُلُّ شَيْءٍ في البَيْتِ يُذَكِّرُ {H.a} بِ{R.g}: النّافِذَةُ، وَالسَّجّادَةُ، وَعَتَبَةُ البابِ.',
    '{d:كل حاجة في البيت كانت بتفكّر|كل شي بالبيت كان عم يذكّر|كل شي في البيت كان يذكّر|كل شي في البيت كان يذكّر} {H} ب{R}: {d:الشبّاك|الشبّاك|الدريشة|الدريشة}، والسجّادة، وعتبة الباب.',
    '2',
  ],
];

const tries: Pool = [
  [
    '{H} tried to play, but the game felt empty without {R}.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يَلْعَبَ|تَلْعَبَ}، لكِنَّ اللَّعِبَ بَدا فارِغًا مِنْ دونِ {R.g}.',
    '{H} حاول{H:|ت} {H:يلعب|تلعب}، بس اللعب {d:كان ناقصه|كان ناقصو|كان ناقصه|كان ناقصه} {R}.',
  ],
  [
    '{H} sat by the window for a long time.',
    'جَلَسَ{H:|تْ} {H} عِنْدَ النّافِذَةِ وَقْتًا طَويلًا.',
    '{H} قعد{H:|ت} {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة} وقت طويل.',
  ],
  [
    '{H} opened a drawing book, but the pencil stayed still above the page.',
    'فَتَحَ{H:|تْ} {H} دَفْتَرَ الرَّسْمِ، لكِنَّ القَلَمَ بَقِيَ ساكِنًا فَوْقَ الصَّفْحَةِ.',
    '{H} فتح{H:|ت} {d:كرّاسة الرسم|دفتر الرسم|دفتر الرسم|دفتر الرسم}، بس القلم {d:فضل واقف|ضلّ واقف|ظلّ واقف|ظلّ واقف} فوق الورقة.',
    '2',
  ],
  [
    'Sadness is strange: {H} wanted to be left alone, and at the same time wanted someone to come and sit close.',
    'الحُزْنُ غَريبٌ: {H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يُتْرَكَ وَحْدَهُ|تُتْرَكَ وَحْدَها}، وَفي الوَقْتِ نَفْسِهِ {H:أَرادَ|أَرادَتْ} أَنْ يَأْتِيَ أَحَدٌ وَيَجْلِسَ قَريبًا.',
    '{d:الزعل غريب|الزعل غريب|الحزن غريب|الحزن غريب}: {H} {H:كان|كانت} {d.want:H} {d.bit} {d:هدوء|هدوء|هدوء|هدوء}، وفي نفس الوقت {d.want:H} {d.someone} {d:ييجي يقعد جنبه|يجي يقعد حدّه|يجي يقعد جنبه|يجي يقعد يمّه}.',
    '3',
  ],
];

const reflect: Pool = [
  [
    '"When we remember {R}, the love stays with us," {H} thought.',
    '«حينَ نَتَذَكَّرُ {R.a}، يَبْقى الحُبُّ مَعَنا»، فَكَّرَ{H:|تْ} {H}.',
    '«لمّا {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R}، الحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ} معانا»، فكّر{H:|ت} {H}.',
  ],
  [
    '{H} was still sad, and that was all right; we remember the ones we love.',
    'كانَ{H:|تْ} {H} {H:حَزينًا|حَزينَةً} بَعْدُ، وَلا بَأْسَ في ذلِكَ؛ فَنَحْنُ نَتَذَكَّرُ مَنْ نُحِبُّ.',
    '{H} {H:كان|كانت} {d:لسّه|بعد|للحين|للحين} {d:زعلان|زعلان|حزين|حزين}{H:|ة}، {d:وده عادي|وهيدا عادي|وهذا عادي|وهذا عادي}؛ {d:إحنا بنفتكر|نحنا منتذكّر|حنّا نتذكّر|إحنا نتذكّر} اللي {d:بنحبّهم|منحبّن|نحبّهم|نحبّهم}.',
  ],
  [
    'Mama said softly, "Sadness is love that misses someone. When we remember together, it is a little lighter to carry."',
    'قالَتْ أُمُّ{H:هُ|ها} بِهُدوءٍ: «الحُزْنُ حُبٌّ يَشْتاقُ. وَحينَ نَتَذَكَّرُ مَعًا، يَصيرُ حِمْلُهُ أَخَفَّ قَليلًا».',
    '{d.mom} قالت بهدوء: «{d:الزعل ده حبّ مشتاق|الزعل حبّ مشتاق|الحزن حبّ مشتاق|الحزن حبّ مشتاق}. ولمّا {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} سوا، {d:بيبقى أخفّ شوية|بيصير أخفّ شوي|يصير أخفّ شوي|يصير أخفّ شوي}».',
    '2',
  ],
];

const bedtime: Pool = [
  [
    "Mama left the little lamp on and stayed until {H}'s breathing grew slow.",
    'تَرَكَتْ أُمُّ{H:هُ|ها} المِصْباحَ الصَّغيرَ مُضاءً، وَبَقِيَتْ حَتّى هَدَأَتْ أَنْفاسُ {H.g}.',
    '{d.mom} {d:سابت|تركت|خلّت|خلّت} {d:اللمبة الصغيّرة|الضو الزغير|النور الصغير|الليت الصغير} {d:منوّرة|مضوّي|شغّال|شغّال}، و{d:فضلت|ضلّت|ظلّت|ظلّت} لحدّ ما نَفَس {H} هدي.',
  ],
];

const before: Pool = [
  [
    'That afternoon {H} stayed at home and did not feel like going out.',
    'في ذلِكَ العَصْرِ بَقِيَ{H:|تْ} {H} في البَيْتِ، وَلَمْ {H:يَرْغَبْ|تَرْغَبْ} في الخُروجِ.',
    '{d:العصر ده|هالعصر|هالعصر|هالعصر} {H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} في البيت، وما كان{H:|ت}{d:ش|||} {d.want:H} {H:ي|ت}{d:خرج|طلع|طلع|طلع}.',
  ],
  [
    'The afternoon light lay quietly on the floor.',
    'كانَ ضَوْءُ العَصْرِ يَسْتَلْقي بِهُدوءٍ عَلى الأَرْضِ.',
    'نور العصر كان {d:نايم|مستلقي|منسدح|منسدح} بهدوء على الأرض.',
  ],
];

/** The lesson of every story of loss: shared by the plots of a pet's and a grandparent's death. */
export const rememberMoral = [
  'The ones we love stay in our hearts when we remember them.',
  'مَنْ نُحِبُّهُمْ يَبْقَوْنَ في قُلوبِنا حينَ نَتَذَكَّرُهُمْ.',
  '{d:اللي بنحبّهم بيفضلوا في قلوبنا لمّا بنفتكرهم|اللي منحبّن بيضلّوا بقلوبنا لمّا منتذكّرن|اللي نحبّهم يظلّون في قلوبنا لمّا نتذكّرهم|اللي نحبّهم يظلّون في قلوبنا لمّا نتذكّرهم}.',
] as const;

const shared = {
  situation: 'pet-death',
  gentle: true,
  person,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
} as const;

/** Mama and a box for the things that remind them: a drawing, the bell, a goodbye. */
const memoryBox: SituationPlot = {
  ...shared,
  key: 'pet-death/memory-box',
  titles: [
    ['{H} and the Memory Box', '{H} وَصُنْدوقُ الذِّكْرَياتِ', '{H} وصندوق الذكريات'],
    ['A Loving Goodbye', 'وَداعٌ مُحِبٌّ', 'وداع بحبّ'],
  ],
  morals: [
    rememberMoral,
    [
      'It is all right to be sad; love does not go away.',
      'لا بَأْسَ أَنْ نَحْزَنَ؛ فَالحُبُّ لا يَذْهَبُ.',
      '{d:عادي نزعل؛ الحبّ ما بيروحش|عادي نزعل؛ الحبّ ما بيروح|عادي نحزن؛ الحبّ ما يروح|عادي نحزن؛ الحبّ ما يروح}.',
    ],
  ],
  help: [
    [
      'Mama came and sat beside {H}. "It is all right to be sad," she said softly. "We remember {R} because we loved {R:him|her}. Shall we make a memory box?"',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «لا بَأْسَ أَنْ {H:تَحْزَنَ|تَحْزَني}. نَتَذَكَّرُ {R.a} لِأَنَّنا أَحْبَبْنا{R:هُ|ها}. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ صُنْدوقَ ذِكْرَياتٍ؟»',
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت بهدوء: «عادي {d:تزعل|تزعل|تحزن|تحزن}{H:|ي}. {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} {d:عشان|لأنّو|لأنّا|لأنّا} {d:حبّيناه|حبّيناه|حبّيناه|حبّيناه}{R:|ا}. {d:إيه رأيك نعمل|شو رأيك نعمل|وش رايك نسوّي|شو رايك نسوّي} صندوق ذكريات؟»',
    ],
    [
      'Mama came in with a small empty box and sat down beside {H}. "Let us make a memory box for {R}," she said. "When we remember, the love stays close."',
      'دَخَلَتْ أُمُّ{H:هُ|ها} تَحْمِلُ صُنْدوقًا صَغيرًا فارِغًا، وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «لِنَصْنَعْ صُنْدوقَ ذِكْرَياتٍ لِ{R.g}؛ فَحينَ نَتَذَكَّرُ، يَبْقى الحُبُّ قَريبًا».',
      '{d.mom} {d.came:f} {d:شايلة|حاملة|شايلة|شايلة} علبة {d.small:f} فاضية، وقعدت جنب {H}، وقالت: «{d:يلّا نعمل|يلّا نعمل|خلّنا نسوّي|خلّنا نسوّي} صندوق ذكريات ل{R}؛ لمّا {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر}، الحبّ {d:بيفضل قريّب|بيضلّ قريب|يظلّ قريب|يظلّ قريب}».',
    ],
  ],
  together: [
    [
      "Into the box went {R}'s little bell and a photo from the summer.",
      '{H:وَضَعا|وَضَعَتا} في الصُّنْدوقِ جَرَسَ {R.g} الصَّغيرَ وَصورَةً مِنَ الصَّيْفِ.',
      '{d:حطّوا|حطّوا|حطّوا|حطّوا} في الصندوق جرس {R} {d.small:m} وصورة من الصيف.',
    ],
    [
      'Mama wrote the date on the lid, and {H} drew a small heart beside it.',
      'كَتَبَتْ أُمُّ{H:هُ|ها} التّاريخَ عَلى الغِطاءِ، {H:وَرَسَمَ|وَرَسَمَتْ} {H} بِجانِبِهِ قَلْبًا صَغيرًا.',
      '{d.mom} كتبت التاريخ على الغطا، و{H} رسم{H:|ت} جنبه قلب {d.small:m}.',
    ],
  ],
  resolution: [
    [
      '{H} drew a picture of {R} and laid it in the box. It was a loving goodbye.',
      'رَسَمَ{H:|تْ} {H} صورَةً لِ{R.g}، {H:وَوَضَعَها|وَوَضَعَتْها} في الصُّنْدوقِ؛ فَهذا وَداعٌ مُحِبٌّ.',
      '{H} رسم{H:|ت} صورة ل{R}، وحطّ{H:|ت}ها في الصندوق؛ {d:ده|هيدا|هذا|هذا} وداع بحبّ.',
    ],
    [
      'Mama held {H} close for a long time, and the box sat between them, full of love.',
      'أَخَذَتْ أُمُّ{H:هُ|ها} {H.a} في حِضْنِها طَويلًا، وَالصُّنْدوقُ بَيْنَهُما مَليءٌ بِالحُبِّ.',
      '{d.mom} {d:حضنت|ضمّت|ضمّت|ضمّت} {H} {d:حضن طويل|ضمّة طويلة|ضمّة طويلة|ضمّة طويلة}، والصندوق بينهم مليان حبّ.',
    ],
    [
      '{H} closed the lid gently and whispered, "Goodbye, my dear. I will always remember you."',
      '{H:أَغْلَقَ|أَغْلَقَتْ} {H} الغِطاءَ بِرِفْقٍ، {H:وَهَمَسَ|وَهَمَسَتْ}: «وَداعًا يا {R:حَبيبي|حَبيبَتي}، {R:سَأَتَذَكَّرُكَ|سَأَتَذَكَّرُكِ} دائِمًا».',
      '{H} قفل{H:|ت} الغطا {d:بالراحة|عمهل|بشويش|بشويش}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:مع السلامة|مع السلامة|في أمان الله|في أمان الله} يا {R:حبيبي|حبيبتي}، {d:هفتكرك على طول|رح إتذكّرك دايمًا|بتذكّرك دايم|بتذكّرك دايم}».',
      '2',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'sit close with Mama, who holds a small box',
    together: 'put a bell and a photo into the memory box',
    resolution: 'hug Mama beside the memory box',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    help: [{ kind: 'memory-box', where: 'held', by: 'Mama' }],
    together: [
      { kind: 'memory-box', where: 'table' },
      { kind: 'photo', where: 'held' },
    ],
    resolution: [{ kind: 'memory-box', where: 'table' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Baba and a seed planted where the pet liked to rest: a goodbye that grows. */
const planting: SituationPlot = {
  ...shared,
  key: 'pet-death/planting',
  titles: [
    ['A Flower for {R}', 'زَهْرَةٌ لِ{R.g}', 'وردة ل{R}'],
    [
      '{H} Plants a Goodbye',
      '{H} {H:يَزْرَعُ|تَزْرَعُ} وَداعًا',
      '{H} {d:وزهرة الوداع|ووردة الوداع|ووردة الوداع|ووردة الوداع}',
    ],
  ],
  morals: [
    [
      'Love grows on, even after goodbye.',
      'الحُبُّ يَكْبُرُ حَتّى بَعْدَ الوَداعِ.',
      'الحبّ {d.bh}يكبر حتّى بعد الوداع.',
    ],
    [
      'When we remember, the ones we love stay close.',
      'حينَ نَتَذَكَّرُ، يَبْقى مَنْ نُحِبُّهُمْ قَريبينَ.',
      'لمّا {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر}، اللي {d:بنحبّهم بيفضلوا قريّبين|منحبّن بيضلّوا قراب|نحبّهم يظلّون قريبين|نحبّهم يظلّون قريبين}.',
    ],
  ],
  help: [
    [
      'Baba came and sat down next to {H}. "We remember {R} with love," he said. "Shall we plant something for {R:him|her}?"',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ لَ{H:هُ|ها}: «نَتَذَكَّرُ {R.a} بِحُبٍّ. ما رَأْيُ{H:كَ|كِ} أَنْ نَزْرَعَ لَ{R:هُ|ها} شَيْئًا؟»',
      '{d.dad} {d.came:m} وقعد جنب {H}، وقال: «{d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} بحبّ. {d:إيه رأيك|شو رأيك|وش رايك|شو رايك} نزرع ل{R:ه|ها} {d.thing}؟»',
    ],
    [
      'Baba found a clay pot and a packet of seeds. "Each time it grows," he said, "we remember."',
      'وَجَدَ أَبو{H:هُ|ها} أُصيصًا مِنَ الفَخّارِ وَكيسَ بُذورٍ، وَقالَ: «كُلَّما كَبِرَتْ، نَتَذَكَّرُ».',
      '{d.dad} {d.found:m} {d:قصرية فخّار|قصريّة فخّار|مركن فخّار|مركن فخّار} وكيس بذور، وقال: «كل ما {d:تكبر|تكبر|تكبر|تكبر}، {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر}».',
    ],
  ],
  together: [
    [
      'They filled the pot with soft soil, and {H} pressed a small seed into it.',
      'مَلَآ الأُصيصَ بِتُرابٍ ناعِمٍ، {H:وَدَفَنَ|وَدَفَنَتْ} {H} فيهِ بِذْرَةً صَغيرَةً.',
      '{d:ملوا|عبّوا|عبّوا|عبّوا} {d:القصرية|القصريّة|المركن|المركن} بتراب ناعم، و{H} {d:حطّ|حطّ|حطّ|حطّ}{H:|ت} فيه بذرة {d.small:f}.',
    ],
    [
      'Baba let {H} choose the spot where {R} used to rest in the sun.',
      'تَرَكَ أَبو{H:هُ|ها} {H.a} {H:يَخْتارُ|تَخْتارُ} المَكانَ الَّذي {R:كانَ يَسْتَريحُ|كانَتْ تَسْتَريحُ} فيهِ في الشَّمْسِ.',
      '{d.dad} {d:ساب|ترك|خلّى|خلّى} {H} {H:يختار|تختار} المكان اللي {R} {R:كان|كانت} {d.bh}{R:يرتاح|ترتاح} فيه في الشمس.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} pressed a seed into a pot of soil and poured a little water over it. "This is a loving goodbye," Baba said softly.',
      '{H:دَفَنَ|دَفَنَتْ} {H} بِذْرَةً في أُصيصٍ مِنَ التُّرابِ، {H:وَسَكَبَ|وَسَكَبَتْ} عَلَيْها قَليلًا مِنَ الماءِ، وَقالَ أَبو{H:هُ|ها} بِهُدوءٍ: «هذا وَداعٌ مُحِبٌّ».',
      '{H} {d:حطّ|حطّ|حطّ|حطّ}{H:|ت} بذرة في {d:قصرية تراب|قصريّة تراب|مركن تراب|مركن تراب}، و{d:صبّ|كبّ|صبّ|صبّ}{H:|ت} عليها {d:شوية|شوي|شوي|شوي} {d.water}، و{d.dad} قال بهدوء: «{d:ده|هيدا|هذا|هذا} وداع بحبّ».',
    ],
    [
      'Baba put his arm around {H}, and they sat beside the pot for a long, quiet moment.',
      'وَضَعَ أَبو{H:هُ|ها} ذِراعَهُ حَوْلَ{H:هُ|ها}، وَجَلَسا بِجانِبِ الأُصيصِ لَحْظَةً طَويلَةً هادِئَةً.',
      '{d.dad} حطّ {d:دراعه|إيدو|يده|يده} {d.around} {H}، وقعدوا جنب {d:القصرية|القصريّة|المركن|المركن} لحظة طويلة وهادية.',
    ],
    [
      '"When the first green leaf comes up, I will tell {R} about it," {H} whispered.',
      '«حينَ تَطْلُعُ أَوَّلُ وَرَقَةٍ خَضْراءَ، سَأُخْبِرُ {R.a} بِها»، هَمَسَ{H:|تْ} {H}.',
      '«لمّا {d:تطلع|تطلع|تطلع|تطلع} أوّل ورقة خضرا، {d:هقول|رح قول|بقول|بقول} ل{R}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.',
      '2',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'sit with Baba, who holds a clay pot and seeds',
    together: 'plant a seed in a clay pot with Baba',
    resolution: 'water the planted pot beside Baba',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    help: [{ kind: 'flower-pot', where: 'ground', state: 'empty' }],
    together: [{ kind: 'flower-pot', where: 'ground', state: 'empty' }],
    resolution: [
      { kind: 'flower-pot', where: 'ground' },
      { kind: 'watering-can', where: 'held' },
    ],
  },
};

/** Grandpa helps the child write the pet a letter of thanks, and reads it out: a goodbye in words. */
const thankYouLetter: SituationPlot = {
  ...shared,
  key: 'pet-death/thank-you-letter',
  titles: [
    ['A Letter for {R}', 'رِسالَةٌ إِلى {R.g}', '{d:جواب|رسالة|رسالة|رسالة} ل{R}'],
    ['{H} Says Thank You', '{H} {H:يَقولُ|تَقولُ} شُكْرًا', '{H} {d.bh}{H:يقول|تقول} شكرًا'],
  ],
  morals: [
    rememberMoral,
    [
      'Saying thank you is a loving way to say goodbye.',
      'الشُّكْرُ طَريقَةٌ مُحِبَّةٌ لِلْوَداعِ.',
      '{d:الشكر طريقة فيها حبّ عشان نودّع|الشكر طريقة فيها حبّ لنودّع|الشكر طريقة فيها حبّ عشان نودّع|الشكر طريقة فيها حبّ عشان نودّع}.',
    ],
  ],
  help: [
    [
      'Grandpa came and sat beside {H}. "It is all right to be sad," he said gently. "Shall we write {R} a letter? We can say thank you for everything we remember."',
      'جاءَ جَدُّ{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ بِلُطْفٍ: «لا بَأْسَ أَنْ {H:تَحْزَنَ|تَحْزَني}. ما رَأْيُ{H:كَ|كِ} أَنْ نَكْتُبَ رِسالَةً إِلى {R.g}؟ نَشْكُرُ{R:هُ|ها} فيها عَلى كُلِّ ما نَتَذَكَّرُهُ».',
      '{d:جدّو|جدّو|الجدّ|اليدّ} {d.came:m} وقعد جنب {H}، وقال بحنيّة: «عادي {d:تزعل|تزعل|تحزن|تحزن}{H:|ي}. {d:إيه رأيك نكتب جواب|شو رأيك نكتب رسالة|وش رايك نكتب رسالة|شو رايك نكتب رسالة} ل{R}؟ {d:نشكر|نشكر|نشكر|نشكر}{R:ه|ها} {d:فيه|فيها|فيها|فيها} على كل {d:حاجة بنفتكرها|شي منتذكّرو|شي نتذكّره|شي نتذكّره}».',
    ],
    [
      'Grandpa found {H} by the window and sat down slowly beside {H.him}. "When my dog Barq died, I was about your age," he said. "My father helped me write him a letter, with everything I wanted to thank him for. We remember better when we put our hearts into words. Shall we write one for {R}?"',
      'وَجَدَ جَدُّ{H:هُ|ها} {H.a} عِنْدَ النّافِذَةِ، فَجَلَسَ بِجانِبِ{H:هِ|ها} بِبُطْءٍ، وَقالَ: «حينَ ماتَ كَلْبي بَرْقٌ كُنْتُ في مِثْلِ سِنِّ{H:كَ|كِ}، فَساعَدَني أَبي عَلى أَنْ أَكْتُبَ لَهُ رِسالَةً فيها كُلُّ ما أَرَدْتُ أَنْ أَشْكُرَهُ عَلَيْهِ. نَحْنُ نَتَذَكَّرُ أَفْضَلَ حينَ نَضَعُ ما في قُلوبِنا في كَلِماتٍ. ما رَأْيُ{H:كَ|كِ} أَنْ نَكْتُبَ واحِدَةً إِلى {R.g}؟»',
      '{d:جدّو لقى|جدّو لاقى|الجدّ لقى|اليدّ لقى} {H} {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة}، وقعد {d:جنب|حدّ|جنب|يمّ}{H:ه|ها} {d:بالراحة|عمهل|بشويش|بشويش}، وقال: «{d:لمّا كلبي برق مات، كنت قدّ سنّك، وأبويا ساعدني أكتب له جواب فيه كل حاجة كنت عايز أشكره عليها. إحنا بنفتكر أحسن لمّا نحطّ اللي في قلبنا في كلام. إيه رأيك نكتب واحد|لمّا مات كلبي برق، كنت قدّ عمرك، وبيّي ساعدني إكتبلو رسالة فيها كل شي كان بدّي إشكرو عليه. نحنا منتذكّر أحسن لمّا نحطّ اللي بقلبنا بكلمات. شو رأيك نكتب وحدة|يوم مات كلبي برق، كنت قدّ عمرك، وأبوي ساعدني أكتب له رسالة فيها كل شي كنت أبي أشكره عليه. حنّا نتذكّر أحسن لمّا نحطّ اللي في قلوبنا في كلام. وش رايك نكتب وحدة|يوم مات كلبي برق، كنت قدّ عمرك، وأبوي ساعدني أكتب له رسالة فيها كل شي كنت أبا أشكره عليه. إحنا نتذكّر أحسن لمّا نحطّ اللي في قلوبنا في كلام. شو رايك نكتب وحدة} ل{R}؟»',
      '3',
    ],
  ],
  together: [
    [
      '{H} told Grandpa what to say, and he wrote it down carefully: "Thank you for every day we had together, and for all our games."',
      '{H:قالَ|قالَتْ} {H} لِجَدِّ{H:هِ|ها} ماذا يَكْتُبُ، فَكَتَبَهُ بِعِنايَةٍ: «شُكْرًا عَلى كُلِّ يَوْمٍ كُنّا فيهِ مَعًا، وَعَلى كُلِّ ما لَعِبْناهُ».',
      '{H} قال{H:|ت} ل{d:جدّو يكتب إيه، وهو كتبه بعناية|جدّو شو يكتب، وهوّي كتبو بعناية|لجدّ وش يكتب، وهو كتبه بعناية|ليدّ شو يكتب، وهو كتبه بعناية}: «شكرًا على كل يوم كنّا فيه سوا، وعلى كل اللعب اللي لعبناه».',
    ],
    [
      'Some lines were easy to say and some were hard. {H}\'s tears came a little over the last one, and Grandpa waited and did not hurry. At the bottom he wrote the words {H} chose: "I will always remember you."',
      'كانَ بَعْضُ السُّطورِ سَهْلًا، وَبَعْضُها صَعْبًا؛ وَنَزَلَتْ دُموعُ {H.g} قَليلًا عِنْدَ السَّطْرِ الأَخيرِ، وَالجَدُّ يَنْتَظِرُ وَلا يَسْتَعْجِلُ. وَفي أَسْفَلِ الوَرَقَةِ كَتَبَ الكَلِماتِ الَّتي {H:اخْتارَها|اخْتارَتْها} {H}: «{R:سَأَتَذَكَّرُكَ|سَأَتَذَكَّرُكِ} دائِمًا».',
      '{d:فيه سطور كانت سهلة، وسطور كانت صعبة|في سطور كانت سهلة، وسطور كانت صعبة|فيه سطور كانت سهلة، وسطور كانت صعبة|في سطور كانت سهلة، وسطور كانت صعبة}؛ ودموع {H} نزلت {d.bit} عند آخر سطر، و{d:جدّو مستنّي ومش مستعجل|جدّو ناطر ومش مستعجل|الجدّ ينتظر وما هو مستعجل|اليدّ ينتظر ومب مستعيل}. وفي آخر الورقة كتب الكلام اللي {H} {H:اختاره|اختارته}: «{d:هفتكرك على طول|رح إتذكّرك دايمًا|بتذكّرك دايم|بتذكّرك دايم}».',
      '3',
    ],
  ],
  resolution: [
    [
      'Grandpa read the letter out slowly, and {H} listened to every word. "This is a loving goodbye," he said softly. "In these words, we remember {R}."',
      'قَرَأَ الجَدُّ الرِّسالَةَ بِبُطْءٍ، {H:وَأَصْغى|وَأَصْغَتْ} {H} إِلى كُلِّ كَلِمَةٍ. ثُمَّ قالَ بِهُدوءٍ: «هذا وَداعٌ مُحِبٌّ؛ بِهذِهِ الكَلِماتِ نَتَذَكَّرُ {R.a}».',
      '{d:جدّو قرا الجواب بالراحة|جدّو قرا الرسالة عمهل|الجدّ قرا الرسالة بشويش|اليدّ قرا الرسالة بشويش}، و{H} سمع{H:|ت} كل كلمة. وبعدين قال بهدوء: «{d:ده وداع بحبّ؛ بالكلام ده بنفتكر|هيدا وداع بحبّ؛ بهالكلمات منتذكّر|هذا وداع بحبّ؛ بهالكلام نتذكّر|هذا وداع بحبّ؛ بهالكلام نتذكّر} {R}».',
    ],
    [
      "The letter stayed by {H}'s bed. {H} was still sad, but the sadness felt a little softer.",
      'بَقِيَتِ الرِّسالَةُ بِجانِبِ سَريرِ {H.g}. كانَ{H:|تْ} {H} {H:حَزينًا|حَزينَةً} بَعْدُ، لكِنَّ الحُزْنَ صارَ أَلْيَنَ قَليلًا.',
      '{d:الجواب فضل جنب سرير|الرسالة ضلّت حدّ تخت|الرسالة ظلّت جنب سرير|الرسالة ظلّت يمّ شبريّة} {H}. {H} {H:كان|كانت} {d:لسّه|بعد|للحين|للحين} {d:زعلان|زعلان|حزين|حزين}{H:|ة}، بس {d:الزعل بقى أخفّ شوية|الزعل صار أخفّ شوي|الحزن صار أخفّ شوي|الحزن صار أخفّ شوي}.',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'sit by the window with Grandpa, who holds a sheet of paper and a pencil',
    together: 'tell Grandpa what to write in a letter, Grandpa writing at the table',
    resolution: 'listen beside Grandpa as he reads the letter aloud',
  },
  props: {
    help: [{ kind: 'letter', where: 'table' }],
    together: [{ kind: 'letter', where: 'table' }],
    resolution: [{ kind: 'letter', where: 'table' }],
  },
  rooms: { help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Grandma folds paper into a little book, and they draw one memory of the pet on each page. */
const pictureBook: SituationPlot = {
  ...shared,
  key: 'pet-death/picture-book',
  titles: [
    ['The Book of {R}', 'كِتابُ {R.g}', 'كتاب {R}'],
    ['Pictures to Remember', 'صُوَرٌ لِلذِّكْرى', 'صور للذكرى'],
  ],
  morals: [
    rememberMoral,
    [
      'A memory we share is a memory we keep.',
      'الذِّكْرى الَّتي نَتَقاسَمُها ذِكْرى نَحْفَظُها.',
      '{d:الذكرى اللي بنحكيها سوا بتفضل معانا|الذكرى اللي منحكيها سوا بتضلّ معنا|الذكرى اللي نتشاركها تظلّ معنا|الذكرى اللي نتشاركها تظلّ ويّانا}.',
    ],
  ],
  help: [
    [
      'Grandma came with a few sheets of paper folded into a little book. "We remember {R} best with pictures," she said softly. "Shall we fill a book with the things {R:he|she} loved?"',
      'جاءَتْ جَدَّتُ{H:هُ|ها} بِأَوْراقٍ قَليلَةٍ مَطْوِيَّةٍ كَأَنَّها كِتابٌ صَغيرٌ، وَقالَتْ بِصَوْتٍ خافِتٍ: «نَتَذَكَّرُ {R.a} أَحْسَنَ بِالرُّسومِ. ما رَأْيُ{H:كَ|كِ} أَنْ نَمْلَأَ كِتابًا بِما {R:كانَ يُحِبُّهُ|كانَتْ تُحِبُّهُ}؟»',
      '{d:تيتة جت بكام ورقة متطبّقة زيّ كتاب صغيّر|تيتا إجت بكم ورقة مطويّة متل كتاب زغير|الجدّة جات بكم ورقة مطويّة مثل كتاب صغير|اليدّة يات بكم ورقة مطويّة شرات كتاب صغير}، وقالت بصوت واطي: «{d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} أحسن بالرسم. {d:إيه رأيك نملا كتاب باللي|شو رأيك نعبّي كتاب باللي|وش رايك نعبّي كتاب باللي|شو رايك نعبّي كتاب باللي} {R} {R:كان|كانت} {d.bh}{R:يحبّه|تحبّه}؟»',
    ],
    [
      'Grandma sat down on the rug beside {H} with a box of coloured pencils. "When I was a girl, my little yellow bird died, and I could not say goodbye in words, so I drew him, a little every day," she said. "We remember with our hands too. Shall we make a book for {R}, with one memory on every page?"',
      'جَلَسَتْ جَدَّتُ{H:هُ|ها} عَلى السَّجّادَةِ بِجانِبِ{H:هِ|ها} وَمَعَها عُلْبَةُ أَقْلامٍ مُلَوَّنَةٍ، وَقالَتْ: «حينَ ماتَ عُصْفوري الأَصْفَرُ وَأَنا صَغيرَةٌ، لَمْ أَسْتَطِعْ أَنْ أُوَدِّعَهُ بِالكَلامِ، فَرَسَمْتُهُ، قَليلًا كُلَّ يَوْمٍ. نَحْنُ نَتَذَكَّرُ بِأَيْدينا أَيْضًا. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ كِتابًا لِ{R.g}، في كُلِّ صَفْحَةٍ مِنْهُ ذِكْرى؟»',
      '{d:تيتة قعدت على السجّادة جنب|تيتا قعدت عالسجّادة حدّ|الجدّة قعدت على الزولية جنب|اليدّة قعدت على الزولية يمّ} {H} {d:ومعاها علبة ألوان|ومعها علبة ألوان|ومعها علبة ألوان|وويّاها علبة ألوان}، وقالت: «{d:لمّا عصفوري الأصفر مات وأنا صغيّرة، ما عرفتش أودّعه بالكلام، فرسمته، شوية كل يوم. إحنا بنفتكر بإيدينا كمان. إيه رأيك نعمل كتاب|لمّا مات عصفوري الأصفر وأنا زغيرة، ما عرفت ودّعو بالحكي، فرسمتو، شوي كل يوم. نحنا منتذكّر بإيدينا كمان. شو رأيك نعمل كتاب|يوم مات عصفوري الأصفر وأنا صغيرة، ما عرفت أودّعه بالكلام، فرسمته، شوي كل يوم. حنّا نتذكّر بيدينا بعد. وش رايك نسوّي كتاب|يوم مات عصفوري الأصفر وأنا صغيرة، ما عرفت أودّعه بالكلام، فرسمته، شوي كل يوم. إحنا نتذكّر بيدينا بعد. شو رايك نسوّي كتاب} ل{R}، {d:في كل صفحة|بكل صفحة|في كل صفحة|في كل صفحة} ذكرى؟»',
      '3',
    ],
  ],
  together: [
    [
      "Page by page, the book filled up: {R} in {R:his|her} sunny spot, {R}'s favourite toy, the day {R} first came home.",
      'امْتَلَأَ الكِتابُ صَفْحَةً بَعْدَ صَفْحَةٍ: {R} في مَكانِ{R:هِ|ها} المُشْمِسِ، وَلُعْبَةُ {R.g} المُفَضَّلَةُ، وَيَوْمَ {R:جاءَ|جاءَتْ} {R} إِلى البَيْتِ أَوَّلَ مَرَّةٍ.',
      'الكتاب {d:اتملا صفحة ورا صفحة|تعبّى صفحة ورا صفحة|تعبّى صفحة ورا صفحة|تعبّى صفحة ورا صفحة}: {R} في {d:مكان|محلّ|مكان|مكان}{R:ه|ها} اللي فيه شمس، ولعبة {R} المفضّلة، ويوم ما {R} {d.came:R} {d:البيت|عالبيت|البيت|البيت} أوّل مرّة.',
    ],
    [
      'Grandma drew the outlines, and {H} coloured them in, slowly and carefully. On one page a tear fell, and Grandma let it dry without a word.',
      'رَسَمَتِ الجَدَّةُ الخُطوطَ، {H:وَلَوَّنَها|وَلَوَّنَتْها} {H} بِبُطْءٍ وَعِنايَةٍ. وَعَلى إِحْدى الصَّفَحاتِ سَقَطَتْ دَمْعَةٌ، فَتَرَكَتْها الجَدَّةُ تَجِفُّ وَلَمْ تَقُلْ شَيْئًا.',
      '{d:تيتة رسمت الخطوط|تيتا رسمت الخطوط|الجدّة رسمت الخطوط|اليدّة رسمت الخطوط}، و{H} {H:لوّنها|لوّنتها} {d:بالراحة وبعناية|عمهل وبعناية|بشويش وبعناية|بشويش وبعناية}. {d:وعلى صفحة منهم نزلت دمعة، وتيتة سابتها تنشف من غير ولا كلمة|وعلى صفحة منن نزلت دمعة، وتيتا تركتها تنشف بلا ولا كلمة|وعلى صفحة منها نزلت دمعة، والجدّة خلّتها تنشف بدون ولا كلمة|وعلى صفحة منها نزلت دمعة، واليدّة خلّتها تنشف بدون ولا كلمة}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'They filled the little book with pictures of {R}, and Grandma tied it with a red ribbon. "This is a loving goodbye," she said. "We remember {R} on every page."',
      '{H:مَلَآ|مَلَأَتا} الكِتابَ الصَّغيرَ بِصُوَرٍ لِ{R.g}، وَرَبَطَتْهُ الجَدَّةُ بِشَريطٍ أَحْمَرَ، وَقالَتْ: «هذا وَداعٌ مُحِبٌّ؛ نَتَذَكَّرُ {R.a} في كُلِّ صَفْحَةٍ».',
      '{d:ملوا|عبّوا|عبّوا|عبّوا} الكتاب ال{d.small:m} بصور ل{R}، و{d:تيتة ربطته بشريطة حمرا|تيتا ربطتو بشريطة حمرا|الجدّة ربطته بشريطة حمرا|اليدّة ربطته بشريطة حمرا}، وقالت: «{d:ده|هيدا|هذا|هذا} وداع بحبّ؛ {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} {d:في كل صفحة|بكل صفحة|في كل صفحة|في كل صفحة}».',
    ],
    [
      '{H} wrote {R}\'s name on the cover and held the book close. "Whenever we open it, we remember {R}," {H} whispered.',
      '{H:كَتَبَ|كَتَبَتْ} {H} اسْمَ {R.g} عَلى الغِلافِ، {H:وَضَمَّ|وَضَمَّتِ} الكِتابَ إِلى صَدْرِ{H:هِ|ها}، {H:وَهَمَسَ|وَهَمَسَتْ}: «كُلَّما فَتَحْناهُ نَتَذَكَّرُ {R.a}».',
      '{H} كتب{H:|ت} اسم {R} على الغلاف، و{d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} الكتاب، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:كل ما نفتحه بنفتكر|كل ما نفتحو منتذكّر|كل ما فتحناه نتذكّر|كل ما فتحناه نتذكّر} {R}».',
      'p',
    ],
    [
      '{H} turned the pages once more, slowly. The sadness was still there, but beside it now lay a book full of {R}, and {H} understood that when we remember, we keep: a loving goodbye is not forgetting.',
      'قَلَّبَ{H:|تْ} {H} الصَّفَحاتِ مَرَّةً أُخْرى بِبُطْءٍ. كانَ الحُزْنُ ما يَزالُ هُناكَ، لكِنْ صارَ بِجانِبِهِ كِتابٌ مَليءٌ بِ{R.g}؛ فَفَهِمَ{H:|تْ} {H} أَنَّنا حينَ نَتَذَكَّرُ نَحْفَظُ، وَأَنَّ الوَداعَ المُحِبَّ لَيْسَ نِسْيانًا.',
      '{H} قلّب{H:|ت} الصفحات {d:تاني بالراحة|كمان مرّة عمهل|مرّة ثانية بشويش|مرّة ثانية بشويش}. {d:الزعل كان لسّه موجود، بس جنبه دلوقتي كتاب مليان|الزعل كان بعدو موجود، بس حدّو هلّق كتاب مليان|الحزن كان للحين موجود، بس جنبه الحين كتاب مليان|الحزن كان للحين موجود، بس يمّه الحين كتاب مليان} ب{R}؛ و{H} فهم{H:|ت} إنّ {d:لمّا بنفتكر بنحفظ، وإنّ الوداع بحبّ مش نسيان|لمّا منتذكّر منحفظ، وإنّو الوداع بحبّ مش نسيان|لمّا نتذكّر نحفظ، وإنّ الوداع بحبّ مو نسيان|لمّا نتذكّر نحفظ، وإنّ الوداع بحبّ مب نسيان}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'sit on the rug with Grandma, who holds folded paper and coloured pencils',
    together: 'colour drawings of the pet in a homemade paper book beside Grandma',
    resolution: 'hold a homemade picture book tied with a red ribbon, Grandma beside',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    help: [{ kind: 'drawing', where: 'held', by: 'Grandma' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'book', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** The animal doctor who cared for the pet comes by: it was not the family's fault, and the pet's blanket and food can warm animals with no home. */
const blanketGift: SituationPlot = {
  ...shared,
  key: 'pet-death/blanket-gift',
  titles: [
    ["{R}'s Blanket", 'بَطّانِيَّةُ {R.g}', '{d:بطّانية|حرام|بطّانية|بطّانية} {R}'],
    ['A Gift from {R}', 'هَدِيَّةٌ مِنْ {R.g}', 'هديّة من {R}'],
  ],
  morals: [
    [
      'Love does not stop; it can be passed on.',
      'الحُبُّ لا يَتَوَقَّفُ؛ بَلْ يَنْتَقِلُ إِلى غَيْرِنا.',
      '{d:الحبّ ما بيقفش؛ بيوصل لغيرنا|الحبّ ما بيوقف؛ بيوصل لغيرنا|الحبّ ما يوقف؛ يوصل لغيرنا|الحبّ ما يوقف؛ يوصل لغيرنا}.',
    ],
    rememberMoral,
  ],
  help: [
    [
      'The animal doctor who had cared for {R} came by to say she was sorry. "You looked after {R} so well," she said gently. "We remember {R} by being kind. Shall we give {R:his|her} food and blanket to the animals at my clinic who have no home?"',
      'جاءَتِ الطَّبيبَةُ البَيْطَرِيَّةُ الَّتي كانَتْ تُعالِجُ {R.a} لِتُواسِيَ {H.a}، وَقالَتْ بِلُطْفٍ: «لَقَدِ {H:اعْتَنَيْتَ|اعْتَنَيْتِ} بِ{R.g} جَيِّدًا. نَتَذَكَّرُ {R.a} حينَ نَكونُ لُطَفاءَ؛ ما رَأْيُ{H:كَ|كِ} أَنْ نُعْطِيَ طَعامَ{R:هُ|ها} وَبَطّانِيَّتَ{R:هُ|ها} لِلْحَيَواناتِ الَّتي لا بَيْتَ لَها في عِيادَتي؟»',
      '{d:الدكتورة البيطرية اللي كانت بتعالج|الدكتورة البيطريّة اللي كانت تعالج|الدكتورة البيطرية اللي كانت تعالج|الدكتورة البيطرية اللي كانت تعالج} {R} {d.came:f} تواسي {H}، وقالت بحنيّة: «إنت{H:|ي} اهتمّيت{H:|ي} ب{R} {d:كويس أوي|منيح كتير|زين مرّة|زين وايد}. {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} {d:لمّا نكون حنيّنين|لمّا نكون حنونين|لمّا نكون طيّبين|لمّا نكون طيّبين}؛ {d:إيه رأيك ندّي|شو رأيك نعطي|وش رايك نعطي|شو رايك نعطي} أكل{R:ه|ها} {d:وبطّانيت|وحرام|وبطّانيت|وبطّانيت}{R:ه|ها} {d:للحيوانات اللي ملهاش بيت في العيادة بتاعتي|للحيوانات اللي ما إلها بيت بعيادتي|للحيوانات اللي ما لها بيت في عيادتي|للحيوانات اللي ما لها بيت في عيادتي}؟»',
    ],
    [
      'Doctor Salma, the animal doctor who had cared for {R}, knocked softly and sat down with the family. "I have looked after many animals," she said, "and I could always tell the ones who were loved. {R} was one of them. Nothing you did made {R} die; in your home {R} knew only kindness." She was quiet for a moment. "Some families give their pet\'s blanket and food to the animals at my clinic who have no home. It is a loving goodbye, and we remember {R} each time another animal is warm."',
      'طَرَقَتِ الطَّبيبَةُ البَيْطَرِيَّةُ سَلْمى البابَ بِرِفْقٍ، وَهِيَ الَّتي كانَتْ تُعالِجُ {R.a}، وَجَلَسَتْ مَعَ العائِلَةِ وَقالَتْ: «اعْتَنَيْتُ بِحَيَواناتٍ كَثيرَةٍ، وَكُنْتُ أَعْرِفُ دائِمًا الحَيَواناتِ الَّتي يُحِبُّها أَهْلُها، وَ{R} {R:كانَ|كانَتْ} مِنْها. لَمْ تَفْعَلوا شَيْئًا جَعَلَ {R.a} {R:يَموتُ|تَموتُ}؛ فَفي بَيْتِكُمْ لَمْ {R:يَعْرِفْ|تَعْرِفْ} إِلّا اللُّطْفَ». ثُمَّ سَكَتَتْ قَليلًا، وَقالَتْ: «بَعْضُ العائِلاتِ تُعْطي بَطّانِيَّةَ حَيَوانِها وَطَعامَهُ لِلْحَيَواناتِ الَّتي لا بَيْتَ لَها في عِيادَتي. هذا وَداعٌ مُحِبٌّ، وَنَتَذَكَّرُ {R.a} كُلَّما دَفِئَ حَيَوانٌ آخَرُ».',
      '{d:الدكتورة سلمى البيطرية، اللي كانت بتعالج|الدكتورة سلمى البيطريّة، اللي كانت تعالج|الدكتورة سلمى البيطرية، اللي كانت تعالج|الدكتورة سلمى البيطرية، اللي كانت تعالج} {R}، {d:خبّطت على الباب بالراحة وقعدت مع العيلة|دقّت الباب عمهل وقعدت مع العيلة|دقّت الباب بشويش وقعدت مع العايلة|دقّت الباب بشويش ويلست ويّا العايلة}، وقالت: «{d:أنا عالجت حيوانات كتير، وكنت دايمًا بعرف الحيوانات اللي أهلها بيحبّوها|أنا عالجت حيوانات كتير، وكنت دايمًا إعرف الحيوانات اللي أهلها بيحبّوها|أنا عالجت حيوانات واجد، وكنت دايم أعرف الحيوانات اللي أهلها يحبّونها|أنا عالجت حيوانات وايد، وكنت دايم أعرف الحيوانات اللي أهلها يحبّونها}، و{R} {R:كان|كانت} {d:منهم|منن|منهم|منهم}. {d:مفيش حاجة عملتوها خلّت|ما في شي عملتوه خلّى|ما فيه شي سوّيتوه خلّى|ما فيه شي سوّيتوه خلّى} {R} {R:يموت|تموت}؛ {d:في بيتكم ما كانش فيه غير الحنيّة|ببيتكن ما كان في غير الحنيّة|في بيتكم ما كان فيه إلّا الحنان|في بيتكم ما كان فيه إلّا الحنان}». {d:وسكتت شوية، وقالت|وسكتت شوي، وقالت|وسكتت شوي، وقالت|وسكتت شوي، وقالت}: «{d:فيه عيلات بتدّي بطّانية الحيوان بتاعها وأكله للحيوانات اللي ملهاش بيت في العيادة بتاعتي. ده وداع بحبّ، وبنفتكر|في عيل بتعطي حرام الحيوان تبعها وأكلو للحيوانات اللي ما إلها بيت بعيادتي. هيدا وداع بحبّ، ومنتذكّر|فيه عوايل تعطي بطّانية حيوانها وأكله للحيوانات اللي ما لها بيت في عيادتي. هذا وداع بحبّ، ونتذكّر|فيه عوايل تعطي بطّانية حيوانها وأكله للحيوانات اللي ما لها بيت في عيادتي. هذا وداع بحبّ، ونتذكّر} {R} {d:كل ما حيوان تاني يدفى|كل ما حيوان تاني يدفى|كل ما حيوان ثاني دفى|كل ما حيوان ثاني دفى}».',
      '3',
    ],
  ],
  together: [
    [
      "Into a box went {R}'s blanket and the rest of {R:his|her} food. {H} kept just one thing: {R}'s favourite toy.",
      '{H:وَضَعا|وَضَعَتا} في صُنْدوقٍ بَطّانِيَّةَ {R.g} وَما بَقِيَ مِنْ طَعامِ{R:هِ|ها}، {H:وَاحْتَفَظَ|وَاحْتَفَظَتْ} {H} بِشَيْءٍ واحِدٍ فَقَطْ: لُعْبَةِ {R.g} المُفَضَّلَةِ.',
      '{d:حطّوا في كرتونة|حطّوا بكرتونة|حطّوا في كرتون|حطّوا في كرتون} {d:بطّانية|حرام|بطّانية|بطّانية} {R} واللي {d:فاضل|باقي|باقي|باقي} من أكل{R:ه|ها}، و{H} {H:خلّى عنده|خلّت عندها} {d:حاجة واحدة بس|شي واحد بس|شي واحد بس|شي واحد بس}: اللعبة اللي {R} {R:كان|كانت} {d.bh}{R:يحبّها|تحبّها} {d:أكتر حاجة|أكتر شي|أكثر شي|أكثر شي}.',
    ],
    [
      '{H} wrote {R}\'s name on the box in big letters. "So the animals know who it is from," {H} said.',
      '{H:كَتَبَ|كَتَبَتْ} {H} اسْمَ {R.g} عَلى الصُّنْدوقِ بِحُروفٍ كَبيرَةٍ، {H:وَقالَ|وَقالَتْ}: «لِتَعْرِفَ الحَيَواناتُ مِمَّنْ هذِهِ الهَدِيَّةُ».',
      '{H} كتب{H:|ت} اسم {R} على {d:الكرتونة|الكرتونة|الكرتون|الكرتون} بحروف كبيرة، وقال{H:|ت}: «{d:عشان الحيوانات تعرف الهديّة دي من مين|مشان الحيوانات يعرفوا الهديّة من مين|عشان الحيوانات يعرفون الهديّة من مين|عشان الحيوانات يعرفون الهديّة من منو}».',
      '2p',
    ],
  ],
  resolution: [
    [
      'The doctor carried the box to her clinic. "Tonight another animal will be warm in {R}\'s blanket," she said. "It is a loving goodbye."',
      'حَمَلَتِ الطَّبيبَةُ الصُّنْدوقَ إِلى عِيادَتِها، وَقالَتْ: «اللَّيْلَةَ يَدْفَأُ حَيَوانٌ آخَرُ في بَطّانِيَّةِ {R.g}؛ هذا وَداعٌ مُحِبٌّ».',
      '{d:الدكتورة شالت الكرتونة لعيادتها|الدكتورة حملت الكرتونة لعيادتها|الدكتورة شالت الكرتون لعيادتها|الدكتورة شلّت الكرتون لعيادتها}، وقالت: «الليلة {d:حيوان تاني هيدفى في بطّانية|حيوان تاني رح يدفى بحرام|حيوان ثاني بيدفى في بطّانية|حيوان ثاني بيدفى في بطّانية} {R}؛ {d:ده|هيدا|هذا|هذا} وداع بحبّ».',
    ],
    [
      '{H} held {R}\'s favourite toy close. "We remember {R} by being kind," {H} whispered.',
      '{H:ضَمَّ|ضَمَّتْ} {H} لُعْبَةَ {R.g} المُفَضَّلَةَ، {H:وَهَمَسَ|وَهَمَسَتْ}: «نَتَذَكَّرُ {R.a} حينَ نَكونُ لُطَفاءَ».',
      '{H} {d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} {d:اللعبة المفضّلة بتاعة|اللعبة المفضّلة تبع|اللعبة المفضّلة حقّ|اللعبة المفضّلة مال} {R}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} {d:لمّا نكون حنيّنين|لمّا نكون حنونين|لمّا نكون طيّبين|لمّا نكون طيّبين}».',
      '2p',
    ],
    [
      "The house was still quieter without {R}, and {H} cried a little that night. But somewhere across town, an animal with no home was warm in {R}'s blanket, and {H} understood that a loving goodbye can be a gift: the love for {R} had not stopped; it had gone on to someone who needed it.",
      'ظَلَّ البَيْتُ أَهْدَأَ مِنْ دونِ {R.g}، {H:وَبَكى|وَبَكَتْ} {H} قَليلًا تِلْكَ اللَّيْلَةَ. لكِنْ في مَكانٍ ما مِنَ المَدينَةِ، كانَ حَيَوانٌ لا بَيْتَ لَهُ دافِئًا في بَطّانِيَّةِ {R.g}؛ فَفَهِمَ{H:|تْ} {H} أَنَّ الوَداعَ قَدْ يَكونُ هَدِيَّةً، وَأَنَّ هذا وَداعٌ مُحِبٌّ: فَالحُبُّ لِ{R.g} لَمْ يَتَوَقَّفْ، بَلِ انْتَقَلَ إِلى مَنْ يَحْتاجُهُ.',
      '{d:البيت فضل أهدى من غير|البيت ضلّ أهدى بلا|البيت ظلّ أهدى بدون|البيت ظلّ أهدى بدون} {R}، و{H} {H:بكى|بكت} {d.bit} {d:الليلة دي|هاللّيلة|الليلة|الليلة}. بس في {d:حتّة|محلّ|مكان|مكان} في المدينة، {d:كان فيه حيوان ملوش بيت دافي|كان في حيوان ما إلو بيت دافي|كان فيه حيوان ما له بيت دافي|كان فيه حيوان ما له بيت دافي} في {d:بطّانية|حرام|بطّانية|بطّانية} {R}؛ و{H} فهم{H:|ت} إنّ الوداع بحبّ {d:ممكن يبقى هديّة: الحبّ اللي كان ل|فيه يكون هديّة: الحبّ اللي كان ل|ممكن يصير هديّة: الحبّ اللي كان ل|ممكن يصير هديّة: الحبّ اللي كان ل}{R} {d:ما وقفش، راح لحدّ محتاجه|ما وقف، راح لحدا محتاجو|ما وقف، راح لأحد يحتاجه|ما وقف، راح لحد يحتاجه}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'listen to a kind animal doctor who sits with the family in the living room',
    together: 'pack a pet blanket and food into a cardboard box beside the animal doctor',
    resolution:
      "hold the pet's favourite toy close while the animal doctor carries the box out of the door",
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    help: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    together: [{ kind: 'gift', where: 'table' }],
    resolution: [{ kind: 'toys', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** The neighbour who waved to the pet every morning brings a flat stone: they paint its name and share their stories of it. */
const paintedStone: SituationPlot = {
  ...shared,
  key: 'pet-death/painted-stone',
  titles: [
    ['A Stone for {R}', 'حَجَرٌ لِ{R.g}', 'حجر ل{R}'],
    ["{R}'s Name in Blue", 'اسْمُ {R.g} بِالأَزْرَقِ', 'اسم {R} بالأزرق'],
  ],
  morals: [
    [
      'Remembering together makes the love bigger.',
      'حينَ نَتَذَكَّرُ مَعًا، يَكْبُرُ الحُبُّ.',
      '{d:لمّا نفتكر سوا، الحبّ بيكبر|لمّا نتذكّر سوا، الحبّ بيكبر|لمّا نتذكّر سوا، الحبّ يكبر|لمّا نتذكّر سوا، الحبّ يكبر}.',
    ],
    rememberMoral,
  ],
  help: [
    [
      'The neighbour, Umm Ziad, knocked with a smooth flat stone and a little pot of blue paint. "I will miss {R} too; I waved to {R:him|her} through your window every morning," she said softly. "We remember {R} together. Shall we paint {R:his|her} name on this stone?"',
      'طَرَقَتِ الجارَةُ أُمُّ زِيادٍ البابَ، وَمَعَها حَجَرٌ أَمْلَسُ مُسَطَّحٌ وَعُلْبَةُ طِلاءٍ أَزْرَقَ صَغيرَةٌ، وَقالَتْ بِهُدوءٍ: «سَأَشْتاقُ إِلى {R.g} أَنا أَيْضًا؛ كُنْتُ أُلَوِّحُ لَ{R:هُ|ها} عَبْرَ نافِذَتِكُمْ كُلَّ صَباحٍ. نَتَذَكَّرُ {R.a} مَعًا؛ ما رَأْيُ{H:كَ|كِ} أَنْ نَرْسُمَ اسْمَ{R:هُ|ها} عَلى هذا الحَجَرِ؟»',
      '{d:طنط أمّ زياد جارتهم خبّطت على الباب|أمّ زياد جارتن دقّت الباب|أمّ زياد جارتهم دقّت الباب|أمّ زياد يارتهم دقّت الباب}، {d:ومعاها حجر ناعم مبطّط وعلبة بوية زرقا صغيّرة|ومعها حجرة ملسا مبطّحة وعلبة دهان زرقا زغيرة|ومعها حجر أملس مسطّح وعلبة صبغ أزرق صغيرة|وويّاها حصاة ملسا مسطّحة وعلبة صبغ أزرق صغيرة}، وقالت بهدوء: «{d:أنا كمان هفتقد|أنا كمان رح إفتقد|أنا بعد بفتقد|أنا بعد بفتقد} {R}؛ كنت {d:بسلّم|سلّم|أسلّم|أسلّم} عل{R:يه|يها} من {d:الشبّاك بتاعكم كل يوم الصبح|شبّاككن كل صبح|دريشتكم كل صبح|دريشتكم كل صبح}. {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} سوا؛ {d:إيه رأيك نكتب|شو رأيك نكتب|وش رايك نكتب|شو رايك نكتب} اسم{R:ه|ها} على {d:الحجر ده|هالحجرة|هالحجر|هالحصاة}؟»',
    ],
    [
      'Umm Ziad from next door came with a flat stone from the beach and a small brush. "For years I waved to {R} through your window every morning, and {R} was part of my mornings too," she said gently. "When my old dog died, Ziad and his sister painted his name on a stone and put it under the lemon tree. Each time I pass it, I remember him and thank him in my heart, and the missing grew softer that way. Shall we paint one for {R}? It is a loving goodbye that stays where we can see it."',
      'جاءَتِ الجارَةُ أُمُّ زِيادٍ بِحَجَرٍ مُسَطَّحٍ مِنَ الشّاطِئِ وَفُرْشاةٍ صَغيرَةٍ، وَقالَتْ بِلُطْفٍ: «سِنينَ طَويلَةً كُنْتُ أُلَوِّحُ لِ{R.g} عَبْرَ نافِذَتِكُمْ كُلَّ صَباحٍ، {R:فَكانَ|فَكانَتْ} جُزْءًا مِنْ صَباحي أَيْضًا. وَحينَ ماتَ كَلْبي العَجوزُ، رَسَمَ زِيادٌ وَأُخْتُهُ اسْمَهُ عَلى حَجَرٍ وَوَضَعوهُ تَحْتَ شَجَرَةِ اللَّيْمونِ؛ فَكُلَّما مَرَرْتُ بِهِ تَذَكَّرْتُهُ وَشَكَرْتُهُ في قَلْبي، فَصارَ الشَّوْقُ أَلْيَنَ. ما رَأْيُ{H:كَ|كِ} أَنْ نَرْسُمَ واحِدًا لِ{R.g}؟ إِنَّهُ وَداعٌ مُحِبٌّ يَبْقى حَيْثُ نَراهُ».',
      '{d:طنط أمّ زياد جارتهم جت بحجر مبطّط من البحر وفرشة صغيّرة|أمّ زياد جارتن إجت بحجرة مبطّحة من البحر وفرشاية زغيرة|أمّ زياد جارتهم جات بحجر مسطّح من البحر وفرشاة صغيرة|أمّ زياد يارتهم يات بحصاة مسطّحة من البحر وفرشاة صغيرة}، وقالت بحنيّة: «{d:سنين وأنا بسلّم على|سنين وأنا سلّم على|سنين وأنا أسلّم على|سنين وأنا أسلّم على} {R} من {d:الشبّاك بتاعكم كل يوم الصبح|شبّاككن كل صبح|دريشتكم كل صبح|دريشتكم كل صبح}، و{R} {R:كان|كانت} {d:حتّة من صبحيّتي أنا كمان|جزء من صبحيّتي أنا كمان|جزء من صبحي أنا بعد|جزء من صبحي أنا بعد}. {d:ولمّا كلبي العجوز مات، زياد وأخته كتبوا اسمه على حجر وحطّوه تحت شجرة اللمون؛ وكل ما أعدّي جنبه أفتكره وأشكره في قلبي، والوحشة بقت أخفّ كده. إيه رأيك نعمل واحد|ولمّا مات كلبي الكبير، زياد وأختو كتبوا اسمو على حجرة وحطّوها تحت شجرة الليمون؛ وكل ما إمرق حدّها إتذكّرو وإشكرو بقلبي، والشوق صار أخفّ هيك. شو رأيك نعمل وحدة|ويوم مات كلبي الكبير، زياد وأخته كتبوا اسمه على حجر وحطّوه تحت شجرة الليمون؛ وكل ما أمرّ جنبه أتذكّره وأشكره في قلبي، والشوق صار أخفّ كذا. وش رايك نسوّي واحد|ويوم مات كلبي الكبير، زياد وأخته كتبوا اسمه على حصاة وحطّوها تحت شجرة الليمون؛ وكل ما أمرّ يمّها أتذكّره وأشكره في قلبي، والشوق صار أخفّ جي. شو رايك نسوّي وحدة} ل{R}؟ {d:ده وداع بحبّ بيفضل قدّام عينينا|هيدا وداع بحبّ بيضلّ قدّام عيونّا|هذا وداع بحبّ يظلّ قدّام عيونّا|هذا وداع بحبّ يظلّ قدّام عيونّا}».',
      '3',
    ],
  ],
  together: [
    [
      "Letter by letter, {R}'s name appeared on the stone in blue, and Umm Ziad added a small heart beside it.",
      'ظَهَرَ اسْمُ {R.g} عَلى الحَجَرِ بِالأَزْرَقِ حَرْفًا حَرْفًا، وَأَضافَتْ أُمُّ زِيادٍ بِجانِبِهِ قَلْبًا صَغيرًا.',
      'اسم {R} {d:بان على الحجر بالأزرق حرف حرف، وطنط أمّ زياد زوّدت جنبه قلب صغيّر|بيّن عالحجرة بالأزرق حرف حرف، وأمّ زياد زادت حدّو قلب زغير|بان على الحجر بالأزرق حرف حرف، وأمّ زياد زادت جنبه قلب صغير|بان على الحصاة بالأزرق حرف حرف، وأمّ زياد زادت يمّه قلب صغير}.',
    ],
    [
      'While the paint dried, they told each other stories of {R}. Some made {H} cry a little; one made them both smile through the tears.',
      'وَبَيْنَما كانَ الطِّلاءُ يَجِفُّ، {H:تَبادَلا|تَبادَلَتا} حِكاياتٍ عَنْ {R.g}؛ بَعْضُها أَبْكى {H.a} قَليلًا، وَواحِدَةٌ جَعَلَتْهُما {H:يَبْتَسِمانِ|تَبْتَسِمانِ} وَالدُّموعُ في عُيونِهِما.',
      '{d:وهمّ مستنّيين البوية تنشف، حكوا لبعض حكايات عن|وهنّي ناطرين الدهان ينشف، خبّروا بعض قصص عن|وهم ينتظرون الصبغ ينشف، سولفوا سوالف عن|وهم ينتظرون الصبغ ينشف، سولفوا سوالف عن} {R}؛ {d:شوية منها خلّت|شي منها خلّى|بعضها خلّى|بعضها خلّى} {H} {H:ي|ت}{d:عيّط|بكي|بكي|بكي} {d.bit}، {d:وواحدة خلّتهم يبتسموا والدموع في عينيهم|ووحدة خلّتن يبتسموا والدموع بعيونن|ووحدة خلّتهم يبتسمون والدموع في عيونهم|ووحدة خلّتهم يبتسمون والدموع في عيونهم}.',
      '2',
    ],
  ],
  resolution: [
    [
      'They set the stone by the front door. "A loving goodbye," said Umm Ziad softly. "Now we remember {R} every time we come home."',
      '{H:وَضَعا|وَضَعَتا} الحَجَرَ عِنْدَ بابِ البَيْتِ، فَقالَتْ أُمُّ زِيادٍ بِهُدوءٍ: «هذا وَداعٌ مُحِبٌّ؛ الآنَ نَتَذَكَّرُ {R.a} كُلَّما عُدْنا إِلى البَيْتِ».',
      '{d:حطّوا الحجر جنب باب البيت|حطّوا الحجرة حدّ باب البيت|حطّوا الحجر جنب باب البيت|حطّوا الحصاة يمّ باب البيت}، و{d:طنط أمّ زياد|أمّ زياد|أمّ زياد|أمّ زياد} قالت بهدوء: «{d:ده|هيدا|هذا|هذا} وداع بحبّ؛ {d.now} {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R} كل ما {d:نرجع البيت|نرجع عالبيت|نرجع البيت|نرجع البيت}».',
    ],
    [
      '{H} touched the painted name gently. The sadness was still there, and that was all right; the stone would be there tomorrow, and the day after.',
      '{H:لَمَسَ|لَمَسَتْ} {H} الاسْمَ المَرْسومَ بِرِفْقٍ. كانَ الحُزْنُ ما يَزالُ هُناكَ، وَلا بَأْسَ؛ فَالحَجَرُ سَيَبْقى غَدًا، وَبَعْدَ غَدٍ.',
      '{H} لمس{H:|ت} الاسم {d:بالراحة|عمهل|بشويش|بشويش}. {d:الزعل كان لسّه موجود، ومفيش مشكلة؛ الحجر هيفضل بكرة وبعده|الزعل كان بعدو موجود، وما في مشكلة؛ الحجرة رح تضلّ بكرا وبعدو|الحزن كان للحين موجود، وما فيه مشكلة؛ الحجر بيظلّ بكرة وبعده|الحزن كان للحين موجود، وما فيه مشكلة؛ الحصاة بتظلّ باكر وعقبه}.',
      '2p',
    ],
    [
      "{H} noticed that remembering with Umm Ziad had been different from remembering alone. She had known {R} too, in her own way, and her stories had joined {H}'s own. Grief is lighter when it is shared, {H} thought: we remember {R} together, and a loving goodbye can have many voices.",
      '{H:لاحَظَ|لاحَظَتْ} {H} أَنَّ التَّذَكُّرَ مَعَ أُمِّ زِيادٍ كانَ مُخْتَلِفًا عَنْ أَنْ {H:يَتَذَكَّرَ وَحْدَهُ|تَتَذَكَّرَ وَحْدَها}؛ فَقَدْ عَرَفَتْ {R.a} هِيَ أَيْضًا عَلى طَريقَتِها، وَانْضَمَّتْ حِكاياتُها إِلى حِكاياتِ{H:هِ|ها}. {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ الحُزْنَ يَخِفُّ حينَ نَتَقاسَمُهُ: نَتَذَكَّرُ {R.a} مَعًا، وَلِلْوَداعِ المُحِبِّ أَصْواتٌ كَثيرَةٌ.',
      '{H} لاحظ{H:|ت} إنّ {d:الافتكار مع طنط أمّ زياد كان غير إنّ الواحد يفتكر لوحده|التذكّر مع أمّ زياد كان غير التذكّر لحال|التذكّر مع أمّ زياد كان غير التذكّر بروحك|التذكّر ويّا أمّ زياد كان غير التذكّر بروحك}؛ {d:هي كمان كانت عارفة|هيّي كمان كانت بتعرف|هي بعد كانت تعرف|هي بعد كانت تعرف} {R} {d:بطريقتها|عطريقتها|على طريقتها|على طريقتها}، {d:وحكاياتها اتضمّت لحكايات|وقصصها انضمّت لقصص|وسوالفها انضمّت لسوالف|وسوالفها انضمّت لسوالف} {H}. وفكّر{H:|ت} إنّ {d:الزعل بيخفّ لمّا نقسمه: بنفتكر|الزعل بيخفّ لمّا نتقاسمو: منتذكّر|الحزن يخفّ لمّا نتقاسمه: نتذكّر|الحزن يخفّ لمّا نتقاسمه: نتذكّر} {R} سوا، {d:والوداع بحبّ ممكن يبقى له أصوات كتير|والوداع بحبّ فيه يكون إلو أصوات كتير|والوداع بحبّ ممكن يكون له أصوات واجد|والوداع بحبّ ممكن يكون له أصوات وايد}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly beside the empty pet bed',
    try: 'sit quietly by the window',
    help: 'open the door to a kind neighbour holding a smooth flat stone and a little pot of blue paint',
    together: "paint a pet's name in blue on a flat stone at the table beside the neighbour",
    resolution: 'set a painted stone by the front door beside the neighbour',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    help: [{ kind: 'drawing', where: 'held' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'ground' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
  },
};

export const petDeathPlots: readonly SituationPlot[] = [
  memoryBox,
  planting,
  thankYouLetter,
  pictureBook,
  blanketGift,
  paintedStone,
];
