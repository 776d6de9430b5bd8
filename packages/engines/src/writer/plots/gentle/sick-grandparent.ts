import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * A grandparent is ill. Told gently and honestly: the worry, the wish to see them, a parent who
 * says what can be done (a card for the visit, a call when a visit must wait), and the love that
 * reaches someone who is ill. Nobody promises that the grandparent will get better; no cheering.
 * {R} is Grandma or Grandpa as the idea says. Fusha writes "her grandma" with the case it needs,
 * as the plots of a grandparent's death do. The English sentences that name the grandparent away
 * from the page say that they are missed or wished for, so the picture does not draw them there.
 */

const nom = '{R:جَدُّ|جَدَّتُ}{H:هُ|ها}';
const acc = '{R:جَدَّ|جَدَّتَ}{H:هُ|ها}';
const gen = '{R:جَدِّ|جَدَّتِ}{H:هِ|ها}';
const yoursNom = '{R:جَدُّ|جَدَّتُ}{H:كَ|كِ}';
const yoursAcc = '{R:جَدَّ|جَدَّتَ}{H:كَ|كِ}';
const yoursGen = '{R:جَدِّ|جَدَّتِ}{H:كَ|كِ}';
/** "Get well" as each dialect says it to someone who is ill. */
const getWell = '{d:ألف سلامة|سلامتك|سلامات|سلامات}';

const person = {
  roles: ['grandmother', 'grandfather'] as const,
  fallback: words('Grandma', 'الجَدَّةُ', 'تيتة', 'تيتا', 'الجدّة', 'اليدّة'),
  male: false,
};

const problem: Pool = [
  [
    '{H} wished that {R}, who was ill, would get well.',
    `كانَ{R:|تْ} ${nom} {R:مَريضًا|مَريضَةً}، {H:وَتَمَنّى|وَتَمَنَّتْ} {H} لَ{R:هُ|ها} الشِّفاءَ.`,
    `{R} {R:كان|كانت} {d:عيّان|مريض|مريض|مريض}{R:|ة}، و{H} {H:كان|كانت} {d.want:H} {H:يقول|تقول} ل{R:ه|ها} «${getWell}».`,
  ],
  [
    '{H} missed {R}, who was ill, and {H.he} kept asking when they could visit.',
    `كانَ{R:|تْ} ${nom} {R:مَريضًا|مَريضَةً}، {H:فَاشْتاقَ|فَاشْتاقَتْ} {H} إِلَيْ{R:هِ|ها}، وَظَلَّ{H:|تْ} {H:يَسْأَلُ|تَسْأَلُ} عَنْ مَوْعِدِ الزِّيَارَةِ.`,
    '{R} {R:كان|كانت} {d:عيّان|مريض|مريض|مريض}{R:|ة}، و{H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {d:مشتاق|مشتاق|مشتاق|مشتاق}{H:|ة} {H:يسأل|تسأل} {d:إمتى الزيارة|إيمتى الزيارة|متى الزيارة|متى الزيارة}.',
  ],
  [
    'For days {H} had missed {R}, who was ill. The grown-ups spoke in low voices, and {H} could tell they were worried; more than anything, {H} wanted a visit, to see {R:him|her} with {H.his} own eyes.',
    `مُنْذُ أَيّامٍ وَ{H} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${gen} {R:المَريضِ|المَريضَةِ}. كانَ الكِبارُ يَتَكَلَّمونَ بِأَصْواتٍ خافِتَةٍ، وَأَدْرَكَ{H:|تْ} {H} أَنَّهُمْ قَلِقونَ؛ وَأَكْثَرَ مِنْ أَيِّ شَيْءٍ {H:كانَ يَتَمَنّى|كانَتْ تَتَمَنّى} الزِّيَارَةَ، {H:لِيَرا|لِتَرا}{R:هُ|ها} بِعَيْنَيْ{H:هِ|ها}.`,
    'من {d:كام|كم|كم|كم} يوم و{H} مشتاق{H:|ة} ل{R} {d:العيّان|المريض|المريض|المريض}{R:|ة}. الكبار {d:كانوا بيتكلّموا|كانوا عم يحكوا|كانوا يتكلّمون|كانوا يتكلّمون} بصوت واطي، و{H} فهم{H:|ت} إنّهم قلقانين؛ و{H} {H:كان|كانت} {d.want:H} الزيارة {d:أكتر من أي حاجة|أكتر من أي شي|أكثر من أي شي|أكثر من أي شي}، {H:يشوف|تشوف} {R} {d:بعينيه|بعيونو|بعيونه|بعيونه}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} looked at a photo of {R} and remembered {R:his|her} bedtime stories.',
    `نَظَرَ{H:|تْ} {H} إِلى صورَةِ ${gen}، {H:وَتَذَكَّرَ|وَتَذَكَّرَتْ} حِكاياتِ{R:هِ|ها} قَبْلَ النَّوْمِ.`,
    '{H} {d.looked:H} {d:على|على|على|على} صورة {R}، و{d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت} {d:حواديت|قصص|سوالف|سوالف}{R:ه|ها} قبل النوم.',
  ],
  [
    '"I miss {R} so much," {H} said quietly.',
    '«اشْتَقْتُ إِلى {R:جَدّي|جَدَّتي} كَثيرًا»، قالَ{H:|تْ} {H} بِصَوْتٍ خافِتٍ.',
    '«أنا مشتاق{H:|ة} ل{R} {d:أوي|كتير|مرّة|وايد}»، قال{H:|ت} {H} بصوت واطي.',
  ],
  [
    '{H} looked out of the window for a long time.',
    'نَظَرَ{H:|تْ} {H} مِنَ النّافِذَةِ وَقْتًا طَويلًا.',
    '{H} {d.looked:H} من {d:الشبّاك|الشبّاك|الدريشة|الدريشة} وقت طويل.',
  ],
];

const tries: Pool = [
  [
    '{H} tried to play, but {H.he} missed {R} too much to enjoy it.',
    `حاوَلَ{H:|تْ} {H} أَنْ {H:يَلْعَبَ|تَلْعَبَ}، لكِنَّ الشَّوْقَ إِلى ${gen} كانَ أَكْبَرَ مِنَ اللَّعِبِ.`,
    '{H} حاول{H:|ت} {H:يلعب|تلعب}، بس الشوق ل{R} كان أكبر من اللعب.',
  ],
  [
    '{H} wished to go to {R} right away, but it was late, and {R:he|she} needed rest.',
    `{H:تَمَنّى|تَمَنَّتْ} {H} أَنْ {H:يَذْهَبَ|تَذْهَبَ} إِلى ${gen} في الحالِ، لكِنَّ الوَقْتَ كانَ مُتَأَخِّرًا، وَ${nom} {R:يَحْتاجُ|تَحْتاجُ} إِلى الرّاحَةِ.`,
    '{H} {H:كان|كانت} {d.want:H} {H:يروح|تروح} ل{R} {d:دلوقتي حالًا|هلّق|الحين|الحين}، بس الوقت كان متأخّر، و{R} لازم {R:يرتاح|ترتاح}.',
  ],
  [
    '{H} lay on the sofa with a book, but kept reading the same page again and again.',
    '{H:اسْتَلْقى|اسْتَلْقَتْ} {H} عَلى الأَريكَةِ مَعَ كِتابٍ، لكِنَّ{H:هُ|ها} ظَلَّ{H:|تْ} {H:يَقْرَأُ|تَقْرَأُ} الصَّفْحَةَ نَفْسَها مَرَّةً بَعْدَ مَرَّةٍ.',
    '{H} {d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت} على الكنبة ومع{H:ه|ها} كتاب، بس {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يقرا|تقرا} نفس الصفحة {d:مرّة ورا مرّة|مرّة ورا مرّة|مرّة بعد مرّة|مرّة بعد مرّة}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'We cannot always make someone well, {H} thought, but we can always send our love.',
    'فَكَّرَ{H:|تْ} {H}: لا نَسْتَطيعُ دائِمًا أَنْ نَشْفِيَ مَنْ نُحِبُّ، لكِنَّنا نَسْتَطيعُ دائِمًا أَنْ نُرْسِلَ إِلَيْهِمْ حُبَّنا.',
    'فكّر{H:|ت} {H}: {d:مش دايمًا نقدر نخلّي اللي بنحبّهم يخفّوا، بس دايمًا نقدر نبعت لهم حبّنا|مش دايمًا منقدر نشفي اللي منحبّن، بس دايمًا فينا نبعتلن حبّنا|مو دايم نقدر نشفي اللي نحبّهم، بس دايم نقدر نرسل لهم حبّنا|مب دايم نقدر نشفي اللي نحبّهم، بس دايم نقدر نطرّش لهم حبّنا}.',
  ],
  [
    '{H} was still worried, and that was all right; worrying is one of the ways we love.',
    'كانَ{H:|تْ} {H} {H:قَلِقًا|قَلِقَةً} بَعْدُ، وَلا بَأْسَ في ذلِكَ؛ فَالقَلَقُ طَريقَةٌ مِنْ طُرُقِ الحُبِّ.',
    '{H} {H:كان|كانت} {d:لسّه|بعد|للحين|للحين} قلقان{H:|ة}، {d:وده عادي|وهيدا عادي|وهذا عادي|وهذا عادي}؛ {d:القلق ده من الحبّ|القلق من الحبّ|القلق من الحبّ|القلق من الحبّ}.',
    '2',
  ],
  [
    '{H} missed {R}. "We do not know how long {R:he|she} will be ill, but our love reaches {R:him|her}," {H} thought.',
    '{H:اشْتاقَ|اشْتاقَتْ} {H} إِلى ' +
      gen +
      '. «لا نَعْرِفُ كَمْ سَيَطولُ مَرَضُ{R:هُ|ها}، لكِنَّ حُبَّنا يَصِلُ إِلَيْ{R:هِ|ها}»، فَكَّرَ{H:|تْ} {H}.',
    '{H} {d:كان|كان|كان|كان}{H:|ت} مشتاق{H:|ة} ل{R}. «{d:مش عارفين العيا هيطوّل قدّ إيه، بس حبّنا بيوصل|ما منعرف قدّيش رح يطوّل المرض، بس حبّنا بيوصل|ما ندري كم بيطوّل المرض، بس حبّنا يوصل|ما ندري شقد بيطوّل المرض، بس حبّنا يوصل} ل{R:ه|ها}»، فكّر{H:|ت} {H}.',
    '2',
  ],
];

const bedtime: Pool = [
  [
    'That night {H} made a quiet dua for {R} before sleeping.',
    `في تِلْكَ اللَّيْلَةِ {H:دَعا|دَعَتْ} {H} لِ${gen} قَبْلَ النَّوْمِ بِصَوْتٍ خافِتٍ.`,
    '{d:الليلة دي|هاللّيلة|الليلة|الليلة} {H} {H:دعا|دعت} ل{R} قبل النوم بصوت واطي.',
  ],
];

const before: Pool = [
  [
    'That afternoon the house was quiet; everyone missed {R}.',
    `كانَ البَيْتُ هادِئًا في ذلِكَ العَصْرِ؛ فَالجَميعُ مُشْتاقونَ إِلى ${gen}.`,
    'البيت كان هادي {d:العصر ده|هالعصر|هالعصر|هالعصر}؛ الكل مشتاق ل{R}.',
  ],
];

const morals: Pool = [
  [
    'When someone we love is ill, our love still reaches them.',
    'حينَ يَمْرَضُ مَنْ نُحِبُّ، يَصِلُ إِلَيْهِ حُبُّنا.',
    '{d:لمّا حدّ بنحبّه يعيا، حبّنا بيوصل له|لمّا حدا منحبّو يمرض، حبّنا بيوصلّو|لمّا أحد نحبّه يمرض، حبّنا يوصل له|لمّا حد نحبّه يمرض، حبّنا يوصل له}.',
  ],
  [
    'A visit, a card or a call can comfort someone who is ill.',
    'زِيَارَةٌ أَوْ بِطاقَةٌ أَوْ مُكالَمَةٌ قَدْ تُوَاسي المَريضَ.',
    '{d:زيارة أو كارت أو مكالمة تريّح قلب العيّان|زيارة أو كرت أو تلفون بيريّحوا قلب المريض|زيارة أو كرت أو مكالمة تريّح قلب المريض|زيارة أو كرت أو مكالمة تريّح قلب المريض}.',
  ],
];

const shared = {
  situation: 'sick-grandparent',
  gentle: true,
  person,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
  morals,
} as const;

/** Mama and the child make a get-well card and take it on their visit. */
const card: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/get-well-card',
  meets: ['resolution'],
  titles: [
    ['A Card for {R}', `بِطاقَةٌ لِ${gen}`, '{d:كارت|كرت|كرت|كرت} ل{R}'],
    ['{H} Visits {R}', `{H} {H:يَزورُ|تَزورُ} ${acc}`, '{H} {H:يزور|تزور} {R}'],
  ],
  help: [
    [
      'Mama came and sat down beside {H}. "Let us make a card for {R} that says get well," she said. "We will take it with us when we visit."',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لِنَصْنَعْ بِطاقَةً نَتَمَنّى فيها الشِّفاءَ لِ${yoursGen}، وَنَأْخُذْها مَعَنا في الزِّيَارَةِ».`,
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:يلّا نعمل|يلّا نعمل|خلّنا نسوّي|خلّنا نسوّي} {d:كارت|كرت|كرت|كرت} ل{R} {d:نكتب فيه ألف سلامة|نكتب فيه سلامتك|نكتب فيه سلامات|نكتب فيه سلامات}، {d:وناخده معانا في الزيارة|ومناخدو معنا عالزيارة|ونأخذه معنا في الزيارة|وناخذه ويّانا في الزيارة}».',
    ],
    [
      'Mama came and sat down beside {H}. "We cannot make {R:him|her} well ourselves," she said softly. "But the doctors are caring for {R:him|her}, and our love helps too. Shall we make a get-well card for our visit?"',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «لا نَسْتَطيعُ نَحْنُ أَنْ نَشْفِيَ ${yoursAcc}، لكِنَّ الأَطِبّاءَ يَعْتَنونَ بِ{R:هِ|ها}، وَحُبُّنا يُساعِدُ أَيْضًا. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ بِطاقَةً نَتَمَنّى فيها الشِّفاءَ، نَأْخُذُها مَعَنا في الزِّيَارَةِ؟»`,
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت بهدوء: «{d:إحنا مش بإيدنا نخلّي|نحنا ما فينا نخلّي|حنّا ما نقدر نخلّي|إحنا ما نقدر نخلّي} {R} {R:ي|ت}{d:خفّ|طيب|طيب|طيب}، بس الدكاترة {d:بياخدوا بالهم من |عم يهتمّوا ب|يهتمّون ب|يهتمّون ب}{R}، وحبّنا {d:بيساعد كمان|بيساعد كمان|يساعد بعد|يساعد بعد}. {d:إيه رأيك نعمل|شو رأيك نعمل|وش رايك نسوّي|شو رايك نسوّي} {d:كارت|كرت|كرت|كرت} {d:فيه ألف سلامة|فيه سلامتك|فيه سلامات|فيه سلامات}، {d:وناخده معانا في الزيارة|ومناخدو معنا عالزيارة|ونأخذه معنا في الزيارة|وناخذه ويّانا في الزيارة}؟»',
      '2',
    ],
  ],
  together: [
    [
      'They folded a card for {R}, and {H} drew a house on it with flowers all around.',
      `{H:طَوَيا|طَوَتا} بِطاقَةً لِ${gen}، وَرَسَمَ{H:|تْ} {H} عَلَيْها بَيْتًا حَوْلَهُ الزُّهورُ.`,
      '{d:طبّقوا|طووا|طووا|طووا} {d:كارت|كرت|كرت|كرت} ل{R}، و{H} رسم{H:|ت} عليه بيت {d:وحواليه ورد|وحواليه ورد|وحوله ورد|وحوله ورد}.',
    ],
    [
      'Mama helped {H} write inside in big letters: "Get well. We love you."',
      `وَساعَدَتْ أُمُّ{H:هُ|ها} {H.a} أَنْ {H:يَكْتُبَ|تَكْتُبَ} في داخِلِها بِحُروفٍ كَبيرَةٍ: «نَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ. نُحِبُّ{R:كَ|كِ}».`,
      `و{d.mom} ساعدت {H} {H:يكتب|تكتب} {d:جوّاه|جوّاتو|داخله|داخله} بحروف كبيرة: «${getWell}، {d:بنحبّك|منحبّك|نحبّك|نحبّك}».`,
      '2',
    ],
  ],
  resolution: [
    [
      'On the visit, {H} sat close to {R} and gave {R:him|her} the get-well card. {R} kept it beside the bed.',
      `في الزِّيَارَةِ جَلَسَ{H:|تْ} {H} قَريبًا مِنْ ${gen}، {H:وَأَعْطا|وَأَعْطَتْ}{R:هُ|ها} البِطاقَةَ، {R:فَوَضَعَها|فَوَضَعَتْها} ${nom} بِجانِبِ السَّريرِ.`,
      'في الزيارة {H} قعد{H:|ت} جنب {R}، و{d.gave:H} {R} {d:الكارت|الكرت|الكرت|الكرت}، و{R} {R:حطّه|حطّته} جنب السرير.',
    ],
    [
      '{R} was still tired and ill, but {R:he|she} held {H}\'s hand and whispered, "Your visit is medicine for my heart."',
      `كانَ{R:|تْ} ${nom} {R:مُتْعَبًا|مُتْعَبَةً} {R:مَريضًا|مَريضَةً} بَعْدُ، لكِنَّ{R:هُ|ها} {R:أَمْسَكَ|أَمْسَكَتْ} يَدَ {H.g} {R:وَهَمَسَ|وَهَمَسَتْ}: «زِيَارَتُ{H:كَ|كِ} دَواءٌ لِقَلْبي».`,
      '{R} {R:كان|كانت} تعبان{R:|ة} {d:لسّه|بعد|للحين|للحين}، بس {R:مسك|مسكت} {d:إيد|إيد|يد|يد} {H} و{d:وشوش|وشوش|همس|همس}{R:|ت}: «{d:زيارتك دي دوا لقلبي|زيارتك دوا لقلبي|زيارتك دوا لقلبي|زيارتك دوا لقلبي}».',
      'p',
    ],
    [
      'Before they left, {H} made a quiet dua for {R} to get well, and Mama squeezed {H.his} hand.',
      `وَقَبْلَ أَنْ {H:يَخْرُجا|تَخْرُجا}، {H:دَعا|دَعَتْ} {H} لِ${gen} بِالشِّفاءِ بِصَوْتٍ خافِتٍ، وَضَغَطَتْ أُمُّ{H:هُ|ها} عَلى يَدِ{H:هِ|ها}.`,
      'وقبل ما {d:يمشوا|يفلّوا|يطلعون|يطلعون}، {H} {H:دعا|دعت} ل{R} بالشفا بصوت واطي، و{d.mom} {d:ضغطت على إيد|شدّت على إيد|ضغطت على يد|ضغطت على يد}{H:ه|ها}.',
      '2p',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'sit at the table with Mama, with card paper and crayons',
    together: 'draw flowers on a get-well card beside Mama',
    resolution: 'sit beside a grandparent resting in bed, giving a get-well card',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'held' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'bedroom',
  },
};

/** A visit must wait, so Baba and the child call: the child's voice goes where they cannot. */
const call: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/phone-call',
  titles: [
    ['A Call for {R}', `مُكالَمَةٌ لِ${gen}`, 'مكالمة ل{R}'],
    ["{H}'s Voice for {R}", `صَوْتُ {H.g} لِ${gen}`, 'صوت {H} ل{R}'],
  ],
  help: [
    [
      'Baba came and sat down beside {H}, holding his phone. "A visit today would be too tiring for {R}," he said. "But we can call and say get well."',
      `جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَفي يَدِهِ هاتِفُهُ، وَقالَ لَ{H:هُ|ها}: «الزِّيَارَةُ اليَوْمَ سَتُتْعِبُ ${yoursAcc}؛ لكِنَّنا نَسْتَطيعُ أَنْ نَتَّصِلَ، وَنَتَمَنّى لَ{R:هُ|ها} الشِّفاءَ».`,
      '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه|ومعو|ومعه|وويّاه} التليفون، وقال: «الزيارة {d.today} {d:هتتعب|رح تتعّب|بتتعب|بتتعب} {R}؛ بس {d:نقدر نكلّم|فينا نحكي مع|نقدر نكلّم|نقدر نكلّم}{R:ه|ها} {d:ونقول ألف سلامة|ونقول سلامتك|ونقول سلامات|ونقول سلامات}».',
    ],
  ],
  together: [
    [
      'Baba switched on the speaker. {H} had missed {R}, and {H.he} told {R:him|her} all about the day: the sky, the dinner, the little things.',
      `شَغَّلَ أَبو{H:هُ|ها} مُكَبِّرَ الصَّوْتِ، {H:فَحَكى|فَحَكَتْ} {H} لِ${gen} بِشَوْقٍ عَنْ يَوْمِ{H:هِ|ها}: عَنِ السَّماءِ، وَالعَشاءِ، وَالأَشْياءِ الصَّغيرَةِ.`,
      '{d.dad} شغّل السبيكر، و{H} {H:حكى|حكت} ل{R} بشوق عن يوم{H:ه|ها}: عن السما، والعشا، {d:والحاجات الصغيّرة|والأشيا الزغيرة|والأشياء الصغيرة|والأشياء الصغيرة}.',
    ],
    [
      'Then {H} recited a short surah slowly and softly, just as {H.he} remembered {R} teaching it.',
      `ثُمَّ {H:تَلا|تَلَتْ} {H} سورَةً قَصيرَةً بِبُطْءٍ وَهُدوءٍ، كَما {R:عَلَّمَ|عَلَّمَتْ}{H:هُ|ها} ${nom}.`,
      'وبعدين {H} {H:قرا|قرت} سورة قصيرة {d:بالراحة|عمهل|بشويش|بشويش}، {d:زيّ ما|متل ما|مثل ما|شرات ما} {R} {R:علّم|علّمت}{H:ه|ها}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'On the phone, {H} said softly, "I miss you, {R}. Get well." A tired, warm voice answered, "Hearing you is like a visit."',
      `قالَ{H:|تْ} {H} في الهاتِفِ بِهُدوءٍ: «اشْتَقْتُ إِلَيْ{R:كَ|كِ} يا {R:جَدّي|جَدَّتي}، أَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ». فَأَجابَ صَوْتٌ مُتْعَبٌ دافِئٌ: «سَماعُ صَوْتِ{H:كَ|كِ} مِثْلُ الزِّيَارَةِ».`,
      `{H} قال{H:|ت} في التليفون بهدوء: «{d:وحشتني|اشتقتلّك|اشتقت لك|اشتقت لك}، ${getWell}». وصوت تعبان ودافي ردّ: «{d:صوتك زيّ الزيارة بالظبط|صوتك متل الزيارة|صوتك مثل الزيارة|صوتك شرات الزيارة}».`,
    ],
    [
      '"When the doctor says yes, come and visit me," said the tired, warm voice on the phone, and {H} kept the phone close for a long, quiet moment.',
      `«حينَ يَسْمَحُ الطَّبيبُ، {H:تَعالَ|تَعالَيْ} {H:وَزُرْني|وَزوريني}»، قالَ الصَّوْتُ المُتْعَبُ الدّافِئُ في الهاتِفِ، وَبَقِيَ الهاتِفُ قَريبًا مِنْ {H.g} لَحْظَةً طَويلَةً هادِئَةً.`,
      '«لمّا الدكتور يسمح، {d.come:H} {H:زورني|زوريني}»، قال الصوت التعبان الدافي في التليفون، والتليفون {d:فضل|ضلّ|ظلّ|ظلّ} {d:قريّب|قريب|قريب|قريب} من {H} لحظة طويلة وهادية.',
      '2',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'sit on the sofa with Baba, who holds his phone',
    together: 'talk into the phone on speaker beside Baba',
    resolution: 'hold the phone close, listening quietly, beside Baba',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'phone', where: 'table' }],
    together: [{ kind: 'phone', where: 'held' }],
    resolution: [{ kind: 'phone', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Mama and the child look after the grandparent's plants and keep a new bud for the next visit. */
const plants: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/plants',
  titles: [
    ["{H} Waters {R}'s Plants", `{H} {H:يَسْقي|تَسْقي} نَباتاتِ ${gen}`, '{H} {H:يسقي|تسقي} زرع {R}'],
    ['A New Bud for the Visit', 'بُرْعُمٌ جَديدٌ لِلزِّيَارَةِ', '{d:بُرعم|زرّ|برعم|برعم} جديد للزيارة'],
  ],
  help: [
    [
      'Mama came and sat down beside {H}. "Looking after {R}\'s plants while {R:he|she} is ill would be a kind thing to do," she said. "We can take a photo of them on our next visit."',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «ما رَأْيُ{H:كَ|كِ} أَنْ نَعْتَنِيَ بِنَباتاتِ ${yoursGen} ما دامَ{R:|تْ} {R:مَريضًا|مَريضَةً}؟ وَنَلْتَقِطُ لَها صورَةً نُريها ${yoursAcc} في الزِّيَارَةِ القادِمَةِ».`,
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:إيه رأيك ناخد بالنا من زرع|شو رأيك نهتمّ بزرع|وش رايك نهتمّ بزرع|شو رايك نهتمّ بزرع} {R} و{R:هو|هي} {d:عيّان|مريض|مريض|مريض}{R:|ة}؟ {d:وناخد له صورة نورّيها|ومناخدلو صورة منفرجيها|ونأخذ له صورة نورّيها|وناخذ له صورة نورّيها} ل{R} في الزيارة {d:الجاية|الجاية|الجاية|الياية}».',
    ],
  ],
  together: [
    [
      'They watered each pot slowly, just as {H} remembered {R} doing it, and picked off the dry leaves.',
      `{H:سَقَيا|سَقَتا} كُلَّ أُصيصٍ بِبُطْءٍ، كَما {H:يَتَذَكَّرُ|تَتَذَكَّرُ} أَنَّ ${nom} {R:كانَ يَفْعَلُ|كانَتْ تَفْعَلُ}، {H:وَنَزَعا|وَنَزَعَتا} الأَوْراقَ اليابِسَةَ.`,
      '{d:سقوا|سقوا|سقوا|سقوا} كل {d:قصرية|قصريّة|مركن|مركن} {d:بالراحة|عمهل|بشويش|بشويش}، {d:زيّ ما|متل ما|مثل ما|شرات ما} {H} {d:فاكر|متذكّر|متذكّر|متذكّر}{H:|ة} إنّ {R} {R:كان|كانت} {d.bh}{d.make:R}، وشالوا الورق {d:الناشف|اليابس|اليابس|اليابس}.',
    ],
  ],
  resolution: [
    [
      'On one plant a new bud had opened. {H} took a photo of it for the next visit and whispered, "Get well."',
      `وَعَلى إِحْدى النَّبْتاتِ كانَ بُرْعُمٌ جَديدٌ قَدْ تَفَتَّحَ، {H:فَصَوَّرَهُ|فَصَوَّرَتْهُ} {H} لِلزِّيَارَةِ القادِمَةِ، {H:وَهَمَسَ|وَهَمَسَتْ}: «أَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ يا {R:جَدّي|جَدَّتي}».`,
      `وعلى {d:زرعة|شتلة|زرعة|زرعة} {d:كان فيه|كان في|كان فيه|كان في} {d:بُرعم|زرّ|برعم|برعم} جديد {d:فتّح|فتّح|تفتّح|تفتّح}، و{H} صوّر{H:|ت}ه {d:للزيارة الجاية|للزيارة الجاية|للزيارة الجاية|للزيارة الياية}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «${getWell}».`,
    ],
    [
      'Mama put her arm around {H}. "Looking after what someone loves is a way of loving them," she said.',
      'وَضَعَتْ أُمُّ{H:هُ|ها} ذِراعَها حَوْلَ{H:هُ|ها}، وَقالَتْ: «حينَ نَعْتَني بِما يُحِبُّهُ أَحَدٌ، فَإِنَّنا نُحِبُّهُ».',
      '{d.mom} حطّت {d:دراعها|إيدها|يدها|يدها} {d.around} {H}، وقالت: «{d:لمّا بناخد بالنا من اللي حدّ بيحبّه، ده حبّ ليه|لمّا منهتمّ بشي حدا بيحبّو، هيدا حبّ إلو|لمّا نهتمّ بشي أحد يحبّه، هذا حبّ له|لمّا نهتمّ بشي حد يحبّه، هذا حبّ له}».',
      '2',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'sit with Mama beside a row of potted plants',
    together: 'water potted plants with a small watering can beside Mama',
    resolution: 'look closely at a new flower bud on a potted plant',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'flower-pot', where: 'ground' }],
    together: [
      { kind: 'watering-can', where: 'held' },
      { kind: 'flower-pot', where: 'ground' },
    ],
    resolution: [{ kind: 'flower-pot', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Baba finds the grandparent's own soup in an old notebook; they cook it and take it on the visit. */
const soup: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/grandparents-soup',
  meets: ['resolution'],
  morals: [
    [
      'A dish made with love can carry a wish to get well.',
      'طَبَقٌ يُصْنَعُ بِحُبٍّ قَدْ يَحْمِلُ أُمْنِيَةً بِالشِّفاءِ.',
      '{d:الأكل اللي معمول بحبّ ممكن يشيل ألف سلامة|الأكل المعمول بحبّ ممكن يحمل سلامتك|الأكل المسوّى بحبّ ممكن يشيل سلامات|الأكل المسوّى بحبّ ممكن يشيل سلامات}.',
    ],
    [
      "Cooking someone's own recipe is a way of saying: we remember you.",
      'حينَ نَطْبُخُ وَصْفَةَ مَنْ نُحِبُّ، نَقولُ لَهُ: نَحْنُ نَذْكُرُكَ.',
      '{d:لمّا نطبخ أكلة حدّ بنحبّه، بنقول له: إحنا فاكرينك|لمّا نطبخ طبخة حدا منحبّو، منقلّو: نحنا متذكّرينك|لمّا نطبخ طبخة أحد نحبّه، نقول له: حنّا ذاكرينك|لمّا نطبخ طبخة حد نحبّه، نقول له: إحنا ذاكرينك}.',
    ],
  ],
  titles: [
    ["{R}'s Own Soup", `حَساءُ ${gen}`, 'شوربة {R}'],
    ['Soup for the Visit', 'حَساءٌ لِلزِّيَارَةِ', 'شوربة للزيارة'],
  ],
  help: [
    [
      'Baba came into the room with a small, worn notebook. "{R} wrote this soup down years ago, and I remembered it today," he said. "Let us cook it and take it on our visit. Every spoonful will say get well."',
      `جاءَ أَبو{H:هُ|ها} يَحْمِلُ دَفْتَرًا صَغيرًا قَديمًا، وَقالَ: «هذا حَساءُ ${yoursGen}، كَتَبَ{R:|تْ}هُ بِخَطِّ{R:هِ|ها} قَبْلَ سِنينَ. لِنَطْبُخْهُ مَعًا، وَنَأْخُذْهُ في الزِّيَارَةِ؛ فَكُلُّ مِلْعَقَةٍ مِنْهُ تَتَمَنّى لَ{R:هُ|ها} الشِّفاءَ».`,
      `{d.dad} {d.came:m} {d:ومعاه كشكول صغيّر قديم|ومعو دفتر زغير عتيق|ومعه دفتر صغير قديم|وويّاه دفتر صغير قديم}، وقال: «{d:دي شوربة|هيدي شوربة|هذي شوربة|هذي شوربة} {R}، {R:كتبها|كتبتها} {d:بخطّ إيد|بخطّ إيد|بخطّ يد|بخطّ يد}{R:ه|ها} من سنين. {d:يلّا نطبخها سوا وناخدها معانا في الزيارة|يلّا نطبخها سوا وناخدها معنا عالزيارة|خلّنا نطبخها سوا ونأخذها معنا في الزيارة|خلّنا نطبخها سوا وناخذها ويّانا في الزيارة}؛ كل معلقة {d:منها بتقول|منها بتقول|منها تقول|منها تقول} ${getWell}».`,
    ],
    [
      'Baba took a small, worn notebook from the kitchen shelf. "Here is {R}\'s soup, the one I remembered," he said. "We will cook it and take it on our visit, to say get well."',
      `أَخَذَ أَبو{H:هُ|ها} دَفْتَرًا صَغيرًا قَديمًا عَنْ رَفِّ المَطْبَخِ، وَقالَ: «هذا حَساءُ ${yoursGen}. سَنَطْبُخُهُ وَنَأْخُذُهُ في الزِّيَارَةِ، لِنَتَمَنّى لَ{R:هُ|ها} الشِّفاءَ».`,
      `{d.dad} {d.took:m} {d:كشكول صغيّر قديم من على رفّ المطبخ|دفتر زغير عتيق عن رفّ المطبخ|دفتر صغير قديم من رفّ المطبخ|دفتر صغير قديم من رفّ المطبخ}، وقال: «{d:دي شوربة|هيدي شوربة|هذي شوربة|هذي شوربة} {R}. {d:هنطبخها وناخدها معانا في الزيارة، ونقول|رح نطبخها وناخدها معنا عالزيارة، ونقول|بنطبخها ونأخذها معنا في الزيارة، ونقول|بنطبخها وناخذها ويّانا في الزيارة، ونقول} ${getWell}».`,
    ],
  ],
  together: [
    [
      "Baba read the notebook aloud, line by line: lentils, carrots, a pinch of cumin. Soon the kitchen smelled the way {H} remembered {R}'s kitchen.",
      `قَرَأَ أَبو{H:هُ|ها} الدَّفْتَرَ سَطْرًا سَطْرًا: عَدَسٌ، وَجَزَرٌ، وَرَشَّةُ كَمّونٍ. وَبَعْدَ قَليلٍ صارَتْ رائِحَةُ المَطْبَخِ مِثْلَ رائِحَةِ مَطْبَخِ ${gen}.`,
      '{d.dad} قرا {d:الكشكول|الدفتر|الدفتر|الدفتر} سطر سطر: عدس، وجزر، ورشّة كمّون. وبعد {d.bit} ريحة المطبخ {d.became:f} {d.like} ريحة مطبخ {R}.',
    ],
    [
      '{H} stirred the pot slowly with a long wooden spoon, and Baba poured the soup into a flask to keep it warm.',
      `{H:حَرَّكَ|حَرَّكَتْ} {H} القِدْرَ بِبُطْءٍ بِمِلْعَقَةٍ خَشَبِيَّةٍ طَويلَةٍ، وَصَبَّ أَبو{H:هُ|ها} الحَساءَ في تِرْمُسٍ لِيَبْقى دافِئًا.`,
      '{H} {d:قلّب|حرّك|حرّك|حرّك}{H:|ت} {d:الحلّة|الطنجرة|القدر|القدر} {d:بالراحة|عمهل|بشويش|بشويش} بمعلقة خشب طويلة، و{d.dad} صبّ الشوربة في {d:الترمس|الترمس|الترمس|الترمس} {d:عشان تفضل سخنة|لتضلّ سخنة|عشان تظلّ حارّة|عشان تظلّ حارّة}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'At the visit, {R} took a few slow sips. "It tastes like my own kitchen," {R:he|she} whispered.',
      `في الزِّيَارَةِ {R:رَشَفَ|رَشَفَتْ} ${nom} رَشَفاتٍ بَطيئَةً مِنَ الحَساءِ، {R:وَهَمَسَ|وَهَمَسَتْ}: «طَعْمُهُ طَعْمُ مَطْبَخي».`,
      'في الزيارة {R} {R:شرب|شربت} {d:شوية شوية|شوي شوي|شوي شوي|شوي شوي} من الشوربة، و{d:وشوش|وشوش|همس|همس}{R:|ت}: «{d:طعمها زيّ مطبخي بالظبط|طعمها متل مطبخي|طعمها مثل مطبخي|طعمها شرات مطبخي}».',
    ],
    [
      '{H} sat close while {R} rested. Before leaving, {H} said softly, "Get well. We will cook it again for the next visit."',
      `جَلَسَ{H:|تْ} {H} قَريبًا وَ${nom} {R:يَسْتَريحُ|تَسْتَريحُ}، وَقَبْلَ الخُروجِ قالَ{H:|تْ} بِهُدوءٍ: «أَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ. سَنَطْبُخُهُ مِنْ جَديدٍ لِلزِّيَارَةِ القادِمَةِ».`,
      `{H} قعد{H:|ت} {d:جنب|حدّ|جنب|يمّ} {R} و{R:هو|هي} {d.b}{R:يرتاح|ترتاح}، وقبل ما {d:يمشوا|يفلّوا|يطلعون|يطلعون} قال{H:|ت} بهدوء: «${getWell}. {d:هنطبخها تاني للزيارة الجاية|رح نطبخها مرّة تانية للزيارة الجاية|بنطبخها مرّة ثانية للزيارة الجاية|بنطبخها مرّة ثانية للزيارة الياية}».`,
      '2',
    ],
    [
      '{R} was still ill, and a soup could not change that. But {H} watched {R:his|her} tired hands warm themselves around the cup and understood that some help is simply being there; on the way home {H} made a quiet dua for {R} to get well.',
      `كانَ{R:|تْ} ${nom} {R:مَريضًا|مَريضَةً} بَعْدُ، وَالحَساءُ لا يُغَيِّرُ ذلِكَ. لكِنَّ {H.a} {H:رَأى|رَأَتْ} يَدَيْ{R:هِ|ها} المُتْعَبَتَيْنِ تَدْفَآنِ حَوْلَ الكوبِ، {H:فَفَهِمَ|فَفَهِمَتْ} أَنَّ بَعْضَ العَوْنِ أَنْ نَكونَ قَريبينَ فَقَطْ؛ وَفي طَريقِ العَوْدَةِ {H:دَعا|دَعَتْ} لِ${gen} بِالشِّفاءِ بِصَوْتٍ خافِتٍ.`,
      '{R} {R:كان|كانت} {d:لسّه|بعد|للحين|للحين} {d:عيّان|مريض|مريض|مريض}{R:|ة}، والشوربة {d:مش هتغيّر ده|ما رح تغيّر هالشي|ما بتغيّر هالشي|ما بتغيّر هالشي}. بس {H} شاف{H:|ت} {d:إيدين|إيدين|يدين|يدين} {R} التعبانة {d:بتدفى|عم تدفى|تدفى|تدفى} {d.around} {d:الكوباية|الكاسة|الكوب|الكوب}، وفهم{H:|ت} إنّ {d:ساعات المساعدة إنّك تكون قريّب وبس|أوقات المساعدة إنّك تكون قريب وبس|أحيان المساعدة إنّك تكون قريب وبس|أحيان المساعدة إنّك تكون قريب وبس}؛ وفي {d:السكّة|الطريق|الطريق|الطريق} {d:للبيت|عالبيت|للبيت|للبيت} {H:دعا|دعت} ل{R} بالشفا بصوت واطي.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'stand in the kitchen beside Baba, who holds a small old notebook of recipes',
    together: 'stir a pot of soup with a long wooden spoon beside Baba',
    resolution: 'sit beside a grandparent resting in bed, who holds a warm cup of soup',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [
      { kind: 'dinner', where: 'table' },
      { kind: 'book', where: 'table' },
    ],
    resolution: [{ kind: 'cup', where: 'held' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'bedroom',
  },
};

/** On the visit the doctor says that the ill still hear the voices they love: the child reads aloud. */
const readAloud: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/read-aloud',
  meets: ['together', 'resolution'],
  morals: [
    [
      'A loved voice can comfort someone who is ill.',
      'صَوْتٌ نُحِبُّهُ قَدْ يُواسي المَريضَ.',
      '{d:الصوت اللي بنحبّه ممكن يريّح العيّان|الصوت يلّي منحبّو ممكن يريّح المريض|الصوت اللي نحبّه يمكن يريّح المريض|الصوت اللي نحبّه يمكن يريّح المريض}.',
    ],
    [
      'When we cannot heal, we can still be near.',
      'حينَ لا نَسْتَطيعُ أَنْ نَشْفِيَ، نَسْتَطيعُ أَنْ نَكونَ قَريبينَ.',
      '{d:لمّا ما نقدرش نشفي، نقدر نكون جنبهم|لمّا ما فينا نشفي، فينا نكون حدّن|لمّا ما نقدر نشفي، نقدر نكون جنبهم|لمّا ما نقدر نشفي، نقدر نكون يمّهم}.',
    ],
  ],
  titles: [
    [
      'A Story Read Softly',
      'حِكايَةٌ تُقْرَأُ بِهُدوءٍ',
      '{d:حكاية بصوت واطي|حكاية بصوت واطي|قصّة بصوت واطي|قصّة بصوت واطي}',
    ],
    [
      'What the Doctor Said',
      'ما قالَتْهُ الطَّبيبَةُ',
      '{d:اللي قالته الدكتورة|شو قالت الدكتورة|وش قالت الدكتورة|شو قالت الدكتورة}',
    ],
  ],
  help: [
    [
      'At the visit, the doctor met {H} at the door of {R}\'s room. "{R} is very tired today," she said softly. "But people who are ill can still hear the voices they love. A story, read quietly, might comfort {R:him|her}."',
      `في الزِّيَارَةِ اسْتَقْبَلَتِ الطَّبيبَةُ {H.a} عِنْدَ بابِ غُرْفَةِ ${gen}، وَقالَتْ بِهُدوءٍ: «${yoursNom} {R:مُتْعَبٌ|مُتْعَبَةٌ} جِدًّا اليَوْمَ، لكِنَّ المَريضَ يَسْمَعُ الأَصْواتَ الَّتي يُحِبُّها. قَدْ تُريحُ{R:هُ|ها} حِكايَةٌ تُقْرَأُ بِصَوْتٍ خافِتٍ».`,
      'في الزيارة الدكتورة استقبلت {H} عند باب {d:أوضة|غرفة|غرفة|حجرة} {R}، وقالت بهدوء: «{R} {d:تعبان|تعبان|تعبان|تعبان}{R:|ة} {d:أوي النهارده|كتير اليوم|مرّة اليوم|وايد اليوم}، بس {d:العيّان بيسمع الأصوات اللي بيحبّها|المريض بيسمع الأصوات يلّي بيحبّا|المريض يسمع الأصوات اللي يحبّها|المريض يسمع الأصوات اللي يحبّها}. {d:حكاية بصوت واطي ممكن تريّح|حكاية بصوت واطي ممكن تريّح|قصّة بصوت واطي يمكن تريّح|قصّة بصوت واطي يمكن تريّح}{R:ه|ها}».',
    ],
    [
      'At the visit, a kind doctor met {H} by the door. "{R} is tired, but {R:he|she} can hear you," she said softly. "Read {R:him|her} a story, slowly."',
      `في الزِّيَارَةِ اسْتَقْبَلَتْ طَبيبَةٌ لَطيفَةٌ {H.a} عِنْدَ البابِ، وَقالَتْ بِهُدوءٍ: «${yoursNom} {R:مُتْعَبٌ|مُتْعَبَةٌ}، لكِنَّ{R:هُ|ها} {R:يَسْمَعُ|تَسْمَعُ}{H:كَ|كِ}. {H:اقْرَأْ|اقْرَئي} لَ{R:هُ|ها} حِكايَةً عَلى مَهْلٍ».`,
      'في الزيارة {d:دكتورة طيّبة|دكتورة لطيفة|دكتورة طيّبة|دكتورة طيّبة} استقبلت {H} عند الباب، وقالت بهدوء: «{R} {d:تعبان|تعبان|تعبان|تعبان}{R:|ة}، بس {R:سامعك|سامعتك}. {H:اقرا|اقري} ل{R:ه|ها} {d:حكاية بالراحة|حكاية عمهل|قصّة بشويش|قصّة بشويش}».',
    ],
  ],
  together: [
    [
      'The doctor dimmed the lamp and brought a chair close to the bed, and the room grew soft and still.',
      'خَفَّضَتِ الطَّبيبَةُ ضَوْءَ المِصْباحِ، وَقَرَّبَتْ كُرْسِيًّا مِنَ السَّريرِ، فَصارَتِ الغُرْفَةُ هادِئَةً ساكِنَةً.',
      'الدكتورة {d:وطّت نور اللمبة|وطّت ضو اللمبة|خفّفت نور اللمبة|خفّفت نور اللمبة}، وقرّبت كرسي من السرير، و{d:الأوضة بقت هادية وساكتة|الغرفة صارت هادية وساكتة|الغرفة صارت هادية وساكتة|الحجرة صارت هادية وساكتة}.',
    ],
    [
      "{H} sat by the bed and read {R}'s favourite book, slowly and softly, the way {R} used to read it at bedtime.",
      `جَلَسَ{H:|تْ} {H} بِجانِبِ السَّريرِ {H:وَقَرَأَ|وَقَرَأَتْ} كِتابَ ${gen} المُفَضَّلَ، بِبُطْءٍ وَهُدوءٍ، كَما {R:كانَ يَقْرَؤُهُ|كانَتْ تَقْرَؤُهُ} لَ{H:هُ|ها} قَبْلَ النَّوْمِ.`,
      '{H} قعد{H:|ت} جنب السرير و{H:قرا|قرت} كتاب {R} المفضّل، {d:بالراحة وبهدوء|عمهل وبهدوء|بشويش وبهدوء|بشويش وبهدوء}، {d.like} ما {R:كان|كانت} {d.bh}{R:يقراه|تقراه} ل{H:ه|ها} قبل النوم.',
      'p',
    ],
  ],
  resolution: [
    [
      'At the last page, {R} opened {R:his|her} eyes. "That is my favourite," {R:he|she} whispered. "Read it again next visit."',
      `عِنْدَ الصَّفْحَةِ الأَخيرَةِ {R:فَتَحَ|فَتَحَتْ} ${nom} عَيْنَيْ{R:هِ|ها}، {R:وَهَمَسَ|وَهَمَسَتْ}: «هذِهِ حِكايَتي المُفَضَّلَةُ. {H:اقْرَأْها|اقْرَئيها} لي في الزِّيَارَةِ القادِمَةِ».`,
      'عند آخر صفحة {R} {R:فتح|فتحت} {d:عيني|عيون|عيون|عيون}{R:ه|ها}، و{d:وشوش|وشوش|همس|همس}{R:|ت}: «{d:دي حكايتي المفضّلة|هيدي حكايتي المفضّلة|هذي قصّتي المفضّلة|هذي قصّتي المفضّلة}. {d:اقراها لي تاني في الزيارة الجاية|اقراها إلي مرّة تانية بالزيارة الجاية|اقراها لي مرّة ثانية في الزيارة الجاية|اقراها لي مرّة ثانية في الزيارة الياية}».',
    ],
    [
      'Before leaving, {H} whispered, "Get well," and the doctor said softly, "Your voice helped today."',
      'وَقَبْلَ الخُروجِ {H:هَمَسَ|هَمَسَتْ} {H}: «أَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ»، فَقالَتِ الطَّبيبَةُ بِرِفْقٍ: «صَوْتُ{H:كَ|كِ} ساعَدَ اليَوْمَ».',
      `وقبل ما {d:يمشوا|يفلّوا|يطلعون|يطلعون}، {H} {d:وشوش|وشوش|همس|همس}{H:|ت}: «${getWell}»، والدكتورة قالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:صوتك ساعد النهارده|صوتك ساعد اليوم|صوتك ساعد اليوم|صوتك ساعد اليوم}».`,
      '2',
    ],
    [
      '{H} had wanted to do something big: to make {R} well. That was the doctors\' work. What {H} could give was smaller, and just as real: a voice {R} knew, reading words {R:he|she} loved, on a hard day. "Get well," {H} thought, and asked God quietly to heal {R:him|her}.',
      `كانَ{H:|تْ} {H} {H:يَتَمَنّى|تَتَمَنّى} أَنْ {H:يَفْعَلَ|تَفْعَلَ} شَيْئًا كَبيرًا: أَنْ {H:يَشْفِيَ|تَشْفِيَ} ${acc}. لكِنَّ ذلِكَ عَمَلُ الأَطِبّاءِ. أَمّا ما {H:يَسْتَطيعُ|تَسْتَطيعُ} أَنْ {H:يُقَدِّمَهُ|تُقَدِّمَهُ} فَأَصْغَرُ، وَحَقيقِيٌّ مِثْلُهُ: صَوْتٌ {R:يَعْرِفُهُ|تَعْرِفُهُ} ${nom}، يَقْرَأُ كَلِماتٍ {R:يُحِبُّها|تُحِبُّها} في يَوْمٍ صَعْبٍ. {H:وَسَأَلَ|وَسَأَلَتْ} اللهَ في سِرِّ{H:هِ|ها} أَنْ يَمُنَّ عَلَيْ{R:هِ|ها} بِالشِّفاءِ.`,
      `{H} {H:كان|كانت} {d.want:H} {H:يعمل|تعمل} {d:حاجة كبيرة|شي كبير|شي كبير|شي كبير}: {H:يخلّي|تخلّي} {R} {R:ي|ت}{d:خفّ|طيب|طيب|طيب}. {d:بس ده شغل الدكاترة|بس هيدا شغل الحكما|بس هذا شغل الدكاترة|بس هذا شغل الدكاترة}. واللي {d:في إيد|بإيد|في يد|في يد} {H} {d:كان أصغر، وحقيقي برضه|كان أزغر، وحقيقي كمان|كان أصغر، وحقيقي بعد|كان أصغر، وحقيقي بعد}: صوت {R} {R:يعرفه|تعرفه}، {d:بيقرا|عم يقرا|يقرا|يقرا} كلام {d.bh}{R:يحبّه|تحبّه} في يوم صعب. و{H} {H:دعا|دعت} ربّنا {d:في سرّ|بسرّ|في سرّ|في سرّ}{H:ه|ها}: «${getWell}».`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'stand at the door of a hospital room beside a kind doctor',
    together: 'read a book aloud beside a grandparent resting in a hospital bed',
    resolution: "sit by a hospital bed with a book, the grandparent's eyes open, listening",
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'held' }, { kind: 'bed' }],
    resolution: [{ kind: 'book', where: 'held' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'clinic',
    together: 'clinic',
    resolution: 'clinic',
  },
};

/** The neighbour, the grandparent's old friend of the morning walks, threads jasmine with the child for the visit. */
const jasmine: SituationPlot = {
  ...shared,
  key: 'sick-grandparent/jasmine-string',
  meets: ['resolution'],
  morals: [
    [
      'Love reaches someone who is ill from many hands.',
      'يَصِلُ الحُبُّ إِلى المَريضِ مِنْ أَيْدٍ كَثيرَةٍ.',
      '{d:الحبّ بيوصل للعيّان من إيدين كتير|الحبّ بيوصل للمريض من إيادي كتير|الحبّ يوصل للمريض من يدين واجد|الحبّ يوصل للمريض من يدين وايد}.',
    ],
    [
      'A small thing someone loves can bring them a little of home.',
      'شَيْءٌ صَغيرٌ يُحِبُّهُ المَريضُ قَدْ يَحْمِلُ إِلَيْهِ شَيْئًا مِنَ البَيْتِ.',
      '{d:حاجة صغيّرة بيحبّها العيّان ممكن تجيب له حتّة من البيت|شي زغير بيحبّو المريض ممكن يجبلو شوي من البيت|شي صغير يحبّه المريض يمكن يجيب له شوي من البيت|شي صغير يحبّه المريض يمكن ييب له شوي من البيت}.',
    ],
  ],
  titles: [
    ['A String of Jasmine', 'عِقْدٌ مِنَ الياسَمينِ', 'عقد ياسمين'],
    ['The Smell of the Morning Walk', 'رائِحَةُ مِشْوارِ الصَّباحِ', 'ريحة مشوار الصبح'],
  ],
  help: [
    [
      'The neighbour came with a bowl of jasmine. "Let us make a string of it for your visit," she said. "Its smell will say: get well."',
      'جاءَتِ الجارَةُ بِوِعاءٍ مِنَ الياسَمينِ، وَقالَتْ: «لِنَصْنَعْ مِنْهُ عِقْدًا لِلزِّيَارَةِ؛ فَرائِحَتُهُ تَتَمَنّى الشِّفاءَ».',
      `{d:الجارة جت|الجارة إجت|الجارة جات|اليارة يات} {d:ومعاها طبق ياسمين|ومعها صحن ياسمين|ومعها صحن ياسمين|وويّاها صحن ياسمين}، وقالت: «{d:يلّا نعمل منه عقد للزيارة؛ ريحته هتقول|يلّا نعمل منّو عقد للزيارة؛ ريحتو رح تقول|خلّنا نسوّي منه عقد للزيارة؛ ريحته بتقول|خلّنا نسوّي منه عقد للزيارة؛ ريحته بتقول}: ${getWell}».`,
    ],
    [
      'The neighbour, who remembered every morning walk with {R}, knocked with a bowl of jasmine flowers. "We walked past this jasmine together every day," she said. "Shall we thread a string of it for your visit? Its smell will carry our wish: get well."',
      `طَرَقَتِ الجارَةُ البابَ، وَهِيَ صَديقَةُ ${gen} القَديمَةُ، وَمَعَها وِعاءٌ مِنْ زُهورِ الياسَمينِ، وَقالَتْ: «كُنّا نَمُرُّ بِهذا الياسَمينِ مَعًا كُلَّ صَباحٍ. ما رَأْيُ{H:كَ|كِ} أَنْ نَنْظِمَ مِنْهُ عِقْدًا نَأْخُذُهُ في الزِّيَارَةِ؟ سَتَحْمِلُ رائِحَتُهُ إِلى ${yoursGen} أُمْنِيَتَنا بِالشِّفاءِ».`,
      `{d:الجارة|الجارة|الجارة|اليارة}، {d:صاحبة|رفيقة|صديقة|ربيعة} {R} {d:القديمة|العتيقة|القديمة|القديمة}، {d:خبّطت على الباب ومعاها طبق ياسمين|دقّت الباب ومعها صحن ياسمين|طقّت الباب ومعها صحن ياسمين|طقّت الباب وويّاها صحن ياسمين}، وقالت: «{d:كل يوم الصبح كنّا بنعدّي على الياسمين ده سوا|كل يوم الصبح كنّا نمرق حدّ هالياسمين سوا|كل صبح كنّا نمرّ على هالياسمين سوا|كل صبح كنّا نمرّ على هالياسمين سوا}. {d:إيه رأيك نعمل منه عقد وناخده معانا في الزيارة|شو رأيك نعمل منّو عقد وناخدو معنا عالزيارة|وش رايك نسوّي منه عقد ونأخذه معنا في الزيارة|شو رايك نسوّي منه عقد وناخذه ويّانا في الزيارة}؟ {d:ريحته هتقول ل|ريحتو رح تقول ل|ريحته بتقول ل|ريحته بتقول ل}{R}: ${getWell}».`,
      '2',
    ],
  ],
  together: [
    [
      'They sat on the doorstep and threaded the jasmine flower by flower, until the string was long and white and sweet.',
      '{H:جَلَسا|جَلَسَتا} عَلى عَتَبَةِ البابِ {H:يَنْظِمانِ|تَنْظِمانِ} الياسَمينَ زَهْرَةً زَهْرَةً، حَتّى صارَ العِقْدُ طَويلًا أَبْيَضَ عَطِرًا.',
      '{d:قعدوا|قعدوا|قعدوا|يلسوا} على عتبة الباب {d:ولضموا الياسمين وردة وردة، لحدّ ما العقد بقى طويل وأبيض وريحته حلوة|ولضموا الياسمين زهرة زهرة، لحتّى صار العقد طويل وأبيض وريحتو طيّبة|ونظموا الياسمين وردة وردة، لين صار العقد طويل وأبيض وريحته حلوة|ونظموا الياسمين وردة وردة، لين صار العقد طويل وأبيض وريحته حلوة}.',
    ],
    [
      'The neighbour remembered: "Every morning, {R} picked one flower and kept it in {R:his|her} pocket." {H} had never known that.',
      `وَتَذَكَّرَتِ الجارَةُ: «كانَ{R:|تْ} ${yoursNom} {R:يَقْطِفُ|تَقْطِفُ} كُلَّ صَباحٍ زَهْرَةً واحِدَةً، {R:وَيَضَعُها|وَتَضَعُها} في جَيْبِ{R:هِ|ها}». وَلَمْ {H:يَكُنْ|تَكُنْ} {H} {H:يَعْرِفُ|تَعْرِفُ} ذلِكَ مِنْ قَبْلُ.`,
      'و{d:الجارة افتكرت|الجارة تذكّرت|الجارة تذكّرت|اليارة تذكّرت}: «{R} {R:كان|كانت} كل يوم الصبح {d.bh}{R:يقطف|تقطف} {d:وردة واحدة|زهرة وحدة|وردة وحدة|وردة وحدة} {R:ويحطّها|وتحطّها} في {d:جيب|جيبت|جيب|مخبا}{R:ه|ها}». و{H} {d.didntknow:H} {d:كده قبل كده|هيك من قبل|كذا من قبل|جي من قبل}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At the visit, {H} laid the jasmine by {R}\'s pillow. {R} breathed in slowly and whispered, "My morning walk."',
      `في الزِّيَارَةِ {H:وَضَعَ|وَضَعَتْ} {H} عِقْدَ الياسَمينِ بِجانِبِ وِسادَةِ ${gen}، {R:فَتَنَفَّسَ|فَتَنَفَّسَتْ} ${nom} بِبُطْءٍ {R:وَهَمَسَ|وَهَمَسَتْ}: «مِشْوارُ الصَّباحِ».`,
      'في الزيارة {H} حطّ{H:|ت} عقد الياسمين جنب مخدّة {R}، و{R} {R:شمّه|شمّته} {d:بالراحة|عمهل|بشويش|بشويش} و{d:وشوش|وشوش|همس|همس}{R:|ت}: «{d:مشوار الصبح بتاعي|مشوار الصبح تبعي|مشوار الصبح حقّي|مشوار الصبح مالي}».',
    ],
    [
      'Before leaving, {H} said softly, "Get well. The jasmine is waiting for your walks."',
      'وَقَبْلَ الخُروجِ قالَ{H:|تْ} {H} بِهُدوءٍ: «أَتَمَنّى لَ{R:كَ|كِ} الشِّفاءَ يا {R:جَدّي|جَدَّتي}؛ الياسَمينُ يَنْتَظِرُ مِشْوارَ{R:كَ|كِ}».',
      `وقبل ما {d:يمشوا|يفلّوا|يطلعون|يطلعون}، {H} قال{H:|ت} بهدوء: «${getWell}. {d:الياسمين مستنّي مشوارك|الياسمين ناطر مشوارك|الياسمين ينتظر مشوارك|الياسمين ينتظر مشوارك}».`,
      '2',
    ],
    [
      '{H} saw that love can reach someone who is ill from many hands: the doctors with their medicine, the neighbour with her memories, and {H} with a string of flowers that carried the morning into a hospital room. "Get well," {H} said silently.',
      `{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ الحُبَّ يَصِلُ إِلى المَريضِ مِنْ أَيْدٍ كَثيرَةٍ: الأَطِبّاءُ بِدَوائِهِمْ، وَالجارَةُ بِذِكْرَياتِها، وَ{H} بِعِقْدٍ مِنَ الزُّهورِ حَمَلَ الصَّباحَ إِلى غُرْفَةِ المُسْتَشْفى. {H:وَتَمَنّى|وَتَمَنَّتْ} لِ${gen} الشِّفاءَ في سِرِّ{H:هِ|ها}.`,
      `{H} فهم{H:|ت} إنّ الحبّ {d:بيوصل للعيّان من إيدين كتير|بيوصل للمريض من إيادي كتير|يوصل للمريض من يدين واجد|يوصل للمريض من يدين وايد}: الدكاترة بدواهم، و{d:الجارة|الجارة|الجارة|اليارة} بذكرياتها، و{H} {d:بعقد ورد جاب|بعقد زهر جاب|بعقد ورد جاب|بعقد ورد ياب} الصبح {d:لأوضة المستشفى|لغرفة المستشفى|لغرفة المستشفى|لحجرة المستشفى}. و{H} {H:قال|قالت} في سرّ{H:ه|ها}: «${getWell}».`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window, thinking of a grandparent who is ill',
    try: 'lie on the sofa with a book, not reading',
    help: 'open the front door to the neighbour, who holds a bowl of jasmine flowers',
    together: 'thread jasmine flowers on a string beside the neighbour on the doorstep',
    resolution: 'lay a string of jasmine by the pillow of a grandparent resting in a hospital bed',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }],
    resolution: [{ kind: 'flowers', where: 'table' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'clinic',
  },
};

export const sickGrandparentPlots: readonly SituationPlot[] = [
  card,
  call,
  plants,
  soup,
  readAloud,
  jasmine,
];
