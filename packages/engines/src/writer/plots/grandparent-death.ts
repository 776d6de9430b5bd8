import type { Pool } from '../lines.ts';
import { words } from '../idea/words.ts';
import { rememberMoral } from './pet-death.ts';
import type { SituationPlot } from './types.ts';
import { everyBeatIn } from '../theme-pack.ts';

/*
 * A grandparent has died. Told gently: the empty chair, the missing, a parent who says it is all
 * right to be sad, a keepsake, a family recipe or Baba's stories behind the old photos, a dua, and
 * the love that stays. No cheering.
 * {R} is Grandma or Grandpa as the idea says (the dialect's own word: تيتة، تيتا، الجدّة، اليدّة).
 * Fusha writes "her grandma" with the case it needs: nominative جَدَّتُها, accusative جَدَّتَها,
 * genitive جَدَّتِها; in Mama's words جَدَّتَكِ, in the child's جَدَّتي.
 */

const nom = '{R:جَدُّ|جَدَّتُ}{H:هُ|ها}';
const gen = '{R:جَدِّ|جَدَّتِ}{H:هِ|ها}';
const yoursAcc = '{R:جَدَّ|جَدَّتَ}{H:كَ|كِ}';
const yoursGen = '{R:جَدِّ|جَدَّتِ}{H:كَ|كِ}';
const died = '{d:ات|ت|ت|ت}{R:وفّى|وفّت}';

const person = {
  roles: ['grandmother', 'grandfather'] as const,
  fallback: words('Grandma', 'الجَدَّةُ', 'تيتة', 'تيتا', 'الجدّة', 'اليدّة'),
  male: false,
};

const problem: Pool = [
  [
    'Not long ago {R} had died, and the house felt different without {R:him|her}.',
    `قَبْلَ وَقْتٍ قَصيرٍ {R:تُوُفِّيَ|تُوُفِّيَتْ} ${nom}، فَصارَ البَيْتُ مُخْتَلِفًا مِنْ دونِ{R:هِ|ها}.`,
    `{d:من وقت قريّب|من وقت قريب|من وقت قريب|من وقت قريب} {R} ${died}، والبيت {d.became:m} {d:حاجة تانية|شي تاني|شي ثاني|شي ثاني} من غير{R:ه|ها}.`,
  ],
  [
    '{H} kept missing {R}, who had died [last week|a few days before].',
    `كانَ قَلْبُ {H.g} مَليئًا بِالشَّوْقِ إِلى ${gen} {R:الَّذي تُوُفِّيَ|الَّتي تُوُفِّيَتْ} [في الأُسْبوعِ الماضي|قَبْلَ أَيّامٍ قَليلَةٍ].`,
    `قلب {H} كان مليان {d:وحشة|شوق|شوق|شوق} ل{R}، اللي ${died} [{d:الأسبوع اللي فات|الجمعة الماضية|الأسبوع اللي راح|الأسبوع اللي طاف}|{d:من كام يوم|من كم يوم|من كم يوم|من كم يوم}].`,
  ],
  [
    'Since {R} had died, {H} kept expecting to hear {R:his|her} voice from the next room; missing someone comes back in small moments like that.',
    `مُنْذُ أَنْ {R:تُوُفِّيَ|تُوُفِّيَتْ} ${nom}، ظَلَّ{H:|تْ} {H} {H:يَتَوَقَّعُ|تَتَوَقَّعُ} أَنْ {H:يَسْمَعَ|تَسْمَعَ} صَوْتَ{R:هُ|ها} مِنَ الغُرْفَةِ المُجاوِرَةِ؛ فَهكَذا يَعودُ الشَّوْقُ في لَحَظاتٍ صَغيرَةٍ.`,
    `من ساعة ما {R} ${died}، {H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يستنّى|تستنّى} {H:يسمع|تسمع} صوت{R:ه|ها} {d:من الأوضة اللي جنبها|من الأوضة اللي حدّها|من الغرفة اللي جنبها|من الحجرة اللي يمّها}؛ {d:الوحشة كده|الشوق هيك|الشوق كذا|الشوق جي} {d.bh}{d:ترجع|يرجع|يرجع|يرجع} في لحظات {d.small:p}.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    "{R}'s chair by the window stood empty.",
    `كانَ كُرْسِيُّ ${gen} عِنْدَ النّافِذَةِ فارِغًا.`,
    'كرسي {R} اللي {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة} كان فاضي.',
  ],
  [
    "{H} remembered {R}'s warm hands and gentle voice.",
    `تَذَكَّرَ{H:|تْ} {H} يَدَيْ ${gen} الدّافِئَتَيْنِ وَصَوْتَ{R:هُ|ها} الحَنونَ.`,
    '{H} {d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت} {d:إيدين|إيدين|يدين|يدين} {R} الدافية وصوت{R:ه|ها} الحنين.',
  ],
  [
    "A quiet tear slid down {H}'s cheek.",
    'انْسابَتْ دَمْعَةٌ هادِئَةٌ عَلى خَدِّ {H.g}.',
    'دمعة هادية نزلت على خدّ {H}.',
  ],
];

const tries: Pool = [
  [
    '{H} looked at an old photo of {R} for a long time.',
    `نَظَرَ{H:|تْ} {H} طَويلًا إِلى صورَةٍ قَديمَةٍ لِ${gen}.`,
    '{H} {d.looked:H} على صورة قديمة ل{R} وقت طويل.',
  ],
  [
    '{H} tried to hide the tears, but they came anyway.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يُخْفِيَ|تُخْفِيَ} دُموعَ{H:هُ|ها}، لكِنَّها نَزَلَتْ رَغْمَ ذلِكَ.',
    '{H} حاول{H:|ت} {H:يخبّي|تخبّي} دموع{H:ه|ها}، بس نزلت {d:برضه|مع هيك|برضو|برضو}.',
  ],
  [
    "{H} went to {R}'s room and sat quietly on the edge of the bed.",
    `ذَهَبَ{H:|تْ} {H} إِلى غُرْفَةِ ${gen}، وَجَلَسَ{H:|تْ} بِهُدوءٍ عَلى طَرَفِ السَّريرِ.`,
    '{H} راح{H:|ت} {d:أوضة|أوضة|غرفة|حجرة} {R}، وقعد{H:|ت} بهدوء على طرف السرير.',
    '2',
  ],
];

const reflect: Pool = [
  [
    '"The love stays," {H} whispered. "We remember {R}, and {R:he|she} is in our hearts."',
    '«الحُبُّ يَبْقى»، هَمَسَ{H:|تْ} {H}، «نَتَذَكَّرُ {R:جَدّي|جَدَّتي}، فَ{R:هُوَ|هِيَ} في قُلوبِنا».',
    '«الحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}، «{d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R}، و{R:هو|هي} في قلوبنا».',
  ],
  [
    '{H} was still sad, and that was all right: missing someone is part of loving them, and the love stays.',
    'كانَ{H:|تْ} {H} {H:حَزينًا|حَزينَةً} بَعْدُ، وَلا بَأْسَ في ذلِكَ؛ فَالشَّوْقُ جُزْءٌ مِنَ الحُبِّ، وَالحُبُّ يَبْقى.',
    '{H} {H:كان|كانت} {d:لسّه|بعد|للحين|للحين} {d:زعلان|زعلان|حزين|حزين}{H:|ة}، {d:وده عادي|وهيدا عادي|وهذا عادي|وهذا عادي}؛ {d:الوحشة حتّة من الحبّ، والحبّ بيفضل|الشوق جزء من الحبّ، والحبّ بيضلّ|الشوق جزء من الحبّ، والحبّ يظلّ|الشوق جزء من الحبّ، والحبّ يظلّ}.',
  ],
  [
    'Sadness and love, {H} was beginning to understand, belong together: missing {R} hurt this much only because {R:he|she} was loved this much, and that love stays.',
    '{H:بَدَأَ|بَدَأَتْ} {H} {H:يَفْهَمُ|تَفْهَمُ} أَنَّ الحُزْنَ وَالحُبَّ لا يَفْتَرِقانِ: فَالشَّوْقُ يُؤْلِمُ بِهذا القَدْرِ لِأَنَّ {R:جَدَّ|جَدَّتَ}{H:هُ|ها} كانَ{R:|تْ} {R:مَحْبوبًا|مَحْبوبَةً} بِهذا القَدْرِ، وَالحُبُّ يَبْقى.',
    '{H} {d:ابتدى|بلّش|بدا|بدا}{H:|ت} {H:يفهم|تفهم} {d:إنّ الحزن والحبّ ما بيفترقوش: الوحشة بتوجع كده عشان|إنّو الحزن والحبّ ما بيفترقوا: الشوق بيوجّع هيك لأنّو|إنّ الحزن والحبّ ما يفترقون: الشوق يوجع كذا لأنّ|إنّ الحزن والحبّ ما يفترقون: الشوق يوجع جي لأنّ} {R} {R:كان|كانت} {d:حبيب|حبيب|غالي|غالي}{R:|ة} {d:أوي|كتير|مرّة|وايد}، {d:والحبّ بيفضل|والحبّ بيضلّ|والحبّ يبقى|والحبّ يبقى}.',
    '3',
  ],
];

const bedtime: Pool = [
  [
    "That night {H} fell asleep holding Mama's hand.",
    'في تِلْكَ اللَّيْلَةِ نامَ{H:|تْ} {H} {H:وَهُوَ يُمْسِكُ|وَهِيَ تُمْسِكُ} يَدَ أُمِّ{H:هِ|ها}.',
    '{d:الليلة دي|هاللّيلة|الليلة|الليلة} {H} نام{H:|ت} و{H:هو ماسك|هي ماسكة} {d:إيد|إيد|يد|يد} {d.mom}.',
  ],
];

const before: Pool = [
  [
    'That afternoon the house was quieter than usual.',
    'في ذلِكَ العَصْرِ كانَ البَيْتُ أَهْدَأَ مِنَ المُعْتادِ.',
    '{d:العصر ده|هالعصر|هالعصر|هالعصر} البيت كان أهدى من العادة.',
  ],
  [
    '{H} did not feel like playing.',
    'لَمْ {H:يَرْغَبْ|تَرْغَبْ} {H} في اللَّعِبِ.',
    '{H} {d:مكانش ليه نفس يلعب|ما كان إلو خلق يلعب|ما كان له خاطر يلعب|ما كان له خاطر يلعب}.',
  ],
];

const shared = {
  situation: 'grandparent-death',
  gentle: true,
  person,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
} as const;

const morals = [
  rememberMoral,
  [
    'Missing someone is love that stays.',
    'الشَّوْقُ حُبٌّ يَبْقى.',
    '{d:الوحشة حبّ بيفضل|الشوق حبّ بيضلّ|الشوق حبّ يظلّ|الشوق حبّ يظلّ}.',
  ],
] as const;

/** Mama puts the grandparent's prayer beads in the child's hand, and they make dua together. */
const prayerBeads: SituationPlot = {
  ...shared,
  key: 'grandparent-death/prayer-beads',
  titles: [
    ["{R}'s Prayer Beads", `مِسْبَحَةُ ${gen}`, 'سبحة {R}'],
    ['The Love That Stays', 'الحُبُّ الَّذي يَبْقى', 'الحبّ اللي {d:بيفضل|بيضلّ|يظلّ|يظلّ}'],
  ],
  morals,
  help: [
    [
      'Mama came and sat beside {H}. "It is all right to be sad," she said, and put {R}\'s prayer beads into {H.his} hand. "We remember {R} with these, and we pray for {R:him|her}."',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لا بَأْسَ أَنْ {H:تَحْزَنَ|تَحْزَني}»، وَوَضَعَتْ في يَدِ{H:هِ|ها} مِسْبَحَةَ ${gen}، وَقالَتْ: «بِها نَتَذَكَّرُ ${yoursAcc}، وَنَدْعو لَ{R:هُ|ها}».`,
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «عادي {d:تزعل|تزعل|تحزن|تحزن}{H:|ي}»، وحطّت في {d:إيد|إيد|يد|يد}{H:ه|ها} سبحة {R}، وقالت: «{d:بيها|فيها|فيها|فيها} {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R}، {d:وبندعي|ومندعي|وندعي|وندعي} {R:له|لها}».',
    ],
  ],
  together: [
    [
      'Mama showed {H} how {R} used to move the beads, one by one, slowly.',
      `أَرَتْ أُمُّ{H:هُ|ها} {H.a} كَيْفَ {R:كانَ|كانَتْ} ${nom} {R:يُحَرِّكُ|تُحَرِّكُ} الحَبّاتِ، واحِدَةً واحِدَةً، بِبُطْءٍ.`,
      '{d.mom} {d.showed:f} {H} {d:إزاي|كيف|كيف|كيف} {R} {R:كان|كانت} {d.bh}{R:يحرّك|تحرّك} الحبّات، {d:واحدة واحدة|وحدة وحدة|وحدة وحدة|وحدة وحدة}، {d:بالراحة|عمهل|بشويش|بشويش}.',
    ],
  ],
  resolution: [
    [
      'Together they made dua for {R}, and {H} held the prayer beads close. "The love stays," Mama said.',
      `{H:دَعَوا|دَعَتا} مَعًا لِ${gen}، {H:وَضَمَّ|وَضَمَّتْ} {H} المِسْبَحَةَ إِلى صَدْرِ{H:هِ|ها}. «الحُبُّ يَبْقى»، قالَتْ أُمُّ{H:هُ|ها}.`,
      '{d:دعوا|دعيوا|دعوا|دعوا} سوا ل{R}، و{H} {d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} السبحة. «الحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}»، قالت {d.mom}.',
    ],
    [
      'Mama held {H} for a long time, and neither of them needed to say anything.',
      'أَخَذَتْ أُمُّ{H:هُ|ها} {H.a} في حِضْنِها طَويلًا، وَلَمْ يَحْتَجْ أَحَدٌ مِنْهُما إِلى الكَلامِ.',
      '{d.mom} {d:حضنت|ضمّت|ضمّت|ضمّت} {H} {d:حضن طويل|ضمّة طويلة|ضمّة طويلة|ضمّة طويلة}، {d:ومحدّش فيهم احتاج يتكلّم|وما حدا منن احتاج يحكي|وما أحد منهم احتاج يتكلّم|وما حد منهم احتاج يتكلّم}.',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'sit with Mama, holding a string of prayer beads',
    together: 'move prayer beads one by one beside Mama',
    resolution: 'hug Mama, holding the prayer beads',
  },
  props: { try: [{ kind: 'photo', where: 'held' }] },
  rooms: everyBeatIn('living-room'),
};

/** Mama and the child bake the grandparent's date biscuits from the old recipe. */
const recipe: SituationPlot = {
  ...shared,
  key: 'grandparent-death/recipe',
  titles: [
    ["{R}'s Date Biscuits", `كَعْكُ ${gen}`, '{d:كحك|كعك|كليجا|كعك} {R}'],
    ['A Kitchen Full of Remembering', 'مَطْبَخٌ مَليءٌ بِالذِّكْرَياتِ', 'مطبخ مليان ذكريات'],
  ],
  morals,
  help: [
    [
      'Mama came and sat beside {H}. "It is all right to be sad," she said. "Shall we bake {R}\'s date biscuits? When we make them, we remember {R}."',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لا بَأْسَ أَنْ {H:تَحْزَنَ|تَحْزَني}. ما رَأْيُ{H:كَ|كِ} أَنْ نَخْبِزَ كَعْكَ ${yoursGen} بِالتَّمْرِ؟ فَحينَ نَصْنَعُهُ نَتَذَكَّرُ{R:هُ|ها}».`,
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «عادي {d:تزعل|تزعل|تحزن|تحزن}{H:|ي}. {d:إيه رأيك نعمل|شو رأيك نعمل|وش رايك نسوّي|شو رايك نسوّي} {d:كحك|كعك|كليجا|كعك} {R}؟ لمّا {d:بنعمله|منعملو|نسوّيه|نسوّيه}، {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R}».',
    ],
  ],
  together: [
    [
      "Mama found {R}'s old recipe, written in {R:his|her} own hand.",
      `وَجَدَتْ أُمُّ{H:هُ|ها} وَصْفَةَ ${gen} القَديمَةَ، مَكْتوبَةً بِخَطِّ يَدِ{R:هِ|ها}.`,
      '{d.mom} {d.found:f} الوصفة القديمة {d:بتاعة|تبع|حقّ|مال} {R}، مكتوبة بخطّ {d:إيد|إيد|يد|يد}{R:ه|ها}.',
    ],
    [
      '{H} pressed the dates into the dough, just as {R} used to.',
      `{H:وَضَعَ|وَضَعَتْ} {H} التَّمْرَ في العَجينِ، كَما {R:كانَ|كانَتْ} ${nom} {R:يَفْعَلُ|تَفْعَلُ}.`,
      '{H} حطّ{H:|ت} التمر في العجين، {d:زيّ|متل|مثل|شرات} ما {R} {R:كان|كانت} {d.bh}{d.make:R}.',
    ],
  ],
  resolution: [
    [
      'Soon the kitchen smelled just like {R}\'s house. "This is how we remember {R}," Mama said softly. "And the love stays."',
      `وَسُرْعانَ ما فاحَتْ في المَطْبَخِ رائِحَةُ بَيْتِ ${gen}. قالَتْ أُمُّ{H:هُ|ها} لَ{H:هُ|ها} بِهُدوءٍ: «هكَذا نَتَذَكَّرُ ${yoursAcc}، وَالحُبُّ يَبْقى».`,
      'وبسرعة المطبخ {d:بقى ريحته زيّ|صار ريحتو متل|صار ريحته مثل|صار ريحته شرات} بيت {R}. «{d:كده|هيك|كذا|جي} {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} {R}»، قالت {d.mom} بهدوء. «والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».',
    ],
    [
      'They set a few biscuits aside for the neighbours, as {R} always did.',
      `{H:وَضَعا|وَضَعَتا} بَعْضَ الكَعْكِ جانِبًا لِلْجيرانِ، كَما {R:كانَ|كانَتْ} ${nom} {R:يَفْعَلُ|تَفْعَلُ} دائِمًا.`,
      '{d:شالوا|حطّوا|حطّوا|حطّوا} {d:شوية كحك|شوي كعك|شوي كليجا|شوي كعك} على جنب للجيران، {d:زيّ|متل|مثل|شرات} ما {R} {R:كان|كانت} {d.bh}{d.make:R} {d:دايمًا|دايمًا|دايم|دايم}.',
      '2',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'sit with Mama in the kitchen',
    together: 'bake date biscuits with Mama from an old handwritten recipe',
    resolution: 'hold a tray of warm date biscuits beside Mama',
  },
  props: {
    try: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'cookies', where: 'table' }],
    resolution: [{ kind: 'cookies', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

/** Baba opens the old photo album and tells the stories behind the pictures. */
const photoAlbum: SituationPlot = {
  ...shared,
  key: 'grandparent-death/photo-album',
  titles: [
    ["{R}'s Stories", `حِكاياتُ ${gen}`, '{d:حكايات|قصص|سوالف|سوالف} {R}'],
    ['The Old Photo Album', 'أَلْبومُ الصُّوَرِ القَديمُ', 'ألبوم الصور القديم'],
  ],
  morals,
  help: [
    [
      'Baba came and sat beside {H} with an old photo album on his knees. "I miss {R} too," he said quietly. "It is all right to be sad. Shall we look at the pictures and remember {R} together?"',
      `جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَعَلى رُكْبَتَيْهِ أَلْبومُ صُوَرٍ قَديمٌ، وَقالَ بِهُدوءٍ: «أَنا أَيْضًا أَشْتاقُ إِلى ${yoursGen}، وَلا بَأْسَ أَنْ نَحْزَنَ. ما رَأْيُ{H:كَ|كِ} أَنْ نَنْظُرَ إِلى الصُّوَرِ وَنَتَذَكَّرَ{R:هُ|ها} مَعًا؟»`,
      '{d.dad} {d.came:m} وقعد جنب {H}، و{d:على رجليه|على إجريه|في حضنه|في حضنه} ألبوم صور قديم، وقال بهدوء: «{d:أنا كمان مشتاق|أنا كمان مشتاق|أنا بعد مشتاق|أنا بعد مشتاق} ل{R}، {d:وعادي نزعل. إيه رأيك نتفرّج على الصور ونفتكر|وعادي نزعل. شو رأيك نتفرّج عالصور ونتذكّر|وعادي نحزن. وش رايك نطالع الصور ونتذكّر|وعادي نحزن. شو رايك نطالع الصور ونتذكّر} {R} سوا؟»',
    ],
  ],
  together: [
    [
      'In one picture {R} was young, at a family picnic by the sea.',
      `في صورَةٍ مِنْها {R:كانَ|كانَتْ} ${nom} {R:شابًّا|شابَّةً} في نُزْهَةٍ عائِلِيَّةٍ عِنْدَ البَحْرِ.`,
      'في صورة منهم {R} {R:كان شابّ|كانت شابّة} في {d:فسحة مع العيلة على البحر|مشوار مع العيلة عالبحر|طلعة مع العايلة على البحر|طلعة ويّا العايلة على البحر}.',
    ],
    [
      'Baba turned the pages slowly and told the stories behind them: how {R} used to wake the whole house for the dawn prayer, and the songs {R:he|she} sang in the kitchen. Some of the stories were new to {H}, and it felt, a little, like meeting {R} again.',
      `قَلَّبَ الأَبُ الصَّفَحاتِ بِبُطْءٍ، وَحَكى ما وَراءَها: كَيْفَ {R:كانَ|كانَتْ} ${nom} {R:يوقِظُ|توقِظُ} البَيْتَ كُلَّهُ لِصَلاةِ الفَجْرِ، وَالأَغاني الَّتي {R:كانَ يُغَنّيها|كانَتْ تُغَنّيها} في المَطْبَخِ. وَكانَ بَعْضُ الحِكاياتِ جَديدًا عَلى {H.g}، فَكَأَنَّهُ لِقاءٌ جَديدٌ بِ${gen}، قَليلًا.`,
      '{d.dad} {d:قلّب الصفحات بالراحة، وحكى الحكايات اللي وراها|قلّب الصفحات عمهل، وخبّر القصص اللي وراها|قلّب الصفحات بشويش، وسولف القصص اللي وراها|قلّب الصفحات بشويش، وسولف القصص اللي وراها}: {d.how} {R} {R:كان|كانت} {d.bh}{R:يصحّي|تصحّي} البيت كلّه {d:لصلاة الفجر|لصلاة الفجر|لصلاة الفجر|لصلاة الفير}، والأغاني اللي {R:كان|كانت} {d.bh}{R:يغنّيها|تغنّيها} في المطبخ. {d:وفيه حكايات كانت جديدة على|وفي قصص كانت جديدة على|وفيه سوالف كانت جديدة على|وفي سوالف كانت يديدة على} {H}؛ {d:كأنّها مقابلة جديدة مع|كأنّو لقا جديد مع|كأنّه لقا جديد مع|كأنّه لقا يديد ويّا} {R}، {d.bit}.',
      '3',
    ],
  ],
  resolution: [
    [
      'Baba closed the album and held {H} close. "This is how we remember {R}," he said. "We tell {R:his|her} stories, and the love stays."',
      `أَغْلَقَ الأَبُ الأَلْبومَ {H:وَضَمَّهُ|وَضَمَّها} إِلَيْهِ، وَقالَ: «هكَذا نَتَذَكَّرُ ${yoursAcc}: نَحْكي حِكاياتِ{R:هِ|ها}، وَالحُبُّ يَبْقى».`,
      '{d.dad} {d:قفل|سكّر|سكّر|بنّد} الألبوم و{d:حضن|ضمّ|ضمّ|ضمّ} {H}، وقال: «{d:كده بنفتكر|هيك منتذكّر|كذا نتذكّر|جي نتذكّر} {R}: {d:بنحكي حكايات|منخبّر قصص|نسولف سوالف|نسولف سوالف}{R:ه|ها}، والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».',
    ],
    [
      '{H} chose one photo of {R} to keep by the bed, and felt the missing and the love side by side.',
      `{H:اخْتارَ|اخْتارَتْ} {H} صورَةً واحِدَةً لِ${gen} {H:لِيَحْتَفِظَ|لِتَحْتَفِظَ} بِها بِجانِبِ سَريرِ{H:هِ|ها}، {H:وَشَعَرَ|وَشَعَرَتْ} بِالشَّوْقِ وَالحُبِّ مَعًا.`,
      '{H} اختار{H:|ت} صورة {d:واحدة|وحدة|وحدة|وحدة} ل{R} {d:عشان|مشان|عشان|عشان} {H:يحطّها|تحطّها} {d:جنب السرير|حدّ التخت|جنب السرير|يمّ الشبريّة}، وحسّ{H:|ت} ب{d:الوحشة|الشوق|الشوق|الشوق} والحبّ سوا.',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'sit on the sofa with Baba, who holds an old photo album',
    together: 'look at old family photos in an album with Baba',
    resolution: 'hug Baba on the sofa, a framed photo of a grandparent in hand',
  },
  props: {
    help: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'photo', where: 'held' }],
    resolution: [{ kind: 'photo', where: 'held' }],
  },
  rooms: { help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** The neighbour, the grandparent's old friend, shows the child how to care for the grandparent's thirsty basil. */
const basilPot: SituationPlot = {
  ...shared,
  key: 'grandparent-death/basil-pot',
  titles: [
    ["{R}'s Basil", `رَيْحانُ ${gen}`, '{d:ريحان|حبق|ريحان|ريحان} {R}'],
    ['Green Leaves for {R}', `أَوْراقٌ خَضْراءُ لِ${gen}`, 'ورق أخضر ل{R}'],
  ],
  morals: [
    [
      'Caring for what they loved keeps the love alive.',
      'رِعايَةُ ما أَحَبّوهُ تُبْقي حُبَّهُمْ حَيًّا.',
      '{d:لمّا نرعى اللي حبّوه، حبّهم بيفضل عايش|لمّا نهتمّ باللي حبّوه، حبّن بيضلّ عايش|لمّا نعتني باللي حبّوه، حبّهم يظلّ عايش|لمّا نعتني باللي حبّوه، حبّهم يظلّ عايش}.',
    ],
    [
      'A small kindness every day is a way to remember.',
      'اللُّطْفُ الصَّغيرُ كُلَّ يَوْمٍ طَريقَةٌ لِلتَّذَكُّرِ.',
      '{d:الحنيّة الصغيّرة كل يوم طريقة نفتكر بيها|الاهتمام الزغير كل يوم طريقة لنتذكّر|الاهتمام الصغير كل يوم طريقة نتذكّر فيها|الاهتمام الصغير كل يوم طريقة نتذكّر فيها}.',
    ],
  ],
  help: [
    [
      'The neighbour, Umm Karim, knocked softly; she had been {R}\'s friend for many years. "I am missing {R} too," she said. "Look: {R:his|her} basil on the windowsill is thirsty. Shall we care for it together? That is one way we remember {R:him|her}."',
      `طَرَقَتِ الجارَةُ أُمُّ كَريمٍ البابَ بِهُدوءٍ، وَكانَتْ صَديقَةَ ${gen} سِنينَ طَويلَةً، وَقالَتْ: «أَنا أَيْضًا يَمْلَأُني الشَّوْقُ إِلى ${yoursGen}. {H:انْظُرْ|انْظُري}: رَيْحانُ{R:هُ|ها} عِنْدَ النّافِذَةِ عَطْشانُ. ما رَأْيُ{H:كَ|كِ} أَنْ نَرْعاهُ مَعًا؟ هكَذا نَتَذَكَّرُ{R:هُ|ها}».`,
      '{d:طنط أمّ كريم جارتهم خبّطت على الباب بالراحة|أمّ كريم جارتن دقّت الباب عمهل|أمّ كريم جارتهم دقّت الباب بشويش|أمّ كريم يارتهم دقّت الباب بشويش}، {d:وكانت صاحبة|وكانت رفيقة|وكانت صديقة|وكانت ربيعة} {R} من سنين طويلة، وقالت: «{d:أنا كمان عندي وحشة ل|أنا كمان فيني شوق ل|أنا بعد فيني شوق ل|أنا بعد فيني شوق ل}{R}. {d.look:H}: {d:الريحان بتاع|الحبق تبع|الريحان حقّ|الريحان مال}{R:ه|ها} {d:اللي على الشبّاك عطشان|اللي عالشبّاك عطشان|اللي على الدريشة عطشان|اللي على الدريشة عطشان}. {d:إيه رأيك نرعاه سوا؟ كده بنفتكر|شو رأيك نهتمّ فيه سوا؟ هيك منتذكّر|وش رايك نعتني فيه سوا؟ كذا نتذكّر|شو رايك نعتني فيه سوا؟ جي نتذكّر}{R:ه|ها}».',
    ],
    [
      'Umm Karim from next door came by with a small pot of basil of her own. "Twenty years ago {R} gave me a cutting from {R:his|her} plant, and mine is still growing," she said. "Missing someone sits heavy when the hands have nothing to do, and {R}\'s basil has not been watered since {R:he|she} died. Shall we look after it, you and I? We remember the ones we love by caring for what they cared for."',
      `جاءَتْ جارَتُهُمْ أُمُّ كَريمٍ وَمَعَها أُصيصُ رَيْحانٍ صَغيرٌ، وَقالَتْ: «قَبْلَ عِشْرينَ سَنَةً {R:أَعْطاني|أَعْطَتْني} {R:جَدُّ|جَدَّتُ}{H:كَ|كِ} غُصْنًا مِنْ رَيْحانِ{R:هِ|ها}، وَما يَزالُ يَكْبُرُ عِنْدي. الشَّوْقُ يَثْقُلُ حينَ لا تَجِدُ الأَيْدي ما تَفْعَلُهُ، وَرَيْحانُ ${yoursGen} لَمْ يُسْقَ مُنْذُ {R:تُوُفِّيَ|تُوُفِّيَتْ}. ما رَأْيُ{H:كَ|كِ} أَنْ نَرْعاهُ، أَنا وَ{H:أَنْتَ|أَنْتِ}؟ فَنَحْنُ نَتَذَكَّرُ مَنْ نُحِبُّ حينَ نَرْعى ما كانوا يَرْعَوْنَهُ».`,
      `{d:طنط أمّ كريم جارتهم جت ومعاها قصرية ريحان صغيّرة|أمّ كريم جارتن إجت ومعها قصريّة حبق زغيرة|أمّ كريم جارتهم جات ومعها مركن ريحان صغير|أمّ كريم يارتهم يات وويّاها مركن ريحان صغير}، وقالت: «{d:من عشرين سنة|من عشرين سنة|قبل عشرين سنة|قبل عشرين سنة} {R} {d:إدّ|عط|عط|عط}{R:اني|تني} {d:عود من الريحان بتاع|غصن من الحبق تبع|غصن من الريحان حقّ|غصن من الريحان مال}{R:ه|ها}، {d:ولسّه بيكبر عندي لحدّ دلوقتي|وبعدو عم يكبر عندي لهلّق|وللحين يكبر عندي|وللحين يكبر عندي}. {d:الوحشة بتتقل لمّا الإيدين ما تلاقيش حاجة تعملها|الشوق بيتقل لمّا الإيدين ما بيلاقوا شي يعملوه|الشوق يثقل لمّا اليدين ما تلقى شي تسوّيه|الشوق يثقل لمّا اليدين ما تلقى شي تسوّيه}، و{d:ريحان|حبق|ريحان|ريحان} {R} {d:ما اتسقاش من ساعة ما|ما انسقى من وقت ما|ما انسقى من يوم|ما انسقى من يوم} {R} ${died}. {d:إيه رأيك نرعاه أنا وإنت|شو رأيك نهتمّ فيه أنا وإنت|وش رايك نعتني فيه أنا وإنت|شو رايك نعتني فيه أنا وإنت}{H:|ي}؟ {d:إحنا بنفتكر اللي بنحبّهم لمّا نرعى اللي كانوا بيرعوه|نحنا منتذكّر اللي منحبّن لمّا نهتمّ باللي كانوا يهتمّوا فيه|حنّا نتذكّر اللي نحبّهم لمّا نعتني باللي كانوا يعتنون فيه|إحنا نتذكّر اللي نحبّهم لمّا نعتني باللي كانوا يعتنون فيه}».`,
      '3',
    ],
  ],
  together: [
    [
      'At the windowsill, their neighbour showed {H} how {R} used to water the basil: slowly, at the roots, never on the leaves.',
      `أَرَتِ الجارَةُ أُمُّ كَريمٍ {H.a} كَيْفَ {R:كانَ|كانَتْ} ${nom} {R:يَسْقي|تَسْقي} الرَّيْحانَ: بِبُطْءٍ، عِنْدَ الجُذورِ، لا عَلى الأَوْراقِ.`,
      '{d:أمّ كريم ورّت|أمّ كريم فرجت|أمّ كريم ورّت|أمّ كريم ورّت} {H} {d.how} {R} {R:كان|كانت} {d.bh}{R:يسقي|تسقي} {d:الريحان: بالراحة، عند الجدور، مش على الورق|الحبق: عمهل، عالجذور، مش عالورق|الريحان: بشويش، عند العروق، مو على الورق|الريحان: بشويش، عند العروق، مب على الورق}.',
    ],
    [
      '{H} pinched off the dry leaves one by one, and Umm Karim told {H.him} what {R} used to say: "A plant is like a heart; it needs a little water every day."',
      `{H:قَطَفَ|قَطَفَتْ} {H} الأَوْراقَ اليابِسَةَ واحِدَةً واحِدَةً، وَحَكَتْ لَ{H:هُ|ها} أُمُّ كَريمٍ ما {R:كانَ|كانَتْ} ${nom} {R:يَقولُهُ|تَقولُهُ}: «النَّبْتَةُ مِثْلُ القَلْبِ، تَحْتاجُ إِلى قَليلٍ مِنَ الماءِ كُلَّ يَوْمٍ».`,
      '{H} {d:شال|قطف|شال|شال}{H:|ت} الورق {d:الناشف|اليابس|اليابس|اليابس} {d:واحدة واحدة|وحدة وحدة|وحدة وحدة|وحدة وحدة}، و{d:أمّ كريم حكت ل|أمّ كريم خبّرت|أمّ كريم سولفت ل|أمّ كريم سولفت ل}{H:ه|ها} {d:اللي|شو|وش|شو} {R} {R:كان|كانت} {d.bh}{R:يقوله|تقوله}: «{d:الزرعة زيّ القلب، محتاجة شوية مية كل يوم|الزرعة متل القلب، بدّها شوي مي كل يوم|الزرعة مثل القلب، تبي شوي موية كل يوم|الزرعة شرات القلب، تبا شوي ماي كل يوم}».',
      '2p',
    ],
  ],
  resolution: [
    [
      'A few days later, new green leaves came up. "This is how we remember {R}," said the neighbour. "We care for what {R:he|she} loved, and the love stays."',
      `وَبَعْدَ أَيّامٍ قَليلَةٍ طَلَعَتْ أَوْراقٌ خَضْراءُ جَديدَةٌ، فَقالَتِ الجارَةُ: «هكَذا نَتَذَكَّرُ ${yoursAcc}: نَرْعى ما {R:كانَ يُحِبُّهُ|كانَتْ تُحِبُّهُ}، وَالحُبُّ يَبْقى».`,
      '{d:وبعد كام يوم|وبعد كم يوم|وبعد كم يوم|وبعد كم يوم} طلع ورق أخضر جديد، و{d:أمّ كريم|أمّ كريم|أمّ كريم|أمّ كريم} قالت: «{d:كده بنفتكر|هيك منتذكّر|كذا نتذكّر|جي نتذكّر} {R}: {d:بنرعى |منهتمّ ب|نعتني ب|نعتني ب}اللي {R:كان|كانت} {d.bh}{R:يحبّه|تحبّه}، والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».',
    ],
    [
      '{H} filled the little watering can and gave the basil its evening drink, the way {R} always had. The missing was still there, but now it had somewhere to go.',
      `{H:مَلَأَ|مَلَأَتْ} {H} المِرَشَّةَ الصَّغيرَةَ، {H:وَسَقى|وَسَقَتِ} الرَّيْحانَ في المَساءِ، كَما {R:كانَ|كانَتْ} ${nom} {R:يَفْعَلُ|تَفْعَلُ} دائِمًا. كانَ الشَّوْقُ ما يَزالُ هُناكَ، لكِنَّهُ صارَ يَعْرِفُ إِلى أَيْنَ يَذْهَبُ.`,
      '{H} حطّ{H:|ت} {d.water} في {d:الرشّاشة الصغيّرة|المرشّة الزغيرة|المرشّة الصغيرة|المرشّة الصغيرة}، و{H:سقى|سقت} {d:الريحان بالليل|الحبق عالمسا|الريحان في المسا|الريحان في المسا}، {d.like} ما {R} {R:كان|كانت} {d.bh}{d.make:R} {d:على طول|دايمًا|دايم|دايم}. {d:الوحشة كانت لسّه موجودة، بس بقى ليها مكان تروحه|الشوق كان بعدو موجود، بس صار إلو محلّ يروح عليه|الشوق كان للحين موجود، بس صار له مكان يروح له|الشوق كان للحين موجود، بس صار له مكان يروح له}.',
      '2p',
    ],
    [
      "{H} decided that watering {R}'s basil would be {H.his} job now, every evening. With {H.his} hands busy with {R}'s basil, the missing felt less like an empty room and more like a door left open. This is how we remember the ones we love, {H} thought, and the love stays.",
      `{H:قَرَّرَ|قَرَّرَتْ} {H} أَنْ يَكونَ سَقْيُ رَيْحانِ ${gen} عَمَلَ{H:هُ|ها} كُلَّ مَساءٍ. وَحينَ انْشَغَلَتْ يَدا{H:هُ|ها} بِرَيْحانِ ${gen}، صارَ الشَّوْقُ أَقَلَّ شَبَهًا بِغُرْفَةٍ فارِغَةٍ، وَأَكْثَرَ شَبَهًا بِبابٍ مَفْتوحٍ. {H:وَفَكَّرَ|وَفَكَّرَتْ}: هكَذا نَتَذَكَّرُ مَنْ نُحِبُّ، وَالحُبُّ يَبْقى.`,
      '{H} قرّر{H:|ت} إنّ سقي {d:ريحان|حبق|ريحان|ريحان} {R} {d:يبقى شغلانت|يكون شغلت|يكون شغلت|يكون شغلت}{H:ه|ها} كل {d:ليلة|مسا|مسا|مسا}. {d:ولمّا الإيدين اتشغلت|ولمّا الإيدين انشغلوا|ولمّا اليدين انشغلت|ولمّا اليدين انشغلت} ب{d:ريحان|حبق|ريحان|ريحان} {R}، {d:الوحشة بقت أقلّ شبه بأوضة فاضية، وأكتر شبه بباب مفتوح|الشوق صار أقلّ شبه بأوضة فاضية، وأكتر شبه بباب مفتوح|الشوق صار أقلّ شبه بغرفة فاضية، وأكثر شبه بباب مفتوح|الشوق صار أقلّ شبه بحجرة فاضية، وأكثر شبه بباب مفتوح}. وفكّر{H:|ت}: {d:كده بنفتكر اللي بنحبّهم، والحبّ بيفضل|هيك منتذكّر اللي منحبّن، والحبّ بيضلّ|كذا نتذكّر اللي نحبّهم، والحبّ يظلّ|جي نتذكّر اللي نحبّهم، والحبّ يظلّ}.',
      '3p',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'open the door to a kind elderly neighbour holding a small pot of basil',
    together: 'water a drooping basil pot on the kitchen windowsill with the neighbour',
    resolution: 'water a basil plant with new green leaves on the kitchen windowsill',
  },
  props: {
    try: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'flower-pot', where: 'table', state: 'wilted' }],
    together: [
      { kind: 'flower-pot', where: 'table', state: 'wilted' },
      { kind: 'watering-can', where: 'held' },
    ],
    resolution: [
      { kind: 'flower-pot', where: 'table' },
      { kind: 'watering-can', where: 'held' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

/** The teacher, come with the visitors to offer condolences, gives the child a notebook for the things the grandparent taught. */
const lessonsNotebook: SituationPlot = {
  ...shared,
  key: 'grandparent-death/lessons-notebook',
  titles: [
    ['The Things {R} Taught', `ما {R:عَلَّمَهُ|عَلَّمَتْهُ} ${nom}`, 'اللي {R} {R:علّمه|علّمته}'],
    [
      'A Notebook Full of {R}',
      `دَفْتَرٌ مَليءٌ بِ${gen}`,
      '{d:كرّاسة مليانة|دفتر مليان|دفتر مليان|دفتر مليان} ب{R}',
    ],
  ],
  morals: [
    [
      'What they taught us stays with us.',
      'ما عَلَّمونا إِيّاهُ يَبْقى مَعَنا.',
      '{d:اللي علّمونا إيّاه بيفضل معانا|اللي علّمونا ياه بيضلّ معنا|اللي علّمونا إيّاه يظلّ معنا|اللي علّمونا إيّاه يظلّ ويّانا}.',
    ],
    [
      'We keep the ones we love by keeping what they gave us.',
      'نَحْفَظُ مَنْ نُحِبُّ حينَ نَحْفَظُ ما أَعْطَوْنا.',
      '{d:بنحافظ على اللي بنحبّهم لمّا نحافظ على اللي إدّوهولنا|منحافظ عاللي منحبّن لمّا نحافظ عاللي عطونا ياه|نحافظ على اللي نحبّهم لمّا نحافظ على اللي عطونا|نحافظ على اللي نحبّهم لمّا نحافظ على اللي عطونا}.',
    ],
  ],
  help: [
    [
      'The teacher came to the house to say how sorry she was, and she brought {H} a new notebook. "Write in it the things {R} taught you," she said softly. "That is how we remember, and the love stays."',
      `جاءَتِ المُعَلِّمَةُ إِلى البَيْتِ لِتُعَزِّيَ العائِلَةَ، وَأَحْضَرَتْ لِ{H.g} دَفْتَرًا جَديدًا، وَقالَتْ بِهُدوءٍ: «{H:اكْتُبْ|اكْتُبي} فيهِ ما {R:عَلَّمَ|عَلَّمَتْ}{H:كَ|كِ} {R:جَدُّ|جَدَّتُ}{H:كَ|كِ}؛ هكَذا نَتَذَكَّرُ، وَالحُبُّ يَبْقى».`,
      '{d:الأبلة جت البيت تعزّي|المعلّمة إجت عالبيت تعزّي|المعلّمة جات البيت تعزّي|المعلّمة يات البيت تعزّي}، {d:وجابت|وجابت|وجابت|ويابت} ل{H} {d:كرّاسة جديدة|دفتر جديد|دفتر جديد|دفتر جديد}، وقالت بهدوء: «اكتب{H:|ي} {d:فيها|فيه|فيه|فيه} اللي {R} {R:علّمك|علّمتك}؛ {d:كده بنفتكر، والحبّ بيفضل|هيك منتذكّر، والحبّ بيضلّ|كذا نتذكّر، والحبّ يظلّ|جي نتذكّر، والحبّ يظلّ}».',
    ],
    [
      'Miss Huda, {H}\'s teacher, came with the other visitors, and before she left she sat down beside {H}. "When my grandfather died, I was afraid I would forget his voice," she said quietly. "So I wrote down everything he had taught me, even small things, like how to peel an orange in one long curl. I still read it; the missing is easier when I can open a page and hear him. Shall we start a notebook of {R}\'s lessons?"',
      `جاءَتِ المُعَلِّمَةُ هُدى مَعَ المُعَزّينَ، وَقَبْلَ أَنْ تَخْرُجَ جَلَسَتْ بِجانِبِ {H.g} وَقالَتْ بِهُدوءٍ: «حينَ تُوُفِّيَ جَدّي خِفْتُ أَنْ أَنْسى صَوْتَهُ، فَكَتَبْتُ كُلَّ ما عَلَّمَني، حَتّى الأَشْياءَ الصَّغيرَةَ، مِثْلَ تَقْشيرِ البُرْتُقالَةِ في شَريطٍ واحِدٍ طَويلٍ. وَما زِلْتُ أَقْرَؤُهُ؛ فَالشَّوْقُ يَخِفُّ حينَ أَفْتَحُ صَفْحَةً فَأَسْمَعُهُ. ما رَأْيُ{H:كَ|كِ} أَنْ نَبْدَأَ دَفْتَرًا لِدُروسِ ${yoursGen}؟»`,
      '{d:الأبلة هدى جت مع اللي جم يعزّوا، وقبل ما تمشي قعدت جنب|المعلّمة هدى إجت مع المعزّين، وقبل ما تفلّ قعدت حدّ|المعلّمة هدى جات مع المعزّين، وقبل ما تمشي قعدت جنب|المعلّمة هدى يات ويّا المعزّين، وقبل ما تمشي يلست يمّ} {H}، وقالت بهدوء: «{d:لمّا جدّي اتوفّى خفت أنسى صوته، فكتبت كل حاجة علّمهالي، حتّى الحاجات الصغيّرة، زيّ إزاي أقشّر البرتقانة في شريطة واحدة طويلة. ولسّه بقراه؛ الوحشة بتخفّ لمّا أفتح صفحة وأسمعه. إيه رأيك نبدأ كرّاسة|لمّا جدّي توفّى خفت إنسى صوتو، فكتبت كل شي علّمني ياه، حتّى الشغلات الزغيرة، متل كيف قشّر البردقانة بشريطة وحدة طويلة. وبعدني إقراه؛ الشوق بيخفّ لمّا إفتح صفحة وإسمعو. شو رأيك نبلّش دفتر|يوم جدّي توفّى خفت أنسى صوته، فكتبت كل شي علّمني إيّاه، حتّى الأشياء الصغيرة، مثل كيف أقشّر البرتقالة بشريطة وحدة طويلة. وللحين أقراه؛ الشوق يخفّ لمّا أفتح صفحة وأسمعه. وش رايك نبدأ دفتر|يوم يدّي توفّى خفت أنسى صوته، فكتبت كل شي علّمني إيّاه، حتّى الأشياء الصغيرة، شرات كيف أقشّر البرتقالة بشريطة وحدة طويلة. وللحين أقراه؛ الشوق يخفّ لمّا أفتح صفحة وأسمعه. شو رايك نبدا دفتر} لدروس {R}؟»',
      '3',
    ],
  ],
  together: [
    [
      'The first page filled up quickly: how {R} greeted every neighbour on the stairs, the song {R:he|she} hummed while cooking, the way {R:he|she} folded the bread.',
      `امْتَلَأَتِ الصَّفْحَةُ الأولى بِسُرْعَةٍ: كَيْفَ {R:كانَ|كانَتْ} ${nom} {R:يُسَلِّمُ|تُسَلِّمُ} عَلى كُلِّ جارٍ عَلى الدَّرَجِ، وَالأُغْنِيَةُ الَّتي {R:كانَ يُدَنْدِنُها وَهُوَ يَطْبُخُ|كانَتْ تُدَنْدِنُها وَهِيَ تَطْبُخُ}، وَطَريقَتُ{R:هُ|ها} في طَيِّ الخُبْزِ.`,
      'أوّل صفحة {d:اتملت بسرعة|تعبّت بسرعة|تعبّت بسرعة|تعبّت بسرعة}: {d.how} {R} {R:كان|كانت} {d.bh}{R:يسلّم|تسلّم} على كل جار على {d:السلّم|الدرج|الدرج|الدرج}، {d:والغنوة|والغنّية|والأغنية|والأغنية} اللي {R:كان|كانت} {d.bh}{R:يدندنها|تدندنها} و{R:هو|هي} {d.bh}{R:يطبخ|تطبخ}، وطريقت{R:ه|ها} في {d:تطبيق العيش|طوي الخبز|طوي الخبز|طوي الخبز}.',
    ],
    [
      'The teacher helped {H} find the words when they hid, and when {H} cried a little over the song, she waited.',
      'ساعَدَتِ المُعَلِّمَةُ {H.a} عَلى إِيجادِ الكَلِماتِ حينَ كانَتْ تَخْتَبِئُ، وَحينَ {H:بَكى|بَكَتْ} قَليلًا عِنْدَ الأُغْنِيَةِ، انْتَظَرَتْ.',
      '{d:الأبلة ساعدت|المعلّمة ساعدت|المعلّمة ساعدت|المعلّمة ساعدت} {H} {H:ي|ت}{d:لاقي|لاقي|لقى|لقى} الكلام لمّا كان {d.bh}{d:يستخبّى|يتخبّى|يتخبّى|يتخبّى}، ولمّا {H} {H:بكى|بكت} {d.bit} عند {d:الغنوة|الغنّية|الأغنية|الأغنية}، {d:استنّت|نطرت|انتظرت|انتظرت}.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} read the page aloud, from the first lesson to the last. "This is how we remember {R}," said the teacher. "{R:His|Her} lessons stay with you, and the love stays too."',
      `{H:قَرَأَ|قَرَأَتْ} {H} الصَّفْحَةَ بِصَوْتٍ مَسْموعٍ، مِنَ الدَّرْسِ الأَوَّلِ إِلى الأَخيرِ، فَقالَتِ المُعَلِّمَةُ: «هكَذا نَتَذَكَّرُ ${yoursAcc}؛ دُروسُ{R:هُ|ها} تَبْقى مَعَ{H:كَ|كِ}، وَالحُبُّ يَبْقى».`,
      '{H} {H:قرا|قرت} الصفحة بصوت عالي، من أوّل درس لآخر درس، و{d:الأبلة قالت|المعلّمة قالت|المعلّمة قالت|المعلّمة قالت}: «{d:كده بنفتكر|هيك منتذكّر|كذا نتذكّر|جي نتذكّر} {R}؛ دروس{R:ه|ها} {d:بتفضل معاك|بتضلّ معك|تظلّ معك|تظلّ ويّاك}، والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».',
    ],
    [
      'Before bed, {H} added one more line at the bottom of the page: "{R} taught me that missing someone means we loved them."',
      `وَقَبْلَ النَّوْمِ {H:أَضافَ|أَضافَتْ} {H} سَطْرًا أَخيرًا في أَسْفَلِ الصَّفْحَةِ: «{R:عَلَّمَني جَدّي|عَلَّمَتْني جَدَّتي} أَنَّ الشَّوْقَ مَعْناهُ أَنَّنا أَحْبَبْنا».`,
      'وقبل النوم، {H} {d:زوّد|زاد|زاد|زاد}{H:|ت} سطر أخير تحت في الصفحة: «{R} {R:علّمني|علّمتني} إنّ {d:الوحشة معناها إنّنا حبّينا|الشوق يعني إنّو حبّينا|الشوق معناه إنّا حبّينا|الشوق معناه إنّا حبّينا}».',
      '2p',
    ],
    [
      '{H} understood something new: {R} was not only in the empty chair and the old photos, but in the things {H.he} knew how to do. Every time {H.he} greeted a neighbour or hummed that song, {R} would be there a little. This is how we remember, and the love stays.',
      `{H:وَفَهِمَ|وَفَهِمَتْ} {H} شَيْئًا جَديدًا: أَنَّ {R:جَدَّ|جَدَّتَ}{H:هُ|ها} {R:لَيْسَ|لَيْسَتْ} في الكُرْسِيِّ الفارِغِ وَالصُّوَرِ القَديمَةِ فَقَطْ، بَلْ في الأَشْياءِ الَّتي {H:يَعْرِفُ|تَعْرِفُ} كَيْفَ {H:يَفْعَلُها|تَفْعَلُها}؛ فَكُلَّما {H:سَلَّمَ|سَلَّمَتْ} عَلى جارٍ أَوْ {H:دَنْدَنَ|دَنْدَنَتْ} تِلْكَ الأُغْنِيَةَ، {R:كانَ|كانَتْ} هُناكَ قَليلًا. هكَذا نَتَذَكَّرُ، وَالحُبُّ يَبْقى.`,
      '{H} فهم{H:|ت} {d:حاجة جديدة|شي جديد|شي جديد|شي جديد}: إنّ {R} {d:مش بس في الكرسي الفاضي والصور القديمة، لأ، كمان في الحاجات|مش بس بالكرسي الفاضي والصور القديمة، كمان بالشغلات|مو بس في الكرسي الفاضي والصور القديمة، بعد في الأشياء|مب بس في الكرسي الفاضي والصور القديمة، بعد في الأشياء} اللي {H} {d.bh}{H:ي|ت}عرف {H:ي|ت}{d:عملها|عملها|سوّيها|سوّيها}؛ كل ما {H:يسلّم|تسلّم} على جار أو {H:يدندن|تدندن} {d:الغنوة دي|هالغنّية|هالأغنية|هالأغنية}، {R} {d.fut}{R:ي|ت}كون هناك {d.bit}. {d:كده بنفتكر، والحبّ بيفضل|هيك منتذكّر، والحبّ بيضلّ|كذا نتذكّر، والحبّ يظلّ|جي نتذكّر، والحبّ يظلّ}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'sit with a kind teacher who has come to visit and holds out a new notebook',
    together: 'write in a notebook at the table beside the teacher',
    resolution: 'look at a full notebook page, the teacher beside',
  },
  props: {
    try: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'table' }],
    resolution: [{ kind: 'book', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/**
 * The grandparent who is still here asks the child to share the evening tea in the other's chair:
 * they were both missing the same person. The helper is the other grandparent ({R:Grandma|Grandpa}).
 */
const other = {
  en: '{R:Grandma|Grandpa}',
  ar: '{R:جَدَّتُ|جَدُّ}{H:هُ|ها}',
  dl: '{d:جدّ|جدّ|جدّ|يدّ}{R:ت|}{H:ه|ها}',
} as const;
const eveningTea: SituationPlot = {
  ...shared,
  key: 'grandparent-death/evening-tea',
  titles: [
    ["Tea at {R}'s Window", `شايٌ عِنْدَ نافِذَةِ ${gen}`, 'شاي عند {d:شبّاك|شبّاك|دريشة|دريشة} {R}'],
    [
      'The Chair by the Window',
      'الكُرْسِيُّ الَّذي عِنْدَ النّافِذَةِ',
      'الكرسي اللي {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة}',
    ],
  ],
  morals: [
    [
      'Sadness we share is lighter to hold.',
      'الحُزْنُ الَّذي نَتَقاسَمُهُ أَخَفُّ حِمْلًا.',
      '{d:الزعل اللي بنتقاسمه بيبقى أهون|الزعل اللي منتقاسمو بيصير أهون|الحزن اللي نتقاسمه يصير أهون|الحزن اللي نتقاسمه يصير أهون}.',
    ],
    [
      'When we comfort each other, the love stays.',
      'حينَ يُواسي بَعْضُنا بَعْضًا، يَبْقى الحُبُّ.',
      '{d:لمّا نواسي بعض، الحبّ بيفضل|لمّا نواسي بعض، الحبّ بيضلّ|لمّا نواسي بعض، الحبّ يظلّ|لمّا نواسي بعض، الحبّ يظلّ}.',
    ],
  ],
  help: [
    [
      `${other.en} came in with two small glasses of tea and sat down in the chair by the window. "Every evening {R} and I had our tea here," {R:she|he} said quietly. "I am missing {R:him|her} too. Will you sit with me in {R:his|her} chair? We remember {R} together, and the love stays."`,
      `{R:دَخَلَتْ|دَخَلَ} ${other.ar} {R:تَحْمِلُ|يَحْمِلُ} كوبَيْنِ صَغيرَيْنِ مِنَ الشّايِ، {R:وَجَلَسَتْ|وَجَلَسَ} عَلى الكُرْسِيِّ الَّذي عِنْدَ النّافِذَةِ، {R:وَقالَتْ|وَقالَ} بِهُدوءٍ: «كُلَّ مَساءٍ كُنّا نَشْرَبُ الشّايَ هُنا، أَنا وَ{R:جَدُّ|جَدَّتُ}{H:كَ|كِ}. وَأَنا أَيْضًا يَمْلَأُني الشَّوْقُ إِلَيْ{R:هِ|ها}. {H:اجْلِسْ|اجْلِسي} مَعي عَلى كُرْسِيِّ{R:هِ|ها}؛ نَتَذَكَّرُ{R:هُ|ها} مَعًا، وَالحُبُّ يَبْقى».`,
      `${other.dl} {R:دخلت|دخل} {R:شايلة|شايل} {d:كوبايتين شاي صغيّرين|كاستين شاي زغار|بيالتين شاي صغار|استكانتين شاي صغار}، و{R:قعدت|قعد} على الكرسي اللي {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة}، و{R:قالت|قال} بهدوء: «{d:كنّا بنشرب الشاي هنا كل ليلة، أنا و|كنّا نشرب الشاي هون كل مسا، أنا و|كنّا نشرب الشاي هنا كل مسا، أنا و|كنّا نشرب الشاي هني كل مسا، أنا و}{R}. {d:وأنا كمان عندي وحشة ل|وأنا كمان بشتاق ل|وأنا بعد أشتاق ل|وأنا بعد أشتاق ل}{R:ه|ها}. {d:اقعد|اقعد|اقعد|يلس}{H:|ي} {d:معايا|معي|معي|ويّاي} على كرسي{R:ه|ها}؛ {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر}{R:ه|ها} سوا، والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».`,
    ],
    [
      `${other.en} stood by the window, looking at the empty chair. When {H} came close, {R:she|he} held out a hand. "For forty years {R} and I drank our evening tea here," {R:she|he} said. "Tonight the tea tastes lonely. Will you keep me company in {R:his|her} chair? We remember {R} best together; missing someone is easier with two."`,
      `{R:وَقَفَتْ|وَقَفَ} ${other.ar} عِنْدَ النّافِذَةِ {R:تَنْظُرُ|يَنْظُرُ} إِلى الكُرْسِيِّ الفارِغِ، فَلَمّا {H:اقْتَرَبَ|اقْتَرَبَتْ} {H} {R:مَدَّتْ|مَدَّ} يَدَ{R:ها|هُ} {R:وَقالَتْ|وَقالَ}: «أَرْبَعينَ سَنَةً كُنّا نَشْرَبُ شايَ المَساءِ هُنا، أَنا وَ{R:جَدُّ|جَدَّتُ}{H:كَ|كِ}. وَاللَّيْلَةَ طَعْمُ الشّايِ وَحيدٌ. هَلْ {H:تَجْلِسُ|تَجْلِسينَ} مَعي عَلى كُرْسِيِّ{R:هِ|ها}؟ نَتَذَكَّرُ{R:هُ|ها} مَعًا؛ فَالشَّوْقُ أَخَفُّ حينَ نَكونُ اثْنَيْنِ».`,
      `${other.dl} {R:وقفت|وقف} {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة} {R:ت|ي}{d:بصّ على|طلّع على|طالع|طالع} الكرسي الفاضي، ولمّا {H} قرّب{H:|ت}، {R:مدّت|مدّ} {d:إيد|إيد|يد|يد}{R:ها|ه} و{R:قالت|قال}: «{d:أربعين سنة كنّا بنشرب شاي المغرب هنا، أنا و|أربعين سنة كنّا نشرب شاي المسا هون، أنا و|أربعين سنة كنّا نشرب شاي المغرب هنا، أنا و|أربعين سنة كنّا نشرب شاي المغرب هني، أنا و}{R}. {d:والليلة الشاي طعمه وحيد|والليلة الشاي طعمتو وحيدة|والليلة الشاي طعمه وحيد|والليلة الشاي طعمه وحيد}. {d:اقعد|اقعد|اقعد|يلس}{H:|ي} {d:معايا|معي|معي|ويّاي} على كرسي{R:ه|ها}؛ {d:نفتكر|نتذكّر|نتذكّر|نتذكّر}{R:ه|ها} سوا، {d:والوحشة أخفّ لمّا نبقى اتنين|والشوق أخفّ لمّا نكون تنين|والشوق أخفّ لمّا نكون اثنين|والشوق أخفّ لمّا نكون اثنين}».`,
      '2',
    ],
  ],
  together: [
    [
      "{H} sat in {R}'s chair, and they drank their tea slowly as the sky turned orange.",
      `{H:جَلَسَ|جَلَسَتْ} {H} عَلى كُرْسِيِّ ${gen}، وَشَرِبَ كُلٌّ مِنْهُما شايَهُ بِبُطْءٍ، وَالسَّماءُ تَصيرُ بُرْتُقالِيَّةً.`,
      '{H} {d:قعد|قعد|قعد|يلس}{H:|ت} على كرسي {R}، {d:وشربوا الشاي بالراحة، والسما بتقلب برتقاني|وشربوا الشاي عمهل، والسما عم تصير ليموني|وشربوا الشاي بشويش، والسما تصير برتقالية|وشربوا الشاي بشويش، والسما تصير برتقالية}.',
    ],
    [
      '"How did {R} like {R:his|her} tea?" {H} asked. The answer came with a small smile and wet eyes: "Three spoons of sugar and a mint leaf."',
      `«كَيْفَ {R:كانَ جَدّي يُحِبُّ|كانَتْ جَدَّتي تُحِبُّ} الشّايَ؟» {H:سَأَلَ|سَأَلَتْ} {H}. فَجاءَ الجَوابُ مَعَ ابْتِسامَةٍ صَغيرَةٍ وَعَيْنَيْنِ دامِعَتَيْنِ: «ثَلاثُ مَلاعِقَ مِنَ السُّكَّرِ، وَوَرَقَةُ نَعْناعٍ».`,
      '«{R} {R:كان|كانت} {d.bh}{R:يحبّ|تحبّ} الشاي {d:إزاي|كيف|كيف|شلون}؟» {H:سأل|سألت} {H}. {d:والجواب جه مع ابتسامة صغيّرة وعينين مدمّعين|والجواب إجا مع بسمة زغيرة وعيون مدمّعة|والجواب جا مع ابتسامة صغيرة وعيون دامعة|والجواب جا ويّا ابتسامة صغيرة وعيون دامعة}: «{d:تلات معالق سكّر وورقة نعناع|تلات معالق سكّر وورقة نعنع|ثلاث ملاعق سكّر وورقة نعناع|ثلاث ملاعق شكر وورقة نعناع}».',
      '2',
    ],
  ],
  resolution: [
    [
      `{H} stayed close until the tea was finished. "This is how we remember {R}," ${other.en} said softly. "Together. And the love stays."`,
      `{H:بَقِيَ|بَقِيَتْ} {H} قَريبًا حَتّى فَرَغَ الشّايُ، {R:فَقالَتْ|فَقالَ} {R:الجَدَّةُ|الجَدُّ} بِهُدوءٍ: «هكَذا نَتَذَكَّرُ ${yoursAcc}: مَعًا. وَالحُبُّ يَبْقى».`,
      `{H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {d:قريّب|قريب|قريب|قريب}{H:|ة} {d:لحدّ ما|لحدّ ما|لين|لين} الشاي خلص، و${other.dl} {R:قالت|قال} بهدوء: «{d:كده بنفتكر|هيك منتذكّر|كذا نتذكّر|جي نتذكّر} {R}: سوا. والحبّ {d:بيفضل|بيضلّ|يظلّ|يظلّ}».`,
    ],
    [
      `{H} dropped a mint leaf into ${other.en}'s glass, just the way {R} used to. ${other.en} held {H}'s hand, and neither of them let go for a long time.`,
      `{H:أَسْقَطَ|أَسْقَطَتْ} {H} وَرَقَةَ نَعْناعٍ في كوبِ {R:جَدَّتِ|جَدِّ}{H:هِ|ها}، كَما {R:كانَ|كانَتْ} ${nom} {R:يَفْعَلُ|تَفْعَلُ}، {R:فَأَمْسَكَتِ الجَدَّةُ|فَأَمْسَكَ الجَدُّ} يَدَ{H:هُ|ها}، وَلَمْ يُفْلِتْها أَحَدٌ مِنْهُما وَقْتًا طَويلًا.`,
      `{H} حطّ{H:|ت} ورقة نعناع في {d:كوباية|كاسة|بيالة|استكانة} ${other.dl}، {d.like} ما {R} {R:كان|كانت} {d.bh}{d.make:R}، و${other.dl} {R:مسكت|مسك} {d:إيد|إيد|يد|يد} {H}، {d:ومحدّش فيهم ساب التاني وقت طويل|وما حدا منن ترك التاني وقت طويل|وما أحد منهم ترك الثاني وقت طويل|وما حد منهم ترك الثاني وقت طويل}.`,
      '2p',
    ],
    [
      'On the way to bed, {H} understood something: the missing had been in two hearts, not one. Sitting by the empty chair, each of them had made it a little lighter for the other. This is how we remember the ones we love, {H} thought: side by side, and the love stays.',
      `وَفي الطَّريقِ إِلى السَّريرِ {H:فَهِمَ|فَهِمَتْ} {H} شَيْئًا: كانَ الشَّوْقُ إِلى ${gen} في قَلْبَيْنِ لا في قَلْبٍ واحِدٍ؛ وَفي تِلْكَ الجَلْسَةِ عِنْدَ الكُرْسِيِّ الفارِغِ، خَفَّفَ كُلٌّ مِنْهُما الشَّوْقَ عَنِ الآخَرِ قَليلًا. {H:وَفَكَّرَ|وَفَكَّرَتْ}: هكَذا نَتَذَكَّرُ مَنْ نُحِبُّ، جَنْبًا إِلى جَنْبٍ، وَالحُبُّ يَبْقى.`,
      `{d:وفي السكّة للسرير|وبالطريق عالتخت|وفي الطريق للسرير|وفي الطريق للشبريّة}، {H} فهم{H:|ت} {d.thing}: {d:الوحشة ل|الشوق ل|الشوق ل|الشوق ل}{R} {d:كانت في قلبين مش قلب واحد|كان بقلبين مش قلب واحد|كان في قلبين مو قلب واحد|كان في قلبين مب قلب واحد}؛ {d:وفي القعدة دي جنب الكرسي الفاضي، كل واحد فيهم خفّف الوحشة عن التاني شوية|وبهالقعدة حدّ الكرسي الفاضي، كل واحد منن خفّف الشوق عن التاني شوي|وفي هالجلسة جنب الكرسي الفاضي، كل واحد منهم خفّف الشوق عن الثاني شوي|وفي هالجلسة يمّ الكرسي الفاضي، كل واحد منهم خفّف الشوق عن الثاني شوي}. وفكّر{H:|ت}: {d:كده بنفتكر اللي بنحبّهم، جنب بعض، والحبّ بيفضل|هيك منتذكّر اللي منحبّن، حدّ بعض، والحبّ بيضلّ|كذا نتذكّر اللي نحبّهم، جنب بعض، والحبّ يظلّ|جي نتذكّر اللي نحبّهم، يمّ بعض، والحبّ يظلّ}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly beside an empty armchair by the window',
    try: 'look at an old family photo',
    help: 'sit with a grandparent who holds two small glasses of tea beside an armchair by the window',
    together:
      'drink tea in the armchair by the window beside a grandparent as the sky turns orange',
    resolution: 'hold hands with a grandparent beside the window, two tea glasses on the sill',
  },
  props: {
    try: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'cup', where: 'held' }],
    together: [{ kind: 'cup', where: 'held' }],
    resolution: [{ kind: 'cup', where: 'table' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const grandparentDeathPlots: readonly SituationPlot[] = [
  prayerBeads,
  recipe,
  photoAlbum,
  basilPot,
  lessonsNotebook,
  eveningTea,
];
