import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A lie already told: playing ball indoors, Mama's vase knocked over, and "It wasn't me!". The
 * story is the evening after: the lie weighs more with every hour, hiding and being extra good do
 * not lift it. A parent opens the way to the truth: Mama promises to listen first and love always,
 * or Baba tells of the lie he once carried like a pebble in his shoe and walks with the child to
 * own up. Never shaming: the truth is met with thanks.
 */

/** The truth in each dialect (the Gulf says الصدق). */
const truth = '{d:الحقيقة|الحقيقة|الصدق|الصدق}';
const vase = '{d:الفازة|المزهريّة|المزهريّة|المزهريّة}';
const notMe = '{d:مش أنا|مش أنا|مو أنا|مب أنا}';

const problem: Pool = [
  [
    'While playing ball inside, {H} knocked over Mama\'s vase. When Mama asked, {H} said, "It wasn\'t me!" That was not the truth.',
    'كانَ{H:|تْ} {H} {H:يَلْعَبُ|تَلْعَبُ} بِالكُرَةِ في البَيْتِ، {H:فَأَوْقَعَ|فَأَوْقَعَتْ} مِزْهَرِيَّةَ الأُمِّ. وَحينَ سَأَلَتِ الأُمُّ، {H:قالَ|قالَتْ} {H}: «لَسْتُ أَنا!» وَلَمْ يَكُنْ ذلِكَ هُوَ الحَقيقَةَ.',
    `{H} {H:كان|كانت} {d.b}{H:يلعب|تلعب} {d:بالكورة|بالطابة|بالكورة|بالكورة} في البيت، {d:ووقّع|ووقّع|وطيّح|وطيّح}{H:|ت} ${vase} {d:بتاعة ماما|تبع ماما|حقّت ماما|مال ماما}. ولمّا ماما سألت، {H} قال{H:|ت}: «${notMe}!» {d:ودي ما كانتش|وهيدي ما كانت|وهذا ما كان|وهذا ما كان} ${truth}.`,
  ],
  [
    '"It wasn\'t me," {H} had said about the broken vase. But it was not the truth, and now {H.his} tummy felt tight.',
    '«لَسْتُ أَنا»، هكَذا {H:قالَ|قالَتْ} {H} عَنِ المِزْهَرِيَّةِ المَكْسورَةِ. لكِنَّ ذلِكَ لَمْ يَكُنِ الحَقيقَةَ، وَالآنَ صارَ بَطْنُ{H:هُ|ها} مَشْدودًا.',
    `«${notMe}»، {d:ده اللي|هيدا اللي|هذا اللي|هذا اللي} {H} قال{H:|ت}{d:ه|و|ه|ه} عن ${vase} المكسورة. بس {d:دي ما كانتش|هيدي ما كانت|هذا ما كان|هذا ما كان} ${truth}، و{d.now} بطن{H:ه|ها} {d:مشدودة|مشدود|مشدود|مشدود}.`,
  ],
  [
    'That afternoon the vase had slipped and cracked, and when Mama asked who had done it, "It wasn\'t me" came out before {H} could stop it. Now the lie had to be kept, and keeping it was harder than the truth would ever have been: every question made it bigger.',
    'في ذلِكَ العَصْرِ انْزَلَقَتِ المِزْهَرِيَّةُ وَانْكَسَرَتْ، وَحينَ سَأَلَتِ الأُمُّ مَنْ فَعَلَ ذلِكَ، خَرَجَتْ «لَسْتُ أَنا» قَبْلَ أَنْ {H:يَسْتَطيعَ|تَسْتَطيعَ} {H} أَنْ {H:يُمْسِكَها|تُمْسِكَها}. وَالآنَ صارَ عَلَيْ{H:هِ|ها} أَنْ {H:يَحْرُسَ|تَحْرُسَ} الكِذْبَةَ، وَحِراسَتُها أَصْعَبُ بِكَثيرٍ مِنَ الحَقيقَةِ؛ فَكُلُّ سُؤالٍ يَجْعَلُها أَكْبَرَ.',
    `{d:العصر ده|هالعصر|هالعصر|هالعصر} ${vase} {d:اتزحلقت واتكسرت|تزحلقت وانكسرت|زلقت وانكسرت|زلقت وانكسرت}، ولمّا ماما سألت {d:مين اللي عمل كده|مين عمل هيك|منو اللي سوّى كذا|منو اللي سوّى جي}، «${notMe}» طلعت قبل ما {H} {H:يلحق|تلحق} {H:يمسكها|تمسكها}. و{d.now} {d:لازم|لازم|لازم|لازم} {H:يحرس|تحرس} الكذبة، وحراستها أصعب {d:بكتير|بكتير|بواجد|بوايد} من ${truth}؛ كل سؤال {d:بيكبّرها|بيكبّرا|يكبّرها|يكبّرها}.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    'Mama swept up the pieces and said nothing.',
    'كَنَسَتِ الأُمُّ القِطَعَ وَلَمْ تَقُلْ شَيْئًا.',
    'ماما {d:كنست الحتت وما قالتش حاجة|كنست الشقف وما قالت شي|كنست القطع وما قالت شي|كنست القطع وما قالت شي}.',
  ],
  [
    '{H} could not look at Mama.',
    'لَمْ {H:يَسْتَطِعْ|تَسْتَطِعْ} {H} أَنْ {H:يَنْظُرَ|تَنْظُرَ} إِلى أُمِّ{H:هِ|ها}.',
    '{H} {d.cant:H} {H:ي|ت}{d:بصّ|طلّع|طالع|طالع} في {d:وشّ|وجّ|وجه|ويه} ماما.',
  ],
  [
    'At dinner {H} pushed the rice around the plate and did not feel hungry.',
    'عَلى العَشاءِ {H:ظَلَّ|ظَلَّتْ} {H} {H:يُحَرِّكُ|تُحَرِّكُ} الأَرُزَّ في الصَّحْنِ، وَلَمْ {H:يَشْعُرْ|تَشْعُرْ} بِالجوعِ.',
    'على العشا {H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يلعب|تلعب} في الرزّ {d:اللي في الطبق|بالصحن|في الصحن|في الصحن}، ونفس{H:ه|ها} مسدودة.',
    '2',
  ],
];

const tries: Pool = [
  [
    '{H} tried to forget about it and play. But the lie kept coming back.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يَنْسى|تَنْسى} وَ{H:يَلْعَبَ|تَلْعَبَ}، لكِنَّ الكِذْبَةَ ظَلَّتْ تَعودُ.',
    '{H} حاول{H:|ت} {H:ينسى|تنسى} {H:ويلعب|وتلعب}، بس الكذبة {d:فضلت ترجع|ضلّت ترجع|ظلّت ترجع|ظلّت تريع}.',
  ],
  [
    '{H} hid under the blanket, but the heavy feeling came along too.',
    '{H:اخْتَبَأَ|اخْتَبَأَتْ} {H} تَحْتَ البَطّانِيَّةِ، لكِنَّ الشُّعورَ الثَّقيلَ جاءَ مَعَ{H:هُ|ها}.',
    '{H} {d.hid:H} تحت {d:البطّانية|الحرام|البطّانية|البطّانية}، بس {d:الإحساس التقيل جه معا|الإحساس التقيل إجا مع|الإحساس الثقيل جا مع|الإحساس الثقيل يا ويّا}{H:ه|ها}.',
  ],
  [
    '{H} was extra helpful all evening, hoping that would make the lie go away. It did not.',
    '{H:ساعَدَ|ساعَدَتْ} {H} في كُلِّ شَيْءٍ طَوالَ المَساءِ، {H:آمِلًا|آمِلَةً} أَنْ تَخْتَفِيَ الكِذْبَةُ، لكِنَّها لَمْ تَخْتَفِ.',
    '{H} ساعد{H:|ت} في كل {d:حاجة|شي|شي|شي} طول المسا، {d:على أمل|على أمل|على أمل|على أمل} إنّ الكذبة {d:تختفي، بس ما اختفتش|تختفي، بس ما اختفت|تختفي، بس ما اختفت|تختفي، بس ما اختفت}.',
    '2',
  ],
  [
    "{H} practised the truth in {H.his} head a dozen times, but each time {H.he} pictured Mama's face, the words ran back inside.",
    '{H:تَمَرَّنَ|تَمَرَّنَتْ} {H} عَلى قَوْلِ الحَقيقَةِ في رَأْسِ{H:هِ|ها} عَشَراتِ المَرّاتِ، لكِنْ كُلَّما {H:تَخَيَّلَ|تَخَيَّلَتْ} وَجْهَ الأُمِّ، هَرَبَتِ الكَلِماتُ إِلى الدّاخِلِ.',
    `{H} {d:اتمرّن|تمرّن|تدرّب|تدرّب}{H:|ت} على ${truth} في {d:دماغ|راس|راس|راس}{H:ه|ها} {d:عشرين مرّة|عشرين مرّة|عشرين مرّة|عشرين مرّة}، بس كل ما {H:يتخيّل|تتخيّل} {d:وشّ|وجّ|وجه|ويه} ماما، الكلام {d:يهرب لجوّه|يهرب لجوّا|يهرب لداخل|يهرب لداخل}.`,
    '3',
  ],
];

const reflect: Pool = [
  [
    'The truth makes the heart light, {H} thought.',
    'فَكَّرَ{H:|تْ} {H}: الحَقيقَةُ تَجْعَلُ القَلْبَ خَفيفًا.',
    'فكّر{H:|ت} {H}: {d:الحقيقة بتخلّي|الحقيقة بتخلّي|الصدق يخلّي|الصدق يخلّي} القلب خفيف.',
  ],
  [
    'Owning up was hard for one minute, {H} thought, but the lie had been heavy all day.',
    'فَكَّرَ{H:|تْ} {H} أَنَّ الِاعْتِرافَ كانَ صَعْبًا دَقيقَةً واحِدَةً، أَمّا الكِذْبَةُ فَكانَتْ ثَقيلَةً طَوالَ اليَوْمِ.',
    'فكّر{H:|ت} {H} إنّ الاعتراف كان صعب دقيقة واحدة، بس الكذبة كانت {d:تقيلة|تقيلة|ثقيلة|ثقيلة} طول اليوم.',
    '2',
  ],
  [
    'A lie does not hide a mistake, {H} understood; it adds a second one. Owning up is how you put both down.',
    'فَهِمَ{H:|تْ} {H} أَنَّ الكِذْبَةَ لا تُخْفي الخَطَأَ، بَلْ تُضيفُ إِلَيْهِ خَطَأً ثانِيًا؛ وَالِاعْتِرافُ هُوَ ما يُنْزِلُ الحِمْلَيْنِ عَنِ الظَّهْرِ.',
    '{H} فهم{H:|ت} إنّ الكذبة {d:ما بتخبّيش الغلط، بتزوّد عليه غلط تاني|ما بتخبّي الغلط، بتزيد عليه غلط تاني|ما تخبّي الغلط، تزيد عليه غلط ثاني|ما تخبّي الغلط، تزيد عليه غلط ثاني}؛ والاعتراف {d:هو اللي بينزّل|هوّي اللي بينزّل|هو اللي ينزّل|هو اللي ينزّل} {d:الحملين من على الضهر|الحملين عن الضهر|الحملين عن الظهر|الحملين عن الظهر}.',
    '3',
  ],
];

/** Mama promises to listen first and love always, and the truth comes out. */
const safeToTell: SituationPlot = {
  situation: 'lying',
  key: 'lying/safe-to-tell',
  gentle: false,
  titles: [
    ['The Stone in the Pocket', 'الحَجَرُ في الجَيْبِ', 'الحجر اللي في الجيب'],
    ['A Light Heart', 'قَلْبٌ خَفيفٌ', 'قلب خفيف'],
  ],
  morals: [
    [
      'The truth can be hard to say, but it is light to carry.',
      'قَدْ يَصْعُبُ قَوْلُ الحَقيقَةِ، لكِنَّ حِمْلَها خَفيفٌ.',
      `${truth} {d:ممكن تبقى صعبة في القول، بس شيلتها خفيفة|ممكن تكون صعبة بالحكي، بس حملها خفيف|يمكن يكون صعب نقوله، بس حمله خفيف|يمكن يكون صعب نقوله، بس حمله خفيف}.`,
    ],
    [
      'Owning up puts things right again.',
      'الِاعْتِرافُ يُصْلِحُ ما انْكَسَرَ.',
      'الاعتراف {d:بيصلّح|بيصلّح|يصلّح|يصلّح} اللي انكسر.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Mama came and sat on the edge of the bed. "You seem heavy tonight," she said. "Whatever the truth is, I will still love you."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ عَلى طَرَفِ السَّريرِ، وَقالَتْ: «{H:تَبْدو مُثْقَلًا|تَبْدينَ مُثْقَلَةً} اللَّيْلَةَ. مَهْما كانَتِ الحَقيقَةُ، {H:سَأَظَلُّ أُحِبُّكَ|سَأَظَلُّ أُحِبُّكِ}».',
      `ماما {d.came:f} وقعدت على طرف السرير، وقالت: «{d:شكلك تقيل الليلة|شكلك تقيل الليلة|شكلك ثقيل الليلة|شكلك ثقيل الليلة}. {d:مهما كانت|مهما كانت|مهما كان|مهما كان} ${truth}، {d:هفضل أحبّك|رح ضلّ حبّك|بظلّ أحبّك|بظلّ أحبّك}».`,
    ],
    [
      'Mama came in and sat down close. "Sometimes a secret feels like a stone in your pocket," she said gently. "You can always tell me the truth. I will listen first."',
      'دَخَلَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ قَريبًا، وَقالَتْ بِلُطْفٍ: «أَحْيانًا يَكونُ السِّرُّ مِثْلَ حَجَرٍ في الجَيْبِ. {H:تَسْتَطيعُ|تَسْتَطيعينَ} دائِمًا أَنْ {H:تَقولَ|تَقولي} لي الحَقيقَةَ، وَسَأَسْمَعُ أَوَّلًا».',
      `ماما دخلت وقعدت {d:قريّب|قريب|قريب|قريب}، وقالت بلطف: «{d:ساعات السرّ بيبقى زيّ حجر في الجيب|أوقات السرّ بيصير متل حجر بالجيبة|أحيانًا السرّ يصير مثل حجر في الجيب|أحيانًا السرّ يصير شرات حجر في الجيب}. {d:دايمًا تقدر|دايمًا فيك|دايم تقدر|دايم تقدر}{H:|ي} تقول{H:|ي} لي ${truth}، {d:وأنا هسمع الأوّل|وأنا رح إسمع أوّل شي|وأنا بسمع أوّل|وأنا بسمع أوّل}».`,
      '2',
    ],
  ],
  together: [
    [
      '{H} took a deep breath and told Mama everything: the ball, the vase, and "It wasn\'t me."',
      '{H:أَخَذَ|أَخَذَتْ} {H} نَفَسًا عَميقًا، {H:وَحَكى|وَحَكَتْ} لِأُمِّ{H:هِ|ها} كُلَّ شَيْءٍ: الكُرَةَ، وَالمِزْهَرِيَّةَ، وَ«لَسْتُ أَنا».',
      `{H} {d:خد|أخد|أخذ|خذ}{H:|ت} نفس عميق، وقال{H:|ت} لماما كل {d:حاجة|شي|شي|شي}: {d:الكورة|الطابة|الكورة|الكورة}، و${vase}، و«${notMe}».`,
    ],
    [
      'Mama listened to every word without getting cross.',
      'أَصْغَتِ الأُمُّ إِلى كُلِّ كَلِمَةٍ مِنْ دونِ أَنْ تَغْضَبَ.',
      'ماما {d:سمعت كل كلمة من غير ما تزعل|سمعت كل كلمة بلا ما تعصّب|سمعت كل كلمة بدون ما تعصّب|سمعت كل كلمة بدون ما تعصّب}.',
    ],
  ],
  resolution: [
    [
      'Mama hugged {H}. "Thank you for telling me the truth," she said. "Owning up is brave." The heavy feeling was gone.',
      'ضَمَّتِ الأُمُّ {H.a} وَقالَتْ: «شُكْرًا لِأَنَّ{H:كَ قُلْتَ|كِ قُلْتِ} لي الحَقيقَةَ؛ الِاعْتِرافُ شَجاعَةٌ». وَزالَ الشُّعورُ الثَّقيلُ.',
      `ماما {d:حضنت|ضمّت|ضمّت|ضمّت} {H} وقالت: «{d.thanks:H} {d:إنّك قلت لي|لأنّك قلتلي|إنّك قلت لي|إنّك قلت لي} ${truth}؛ الاعتراف شجاعة». والإحساس {d:التقيل راح|التقيل راح|الثقيل راح|الثقيل راح}.`,
    ],
    [
      'Together they glued the vase back together. It had a crack now, but the truth was whole.',
      '{H:أَلْصَقا|أَلْصَقَتا} المِزْهَرِيَّةَ مَعًا؛ صارَ فيها شَقٌّ صَغيرٌ، لكِنَّ الحَقيقَةَ صارَتْ كامِلَةً.',
      `{d:لزّقوا|لزّقوا|لصقوا|لصقوا} ${vase} سوا؛ {d:بقى فيها شرخ صغيّر|صار فيها شقّ زغير|صار فيها شقّ صغير|صار فيها شقّ صغير}، بس ${truth} {d:بقت كاملة|صارت كاملة|صار كامل|صار كامل}.`,
    ],
    [
      'Mama said the vase mattered much less than the truth, and that owning up is how we put things right.',
      'قالَتِ الأُمُّ إِنَّ المِزْهَرِيَّةَ أَقَلُّ أَهَمِّيَّةً بِكَثيرٍ مِنَ الحَقيقَةِ، وَإِنَّ الِاعْتِرافَ هُوَ ما يُصْلِحُ الأَشْياءَ.',
      `ماما قالت إنّ ${vase} {d:أقلّ أهمّية بكتير من الحقيقة|أقلّ أهمّية بكتير من الحقيقة|أقلّ أهمّية بواجد من الصدق|أقلّ أهمّية بوايد من الصدق}، وإنّ الاعتراف {d:هو اللي بيصلّح الحاجات|هوّي اللي بيصلّح الشغلات|هو اللي يصلّح الأشياء|هو اللي يصلّح الأشياء}.`,
      '2',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit on the bed with Mama, who speaks gently',
    together: 'tell Mama the truth, sitting close on the bed',
    resolution: 'glue the vase back together with Mama at the table',
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    resolution: [{ kind: 'flowers', where: 'table', state: 'whole' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'living-room',
  },
};

/** Baba tells of the lie he once carried like a pebble in his shoe, and walks with the child to own up. */
const pebble: SituationPlot = {
  situation: 'lying',
  key: 'lying/pebble-in-the-shoe',
  gentle: false,
  titles: [
    [
      "The Pebble in Baba's Shoe",
      'الحَصاةُ في حِذاءِ بابا',
      '{d:الزلطة اللي في جزمة بابا|الحصوة اللي بصبّاط بابا|الحصاة اللي في جزمة بابا|الحصاة اللي في جوتي بابا}',
    ],
    ['Owning Up', 'الِاعْتِرافُ', 'الاعتراف'],
  ],
  morals: [
    [
      'Owning up takes one minute; a lie weighs a whole day.',
      'الِاعْتِرافُ يَأْخُذُ دَقيقَةً، وَالكِذْبَةُ تُثْقِلُ يَوْمًا كامِلًا.',
      'الاعتراف {d:بياخد دقيقة، والكذبة بتتقّل يوم بحاله|بياخد دقيقة، والكذبة بتتقّل نهار كامل|ياخذ دقيقة، والكذبة تثقّل يوم كامل|ياخذ دقيقة، والكذبة تثقّل يوم كامل}.',
    ],
    [
      'Brave hearts own up to their mistakes.',
      'القُلوبُ الشُّجاعَةُ تَعْتَرِفُ بِأَخْطائِها.',
      'القلوب الشجاعة {d:بتعترف بغلطها|بتعترف بغلطها|تعترف بغلطها|تعترف بغلطها}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Baba came and sat down next to {H}. "Once, when I was small, I told a lie," he said. "It felt like a pebble in my shoe until I owned up."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ: «حينَ كُنْتُ صَغيرًا، قُلْتُ مَرَّةً كِذْبَةً، فَكانَتْ مِثْلَ حَصاةٍ في حِذائي، حَتّى اعْتَرَفْتُ».',
      `{d.dad} {d.came:m} وقعد جنب {H}، وقال: «{d:وأنا صغيّر، قلت كذبة مرّة، وكانت زيّ زلطة في جزمتي لحدّ ما اعترفت|وأنا زغير، قلت كذبة مرّة، وكانت متل حصوة بصبّاطي لحتّى اعترفت|وأنا صغير، قلت كذبة مرّة، وكانت مثل حصاة في جزمتي لين اعترفت|وأنا صغير، قلت كذبة مرّة، وكانت شرات حصاة في جوتيي لين اعترفت}».`,
    ],
    [
      'Baba came in, took off one shoe and shook out a pretend pebble. "When I was your age, I broke a window and said it was the wind," he said. "I limped on that lie for a whole week. Owning up took the pebble out."',
      'دَخَلَ أَبو{H:هُ|ها}، وَخَلَعَ حِذاءَهُ وَنَفَضَ مِنْهُ حَصاةً مُتَخَيَّلَةً، وَقالَ: «حينَ كُنْتُ في مِثْلِ سِنِّ{H:كَ|كِ}، كَسَرْتُ نافِذَةً وَقُلْتُ إِنَّها الرّيحُ، فَظَلِلْتُ أَعْرُجُ عَلى تِلْكَ الكِذْبَةِ أُسْبوعًا كامِلًا، حَتّى أَخْرَجَ الِاعْتِرافُ الحَصاةَ».',
      `{d.dad} دخل، {d:وقلع|وشلح|وفصخ|وفصخ} {d:جزمته|صبّاطو|جزمته|جوتيه} {d:ونفض منها زلطة|ونفض منو حصوة|ونفض منها حصاة|ونفض منه حصاة} {d:وهمية|وهمية|وهمية|وهمية}، وقال: «{d:وأنا قدّك، كسرت شبّاك وقلت إنّه الهوا|وأنا قدّك، كسرت شبّاك وقلت إنّو الهوا|وأنا قدّك، كسرت دريشة وقلت إنّها الهوا|وأنا قدّك، كسرت دريشة وقلت إنّها الهوا}، {d:وفضلت أعرج على الكذبة دي أسبوع بحاله، لحدّ ما الاعتراف طلّع الزلطة|وضلّيت إعرج على هالكذبة جمعة كاملة، لحتّى الاعتراف طلّع الحصوة|وظلّيت أعرج على هالكذبة أسبوع كامل، لين الاعتراف طلّع الحصاة|وظلّيت أعرج على هالكذبة أسبوع كامل، لين الاعتراف طلّع الحصاة}».`,
      '2',
    ],
  ],
  together: [
    [
      '{H} and Baba went to the kitchen together, where Mama was making tea.',
      '{H:ذَهَبَ|ذَهَبَتْ} {H} مَعَ أَبي{H:هِ|ها} إِلى المَطْبَخِ، حَيْثُ كانَتِ الأُمُّ تُعِدُّ الشّايَ.',
      '{H} راح{H:|ت} {d.with} {d.dad} {d:للمطبخ، وماما كانت بتعمل شاي|عالمطبخ، وماما كانت عم تعمل شاي|للمطبخ، وماما كانت تسوّي شاي|للمطبخ، وماما كانت تسوّي شاي}.',
    ],
    [
      'Baba stayed close beside {H} while {H.he} found the first words.',
      'بَقِيَ الأَبُ قَريبًا مِنْ {H.g} {H:وَهُوَ يَبْحَثُ|وَهِيَ تَبْحَثُ} عَنْ أَوَّلِ الكَلِماتِ.',
      '{d.dad} {d:فضل جنب|ضلّ حدّ|ظلّ جنب|ظلّ يمّ} {H} {H:وهو|وهي} {d.b}{H:ي|ت}{d:دوّر|فتّش|دوّر|دوّر} على أوّل كلمة.',
    ],
  ],
  resolution: [
    [
      '{H} told Mama the truth about the vase. Owning up took one minute, and the pebble was gone.',
      '{H:قالَ|قالَتْ} {H} لِأُمِّ{H:هِ|ها} الحَقيقَةَ عَنِ المِزْهَرِيَّةِ. أَخَذَ الِاعْتِرافُ دَقيقَةً واحِدَةً، وَزالَتِ الحَصاةُ.',
      `{H} قال{H:|ت} لماما ${truth} عن ${vase}. الاعتراف {d:خد|أخد|أخذ|خذ} دقيقة واحدة، و{d:الزلطة راحت|الحصوة راحت|الحصاة راحت|الحصاة راحت}.`,
    ],
    [
      'Mama hugged {H}, and Baba winked. "Owning up is how we fix things," he said.',
      'ضَمَّتِ الأُمُّ {H.a}، وَغَمَزَ الأَبُ بِعَيْنِهِ، وَقالَ: «بِالِاعْتِرافِ نُصْلِحُ الأَشْياءَ».',
      `ماما {d:حضنت|ضمّت|ضمّت|ضمّت} {H}، و{d.dad} غمز، وقال: «بالاعتراف {d:بنصلّح الحاجات|منصلّح الشغلات|نصلّح الأشياء|نصلّح الأشياء}».`,
    ],
    [
      '{H} offered to help pay for a new vase from {H.his} pocket money, and Mama said the truth was already the best gift.',
      '{H:عَرَضَ|عَرَضَتْ} {H} أَنْ {H:يُساعِدَ|تُساعِدَ} في ثَمَنِ مِزْهَرِيَّةٍ جَديدَةٍ مِنْ مَصْروفِ{H:هِ|ها}، فَقالَتِ الأُمُّ إِنَّ الحَقيقَةَ هِيَ أَجْمَلُ هَدِيَّةٍ.',
      `{H} {d:عرض|عرض|عرض|عرض}{H:|ت} {H:يساعد|تساعد} في {d:تمن|حقّ|قيمة|قيمة} {d:فازة جديدة|مزهريّة جديدة|مزهريّة جديدة|مزهريّة جديدة} من {d:مصروف|مصروف|مصروف|مصروف}{H:ه|ها}، وماما قالت إنّ ${truth} {d:هي أحلى هديّة|هيّي أحلى هديّة|هو أحلى هديّة|هو أحلى هديّة}.`,
      '2',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit with Baba, who holds up one shoe',
    together: 'walk into the kitchen beside Baba, where Mama makes tea',
    resolution: 'hug Mama in the kitchen while Baba smiles',
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    together: [{ kind: 'cup', where: 'table' }],
    resolution: [{ kind: 'cup', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

/** Grandma's little weed: a lie pulled out while it is small, so the truth can grow. */
const littleWeed: SituationPlot = {
  situation: 'lying',
  key: 'lying/little-weed',
  gentle: false,
  titles: [
    [
      "Grandma's Little Weed",
      'العُشْبَةُ الصَّغيرَةُ',
      '{d:الحشيشة الصغيّرة|الحشيشة الزغيرة|الحشيشة الصغيرة|الحشيشة الصغيرة}',
    ],
    [
      'Pull It While It Is Small',
      '{H:اقْتَلِعْها|اقْتَلِعيها} وَهِيَ صَغيرَةٌ',
      '{d:اقلع|اقلع|اقلع|اقلع}{H:|ي}ها {d:وهي صغيّرة|وهيّي زغيرة|وهي صغيرة|وهي صغيرة}',
    ],
  ],
  morals: [
    [
      'A small lie is easiest to pull out before it grows.',
      'الكِذْبَةُ الصَّغيرَةُ أَسْهَلُ اقْتِلاعًا قَبْلَ أَنْ تَكْبَرَ.',
      'الكذبة {d:الصغيّرة أسهل تتقلع قبل ما تكبر|الزغيرة أسهل تنقلع قبل ما تكبر|الصغيرة أسهل تنقلع قبل ما تكبر|الصغيرة أسهل تنقلع قبل ما تكبر}.',
    ],
    [
      'Where a lie is pulled out, the truth can grow.',
      'حَيْثُ نَقْتَلِعُ الكِذْبَةَ، تَنْمو الحَقيقَةُ.',
      '{d:مكان ما نقلع الكذبة، الحقيقة تكبر|مطرح ما منقلع الكذبة، الحقيقة بتكبر|مكان ما نقلع الكذبة، الصدق يكبر|مكان ما نقلع الكذبة، الصدق يكبر}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Grandma came and sat beside {H} with her flower pot. "Look, a little weed," she said. "A lie is like this weed. If we pull it out while it is small, the truth can grow."',
      'جاءَتْ جَدَّتُ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها أُصيصُ زُهورِها، وَقالَتْ: «{H:انْظُرْ|انْظُري}، هذِهِ عُشْبَةٌ ضارَّةٌ صَغيرَةٌ. الكِذْبَةُ مِثْلُها: إِذا اقْتَلَعْناها وَهِيَ صَغيرَةٌ، نَمَتِ الحَقيقَةُ».',
      `{d:تيتة|تيتا|جدّتي|جدّتي} {d.came:f} وقعدت جنب {H} {d:ومعاها قصرية الزرع بتاعتها|ومعها قصريّة الزرع تبعها|ومعها مركن الزرع حقّها|وويّاها مركن الزرع مالها}، وقالت: «{d.look:H}، {d:دي حشيشة صغيّرة|هيدي حشيشة زغيرة|هذي حشيشة صغيرة|هذي حشيشة صغيرة}. الكذبة {d.like}ها: لو {d:قلعناها وهي صغيّرة|قلعناها وهيّي زغيرة|قلعناها وهي صغيرة|قلعناها وهي صغيرة}، ${truth} {d:تكبر|بتكبر|يكبر|يكبر}».`,
    ],
    [
      'Grandma came in with her flower pot, wiping soil from her hands. "When I was a girl, I told a little lie and let it grow," she said. "Every day it had more leaves. Owning up is like pulling a weed: one quick tug, and the ground is clean again."',
      'دَخَلَتْ جَدَّتُ{H:هُ|ها} تَحْمِلُ أُصيصَ زُهورِها، وَهِيَ تَنْفُضُ التُّرابَ عَنْ يَدَيْها، وَقالَتْ: «حينَ كُنْتُ صَغيرَةً قُلْتُ كِذْبَةً صَغيرَةً وَتَرَكْتُها تَكْبَرُ، فَصارَ لَها كُلَّ يَوْمٍ وَرَقٌ أَكْثَرُ. الِاعْتِرافُ مِثْلُ اقْتِلاعِ العُشْبَةِ: شَدَّةٌ واحِدَةٌ سَريعَةٌ، فَتَعودُ الأَرْضُ نَظيفَةً».',
      `{d:تيتة|تيتا|جدّتي|جدّتي} دخلت {d:ومعاها قصرية الزرع|ومعها قصريّة الزرع|ومعها مركن الزرع|وويّاها مركن الزرع} وهي {d.b}تنفض التراب عن {d:إيديها|إيديها|يدينها|يدينها}، وقالت: «{d:وأنا صغيّرة قلت كذبة صغيّرة وسبتها تكبر|وأنا زغيرة قلت كذبة زغيرة وتركتا تكبر|يوم كنت صغيرة قلت كذبة صغيرة وخلّيتها تكبر|يوم كنت صغيرة قلت كذبة صغيرة وخلّيتها تكبر}، {d:وكل يوم كان بيطلع لها ورق أكتر|وكل يوم كان يطلعلا ورق أكتر|وكل يوم يطلع لها ورق أكثر|وكل يوم يطلع لها ورق أكثر}. الاعتراف {d.like} {d:قلع الحشيشة: شدّة واحدة سريعة، والأرض ترجع نضيفة|قلع الحشيشة: شدّة وحدة سريعة، والأرض بترجع نضيفة|قلع الحشيشة: شدّة وحدة سريعة، والأرض ترجع نظيفة|قلع الحشيشة: شدّة وحدة سريعة، والأرض ترجع نظيفة}».`,
      '2',
    ],
  ],
  together: [
    [
      '{H} and Grandma pulled the little weed out of the pot together. It came out with one small tug.',
      '{H:اقْتَلَعَ|اقْتَلَعَتْ} {H} مَعَ جَدَّتِ{H:هِ|ها} العُشْبَةَ الصَّغيرَةَ مِنَ الأُصيصِ، فَخَرَجَتْ بِشَدَّةٍ واحِدَةٍ صَغيرَةٍ.',
      `{H} قلع{H:|ت} الحشيشة {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة} {d.with} {d:تيتة|تيتا|جدّتي|جدّتي}، {d:وطلعت بشدّة واحدة صغيّرة|وطلعت بشدّة وحدة زغيرة|وطلعت بشدّة وحدة صغيرة|وطلعت بشدّة وحدة صغيرة}.`,
    ],
    [
      'Then Grandma walked with {H} to find Mama.',
      'ثُمَّ مَشَتِ الجَدَّةُ مَعَ {H.g} {H:لِيَبْحَثا|لِتَبْحَثا} عَنِ الأُمِّ.',
      `وبعدين {d:تيتة|تيتا|جدّتي|جدّتي} {d:مشيت|مشيت|مشت|مشت} {d.with} {H} {d:يدوّروا على ماما|يفتّشوا على ماما|يدوّرون ماما|يدوّرون ماما}.`,
    ],
  ],
  resolution: [
    [
      '{H} told Mama the truth about the vase. It came out quickly, like the little weed.',
      '{H:قالَ|قالَتْ} {H} لِأُمِّ{H:هِ|ها} الحَقيقَةَ عَنِ المِزْهَرِيَّةِ، فَخَرَجَتْ بِسُرْعَةٍ مِثْلَ العُشْبَةِ الصَّغيرَةِ.',
      `{H} قال{H:|ت} لماما ${truth} عن ${vase}، {d:وطلعت بسرعة زيّ الحشيشة الصغيّرة|وطلعت بسرعة متل الحشيشة الزغيرة|وطلع بسرعة مثل الحشيشة الصغيرة|وطلع بسرعة شرات الحشيشة الصغيرة}.`,
    ],
    [
      'Mama hugged {H}. "Thank you for owning up," she said. Now only the truth was growing.',
      'ضَمَّتِ الأُمُّ {H.a} وَقالَتْ: «شُكْرًا عَلى الِاعْتِرافِ». وَلَمْ يَعُدْ يَنْمو إِلّا الحَقيقَةُ.',
      `ماما {d:حضنت|ضمّت|ضمّت|ضمّت} {H} وقالت: «{d.thanks:H} على الاعتراف». و{d.now} {d:مابقاش فيه حاجة بتكبر غير الحقيقة|ما عاد في شي عم يكبر غير الحقيقة|ما عاد فيه شي يكبر غير الصدق|ما عاد في شي يكبر غير الصدق}.`,
    ],
    [
      "Later, {H} watered Grandma's pot, where nothing grew now but the flowers, and felt as light as the clean soil.",
      'وَبَعْدَ قَليلٍ {H:سَقى|سَقَتْ} {H} أُصيصَ الجَدَّةِ، وَلَيْسَ فيهِ الآنَ إِلّا الزُّهورُ، {H:وَشَعَرَ|وَشَعَرَتْ} بِخِفَّةٍ مِثْلَ التُّرابِ النَّظيفِ.',
      `وبعد {d.bit}، {H} {H:سقى|سقت} {d:قصرية|قصريّة|مركن|مركن} {d:تيتة|تيتا|جدّتي|جدّتي}، {d:ومابقاش فيها غير الورد|وما عاد فيها غير الورد|وما عاد فيه غير الورد|وما عاد فيه غير الورد}، {d:وحسّ|وحسّ|وحسّ|وحسّ}{H:|ت} {d:بخفّة زيّ التراب النضيف|بخفّة متل التراب النضيف|بخفّة مثل التراب النظيف|بخفّة شرات التراب النظيف}.`,
      '2',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit with Grandma, who holds a flower pot with a little weed in it',
    together: 'pull a little weed from a flower pot with Grandma',
    resolution: 'hug Mama while Grandma smiles beside the flower pot',
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'flower-pot', where: 'held' }],
    together: [{ kind: 'flower-pot', where: 'held' }],
    resolution: [{ kind: 'flower-pot', where: 'table', state: 'whole' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Grandpa's pencil: the truth that is too heavy to say is written on a card and left under Mama's cup. */
const noteUnderTheCup: SituationPlot = {
  situation: 'lying',
  key: 'lying/note-under-the-cup',
  gentle: false,
  titles: [
    [
      'A Note Under the Cup',
      'رِسالَةٌ تَحْتَ الفِنْجانِ',
      '{d:ورقة تحت الكوباية|ورقة تحت الفنجان|ورقة تحت الفنجال}',
    ],
    ["Grandpa's Pencil", 'قَلَمُ الجَدِّ', '{d:قلم جدّو|قلم جدّو|قلم الجدّ}'],
  ],
  morals: [
    [
      'When the truth is hard to say, it can still be written.',
      'إِذا صَعُبَ قَوْلُ الحَقيقَةِ، فَيُمْكِنُ أَنْ نَكْتُبَها.',
      `${truth} {d:لو صعب نقولها، ممكن نكتبها|إذا صعب نقولا، فينا نكتبا|لو صعب نقوله، نقدر نكتبه}.`,
    ],
    [
      'Owning up can begin with one small line.',
      'الاعْتِرافُ قَدْ يَبْدَأُ بِسَطْرٍ صَغيرٍ واحِدٍ.',
      'الاعتراف {d:ممكن يبتدي بسطر صغيّر واحد|فيه يبلّش بسطر زغير واحد|يمكن يبدا بسطر صغير واحد}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Grandpa found {H} sitting alone and sat down too. He took a pencil and a little card from his pocket. "Some words are too heavy to say," he said softly. "But the truth can be written, and owning up on paper still counts."',
      'وَجَدَ الجَدُّ {H.a} {H:جالِسًا وَحْدَهُ|جالِسَةً وَحْدَها}، فَجَلَسَ بِجانِبِ{H:هِ|ها}، وَأَخْرَجَ مِنْ جَيْبِهِ قَلَمًا وَبِطاقَةً صَغيرَةً، وَقالَ بِهُدوءٍ: «بَعْضُ الكَلِماتِ أَثْقَلُ مِنْ أَنْ تُقالَ، لكِنَّ الحَقيقَةَ يُمْكِنُ أَنْ تُكْتَبَ، وَالاعْتِرافُ عَلى الوَرَقِ اعْتِرافٌ أَيْضًا».',
      `{d:جدّو لقى|جدّو لاقى|الجدّ لقى} {H} {d:قاعد|قاعد|قاعد}{H:|ة} {d:لوحد|وحد|بروح}{H:ه|ها}، {d:فقعد جنب|فقعد حدّ|فقعد جنب}{H:ه|ها}، {d:وطلّع من جيبه قلم وكارت صغيّر|وطلّع من جيبتو قلم وكرت زغير|وطلّع من جيبه قلم وكرت صغير}، وقال بهدوء: «{d:فيه كلام تقيل أوي على اللسان|في حكي تقيل كتير عاللسان|فيه كلام ثقيل مرّة على اللسان|في كلام ثقيل وايد على اللسان}، بس ${truth} {d:ممكن تتكتب، والاعتراف على الورق اعتراف برضه|فيها تنكتب، والاعتراف عالورق اعتراف كمان|يمكن ينكتب، والاعتراف على الورق اعتراف بعد}».`,
    ],
    [
      'Grandpa came and sat beside {H}. "When I was a boy, I once hid a broken glass behind the curtain," he said. "I could not say it out loud, so I wrote it on a piece of paper and left it under my mother\'s cup. Owning up does not have to be loud to be brave."',
      'جاءَ جَدُّ{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ: «حينَ كُنْتُ صَغيرًا خَبَّأْتُ مَرَّةً كوبًا مَكْسورًا خَلْفَ السِّتارَةِ، وَلَمْ أَسْتَطِعْ أَنْ أَقولَ ذلِكَ بِصَوْتٍ عالٍ، فَكَتَبْتُهُ عَلى وَرَقَةٍ وَتَرَكْتُها تَحْتَ فِنْجانِ أُمّي. الاعْتِرافُ لا يَحْتاجُ إِلى صَوْتٍ عالٍ لِيَكونَ شُجاعًا».',
      '{d:جدّو جه وقعد جنب|جدّو إجا وقعد حدّ|الجدّ جا وقعد جنب} {H}، وقال: «{d:وأنا صغيّر، خبّيت مرّة كوباية مكسورة ورا الستارة، وما قدرتش أقولها بصوت عالي، فكتبتها على ورقة وسبتها تحت كوباية أمّي|وأنا زغير، خبّيت مرّة كبّاية مكسورة ورا البرداية، وما قدرت قولها بصوت عالي، فكتبتا على ورقة وتركتا تحت فنجان إمّي|يوم كنت صغير، خبّيت مرّة كاسة مكسورة ورا الستارة، وما قدرت أقولها بصوت عالي، فكتبتها على ورقة وخلّيتها تحت فنجال أمّي}. الاعتراف {d:مش محتاج صوت عالي عشان يبقى شجاع|ما بدّو صوت عالي ليكون شجاع|ما يحتاج صوت عالي عشان يكون شجاع}».',
      '2',
    ],
  ],
  together: [
    [
      'Grandpa held the card steady on his knee while {H} wrote, one slow word at a time: "It was me who broke the vase. I am sorry."',
      'أَمْسَكَ الجَدُّ البِطاقَةَ عَلى رُكْبَتِهِ، {H:وَكَتَبَ|وَكَتَبَتْ} {H} بِبُطْءٍ، كَلِمَةً بَعْدَ كَلِمَةٍ: «أَنا مَنْ كَسَرَ المِزْهَرِيَّةَ. {H:آسِفٌ|آسِفَةٌ}».',
      `{d:جدّو سند الكارت على ركبته|جدّو سند الكرت على ركبتو|الجدّ سند الكرت على ركبته}، و{H} كتب{H:|ت} {d:بالراحة|عمهل|بشويش|على هونه}، كلمة ورا كلمة: «أنا اللي كسرت ${vase}. آسف{H:|ة}».`,
      'p',
    ],
    [
      "Together they slipped the folded card under Mama's teacup on the kitchen table.",
      'وَوَضَعا مَعًا البِطاقَةَ المَطْوِيَّةَ تَحْتَ فِنْجانِ الأُمِّ عَلى طاوِلَةِ المَطْبَخِ.',
      '{d:وحطّوا الكارت المطبّق سوا تحت كوباية شاي ماما على ترابيزة المطبخ|وحطّوا الكرت المطوي سوا تحت فنجان ماما على طاولة المطبخ|وحطّوا الكرت المطوي سوا تحت فنجال ماما على طاولة المطبخ}.',
    ],
  ],
  resolution: [
    [
      'When Mama lifted her cup, she found a card in {H}\'s writing: "It was me." Mama opened her arms. "Thank you for the truth," she said.',
      'وَحينَ رَفَعَتِ الأُمُّ فِنْجانَها وَجَدَتْ بِطاقَةً بِخَطِّ {H.g}: «أَنا فَعَلْتُها». فَفَتَحَتِ الأُمُّ ذِراعَيْها، وَقالَتْ: «شُكْرًا عَلى الحَقيقَةِ».',
      `ولمّا ماما {d:شالت كوبايتها، لقت كارت بخطّ|رفعت فنجانها، لاقت كرت بخطّ|رفعت فنجالها، لقت كرت بخطّ} {H}: «{d:أنا اللي عملتها|أنا اللي عملتا|أنا اللي سوّيتها}». {d:ففتحت دراعاتها|ففتحت إيديها|ففتحت يدينها} وقالت: «{d.thanks:H} على ${truth}».`,
    ],
    [
      'Mama tucked the card into her pocket. "Owning up is brave, whether it is said or written," she told {H}, and Grandpa smiled from the doorway.',
      'وَضَعَتِ الأُمُّ البِطاقَةَ في جَيْبِها، وَقالَتْ لِ{H.g}: «الاعْتِرافُ شَجاعَةٌ، سَواءٌ قيلَ أَمْ كُتِبَ»، وَابْتَسَمَ الجَدُّ عِنْدَ البابِ.',
      'ماما حطّت {d:الكارت في جيبها|الكرت بجيبتا|الكرت في جيبها}، وقالت ل{H}: «الاعتراف شجاعة، {d:سواء اتقال أو اتكتب|إن انقال أو انكتب|سواء انقال أو انكتب}»، {d:وجدّو ابتسم عند الباب|وجدّو ابتسم عند الباب|والجدّ ابتسم عند الباب}.',
      '2',
    ],
    [
      '{H} had thought owning up meant standing in front of Mama and dragging the words out. Grandpa had shown {H.him} another door: the truth mattered more than the way it arrived, and once it was out, the next words came easily.',
      'كانَ{H:|تْ} {H} {H:يَظُنُّ|تَظُنُّ} أَنَّ الاعْتِرافَ يَعْني أَنْ {H:يَقِفَ|تَقِفَ} أَمامَ الأُمِّ {H:وَيَنْتَزِعَ|وَتَنْتَزِعَ} الكَلِماتِ انْتِزاعًا، فَأَرا{H:هُ|ها} الجَدُّ بابًا آخَرَ: الحَقيقَةُ أَهَمُّ مِنَ الطَّريقِ الَّذي تَصِلُ مِنْهُ، وَحينَ خَرَجَتْ جاءَتِ الكَلِماتُ التّالِيَةُ بِسُهولَةٍ.',
      '{H} {d:افتكر|فكّر|حسب}{H:|ت} إنّ الاعتراف {d:يعني الواحد يقف قدّام ماما ويطلّع الكلام بالعافية. بس جدّو ورّا|يعني الواحد يوقف قدّام ماما ويطلّع الحكي بالزور. بس جدّو فرجا|يعني الواحد يوقف قدّام ماما ويطلّع الكلام غصب. بس الجدّ ورّا}{H:ه|ها} {d:باب تاني: الحقيقة أهمّ من الطريقة اللي بتوصل بيها، ولمّا طلعت، الكلام اللي بعدها جه بسهولة|باب تاني: الحقيقة أهمّ من الطريقة اللي بتوصل فيها، ولمّا طلعت، الحكي اللي بعدا إجا بسهولة|باب ثاني: الصدق أهمّ من الطريقة اللي يوصل فيها، ولمّا طلع، الكلام اللي بعده جا بسهولة}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit beside Grandpa, who holds out a pencil and a little card',
    together: "slip a folded card under Mama's teacup on the kitchen table, Grandpa beside them",
    resolution: "step into Mama's open arms in the kitchen, a little card beside her teacup",
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'letter', where: 'held' }],
    together: [
      { kind: 'letter', where: 'table' },
      { kind: 'cup', where: 'table' },
    ],
    resolution: [
      { kind: 'letter', where: 'held' },
      { kind: 'cup', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

/** Auntie's do-over: she plays Mama and asks again, the child practises the true answer three times, then says it to Mama for real. */
const doOver: SituationPlot = {
  situation: 'lying',
  key: 'lying/do-over',
  gentle: false,
  titles: [
    ['The Do-Over', 'المَرَّةُ الثّانِيَةُ', '{d:المرّة التانية|المرّة التانية|المرّة الثانية}'],
    ["Auntie's Practice Game", 'لُعْبَةُ التَّمْرينِ', 'لعبة التمرين'],
  ],
  morals: [
    [
      'It is never too late to answer again, this time with the truth.',
      'لا يَفوتُ الأَوانُ أَبَدًا لِنُجيبَ مِنْ جَديدٍ، هذِهِ المَرَّةَ بِالحَقيقَةِ.',
      '{d:عمر الوقت ما بيفوت إنّنا نجاوب تاني، بالحقيقة المرّة دي|ما بيفوت الوقت أبدًا لنجاوب من جديد، بالحقيقة هالمرّة|ما يفوت الوقت أبد عشان نجاوب من جديد، بالصدق هالمرّة}.',
    ],
    [
      'Practising the truth makes it easier to say.',
      'التَّمَرُّنُ عَلى الحَقيقَةِ يُسَهِّلُ قَوْلَها.',
      '{d:التمرين على الحقيقة بيسهّل قولها|التمرين عالحقيقة بيسهّل قولها|التمرين على الصدق يسهّل قوله}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Auntie, who had come for dinner, sat down beside {H}. "Let us play a game called Do-Over," she said. "I will be Mama and ask again. This time, answer with the truth."',
      'جَلَسَتْ خالَتُ{H:هُ|ها}، الَّتي جاءَتْ لِلْعَشاءِ، بِجانِبِ{H:هِ|ها}، وَقالَتْ: «لِنَلْعَبْ لُعْبَةَ المَرَّةِ الثّانِيَةِ: أَنا أَكونُ ماما وَأَسْأَلُ مِنْ جَديدٍ، {H:وَأَجِبْ|وَأَجيبي} هذِهِ المَرَّةَ بِالحَقيقَةِ».',
      `خالت{H:ه|ها}، اللي {d:جت على العشا، قعدت جنب|إجت عالعشا، قعدت حدّ|جات على العشا، قعدت جنب}{H:ه|ها} وقالت: «{d:يلّا نلعب لعبة المرّة التانية: أنا أبقى ماما وأسأل تاني|يلّا نلعب لعبة المرّة التانية: أنا بكون ماما وبسأل من جديد|خلّنا نلعب لعبة المرّة الثانية: أنا أصير ماما وأسأل من جديد}، وجاوب{H:|ي} {d:المرّة دي بالحقيقة|هالمرّة بالحقيقة|هالمرّة بالصدق}».`,
    ],
    [
      'Auntie found {H} curled up on the bed and sat beside {H.him}. "When words come out wrong, we can ask for a do-over," she said. "Let us practise. I will be Mama and ask, and you answer with the truth. Practising makes owning up easier."',
      'وَجَدَتْ خالَتُ{H:هُ|ها} {H.a} {H:مُتَكَوِّرًا|مُتَكَوِّرَةً} عَلى السَّريرِ، فَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَقالَتْ: «حينَ تَخْرُجُ الكَلِماتُ خَطَأً، نَسْتَطيعُ أَنْ نَطْلُبَ مَرَّةً ثانِيَةً. لِنَتَمَرَّنْ: أَنا أَكونُ ماما وَأَسْأَلُ، {H:وَأَجِبْ|وَأَجيبي} بِالحَقيقَةِ؛ فَالتَّمَرُّنُ يُسَهِّلُ الاعْتِرافَ».',
      'خالت{H:ه|ها} {d:لقت|لاقت|لقت} {H} {d:متكوّر|مكبكب|متكوّر}{H:|ة} على {d:السرير|التخت|السرير|الشبريّة}، {d:فقعدت جنب|فقعدت حدّ|فقعدت جنب}{H:ه|ها} وقالت: «{d:لمّا الكلام يطلع غلط، ممكن نطلب مرّة تانية. يلّا نتمرّن: أنا أبقى ماما وأسأل|لمّا الحكي يطلع غلط، فينا نطلب مرّة تانية. يلّا نتمرّن: أنا بكون ماما وبسأل|لمّا الكلام يطلع غلط، نقدر نطلب مرّة ثانية. خلّنا نتمرّن: أنا أصير ماما وأسأل}، وجاوب{H:|ي} {d:بالحقيقة؛ التمرين بيسهّل الاعتراف|بالحقيقة؛ التمرين بيسهّل الاعتراف|بالصدق؛ التمرين يسهّل الاعتراف}».',
      '2',
    ],
  ],
  together: [
    [
      '"Who broke the vase?" asked Auntie in her best Mama voice. "I did," {H} whispered. "Again, a little louder," said Auntie.',
      '«مَنْ كَسَرَ المِزْهَرِيَّةَ؟» سَأَلَتِ الخالَةُ بِصَوْتٍ يُشْبِهُ صَوْتَ ماما، {H:فَهَمَسَ|فَهَمَسَتْ} {H}: «أَنا». فَقالَتِ الخالَةُ: «مَرَّةً أُخْرى، بِصَوْتٍ أَعْلى قَليلًا».',
      `«{d:مين اللي كسر|مين كسر|منو اللي كسر} ${vase}؟» سألت خالت{H:ه|ها} {d:بصوت زيّ صوت ماما|بصوت متل صوت ماما|بصوت مثل صوت ماما|بصوت شرات صوت ماما}، و{H} {d:وشوش|وشوش|همس}{H:|ت}: «أنا». وخالت{H:ه|ها} قالت: «{d:تاني، بصوت أعلى شوية|كمان مرّة، بصوت أعلى شوي|مرّة ثانية، بصوت أعلى شوي}».`,
    ],
    [
      'The second time was easier, and the third time {H} said it clearly: "It was me, and I am sorry."',
      'كانَتِ المَرَّةُ الثّانِيَةُ أَسْهَلَ، وَفي الثّالِثَةِ {H:قالَها|قالَتْها} {H} بِوُضوحٍ: «أَنا كَسَرْتُها، {H:وَأَنا آسِفٌ|وَأَنا آسِفَةٌ}».',
      '{d:المرّة التانية كانت أسهل، وفي التالتة|المرّة التانية كانت أسهل، وبالتالتة|المرّة الثانية كانت أسهل، وفي الثالثة} {H} {H:قالها|قالتها} بوضوح: «أنا {d:اللي كسرتها، وأنا آسف|يلّي كسرتا، وأنا آسف|اللي كسرتها، وأنا آسف}{H:|ة}».',
    ],
  ],
  resolution: [
    [
      'Then {H} went to the kitchen and said it for real: "Mama, it was me. I broke the vase." Mama knelt down and held {H} close. "Thank you for the truth," she said.',
      'ثُمَّ {H:ذَهَبَ|ذَهَبَتْ} {H} إِلى المَطْبَخِ {H:وَقالَها|وَقالَتْها} حَقًّا: «ماما، أَنا كَسَرْتُ المِزْهَرِيَّةَ». فَانْحَنَتِ الأُمُّ وَضَمَّتْ{H:هُ|ها}، وَقالَتْ: «شُكْرًا عَلى الحَقيقَةِ».',
      `وبعدين {H} راح{H:|ت} المطبخ {H:وقالها|وقالتها} {d:بجد|عنجد|صدق}: «ماما، أنا اللي كسرت ${vase}». وماما {d:وطّت وحضنت|وطّت وضمّت|نزلت وضمّت}{H:ه|ها}، وقالت: «{d.thanks:H} على ${truth}».`,
    ],
    [
      'Owning up came out steady, because the words had already been said three times. From the doorway, Auntie gave {H} a little thumbs-up.',
      'خَرَجَ الاعْتِرافُ ثابِتًا، لِأَنَّ كَلِماتِهِ قيلَتْ ثَلاثَ مَرّاتٍ مِنْ قَبْلُ، وَمِنْ عِنْدِ البابِ رَفَعَتِ الخالَةُ إِبْهامَها لِ{H.g}.',
      'الاعتراف طلع {d:ثابت، عشان الكلام كان اتقال تلات مرّات قبل كده|ثابت، لأنّو الحكي كان انقال تلات مرّات قبل|ثابت، عشان الكلام انقال ثلاث مرّات قبل}، وخالت{H:ه|ها} {d:رفعت صباعها الكبير من عند الباب|رفعت إبهاما من عند الباب|رفعت إبهامها من عند الباب}.',
      '2',
    ],
    [
      "A lie, {H} realised, often jumps out before we can think, and the first answer cannot be unsaid. But the second answer is ours to choose, and Auntie's game had turned it from a frightening leap into a step {H} had already practised.",
      '{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ الكِذْبَةَ كَثيرًا ما تَقْفِزُ قَبْلَ أَنْ نُفَكِّرَ، وَأَنَّ الجَوابَ الأَوَّلَ لا يُمْكِنُ مَحْوُهُ، لكِنَّ الجَوابَ الثّانِيَ نَحْنُ نَخْتارُهُ؛ وَقَدْ جَعَلَتْهُ لُعْبَةُ الخالَةِ خُطْوَةً {H:تَمَرَّنَ|تَمَرَّنَتْ} عَلَيْها، لا قَفْزَةً مُخيفَةً.',
      '{H} فهم{H:|ت} إنّ الكذبة {d:ساعات بتنطّ قبل ما نفكّر، والإجابة الأولانية ما بتتمسحش. بس الإجابة التانية إحنا اللي بنختارها، ولعبة خالت|أوقات بتنطّ قبل ما نفكّر، والجواب الأوّل ما بينمحى. بس الجواب التاني نحنا منختارو، ولعبة خالت|أحيانًا تنطّ قبل ما نفكّر، والجواب الأوّل ما ينمسح. بس الجواب الثاني حنّا نختاره، ولعبة خالت|أحيانًا تنطّ قبل ما نفكّر، والجواب الأوّل ما ينمسح. بس الجواب الثاني إحنا نختاره، ولعبة خالت}{H:ه|ها} {d:خلّتها خطوة اتمرّن|خلّتو خطوة تمرّن|خلّته خطوة تمرّن}{H:|ت} {d:عليها، مش نطّة مخيفة|عليها، مش نطّة بتخوّف|عليها، مو نطّة تخوّف|عليها، مب نطّة تخوّف}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit on the bed with Auntie, who pretends to be Mama',
    together: 'practise speaking, sitting on the bed face to face with Auntie',
    resolution: 'tell Mama the truth in the kitchen, Auntie smiling in the doorway',
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'bed' }],
    together: [{ kind: 'bed' }],
    resolution: [{ kind: 'flowers', where: 'table', state: 'broken' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'kitchen',
  },
};

/** Uncle's fix-it plan: the truth first, then sorry, then glue; owning up is easier when the child can see what comes after it. */
const fixItPlan: SituationPlot = {
  situation: 'lying',
  key: 'lying/fix-it-plan',
  gentle: false,
  titles: [
    ["Uncle's Fix-It Plan", 'خُطَّةُ الإِصْلاحِ', 'خطّة التصليح'],
    ['The Truth and the Glue', 'الحَقيقَةُ وَالغِراءُ', `${truth} والغرا`],
  ],
  morals: [
    [
      'Owning up is the first step of putting things right.',
      'الاعْتِرافُ أَوَّلُ خُطْوَةٍ في إِصْلاحِ ما انْكَسَرَ.',
      'الاعتراف {d:أوّل خطوة في تصليح اللي انكسر|أوّل خطوة بتصليح يلّي انكسر|أوّل خطوة في تصليح اللي انكسر}.',
    ],
    [
      'A mistake is easier to own when there is a plan to fix it.',
      'يَسْهُلُ الاعْتِرافُ بِالخَطَأِ حينَ تَكونُ مَعَنا خُطَّةٌ لِإِصْلاحِهِ.',
      '{d:الاعتراف بالغلط أسهل لمّا يبقى معانا خطّة نصلّحه بيها|الاعتراف بالغلط أسهل لمّا يكون معنا خطّة نصلّحو فيها|الاعتراف بالغلط أسهل لمّا يكون معنا خطّة نصلّحه فيها|الاعتراف بالغلط أسهل لمّا يكون ويّانا خطّة نصلّحه فيها}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Uncle, who could fix almost anything, came and sat beside {H}. "Every broken thing needs two things," he said. "First the truth, then a plan to put it right. Let us make the plan together."',
      'جاءَ خالُ{H:هُ|ها}، الَّذي يُصْلِحُ كُلَّ شَيْءٍ تَقْريبًا، وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ: «كُلُّ شَيْءٍ مَكْسورٍ يَحْتاجُ إِلى أَمْرَيْنِ: الحَقيقَةِ أَوَّلًا، ثُمَّ خُطَّةٍ لِإِصْلاحِهِ. هَيّا نَضَعِ الخُطَّةَ مَعًا».',
      `خال{H:ه|ها}، اللي {d:بيصلّح أيّ حاجة تقريبًا|بيصلّح كل شي تقريبًا|يصلّح كل شي تقريبًا}، {d.came:m} وقعد {d:جنب|حدّ|جنب}{H:ه|ها}، وقال: «{d:أيّ حاجة مكسورة محتاجة حاجتين|كل شي مكسور بدّو شغلتين|كل شي مكسور يبي له شيّين|كل شي مكسور يبا له شيّين}: ${truth} {d:الأوّل، وبعدين خطّة نصلّحها بيها. يلّا نعمل الخطّة سوا|أوّل شي، وبعدين خطّة نصلّحو فيها. يلّا نعمل الخطّة سوا|أوّل، وبعدين خطّة نصلّحه فيها. خلّنا نسوّي الخطّة سوا}».`,
    ],
    [
      'Uncle came in with his little toolbox and sat down on the floor. "When something breaks, the hardest part is not the glue," he said. "It is owning up. But owning up is easier when you know what comes next. So let us plan: what will we say, and what can we do to make it right?"',
      'دَخَلَ خالُ{H:هُ|ها} بِصُنْدوقِ أَدَواتِهِ الصَّغيرِ، وَجَلَسَ عَلى الأَرْضِ، وَقالَ: «حينَ يَنْكَسِرُ شَيْءٌ، لا يَكونُ الغِراءُ أَصْعَبَ ما في الأَمْرِ، بَلِ الاعْتِرافُ. لكِنَّ الاعْتِرافَ أَسْهَلُ حينَ نَعْرِفُ ما يَأْتي بَعْدَهُ. فَلْنُخَطِّطْ: ماذا نَقولُ، وَماذا نَفْعَلُ لِنُصْلِحَ الأَمْرَ؟»',
      'خال{H:ه|ها} دخل {d:ومعاه شنطة العدّة الصغيّرة|ومعو شنطة العدّة الزغيرة|ومعه شنطة العدّة الصغيرة|وويّاه شنطة العدّة الصغيرة}، وقعد على الأرض، وقال: «{d:لمّا حاجة تتكسر، الغرا مش أصعب حتّة، الأصعب هو الاعتراف. بس الاعتراف أسهل لمّا نعرف إيه اللي بعده. يلّا نخطّط: هنقول إيه، ونعمل إيه عشان نصلّحها؟|لمّا شي ينكسر، الغرا مش أصعب شي، الأصعب هوّي الاعتراف. بس الاعتراف أسهل لمّا نعرف شو بعدو. يلّا نخطّط: شو رح نقول، وشو منعمل لنصلّحو؟|لمّا شي ينكسر، الغرا مو أصعب شي، الأصعب هو الاعتراف. بس الاعتراف أسهل لمّا نعرف وش بعده. خلّنا نخطّط: وش بنقول، ووش نسوّي عشان نصلّحه؟|لمّا شي ينكسر، الغرا مب أصعب شي، الأصعب هو الاعتراف. بس الاعتراف أسهل لمّا نعرف شو بعده. خلّنا نخطّط: شو بنقول، وشو نسوّي عشان نصلّحه؟}»',
      '2',
    ],
  ],
  together: [
    [
      'They wrote the plan on a piece of paper: one, tell the truth; two, say sorry; three, glue the vase together.',
      'كَتَبا الخُطَّةَ عَلى وَرَقَةٍ: أَوَّلًا، قَوْلُ الحَقيقَةِ؛ ثانِيًا، الاعْتِذارُ؛ ثالِثًا، لَصْقُ المِزْهَرِيَّةِ.',
      '{d:كتبوا الخطّة على ورقة: واحد، نقول الحقيقة؛ اتنين، نقول آسف؛ تلاتة، نلزّق الفازة|كتبوا الخطّة على ورقة: واحد، نقول الحقيقة؛ تنين، نقول آسف؛ تلاتة، نلزّق المزهريّة|كتبوا الخطّة على ورقة: واحد، نقول الصدق؛ ثنين، نقول آسف؛ ثلاثة، نلصق المزهريّة}.',
    ],
    [
      'Uncle opened his toolbox and set out the glue, ready for step three. "First things first," he said, and walked with {H} to find Mama.',
      'فَتَحَ الخالُ صُنْدوقَ أَدَواتِهِ، وَأَخْرَجَ الغِراءَ جاهِزًا لِلْخُطْوَةِ الثّالِثَةِ، وَقالَ: «الخُطْوَةُ الأولى أَوَّلًا»، وَمَشى مَعَ {H.g} لِيَبْحَثا عَنِ الأُمِّ.',
      'خال{H:ه|ها} {d:فتح شنطة العدّة وطلّع الغرا جاهز للخطوة التالتة، وقال: «الخطوة الأولى الأوّل»، ومشي مع|فتح شنطة العدّة وطلّع الغرا جاهز للخطوة التالتة، وقال: «الخطوة الأولى أوّل شي»، ومشي مع|فتح شنطة العدّة وطلّع الغرا جاهز للخطوة الثالثة، وقال: «الخطوة الأولى أوّل»، ومشى مع|فتح شنطة العدّة وطلّع الغرا جاهز للخطوة الثالثة، وقال: «الخطوة الأولى أوّل»، ومشى ويّا} {H} {d:يدوّروا على ماما|يفتّشوا على ماما|يدوّرون ماما}.',
    ],
  ],
  resolution: [
    [
      '{H} followed the plan: first the truth, then sorry. "Thank you for telling me," said Mama, and then they glued the vase together.',
      '{H:اتَّبَعَ|اتَّبَعَتْ} {H} الخُطَّةَ: الحَقيقَةُ أَوَّلًا، ثُمَّ الاعْتِذارُ. فَقالَتِ الأُمُّ: «شُكْرًا لِأَنَّ{H:كَ أَخْبَرْتَني|كِ أَخْبَرْتِني}»، ثُمَّ أَلْصَقوا المِزْهَرِيَّةَ مَعًا.',
      `{H} نفّذ{H:|ت} الخطّة: ${truth} {d:الأوّل، وبعدين آسف|أوّل شي، وبعدين آسف|أوّل، وبعدين آسف}{H:|ة}. وماما قالت: «{d.thanks:H} {d:إنّك قلت لي|لأنّك قلتلي|إنّك قلت لي}»، وبعدين {d:لزّقوا الفازة سوا|لزّقوا المزهريّة سوا|لصقوا المزهريّة سوا}.`,
    ],
    [
      'Before bed, Uncle added one more line to the plan: four, sleep well. {H} ticked it with a big, proud tick.',
      'وَقَبْلَ النَّوْمِ أَضافَ الخالُ سَطْرًا إِلى الخُطَّةِ: رابِعًا، نَوْمٌ هانِئٌ. {H:فَوَضَعَ|فَوَضَعَتْ} {H} بِجانِبِهِ عَلامَةً كَبيرَةً.',
      'وقبل النوم، خال{H:ه|ها} {d:زوّد سطر في الخطّة: أربعة، نوم هادي|زاد سطر عالخطّة: أربعة، نوم هادي|زاد سطر في الخطّة: أربعة، نوم هادي}، و{H} علّم{H:|ت} {d:جنبه علامة كبيرة|حدّو علامة كبيرة|جنبه علامة كبيرة}.',
      '2',
    ],
    [
      "The lie had felt so heavy partly because {H} could not see past the moment of telling. Uncle's plan had shown what lay on the other side: sorry, glue, a vase back on its shelf. Owning up, {H} realised, is easier when you can see where it leads.",
      'كانَتِ الكِذْبَةُ ثَقيلَةً لِأَنَّ {H.a} لَمْ {H:يَكُنْ يَرى|تَكُنْ تَرى} ما بَعْدَ لَحْظَةِ الاعْتِرافِ، فَأَرَتْ{H:هُ|ها} خُطَّةُ الخالِ ما في الجِهَةِ الأُخْرى: اعْتِذارٌ، وَغِراءٌ، وَمِزْهَرِيَّةٌ تَعودُ إِلى رَفِّها. {H:وَأَدْرَكَ|وَأَدْرَكَتْ} {H} أَنَّ الاعْتِرافَ أَسْهَلُ حينَ نَرى إِلى أَيْنَ يَقودُ.',
      'الكذبة كانت {d:تقيلة، عشان|تقيلة، لأنّو|ثقيلة، عشان|ثقيلة، لأنّ} {H} {d.cant:H} {H:ي|ت}شوف {d:اللي بعد لحظة الاعتراف. خطّة خال|شو بعد لحظة الاعتراف. خطّة خال|وش بعد لحظة الاعتراف. خطّة خال|شو بعد لحظة الاعتراف. خطّة خال}{H:ه|ها} {d:ورّت|فرجت|ورّت}{H:ه|ها} {d:الناحية التانية: آسف، وغرا، وفازة راجعة على رفّها|الجهة التانية: آسف، وغرا، ومزهريّة راجعة على رفّها|الجهة الثانية: آسف، وغرا، ومزهريّة راجعة لرفّها|الصوب الثاني: آسف، وغرا، ومزهريّة راجعة لرفّها}. و{H} فهم{H:|ت} إنّ الاعتراف {d:أسهل لمّا نشوف هيودّينا فين|أسهل لمّا نشوف لوين رح ياخدنا|أسهل لمّا نشوف وين بيودّينا}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'stand by a knocked-over vase of flowers, a ball on the floor',
    try: 'hide under the blanket in bed',
    help: 'sit on the floor with Uncle, who has a small toolbox',
    together: 'walk beside Uncle to find Mama, a written plan in hand',
    resolution: 'glue the vase together at the kitchen table with Mama and Uncle',
  },
  props: {
    problem: [
      { kind: 'flowers', where: 'ground', state: 'broken' },
      { kind: 'ball', where: 'ground' },
    ],
    try: [{ kind: 'bed' }],
    together: [{ kind: 'letter', where: 'held' }],
    resolution: [{ kind: 'flowers', where: 'table', state: 'whole' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'living-room',
    resolution: 'kitchen',
  },
};

export const lyingPlots: readonly SituationPlot[] = [
  safeToTell,
  pebble,
  littleWeed,
  noteUnderTheCup,
  doOver,
  fixItPlan,
];
