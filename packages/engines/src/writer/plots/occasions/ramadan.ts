import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * Ramadan: the child wants to fast like the grown-ups, and the day is long. A parent helps the
 * child fast in a child's way: Mama with a fast until the midday prayer and a share in making the
 * iftar; Baba with the job of lighting the lantern at sunset, so the waiting becomes a task. The
 * iftar is broken with dates and water, as the family does.
 */

const problem: Pool = [
  [
    'It was Ramadan, and {H} wanted to fast like the grown-ups.',
    'جاءَ رَمَضانُ، وَ{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَصومَ|تَصومَ} مِثْلَ الكِبارِ.',
    '{d:رمضان جه|إجا رمضان|هلّ رمضان|هلّ رمضان}، و{H} {d.want:H} {H:يصوم|تصوم} {d.like} الكبار.',
  ],
  [
    "It was {H}'s first day of fasting in Ramadan, and by noon {H.he} was very hungry.",
    'كانَ ذلِكَ أَوَّلَ يَوْمِ صِيامٍ لِ{H.g} في رَمَضانَ، وَعِنْدَ الظُّهْرِ {H:شَعَرَ|شَعَرَتْ} بِجوعٍ شَديدٍ.',
    '{d:كان ده|كان هيدا|كان هذا|كان هذا} أوّل يوم صيام ل{H} في رمضان، و{d:على الضهر|عالضهر|مع الظهر|مع الظهر} {H} {H:جاع|جاعت} {d.very}.',
  ],
  [
    'This Ramadan {H} had decided to fast a whole day, like the older ones in the family. By the afternoon {H.he} was tired and thirsty, and one worried thought kept coming back: what if {H.he} could not last until iftar?',
    'قَرَّرَ{H:|تْ} {H} أَنْ {H:يَصومَ|تَصومَ} يَوْمًا كامِلًا مِنْ رَمَضانَ، مِثْلَ الكِبارِ في العائِلَةِ. وَعِنْدَ العَصْرِ كانَ{H:|تْ} {H:مُتْعَبًا وَعَطْشانَ|مُتْعَبَةً وَعَطْشى}، وَظَلَّتْ فِكْرَةٌ قَلِقَةٌ تَعودُ إِلَيْ{H:هِ|ها}: ماذا لَوْ لَمْ {H:يَصْبِرْ|تَصْبِرْ} حَتّى الإِفْطارِ؟',
    '{H} قرّر{H:|ت} {H:يصوم|تصوم} يوم كامل من رمضان، {d.like} الكبار في {d:العيلة|العيلة|العايلة|العايلة}. و{d:على العصر|عالعصر|مع العصر|مع العصر} {H:كان|كانت} تعبان{H:|ة} وعطشان{H:|ة}، و{d:فكرة فضلت ترجع له|فكرة ضلّت ترجعلو|فكرة ظلّت ترجع له|فكرة ظلّت ترجع له}: {d:ولو|وإذا|ولو|ولو} {d.cant:H} {H:يصبر|تصبر} {d:لحدّ الفطار|للإفطار|لين الفطور|لين الفطور}؟',
    '3',
  ],
];

const problemMore: Pool = [
  [
    "{H}'s tummy rumbled, and the day felt very long.",
    'قَرْقَرَتْ مَعِدَةُ {H.g}، وَبَدا النَّهارُ طَويلًا جِدًّا.',
    '{d:عصافير بطن|بطن|بطن|بطن} {H} {d:كانت بتزقزق|كان عم يقرقر|كان يقرقر|كان يقرقر}، والنهار {d:كان باين طويل أوي|كان طويل كتير|كان طويل مرّة|كان طويل وايد}.',
  ],
  [
    'The smell of warm bread from the kitchen made it even harder.',
    'وَزادَتْ رائِحَةُ الخُبْزِ الدّافِئِ مِنَ المَطْبَخِ الأَمْرَ صُعوبَةً.',
    'وريحة {d:العيش السخن|الخبز السخن|الخبز الحار|الخبز الحار} من المطبخ {d:خلّت الموضوع أصعب|صعّبت الشي أكتر|صعّبت الشي أكثر|صعّبت الشي أكثر}.',
  ],
  [
    '"Is it iftar yet?" {H} asked for the third time.',
    '«هَلْ حانَ الإِفْطارُ؟» سَأَلَ{H:|تْ} {H} لِلْمَرَّةِ الثّالِثَةِ.',
    '«{d:جه وقت الفطار؟|إجا وقت الإفطار؟|جا وقت الفطور؟|وصل وقت الفطور؟}» سأل{H:|ت} {H} {d:للمرّة التالتة|للمرّة التالتة|للمرّة الثالثة|للمرّة الثالثة}.',
  ],
];

const tries: Pool = [
  [
    '{H} looked at the clock again, but the hands hardly moved.',
    'نَظَرَ{H:|تْ} {H} إِلى السّاعَةِ مَرَّةً أُخْرى، لكِنَّ عَقارِبَها كادَتْ لا تَتَحَرَّكُ.',
    '{H} {d.looked:H} على الساعة {d:تاني|مرّة تانية|مرّة ثانية|مرّة ثانية}، بس {d:العقارب كانت يدوب بتتحرّك|العقارب بالكاد عم تتحرّك|العقارب يالله تتحرّك|العقارب يالله تتحرّك}.',
  ],
  [
    '{H} lay down for a nap so the time would pass faster, but sleep would not come.',
    '{H:اسْتَلْقى|اسْتَلْقَتْ} {H} {H:لِيَنامَ|لِتَنامَ} قَليلًا حَتّى يَمُرَّ الوَقْتُ بِسُرْعَةٍ، لكِنَّ النَّوْمَ لَمْ يَأْتِ.',
    '{H} {d:نام|تمدّد|انسدح|انسدح}{H:|ت} {d:شوية|شوي|شوي|شوي} {d.sothat} الوقت {d:يعدّي|يمرق|يمرّ|يمرّ} {d:أسرع|أسرع|أسرع|أسرع}، بس النوم {d:ما جاش|ما إجا|ما جا|ما جا}.',
  ],
  [
    '{H} sat by the window and watched the sun, which seemed to stand still in the sky.',
    'جَلَسَ{H:|تْ} {H} عِنْدَ النّافِذَةِ {H:يُراقِبُ|تُراقِبُ} الشَّمْسَ، وَكَأَنَّها واقِفَةٌ في السَّماءِ.',
    '{H} قعد{H:|ت} جنب {d.window} {d.b}{H:يراقب|تراقب} الشمس، وكأنّها واقفة في السما.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Ramadan, {H} thought, is not only about being hungry; it is about giving and being together.',
    'فَكَّرَ{H:|تْ} {H}: لَيْسَ رَمَضانُ جوعًا فَقَطْ، بَلْ هُوَ عَطاءٌ وَاجْتِماعٌ.',
    'فكّر{H:|ت} {H}: رمضان {d:مش بس جوع، ده عطا ولمّة|مش بس جوع، هوّي عطا ولمّة|مو بس جوع، هو عطا ولمّة|مب بس جوع، هو عطا ولمّة}.',
  ],
  [
    '{H} felt proud. Each year {H.he} would fast a little longer, step by step.',
    'شَعَرَ{H:|تْ} {H} بِالفَخْرِ؛ فَفي كُلِّ عامٍ {H:سَيَصومُ|سَتَصومُ} أَطْوَلَ قَليلًا، خُطْوَةً خُطْوَةً.',
    '{H} حسّ{H:|ت} بالفخر؛ كل سنة {d.fut}{H:يصوم|تصوم} {d:أكتر شوية|أكتر شوي|أكثر شوي|أكثر شوي}، خطوة خطوة.',
  ],
  [
    'Fasting, {H} understood, was not a race with the grown-ups. Ramadan was a month of patience and kindness, and {H.he} could grow into it a little more each year.',
    'فَهِمَ{H:|تْ} {H} أَنَّ الصِّيامَ لَيْسَ سِباقًا مَعَ الكِبارِ؛ فَرَمَضانُ شَهْرُ صَبْرٍ وَلُطْفٍ، {H:يَكْبُرُ|تَكْبُرُ} فيهِ قَليلًا كُلَّ عامٍ.',
    '{H} فهم{H:|ت} إنّ الصيام {d:مش سباق مع الكبار|مش سباق مع الكبار|مو سباق مع الكبار|مب سباق ويّا الكبار}؛ رمضان شهر صبر وطيبة، {d.bh}{H:يكبر|تكبر} فيه {d.bit} كل سنة.',
    '3',
  ],
];

const shared = {
  situation: 'ramadan',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

/** Mama: a child's fast until the midday prayer, then a share in making the iftar. */
const halfDay: SituationPlot = {
  ...shared,
  key: 'ramadan/half-day',
  titles: [
    ["{H}'s First Ramadan Fast", 'صِيامُ {H.g} الأَوَّلُ في رَمَضانَ', 'أوّل صيام ل{H} في رمضان'],
    ['Dates for Iftar', 'تَمْرٌ لِلْإِفْطارِ', 'تمر {d:للفطار|للإفطار|للفطور|للفطور}'],
  ],
  morals: [
    [
      'We grow into Ramadan step by step, and every step counts.',
      'نَكْبُرُ في رَمَضانَ خُطْوَةً خُطْوَةً، وَلِكُلِّ خُطْوَةٍ قيمَتُها.',
      '{d:بنكبر|منكبر|نكبر|نكبر} في رمضان خطوة خطوة، وكل خطوة {d:ليها قيمة|إلها قيمة|لها قيمة|لها قيمة}.',
    ],
    [
      'The sweetest iftar is the one we prepare together.',
      'أَحْلى إِفْطارٍ هُوَ الَّذي نُعِدُّهُ مَعًا.',
      'أحلى {d:فطار|إفطار|فطور|فطور} هو اللي {d:بنحضّره سوا|منحضّرو سوا|نجهّزه سوا|نجهّزه سوا}.',
    ],
  ],
  help: [
    [
      'Mama came and sat beside {H}. "Children fast step by step in Ramadan," she said. "Today you fasted half the day, and that is a fine start. Now eat a little, and then help me make the iftar."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «الصِّغارُ يَصومونَ في رَمَضانَ خُطْوَةً خُطْوَةً. {H:صُمْتَ|صُمْتِ} اليَوْمَ نِصْفَ النَّهارِ، وَهذِهِ بِدايَةٌ جَميلَةٌ. {H:كُلْ|كُلي} قَليلًا الآنَ، ثُمَّ {H:ساعِدْني|ساعِديني} في إِعْدادِ الإِفْطارِ».',
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:الصغيّرين|الزغار|الصغار|الصغار} {d:بيصوموا|بيصوموا|يصومون|يصومون} في رمضان خطوة خطوة. {d.you:H} صمت{H:|ي} {d.today} نصّ النهار، {d:ودي بداية حلوة|وهيدي بداية حلوة|وهذي بداية حلوة|وهذي بداية حلوة}. {d:كل|كول|كل|كل}{H:|ي} {d.bit} {d.now}، وبعدين {H:ساعدني|ساعديني} {d:في الفطار|بالإفطار|في الفطور|في الفطور}».',
    ],
  ],
  together: [
    [
      'In the kitchen, {H} washed the dates and laid them on a plate, one by one, for iftar.',
      'في المَطْبَخِ، غَسَلَ{H:|تْ} {H} التَّمْرَ {H:وَرَتَّبَهُ|وَرَتَّبَتْهُ} في صَحْنٍ لِلْإِفْطارِ، حَبَّةً حَبَّةً.',
      'في المطبخ، {H} غسل{H:|ت} التمر {d:ورصّه|وصفّو|وصفّه|وصفّه} في صحن {d:للفطار|للإفطار|للفطور|للفطور}، حبّة حبّة.',
    ],
    [
      'Mama let {H} pour the water into the cups and stir the soup.',
      'تَرَكَتْ أُمُّ{H:هُ|ها} {H.a} {H:يَصُبُّ|تَصُبُّ} الماءَ في الأَكْوابِ {H:وَيُحَرِّكُ|وَتُحَرِّكُ} الحَساءَ.',
      '{d.mom} {d:سابت|خلّت|خلّت|خلّت} {H} {H:يصبّ|تصبّ} {d.water} في {d:الكبايات|الكبايات|الكاسات|الكاسات} {H:ويقلّب|وتقلّب} الشوربة.',
      '2p',
    ],
  ],
  resolution: [
    [
      'At sunset the call to prayer rang out, and the family broke the fast with {H}\'s dates and water. "This iftar is yours too," said Mama.',
      'وَعِنْدَ الغُروبِ ارْتَفَعَ الأَذانُ، فَأَفْطَرَتِ العائِلَةُ عَلى تَمْرِ {H.g} وَالماءِ، وَقالَتِ الأُمُّ: «هذا الإِفْطارُ إِفْطارُ{H:كَ|كِ} أَيْضًا».',
      '{d:ولمّا المغرب أدّن|ولمّا أذّن المغرب|ولمّا أذّن المغرب|ولمّا أذّن المغرب}، و{d:العيلة|العيلة|العايلة|العايلة} فطرت على تمر {H} و{d.water}، و{d.mom} قالت: «{d:الفطار ده بتاعك إنت كمان|هيدا الإفطار إلك كمان|هذا الفطور لك بعد|هذا الفطور لك بعد}».',
    ],
    [
      "{H} passed the plate of dates around the table in Ramadan's golden evening light.",
      '{H:أَدارَ|أَدارَتْ} {H} صَحْنَ التَّمْرِ عَلى المائِدَةِ في ضَوْءِ مَساءِ رَمَضانَ الذَّهَبِيِّ.',
      '{H} {d:لفّ|دوّر|دار|دار}{H:|ت} بصحن التمر على السفرة في نور مسا رمضان الدهبي.',
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'sit with Mama, who smiles and points to the kitchen',
    together: 'lay dates on a plate in the kitchen beside Mama',
    resolution: 'pass a plate of dates around the iftar table with the family',
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    help: [{ kind: 'dates-box', where: 'table' }],
    together: [{ kind: 'dates-box', where: 'held' }],
    resolution: [
      { kind: 'dinner', where: 'table' },
      { kind: 'dates-box', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

/** Baba: the job of watching the sun and lighting the lantern at sunset, when iftar comes. */
const lantern: SituationPlot = {
  ...shared,
  key: 'ramadan/lantern',
  titles: [
    [
      '{H} Lights the Ramadan Lantern',
      '{H} {H:يُضيءُ|تُضيءُ} فانوسَ رَمَضانَ',
      '{H} {d.bh}{H:ينوّر|تنوّر} فانوس رمضان',
    ],
    [
      'Waiting for Iftar',
      'في انْتِظارِ الإِفْطارِ',
      '{d:مستنّيين الفطار|ناطرين الإفطار|ننتظر الفطور|ننتظر الفطور}',
    ],
  ],
  morals: [
    [
      'Waiting is easier when our hands are busy with something good.',
      'يَهونُ الانْتِظارُ حينَ تَنْشَغِلُ أَيْدينا بِالخَيْرِ.',
      'الانتظار {d:بيهون|بيهون|يهون|يهون} لمّا {d:إيدينا|إيدينا|يدينا|يدينا} {d:تكون مشغولة|تكون مشغولة|تنشغل|تنشغل} بالخير.',
    ],
    [
      'Patience in Ramadan makes the iftar sweeter.',
      'الصَّبْرُ في رَمَضانَ يَجْعَلُ الإِفْطارَ أَحْلى.',
      'الصبر في رمضان {d.bh}يخلّي {d:الفطار|الإفطار|الفطور|الفطور} أحلى.',
    ],
  ],
  help: [
    [
      'Baba came in holding a Ramadan lantern. "I need a helper," he said. "Your job is to watch the sun. When it sets and we hear the call to prayer, you light the lantern, and everyone will know it is iftar."',
      'دَخَلَ أَبو{H:هُ|ها} يَحْمِلُ فانوسَ رَمَضانَ، وَقالَ: «أَحْتاجُ إِلى {H:مُساعِدٍ|مُساعِدَةٍ}. مُهِمَّتُ{H:كَ|كِ} أَنْ {H:تُراقِبَ|تُراقِبي} الشَّمْسَ، فَإِذا غَرَبَتْ وَسَمِعْنا الأَذانَ {H:أَضَأْتَ|أَضَأْتِ} الفانوسَ، فَيَعْرِفُ الجَميعُ أَنَّهُ وَقْتُ الإِفْطارِ».',
      '{d.dad} دخل {d:شايل|حامل|شايل|شايل} فانوس رمضان، وقال: «{d:أنا محتاج|أنا محتاج|أنا محتاج|أنا محتاج} {d:حدّ يساعدني|حدا يساعدني|أحد يساعدني|حد يساعدني}. {d:شغلتك|شغلتك|مهمّتك|مهمّتك} مراقبة الشمس، ولمّا {d:تغيب ونسمع الأدان|تغيب ونسمع الأذان|تغيب ونسمع الأذان|تغيب ونسمع الأذان}، {H:نوّر|نوّري} الفانوس، {d:والكل يعرف إنّه وقت الفطار|والكل بيعرف إنّو وقت الإفطار|والكل يدري إنّه وقت الفطور|والكل يدري إنّه وقت الفطور}».',
    ],
  ],
  together: [
    [
      'Baba and {H} hung the lantern by the window and polished its coloured glass until it shone.',
      'عَلَّقَ أَبو{H:هُ|ها} وَ{H} الفانوسَ عِنْدَ النّافِذَةِ، وَلَمَّعا زُجاجَهُ المُلَوَّنَ حَتّى بَرَقَ.',
      '{d.dad} و{H} علّقوا الفانوس جنب {d.window}، {d:ولمّعوا إزازه الملوّن لحدّ ما برق|ولمّعوا قزازو الملوّن لحدّ ما لمع|ولمّعوا زجاجه الملوّن لين لمع|ولمّعوا زجاجه الملوّن لين لمع}.',
    ],
    [
      'The sun went down slowly, and {H} was too busy watching it to count the hours.',
      'وَراحَتِ الشَّمْسُ تَنْزِلُ بِبُطْءٍ، وَ{H} {H:مَشْغولٌ|مَشْغولَةٌ} بِمُراقَبَتِها عَنْ عَدِّ السّاعاتِ.',
      'والشمس {d:نزلت|نزلت|نزلت|نزلت} {d.slowly}، و{H} {H:كان|كانت} {d:مشغول|مشغول|مشغول|مشغول}{H:|ة} {d:بيها|فيها|فيها|فيها} {d:عن عدّ الساعات|عن عدّ الساعات|عن عدّ الساعات|عن عدّ الساعات}.',
      '2',
    ],
  ],
  resolution: [
    [
      'When the call to prayer rang out, {H} lit the lantern. "Iftar!" {H.he} called, and the family broke the fast together with dates and water.',
      'وَحينَ ارْتَفَعَ الأَذانُ، {H:أَضاءَ|أَضاءَتْ} {H} الفانوسَ {H:وَنادى|وَنادَتْ}: «الإِفْطارُ!» فَأَفْطَرَتِ العائِلَةُ مَعًا عَلى التَّمْرِ وَالماءِ.',
      'ولمّا {d:المغرب أدّن|أذّن المغرب|أذّن المغرب|أذّن المغرب}، {H} نوّر{H:|ت} الفانوس و{H:نادى|نادت}: «{d:الفطار|الإفطار|الفطور|الفطور}!» و{d:العيلة|العيلة|العايلة|العايلة} فطرت سوا على التمر و{d.water}.',
    ],
    [
      'The lantern glowed in the window, and Baba said, "Well done! Ramadan had a fine helper tonight."',
      'تَوَهَّجَ الفانوسُ في النّافِذَةِ، وَقالَ أَبو{H:هُ|ها}: «{H:أَحْسَنْتَ|أَحْسَنْتِ}! كانَ لِرَمَضانَ اللَّيْلَةَ {H:مُساعِدٌ رائِعٌ|مُساعِدَةٌ رائِعَةٌ}».',
      'الفانوس نوّر في {d.window}، و{d.dad} قال: «{d:برافو|برافو|كفو|كفو}! رمضان {d:كان عنده الليلة|كان عندو الليلة|كان عنده الليلة|كان عنده الليلة} {H:أحسن مساعد|أحسن مساعدة}».',
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'stand with Baba, who holds up a Ramadan lantern',
    together: 'hang a coloured lantern by the window with Baba',
    resolution: 'light the lantern at the window as the family breaks the fast with dates',
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    help: [{ kind: 'lantern', where: 'held' }],
    together: [{ kind: 'lantern', where: 'held' }],
    resolution: [
      { kind: 'lantern', where: 'table' },
      { kind: 'dates-box', where: 'table' },
      { kind: 'dinner', where: 'table' },
    ],
  },
  rooms: everyBeatIn('living-room'),
};

const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';

/** Grandma tells of her own first fast and the drummer who woke the lanes for suhoor, until iftar. */
const grandmaStories: SituationPlot = {
  ...shared,
  key: 'ramadan/grandma-stories',
  titles: [
    ["Grandma's First Fast", 'أَوَّلُ صِيامٍ لِلْجَدَّةِ', 'أوّل صيام {d:لتيتة|لتيتا|للجدّة|لليدّة}'],
    [
      'Stories Until Iftar',
      'حِكاياتٌ حَتّى الإِفْطارِ',
      'حكايات {d:لحدّ الفطار|لحدّ الإفطار|لين الفطور|لين الفطور}',
    ],
  ],
  morals: [
    [
      'Stories shared with the people we love make a long day short.',
      'الحِكاياتُ مَعَ مَنْ نُحِبُّ تَجْعَلُ اليَوْمَ الطَّويلَ قَصيرًا.',
      'الحكايات مع اللي {d:بنحبّهم بتخلّي اليوم الطويل قصيّر|منحبّن بتخلّي النهار الطويل قصير|نحبّهم تخلّي اليوم الطويل قصير|نحبّهم تخلّي اليوم الطويل قصير}.',
    ],
    halfDay.morals[0]!,
  ],
  help: [
    [
      'Grandma came and sat beside {H}. She said, "Come and sit with me, and I will tell you about my very first Ramadan fast, when I was little."',
      'جاءَتِ الجَدَّةُ وَجَلَسَتْ بِجانِبِ {H.g}، وَقالَتْ: «{H:تَعالَ|تَعالَيْ} أَحْكِ لَ{H:كَ|كِ} عَنْ أَوَّلِ يَوْمٍ صُمْتُهُ في رَمَضانَ، حينَ كُنْتُ صَغيرَةً».',
      `${grandma} {d.came:f} وقعدت جنب {H}، وقالت: «{d.come:H} {d:أحكي عن أوّل يوم صمته في رمضان، لمّا كنت صغيّرة|إحكي عن أوّل يوم صمتو برمضان، لمّا كنت زغيرة|أسولف عن أوّل يوم صمته في رمضان، يوم كنت صغيرة|أسولف عن أوّل يوم صمته في رمضان، يوم كنت صغيرة}».`,
    ],
  ],
  together: [
    [
      'Grandma told how, long ago, a man with a drum walked the lanes before dawn, calling everyone to wake for suhoor. Her own first fast, she said, had felt long too.',
      'حَكَتِ الجَدَّةُ كَيْفَ كانَ المُسَحِّرُ يَمُرُّ في الأَزِقَّةِ قَبْلَ الفَجْرِ، يَقْرَعُ طَبْلَتَهُ وَيوقِظُ النّاسَ لِلسُّحورِ، وَكَيْفَ بَدا لَها صِيامُها الأَوَّلُ طَويلًا هِيَ أَيْضًا.',
      `${grandma} {d:حكت إزاي المسحّراتي كان بيلفّ في الحواري قبل الفجر، بيطبّل ويصحّي الناس للسحور، وإزاي أوّل صيام ليها كان طويل هي كمان|حكت كيف المسحّراتي كان يلفّ بالزواريب قبل الفجر، يطبّل ويفيّق الناس عالسحور، وكيف أوّل صيام إلها كان طويل هيّي كمان|سولفت كيف المسحّر كان يمرّ في السكيك قبل الفجر، يطبّل ويقوّم الناس للسحور، وكيف أوّل صيام لها كان طويل هي بعد|سولفت كيف المسحّر كان يمرّ في السكيك قبل الفجر، يطبّل ويقوّم الناس للسحور، وشلون أوّل صيام لها كان طويل هي بعد}.`,
    ],
    [
      'Grandma promised, "Tomorrow I will wake you for suhoor. A few dates and some milk before dawn make the day much easier."',
      'وَوَعَدَتِ الجَدَّةُ: «غَدًا {H:أوقِظُكَ|أوقِظُكِ} لِلسُّحورِ؛ فَبِضْعُ تَمَراتٍ وَقَليلٌ مِنَ الحَليبِ قَبْلَ الفَجْرِ تَجْعَلُ النَّهارَ أَسْهَلَ بِكَثيرٍ».',
      `و${grandma} وعدت: «{d.tomorrow} {d:هصحّيك للسحور؛ شوية تمر ولبن قبل الفجر بيخلّوا النهار أسهل بكتير|رح فيّقك عالسحور؛ شوي تمر وحليب قبل الفجر بيخلّوا النهار أسهل بكتير|بنقوم سوا للسحور؛ شوي تمر وحليب قبل الفجر يخلّون النهار أسهل بواجد|بنقوم سوا للسحور؛ شوي تمر وحليب قبل الفجر يخلّون النهار أسهل بوايد}».`,
      '2',
    ],
  ],
  resolution: [
    [
      'The stories carried {H} all the way to sunset. When the call to prayer rang out, {H} broke the fast beside Grandma with one date and a cup of water. It was the best date of the whole of Ramadan.',
      'حَمَلَتِ الحِكاياتُ {H.a} حَتّى الغُروبِ، وَحينَ ارْتَفَعَ الأَذانُ {H:أَفْطَرَ|أَفْطَرَتْ} {H} بِجانِبِ الجَدَّةِ عَلى تَمْرَةٍ وَكوبِ ماءٍ، فَكانَتْ أَحْلى تَمْرَةٍ في رَمَضانَ كُلِّهِ.',
      `الحكايات {d:خدت|أخدت|أخذت|خذت} {H} {d:لحدّ المغرب، ولمّا المغرب أدّن|لحدّ المغرب، ولمّا أذّن المغرب|لين المغرب، ولمّا أذّن المغرب|لين المغرب، ولمّا أذّن المغرب}، {H} {H:فطر|فطرت} جنب ${grandma} على تمرة و{d:كوباية مية، وكانت أحلى تمرة في رمضان كلّه|كاسة مي، وكانت أطيب تمرة برمضان كلّو|كاسة موية، وكانت أحلى تمرة في رمضان كلّه|كاسة ماي، وكانت أحلى تمرة في رمضان كلّه}.`,
    ],
    [
      "Before bed Grandma set the alarm for suhoor, and {H} smiled: tomorrow's fast would be easier.",
      'وَقَبْلَ النَّوْمِ ضَبَطَتِ الجَدَّةُ المُنَبِّهَ لِلسُّحورِ، فَابْتَسَمَ{H:|تْ} {H}؛ فَصِيامُ الغَدِ سَيَكونُ أَسْهَلَ.',
      `وقبل النوم ${grandma} {d:ظبطت|ضبطت|ضبطت|ضبطت} المنبّه للسحور، و{H} ابتسم{H:|ت}؛ صيام {d:بكرة هيبقى أسهل|بكرا رح يكون أسهل|بكرة بيكون أسهل|باكر بيكون أسهل}.`,
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'sit on a cushion beside Grandma, who begins a story',
    together: "listen to Grandma's story of the drummer who woke the lanes for suhoor",
    resolution: 'break the fast with a date beside Grandma at sunset',
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    resolution: [
      { kind: 'dates-box', where: 'table' },
      { kind: 'dinner', where: 'table' },
    ],
  },
  rooms: everyBeatIn('living-room'),
};

const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';

/** Grandpa and the child fill a tray of dates and water for the mosque's iftar, and break the fast there. */
const mosqueTray: SituationPlot = {
  ...shared,
  key: 'ramadan/mosque-tray',
  titles: [
    [
      "Grandpa's Iftar Tray",
      'صينِيَّةُ إِفْطارِ الجَدِّ',
      'صينيّة {d:فطار جدّو|إفطار جدّو|فطور الجدّ|فطور اليدّ}',
    ],
    [
      'Iftar at the Mosque Door',
      'إِفْطارٌ عِنْدَ بابِ المَسْجِدِ',
      '{d:فطار على باب الجامع|إفطار على باب الجامع|فطور عند باب المسجد|فطور عند باب المسجد}',
    ],
  ],
  morals: [
    [
      'Whoever gives iftar to someone fasting makes their own Ramadan richer.',
      'مَنْ يُقَدِّمُ الإِفْطارَ لِصائِمٍ يَزْدادُ رَمَضانُهُ خَيْرًا.',
      'اللي {d:بيفطّر صايم، رمضانه بيزيد خير|بيفطّر صايم، رمضانو بيزيد خير|يفطّر صايم، رمضانه يزيد خير|يفطّر صايم، رمضانه يزيد خير}.',
    ],
    [
      'A long day goes quickly when we spend it on others.',
      'يَمُرُّ النَّهارُ الطَّويلُ سَريعًا حينَ نَقْضيهِ في خِدْمَةِ غَيْرِنا.',
      'النهار الطويل {d:بيعدّي بسرعة لمّا نقضّيه في خدمة غيرنا|بيمرق بسرعة لمّا نقضّيه بخدمة غيرنا|يمرّ بسرعة لمّا نقضّيه في خدمة غيرنا|يمرّ بسرعة لمّا نقضّيه في خدمة غيرنا}.',
    ],
  ],
  help: [
    [
      'Then Grandpa came in with an empty tray and a bag of dates. "Every Ramadan the mosque lays out iftar for anyone still on the road at sunset," he said. "Will you help me fill a tray for them?"',
      'ثُمَّ دَخَلَ الجَدُّ يَحْمِلُ صينِيَّةً فارِغَةً وَكيسًا مِنَ التَّمْرِ، وَقالَ: «في كُلِّ رَمَضانَ يَمُدُّ المَسْجِدُ مائِدَةَ إِفْطارٍ لِكُلِّ مَنْ أَدْرَكَهُ المَغْرِبُ في الطَّريقِ. هَلْ {H:تُساعِدُني|تُساعِدينَني} في مَلْءِ صينِيَّةٍ لَهُمْ؟»',
      `وبعدين ${grandpa} دخل {d:ومعاه|ومعو|ومعه|وويّاه} صينيّة فاضية وكيس تمر، وقال: «كل رمضان {d:الجامع بيفرش سفرة فطار لكل اللي المغرب بيلحقه في الطريق|الجامع بيمدّ سفرة إفطار لكل مين بيلحقو المغرب عالطريق|المسجد يمدّ سفرة فطور لكل اللي يلحقه المغرب في الطريق|المسجد يمدّ سفرة فطور لكل اللي يلحقه المغرب في الطريق}. {H:تساعدني|تساعديني} {d:نملا صينيّة ليهم؟|نعبّي صينيّة إلن؟|نعبّي صينيّة لهم؟|نعبّي صينيّة لهم؟}»`,
    ],
  ],
  together: [
    [
      'Grandpa counted out the dates, and {H} wrapped three in each napkin, with a little bottle of water beside every one.',
      'عَدَّ الجَدُّ التَّمْرَ، {H:وَلَفَّ|وَلَفَّتْ} {H} في كُلِّ مِنْديلٍ ثَلاثَ تَمَراتٍ، {H:وَوَضَعَ|وَوَضَعَتْ} بِجانِبِ كُلِّ مِنْديلٍ قارورَةَ ماءٍ صَغيرَةً.',
      `${grandpa} عدّ التمر، و{H} {H:لفّ|لفّت} {d:تلات تمرات في كل منديل، وجنب كل منديل إزازة مية صغيّرة|تلات تمرات بكل محرمة، وحدّ كل محرمة قنينة مي زغيرة|ثلاث تمرات في كل منديل، وجنب كل منديل قارورة موية صغيرة|ثلاث تمرات في كل منديل، وجنب كل منديل غرشة ماي صغيرة}.`,
      'p',
    ],
    [
      'The tray grew fuller and fuller, and the afternoon slipped by while nobody was watching the clock.',
      'وَراحَتِ الصّينِيَّةُ تَمْتَلِئُ شَيْئًا فَشَيْئًا، وَمَرَّ العَصْرُ وَلَمْ يَنْظُرْ أَحَدٌ إِلى السّاعَةِ.',
      'والصينيّة {d:فضلت تتملي شوية بشوية، والعصر عدّى ومحدّش بصّ على الساعة|ضلّت تتعبّى شوي شوي، والعصر مرق وما حدا طلّع بالساعة|ظلّت تتعبّى شوي شوي، والعصر مرّ وما أحد طالع الساعة|ظلّت تتعبّى شوي شوي، والعصر مرّ وما حد طالع الساعة}.',
    ],
  ],
  resolution: [
    [
      'At sunset, {H} and Grandpa took the tray to the mosque. At the call to prayer, {H} broke the fast there with a date, right beside Grandpa.',
      'وَعِنْدَ الغُروبِ أَخَذَ{H:|تْ} {H} وَالجَدُّ الصّينِيَّةَ إِلى المَسْجِدِ، وَعِنْدَ الأَذانِ {H:أَفْطَرَ|أَفْطَرَتْ} {H} هُناكَ عَلى تَمْرَةٍ، بِجانِبِ الجَدِّ.',
      `وعند المغرب {H} و${grandpa} {d:خدوا الصينيّة للجامع|أخدوا الصينيّة عالجامع|أخذوا الصينيّة للمسجد|خذوا الصينيّة للمسجد}، وعند {d:الأدان|الأذان|الأذان|الأذان} {H} {H:فطر|فطرت} هناك على تمرة، جنب ${grandpa}.`,
    ],
    [
      'All along the iftar cloth, neighbours and travellers reached for the dates from {H}\'s tray, and an old man said, "May Allah accept your fast."',
      'وَعَلى طولِ سُفْرَةِ الإِفْطارِ مَدَّ الجيرانُ وَعابِرو السَّبيلِ أَيْدِيَهُمْ إِلى تَمْرِ صينِيَّةِ {H.g}، وَقالَ شَيْخٌ كَبيرٌ: «تَقَبَّلَ اللَّهُ {H:صِيامَكَ|صِيامَكِ}».',
      `وعلى طول سفرة {d:الفطار|الإفطار|الفطور|الفطور}، الجيران {d:والناس اللي على سفر مدّوا إيديهم|والمسافرين مدّوا إيدن|والمسافرين مدّوا يدينهم|والمسافرين مدّوا يدينهم} لتمر صينيّة {H}، {d:وراجل عجوز قال|وختيار قال|وشيبة قال|وشيبة قال}: «{d:ربّنا يتقبّل|الله يتقبّل|الله يتقبّل|الله يتقبّل} صيامك».`,
      '2',
    ],
    [
      'Sitting there between Grandpa and a tired traveller, {H} understood something new about Ramadan: the hungry afternoon had been worth it, because today {H.his} fast had fed others too.',
      'وَهُناكَ، بَيْنَ الجَدِّ وَمُسافِرٍ مُتْعَبٍ، فَهِمَ{H:|تْ} {H} شَيْئًا جَديدًا عَنْ رَمَضانَ: لَقَدْ كانَ العَصْرُ الجائِعُ يَسْتَحِقُّ الصَّبْرَ، لِأَنَّ صِيامَ{H:هُ|ها} اليَوْمَ أَطْعَمَ غَيْرَ{H:هُ|ها} أَيْضًا.',
      `وهناك، بين ${grandpa} ومسافر تعبان، {H} فهم{H:|ت} {d.thing} جديد عن رمضان: {d:جوع العصر كان يستاهل الصبر|جوع العصر كان بيستاهل الصبر|جوع العصر كان يستاهل الصبر|جوع العصر كان يستاهل الصبر}، {d.because} صيام{H:ه|ها} {d.today} {d:أكّل|طعمى|أطعم|أطعم} {d:ناس تانيين|ناس تانيين|ناس ثانيين|ناس ثانيين} {d.also}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'stand with Grandpa, who holds an empty tray and a bag of dates',
    together: 'wrap dates in napkins beside little water bottles on a tray with Grandpa',
    resolution:
      'break the fast with a date beside Grandpa on a long iftar cloth outside the mosque at sunset',
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    help: [{ kind: 'dates-box', where: 'held' }],
    together: [{ kind: 'dates-box', where: 'table' }],
    resolution: [
      { kind: 'dates-box', where: 'ground' },
      { kind: 'dinner', where: 'ground' },
    ],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'kitchen' },
};

const ramadanSweets = '{d:القطايف|القطايف|اللقيمات|اللقيمات}';

/** The neighbour brings a plate before iftar; a plate never goes back empty, so the child fills it. */
const neighbourPlate: SituationPlot = {
  ...shared,
  key: 'ramadan/neighbour-plate',
  titles: [
    [
      'The Plate That Never Goes Back Empty',
      'الصَّحْنُ الَّذي لا يَعودُ فارِغًا',
      '{d:الطبق اللي ما بيرجعش فاضي|الصحن اللي ما بيرجع فاضي|الصحن اللي ما يرجع فاضي|الصحن اللي ما يرجع فاضي}',
    ],
    [
      'A Ramadan Plate for Next Door',
      'صَحْنُ رَمَضانَ لِلْجيرانِ',
      '{d:طبق رمضان للجيران|صحن رمضان للجيران|صحن رمضان للجيران|صحن رمضان للجيران}',
    ],
  ],
  morals: [
    [
      'In Ramadan, what we share comes back to us, sweeter.',
      'ما نَتَقاسَمُهُ في رَمَضانَ يَعودُ إِلَيْنا أَحْلى.',
      'اللي {d:بنقسمه في رمضان بيرجع لنا أحلى|منتقاسمو برمضان بيرجعلنا أحلى|نتشاركه في رمضان يرجع لنا أحلى|نتشاركه في رمضان يرجع لنا أحلى}.',
    ],
    [
      'Good neighbours make the whole street feel like home.',
      'الجيرانُ الطَّيِّبونَ يَجْعَلونَ الشّارِعَ كُلَّهُ بَيْتًا.',
      'الجيران {d:الطيّبين بيخلّوا الشارع كلّه بيت|الطيّبين بيخلّوا الشارع كلّو بيت|الطيّبين يخلّون الشارع كلّه بيت|الطيّبين يخلّون الشارع كلّه بيت}.',
    ],
  ],
  help: [
    [
      'Then the doorbell rang. It was the neighbour from next door, holding a plate of Ramadan sweets still warm from her oven. "In Ramadan a plate never goes back empty," she said with a wink. "Will you bring mine back before iftar, with something of yours on it?"',
      'ثُمَّ رَنَّ جَرَسُ البابِ، فَإِذا الجارَةُ تَحْمِلُ صَحْنًا مِنْ حَلْوى رَمَضانَ، ما زالَ دافِئًا مِنْ فُرْنِها، وَقالَتْ وَهِيَ تَغْمِزُ: «في رَمَضانَ لا يَعودُ الصَّحْنُ فارِغًا أَبَدًا. هَلْ {H:تُعيدُ|تُعيدينَ} إِلَيَّ صَحْني قَبْلَ الإِفْطارِ، وَعَلَيْهِ شَيْءٌ مِنْ عِنْدِكُمْ؟»',
      `وبعدين جرس الباب رنّ، {d:وكانت الجارة شايلة طبق|وكانت الجارة حاملة صحن|وكانت الجارة شايلة صحن|وكانت الجارة شايلة صحن} ${ramadanSweets} {d:لسّه سخن من فرنها|بعدو سخن من فرنها|للحين حار من فرنها|للحين حار من فرنها}، وقالت وهي {d:بتغمز|عم تغمز|تغمز|تغمز}: «في رمضان {d:الطبق عمره ما بيرجع فاضي|الصحن عمرو ما بيرجع فاضي|الصحن عمره ما يرجع فاضي|الصحن عمره ما يرجع فاضي}. {H:ترجّع|ترجّعي} {d:لي طبقي قبل الفطار، وعليه حاجة من عندكم؟|لي صحني قبل الإفطار، وعليه شي من عندكن؟|لي صحني قبل الفطور، وعليه شي من عندكم؟|لي صحني قبل الفطور، وعليه شي من عندكم؟}»`,
    ],
  ],
  together: [
    [
      "{H} chose the plumpest dates from the box and laid them on the neighbour's plate in the shape of a crescent moon, with one date for a star.",
      '{H:اخْتارَ|اخْتارَتْ} {H} أَسْمَنَ التَّمَراتِ مِنَ العُلْبَةِ، {H:وَرَصَّها|وَرَصَّتْها} عَلى صَحْنِ الجارَةِ عَلى شَكْلِ هِلالٍ، وَتَمْرَةً واحِدَةً نَجْمَةً.',
      '{H} {H:اختار|اختارت} {d:أكبر تمرات من العلبة، ورصّ|أكبر تمرات من العلبة، وصفّ|أكبر تمرات من العلبة، وصفّ|أكبر تمرات من العلبة، وصفّ}{H:ها|تها} على {d:طبق|صحن|صحن|صحن} الجارة على شكل هلال، وتمرة {d:واحدة|وحدة|وحدة|وحدة} نجمة.',
      'p',
    ],
    [
      "Filling the neighbour's plate took the whole long afternoon: the plumpest dates, a crescent, one date for a star. Not once did anyone ask whether it was iftar yet.",
      'وَاسْتَغْرَقَ مَلْءُ صَحْنِ الجارَةِ العَصْرَ الطَّويلَ كُلَّهُ: أَسْمَنُ التَّمَراتِ، وَهِلالٌ، وَتَمْرَةٌ واحِدَةٌ نَجْمَةً. وَلَمْ يَسْأَلْ أَحَدٌ وَلَوْ مَرَّةً: هَلْ حانَ الإِفْطارُ؟',
      '{d:ملو طبق الجارة خد العصر الطويل كلّه: أكبر تمرات، وهلال، وتمرة واحدة نجمة. ومحدّش سأل ولا مرّة: جه وقت الفطار؟|تعباية صحن الجارة أخدت العصر الطويل كلّو: أكبر تمرات، وهلال، وتمرة وحدة نجمة. وما حدا سأل ولا مرّة: إجا وقت الإفطار؟|تعبية صحن الجارة أخذت العصر الطويل كلّه: أكبر تمرات، وهلال، وتمرة وحدة نجمة. وما أحد سأل ولا مرّة: جا وقت الفطور؟|تعبية صحن الجارة خذت العصر الطويل كلّه: أكبر تمرات، وهلال، وتمرة وحدة نجمة. وما حد سأل ولا مرّة: وصل وقت الفطور؟}',
    ],
  ],
  resolution: [
    [
      'Just before iftar, the plate went back next door with a crescent of dates on it. "A crescent for Ramadan!" said the neighbour.',
      'وَقُبَيْلَ الإِفْطارِ عادَ الصَّحْنُ إِلى الجارَةِ وَعَلَيْهِ هِلالٌ مِنَ التَّمْرِ، فَقالَتْ: «هِلالٌ لِرَمَضانَ!»',
      'وقبل {d:الفطار|الإفطار|الفطور|الفطور} {d.bit}، {d:الطبق رجع|الصحن رجع|الصحن رجع|الصحن رجع} للجارة وعليه هلال تمر، وقالت: «هلال لرمضان!»',
    ],
    [
      "At the call to prayer, the family broke the fast with dates and the neighbour's warm sweets, and {H} thought of the crescent next door.",
      'وَعِنْدَ الأَذانِ أَفْطَرَتِ العائِلَةُ عَلى التَّمْرِ وَحَلْوى الجارَةِ الدّافِئَةِ، {H:وَفَكَّرَ|وَفَكَّرَتْ} {H} في الهِلالِ الَّذي في البَيْتِ المُجاوِرِ.',
      'وعند {d:الأدان، العيلة فطرت|الأذان، العيلة فطرت|الأذان، العايلة فطرت|الأذان، العايلة فطرت} على التمر و{d:قطايف الجارة السخنة|قطايف الجارة السخنة|لقيمات الجارة الحارّة|لقيمات الجارة الحارّة}، و{H} {H:فكّر|فكّرت} في الهلال اللي في البيت اللي {d:جنبهم|حدّن|جنبهم|جنبهم}.',
    ],
    [
      '{H} realised that the afternoon had passed without anyone counting the hours: there is no time to be hungry while you make something for someone else, and that, too, is part of Ramadan.',
      'أَدْرَكَ{H:|تْ} {H} أَنَّ العَصْرَ مَرَّ وَلَمْ يَعُدَّ أَحَدٌ السّاعاتِ؛ فَلا وَقْتَ لِلْجوعِ وَنَحْنُ نَصْنَعُ شَيْئًا لِغَيْرِنا، وَهذا أَيْضًا مِنْ رَمَضانَ.',
      '{H} {H:عرف|عرفت} إنّ العصر {d:عدّى ومحدّش عدّ الساعات؛ مفيش وقت للجوع لمّا بنعمل حاجة لغيرنا، ودي كمان من رمضان|مرق وما حدا عدّ الساعات؛ ما في وقت للجوع لمّا منعمل شي لغيرنا، وهيدا كمان من رمضان|مرّ وما أحد عدّ الساعات؛ ما فيه وقت للجوع لمّا نسوّي شي لغيرنا، وهذا بعد من رمضان|مرّ وما حد عدّ الساعات؛ ما في وقت للجوع لمّا نسوّي شي لغيرنا، وهذا بعد من رمضان}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'open the front door to the neighbour, who holds out a plate of Ramadan sweets',
    together: 'lay dates on a plate in the shape of a crescent moon',
    resolution: "break the fast with the family at a table with dates and the neighbour's sweets",
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    help: [{ kind: 'sweets', where: 'held' }],
    together: [{ kind: 'dates-box', where: 'table' }],
    resolution: [
      { kind: 'dates-box', where: 'table' },
      { kind: 'sweets', where: 'table' },
      { kind: 'dinner', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';
const jar = '{d:البرطمان|المرطبان|البرطمان|البرطمان}';

/** The aunt who came for iftar: a paper star in a jar for every good deed before iftar, so the fast is of the hands and heart too. */
const starJar: SituationPlot = {
  ...shared,
  key: 'ramadan/star-jar',
  titles: [
    ['A Jar of Ramadan Stars', 'بَرْطَمانُ نُجومِ رَمَضانَ', '{d:برطمان|مرطبان|برطمان|برطمان} نجوم رمضان'],
    [
      "{H}'s Good Deeds Before Iftar",
      'حَسَناتُ {H.g} قَبْلَ الإِفْطارِ',
      'حسنات {H} قبل {d:الفطار|الإفطار|الفطور|الفطور}',
    ],
  ],
  morals: [
    [
      'In Ramadan, a good deed makes the wait shorter and the heart bigger.',
      'في رَمَضانَ، العَمَلُ الطَّيِّبُ يُقَصِّرُ الانْتِظارَ وَيُوَسِّعُ القَلْبَ.',
      'في رمضان، {d:العمل الطيّب بيقصّر الانتظار وبيوسّع القلب|العمل المنيح بيقصّر الانتظار وبيوسّع القلب|العمل الطيّب يقصّر الانتظار ويوسّع القلب|العمل الطيّب يقصّر الانتظار ويوسّع القلب}.',
    ],
    [
      'We fast with our hands and hearts, not only with our tummies.',
      'نَصومُ بِأَيْدينا وَقُلوبِنا، لا بِبُطونِنا وَحْدَها.',
      '{d:بنصوم بإيدينا وقلوبنا، مش ببطننا بس|منصوم بإيدينا وقلوبنا، مش ببطننا بس|نصوم بيدينا وقلوبنا، مو ببطوننا بس|نصوم بيدينا وقلوبنا، مب ببطوننا بس}.',
    ],
  ],
  help: [
    [
      'Then Auntie, who had come to break the fast with the family, set an empty jar on the table beside a pile of paper stars. "In Ramadan we fast with our hands and hearts too," she said. "For every good deed before iftar, a star goes in the jar."',
      'ثُمَّ وَضَعَتِ الخالَةُ، وَقَدْ جاءَتْ لِتُفْطِرَ مَعَ العائِلَةِ، بَرْطَمانًا فارِغًا عَلى الطّاوِلَةِ بِجانِبِ كَوْمَةٍ مِنَ النُّجومِ الوَرَقِيَّةِ، وَقالَتْ: «في رَمَضانَ نَصومُ بِأَيْدينا وَقُلوبِنا أَيْضًا. عَنْ كُلِّ عَمَلٍ طَيِّبٍ قَبْلَ الإِفْطارِ نَجْمَةٌ في البَرْطَمانِ».',
      `وبعدين ${aunt}، اللي {d:جت تفطر معاهم، حطّت برطمان فاضي على الترابيزة جنب كومة نجوم ورق|إجت تفطر معن، حطّت مرطبان فاضي عالطاولة حدّ كومة نجوم ورق|جات تفطر معهم، حطّت برطمان فاضي على الطاولة جنب كومة نجوم ورق|جات تفطر ويّاهم، حطّت برطمان فاضي على الطاولة جنب كومة نجوم ورق}، وقالت: «في رمضان {d:بنصوم بإيدينا وقلوبنا كمان|منصوم بإيدينا وقلوبنا كمان|نصوم بيدينا وقلوبنا بعد|نصوم بيدينا وقلوبنا بعد}. عن كل خير قبل {d:الفطار|الإفطار|الفطور|الفطور}، نجمة في ${jar}».`,
    ],
  ],
  together: [
    [
      'The afternoon filled up with small good things: {H} watered the thirsty plants, set out the iftar plates and read a story to the littlest one.',
      'وَامْتَلَأَ العَصْرُ بِأَشْياءَ طَيِّبَةٍ صَغيرَةٍ: {H:سَقى|سَقَتْ} {H} النَّباتاتِ العَطْشى، {H:وَرَتَّبَ|وَرَتَّبَتْ} صُحونَ الإِفْطارِ، {H:وَقَرَأَ|وَقَرَأَتْ} حِكايَةً لِأَصْغَرِ مَنْ في البَيْتِ.',
      `والعصر {d:اتملى بحاجات حلوة صغيّرة|تعبّى بشغلات منيحة زغيرة|تعبّى بأشياء زينة صغيرة|تعبّى بأشياء زينة صغيرة}: {H} {H:سقى|سقت} الزرع العطشان، {H:وحطّ|وحطّت} {d:أطباق الفطار|صحون الإفطار|صحون الفطور|صحون الفطور}، {H:وقرا|وقرت} {d:حكاية لأصغر واحد في البيت|قصّة لأزغر واحد بالبيت|قصّة لأصغر واحد في البيت|قصّة لأصغر واحد في البيت}.`,
      'p',
    ],
    [
      'One star, then two, then five: the jar filled slowly, and the hours went by without anyone counting them.',
      'نَجْمَةٌ، ثُمَّ اثْنَتانِ، ثُمَّ خَمْسٌ: امْتَلَأَ البَرْطَمانُ عَلى مَهَلٍ، وَمَرَّتِ السّاعاتُ وَلَمْ يَعُدَّها أَحَدٌ.',
      '{d:نجمة، وبعدين اتنين، وبعدين خمسة: البرطمان اتملى بالراحة، والساعات عدّت ومحدّش عدّها|نجمة، وبعدين تنتين، وبعدين خمسة: المرطبان تعبّى عمهل، والساعات مرقت وما حدا عدّها|نجمة، وبعدين ثنتين، وبعدين خمس: البرطمان تعبّى بشويش، والساعات مرّت وما أحد عدّها|نجمة، وبعدين ثنتين، وبعدين خمس: البرطمان تعبّى بشويش، والساعات مرّت وما حد عدّها}.',
    ],
  ],
  resolution: [
    [
      "At the call to prayer, Auntie tipped the jar out on the iftar table, and the whole family counted {H}'s stars between the dates.",
      'وَعِنْدَ الأَذانِ أَفْرَغَتِ الخالَةُ البَرْطَمانَ عَلى مائِدَةِ الإِفْطارِ، فَعَدَّتِ العائِلَةُ كُلُّها نُجومَ {H.g} بَيْنَ حَبّاتِ التَّمْرِ.',
      `وعند {d:الأدان|الأذان|الأذان|الأذان}، ${aunt} {d:فضّت البرطمان على سفرة الفطار، والعيلة كلّها عدّت|فضّت المرطبان على سفرة الإفطار، والعيلة كلّا عدّت|فضّت البرطمان على سفرة الفطور، والعايلة كلّها عدّت|فضّت البرطمان على سفرة الفطور، والعايلة كلّها عدّت} نجوم {H} بين التمر.`,
    ],
    [
      '"Eleven stars," said Auntie. "That is a fine Ramadan fast." {H} broke the fast with a date, and no date had ever tasted sweeter.',
      '«إِحْدى عَشْرَةَ نَجْمَةً»، قالَتِ الخالَةُ، «هذا صِيامٌ جَميلٌ في رَمَضانَ». {H:وَأَفْطَرَ|وَأَفْطَرَتْ} {H} عَلى تَمْرَةٍ، وَما كانَتْ تَمْرَةٌ يَوْمًا أَحْلى مِنْها.',
      `«{d:حداشر نجمة|إحدعش نجمة|إحدعش نجمة|إحدعش نجمة}»، قالت ${aunt}، «{d:ده صيام حلو أوي في رمضان|هيدا صيام حلو كتير برمضان|هذا صيام زين مرّة في رمضان|هذا صيام زين وايد في رمضان}». و{H} {H:فطر|فطرت} على تمرة، {d:وعمر ما كانت فيه تمرة أحلى منها|وعمرها ما كانت في تمرة أطيب منها|وعمرها ما كانت فيه تمرة أحلى منها|وعمرها ما كانت في تمرة أحلى منها}.`,
      '2',
    ],
    [
      '{H} looked at the little heap of paper stars and understood that the hungry afternoon had become something else: a fast of the hands and the heart as well as the stomach, the kind Ramadan asks of everyone.',
      '{H:نَظَرَ|نَظَرَتْ} {H} إِلى كَوْمَةِ النُّجومِ الوَرَقِيَّةِ، {H:وَفَهِمَ|وَفَهِمَتْ} أَنَّ العَصْرَ الجائِعَ صارَ شَيْئًا آخَرَ: صِيامًا لِلْيَدَيْنِ وَالقَلْبِ لا لِلْمَعِدَةِ وَحْدَها، كَما يُريدُهُ رَمَضانُ مِنّا جَميعًا.',
      `{H} {d.looked:H} {d:على كومة النجوم الورق|عكومة النجوم الورق|كومة النجوم الورق|كومة النجوم الورق}، {H:وفهم|وفهمت} إنّ {d:العصر اللي كان كلّه جوع بقى حاجة تانية: صيام للإيدين والقلب مش للبطن بس، زيّ ما رمضان عايزه مننا كلّنا|العصر اللي كان كلّو جوع صار شي تاني: صيام للإيدين والقلب مش للبطن بس، متل ما رمضان بدّو منّا كلّنا|العصر اللي كان كلّه جوع صار شي ثاني: صيام لليدين والقلب مو للبطن بس، مثل ما رمضان يبيه منّا كلّنا|العصر اللي كان كلّه جوع صار شي ثاني: صيام لليدين والقلب مب للبطن بس، شرات ما رمضان يباه منّا كلّنا}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa holding a hungry tummy, looking at the clock',
    try: 'watch the sun from the window, waiting',
    help: 'sit at the table with Auntie beside an empty jar and a pile of paper stars',
    together: 'drop a paper star into a jar on the table',
    resolution: 'count paper stars among the dates on the iftar table with the family',
  },
  props: {
    problem: [{ kind: 'calendar', where: 'table' }],
    help: [{ kind: 'paper-stars', where: 'table' }],
    together: [{ kind: 'paper-stars', where: 'held' }],
    resolution: [
      { kind: 'paper-stars', where: 'table' },
      { kind: 'dates-box', where: 'table' },
      { kind: 'dinner', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'kitchen',
  },
};

export const ramadanPlots: readonly SituationPlot[] = [
  halfDay,
  lantern,
  grandmaStories,
  mosqueTray,
  neighbourPlate,
  starJar,
];
