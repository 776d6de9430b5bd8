import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * The child is ill (a fever, a cold, a broken arm, an operation to come). Told gently: the long
 * day in bed, the wish to get up and play, and a parent who shows that rest is how the body gets
 * better, and that getting better takes time. No cheering, and no promise of a quick end.
 */

const problem: Pool = [
  [
    '{H} was ill, and rest in bed was the best medicine.',
    'كانَ{H:|تْ} {H} {H:مَريضًا|مَريضَةً}، وَكانَتِ الرّاحَةُ في السَّريرِ خَيْرَ دَواءٍ.',
    '{H} {H:كان|كانت} {d:عيّان|مريض|مريض|مريض}{H:|ة}، و{d:الراحة في السرير كانت هي الدوا|الراحة بالتخت كانت هيّي الدوا|الراحة في السرير كانت هي الدوا|الراحة في الشبريّة كانت هي الدوا}.',
  ],
  [
    'This time {H} could not go out to play; {H} was ill, and {H.his} body needed rest.',
    'لَمْ {H:يَسْتَطِعْ|تَسْتَطِعْ} {H} هذِهِ المَرَّةَ أَنْ {H:يَخْرُجَ|تَخْرُجَ} لِلَّعِبِ؛ فَقَدْ كانَ{H:|تْ} {H:مَريضًا|مَريضَةً}، وَجِسْمُ{H:هُ|ها} يَحْتاجُ إِلى الرّاحَةِ.',
    '{H} {d.cant:H} {H:يطلع يلعب|تطلع تلعب} {d:المرّة دي|هالمرّة|هالمرّة|هالمرّة}؛ {H:كان|كانت} {d:عيّان|مريض|مريض|مريض}{H:|ة}، وجسم{H:ه|ها} {d:محتاج|لازمو|يحتاج|يحتاج} الراحة.',
  ],
  [
    'Being ill was boring and a little worrying. {H} missed school and friends, and the days felt long; getting better, it seemed, could not be hurried.',
    'كانَ المَرَضُ مُمِلًّا وَمُقْلِقًا قَليلًا. {H:اشْتاقَ|اشْتاقَتْ} {H} إِلى المَدْرَسَةِ وَالأَصْدِقاءِ، وَبَدَتِ الأَيّامُ طَويلَةً؛ فَالتَّعافي، كَما يَبْدو، لا يُسْتَعْجَلُ.',
    '{d:العيا كان مملّ|المرض كان مملّ|المرض كان مملّ|المرض كان مملّ} و{d:بيقلق|بيقلّق|يقلق|يقلق} {d.bit}. {H} {H:كان|كانت} مشتاق{H:|ة} للمدرسة {d:والصحاب|والرفقات|والخويان|والربع}، والأيّام كانت طويلة؛ {d:والواحد مبيخفّش بالعجلة|والواحد ما بيطيب عالسريع|والواحد ما يطيب بالعجلة|والواحد ما يطيب بالعجلة}.',
    '3p',
  ],
];

const problemMore: Pool = [
  [
    'Outside, other children were playing, but {H} had to stay in.',
    'في الخارِجِ كانَ الأَطْفالُ يَلْعَبونَ، أَمّا {H} {H:فَكانَ|فَكانَتْ} {H:مُضْطَرًّا|مُضْطَرَّةً} إِلى البَقاءِ في البَيْتِ.',
    '{d:برّه|برّا|برّا|برّا} {d.kids} كانوا {d.b}{d:يلعبوا|يلعبوا|يلعبون|يلعبون}، بس {H} {H:كان|كانت} لازم {H:يقعد|تقعد} في البيت.',
  ],
  [
    "{H}'s head felt heavy, and {H.his} whole body felt tired.",
    'كانَ رَأْسُ {H.g} ثَقيلًا، وَجِسْمُ{H:هُ|ها} كُلُّهُ مُتْعَبًا.',
    'راس {H} كان {d:تقيل|تقيل|ثقيل|ثقيل}، وجسم{H:ه|ها} كلّه تعبان.',
  ],
  [
    '"When will I be better?" {H} asked in a small voice.',
    '«مَتى أَتَعافى؟» سَأَلَ{H:|تْ} {H} بِصَوْتٍ صَغيرٍ.',
    '«{d:إمتى هخفّ|إيمتى رح طيب|متى بطيب|متى بطيب}؟» سأل{H:|ت} {H} بصوت واطي.',
  ],
];

const tries: Pool = [
  [
    '{H} tried to get up and play, but the tiredness was stronger, and {H.he} lay down again.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يَنْهَضَ|تَنْهَضَ} {H:وَيَلْعَبَ|وَتَلْعَبَ}، لكِنَّ التَّعَبَ كانَ أَقْوى، {H:فَعادَ وَاسْتَلْقى|فَعادَتْ وَاسْتَلْقَتْ}.',
    '{H} حاول{H:|ت} {H:يقوم يلعب|تقوم تلعب}، بس التعب كان أقوى، ف{d:رجع|رجع|رجع|رجع}{H:|ت} {d:نام|تمدّد|انسدح|انسدح}{H:|ت}.',
  ],
  [
    '{H} asked for the tablet, but the bright screen made {H.his} head hurt more.',
    'طَلَبَ{H:|تْ} {H} اللَّوْحَ الإِلِكْتْرونِيَّ، لكِنَّ الشّاشَةَ المُضيئَةَ زادَتْ صُداعَ{H:هُ|ها}.',
    '{H} طلب{H:|ت} {d:التابلت|التابلت|الآيباد|الآيباد}، بس {d:نور الشاشة زوّد الصداع|ضو الشاشة زاد وجع الراس|نور الشاشة زاد الصداع|نور الشاشة زاد الصداع}.',
  ],
  [
    '{H} counted the lines on the ceiling and sighed; keeping still all day was harder than it looked.',
    'عَدَّ{H:|تْ} {H} الخُطوطَ في السَّقْفِ {H:وَتَنَهَّدَ|وَتَنَهَّدَتْ}؛ فَالبَقاءُ بِلا حَرَكَةٍ طَوالَ اليَوْمِ أَصْعَبُ مِمّا يَبْدو.',
    '{H} عدّ{H:|ت} الخطوط {d:اللي في السقف|اللي بالسقف|اللي في السقف|اللي في السقف} و{d:اتنهّد|تنهّد|تنهّد|تنهّد}{H:|ت}؛ {d:إنّك تفضل مكانك طول اليوم أصعب ممّا تتخيّل|إنّك تضلّ بمحلّك طول النهار أصعب ما بتتخيّل|إنّك تظلّ مكانك طول اليوم أصعب ممّا تتخيّل|إنّك تظلّ مكانك طول اليوم أصعب ممّا تتخيّل}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Rest is not doing nothing, {H} thought; rest is how the body gets better.',
    'فَكَّرَ{H:|تْ} {H}: الرّاحَةُ لَيْسَتْ كَسَلًا؛ الرّاحَةُ هِيَ الطَّريقُ إِلى التَّعافي.',
    'فكّر{H:|ت} {H}: {d:الراحة مش كسل؛ الراحة هي اللي بتخلّي الجسم يخفّ|الراحة مش كسل؛ الراحة هيّي اللي بتخلّي الجسم يطيب|الراحة مو كسل؛ الراحة هي اللي تخلّي الجسم يطيب|الراحة مب كسل؛ الراحة هي اللي تخلّي الجسم يطيب}.',
  ],
  [
    'Getting better takes time, and that is all right.',
    'التَّعافي يَحْتاجُ إِلى وَقْتٍ، وَلا بَأْسَ في ذلِكَ.',
    '{d:الواحد عشان يخفّ محتاج وقت، وده عادي|الواحد ليطيب بدّو وقت، وهيدا عادي|الواحد عشان يطيب يبي له وقت، وهذا عادي|الواحد عشان يطيب يباله وقت، وهذا عادي}.',
  ],
  [
    '{H} learned that being patient with your own body while it gets better is a kind of courage too.',
    '{H:تَعَلَّمَ|تَعَلَّمَتْ} {H} أَنَّ الصَّبْرَ عَلى الجِسْمِ وَهُوَ يَتَعافى نَوْعٌ مِنَ الشَّجاعَةِ أَيْضًا.',
    '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:الصبر على الجسم وهو بيخفّ شجاعة كمان|الصبر عالجسم وهوّي عم يطيب شجاعة كمان|الصبر على الجسم وهو يطيب شجاعة بعد|الصبر على الجسم وهو يطيب شجاعة بعد}.',
    '2',
  ],
];

const bedtime: Pool = [
  [
    'Mama left a glass of water by the bed and kissed {H} softly on the forehead.',
    'تَرَكَتْ أُمُّ{H:هُ|ها} كوبَ ماءٍ بِجانِبِ السَّريرِ، وَقَبَّلَتْ {H.a} عَلى جَبينِ{H:هِ|ها} بِرِفْقٍ.',
    '{d.mom} {d:سابت|تركت|خلّت|خلّت} {d:كبّاية مية|كاسة مي|كاسة موية|غلاس ماي} جنب السرير، وباست {H} بوسة {d:على الجبين|عالجبين|على الجبين|على الجبين} {d:بالراحة|عمهل|بشويش|بشويش}.',
  ],
];

const before: Pool = [
  [
    'That afternoon {H} stayed at home, wrapped in a blanket on the sofa.',
    'في ذلِكَ العَصْرِ بَقِيَ{H:|تْ} {H} في البَيْتِ، {H:مُلْتَفًّا|مُلْتَفَّةً} بِبَطّانِيَّةٍ عَلى الأَريكَةِ.',
    '{d:العصر ده|هالعصر|هالعصر|هالعصر} {H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} في البيت، {d:متلفّف|ملفوف|متلحّف|متلحّف}{H:|ة} {d:ببطّانية|بحرام|ببطّانية|بلحاف} على الكنبة.',
  ],
];

const morals: Pool = [
  [
    'Rest is how our bodies get better, one day at a time.',
    'الرّاحَةُ طَريقُ أَجْسامِنا إِلى التَّعافي، يَوْمًا بَعْدَ يَوْمٍ.',
    '{d:الراحة هي اللي بتخلّينا نخفّ، يوم ورا يوم|الراحة هيّي اللي بتخلّينا نطيب، يوم ورا يوم|الراحة هي اللي تخلّينا نطيب، يوم بعد يوم|الراحة هي اللي تخلّينا نطيب، يوم بعد يوم}.',
  ],
  [
    'Getting better takes patience, and patience is brave.',
    'التَّعافي يَحْتاجُ إِلى صَبْرٍ، وَالصَّبْرُ شَجاعَةٌ.',
    '{d:عشان نخفّ محتاجين صبر، والصبر شجاعة|لنطيب بدّنا صبر، والصبر شجاعة|عشان نطيب نبي صبر، والصبر شجاعة|عشان نطيب نبا صبر، والصبر شجاعة}.',
  ],
];

const shared = {
  situation: 'child-illness',
  gentle: true,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
  morals,
} as const;

/** Mama makes resting cosy: a nest of pillows, water, a story read slowly. */
const restNest: SituationPlot = {
  ...shared,
  key: 'child-illness/rest-nest',
  titles: [
    ['{H} and the Rest Nest', '{H} وَعُشُّ الرّاحَةِ', '{H} وعشّ الراحة'],
    [
      'A Quiet Day for Getting Better',
      'يَوْمٌ هادِئٌ لِلتَّعافي',
      '{d:يوم هادي عشان نخفّ|يوم هادي لنطيب|يوم هادي عشان نطيب|يوم هادي عشان نطيب}',
    ],
  ],
  help: [
    [
      'Mama came and sat on the edge of the bed. "Rest is how your body gets better," she said softly. "Let us make resting cosy."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ عَلى طَرَفِ السَّريرِ، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «الرّاحَةُ هِيَ طَريقُ جِسْمِ{H:كَ|كِ} إِلى التَّعافي. {H:تَعالَ|تَعالَيْ} نَجْعَلِ الرّاحَةَ دافِئَةً مُريحَةً».',
      '{d.mom} {d.came:f} وقعدت على طرف السرير، وقالت بهدوء: «الراحة {d:هي|هيّي|هي|هي} اللي {d:بتخلّي جسمك يخفّ|بتخلّي جسمك يطيب|تخلّي جسمك يطيب|تخلّي جسمك يطيب}. {d.come:H} نخلّي الراحة حلوة ودافية».',
    ],
  ],
  together: [
    [
      'Mama brought the softest blanket, a glass of water and a pile of books, and she made a cosy nest of pillows.',
      'أَحْضَرَتْ أُمُّ{H:هُ|ها} أَنْعَمَ بَطّانِيَّةٍ، وَكوبَ ماءٍ، وَكَوْمَةً مِنَ الكُتُبِ، وَصَنَعَتْ عُشًّا دافِئًا مِنَ الوَسائِدِ.',
      '{d.mom} جابت أنعم {d:بطّانية|حرام|بطّانية|لحاف}، و{d:كبّاية مية|كاسة مي|كاسة موية|غلاس ماي}، وكومة كتب، و{d:عملت|عملت|سوّت|سوّت} عشّ دافي من المخدّات.',
    ],
    [
      "Then she read {H}'s favourite story slowly, and {H} listened with half-closed eyes.",
      'ثُمَّ قَرَأَتْ لَ{H:هُ|ها} قِصَّتَ{H:هُ|ها} المُفَضَّلَةَ بِبُطْءٍ، {H:فَأَصْغى|فَأَصْغَتْ} {H} بِعَيْنَيْنِ شِبْهِ مُغْمَضَتَيْنِ.',
      'وبعدين قرت ل{H} {d:حكايت|قصّت|قصّت|قصّت}{H:ه|ها} المفضّلة {d:بالراحة|عمهل|على مهلها|على هونها}، و{H} سمع{H:|ت} {d:وعيني|وعيون|وعيون|وعيون}{H:ه|ها} نصّ {d:مغمّضة|مسكّرة|مغمّضة|مغمّضة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'After resting all afternoon in the cosy nest, {H} felt a little less tired. Getting better had begun, slowly.',
      'بَعْدَ الرّاحَةِ طَوالَ العَصْرِ في العُشِّ الدّافِئِ، صارَ{H:|تْ} {H} أَقَلَّ تَعَبًا قَليلًا؛ لَقَدْ بَدَأَ التَّعافي، بِبُطْءٍ.',
      'بعد الراحة طول العصر في العشّ الدافي، {H} {d.became:H} {d:أقلّ تعب شوية|أقلّ تعب شوي|أقلّ تعب شوي|أقلّ تعب شوي}، {d:والعيا ابتدى يخفّ|والمرض بلّش يخفّ|والمرض بدا يخفّ|والمرض بدا يخفّ}، {d:بالراحة|عمهل|شوي شوي|شوي شوي}.',
    ],
    [
      'Mama stroked {H}\'s hair. "Resting is brave too," she whispered. "Your body is working hard to get better."',
      'مَسَحَتْ أُمُّ{H:هُ|ها} عَلى شَعْرِ{H:هِ|ها}، وَهَمَسَتْ: «الرّاحَةُ شَجاعَةٌ أَيْضًا؛ جِسْمُ{H:كَ|كِ} يَعْمَلُ بِجِدٍّ لِيَتَعافى».',
      '{d.mom} {d:طبطبت على شعر|ملّست على شعر|مسحت على شعر|مسحت على شعر}{H:ه|ها}، و{d:وشوشت|وشوشت|همست|همست}: «الراحة شجاعة {d.also}؛ جسمك {d:بيشتغل جامد عشان يخفّ|عم يشتغل كتير ليطيب|يشتغل بقوّة عشان يطيب|يشتغل وايد عشان يطيب}».',
      'p',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'sit on the bed with Mama',
    together: 'rest in a cosy nest of pillows while Mama reads a story',
    resolution: 'rest calmly in the nest of pillows beside Mama',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'bed' }],
    together: [{ kind: 'book', where: 'held' }, { kind: 'teddy' }],
    resolution: [{ kind: 'bed' }, { kind: 'teddy' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Baba brings a calendar: each day of rest gets a star, and the child sees getting better take shape. */
const calendar: SituationPlot = {
  ...shared,
  key: 'child-illness/rest-calendar',
  titles: [
    ['A Star for Every Day of Rest', 'نَجْمَةٌ لِكُلِّ يَوْمِ راحَةٍ', 'نجمة لكل يوم راحة'],
    [
      '{H} Gets Better, Slowly',
      '{H} {H:يَتَعافى|تَتَعافى} بِبُطْءٍ',
      '{H} {d.b}{H:ي|ت}{d:خفّ|طيب|طيب|طيب} {d:بالراحة|عمهل|شوي شوي|شوي شوي}',
    ],
  ],
  help: [
    [
      'Baba came in with a calendar and a pencil and sat down by the bed. "Getting better takes rest and time," he said. "Let us mark each day of rest, so we can see it working."',
      'دَخَلَ أَبو{H:هُ|ها} يَحْمِلُ تَقْويمًا وَقَلَمًا، وَجَلَسَ بِجانِبِ السَّريرِ، وَقالَ لَ{H:هُ|ها}: «التَّعافي يَحْتاجُ إِلى الرّاحَةِ وَالوَقْتِ. هَيّا نَضَعْ عَلامَةً عَلى كُلِّ يَوْمِ راحَةٍ، لِنَرى كَيْفَ يَعْمَلُ».',
      '{d.dad} دخل {d:ومعاه نتيجة وقلم|ومعو روزنامة وقلم|ومعه تقويم وقلم|وويّاه تقويم وقلم}، وقعد جنب السرير، وقال: «{d:الواحد عشان يخفّ محتاج الراحة والوقت|الواحد ليطيب بدّو الراحة والوقت|الواحد عشان يطيب يبي له الراحة والوقت|الواحد عشان يطيب يباله الراحة والوقت}. {d:يلّا نعلّم|يلّا نعلّم|خلّنا نعلّم|خلّنا نعلّم} على كل يوم راحة، {d:عشان نشوف|تنشوف|عشان نشوف|عشان نشوف} {d:إزاي بتشتغل|كيف عم تشتغل|كيف تشتغل|شلون تشتغل}».',
    ],
  ],
  together: [
    [
      'Baba took out a sheet of star stickers: one star for every day of rest.',
      'أَخْرَجَ أَبو{H:هُ|ها} مُلْصَقاتٍ عَلى شَكْلِ نُجومٍ: نَجْمَةٌ لِكُلِّ يَوْمِ راحَةٍ.',
      '{d.dad} طلّع {d:ستيكرز نجوم|ستيكرز نجوم|ملصقات نجوم|ملصقات نجوم}: نجمة لكل يوم راحة.',
    ],
    [
      'Baba set out slow, quiet things for the long hours: crayons, a puzzle and a story to listen to.',
      'وَرَتَّبَ أَبو{H:هُ|ها} أَشْياءَ هادِئَةً لِلسّاعاتِ الطَّويلَةِ: أَقْلامَ تَلْوينٍ، وَأُحْجِيَّةً، وَقِصَّةً مَسْموعَةً.',
      'و{d.dad} {d:حضّر|حضّر|جهّز|جهّز} {d:حاجات هادية|أشيا هادية|أشياء هادية|أشياء هادية} للساعات الطويلة: ألوان، و{d:بازل|بازل|بازل|بازل}، وقصّة مسموعة.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} stuck a star on the calendar for today: one day of rest, done. Getting better would take time, but every star would be a day of rest behind {H.him}.',
      '{H:أَلْصَقَ|أَلْصَقَتْ} {H} نَجْمَةً عَلى التَّقْويمِ لِهذا اليَوْمِ: يَوْمُ راحَةٍ قَدِ انْتَهى. سَيَحْتاجُ التَّعافي إِلى وَقْتٍ، لكِنَّ كُلَّ نَجْمَةٍ يَوْمُ راحَةٍ قَدْ مَضى.',
      '{H} {d:لزق|لزق|لزّق|لزّق}{H:|ت} نجمة على {d:النتيجة|الروزنامة|التقويم|التقويم} {d:للنهارده|لليوم|لليوم|لليوم}: يوم راحة خلص. {d:العيا عايز وقت عشان يخفّ|الواحد بدّو وقت ليطيب|الواحد يبي له وقت عشان يطيب|الواحد يباله وقت عشان يطيب}، بس كل نجمة {d:هي|هيّي|هي|هي} يوم من أيّام الراحة خلص.',
    ],
    [
      'Baba tucked the blanket around {H}. "Rest well," he said softly. "Your body is working on getting better."',
      'دَثَّرَ أَبو{H:هُ|ها} {H.a} بِالبَطّانِيَّةِ، وَقالَ بِهُدوءٍ: «{H:اسْتَرِحْ|اسْتَريحي} جَيِّدًا؛ جِسْمُ{H:كَ|كِ} يَعْمَلُ عَلى التَّعافي».',
      '{d.dad} غطّى {H} {d:بالبطّانية|بالحرام|بالبطّانية|باللحاف}، وقال بهدوء: «{H:ارتاح|ارتاحي} {d:كويس|منيح|زين|زين}؛ جسمك {d:بيشتغل عشان يخفّ|عم يشتغل ليطيب|يشتغل عشان يطيب|يشتغل عشان يطيب}».',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'sit on the bed with Baba, who holds a calendar and a pencil',
    together: 'look at a sheet of star stickers with Baba, the calendar beside them',
    resolution: 'rest in bed, looking at the calendar with one star',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'calendar', where: 'held' }],
    together: [{ kind: 'calendar', where: 'held' }],
    resolution: [{ kind: 'calendar', where: 'table' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Mama takes the child to the clinic, where the doctor explains what helps: medicine, water and rest. */
const doctor: SituationPlot = {
  ...shared,
  key: 'child-illness/kind-doctor',
  titles: [
    [
      '{H} and the Kind Doctor',
      '{H} وَالطَّبيبَةُ اللَّطيفَةُ',
      '{H} والدكتورة {d:الطيّبة|اللطيفة|الطيّبة|الطيّبة}',
    ],
    [
      'What the Body Needs',
      'ما يَحْتاجُهُ الجِسْمُ',
      '{d:الجسم محتاج إيه|شو بدّو الجسم|وش يحتاج الجسم|شو يحتاج الجسم}',
    ],
  ],
  help: [
    [
      'Mama took {H} to the clinic, where the doctor knelt down and smiled. "Let us find out what your body needs to get better: rest, medicine, or both," she said gently.',
      'أَخَذَتْ أُمُّ{H:هُ|ها} {H.a} إِلى العِيَادَةِ، فَجَثَتِ الطَّبيبَةُ أَمامَ{H:هُ|ها} وَابْتَسَمَتْ، وَقالَتْ بِرِفْقٍ: «لِنَعْرِفْ ما يَحْتاجُهُ جِسْمُ{H:كَ|كِ} لِيَتَعافى: الرّاحَةَ، أَمِ الدَّواءَ، أَمْ كِلَيْهِما».',
      '{d.mom} {d.took:f} {H} {d:العيادة|عالعيادة|للعيادة|للعيادة}، والدكتورة نزلت على ركبها {d:قدّام|قدّام|قدّام|قدّام}{H:ه|ها} وابتسمت، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:يلّا نعرف جسمك محتاج إيه عشان يخفّ|يلّا نعرف شو بدّو جسمك ليطيب|خلّنا نعرف وش يحتاج جسمك عشان يطيب|خلّنا نعرف شو يحتاج جسمك عشان يطيب}: الراحة، ولّا الدوا، {d:ولّا الاتنين|ولّا التنين|ولّا الثنين|ولّا الثنين}».',
    ],
  ],
  together: [
    [
      'Then the doctor explained, in simple words, what was happening inside, and what would help: medicine, water and plenty of rest.',
      'ثُمَّ شَرَحَتِ الطَّبيبَةُ لَ{H:هُ|ها} بِكَلِماتٍ بَسيطَةٍ ما يَحْدُثُ في داخِلِ جِسْمِ{H:هِ|ها}، وَما يُساعِدُ: الدَّواءُ، وَالماءُ، وَالكَثيرُ مِنَ الرّاحَةِ.',
      'وبعدين الدكتورة شرحت ل{H:ه|ها} بكلام بسيط {d:إيه اللي بيحصل جوّا|شو عم يصير جوّا|وش اللي يصير داخل|شو اللي يصير داخل} جسم{H:ه|ها}، و{d:إيه اللي هيساعد|شو اللي رح يساعد|وش اللي بيساعد|شو اللي بيساعد}: الدوا، و{d.water}، و{d:راحة كتير|راحة كتير|راحة واجد|راحة وايد}.',
    ],
    [
      'The doctor let {H} listen to {H.his} own heartbeat with the stethoscope: thump, thump, steady and strong.',
      'سَمَحَتِ الطَّبيبَةُ لِ{H.g} أَنْ {H:يَسْمَعَ|تَسْمَعَ} دَقّاتِ قَلْبِ{H:هِ|ها} بِالسَّمّاعَةِ: ثابِتَةً قَوِيَّةً.',
      'الدكتورة {d:سابت|خلّت|خلّت|خلّت} {H} {H:يسمع|تسمع} دقّات قلب{H:ه|ها} بالسمّاعة: ثابتة وقويّة.',
      '2p',
    ],
  ],
  resolution: [
    [
      'Back home, {H} took the medicine, drank some water and settled into bed to rest. Getting better had a plan now.',
      'وَفي البَيْتِ {H:شَرِبَ|شَرِبَتْ} {H} الدَّواءَ وَقَليلًا مِنَ الماءِ، {H:وَاسْتَلْقى|وَاسْتَلْقَتْ} في السَّريرِ {H:لِيَنالَ|لِتَنالَ} قِسْطًا مِنَ الرّاحَةِ؛ فَصارَ لِلتَّعافي خُطَّةٌ.',
      'وفي البيت {H} شرب{H:|ت} الدوا {d:وشوية مية|وشوي مي|وشوي موية|وشوي ماي}، و{d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت} في السرير. {d:دلوقتي بقى فيه خطّة: الراحة|هلّق صار في خطّة: الراحة|الحين صار فيه خطّة: الراحة|الحين صار في خطّة: الراحة}.',
    ],
    [
      '"Resting is your job now," Mama said softly, tucking the blanket around {H}.',
      '«الرّاحَةُ مُهِمَّتُ{H:كَ|كِ} الآنَ»، قالَتْ أُمُّ{H:هُ|ها} بِهُدوءٍ وَهِيَ تُدَثِّرُ{H:هُ|ها}.',
      '«الراحة {d:شغلانتك|شغلتك|شغلتك|شغلتك} {d:دلوقتي|هلّق|الحين|الحين}»، قالت {d.mom} بهدوء وهي {d:بتغطّي|عم تغطّي|تغطّي|تغطّي}{H:ه|ها}.',
      '2',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'sit on the clinic bed with Mama, while a kind doctor kneels and smiles',
    together: 'listen to the doctor explain, beside Mama in the clinic',
    resolution: 'rest in bed at home, with medicine on the bedside table',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'medicine', where: 'table' }],
    together: [{ kind: 'medicine', where: 'table' }],
    resolution: [{ kind: 'medicine', where: 'table' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'clinic',
    together: 'clinic',
    resolution: 'bedroom',
  },
};

/** Grandma brings a little bell: ring it and she comes, so resting in bed needs nothing else. */
const bell: SituationPlot = {
  ...shared,
  key: 'child-illness/grandmas-bell',
  morals: [
    [
      'Resting is easier when someone we love is close.',
      'تَسْهُلُ الرّاحَةُ حينَ يَكونُ مَنْ نُحِبُّ قَريبًا.',
      '{d:الراحة بتبقى أسهل لمّا حدّ بنحبّه يكون قريّب|الراحة بتصير أسهل لمّا حدا منحبّو يكون قريب|الراحة تصير أسهل لمّا أحد نحبّه يكون قريب|الراحة تصير أسهل لمّا حد نحبّه يكون قريب}.',
    ],
    [
      'Rest is quiet work that helps the body get better.',
      'الرّاحَةُ عَمَلٌ هادِئٌ يُساعِدُ الجِسْمَ عَلى التَّعافي.',
      '{d:الراحة شغل هادي بيساعد الجسم يخفّ|الراحة شغل هادي بيساعد الجسم يطيب|الراحة شغل هادي يساعد الجسم يطيب|الراحة شغل هادي يساعد الجسم يطيب}.',
    ],
  ],
  titles: [
    [
      "Grandma's Little Bell",
      'جَرَسُ الجَدَّةِ الصَّغيرُ',
      '{d:جرس تيتة الصغيّر|جرس تيتا الزغير|جرس الجدّة الصغير|جرس اليدّة الصغير}',
    ],
    [
      'Ring, and Rest',
      '{H:اقْرَعِ|اقْرَعي} الجَرَسَ، {H:وَاسْتَرِحْ|وَاسْتَريحي}',
      '{d:رنّ|دقّ|دقّ|دقّ}{H:|ي} الجرس، و{H:ارتاح|ارتاحي}',
    ],
  ],
  help: [
    [
      'Grandma came with a little brass bell and put it by the pillow. "Your work today is rest," she said softly. "When you need something, ring this, and I will come."',
      'جاءَتْ جَدَّتُ{H:هُ|ها} بِجَرَسٍ نُحاسِيٍّ صَغيرٍ، وَوَضَعَتْهُ بِجانِبِ الوِسادَةِ، وَقالَتْ بِهُدوءٍ: «عَمَلُ{H:كَ|كِ} اليَوْمَ الرّاحَةُ. حينَ {H:تَحْتاجُ|تَحْتاجينَ} شَيْئًا، {H:اقْرَعْ|اقْرَعي} هذا الجَرَسَ، وَسَآتي».',
      '{d:تيتة جت|تيتا إجت|الجدّة جات|اليدّة يات} {d:ومعاها جرس نحاس صغيّر|ومعها جرس نحاس زغير|ومعها جرس نحاس صغير|وويّاها جرس نحاس صغير}، وحطّته جنب المخدّة، وقالت بهدوء: «{d:شغلك النهارده الراحة|شغلك اليوم الراحة|شغلك اليوم الراحة|شغلك اليوم الراحة}. {d:لمّا الجرس ده يرنّ، هاجي على طول|لمّا يدقّ هالجرس، بجي دغري|لمّا يدقّ هالجرس، أجي على طول|لمّا يدقّ هالجرس، بيي على طول}».',
    ],
    [
      'Grandma set a little brass bell on the bedside table. "Stay and rest," she said softly. "If this bell rings, I will come to you."',
      'وَضَعَتْ جَدَّتُ{H:هُ|ها} جَرَسًا نُحاسِيًّا صَغيرًا عَلى الطّاوِلَةِ بِجانِبِ السَّريرِ، وَقالَتْ بِهُدوءٍ: «{H:ابْقَ|ابْقَيْ} في الرّاحَةِ. إِذا رَنَّ هذا الجَرَسُ جِئْتُ إِلَيْ{H:كَ|كِ}».',
      '{d:تيتة حطّت|تيتا حطّت|الجدّة حطّت|اليدّة حطّت} جرس نحاس {d.small:m} على {d:الكومودينو|الكومودينو|الطاولة|الطاولة} جنب السرير، وقالت بهدوء: «{H:خلّيك|خلّيكي} في الراحة. {d:الجرس ده لو رنّ، هاجي لك على طول|هالجرس إذا دقّ، بجيك دغري|هالجرس إذا دقّ، أجيك على طول|هالجرس إذا دقّ، بييك على طول}».',
    ],
  ],
  together: [
    [
      'Each time {H} rang the bell, Grandma came: with water, with a warm lemon drink, with a quiet song.',
      'وَكُلَّما {H:قَرَعَ|قَرَعَتْ} {H} الجَرَسَ جاءَتْ جَدَّتُ{H:هُ|ها}: بِالماءِ، وَبِشَرابِ اللَّيْمونِ الدّافِئِ، وَبِأُغْنِيَةٍ هادِئَةٍ.',
      'وكل ما {H} {d:رنّ|دقّ|دقّ|دقّ}{H:|ت} الجرس، {d:تيتة كانت تيجي|تيتا كانت تجي|الجدّة كانت تجي|اليدّة كانت تيي}: {d:بمية|بمي|بموية|بماي}، وبليمون {d:سخن|سخن|دافي|دافي}، وبأغنية هادية.',
    ],
    [
      '"When I was small and ill, my grandmother sat by my bed and hummed," Grandma said. "Rest is not empty time. Your body is busy getting better."',
      '«حينَ كُنْتُ صَغيرَةً وَمَرِضْتُ، كانَتْ جَدَّتي تَجْلِسُ بِجانِبِ سَريري وَتُدَنْدِنُ»، قالَتْ جَدَّتُ{H:هُ|ها}. «الرّاحَةُ لَيْسَتْ وَقْتًا فارِغًا؛ جِسْمُ{H:كَ|كِ} مَشْغولٌ بِالتَّعافي».',
      '«{d:لمّا كنت صغيّرة وعيّانة، ستّي كانت تقعد جنب سريري وتدندن|لمّا كنت زغيرة ومريضة، ستّي كانت تقعد حدّ تختي وتدندن|لمّا كنت صغيرة ومريضة، جدّتي كانت تقعد جنب سريري وتدندن|لمّا كنت صغيرة ومريضة، يدّتي كانت تقعد جنب سريري وتدندن}»، قالت {d:تيتة|تيتا|الجدّة|اليدّة}. «{d:الراحة مش وقت فاضي؛ جسمك مشغول عشان يخفّ|الراحة مش وقت فاضي؛ جسمك مشغول ليطيب|الراحة مو وقت فاضي؛ جسمك مشغول عشان يطيب|الراحة مب وقت فاضي؛ جسمك مشغول عشان يطيب}».',
      '2',
    ],
  ],
  resolution: [
    [
      'That evening the little bell was quiet. {H} had rested all day, and getting better had begun.',
      'في المَساءِ كانَ الجَرَسُ الصَّغيرُ ساكِتًا. {H:أَمْضى|أَمْضَتْ} {H} اليَوْمَ في الرّاحَةِ، وَبَدَأَ التَّعافي.',
      'في المسا الجرس {d:الصغيّر|الزغير|الصغير|الصغير} كان ساكت. {H} {H:قضّى|قضّت} اليوم في الراحة، وجسم{H:ه|ها} {d:ابتدى يخفّ|بلّش يطيب|بدا يطيب|بدا يطيب}.',
    ],
    [
      "Grandma sat on the edge of the bed, humming her old tune, and {H}'s eyes grew heavy with rest.",
      'جَلَسَتْ جَدَّتُ{H:هُ|ها} عَلى حافَّةِ السَّريرِ تُدَنْدِنُ لَحْنَها القَديمَ، وَثَقُلَتْ عَيْنا {H.g} مِنَ الرّاحَةِ.',
      '{d:تيتة قعدت|تيتا قعدت|الجدّة قعدت|اليدّة قعدت} على طرف السرير {d:بتدندن|عم تدندن|تدندن|تدندن} لحنها القديم، و{d:عيني|عيون|عيون|عيون} {H} {d:تقلت|تقلت|ثقلت|ثقلت} من الراحة.',
      '2',
    ],
    [
      'Resting had seemed like doing nothing, but {H} began to see it as quiet work the body does on its own; with Grandma near and the bell within reach, {H} stopped fighting it. Getting better would take days, and that was all right.',
      'كانَتِ الرّاحَةُ تَبْدو لِ{H.g} كَأَنَّها لا شَيْءَ، لكِنَّ{H:هُ|ها} {H:بَدَأَ يَراها|بَدَأَتْ تَراها} عَمَلًا هادِئًا يَقومُ بِهِ الجِسْمُ وَحْدَهُ؛ وَمَعَ الجَدَّةِ القَريبَةِ وَالجَرَسِ في مُتَناوَلِ اليَدِ، {H:كَفَّ|كَفَّتْ} عَنْ مُقاوَمَتِها. سَيَأْخُذُ التَّعافي أَيّامًا، وَلا بَأْسَ في ذلِكَ.',
      '{H} {H:كان|كانت} {d:فاكر|مفكّر|حاسب|حاسب}{H:|ة} إنّ الراحة {d:ولا حاجة|ولا شي|ولا شي|ولا شي}، بس {d.began:H} {H:يشوفها|تشوفها} شغل هادي {d:بيعمله|بيعملو|يسوّيه|يسوّيه} الجسم {d:لوحده|وحدو|بروحه|بروحه}؛ ومع {d:تيتة قريّبة|تيتا قريبة|الجدّة قريبة|اليدّة قريبة} والجرس {d:جنب|حدّ|جنب|جنب}{H:ه|ها}، {H:بطّل|بطّلت} {H:يقاوم|تقاوم}. {d:عشان يخفّ محتاج أيّام، وده عادي|ليطيب بدّو إيّام، وهيدا عادي|عشان يطيب يبي له أيّام، وهذا عادي|عشان يطيب يباله أيّام، وهذا عادي}.',
      '3',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'lie in bed while Grandma puts a small brass bell by the pillow',
    together: 'rest in bed, ringing a small bell, as Grandma brings a warm drink',
    resolution: 'rest in bed, a small bell quiet on the bedside table, Grandma humming nearby',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'bed' }],
    together: [{ kind: 'cup', where: 'table' }, { kind: 'bed' }],
    resolution: [{ kind: 'bed' }, { kind: 'cup', where: 'table' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Grandpa brings the teddy in with a bandaged paw: the child shows Teddy how to rest, and rests too. */
const teddy: SituationPlot = {
  ...shared,
  key: 'child-illness/teddy-patient',
  morals: [
    [
      'When we teach someone to rest, we learn to rest too.',
      'حينَ نُعَلِّمُ غَيْرَنا الرّاحَةَ، نَتَعَلَّمُها نَحْنُ أَيْضًا.',
      '{d:لمّا نعلّم غيرنا الراحة، بنتعلّمها إحنا كمان|لمّا نعلّم غيرنا الراحة، منتعلّمها نحنا كمان|لمّا نعلّم غيرنا الراحة، نتعلّمها حنّا بعد|لمّا نعلّم غيرنا الراحة، نتعلّمها إحنا بعد}.',
    ],
    [
      'A day of rest is not a lost day; it is a day of getting better.',
      'يَوْمُ الرّاحَةِ لَيْسَ يَوْمًا ضائِعًا، بَلْ يَوْمٌ مِنْ أَيّامِ التَّعافي.',
      '{d:يوم الراحة مش يوم ضايع؛ ده يوم الجسم فيه بيخفّ|يوم الراحة مش نهار ضايع؛ هيدا يوم الجسم فيه عم يطيب|يوم الراحة مو يوم ضايع؛ هذا يوم الجسم فيه يطيب|يوم الراحة مب يوم ضايع؛ هذا يوم الجسم فيه يطيب}.',
    ],
  ],
  titles: [
    [
      'Teddy Is Resting Too',
      'الدُّبُّ يَسْتَريحُ أَيْضًا',
      '{d:الدبدوب بيرتاح كمان|الدبدوب عم يرتاح كمان|الدبدوب يرتاح بعد|الدبدوب يرتاح بعد}',
    ],
    [
      'Two Patients in One Bed',
      'مَريضانِ في سَريرٍ واحِدٍ',
      '{d:عيّانين|مريضين|مريضين|مريضين} في سرير واحد',
    ],
  ],
  help: [
    [
      'Grandpa came in holding {H}\'s old teddy, with a little bandage around its paw. "Teddy is not well either, and he needs rest," he said. "Shall we show him how to rest, so you both get better?"',
      'دَخَلَ جَدُّ{H:هُ|ها} يَحْمِلُ دُبَّ{H:هُ|ها} القَديمَ، وَعَلى قَدَمِهِ ضِمادَةٌ صَغيرَةٌ، وَقالَ: «الدُّبُّ مَريضٌ هُوَ أَيْضًا، وَيَحْتاجُ إِلى الرّاحَةِ. لِنُعَلِّمْهُ كَيْفَ يَسْتَريحُ، لِتَتَعافَيا مَعًا».',
      '{d:جدّو دخل|جدّو فات|الجدّ دخل|اليدّ دخل} {d:شايل|حامل|شايل|شايل} الدبدوب القديم {d:بتاع|تبع|حق|مال} {H}، و{d:على رجله شاش صغيّر|على إجرو ضمادة زغيرة|على ريله لفّة صغيرة|على ريله لفّة صغيرة}، وقال: «الدبدوب {d:عيّان هو كمان، ومحتاج الراحة|مريض هوّي كمان، وبدّو الراحة|مريض هو بعد، ويبي الراحة|مريض هو بعد، ويبا الراحة}. {d:يلّا نعلّمه إزاي يرتاح، عشان تخفّوا إنتو الاتنين|يلّا نعلّمو كيف يرتاح، مشان تطيبوا إنتو التنين|خلّنا نعلّمه كيف يرتاح، عشان تطيبون إنتو الثنين|خلّنا نعلّمه شلون يرتاح، عشان تطيبون إنتو الثنين}».',
    ],
    [
      'Grandpa sat the old teddy on the pillow, a little bandage round its paw. "Teddy is ill too, and he needs rest," he said. "Will you show him how?"',
      'أَجْلَسَ جَدُّ{H:هُ|ها} الدُّبَّ القَديمَ عَلى الوِسادَةِ، وَعَلى قَدَمِهِ ضِمادَةٌ صَغيرَةٌ، وَقالَ: «الدُّبُّ مَريضٌ أَيْضًا، وَيَحْتاجُ إِلى الرّاحَةِ. {H:أَتُريهِ|أَتُرينَهُ} كَيْفَ يَسْتَريحُ؟»',
      '{d:جدّو قعّد|جدّو قعّد|الجدّ قعّد|اليدّ قعّد} الدبدوب القديم على المخدّة، {d:وعلى رجله شاش صغيّر|وعلى إجرو ضمادة زغيرة|وعلى ريله لفّة صغيرة|وعلى ريله لفّة صغيرة}، وقال: «الدبدوب {d:عيّان هو كمان، ومحتاج الراحة. تورّيه|مريض هوّي كمان، وبدّو الراحة. بتفرجيه|مريض هو بعد، ويبي الراحة. تورّيه|مريض هو بعد، ويبا الراحة. تورّيه} {d:إزاي يرتاح|كيف يرتاح|كيف يرتاح|شلون يرتاح}؟»',
    ],
  ],
  together: [
    [
      '{H} tucked Teddy under the blanket, right beside {H.him}, and whispered, "Rest now. Close your eyes."',
      '{H:وَضَعَ|وَضَعَتْ} {H} الدُّبَّ تَحْتَ البَطّانِيَّةِ بِجانِبِ{H:هِ|ها} تَمامًا، {H:وَهَمَسَ|وَهَمَسَتْ}: «اسْتَرِحِ الآنَ، وَأَغْمِضْ عَيْنَيْكَ».',
      '{H} حطّ{H:|ت} الدبدوب تحت {d:البطّانية|الحرام|البطّانية|اللحاف} {d:جنب|حدّ|جنب|جنب}{H:ه|ها} {d:بالظبط|تمام|تمام|تمام}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:ارتاح دلوقتي، وغمّض عينيك|ارتاح هلّق، وغمّض عيونك|ارتاح الحين، وغمّض عيونك|ارتاح الحين، وغمّض عيونك}».',
    ],
    [
      'Every time {H} wanted to jump up, Grandpa said, "Teddy is watching you," and {H} lay still again, to show Teddy how resting is done.',
      'وَكُلَّما {H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَقْفِزَ|تَقْفِزَ} مِنَ السَّريرِ، قالَ الجَدُّ: «الدُّبُّ يَنْظُرُ إِلَيْ{H:كَ|كِ}»، {H:فَعادَ يَسْتَلْقي|فَعادَتْ تَسْتَلْقي} بِهُدوءٍ، {H:لِيُعَلِّمَ|لِتُعَلِّمَ} الدُّبَّ كَيْفَ تَكونُ الرّاحَةُ.',
      'وكل ما {H} {H:كان|كانت} {d.want:H} {H:ينطّ|تنطّ} من السرير، {d:جدّو يقول|جدّو يقول|الجدّ يقول|اليدّ يقول}: «الدبدوب {d:بيبصّ عليك|عم يطلّع فيك|يطالعك|يطالعك}»، و{H} {H:يرجع|ترجع} {d:ساكت|ساكت|ساكت|ساكت}{H:|ة}، {d:عشان|مشان|عشان|عشان} {H:يعلّم|تعلّم} الدبدوب {d:إزاي يرتاح|كيف يرتاح|كيف يرتاح|شلون يرتاح}.',
      '2',
    ],
  ],
  resolution: [
    [
      'By evening, {H} and Teddy had rested all day side by side. Getting better had begun for both of them.',
      'وَفي المَساءِ كانَ{H:|تْ} {H} وَالدُّبُّ قَدْ أَمْضَيا اليَوْمَ في الرّاحَةِ جَنْبًا إِلى جَنْبٍ، وَبَدَأَ التَّعافي لِكِلَيْهِما.',
      'وبالليل {H} والدبدوب {d:كانوا قضّوا|كانوا قضّوا|كانوا قضّوا|كانوا قضّوا} اليوم في الراحة جنب بعض، {d:وابتدوا يخفّوا هما الاتنين|وبلّشوا يطيبوا التنين|وبدوا يطيبون الثنين|وبدوا يطيبون الثنين}.',
    ],
    [
      'Grandpa unwrapped the little bandage from Teddy\'s paw. "Teddy rested well," he said, "and so did you."',
      'فَكَّ الجَدُّ الضِّمادَةَ الصَّغيرَةَ عَنْ قَدَمِ الدُّبِّ، وَقالَ: «اسْتَراحَ الدُّبُّ جَيِّدًا، وَ{H:أَنْتَ|أَنْتِ} كَذلِكَ».',
      '{d:جدّو فكّ الشاش من رجل|جدّو فكّ الضمادة عن إجر|الجدّ فكّ اللفّة عن ريل|اليدّ فكّ اللفّة عن ريل} الدبدوب، وقال: «الدبدوب ارتاح {d:كويس|منيح|زين|زين}، و{d.you:H} {d:كمان|كمان|بعد|بعد}».',
      '2',
    ],
    [
      'Teaching Teddy to rest had taught {H} too: resting was not a lost day; it was how a body mended itself, slowly, while the world went on outside. Getting better would take its own time.',
      'حينَ {H:عَلَّمَ|عَلَّمَتْ} {H} الدُّبَّ الرّاحَةَ {H:تَعَلَّمَها هُوَ|تَعَلَّمَتْها هِيَ} أَيْضًا: الرّاحَةُ لَيْسَتْ يَوْمًا ضائِعًا، بَلْ هِيَ الطَّريقَةُ الَّتي يُصْلِحُ بِها الجِسْمُ نَفْسَهُ، بِبُطْءٍ، بَيْنَما يَمْضي العالَمُ في الخارِجِ. وَسَيَأْخُذُ التَّعافي وَقْتَهُ.',
      '{H} لمّا {H:علّم|علّمت} الدبدوب الراحة، {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت}ها {d.also}: الراحة {d:مش يوم ضايع|مش نهار ضايع|مو يوم ضايع|مب يوم ضايع}؛ {d:دي الطريقة اللي الجسم بيصلّح بيها نفسه|هيدي الطريقة يلّي الجسم بيصلّح فيها حالو|هذي الطريقة اللي الجسم يصلّح فيها نفسه|هذي الطريقة اللي الجسم يصلّح فيها نفسه}، {d:بالراحة، والدنيا ماشية برّه|عمهل، والدني ماشية برّا|بشويش، والدنيا ماشية برّا|بشويش، والدنيا ماشية برّا}. {d:وعشان يخفّ محتاج وقته|وليطيب بدّو وقتو|وعشان يطيب يبي وقته|وعشان يطيب يبا وقته}.',
      '3',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'lie in bed as Grandpa brings in a teddy with a little bandage on its paw',
    together: 'rest in bed with a bandaged teddy tucked in beside',
    resolution: 'rest in bed beside a teddy, Grandpa sitting close',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'teddy', where: 'held' }, { kind: 'bed' }],
    together: [{ kind: 'teddy' }, { kind: 'bed' }],
    resolution: [{ kind: 'teddy' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Mama passes the phone: the teacher says the class is keeping the child's seat, and the best help now is rest. */
const teacherCall: SituationPlot = {
  ...shared,
  key: 'child-illness/teacher-call',
  morals: [
    [
      'The people who love us wait for us while we rest.',
      'مَنْ يُحِبُّنا يَنْتَظِرُنا وَنَحْنُ نَسْتَريحُ.',
      '{d:اللي بيحبّونا بيستنّونا وإحنا بنرتاح|يلّي بيحبّونا بينطرونا ونحنا عم نرتاح|اللي يحبّونا ينتظرونا وحنّا نرتاح|اللي يحبّونا ينتظرونا وإحنا نرتاح}.',
    ],
    [
      'Rest first; getting better is the way back.',
      'الرّاحَةُ أَوَّلًا؛ فَالتَّعافي طَريقُ العَوْدَةِ.',
      '{d:الراحة الأوّل؛ عشان الجسم يخفّ ونرجع|الراحة أوّل شي؛ ليطيب الجسم ونرجع|الراحة أوّل؛ عشان الجسم يطيب ونرجع|الراحة أوّل؛ عشان الجسم يطيب ونرد}.',
    ],
  ],
  titles: [
    [
      'Your Seat Is Waiting',
      'مَقْعَدُ{H:كَ|كِ} يَنْتَظِرُ{H:كَ|كِ}',
      '{d:كرسيك مستنّيك|كرسيك ناطرك|كرسيك ينتظرك|كرسيك ينتظرك}',
    ],
    [
      'A Message from the Class',
      'رِسالَةٌ مِنَ الصَّفِّ',
      '{d:رسالة من الفصل|رسالة من الصفّ|رسالة من الفصل|رسالة من الصفّ}',
    ],
  ],
  help: [
    [
      'Mama gave {H} the phone. It was the teacher, on the phone. "Your seat is waiting for you," she said. "Now rest, so you get better."',
      'أَعْطَتْ أُمُّ{H:هُ|ها} {H.a} الهاتِفَ، فَإِذا المُعَلِّمَةُ تَقولُ: «مَقْعَدُ{H:كَ|كِ} يَنْتَظِرُ{H:كَ|كِ}. {H:اسْتَرِحِ|اسْتَريحِي} الآنَ؛ فَالرّاحَةُ طَريقُ التَّعافي».',
      '{d.mom} {d.gave:f} {H} التليفون، {d:وطلعت المِس|وطلعت المعلّمة|وطلعت الأبلة|وطلعت المعلّمة}: «{d:كرسيك مستنّيك. ارتاح|كرسيك ناطرك. ارتاح|كرسيك ينتظرك. ارتاح|كرسيك ينتظرك. ارتاح}{H:|ي} {d:دلوقتي؛ الراحة هي اللي بتخلّيك تخفّ|هلّق؛ الراحة هيّي يلّي بتخلّيك تطيب|الحين؛ الراحة هي اللي تخلّيك تطيب|الحين؛ الراحة هي اللي تخلّيك تطيب}».',
    ],
    [
      'Mama came in with her phone. "Someone wants to talk to you," she said. It was the teacher, on the phone. "We are keeping your seat for you," she said warmly. "The best thing you can do for the class now is rest, so your body can get better."',
      'دَخَلَتْ أُمُّ{H:هُ|ها} وَفي يَدِها الهاتِفُ، وَقالَتْ: «هُناكَ مَنْ يُريدُ أَنْ يُكَلِّمَ{H:كَ|كِ}». كانَتِ المُعَلِّمَةُ، فَقالَتْ بِدِفْءٍ: «نَحْنُ نَحْفَظُ لَ{H:كَ|كِ} مَقْعَدَ{H:كَ|كِ}. وَأَفْضَلُ ما {H:تَفْعَلُهُ|تَفْعَلينَهُ} لِلصَّفِّ الآنَ هُوَ الرّاحَةُ، حَتّى يَتَعافى جِسْمُ{H:كَ|كِ}».',
      '{d.mom} دخلت {d:ومعاها|ومعها|ومعها|وويّاها} التليفون، وقالت: «{d:فيه حدّ عايز يكلّمك|في حدا بدّو يحكي معك|فيه أحد يبي يكلّمك|في حد يبا يكلّمك}». {d:كانت المِس|كانت المعلّمة|كانت الأبلة|كانت المعلّمة}، وقالت {d:بحنيّة|بحنيّة|بحنان|بحنان}: «{d:إحنا شايلين لك كرسيك|نحنا حاجزينلك كرسيك|حنّا حاجزين لك كرسيك|إحنا حاجزين لك كرسيك}. {d:وأحسن حاجة تعملها للفصل دلوقتي الراحة، عشان جسمك يخفّ|وأحسن شي بتعملو للصفّ هلّق الراحة، مشان جسمك يطيب|وأحسن شي تسوّيه للفصل الحين الراحة، عشان جسمك يطيب|وأحسن شي تسوّيه للصفّ الحين الراحة، عشان جسمك يطيب}».',
      '2',
    ],
  ],
  together: [
    [
      'Then, on the phone, the teacher held up drawings from the whole class: suns, flowers and big letters saying, "Rest well!"',
      'ثُمَّ رَفَعَتِ المُعَلِّمَةُ أَمامَ الشّاشَةِ رُسوماتٍ مِنَ الصَّفِّ كُلِّهِ: شُموسًا، وَزُهورًا، وَحُروفًا كَبيرَةً تَقولُ: «{H:اسْتَرِحْ|اسْتَريحي} جَيِّدًا!»',
      'وبعدين {d:المِس|المعلّمة|الأبلة|المعلّمة} {d:رفعت قدّام الشاشة رسومات من الفصل كلّه|رفعت قدّام الشاشة رسومات من الصفّ كلّو|رفعت قدّام الشاشة رسومات من الفصل كلّه|رفعت قدّام الشاشة رسومات من الصفّ كلّه}: شموس، و{d:ورد|زهور|ورد|ورد}، وحروف كبيرة {d:بتقول|بتقول|تقول|تقول}: «{H:ارتاح|ارتاحي} {d:كويس|منيح|زين|زين}!»',
    ],
    [
      '"We will save the class plant for you to water when you are back," the teacher said on the phone. "For now, your job is resting."',
      '«سَنَتْرُكُ لَ{H:كَ|كِ} نَبْتَةَ الصَّفِّ {H:لِتَسْقِيَها|لِتَسْقيها} حينَ {H:تَعودُ|تَعودينَ}»، قالَتِ المُعَلِّمَةُ. «أَمّا الآنَ فَعَمَلُ{H:كَ|كِ} الرّاحَةُ».',
      '«{d:هنسيب لك زرعة الفصل تسقيها لمّا ترجع|رح نتركلك نبتة الصفّ تسقيها لمّا ترجع|بنخلّي لك زرعة الفصل تسقيها لمّا ترجع|بنخلّي لك زرعة الصفّ تسقيها لمّا ترجع}{H:|ي}»، قالت {d:المِس|المعلّمة|الأبلة|المعلّمة}. «{d:بس دلوقتي شغلك الراحة|بس هلّق شغلك الراحة|بس الحين شغلك الراحة|بس الحين شغلك الراحة}».',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} lay back to rest. The class was waiting, and getting better was the way back.',
      '{H:اسْتَلْقى|اسْتَلْقَتْ} {H} {H:لِيَسْتَريحَ|لِتَسْتَريحَ}؛ فَالصَّفُّ يَنْتَظِرُ، وَالتَّعافي طَريقُ العَوْدَةِ.',
      '{H} {d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت} {d:عشان|مشان|عشان|عشان} {H:يرتاح|ترتاح}؛ {d:الفصل مستنّي، والراحة هي طريق الرجوع|الصفّ ناطر، والراحة هيّي طريق الرجعة|الفصل ينتظر، والراحة هي طريق الرجعة|الصفّ ينتظر، والراحة هي طريق الرجعة}.',
    ],
    [
      '{H} put the phone down and lay back on the pillow. For the first time that day, resting felt like something {H.he} could give the class.',
      '{H:وَضَعَ|وَضَعَتْ} {H} الهاتِفَ {H:وَاسْتَلْقى|وَاسْتَلْقَتْ} عَلى الوِسادَةِ. وَلِأَوَّلِ مَرَّةٍ في ذلِكَ اليَوْمِ، بَدَتِ الرّاحَةُ شَيْئًا {H:يَسْتَطيعُ|تَسْتَطيعُ} أَنْ {H:يُقَدِّمَهُ|تُقَدِّمَهُ} لِلصَّفِّ.',
      '{H} حطّ{H:|ت} التليفون، ورجع{H:|ت} {d:على المخدّة|عالمخدّة|على المخدّة|على المخدّة}. {d:ولأوّل مرّة النهارده، الراحة بقت حاجة|ولأوّل مرّة اليوم، صارت الراحة شي|ولأوّل مرّة اليوم، صارت الراحة شي|ولأوّل مرّة اليوم، صارت الراحة شي} {H:يقدر|تقدر} {H:يقدّمها|تقدّمها} {d:للفصل|للصفّ|للفصل|للصفّ}.',
      '2',
    ],
    [
      '{H} had thought that being ill meant missing everything. But the class had not gone on without {H.him}; they were keeping a place. Resting now was not falling behind; it was the way back.',
      'كانَ{H:|تْ} {H} {H:يَظُنُّ|تَظُنُّ} أَنَّ المَرَضَ يَعْني أَنْ {H:يَفوتَهُ|يَفوتَها} كُلُّ شَيْءٍ. لكِنَّ الصَّفَّ لَمْ {H:يَنْسَهُ|يَنْسَها}؛ بَلْ {H:حَفِظَ لَهُ|حَفِظَ لَها} مَكانَ{H:هُ|ها}. فَالرّاحَةُ الآنَ لَيْسَتْ تَأَخُّرًا، بَلْ هِيَ طَريقُ العَوْدَةِ.',
      '{H} {H:كان|كانت} {d:فاكر|مفكّر|حاسب|حاسب}{H:|ة} إنّ {d:العيا|المرض|المرض|المرض} {d:معناه إنّ كل حاجة تفوت|يعني إنّو كل شي يروح علي|معناه إنّ كل شي يفوت|معناه إنّ كل شي يفوت}{H:ه|ها}. بس {d:الفصل ما نسيش|الصفّ ما نسي|الفصل ما نسى|الصفّ ما نسى} {H}؛ {d:شايلين مكان|حاجزين محلّ|حاجزين مكان|حاجزين مكان}{H:ه|ها}. {d:الراحة دلوقتي مش تأخير؛ دي طريق الرجوع|الراحة هلّق مش تأخير؛ هيدي طريق الرجعة|الراحة الحين مو تأخير؛ هذي طريق الرجعة|الراحة الحين مب تأخير؛ هذي طريق الرجعة}.',
      '3',
    ],
  ],
  scene: {
    problem: 'lie in bed under a blanket, feeling ill',
    try: 'lie in bed, too tired to play',
    help: 'sit up in bed holding a phone that Mama has passed, the teacher on the screen',
    together: 'look at class drawings held up on a phone video call, resting in bed',
    resolution: 'rest in bed after the call, the phone on the bedside table',
  },
  props: {
    problem: [{ kind: 'bed' }, { kind: 'medicine', where: 'table' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'phone', where: 'held' }, { kind: 'bed' }],
    together: [
      { kind: 'phone', where: 'held' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [{ kind: 'phone', where: 'table' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'bedroom',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

export const childIllnessPlots: readonly SituationPlot[] = [
  restNest,
  calendar,
  doctor,
  bell,
  teddy,
  teacherCall,
];
