import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Jealousy of a younger brother or sister (a baby or a toddler). The feeling is named without
 * shame; a parent shows that love is not used up (a second lantern lit from the first) or gives
 * time for just the two of them, and the little one reaches for the big one. {R} is the sibling
 * the idea names, spoken of as "the little one" and "his little brother / her little sister".
 */

const person = {
  roles: ['baby-brother', 'baby-sister', 'baby', 'brother', 'sister', 'twin', 'siblings'] as const,
  fallback: words('the little brother', 'الأَخُ الصَّغيرُ', 'أخوه الصغيّر', 'خيّو الزغير', 'أخوه الصغير'),
  male: true,
};

const problem: Pool = [
  [
    'Everyone smiled at {H.his} little {R:brother|sister}, and {H} felt a prickly feeling inside. It was jealousy.',
    'كانَ الجَميعُ يَبْتَسِمونَ لِ{R:أَخي|أُخْتِ}{H:هِ|ها} {R.oneg}، {H:فَشَعَرَ|فَشَعَرَتْ} {H} بِوَخْزَةٍ في داخِلِ{H:هِ|ها}؛ إِنَّها الغَيْرَةُ.',
    '{d:الكل كان بيضحك ل|الكل كان عم يبتسم ل|الكل كان يبتسم ل|الكل كان يبتسم ل}{R:أخو|أخت}{H:ه|ها} {R.one}، و{H} حسّ{H:|ت} {d:بحاجة بتشكّ جوّا|بشي عم ينغز جوّا|بشي ينغز داخل|بشي ينغز داخل}{H:ه|ها}؛ {d:دي الغيرة|هيدي الغيرة|هذي الغيرة|هاي الغيرة}.',
  ],
  [
    'Mama seemed busy with {H.his} little {R:brother|sister} all the time, and {H} felt jealous.',
    'بَدَتْ أُمُّ{H:هُ|ها} مَشْغولَةً بِ{R:أَخي|أُخْتِ}{H:هِ|ها} {R.oneg} طَوالَ الوَقْتِ، {H:فَشَعَرَ|فَشَعَرَتْ} {H} بِالغَيْرَةِ.',
    '{d.mom} {d:كانت باينة مشغولة ب|كانت مبيّنة مشغولة ب|كانت تبين مشغولة ب|كانت تبين مشغولة ب}{R:أخو|أخت}{H:ه|ها} {R.one} طول الوقت، و{H} حسّ{H:|ت} بالغيرة.',
  ],
  [
    "{H} knew it was not {H.his} little {R:brother|sister}'s fault. Still, every time the visitors crowded round the little bed, the jealousy came back, hot and heavy, and {H} could not make it stop.",
    '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ {R:أَخا|أُخْتَ}{H:هُ|ها} {R.onea} لا ذَنْبَ لَ{R:هُ|ها}؛ وَمَعَ ذلِكَ، كُلَّما الْتَفَّ الضُّيوفُ حَوْلَ السَّريرِ الصَّغيرِ، عادَتِ الغَيْرَةُ حارَّةً ثَقيلَةً، وَلَمْ {H:يَسْتَطِعْ|تَسْتَطِعْ} {H} أَنْ {H:يوقِفَها|توقِفَها}.',
    '{H} {H:كان|كانت} عارف{H:|ة} إنّ {d:ده مش|هيدا مش|هذا مو|هذا مب} ذنب {R:أخو|أخت}{H:ه|ها} {R.one}؛ {d:وبرضه، كل ما الضيوف يتلمّوا حوالين السرير الصغيّر، الغيرة كانت بترجع سخنة وتقيلة، ومكانش فيه طريقة توقّفها|ومع هيك، كل ما الضيوف يتجمّعوا حول التخت الزغير، الغيرة كانت ترجع سخنة وتقيلة، وما كان في طريقة توقّفا|ومع كذا، كل ما الضيوف يتجمّعون حول السرير الصغير، الغيرة كانت ترجع حارّة وثقيلة، وما كان فيه طريقة توقّفها|ومع جي، كل ما الضيوف يلتمّون حول السرير الصغير، الغيرة كانت ترد حارّة وثقيلة، وما كان في طريقة توقّفها}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} crossed {H.his} arms and frowned.',
    '{H:عَقَدَ|عَقَدَتْ} {H} ذِراعَيْ{H:هِ|ها} {H:وَعَبَسَ|وَعَبَسَتْ}.',
    '{H} كتّف{H:|ت} {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} و{d:كشّر|كشّر|عبّس|عبّس}{H:|ت}.',
    'p',
  ],
  [
    '"Nobody cares about me any more," {H} thought.',
    '«لَمْ يَعُدْ أَحَدٌ يَهْتَمُّ بي»، فَكَّرَ{H:|تْ} {H}.',
    '«{d:محدّش بقى مهتمّ بيّا|ما حدا عاد يهتمّ فيّي|ما أحد صار يهتمّ فيني|ما حد صار يهتمّ فيني}»، فكّر{H:|ت} {H}.',
  ],
  [
    'When {R.one} cried, everyone ran to {R:him|her}. When {H} called, nobody came.',
    'حينَ {R:يَبْكي|تَبْكي} {R.one} يَرْكُضُ إِلَيْ{R:هِ|ها} الجَميعُ، وَحينَ {H:يُنادي|تُنادي} {H} لا يَأْتي أَحَدٌ.',
    'لمّا {R.one} {R:ي|ت}{d:عيّط|بكي|صيح|صيح}، الكل {d:بيجري|بيركض|يركض|يركض} ل{R:ه|ها}، ولمّا {H} {H:ينادي|تنادي}، {d:محدّش بييجي|ما حدا بيجي|ما أحد يجي|ما حد ييي}.',
    '2',
  ],
];

const tries: Pool = [
  [
    '{H} tried making lots of noise so that everyone would look.',
    '{H:حاوَلَ|حاوَلَتْ} {H} أَنْ {H:يَلْفِتَ|تَلْفِتَ} الأَنْظارَ بِالضَّجيجِ.',
    '{H} حاول{H:|ت} {H:يلفت|تلفت} النظر ب{d:الدوشة|الدوشة|الإزعاج|الإزعاج}.',
  ],
  [
    '{H} hid behind the sofa, but nobody came looking.',
    '{H:اخْتَبَأَ|اخْتَبَأَتْ} {H} خَلْفَ الأَريكَةِ، لكِنْ لَمْ يَأْتِ أَحَدٌ {H:يَبْحَثُ عَنْهُ|يَبْحَثُ عَنْها}.',
    '{H} قعد{H:|ت} {H:مستخبّي|مستخبّية} ورا الكنبة، بس {d:محدّش جه يدوّر|ما حدا إجا يفتّش|ما أحد جا يدوّر|ما حد يا يدوّر} عل{H:يه|يها}.',
  ],
  [
    '{H} went to {H.his} room and shut the door, but being alone did not help.',
    '{H:ذَهَبَ|ذَهَبَتْ} {H} إِلى غُرْفَتِ{H:هِ|ها} {H:وَأَغْلَقَ|وَأَغْلَقَتِ} البابَ، لكِنَّ البَقاءَ وَحيدًا لَمْ يُساعِدْ.',
    '{H} راح{H:|ت} {d:أوضت|أوضت|غرفت|حجرت}{H:ه|ها} وقفل{H:|ت} الباب، بس {d:القعدة لوحد|القعدة لحال|القعدة بروح|القعدة بروح}{H:ه|ها} {d:ما فادتش|ما نفعت|ما نفعت|ما نفعت}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Jealousy is a feeling, {H} thought, and feelings pass.',
    'فَكَّرَ{H:|تْ} {H}: الغَيْرَةُ شُعورٌ، وَالمَشاعِرُ تَمُرُّ.',
    'فكّر{H:|ت} {H}: الغيرة {d:إحساس، والإحساس بيعدّي|شعور، والشعور بيمرق|شعور، والشعور يمرّ|شعور، والشعور يمرّ}.',
  ],
  [
    '{H} understood that nobody had taken {H.his} share: at home there was love enough for everyone.',
    '{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ أَحَدًا لَمْ يَأْخُذْ نَصيبَ{H:هُ|ها}؛ فَفي البَيْتِ حُبٌّ يَكْفي الجَميعَ.',
    '{H} فهم{H:|ت} إنّ {d:محدّش خد نصيب|ما حدا أخد حصّة|ما أحد أخذ نصيب|ما حد أخذ نصيب} {H}؛ {d:في البيت حبّ يكفّي الكل|بالبيت في حبّ بيكفّي الكل|في البيت حبّ يكفي الكل|في البيت حبّ يكفي الكل}.',
    '2',
  ],
  [
    'Maybe one day, {H} thought, {R.one} would look up to {H.him} the way {H.he} looked up to the bigger children, and the jealousy felt smaller.',
    'فَكَّرَ{H:|تْ} {H}: رُبَّما {R:يَنْظُرُ|تَنْظُرُ} {R.one} إِلَيْ{H:هِ|ها} بِإِعْجابٍ يَوْمًا، كَما {H:يَنْظُرُ|تَنْظُرُ} {H:هُوَ|هِيَ} إِلى الأَطْفالِ الأَكْبَرِ؛ فَصَغُرَتِ الغَيْرَةُ في قَلْبِ{H:هِ|ها}.',
    'فكّر{H:|ت} {H}: يمكن {R.one} {R:ي|ت}{d:بصّ ل|طلّع ب|طالع في|طالع في}{H:ه|ها} بإعجاب {d:في يوم، زيّ ما|بيوم، متل ما|في يوم، مثل ما|في يوم، شرات ما} {H:هو|هي} {d.bh}{H:ي|ت}{d:بصّ للعيال الكبار|طلّع بالولاد الكبار|طالع في العيال الكبار|طالع في العيال الكبار}، {d:والغيرة صغرت في قلب|والغيرة زغرت بقلب|والغيرة صغرت في قلب|والغيرة صغرت في قلب}{H:ه|ها}.',
    '3',
  ],
];

const loveEnough = [
  'There is love enough for everyone.',
  'هُناكَ حُبٌّ يَكْفي الجَميعَ.',
  '{d:فيه حبّ يكفّي الكل|في حبّ بيكفّي الكل|فيه حبّ يكفي الكل|في حبّ يكفي الكل}.',
] as const;

const shared = {
  situation: 'sibling-jealousy',
  gentle: false,
  person,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

/** Mama lights a second lantern from the first: love shared is not made smaller. */
const twoLanterns: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/two-lanterns',
  titles: [
    ['Two Little Lights', 'نورانِ صَغيرانِ', '{d:نورين صغيّرين|ضوّين زغار|نورين صغار|نورين صغار}'],
    [
      '{H} and the Second Lantern',
      '{H} وَالفانوسُ الثّاني',
      '{H} والفانوس {d:التاني|التاني|الثاني|الثاني}',
    ],
  ],
  morals: [
    [
      'Love is like light: sharing it does not make it smaller.',
      'الحُبُّ مِثْلُ النّورِ: لا يَنْقُصُ حينَ نَتَقاسَمُهُ.',
      'الحبّ {d:زيّ النور: ما بيقلّش لمّا نقسمه|متل الضو: ما بيقلّ لمّا نقسمو|مثل النور: ما يقلّ لمّا نتقاسمه|شرات النور: ما يقلّ لمّا نتقاسمه}.',
    ],
    loveEnough,
  ],
  help: [
    [
      'Mama came and sat with {H}, holding a little lantern. "I think I know this feeling," she said gently. "It is called jealousy, and it is all right. Let me show you something."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ مَعَ{H:هُ|ها} وَفي يَدِها فانوسٌ صَغيرٌ، وَقالَتْ بِلُطْفٍ: «أَظُنُّ أَنَّني أَعْرِفُ هذا الشُّعورَ؛ اسْمُهُ الغَيْرَةُ، وَلا بَأْسَ بِهِ. دَعْني {H:أُريكَ|أُريكِ} شَيْئًا».',
      '{d.mom} {d.came:f} وقعدت جنب {H} {d:ومعاها فانوس صغيّر|ومعها فانوس زغير|ومعها فانوس صغير|وويّاها فانوس صغير}، وقالت بحنيّة: «{d:أظنّ إنّي عارفة الإحساس ده؛ اسمه الغيرة، وده عادي. خلّيني أورّيك حاجة|بظنّ إنّي بعرف هالشعور؛ اسمو الغيرة، وهيدا عادي. خلّيني فرجيك شي|أظنّ إنّي أعرف هالشعور؛ اسمه الغيرة، وهذا عادي. خلّني أوريك شي|أظنّ إنّي أعرف هالشعور؛ اسمه الغيرة، وهذا عادي. خلّني أوريك شي}».',
    ],
  ],
  together: [
    [
      'Mama lit the lantern. Then she lit a second lantern from the first one.',
      'أَضاءَتْ أُمُّ{H:هُ|ها} الفانوسَ، ثُمَّ أَضاءَتْ مِنْهُ فانوسًا ثانِيًا.',
      '{d.mom} {d:ولّعت|ضوّت|شعلت|شبّت} الفانوس، وبعدين {d:ولّعت منه فانوس تاني|ضوّت منّو فانوس تاني|شعلت منه فانوس ثاني|شبّت منه فانوس ثاني}.',
    ],
    [
      '{H} watched the little flame jump from one wick to the other.',
      '{H:راقَبَ|راقَبَتْ} {H} الشُّعْلَةَ الصَّغيرَةَ وَهِيَ تَقْفِزُ مِنْ فَتيلٍ إِلى فَتيلٍ.',
      '{H} {d.looked:H} على {d:الشعلة الصغيّرة وهي بتنطّ من فتيلة لفتيلة|الشعلة الزغيرة وهيّي عم تنطّ من فتيلة لفتيلة|الشعلة الصغيرة وهي تنطّ من فتيلة لفتيلة|الشعلة الصغيرة وهي تنطّ من فتيلة لفتيلة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'The second lantern shone just as brightly as the first. "Love is like that," Mama said. "There is love enough for everyone."',
      'كانَ الفانوسُ الثّاني يَلْمَعُ كَالأَوَّلِ تَمامًا. قالَتْ أُمُّ{H:هُ|ها}: «الحُبُّ هكَذا؛ في قَلْبي حُبٌّ يَكْفي الجَميعَ».',
      '{d:الفانوس التاني كان بينوّر زيّ الأوّلاني بالظبط|الفانوس التاني كان عم يضوّي متل الأوّل بالزبط|الفانوس الثاني كان ينوّر مثل الأوّل بالضبط|الفانوس الثاني كان ينوّر شرات الأوّل بالضبط}. {d.mom} قالت: «الحبّ {d:كده؛ في قلبي حبّ يكفّي الكل|هيك؛ بقلبي في حبّ بيكفّي الكل|كذا؛ في قلبي حبّ يكفي الكل|جي؛ في قلبي حبّ يكفي الكل}».',
    ],
    [
      '"When {R.one} came, my love for you did not get any smaller," Mama said, and {H} felt the jealousy melt away.',
      '«حينَ {R:جاءَ|جاءَتْ} {R.one} لَمْ يَصْغُرْ حُبّي لَ{H:كَ|كِ}»، قالَتْ أُمُّ{H:هُ|ها}، فَذابَتِ الغَيْرَةُ في قَلْبِ {H.g} شَيْئًا فَشَيْئًا.',
      '«لمّا {R.one} {d.came:R}، {d:حبّي ليك ما صغرش|حبّي إلك ما زغر|حبّي لك ما صغر|حبّي لك ما صغر}»، قالت {d.mom}، والغيرة {d:دابت شوية بشوية|ذابت شوي شوي|ذابت شوي شوي|ذابت شوي شوي} في قلب{H:ه|ها}.',
      '2',
    ],
    [
      '{H} held one lantern and Mama held the other, and both of them shone warmly.',
      '{H:أَمْسَكَ|أَمْسَكَتْ} {H} فانوسًا، وَأَمْسَكَتْ أُمُّ{H:هُ|ها} الآخَرَ، وَكِلاهُما يَلْمَعُ بِدِفْءٍ.',
      '{H} مسك{H:|ت} فانوس، و{d.mom} مسكت {d:التاني، والاتنين بينوّروا بدفا|التاني، والتنين عم يضوّوا بدفا|الثاني، والثنين ينوّرون بدفا|الثاني، والثنين ينوّرون بدفا}.',
      'p',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit with Mama, who holds a little lantern',
    together: 'watch Mama light a second lantern from the first',
    resolution: 'hold a glowing lantern beside Mama, who holds the other',
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    help: [{ kind: 'lantern', where: 'held' }],
    together: [
      { kind: 'lantern', where: 'held' },
      { kind: 'lantern', where: 'table' },
    ],
    resolution: [
      { kind: 'lantern', where: 'held' },
      { kind: 'lantern', where: 'held' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Baba makes time for the two of them; when the little one wakes, it reaches for the big one. */
const justUsTwo: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/just-us-two',
  titles: [
    ['Just {H} and Baba', '{H} وَأَبو{H:هُ|ها} وَحْدَهُما', '{H} و{d.dad} {d:لوحدهم|لحالن|بروحهم|بروحهم}'],
    ['A Game for Two', 'لُعْبَةٌ لِاثْنَيْنِ', '{d:لعبة لاتنين|لعبة لتنين|لعبة لثنين|لعبة لثنين}'],
  ],
  morals: [
    loveEnough,
    [
      'Every child has a place that no one else can take.',
      'لِكُلِّ طِفْلٍ مَكانٌ لا يَأْخُذُهُ أَحَدٌ غَيْرُهُ.',
      '{d:كل طفل ليه مكان محدّش ياخده غيره|كل ولد إلو محلّ ما حدا بياخدو غيرو|كل طفل له مكان ما أحد ياخذه غيره|كل طفل له مكان ما حد ياخذه غيره}.',
    ],
  ],
  help: [
    [
      'Baba came and sat on the floor beside {H}. "Feeling jealous is nothing to be ashamed of," he said. "How about a game, just the two of us, while {R.one} sleeps?"',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ{H:هِ|ها}، وَقالَ: «الشُّعورُ بِالغَيْرَةِ لَيْسَ عَيْبًا. ما رَأْيُ{H:كَ|كِ} في لُعْبَةٍ لَنا وَحْدَنا، بَيْنَما {R:يَنامُ|تَنامُ} {R.one}؟»',
      '{d.dad} {d.came:m} وقعد على الأرض جنب {H}، وقال: «{d:الغيرة مش عيب. إيه رأيك في لعبة لينا إحنا الاتنين، و|الغيرة مش عيب. شو رأيك بلعبة إلنا نحنا التنين، و|الغيرة مو عيب. وش رايك بلعبة لنا حنّا الثنين، و|الغيرة مب عيب. شو رايك بلعبة لنا إحنا الثنين، و}{R.one} {R:نايم|نايمة}؟»',
      '2',
    ],
    [
      'Baba came and sat on the floor by {H}. "It is all right to feel jealous," he said. "Let us play, just you and me."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ{H:هِ|ها}، وَقالَ: «لا بَأْسَ أَنْ {H:تَشْعُرَ|تَشْعُري} بِالغَيْرَةِ. {H:تَعالَ|تَعالَيْ} نَلْعَبْ وَحْدَنا، {H:أَنا وَأَنْتَ|أَنا وَأَنْتِ}».',
      '{d.dad} {d.came:m} وقعد على الأرض جنب {H}، وقال: «{d:الغيرة مش عيب. يلّا نلعب أنا و|الغيرة مش عيب. يلّا نلعب أنا و|الغيرة مو عيب. يلّا نلعب أنا و|الغيرة مب عيب. يلّا نلعب أنا و}{d.you:H} {d:بسّ|بس|بس|بس}».',
      'y',
    ],
  ],
  together: [
    [
      "They played Baba's old board game, and {H} won twice. For a while there was nobody else in the world but the two of them.",
      'لَعِبا لُعْبَةَ أَبي{H:هِ|ها} القَديمَةَ، {H:وَفازَ|وَفازَتْ} {H} مَرَّتَيْنِ؛ وَلِبَعْضِ الوَقْتِ لَمْ يَكُنْ في الدُّنْيا غَيْرُهُما.',
      '{d:لعبوا|لعبوا|لعبوا|لعبوا} لعبة بابا القديمة، و{H} {d:كسب|ربح|فاز|فاز}{H:|ت} مرّتين؛ {d:وشوية كده مكانش فيه في الدنيا غيرهم|ولشوي ما كان في بالدنيا غيرن|وشوي ما كان فيه في الدنيا غيرهم|وشوي ما كان في في الدنيا غيرهم}.',
    ],
    [
      'Baba told {H} about the day {H.he} was born, and how the whole house had felt brand new.',
      'حَكى أَبو{H:هُ|ها} لَ{H:هُ|ها} عَنْ يَوْمِ وِلادَتِ{H:هِ|ها}، وَكَيْفَ بَدا البَيْتُ كُلُّهُ جَديدًا.',
      '{d.dad} {d:حكى|حكى|سولف|سولف} ل{H} عن يوم ولادت{H:ه|ها}، و{d:إزاي البيت كلّه حسّ إنّه جديد|كيف البيت كلّو صار كأنّو جديد|كيف البيت كلّه صار كأنّه جديد|شلون البيت كلّه صار كأنّه جديد}.',
      '2',
    ],
  ],
  resolution: [
    [
      'When {R.one} woke up, {R:he|she} looked straight at {H} and reached out.',
      'وَحينَ {R:اسْتَيْقَظَ|اسْتَيْقَظَتْ} {R.one}، {R:نَظَرَ|نَظَرَتْ} إِلى {H.g} مُباشَرَةً {R:وَمَدَّ|وَمَدَّتْ} يَدَيْ{R:هِ|ها}.',
      'ولمّا {R.one} {d:صحي|فاق|قام|نشّ}{R:|ت} من النوم، {d.looked:R} {d:ل|ل|في |في }{H} {d:على طول|دغري|على طول|على طول} {d:ومدّ|ومدّ|ومدّ|ومدّ}{R:|ت} {d:إيدي|إيدي|يدي|يدي}{R:ه|ها}.',
    ],
    [
      'Baba smiled. "{R.One} loves you too," he said softly. "There is love enough for everyone." The jealousy in {H}\'s heart grew small and quiet.',
      'ابْتَسَمَ أَبو{H:هُ|ها} وَقالَ بِهُدوءٍ: «{R.one} {R:يُحِبُّ|تُحِبُّ}{H:كَ|كِ} أَيْضًا؛ في البَيْتِ حُبٌّ يَكْفي الجَميعَ». فَصَغُرَتِ الغَيْرَةُ في قَلْبِ {H.g} وَهَدَأَتْ.',
      '{d.dad} ابتسم وقال بهدوء: «{R.one} {d.bh}{R:يحبّ|تحبّ}ك {d:إنت كمان|إنت كمان|إنت بعد|إنت بعد}؛ {d:في البيت حبّ يكفّي الكل|بالبيت في حبّ بيكفّي الكل|في البيت حبّ يكفي الكل|في البيت حبّ يكفي الكل}». والغيرة {d:صغرت وهديت في قلب|زغرت وهديت بقلب|صغرت وهدت في قلب|صغرت وهدت في قلب}{H:ه|ها}.',
      '2',
    ],
    [
      "{H} held {H.his} little {R:brother|sister}'s hand, and the jealousy was gone, for now at least.",
      '{H:أَمْسَكَ|أَمْسَكَتْ} {H} يَدَ {R:أَخي|أُخْتِ}{H:هِ|ها} {R.oneg}، وَغابَتِ الغَيْرَةُ، الآنَ عَلى الأَقَلِّ.',
      '{H} مسك{H:|ت} {d:إيد|إيد|يد|يد} {R:أخو|أخت}{H:ه|ها} {R.one}، والغيرة {d:راحت، دلوقتي على الأقلّ|راحت، هلّق عالأقلّ|راحت، الحين على الأقلّ|راحت، الحين على الأقلّ}.',
      'p',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit on the floor with Baba, who holds an old board game',
    together: 'play a board game on the floor with Baba',
    resolution: "hold the little baby's hand beside Baba",
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'held' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [
      { kind: 'cot', where: 'ground' },
      { kind: 'board-game', where: 'ground' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Grandpa was jealous of his own little brother once; what helped was teaching him, as only the big one can. */
const firstTeacher: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/first-teacher',
  titles: [
    [
      "The Little One's First Teacher",
      'المُعَلِّمُ الأَوَّلُ لِلصَّغيرِ',
      '{d:أوّل معلّم ل|أوّل معلّم ل|أوّل معلّم ل|أوّل معلّم ل}{R.one}',
    ],
    [
      'What Grandpa Knew',
      'ما كانَ يَعْرِفُهُ الجَدُّ',
      '{d:اللي كان جدّو عارفه|اللي كان جدّو بيعرفو|اللي كان الجدّ يعرفه|اللي كان اليدّ يعرفه}',
    ],
  ],
  morals: [
    [
      "A big brother or sister is a little one's first teacher.",
      'الأَخُ الأَكْبَرُ أَوِ الأُخْتُ الكُبْرى أَوَّلُ مُعَلِّمٍ لِلصَّغيرِ.',
      '{d:الأخ الكبير أو الأخت الكبيرة أوّل معلّم للصغيّر|الخيّ الكبير أو الإخت الكبيرة أوّل معلّم للزغير|الأخو الكبير أو الأخت الكبيرة أوّل معلّم للصغير|الأخو الكبير أو الأخت الكبيرة أوّل معلّم للصغير}.',
    ],
    loveEnough,
  ],
  help: [
    [
      'Grandpa came and sat beside {H}. "When my little brother was born, I felt jealous too," he said. "And what helped? I taught him things that only a big brother knew."',
      'جاءَ الجَدُّ وَجَلَسَ بِجانِبِ {H.g}، وَقالَ: «حينَ وُلِدَ أَخي الصَّغيرُ، شَعَرْتُ بِالغَيْرَةِ أَنا أَيْضًا. وَما الَّذي ساعَدَني؟ عَلَّمْتُهُ أَشْياءَ لا يَعْرِفُها إِلّا الأَخُ الأَكْبَرُ».',
      '{d:جدّو جه وقعد جنب|جدّو إجا وقعد حدّ|الجدّ جا وقعد جنب|اليدّ جا وقعد جنب} {H}، وقال: «{d:لمّا أخويا الصغيّر اتولد، أنا كمان حسّيت بالغيرة. وإيه اللي ساعدني؟ علّمته حاجات محدّش يعرفها غير الأخ الكبير|لمّا خيّي الزغير خلق، أنا كمان حسّيت بالغيرة. وشو ساعدني؟ علّمتو شغلات ما حدا بيعرفها غير الخيّ الكبير|لمّا أخوي الصغير انولد، أنا بعد حسّيت بالغيرة. ووش اللي ساعدني؟ علّمته أشياء ما يعرفها إلّا الأخو الكبير|لمّا أخوي الصغير انولد، أنا بعد حسّيت بالغيرة. وشو اللي ساعدني؟ علّمته أشياء ما يعرفها إلّا الأخو الكبير}».',
    ],
  ],
  together: [
    [
      'So {H} showed {R.one} a game: hands over the eyes, then "Boo!"',
      '{H:فَغَطّى|فَغَطَّتْ} {H} عَيْنَيْ{H:هِ|ها} بِيَدَيْ{H:هِ|ها} أَمامَ {R.oneg}، ثُمَّ {H:كَشَفَهُما|كَشَفَتْهُما} فَجْأَةً: «بَخْ!»',
      '{H} {H:غطّى|غطّت} {d:عيني|عيون|عيون|عيون}{H:ه|ها} ب{d:إيدي|إيدي|يدين|يدين}{H:ه|ها} قدّام {R.one}، وبعدين {H:شالهم|شالتهم} فجأة: «بخ!»',
      'p',
    ],
    [
      "{R.One}'s eyes grew wide, as if {H} were the most interesting person in the world.",
      'اتَّسَعَتْ عَيْنا {R.oneg}، كَأَنَّ {H.a} أَهَمُّ شَخْصٍ في الدُّنْيا.',
      '{d:عينين |عيون |عيون |عيون }{R.one} وسعت، {d:كأنّ|كأنّو|كأنّ|كأنّ} {H} {d:أهمّ حدّ في الدنيا|أهمّ حدا بالدني|أهمّ أحد في الدنيا|أهمّ حد في الدنيا}.',
      '2',
    ],
  ],
  resolution: [
    [
      'Then {R.one} gave a big smile, just for {H}. "Only a big {H:brother|sister} can do that," Grandpa said, and the jealousy melted into pride.',
      'ثُمَّ {R:ابْتَسَمَ|ابْتَسَمَتْ} {R.one} ابْتِسامَةً كَبيرَةً لِ{H.g} وَحْدَ{H:هُ|ها}. قالَ الجَدُّ: «هذا لا يَقْدِرُ عَلَيْهِ إِلّا {H:الأَخُ الأَكْبَرُ|الأُخْتُ الكُبْرى}»، فَذابَتِ الغَيْرَةُ وَصارَتْ فَخْرًا.',
      'وبعدين {R.one} {R:ابتسم|ابتسمت} ابتسامة كبيرة ل{H} {d:لوحد|لحال|بروح|بروح}{H:ه|ها}. {d:جدّو قال|جدّو قال|الجدّ قال|اليدّ قال}: «{d:ده محدّش يقدر عليه غير|هيدا ما حدا بيقدر عليه غير|هذا ما أحد يقدر عليه إلّا|هذا ما حد يقدر عليه إلّا} {H:الأخ الكبير|الأخت الكبيرة}»، والغيرة {d:دابت وبقت فخر|ذابت وصارت فخر|ذابت وصارت فخر|ذابت وصارت فخر}.',
    ],
    [
      "{H} was {R.one}'s favourite teacher now.",
      'صارَ{H:|تْ} {H} {H:المُعَلِّمَ المُفَضَّلَ|المُعَلِّمَةَ المُفَضَّلَةَ} عِنْدَ {R.oneg}.',
      '{H} {d.became:H} {H:المعلّم المفضّل|المعلّمة المفضّلة} عند {R.one}.',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit beside Grandpa on the sofa',
    together: 'play peekaboo with a little baby, hands over the eyes',
    resolution: 'smile at a little baby who smiles back, Grandpa watching',
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    resolution: [{ kind: 'cot', where: 'ground' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Grandma prints the big one's hand and the little one's side by side: the first hand has a place no one takes. */
const twoHands: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/two-hands',
  titles: [
    ['Two Blue Hands', 'كَفّانِ زَرْقاوانِ', '{d:كفّين زرق|كفّين زرق|كفّين زرق|كفّين زرق}'],
    [
      'The Big Hand and the Small Hand',
      'الكَفُّ الكَبيرَةُ وَالكَفُّ الصَّغيرَةُ',
      '{d:الكفّ الكبير والكفّ الصغيّر|الكفّ الكبير والكفّ الزغير|الكفّ الكبير والكفّ الصغير|الكفّ الكبير والكفّ الصغير}',
    ],
  ],
  morals: [
    [
      'The one who came first keeps a place no one can take.',
      'مَنْ جاءَ أَوَّلًا يَبْقى لَهُ مَكانٌ لا يَأْخُذُهُ أَحَدٌ.',
      '{d:اللي جه الأوّل ليه مكان محدّش ياخده|اللي إجا أوّل إلو محلّ ما حدا بياخدو|اللي جا أوّل له مكان ما أحد ياخذه|اللي يا أوّل له مكان ما حد ياخذه}.',
    ],
    [
      'A big hand is for holding a small one.',
      'الكَفُّ الكَبيرَةُ خُلِقَتْ لِتُمْسِكَ الصَّغيرَةَ.',
      '{d:الكفّ الكبير معمول عشان يمسك الصغيّر|الكفّ الكبير معمول ليمسك الزغير|الكفّ الكبير مسوّى عشان يمسك الصغير|الكفّ الكبير مسوّى عشان يمسك الصغير}.',
    ],
  ],
  help: [
    [
      'Grandma came with a little pot of blue paint and a sheet of paper. "Jealous feelings are heavy," she said softly. "Come, let us make something to hang on the wall."',
      'جاءَتِ الجَدَّةُ وَمَعَها عُلْبَةٌ صَغيرَةٌ مِنَ اللَّوْنِ الأَزْرَقِ وَوَرَقَةٌ بَيْضاءُ، وَقالَتْ بِهُدوءٍ: «الغَيْرَةُ ثَقيلَةٌ عَلى القَلْبِ. {H:تَعالَ|تَعالَيْ} نَصْنَعْ شَيْئًا نُعَلِّقُهُ عَلى الحائِطِ».',
      '{d:تيتة جت|تيتا إجت|الجدّة جات|اليدّة يات} {d:ومعاها علبة لون أزرق صغيّرة وورقة بيضا|ومعها علبة لون أزرق زغيرة وورقة بيضا|ومعها علبة صبغ أزرق صغيرة وورقة بيضا|وويّاها علبة صبغ أزرق صغيرة وورقة بيضا}، وقالت بهدوء: «{d:الغيرة تقيلة على القلب|الغيرة تقيلة عالقلب|الغيرة ثقيلة على القلب|الغيرة ثقيلة على القلب}. {d.come:H} {d:نعمل حاجة نعلّقها على الحيطة|نعمل شي نعلّقو عالحيط|نسوّي شي نعلّقه على الجدار|نسوّي شي نعلّقه على الطوفة}».',
    ],
    [
      'Grandma came and sat on the floor beside {H}. "When my little sister was born, I was so jealous that I would not even look at her," she said. "Then my mother did something with a pot of paint. I will show you."',
      'جاءَتِ الجَدَّةُ وَجَلَسَتْ عَلى الأَرْضِ بِجانِبِ {H.g}، وَقالَتْ: «حينَ وُلِدَتْ أُخْتي الصَّغيرَةُ، شَعَرْتُ بِالغَيْرَةِ حَتّى إِنَّني لَمْ أَكُنْ أَنْظُرُ إِلَيْها. ثُمَّ صَنَعَتْ أُمّي شَيْئًا بِعُلْبَةِ أَلْوانٍ، وَسَ{H:أُريكَ|أُريكِ}».',
      '{d:تيتة جت وقعدت على الأرض جنب|تيتا إجت وقعدت عالأرض حدّ|الجدّة جات وقعدت على الأرض جنب|اليدّة يات ويلست على الأرض جنب} {H}، وقالت: «{d:لمّا أختي الصغيّرة اتولدت، حسّيت بالغيرة لدرجة إنّي ماكنتش ببصّ لها. وبعدين أمّي عملت حاجة بعلبة ألوان، وأنا هورّيك|لمّا إختي الزغيرة خلقت، حسّيت بالغيرة لدرجة إنّي ما كنت طلّع فيها. وبعدين إمّي عملت شي بعلبة لون، وأنا رح فرجيك|يوم أختي الصغيرة انولدت، حسّيت بالغيرة لدرجة إنّي ما كنت أطالع فيها. وبعدين أمّي سوّت شي بعلبة صبغ، وأنا بوريك|يوم أختي الصغيرة انولدت، حسّيت بالغيرة لدرجة إنّي ما كنت أطالع فيها. وبعدين أمّي سوّت شي بعلبة صبغ، وأنا بوريك}».',
      '2',
    ],
  ],
  together: [
    [
      "Grandma painted {H}'s hand blue and pressed it onto the paper. Then, very gently, she painted {R.one}'s tiny hand and pressed it right beside.",
      'دَهَنَتِ الجَدَّةُ كَفَّ {H.g} بِاللَّوْنِ الأَزْرَقِ وَطَبَعَتْها عَلى الوَرَقَةِ، ثُمَّ دَهَنَتْ بِرِفْقٍ شَديدٍ كَفَّ {R.oneg} الصَّغيرَةَ، وَطَبَعَتْها بِجانِبِها تَمامًا.',
      '{d:تيتة لوّنت|تيتا لوّنت|الجدّة صبغت|اليدّة صبغت} كفّ {H} بالأزرق وطبعته على الورقة، وبعدين {d:لوّنت بالراحة خالص|لوّنت عالخفيف كتير|صبغت بشويش|صبغت بشويش} كفّ {R.one}، {d:وطبعته جنبه على طول|وطبعتو حدّو تمامًا|وطبعته جنبه على طول|وطبعته يمّه على طول}.',
    ],
    [
      'Two blue hands dried side by side on the paper: one big, and one very small.',
      'جَفَّتْ عَلى الوَرَقَةِ كَفّانِ زَرْقاوانِ جَنْبًا إِلى جَنْبٍ: واحِدَةٌ كَبيرَةٌ، وَأُخْرى صَغيرَةٌ جِدًّا.',
      '{d:كفّين زرق نشفوا على الورقة جنب بعض: واحد كبير، وواحد صغيّر أوي|كفّين زرق نشفوا عالورقة حدّ بعض: واحد كبير، وواحد زغير كتير|كفّين زرق نشفوا على الورقة جنب بعض: واحد كبير، وواحد صغير مرّة|كفّين زرق نشفوا على الورقة يمّ بعض: واحد كبير، وواحد صغير وايد}.',
      '2',
    ],
  ],
  resolution: [
    [
      'Under the big blue hand print, beside the tiny one, Grandma wrote: "The big {H:brother|sister}." "This hand came first," she said, "and there is love enough for everyone."',
      'كَتَبَتِ الجَدَّةُ تَحْتَ الكَفِّ الزَّرْقاءِ الكَبيرَةِ، الَّتي بِجانِبِها كَفٌّ صَغيرَةٌ: «{H:الأَخُ الأَكْبَرُ|الأُخْتُ الكُبْرى}»، وَقالَتْ: «هذِهِ الكَفُّ جاءَتْ أَوَّلًا، وَفي البَيْتِ حُبٌّ يَكْفي الجَميعَ».',
      '{d:تيتة كتبت|تيتا كتبت|الجدّة كتبت|اليدّة كتبت} تحت الكفّ الأزرق الكبير، {d:اللي جنبه كفّ صغيّر|اللي حدّو كفّ زغير|اللي جنبه كفّ صغير|اللي يمّه كفّ صغير}: «{H:الأخ الكبير|الأخت الكبيرة}»، وقالت: «{d:الكفّ ده جه الأوّل، وفي البيت حبّ يكفّي الكل|هالكفّ إجا أوّل، وبالبيت في حبّ بيكفّي الكل|هالكفّ جا أوّل، وفي البيت حبّ يكفي الكل|هالكفّ يا أوّل، وفي البيت حبّ يكفي الكل}».',
    ],
    [
      '{R.One} reached out and patted the big blue hand on the paper, and {H} felt the jealousy loosen, like a knot coming undone.',
      '{R:مَدَّ|مَدَّتْ} {R.one} يَدَ{R:هُ|ها} {R:وَرَبَّتَ|وَرَبَّتَتْ} عَلى الكَفِّ الزَّرْقاءِ الكَبيرَةِ، {H:فَشَعَرَ|فَشَعَرَتْ} {H} بِالغَيْرَةِ تَرْتَخي مِثْلَ عُقْدَةٍ تَنْحَلُّ.',
      '{R.one} مدّ{R:|ت} {d:إيد|إيد|يد|يد}{R:ه|ها} وطبطب{R:|ت} على الكفّ الأزرق الكبير، و{H} حسّ{H:|ت} {d:إنّ الغيرة بتتفكّ زيّ عقدة|إنّو الغيرة عم تنفكّ متل عقدة|إنّ الغيرة تنفكّ مثل عقدة|إنّ الغيرة تنفكّ شرات عقدة}.',
      '2',
    ],
    [
      'Looking at the two hands, {H} saw something new: being first was a place {R.one} could never take. The jealousy was still there, but now something sat beside it that felt a lot like pride.',
      '{H:رَأى|رَأَتْ} {H} في الكَفَّيْنِ شَيْئًا جَديدًا: أَنَّ مَنْ جاءَ أَوَّلًا لَهُ مَكانٌ لا يَأْخُذُهُ أَحَدٌ. ما زالَتِ الغَيْرَةُ هُناكَ، لكِنْ صارَ بِجانِبِها شُعورٌ يُشْبِهُ الفَخْرَ.',
      '{d:في الكفّين بان ل|بالكفّين بيّن ل|في الكفّين بان ل|في الكفّين بان ل}{H} {d:حاجة جديدة: إنّ اللي جه الأوّل ليه مكان محدّش ياخده. الغيرة لسّه موجودة، بس بقى جنبها إحساس شبه الفخر|شي جديد: إنّو اللي إجا أوّل إلو محلّ ما حدا بياخدو. الغيرة بعدها موجودة، بس صار حدّها شعور متل الفخر|شي جديد: إنّ اللي جا أوّل له مكان ما أحد ياخذه. الغيرة للحين موجودة، بس صار جنبها شعور يشبه الفخر|شي يديد: إنّ اللي يا أوّل له مكان ما حد ياخذه. الغيرة للحين موجودة، بس صار يمّها شعور يشبه الفخر}.',
      '3',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit beside Grandma, who holds a little pot of blue paint and a sheet of paper',
    together: 'press a blue painted hand onto paper beside Grandma, a tiny hand print next to it',
    resolution:
      'look at two blue hand prints, one big and one tiny, with Grandma and the little baby',
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    help: [{ kind: 'drawing', where: 'held', by: 'Grandma', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Auntie shows a photo of Mama scowling at her baby sister, and another of the two grown up: the little one becomes a friend. */
const auntiesPhoto: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/aunties-photo',
  titles: [
    [
      'When Mama Was Jealous',
      'حينَ شَعَرَتْ أُمُّ {H.g} بِالغَيْرَةِ',
      '{d:لمّا ماما حسّت بالغيرة|لمّا ماما حسّت بالغيرة|لمّا ماما حسّت بالغيرة|لمّا ماما حسّت بالغيرة}',
    ],
    [
      'Two Sisters on a Bench',
      'أُخْتانِ عَلى مَقْعَدٍ',
      '{d:أختين على كنبة|إختين على كنباية|أختين على كنبة|أختين على كنبة}',
    ],
  ],
  morals: [
    [
      '{R.One} you are jealous of today may be your best friend tomorrow.',
      'الصَّغيرُ الَّذي نَغارُ مِنْهُ اليَوْمَ قَدْ يَكونُ أَعَزَّ أَصْدِقائِنا غَدًا.',
      '{d:الصغيّر اللي بنغير منه النهارده ممكن يبقى أقرب صاحب لينا بكرة|الزغير اللي منغار منّو اليوم ممكن يصير أقرب رفيق إلنا بكرا|الصغير اللي نغار منه اليوم يمكن يصير أقرب خويّ لنا بكرة|الصغير اللي نغار منه اليوم يمكن يصير أقرب ربيع لنا باكر}.',
    ],
    [
      'There is love enough for everyone, and it lasts a long time.',
      'هُناكَ حُبٌّ يَكْفي الجَميعَ، وَيَدومُ طَويلًا.',
      '{d:فيه حبّ يكفّي الكل، ويعيش كتير|في حبّ بيكفّي الكل، وبيدوم كتير|فيه حبّ يكفي الكل، ويدوم طويل|في حبّ يكفي الكل، ويدوم وايد}.',
    ],
  ],
  help: [
    [
      'Auntie came and sat beside {H} with an old photo. "Look: that is your mama, and {R.one} in the corner is me," she said. "Your mama felt jealous of me once, you know."',
      'جاءَتْ خالَةُ {H.g} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها صورَةٌ قَديمَةٌ، وَقالَتْ: «{H:اُنْظُرْ|اُنْظُري}: هذِهِ أُمُّ{H:كَ|كِ}، وَالصَّغيرَةُ في الزّاوِيَةِ أَنا. لَقَدْ شَعَرَتْ أُمُّ{H:كَ|كِ} بِالغَيْرَةِ مِنّي يَوْمًا».',
      'خالة {H} {d.came:f} وقعدت {d:جنب|حدّ|جنب|يمّ}{H:ه|ها} {d:ومعاها صورة قديمة|ومعها صورة قديمة|ومعها صورة قديمة|وويّاها صورة قديمة}، وقالت: «{d.look:H}: {d:دي مامتك، والصغيّرة اللي في الركن دي أنا. مامتك كانت بتحسّ بالغيرة منّي زمان|هيدي إمّك، والزغيرة اللي بالزاوية أنا. إمّك كانت تحسّ بالغيرة منّي زمان|هذي أمّك، والصغيرة اللي في الزاوية أنا. أمّك كانت تحسّ بالغيرة منّي قبل|هذي أمّك، والصغيرة اللي في الزاوية أنا. أمّك كانت تحسّ بالغيرة منّي قبل}».',
    ],
    [
      'Auntie found {H} frowning and did not say a word at first. She sat down and showed {H.him} a photo of two little girls, one scowling and one smiling. "The scowling one is your mama," she said. "She was jealous of me, her baby sister. Then something lovely happened. Shall I tell you?"',
      'جاءَتْ خالَةُ {H.g} {H:فَوَجَدَتْهُ عابِسًا|فَوَجَدَتْها عابِسَةً}، فَلَمْ تَقُلْ شَيْئًا في البِدايَةِ؛ جَلَسَتْ {H:وَأَرَتْهُ|وَأَرَتْها} صورَةً لِبِنْتَيْنِ صَغيرَتَيْنِ، واحِدَةٌ عابِسَةٌ وَالأُخْرى مُبْتَسِمَةٌ، وَقالَتْ: «العابِسَةُ أُمُّ{H:كَ|كِ}؛ كانَتْ تَشْعُرُ بِالغَيْرَةِ مِنّي، أُخْتِها الصَّغيرَةِ. ثُمَّ حَدَثَ شَيْءٌ جَميلٌ. هَلْ {H:أَحْكيهِ لَكَ|أَحْكيهِ لَكِ}؟»',
      'خالة {H} {d.came:f} و{d:لقت|لاقت|لقت|لقت}{H:ه|ها} {d:مكشّر|مكشّر|معبّس|معبّس}{H:|ة}، {d:وما قالتش حاجة في الأوّل|وما قالت شي بالأوّل|وما قالت شي في البداية|وما قالت شي في البداية}؛ قعدت و{d:ورّت|فرجت|ورّت|ورّت}{H:ه|ها} صورة لبنتين {d:صغيّرين|زغار|صغار|صغار}، واحدة {d:مكشّرة والتانية|مكشّرة والتانية|معبّسة والثانية|معبّسة والثانية} مبتسمة، وقالت: «{d:المكشّرة دي مامتك؛ كانت بتحسّ بالغيرة منّي، أختها الصغيّرة. وبعدين حصلت حاجة حلوة. أحكيلك|المكشّرة هيدي إمّك؛ كانت تحسّ بالغيرة منّي، إختها الزغيرة. وبعدين صار شي حلو. بحكيلك|المعبّسة هذي أمّك؛ كانت تحسّ بالغيرة منّي، أختها الصغيرة. وبعدين صار شي حلو. أسولف لك|المعبّسة هذي أمّك؛ كانت تحسّ بالغيرة منّي، أختها الصغيرة. وبعدين صار شي حلو. أسولف لك}؟»',
      '2',
    ],
  ],
  together: [
    [
      '"Your mama was the first to teach me to walk, holding both my hands," Auntie said. "And the first to share her sweets with me, even when she did not want to."',
      'قالَتْ خالَةُ {H.g}: «أُمُّ{H:كَ|كِ} أَوَّلُ مَنْ عَلَّمَني المَشْيَ، وَهِيَ تُمْسِكُ يَدَيَّ الاثْنَتَيْنِ، وَأَوَّلُ مَنْ قاسَمَني حَلْواها، حَتّى حينَ لَمْ تَكُنْ تُريدُ».',
      'خالة {H} قالت: «{d:مامتك أوّل واحدة علّمتني المشي وهي ماسكة إيديّا الاتنين، وأوّل واحدة قسمت معايا حلاوتها، حتّى لمّا ماكانتش عايزة|إمّك أوّل وحدة علّمتني إمشي وهيّي ماسكة إيديّي التنين، وأوّل وحدة قسمت معي حلوينها، حتّى لمّا ما كان بدّا|أمّك أوّل وحدة علّمتني المشي وهي ماسكة يديني الثنتين، وأوّل وحدة قسمت معي حلاوتها، حتّى لمّا ما كانت تبي|أمّك أوّل وحدة علّمتني المشي وهي ماسكة يديني الثنتين، وأوّل وحدة قسمت ويّاي حلاوتها، حتّى لمّا ما كانت تبا}».',
    ],
    [
      'Then Auntie showed another photo: the two sisters, grown up, laughing together on the same bench. "Now she is my best friend," Auntie said.',
      'ثُمَّ أَرَتْ{H:هُ|ها} خالَتُ{H:هُ|ها} صورَةً أُخْرى: الأُخْتانِ كَبيرَتانِ تَضْحَكانِ عَلى مَقْعَدٍ واحِدٍ، وَقالَتْ: «صارَتْ أَعَزَّ صَديقاتي».',
      'وبعدين خالة {H} {d:ورّت|فرجت|ورّت|ورّت}{H:ه|ها} صورة {d:تانية: الأختين كبار وبيضحكوا على كنبة واحدة. وقالت: «دلوقتي هي أقرب صاحبة ليّا»|تانية: الإختين كبار وعم يضحكوا على كنباية وحدة. وقالت: «هلّق هيّي أقرب رفيقة إلي»|ثانية: الأختين كبار ويضحكون على كنبة وحدة. وقالت: «الحين هي أقرب خويّة لي»|ثانية: الأختين كبار ويضحكون على كنبة وحدة. وقالت: «الحين هي أقرب ربيعة لي»}.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} looked at {R.one} for a long time. "Maybe one day we will be like Mama and Auntie," {H.he} said. "There is love enough for everyone," Auntie said softly, and the jealousy grew lighter.',
      '{H:نَظَرَ|نَظَرَتْ} {H} إِلى {R.oneg} طَويلًا، {H:وَقالَ|وَقالَتْ}: «رُبَّما نَصيرُ يَوْمًا مِثْلَ أُمّي وَخالَتي». قالَتْ خالَتُ{H:هُ|ها} بِهُدوءٍ: «هُناكَ حُبٌّ يَكْفي الجَميعَ»، فَخَفَّتِ الغَيْرَةُ في قَلْبِ {H.g}.',
      '{H} {d.looked:H} على {R.one} وقت طويل، وقال{H:|ت}: «{d:يمكن في يوم نبقى زيّ ماما وخالتو|يمكن بيوم نصير متل ماما وخالتو|يمكن في يوم نصير مثل ماما وخالتي|يمكن في يوم نصير شرات ماما وخالتي}». خالة {H} قالت بهدوء: «{d:فيه حبّ يكفّي الكل|في حبّ بيكفّي الكل|فيه حبّ يكفي الكل|في حبّ يكفي الكل}»، والغيرة خفّت في قلب{H:ه|ها}.',
    ],
    [
      'That night, {H} let {R.one} hold {H.his} finger for a moment, and remembered Mama teaching Auntie to walk. The jealousy did not seem so big any more.',
      'وَفي تِلْكَ اللَّيْلَةِ {H:تَرَكَ|تَرَكَتْ} {H} {R.onea} {R:يُمْسِكُ|تُمْسِكُ} إِصْبَعَ{H:هُ|ها} لَحْظَةً، {H:وَتَذَكَّرَ|وَتَذَكَّرَتْ} أُمَّ{H:هُ|ها} وَهِيَ تُعَلِّمُ خالَتَ{H:هُ|ها} المَشْيَ، فَلَمْ تَعُدِ الغَيْرَةُ تَبْدو كَبيرَةً.',
      '{d:وبالليل|وبالليل|وفي الليل|وفي الليل} {H} {H:خلّى|خلّت} {R.one} {R:ي|ت}مسك {d:صباع|إصبع|إصبع|صبع}{H:ه|ها} لحظة، و{d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت} {d:مامت|إمّ|أمّ|أمّ}{H:ه|ها} وهي {d:بتعلّم|عم تعلّم|تعلّم|تعلّم} خالت{H:ه|ها} المشي، والغيرة {d:ما بقتش باينة كبيرة|ما عادت مبيّنة كبيرة|ما عادت تبين كبيرة|ما عادت تبين كبيرة}.',
      '2p',
    ],
    [
      '{H} understood that Auntie had not come to scold {H.him} for being jealous. She had come to show {H.him} the end of the story, the part that takes years: {R.one} who grows up to be a friend.',
      '{H:فَهِمَ|فَهِمَتْ} {H} أَنَّ خالَتَ{H:هُ|ها} لَمْ تَأْتِ {H:لِتَلومَهُ|لِتَلومَها} عَلى الغَيْرَةِ، بَلْ جاءَتْ {H:لِتُرِيَهُ|لِتُرِيَها} آخِرَ الحِكايَةِ، الجُزْءَ الَّذي يَأْخُذُ سِنينَ: {R.onea} {R:الَّذي يَكْبُرُ فَيَصيرُ صَديقًا|الَّتي تَكْبُرُ فَتَصيرُ صَديقَةً}.',
      '{H} فهم{H:|ت} إنّ خالت{H:ه|ها} {d:ما جتش تلوم|ما إجت تلوم|ما جات تلوم|ما يات تلوم}{H:ه|ها} على الغيرة؛ {d:جت عشان تورّي|إجت لتفرجي|جات عشان توري|يات عشان توري}{H:ه|ها} آخر الحكاية، {d:الحتّة اللي بتاخد سنين|الشقفة اللي بتاخد سنين|الجزء اللي ياخذ سنين|الجزء اللي ياخذ سنين}: {R.one} اللي {R:ي|ت}كبر {R:وي|وت}{d:بقى|صير|صير|صير} {d.friend:R}.',
      '3',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit beside Auntie, who holds an old photo of two little girls',
    together: 'look at old family photos with Auntie on the sofa',
    resolution: 'let a little baby hold one finger, Auntie sitting close by',
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    help: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'photo', where: 'held' }],
    resolution: [
      { kind: 'cot', where: 'ground' },
      { kind: 'photo', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Uncle has the child draw the jealousy as a grumpy cloud and rubs out a corner for every good thing about being the big one. */
const grumpyCloud: SituationPlot = {
  ...shared,
  key: 'sibling-jealousy/grumpy-cloud',
  titles: [
    [
      'The Grumpy Little Cloud',
      'الغَيْمَةُ العابِسَةُ الصَّغيرَةُ',
      '{d:السحابة المكشّرة الصغيّرة|الغيمة المكشّرة الزغيرة|الغيمة المعبّسة الصغيرة|الغيمة المعبّسة الصغيرة}',
    ],
    [
      '{H} Draws a Feeling',
      '{H} {H:يَرْسُمُ|تَرْسُمُ} شُعورًا',
      '{H} {d.bh}{H:يرسم|ترسم} {d:إحساس|شعور|شعور|شعور}',
    ],
  ],
  morals: [
    [
      'A feeling you can see is a feeling you can shrink.',
      'الشُّعورُ الَّذي نَراهُ نَسْتَطيعُ أَنْ نُصَغِّرَهُ.',
      '{d:الإحساس اللي بنشوفه نقدر نصغّره|الشعور اللي منشوفو فينا نزغّرو|الشعور اللي نشوفه نقدر نصغّره|الشعور اللي نشوفه نقدر نصغّره}.',
    ],
    [
      'There is love enough for everyone, and plenty of it is yours.',
      'هُناكَ حُبٌّ يَكْفي الجَميعَ، وَكَثيرٌ مِنْهُ لَ{H:كَ|كِ}.',
      '{d:فيه حبّ يكفّي الكل، وكتير منه عشانك|في حبّ بيكفّي الكل، وكتير منّو إلك|فيه حبّ يكفي الكل، وواجد منه لك|في حبّ يكفي الكل، ووايد منه لك}.',
    ],
  ],
  help: [
    [
      'Uncle came and sat beside {H} with paper and a grey crayon. "Feelings are easier when you can see them," he said. "Let us draw the jealousy. What does it look like?"',
      'جاءَ عَمُّ {H.g} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ وَرَقَةٌ وَقَلَمٌ رَمادِيٌّ، وَقالَ: «المَشاعِرُ أَسْهَلُ حينَ نَراها. هَيّا نَرْسُمِ الغَيْرَةَ؛ كَيْفَ شَكْلُها؟»',
      'عمّ {H} {d.came:m} {d:وقعد جنب|وقعد حدّ|وقعد جنب|ويلس يمّ}{H:ه|ها} {d:ومعاه ورقة وقلم رمادي|ومعو ورقة وقلم رمادي|ومعه ورقة وقلم رمادي|وويّاه ورقة وقلم رمادي}، وقال: «{d:الإحساس بيبقى أسهل لمّا نشوفه. يلّا نرسم الغيرة؛ شكلها إيه|الشعور بيصير أسهل لمّا نشوفو. يلّا نرسم الغيرة؛ شو شكلها|الشعور يصير أسهل لمّا نشوفه. خلّنا نرسم الغيرة؛ وش شكلها|الشعور يصير أسهل لمّا نشوفه. خلّنا نرسم الغيرة؛ شو شكلها}؟»',
    ],
    [
      'Uncle saw {H} scowling at the baby\'s things and came to sit close. "I know that face," he said. "Mine looked just like it for a whole year after your Baba was born. It is jealousy, and there is no shame in it. Shall we draw it, so we can look it in the eye?"',
      'رَأى عَمُّ {H.g} {H:أَنَّهُ عابِسٌ|أَنَّها عابِسَةٌ} أَمامَ أَشْياءِ الرَّضيعِ، فَجاءَ وَجَلَسَ قَريبًا مِنْ{H:هُ|ها}، وَقالَ: «أَعْرِفُ هذا الوَجْهَ؛ كانَ وَجْهي هكَذا عامًا كامِلًا بَعْدَ أَنْ وُلِدَ أَبو{H:كَ|كِ}. إِنَّها الغَيْرَةُ، وَلا عَيْبَ فيها. هَلْ نَرْسُمُها لِنَنْظُرَ في عَيْنَيْها؟»',
      'عمّ {H} {d:خد باله إنّ|لاحظ إنّو|لاحظ إنّ|لاحظ إنّ} {H} {d:مكشّر|مكشّر|معبّس|معبّس}{H:|ة} {d:قدّام حاجات النونو، فجه وقعد جنب|قدّام غراض البيبي، فإجا وقعد حدّ|قدّام أغراض البيبي، فجا وقعد جنب|قدّام أغراض البيبي، فيا ويلس يمّ}{H:ه|ها}، وقال: «{d:أنا عارف الوشّ ده؛ وشّي كان كده سنة كاملة بعد ما باباك اتولد. دي الغيرة، ومفيهاش عيب. نرسمها عشان نبصّ في عينيها|أنا بعرف هالوجّ؛ وجّي كان هيك سنة كاملة بعد ما بيّك خلق. هيدي الغيرة، وما فيها عيب. منرسمها لنطلّع بعيونها|أنا أعرف هالوجه؛ وجهي كان كذا سنة كاملة بعد ما أبوك انولد. هذي الغيرة، وما فيها عيب. نرسمها عشان نطالع في عيونها|أنا أعرف هالويه؛ ويهي كان جي سنة كاملة بعد ما أبوك انولد. هذي الغيرة، وما فيها عيب. نرسمها عشان نطالع في عيونها}؟»',
      '2',
    ],
  ],
  together: [
    [
      '{H} drew the jealousy as a grumpy grey cloud with a tiny frown. Uncle drew a little umbrella beside it. "Now tell it something good about being the big one," he said.',
      '{H:رَسَمَ|رَسَمَتْ} {H} الغَيْرَةَ غَيْمَةً رَمادِيَّةً عابِسَةً، وَرَسَمَ عَمُّ{H:هُ|ها} بِجانِبِها مِظَلَّةً صَغيرَةً، وَقالَ: «{H:قُلْ|قولي} لَها شَيْئًا جَميلًا في أَنْ {H:تَكونَ الكَبيرَ|تَكوني الكَبيرَةَ}».',
      '{H} رسم{H:|ت} الغيرة {d:سحابة رمادي مكشّرة|غيمة رمادية مكشّرة|غيمة رمادية معبّسة|غيمة رمادية معبّسة}، وعمّ{H:ه|ها} رسم جنبها {d:شمسيّة صغيّرة|شمسيّة زغيرة|شمسيّة صغيرة|شمسيّة صغيرة}، وقال: «قول{H:|ي} {d:لها حاجة حلوة في إنّك الكبير|إلها شي حلو بإنّك الكبير|لها شي حلو في إنّك الكبير|لها شي حلو في إنّك الكبير}{H:|ة}».',
    ],
    [
      '"I can climb the big slide," {H} said, and Uncle rubbed out a corner of the grumpy cloud {H} had drawn. "I can read stories." Another corner went. "{R.One} smiles when I come in." The cloud grew smaller and smaller.',
      '«أَسْتَطيعُ أَنْ أَتَسَلَّقَ الزُّحْلوقَةَ الكَبيرَةَ»، قالَ{H:|تْ} {H}، فَمَحا العَمُّ طَرَفًا مِنَ الغَيْمَةِ العابِسَةِ الَّتي {H:رَسَمَها|رَسَمَتْها}. «وَأَسْتَطيعُ أَنْ أَقْرَأَ القِصَصَ». فَمَحا طَرَفًا آخَرَ. «وَ{R.one} {R:يَبْتَسِمُ|تَبْتَسِمُ} حينَ أَدْخُلُ». وَصَغُرَتِ الغَيْمَةُ أَكْثَرَ فَأَكْثَرَ.',
      '«{d:أنا أقدر أطلع الزحليقة الكبيرة|أنا فيني إطلع عالزحليطة الكبيرة|أقدر أطلع الزحليقة الكبيرة|أقدر أطلع الزلّاقة الكبيرة}»، قال{H:|ت} {H}، وعمّ{H:ه|ها} {d:مسح حتّة من السحابة|محى شقفة من الغيمة|مسح طرف من الغيمة|مسح طرف من الغيمة} اللي رسم{H:|ت}ها. «{d:وأقدر أقرا الحواديت|وفيني إقرا القصص|وأقدر أقرا القصص|وأقدر أقرا القصص}». {d:وحتّة تانية راحت|وراحت شقفة تانية|وراح طرف ثاني|وراح طرف ثاني}. «و{R.one} {d.bh}{R:يضحك|تضحك} {d:لمّا أدخل|لمّا فوت|لمّا أدخل|لمّا أدخل}». {d:والسحابة فضلت تصغر وتصغر|والغيمة ضلّت تزغر وتزغر|والغيمة ظلّت تصغر وتصغر|والغيمة ظلّت تصغر وتصغر}.',
      '2',
    ],
  ],
  resolution: [
    [
      'For every good thing about being the big one, Uncle rubbed out a bit of the grumpy jealousy cloud, until only a tiny one was left. "There is love enough for everyone," Uncle said, "and plenty of it is for you."',
      'وَمَعَ كُلِّ شَيْءٍ جَميلٍ في أَنْ {H:يَكونَ الكَبيرَ|تَكونَ الكَبيرَةَ}، كانَ العَمُّ يَمْحو طَرَفًا مِنْ غَيْمَةِ الغَيْرَةِ العابِسَةِ، حَتّى لَمْ يَبْقَ مِنْها إِلّا غَيْمَةٌ صَغيرَةٌ. قالَ العَمُّ: «هُناكَ حُبٌّ يَكْفي الجَميعَ، وَكَثيرٌ مِنْهُ لَ{H:كَ|كِ}».',
      '{d:ومع كل حاجة حلوة في إنّ|ومع كل شي حلو بإنّ|ومع كل شي حلو في إنّ|ومع كل شي حلو في إنّ}{H:ه الكبير|ها الكبيرة}، عمّ{H:ه|ها} {d:كان بيمسح حتّة من سحابة الغيرة المكشّرة، لحدّ ما ما فضلش غير سحابة صغيّرة|كان يمحي شقفة من غيمة الغيرة المكشّرة، لحتّى ما ضلّ غير غيمة زغيرة|كان يمسح طرف من غيمة الغيرة المعبّسة، لين ما ظلّ إلّا غيمة صغيرة|كان يمسح طرف من غيمة الغيرة المعبّسة، لين ما ظلّ إلّا غيمة صغيرة}. عمّ{H:ه|ها} قال: «{d:فيه حبّ يكفّي الكل، وكتير منه عشانك|في حبّ بيكفّي الكل، وكتير منّو إلك|فيه حبّ يكفي الكل، وواجد منه لك|في حبّ يكفي الكل، ووايد منه لك}».',
      '2',
    ],
    [
      'For each good thing about being the big one, Uncle rubbed out a bit of the cloud. Soon it was tiny. "There is love enough for everyone," he said.',
      'وَمَعَ كُلِّ شَيْءٍ جَميلٍ في أَنْ {H:يَكونَ الكَبيرَ|تَكونَ الكَبيرَةَ}، كانَ العَمُّ يَمْحو طَرَفًا مِنَ الغَيْمَةِ، حَتّى صارَتْ صَغيرَةً جِدًّا. وَقالَ: «هُناكَ حُبٌّ يَكْفي الجَميعَ».',
      '{d:ومع كل حاجة حلوة في إنّ|ومع كل شي حلو بإنّ|ومع كل شي حلو في إنّ|ومع كل شي حلو في إنّ}{H:ه الكبير|ها الكبيرة}، عمّ{H:ه|ها} {d:كان بيمسح حتّة من السحابة، لحدّ ما بقت صغيّرة خالص|كان يمحي شقفة من الغيمة، لحتّى صارت زغيرة كتير|كان يمسح طرف من الغيمة، لين صارت صغيرة مرّة|كان يمسح طرف من الغيمة، لين صارت صغيرة وايد}. وقال: «{d:فيه حبّ يكفّي الكل|في حبّ بيكفّي الكل|فيه حبّ يكفي الكل|في حبّ يكفي الكل}».',
      'y',
    ],
    [
      '{H} folded the paper with the tiny cloud and put it in {H.his} pocket. "If the jealousy grows again, I will know what to do," {H.he} said.',
      '{H:طَوى|طَوَتْ} {H} الوَرَقَةَ الَّتي فيها الغَيْمَةُ الصَّغيرَةُ {H:وَوَضَعَها|وَوَضَعَتْها} في جَيْبِ{H:هِ|ها}، {H:وَقالَ|وَقالَتْ}: «إِذا كَبِرَتِ الغَيْرَةُ مِنْ جَديدٍ، فَسَأَعْرِفُ ما أَفْعَلُ».',
      '{H} طبّق{H:|ت} الورقة اللي فيها {d:السحابة الصغيّرة|الغيمة الزغيرة|الغيمة الصغيرة|الغيمة الصغيرة} وحطّ{H:|ت}ها في {d:جيب|جيبت|مخبا|مخبا}{H:ه|ها}، وقال{H:|ت}: «{d:لو الغيرة كبرت تاني، هعرف أعمل إيه|إذا الغيرة كبرت مرّة تانية، رح إعرف شو إعمل|إذا الغيرة كبرت مرّة ثانية، بعرف وش أسوّي|إذا الغيرة كبرت مرّة ثانية، بعرف شو أسوّي}».',
      '2p',
    ],
    [
      'Uncle had not asked {H} to stop feeling jealous. He had helped the jealousy show itself and shrink, and {H} understood that next time {H.he} could do it on {H.his} own.',
      'لَمْ يَطْلُبْ عَمُّ {H.g} مِنْ{H:هُ|ها} أَنْ {H:يَكُفَّ|تَكُفَّ} عَنِ الغَيْرَةِ؛ بَلْ {H:ساعَدَهُ|ساعَدَها} عَلى أَنْ {H:يَراها وَيُصَغِّرَها|تَراها وَتُصَغِّرَها}، {H:وَفَهِمَ|وَفَهِمَتْ} {H} أَنَّ{H:هُ يَسْتَطيعُ|ها تَسْتَطيعُ} أَنْ {H:يَفْعَلَ|تَفْعَلَ} ذلِكَ {H:وَحْدَهُ|وَحْدَها} في المَرَّةِ القادِمَةِ.',
      'عمّ {H} {d:ما طلبش إنّ الغيرة تختفي؛ ساعد|ما طلب إنّو الغيرة تختفي؛ ساعد|ما طلب إنّ الغيرة تختفي؛ ساعد|ما طلب إنّ الغيرة تختفي؛ ساعد}{H:ه|ها} {d:إنّ الغيرة تبان وتصغر|إنّو الغيرة تبيّن وتزغر|إنّ الغيرة تبين وتصغر|إنّ الغيرة تبين وتصغر}، و{H} فهم{H:|ت} إنّ{H:ه|ها} {d:المرّة الجاية|المرّة الجايي|المرّة الجاية|المرّة الياية} {d.fut}{H:ي|ت}قدر {d:على ده|على هالشي|على هذا|على هذا} {d:لوحد|لحال|بروح|بروح}{H:ه|ها}.',
      '3',
    ],
  ],
  scene: {
    problem: 'frown beside a little baby bed while everyone looks at the baby',
    try: 'sit alone, arms crossed, in the corner of the room',
    help: 'sit beside Uncle, who holds a sheet of paper and a grey crayon',
    together: 'draw a grumpy grey cloud and a little umbrella on paper with Uncle',
    resolution: 'fold a paper with a tiny grey cloud drawn on it, Uncle beside',
  },
  props: {
    problem: [{ kind: 'cot', where: 'ground' }],
    help: [{ kind: 'drawing', where: 'held', by: 'Uncle', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

export const siblingJealousyPlots: readonly SituationPlot[] = [
  twoLanterns,
  justUsTwo,
  firstTeacher,
  twoHands,
  auntiesPhoto,
  grumpyCloud,
];
