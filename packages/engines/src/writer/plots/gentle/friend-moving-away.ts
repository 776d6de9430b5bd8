import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A best friend is moving to another city or country. Told warmly: the goodbye coming closer,
 * the moving boxes, the sadness (and the sharp word it can bring), and a parent who helps turn
 * the goodbye into something to give and a way to stay friends from far away. Nobody promises
 * that the friend will come back. The friend is of the hero's gender ("her best friend").
 */

/** "{H}'s best friend" in the dialects: Egyptian صاحب, Levantine رفيق, Saudi خويّ, Emirati ربيع. */
const pal = '{d:صاحب|رفيق|خويّ|ربيع}{H:|ة}';
const palOf = '{d:صاحب|رفيق|خويّ|ربيع}{H:|ت}{H:ه|ها}';
const farFriend =
  '{d:صاحب بعيد بيفضل صاحب|رفيق بعيد بيضلّ رفيق|صديق بعيد يظلّ صديق|صديق بعيد يظلّ صديق}';

const problem: Pool = [
  [
    "{H}'s best friend was moving far away, and the day of goodbye was coming close.",
    '{H:كانَ صَديقُ|كانَتْ صَديقَةُ} {H.g} {H:المُقَرَّبُ سَيَرْحَلُ|المُقَرَّبَةُ سَتَرْحَلُ} قَريبًا إِلى بَلَدٍ بَعيدٍ، وَاقْتَرَبَ يَوْمُ الوَداعِ.',
    `أقرب ${pal} ل{H} {H:كان|كانت} {d:ه|رح |ب|ب}{H:يسافر|تسافر} بلد بعيد، ويوم الوداع {d:قرّب|قرّب|قرّب|قرّب}.`,
  ],
  [
    'Soon {H} would have to say goodbye to {H.his} best friend, who was moving to another country.',
    '{H:سَيُوَدِّعُ|سَتُوَدِّعُ} {H} قَريبًا {H:صَديقَهُ المُقَرَّبَ الرّاحِلَ|صَديقَتَها المُقَرَّبَةَ الرّاحِلَةَ} إِلى بَلَدٍ آخَرَ؛ فَقَدِ اقْتَرَبَ الوَداعُ.',
    `{d:قريّب|قريبًا|عن قريب|عن قريب} {H} {d:ه|رح |ب|ب}{H:يودّع|تودّع} أقرب ${pal} ل{H:ه|ها}، اللي مسافر{H:|ة} بلد {d:تاني|تاني|ثاني|ثاني}؛ الوداع {d:قرّب|قرّب|قرّب|قرّب}.`,
  ],
  [
    "Goodbye was coming. {H}'s closest friend was moving to another country, and {H} kept thinking of all the ordinary days that would not happen any more: the walks to school, the shared sweets, the secrets.",
    'كانَ الوَداعُ يَقْتَرِبُ؛ {H:فَصَديقُ|فَصَديقَةُ} {H.g} {H:المُقَرَّبُ سَيَنْتَقِلُ|المُقَرَّبَةُ سَتَنْتَقِلُ} إِلى بَلَدٍ آخَرَ، وَظَلَّ{H:|تْ} {H} {H:يُفَكِّرُ|تُفَكِّرُ} في الأَيّامِ العادِيَّةِ الَّتي لَنْ تَتَكَرَّرَ: الطَّريقِ إِلى المَدْرَسَةِ، وَالحَلْوى المُشْتَرَكَةِ، وَالأَسْرارِ.',
    `الوداع كان {d:بيقرّب|عم يقرّب|يقرّب|يقرّب}؛ أقرب ${pal} ل{H} {d:ه|رح |ب|ب}{H:ينقل|تنقل} بلد {d:تاني|تاني|ثاني|ثاني}، و{H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يفكّر|تفكّر} في الأيّام العادية اللي {d:مش هتتكرّر|ما رح تتكرّر|ما بتتكرّر|ما بتتكرّر}: {d:السكّة للمدرسة|الطريق عالمدرسة|الطريق للمدرسة|الطريق للمدرسة}، والحلويات اللي {d:بيقسموها|بيقسموها|يقسمونها|يقسمونها}، والأسرار.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} looked at the things they had made together and felt a lump in {H.his} throat.',
    'نَظَرَ{H:|تْ} {H} إِلى الأَشْياءِ الَّتي {H:صَنَعاها|صَنَعَتاها} مَعًا، {H:وَشَعَرَ|وَشَعَرَتْ} بِغُصَّةٍ في حَلْقِ{H:هِ|ها}.',
    '{H} {d.looked:H} على {d:الحاجات|الأشيا|الأشياء|الأشياء} اللي {d:عملوها|عملوها|سوّوها|سوّوها} سوا، و{H:حسّ|حسّت} بغصّة في {d:زور|زلعوم|حلق|حلق}{H:ه|ها}.',
  ],
  [
    '"Who will I play with now?" {H} asked quietly.',
    '«مَعَ مَنْ سَأَلْعَبُ الآنَ؟» سَأَلَ{H:|تْ} {H} بِصَوْتٍ خافِتٍ.',
    '«{d:هلعب مع مين دلوقتي|مع مين رح إلعب هلّق|مع مين بلعب الحين|ويّا منو بلعب الحين}؟» سأل{H:|ت} {H} بصوت واطي.',
  ],
  ["A tear rolled down {H}'s cheek.", 'نَزَلَتْ دَمْعَةٌ عَلى خَدِّ {H.g}.', 'دمعة نزلت على خدّ {H}.'],
];

const tries: Pool = [
  [
    "{H} tried not to think about it, but {H.his} friend's house was already full of moving boxes.",
    `حاوَلَ{H:|تْ} {H} أَلّا {H:يُفَكِّرَ|تُفَكِّرَ} في الأَمْرِ، لكِنَّ بَيْتَ {H:صَديقِهِ|صَديقَتِها} كانَ قَدِ امْتَلَأَ بِصَناديقِ النَّقْلِ.`,
    `{H} حاول{H:|ت} ما {H:يفكّر|تفكّر}{d:ش|||} في {d:الموضوع|الموضوع|السالفة|السالفة}، بس بيت ${palOf} كان {d:اتملى كراتين|تعبّى كراتين|تعبّى كراتين|تعبّى كراتين}.`,
  ],
  [
    '{H} wished the day of goodbye would never come, but wishing did not stop the calendar.',
    '{H:تَمَنّى|تَمَنَّتْ} {H} أَلّا يَأْتِيَ يَوْمُ الوَداعِ أَبَدًا، لكِنَّ الأُمْنِيَةَ لَمْ تُوقِفِ الأَيّامَ.',
    '{H} {d:اتمنّ|تمنّ|تمنّ|تمنّ}{H:ى|ت} يوم الوداع {d:ما ييجيش أبدًا|ما يجي أبدًا|ما يجي أبد|ما ييي أبد}، بس الأمنية {d:ما وقّفتش الأيّام|ما وقّفت الإيّام|ما وقّفت الأيّام|ما وقّفت الأيّام}.',
  ],
  [
    '{H} was so sad that {H.he} spoke sharply to {H.his} friend, and then felt even worse.',
    'كانَ{H:|تْ} {H} {H:حَزينًا|حَزينَةً} لِدَرَجَةِ أَنَّ{H:هُ|ها} {H:كَلَّمَ صَديقَهُ|كَلَّمَتْ صَديقَتَها} بِجَفاءٍ، ثُمَّ {H:شَعَرَ|شَعَرَتْ} بِضيقٍ أَكْبَرَ.',
    `{H} {H:كان|كانت} زعلان{H:|ة} لدرجة إنّ{H:ه|ها} {H:كلّم|كلّمت} ${palOf} {d:بنشفان|بجفا|بجفا|بجفا}، وبعدين {H:حسّ|حسّت} {d:إنّ الموضوع بقى أوحش|إنّو الشي صار أسوأ|إنّ الشي صار أسوأ|إنّ الشي صار أسوأ}.`,
    '2',
  ],
];

const reflect: Pool = [
  [
    'A friend far away is still a friend, {H} thought.',
    'فَكَّرَ{H:|تْ} {H}: صَديقٌ بَعيدٌ يَبْقى صَديقًا.',
    `فكّر{H:|ت} {H}: ${farFriend}.`,
  ],
  [
    'Goodbye is not the end of a friendship; it is a new way of being friends.',
    'الوَداعُ لَيْسَ نِهايَةَ الصَّداقَةِ؛ إِنَّهُ طَريقَةٌ جَديدَةٌ لِنَبْقى أَصْدِقاءَ.',
    '{d:الوداع مش آخر الصحوبية؛ ده طريقة جديدة نفضل بيها صحاب|الوداع مش آخر الصحبة؛ هيدي طريقة جديدة لنضلّ رفقات|الوداع مو نهاية الصداقة؛ هذي طريقة جديدة نظلّ فيها خويان|الوداع مب نهاية الصداقة؛ هذي طريقة جديدة نظلّ فيها ربع}.',
    '2',
  ],
  [
    '{H} was still sad, and that was all right: missing a friend shows how much the friendship mattered.',
    'كانَ{H:|تْ} {H} {H:حَزينًا|حَزينَةً} بَعْدُ، وَلا بَأْسَ في ذلِكَ؛ فَالحَنينُ إِلى الصَّديقِ يَدُلُّ عَلى قيمَةِ الصَّداقَةِ.',
    '{H} {H:كان|كانت} {d:لسّه زعلان|بعد زعلان|للحين حزين|للحين حزين}{H:|ة}، {d:وده عادي|وهيدا عادي|وهذا عادي|وهذا عادي}؛ {d:الوحشة للصاحب بتبيّن الصحوبية كانت غالية قدّ إيه|الشوق للرفيق بيبيّن قدّيش الصحبة غالية|الشوق للصديق يبيّن وش كثر الصداقة غالية|الشوق للصديق يبيّن شقد الصداقة غالية}.',
    '2',
  ],
];

const bedtime: Pool = [
  [
    '{H} fell asleep thinking of the first letter to write.',
    '{H:نامَ|نامَتْ} {H} {H:وَهُوَ يُفَكِّرُ|وَهِيَ تُفَكِّرُ} في أَوَّلِ رِسالَةٍ {H:سَيَكْتُبُها|سَتَكْتُبُها}.',
    '{H} نام{H:|ت} و{H:هو|هي} {d.b}{H:يفكّر|تفكّر} في أوّل {d:جواب|رسالة|رسالة|رسالة} {d:ه|رح |ب|ب}{H:يكتب|تكتب}{d:ه|ها|ها|ها}.',
  ],
];

const before: Pool = [
  [
    "That afternoon {H} saw the moving boxes outside {H.his} friend's house.",
    'في ذلِكَ العَصْرِ {H:رَأى|رَأَتْ} {H} صَناديقَ النَّقْلِ أَمامَ بَيْتِ {H:صَديقِهِ|صَديقَتِها}.',
    `{d:العصر ده|هالعصر|هالعصر|هالعصر} {H} شاف{H:|ت} الكراتين {d:قدّام|قدّام|عند|عند} بيت ${palOf}.`,
  ],
];

const morals: Pool = [
  ['A friend far away is still a friend.', 'صَديقٌ بَعيدٌ يَبْقى صَديقًا.', `${farFriend}.`],
  [
    'A goodbye can carry a promise: we will not forget each other.',
    'قَدْ يَحْمِلُ الوَداعُ وَعْدًا: لَنْ يَنْسى أَحَدُنا الآخَرَ.',
    '{d:الوداع ممكن يشيل وعد: مش هننسى بعض|الوداع ممكن يحمل وعد: ما رح ننسى بعض|الوداع ممكن يشيل وعد: ما بننسى بعض|الوداع ممكن يشيل وعد: ما بننسى بعض}.',
  ],
];

const shared = {
  situation: 'friend-moving-away',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
  morals,
} as const;

/** Mama and the child make a little book of drawings to give on the day of goodbye. */
const gift: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/goodbye-gift',
  titles: [
    ['A Goodbye Gift', 'هَدِيَّةُ الوَداعِ', 'هديّة الوداع'],
    [
      '{H} and the Little Book',
      '{H} وَالكُتَيِّبُ الصَّغيرُ',
      '{H} والكتاب {d:الصغيّر|الزغير|الصغير|الصغير}',
    ],
  ],
  help: [
    [
      'Mama came and sat down beside {H}. "Saying goodbye is hard," she said softly. "Shall we make a goodbye gift, so your friend will always remember you?"',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «الوَداعُ صَعْبٌ. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ هَدِيَّةَ الوَداعِ، {H:لِيَتَذَكَّرَكَ بِها صَديقُكَ|لِتَتَذَكَّرَكِ بِها صَديقَتُكِ} دائِمًا؟»',
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت بهدوء: «الوداع صعب. {d:إيه رأيك نعمل|شو رأيك نعمل|وش رايك نسوّي|شو رايك نسوّي} هديّة الوداع، {d.sothat} {d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك} {H:ي|ت}{d:فتكرك|تذكّرك|تذكّرك|تذكّرك} {d:على طول|دايمًا|دايم|دايم}؟»',
    ],
  ],
  together: [
    [
      'They made a little book of drawings: the park, the school gate, and the two friends side by side.',
      '{H:صَنَعا|صَنَعَتا} كُتَيِّبًا صَغيرًا مِنَ الرُّسومِ: الحَديقَةَ، وَبَوّابَةَ المَدْرَسَةِ، وَ{H:الصَّديقَيْنِ|الصَّديقَتَيْنِ} جَنْبًا إِلى جَنْبٍ.',
      '{d:عملوا|عملوا|سوّوا|سوّوا} كتاب {d.small:m} من الرسومات: {d:الجنينة|الجنينة|الحديقة|الحديقة}، وباب المدرسة، و{d:الاتنين جنب بعض|التنين حدّ بعض|الثنين جنب بعض|الثنين يمّ بعض}.',
      'p',
    ],
    [
      'On the last page, Mama helped {H} write the new address and the words "A friend far away is still a friend."',
      'وَفي الصَّفْحَةِ الأَخيرَةِ ساعَدَتْ أُمُّ{H:هُ|ها} {H.a} في كِتابَةِ العُنْوانِ الجَديدِ، وَجُمْلَةِ: «صَديقٌ بَعيدٌ يَبْقى صَديقًا».',
      `وفي آخر صفحة {d.mom} ساعدت {H} {H:يكتب|تكتب} العنوان الجديد، وجملة: «${farFriend}».`,
    ],
  ],
  resolution: [
    [
      'On the day of goodbye, {H} gave the little book to {H.his} friend, and they hugged for a long time.',
      'وَفي يَوْمِ الوَداعِ {H:أَعْطى|أَعْطَتْ} {H} الكُتَيِّبَ {H:لِصَديقِهِ|لِصَديقَتِها}، {H:وَتَعانَقا|وَتَعانَقَتا} طَويلًا.',
      `وفي يوم الوداع {H} {d.gave:H} ${palOf} الكتاب {d:الصغيّر|الزغير|الصغير|الصغير}، {d:واتحضنوا كتير|وتعبطوا كتير|وتضامّوا وقت طويل|وتضامّوا وقت طويل}.`,
    ],
    [
      '"I will write to you," {H.his} friend promised, and {H} knew that a goodbye could also be a beginning.',
      '«سَأَكْتُبُ إِلَيْ{H:كَ|كِ}»، {H:وَعَدَ صَديقُهُ|وَعَدَتْ صَديقَتُها}، {H:وَعَرَفَ|وَعَرَفَتْ} {H} أَنَّ الوَداعَ قَدْ يَكونُ بِدايَةً أَيْضًا.',
      `«{d:هكتب لك|رح إكتبلك|بكتب لك|بكتب لك}»، ${palOf} {H:وعد|وعدت}، و{H} عرف{H:|ت} إنّ الوداع ممكن {d:يبقى|يكون|يكون|يكون} بداية {d.also}.`,
      '2',
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'sit at the table with Mama, with paper and crayons',
    together: 'make a little book of drawings with Mama',
    resolution: 'give a little book of drawings to a friend beside the moving boxes',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [
      { kind: 'book', where: 'table' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [
      { kind: 'book', where: 'held' },
      { kind: 'moving-boxes', where: 'ground' },
    ],
  },
  rooms: { problem: 'living-room', help: 'living-room', together: 'living-room' },
};

/** Baba finds the new city on the globe and they plan how to stay friends from far away. */
const globe: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/globe-and-letters',
  titles: [
    ['A Star on the Globe', 'نَجْمَةٌ عَلى الكُرَةِ الأَرْضِيَّةِ', 'نجمة على الكرة الأرضية'],
    [
      'To My Friend Far Away',
      '{H:إِلى صَديقي البَعيدِ|إِلى صَديقَتي البَعيدَةِ}',
      '{d:لصاحب|لرفيق|لخويّ|لربيع}{H:ي|تي} البعيد{H:|ة}',
    ],
  ],
  help: [
    [
      'Baba came and sat down beside {H} with the little globe from the shelf. "Goodbye does not have to mean losing a friend," he said. "Let us find where your friend is going and plan how you will stay in touch."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ الكُرَةُ الأَرْضِيَّةُ الصَّغيرَةُ مِنَ الرَّفِّ، وَقالَ: «الوَداعُ لا يَعْني أَنْ {H:تَخْسَرَ|تَخْسَري} صَديقًا. {H:تَعالَ|تَعالَيْ} نَجِدْ أَيْنَ {H:سَيَذْهَبُ صَديقُكَ|سَتَذْهَبُ صَديقَتُكِ}، وَنُخَطِّطْ كَيْفَ تَبْقَيانِ عَلى تَواصُلٍ».',
      '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه|ومعو|ومعه|وويّاه} الكرة الأرضية {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة} من على الرفّ، وقال: «الوداع {d:مش معناه إنّك تخسر صاحب|مش يعني إنّك تخسر رفيق|مو معناه إنّك تخسر خويّ|مب معناه إنّك تخسر ربيع}. {d.come:H} {d:نشوف|نشوف|نشوف|نشوف} {d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك} رايح{H:|ة} {d:فين|لوين|وين|وين}، {d:ونخطّط إزاي تفضلوا|ونخطّط كيف تضلّوا|ونخطّط كيف تظلّون|ونخطّط شلون تظلّون} على تواصل».',
    ],
  ],
  together: [
    [
      'They found the new city on the globe, and {H} stuck a small paper star on it.',
      'وَجَدا المَدينَةَ الجَديدَةَ عَلى الكُرَةِ الأَرْضِيَّةِ، {H:فَأَلْصَقَ|فَأَلْصَقَتْ} {H} عَلَيْها نَجْمَةً صَغيرَةً مِنَ الوَرَقِ.',
      '{d:لقوا|لاقوا|لقوا|لقوا} المدينة الجديدة على الكرة الأرضية، و{H} {d:لزق|لزق|لزّق|لزّق}{H:|ت} عليها نجمة {d:ورق صغيّرة|ورق زغيرة|ورق صغيرة|ورق صغيرة}.',
    ],
    [
      'Then they wrote down the plan: a letter every month, a video call on Fridays, and a drawing in every letter.',
      'ثُمَّ كَتَبا الخُطَّةَ: رِسالَةٌ كُلَّ شَهْرٍ، وَمُكالَمَةُ فيدْيو كُلَّ جُمُعَةٍ، وَرَسْمَةٌ في كُلِّ رِسالَةٍ.',
      'وبعدين كتبوا الخطّة: {d:جواب|رسالة|رسالة|رسالة} كل شهر، ومكالمة فيديو كل جمعة، ورسمة في كل {d:جواب|رسالة|رسالة|رسالة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'That night {H} wrote the very first letter, ready for the day of goodbye: "To my friend far away."',
      'في تِلْكَ اللَّيْلَةِ {H:كَتَبَ|كَتَبَتْ} {H} أَوَّلَ رِسالَةٍ، لِتَكونَ جاهِزَةً يَوْمَ الوَداعِ: «{H:إِلى صَديقي البَعيدِ|إِلى صَديقَتي البَعيدَةِ}».',
      '{d:الليلة دي|هاللّيلة|الليلة|الليلة} {H} {H:كتب|كتبت} أوّل {d:جواب|رسالة|رسالة|رسالة}، {d:عشان يبقى جاهز|مشان تكون جاهزة|عشان تكون جاهزة|عشان تكون جاهزة} يوم الوداع: «{d:لصاحب|لرفيق|لخويّ|لربيع}{H:ي|تي} البعيد{H:|ة}».',
    ],
    [
      'Baba smiled softly. "A friend far away is still a friend," he said.',
      'ابْتَسَمَ أَبو{H:هُ|ها} بِهُدوءٍ، وَقالَ: «صَديقٌ بَعيدٌ يَبْقى صَديقًا».',
      `{d.dad} ابتسم بهدوء، وقال: «${farFriend}».`,
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'sit with Baba, who holds a small globe',
    together: 'stick a paper star on a city on the globe beside Baba',
    resolution: 'write a letter at the desk beside Baba',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'lamp-and-globe', where: 'table' }],
    together: [{ kind: 'lamp-and-globe', where: 'table' }],
    resolution: [{ kind: 'letter', where: 'table' }],
  },
  rooms: { problem: 'living-room', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

/** Grandma, who has said goodbye to many friends, bakes biscuits for a goodbye tea and takes a photo of the two friends. */
const goodbyeTea: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/goodbye-tea',
  titles: [
    ['The Goodbye Tea', 'شايُ الوَداعِ', 'شاي الوداع'],
    [
      'Two Friends in One Photo',
      '{H:صَديقانِ|صَديقَتانِ} في صورَةٍ واحِدَةٍ',
      '{d:صاحب|رفيق|خويّ|ربيع}{H:ين|تين} في صورة وحدة',
    ],
  ],
  help: [
    [
      'Grandma came and sat down beside {H}. "I have said goodbye to many friends in my life," she said gently. "I still keep them all in my heart. Shall we bake biscuits and invite your friend to a goodbye tea?"',
      'جاءَتْ جَدَّتُ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِرِفْقٍ: «وَدَّعْتُ أَصْدِقاءَ كَثيرينَ في حَياتي، وَما زالوا جَميعًا في قَلْبي. ما رَأْيُ{H:كَ|كِ} أَنْ نَخْبِزَ كَعْكًا، {H:وَتَدْعُوَ صَديقَكَ|وَتَدْعِيَ صَديقَتَكِ} إِلى شايِ الوَداعِ؟»',
      `{d:تيتة جت|تيتا إجت|الجدّة جات|الجدّة جات} وقعدت جنب {H}، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:أنا ودّعت صحاب كتير في حياتي، ولسّه كلّهم في قلبي|أنا ودّعت رفقات كتير بحياتي، وبعدن كلّن بقلبي|أنا ودّعت ناس واجد في حياتي، وللحين كلّهم في قلبي|أنا ودّعت ناس وايد في حياتي، وللحين كلّهم في قلبي}. {d:إيه رأيك نعمل كحك|شو رأيك نعمل كعك|وش رايك نسوّي كليجا|شو رايك نسوّي كعك} وتعزم{H:|ي} {d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك} على شاي الوداع؟»`,
    ],
  ],
  together: [
    [
      'They baked date biscuits, and {H} pressed a little heart into the last one, for {H.his} friend.',
      '{H:خَبَزا|خَبَزَتا} كَعْكَ التَّمْرِ، {H:وَرَسَمَ|وَرَسَمَتْ} {H} قَلْبًا صَغيرًا عَلى آخِرِ قِطْعَةٍ، {H:لِصَديقِهِ|لِصَديقَتِها}.',
      `{d:عملوا كحك بالعجوة|عملوا كعك بالتمر|سوّوا كليجا بالتمر|سوّوا كعك بالتمر}، و{H} رسم{H:|ت} قلب {d.small:m} على آخر وحدة، ل${palOf}.`,
    ],
    [
      'When the friend came, they drank tea, laughed about old stories, and Grandma took a photo of the two friends side by side.',
      'وَحينَ {H:جاءَ الصَّديقُ|جاءَتِ الصَّديقَةُ}، شَرِبوا الشّايَ، وَضَحِكوا عَلى الحِكاياتِ القَديمَةِ، وَالْتَقَطَتِ الجَدَّةُ صورَةً لِ{H:الصَّديقَيْنِ|الصَّديقَتَيْنِ} جَنْبًا إِلى جَنْبٍ.',
      `ولمّا ${pal} {d.came:H}، {d:شربوا الشاي، وضحكوا على الحكايات القديمة|شربوا الشاي، وضحكوا عالقصص القديمة|شربوا الشاي، وضحكوا على السوالف القديمة|شربوا الشاي، وضحكوا على السوالف القديمة}، و{d:تيتة صوّرت الاتنين جنب بعض|تيتا صوّرت التنين حدّ بعض|الجدّة صوّرت الثنين جنب بعض|الجدّة صوّرت الثنين يمّ بعض}.`,
      '2',
    ],
  ],
  resolution: [
    [
      'At the door came the goodbye, and each friend held a photo of the two of them.',
      'وَعِنْدَ البابِ كانَ الوَداعُ، وَفي يَدِ كُلٍّ مِنَ {H:الصَّديقَيْنِ|الصَّديقَتَيْنِ} صورَةٌ لَهُما مَعًا.',
      'وعند الباب {d:جه الوداع|إجا الوداع|جا الوداع|جا الوداع}، وكل {d:واحد|واحد|واحد|واحد}{H:|ة} {d:ماسك|ماسك|ماسك|ماسك}{H:|ة} {d:صورة ليهم سوا|صورة إلن سوا|صورة لهم سوا|صورة لهم سوا}.',
    ],
    [
      'Grandma put her arm around {H}. "A friend far away is still a friend," she said. "I know."',
      'وَضَعَتْ جَدَّتُ{H:هُ|ها} ذِراعَها حَوْلَ{H:هُ|ها}، وَقالَتْ: «صَديقٌ بَعيدٌ يَبْقى صَديقًا؛ أَنا أَعْرِفُ ذلِكَ».',
      `{d:تيتة حطّت دراعها|تيتا حطّت إيدها|الجدّة حطّت يدها|الجدّة حطّت يدها} {d.around} {H}، وقالت: «${farFriend}؛ {d:أنا عارفة|أنا بعرف|أنا أدري|أنا أدري}».`,
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'sit with Grandma at the kitchen table',
    together: 'bake date biscuits with Grandma',
    resolution: 'say goodbye to a friend at the door, each holding a photo',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    together: [{ kind: 'cookies', where: 'table' }],
    resolution: [{ kind: 'photo', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

/** The teacher has the class fill a jar of memories for the friend who leaves. */
const jar: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/memory-jar',
  morals: [
    [
      'Shared memories travel with a friend far away.',
      'الذِّكْرَياتُ المُشْتَرَكَةُ تُسافِرُ مَعَ الصَّديقِ البَعيدِ.',
      '{d:الذكريات اللي بينّا بتسافر مع الصاحب البعيد|الذكريات يلّي بيناتنا بتسافر مع الرفيق البعيد|الذكريات اللي بيننا تسافر مع الصديق البعيد|الذكريات اللي بيننا تسافر ويّا الصديق البعيد}.',
    ],
    [
      'A goodbye can be filled with good memories.',
      'قَدْ يَمْتَلِئُ الوَداعُ بِالذِّكْرَياتِ الجَميلَةِ.',
      '{d:الوداع ممكن يتملي ذكريات حلوة|الوداع ممكن يتعبّى ذكريات حلوة|الوداع ممكن يتعبّى ذكريات حلوة|الوداع ممكن يتعبّى ذكريات حلوة}.',
    ],
  ],
  titles: [
    ['The Goodbye Jar', 'مَرْطَبانُ الوَداعِ', '{d:برطمان|مرطبان|برطمان|برطمان} الوداع'],
    [
      'A Jar Full of Memories',
      'مَرْطَبانٌ مَليءٌ بِالذِّكْرَياتِ',
      '{d:برطمان مليان ذكريات|مرطبان مليان ذكريات|برطمان مليان ذكريات|برطمان مليان ذكريات}',
    ],
  ],
  help: [
    [
      'At school, the teacher stopped beside {H}\'s desk with an empty glass jar. "Your friend leaves on Thursday," she said gently. "Let us fill a goodbye jar: everyone writes one good memory on a strip of paper."',
      `في المَدْرَسَةِ تَوَقَّفَتِ المُعَلِّمَةُ عِنْدَ طاوِلَةِ {H.g} وَفي يَدِها مَرْطَبانٌ زُجاجِيٌّ فارِغٌ، وَقالَتْ بِرِفْقٍ: «{H:صَديقُكَ سَيَرْحَلُ|صَديقَتُكِ سَتَرْحَلُ} يَوْمَ الخَميسِ. لِنَمْلَأْ مَرْطَبانَ الوَداعِ: يَكْتُبُ كُلُّ واحِدٍ مِنّا ذِكْرى جَميلَةً عَلى شَريطٍ مِنَ الوَرَقِ».`,
      `{d:في المدرسة المِس|بالمدرسة المعلّمة|في المدرسة الأبلة|في المدرسة المعلّمة} وقفت عند {d:تختة|طاولة|طاولة|طاولة} {H} {d:ومعاها برطمان إزاز فاضي|ومعها مرطبان قزاز فاضي|ومعها برطمان زجاج فاضي|وويّاها برطمان زجاج فاضي}، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك} {d:ه|رح |ب|ب}{H:يسافر|تسافر} يوم الخميس. {d:يلّا نملا برطمان الوداع|يلّا نعبّي مرطبان الوداع|خلّنا نعبّي برطمان الوداع|خلّنا نعبّي برطمان الوداع}: كل واحد {d:فينا يكتب ذكرى حلوة على شريطة ورق|منّا يكتب ذكرى حلوة على شريطة ورق|منّا يكتب ذكرى حلوة على شريط ورق|منّا يكتب ذكرى حلوة على شريط ورق}».`,
    ],
    [
      'At school, the teacher held up an empty glass jar. "Before the goodbye on Thursday," she said, "each of us will write one good memory and put it in here for your friend."',
      'في المَدْرَسَةِ رَفَعَتِ المُعَلِّمَةُ مَرْطَبانًا زُجاجِيًّا فارِغًا، وَقالَتْ: «قَبْلَ الوَداعِ يَوْمَ الخَميسِ، يَكْتُبُ كُلٌّ مِنّا ذِكْرى جَميلَةً وَيَضَعُها هُنا {H:لِصَديقِكَ|لِصَديقَتِكِ}».',
      '{d:في المدرسة المِس رفعت برطمان إزاز فاضي|بالمدرسة المعلّمة رفعت مرطبان قزاز فاضي|في المدرسة الأبلة رفعت برطمان زجاج فاضي|في المدرسة المعلّمة رفعت برطمان زجاج فاضي}، وقالت: «قبل الوداع يوم الخميس، {d:كل واحد فينا هيكتب ذكرى حلوة ويحطّها هنا|كل واحد منّا رح يكتب ذكرى حلوة ويحطّها هون|كل واحد منّا بيكتب ذكرى حلوة ويحطّها هنا|كل واحد منّا بيكتب ذكرى حلوة ويحطّها هني} ل{d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك}».',
    ],
  ],
  together: [
    [
      'One by one, the children dropped their folded memories into the jar, until it was full of colour.',
      'وَواحِدًا بَعْدَ واحِدٍ، أَسْقَطَ الأَطْفالُ ذِكْرَياتِهِمُ المَطْوِيَّةَ في المَرْطَبانِ، حَتّى امْتَلَأَ بِالأَلْوانِ.',
      `{d:واحد ورا التاني|واحد ورا التاني|واحد بعد الثاني|واحد بعد الثاني}، {d.kids} {d:حطّوا ذكرياتهم المطبّقة في البرطمان|حطّوا ذكرياتن المطويّة بالمرطبان|حطّوا ذكرياتهم المطويّة في البرطمان|حطّوا ذكرياتهم المطويّة في البرطمان}، {d:لحدّ ما اتملى ألوان|لحتّى تعبّى ألوان|لين تعبّى ألوان|لين تعبّى ألوان}.`,
    ],
    [
      '{H} thought for a long time, then wrote on a yellow strip: "The day we shared one umbrella in the rain."',
      'فَكَّرَ{H:|تْ} {H} طَويلًا، ثُمَّ {H:كَتَبَ|كَتَبَتْ} عَلى شَريطٍ أَصْفَرَ: «يَوْمَ تَقاسَمْنا مِظَلَّةً واحِدَةً تَحْتَ المَطَرِ».',
      '{H} فكّر{H:|ت} {d:كتير|كتير|واجد|وايد}، وبعدين {H:كتب|كتبت} على {d:شريطة صفرا|شريطة صفرا|شريط أصفر|شريط أصفر}: «{d:اليوم اللي مشينا فيه تحت شمسيّة واحدة في المطر|النهار يلّي مشينا فيه تحت شمسيّة وحدة بالشتي|اليوم اللي مشينا فيه تحت شمسيّة وحدة في المطر|اليوم اللي مشينا فيه تحت شمسيّة وحدة في المطر}».',
      '2p',
    ],
  ],
  resolution: [
    [
      'On the day of goodbye, {H} gave the full jar to {H.his} friend. "Now all of us are with you," {H} said.',
      'في يَوْمِ الوَداعِ {H:أَعْطى|أَعْطَتْ} {H} المَرْطَبانَ المَمْلوءَ {H:لِصَديقِهِ|لِصَديقَتِها}، {H:وَقالَ|وَقالَتْ}: «صِرْنا كُلُّنا مَعَ{H:كَ|كِ} الآنَ».',
      `في يوم الوداع {H} {d.gave:H} ${palOf} {d:البرطمان المليان|المرطبان المليان|البرطمان المليان|البرطمان المليان}، وقال{H:|ت}: «{d:كده كلّنا جنبك|هيك كلّنا حدّك|كذا كلّنا معك|جي كلّنا ويّاك}».`,
    ],
    [
      'Inside the jar, {H.his} friend found {H}\'s memory first and smiled through the tears: "I will read one every night in the new house."',
      'وَفي المَرْطَبانِ {H:وَجَدَ صَديقُهُ|وَجَدَتْ صَديقَتُها} ذِكْرى {H.g} أَوَّلًا، {H:فَابْتَسَمَ|فَابْتَسَمَتْ} وَالدُّموعُ في عَيْنَيْ{H:هِ|ها}: «سَأَقْرَأُ واحِدًا كُلَّ لَيْلَةٍ في البَيْتِ الجَديدِ».',
      `و${palOf} {d.found:H} ذكرى {H} {d:الأوّل|الأوّل|أوّل شي|أوّل شي}، وابتسم{H:|ت} {d:والدموع في عيني|والدموع بعيون|والدموع في عيون|والدموع في عيون}{H:ه|ها}: «{d:هقرا واحدة كل ليلة في البيت الجديد|رح إقرا وحدة كل ليلة بالبيت الجديد|بقرا وحدة كل ليلة في البيت الجديد|بقرا وحدة كل ليلة في البيت اليديد}».`,
      '2',
    ],
    [
      '{H} watched the car turn the corner and felt the goodbye settle, heavy and real. But {H} had put a piece of their friendship into that jar, and {H} knew it would be kept safe: friends far away are still friends.',
      `راقَبَ{H:|تْ} {H} السَّيّارَةَ وَهِيَ تَبْتَعِدُ، {H:وَشَعَرَ|وَشَعَرَتْ} بِالوَداعِ ثَقيلًا حَقيقِيًّا. لكِنَّ{H:هُ|ها} {H:وَضَعَ|وَضَعَتْ} قِطْعَةً مِنْ صَداقَتِهِما في ذلِكَ المَرْطَبانِ، {H:وَعَرَفَ|وَعَرَفَتْ} أَنَّها سَتُحْفَظُ؛ فَصَديقٌ بَعيدٌ يَبْقى صَديقًا.`,
      `{H} {d.looked:H} على {d:العربية|السيّارة|السيّارة|السيّارة} وهي {d:بتبعد|عم تبعد|تبعد|تبعد}، و{H:حسّ|حسّت} {d:بالوداع تقيل وحقيقي|بالوداع تقيل وحقيقي|بالوداع ثقيل وحقيقي|بالوداع ثقيل وحقيقي}. بس {H} {d:حطّ|حطّ|حطّ|حطّ}{H:|ت} {d:حتّة|شقفة|قطعة|قطعة} من {d:صحوبيتهم|صحبتن|صداقتهم|صداقتهم} في {d:البرطمان ده|هالمرطبان|هالبرطمان|هالبرطمان}، وعرف{H:|ت} إنّ ${farFriend}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'sit at a classroom desk beside the teacher, who holds an empty glass jar',
    together: 'write a memory on a strip of paper in the classroom',
    resolution: 'give a glass jar full of folded paper strips to a friend',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'gift', where: 'table', state: 'empty' }],
    together: [
      { kind: 'letter', where: 'held' },
      { kind: 'gift', where: 'table' },
    ],
    resolution: [{ kind: 'gift', where: 'held' }],
  },
  rooms: { problem: 'living-room', help: 'classroom', together: 'classroom' },
};

/** Grandpa brings a little lemon tree: the two friends plant it before the goodbye, and it grows on here. */
const lemonTree: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/lemon-tree',
  morals: [
    [
      'A friendship can keep growing, near or far.',
      'الصَّداقَةُ تَظَلُّ تَكْبُرُ في القُرْبِ وَالبُعْدِ.',
      '{d:الصحوبية بتفضل تكبر قريّب أو بعيد|الصحبة بتضلّ تكبر قريب أو بعيد|الصداقة تظلّ تكبر قريب أو بعيد|الصداقة تظلّ تكبر قريب أو بعيد}.',
    ],
    [
      'What we plant together remembers us both.',
      'ما نَزْرَعُهُ مَعًا يَحْفَظُ ذِكْرانا مَعًا.',
      '{d:اللي بنزرعه سوا بيفتكرنا إحنا الاتنين|يلّي منزرعو سوا بيتذكّرنا نحنا التنين|اللي نزرعه سوا يتذكّرنا حنّا الثنين|اللي نزرعه سوا يتذكّرنا إحنا الثنين}.',
    ],
  ],
  titles: [
    [
      'A Tree for Two Friends',
      `شَجَرَةٌ لِ{H:صَديقَيْنِ|صَديقَتَيْنِ}`,
      'شجرة ل{d:صاحب|رفيق|خويّ|ربيع}{H:ين|تين}',
    ],
    [
      'The Little Lemon Tree',
      'شَجَرَةُ اللَّيْمونِ الصَّغيرَةُ',
      '{d:شجرة اللمون الصغيّرة|شجرة الليمون الزغيرة|شجرة الليمون الصغيرة|شجرة الليمون الصغيرة}',
    ],
  ],
  help: [
    [
      'Grandpa came out to the garden with a small lemon tree in a pot. "Before the goodbye, plant this with your friend," he said. "It will stay here and grow, and every spring we will send your friend a photo of it."',
      'خَرَجَ جَدُّ{H:هُ|ها} إِلى الحَديقَةِ وَمَعَهُ شَجَرَةُ لَيْمونٍ صَغيرَةٌ في أُصيصٍ، وَقالَ: «قَبْلَ الوَداعِ {H:ازْرَعْها مَعَ صَديقِكَ|ازْرَعيها مَعَ صَديقَتِكِ}. سَتَبْقى هُنا وَتَكْبُرُ، وَفي كُلِّ رَبيعٍ نُرْسِلُ {H:إِلَيْهِ|إِلَيْها} صورَتَها».',
      `{d:جدّو|جدّو|الجدّ|اليدّ} طلع {d:الجنينة|عالجنينة|الحديقة|الحديقة} {d:ومعاه شجرة لمون صغيّرة في قصريّة|ومعو شجرة ليمون زغيرة بقصريّة|ومعه شجرة ليمون صغيرة في مركن|وويّاه شجرة ليمون صغيرة في مركن}، وقال: «قبل الوداع ازرع{H:|ي}ها مع {d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك}. {d:هتفضل هنا وتكبر|رح تضلّ هون وتكبر|بتظلّ هنا وتكبر|بتظلّ هني وتكبر}، وكل سنة في الربيع {d:هنبعت|رح نبعت|بنرسل|بنطرّش} {H:له|لها} صورتها».`,
    ],
    [
      'Grandpa set a little lemon tree by the garden gate. "Plant it with your friend before the goodbye," he said. "It will stay here and grow, and we will send photos far away."',
      'وَضَعَ جَدُّ{H:هُ|ها} شَجَرَةَ لَيْمونٍ صَغيرَةً عِنْدَ بابِ الحَديقَةِ، وَقالَ: «{H:ازْرَعْها مَعَ صَديقِكَ|ازْرَعيها مَعَ صَديقَتِكِ} قَبْلَ الوَداعِ. سَتَبْقى هُنا وَتَكْبُرُ، وَنُرْسِلُ صُوَرَها إِلى البَعيدِ».',
      '{d:جدّو حطّ|جدّو حطّ|الجدّ حطّ|اليدّ حطّ} شجرة {d:لمون صغيّرة|ليمون زغيرة|ليمون صغيرة|ليمون صغيرة} عند باب {d:الجنينة|الجنينة|الحديقة|الحديقة}، وقال: «ازرع{H:|ي}ها مع {d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك} قبل الوداع. {d:هتفضل هنا وتكبر، وهنبعت صورها لبعيد|رح تضلّ هون وتكبر، ورح نبعت صورها لبعيد|بتظلّ هنا وتكبر، وبنرسل صورها لبعيد|بتظلّ هني وتكبر، وبنطرّش صورها لبعيد}».',
    ],
  ],
  together: [
    [
      '{H} and {H.his} friend dug a hole side by side and set the little tree in the soil.',
      '{H:حَفَرَ|حَفَرَتْ} {H} {H:وَصَديقُهُ|وَصَديقَتُها} حُفْرَةً جَنْبًا إِلى جَنْبٍ، {H:وَوَضَعا|وَوَضَعَتا} الشَّجَرَةَ الصَّغيرَةَ في التُّرابِ.',
      `{H} و${palOf} {d:حفروا حفرة جنب بعض|حفروا جورة حدّ بعض|حفروا حفرة جنب بعض|حفروا حفرة يمّ بعض}، وحطّوا الشجرة {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة} في {d:الطين|التراب|التراب|التراب}.`,
    ],
    [
      'When the little tree stood in the soil, they watered it together, and Grandpa tied a small label to a branch with both their names on it.',
      'وَحينَ اسْتَقَرَّتِ الشَّجَرَةُ في التُّرابِ {H:سَقَياها|سَقَتاها} مَعًا، وَرَبَطَ الجَدُّ عَلى غُصْنٍ مِنْها بِطاقَةً صَغيرَةً عَلَيْها اسْماهُما.',
      'ولمّا الشجرة {d:اتزرعت|انزرعت|انزرعت|انزرعت}، سقوها سوا، و{d:جدّو ربط في فرع|جدّو ربط عغصن|الجدّ ربط في غصن|اليدّ ربط في غصن} منها {d:كارت صغيّر مكتوب عليه|بطاقة زغيرة مكتوب عليها|بطاقة صغيرة مكتوب عليها|بطاقة صغيرة مكتوب عليها} {d:اسمهم الاتنين|إسمن التنين|اسمهم الثنين|اسمهم الثنين}.',
      '2',
    ],
  ],
  resolution: [
    [
      'On the day of goodbye, the two friends stood by the little tree. "It will grow while we are far apart," {H} said.',
      'في يَوْمِ الوَداعِ وَقَفَ{H:|تِ} {H:الصَّديقانِ|الصَّديقَتانِ} عِنْدَ الشَّجَرَةِ الصَّغيرَةِ، {H:وَقالَ|وَقالَتْ} {H}: «سَتَكْبُرُ وَنَحْنُ {H:بَعيدانِ|بَعيدَتانِ}».',
      'في يوم الوداع {d:الاتنين|التنين|الثنين|الثنين} وقفوا عند الشجرة {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة}، و{H} قال{H:|ت}: «{d:هتكبر وإحنا بعاد عن بعض|رح تكبر ونحنا بعاد عن بعض|بتكبر وحنّا بعيدين عن بعض|بتكبر وإحنا بعيدين عن بعض}».',
    ],
    [
      'Grandpa promised a photo every spring. "A friend far away can still grow things with you," he said.',
      'وَوَعَدَ الجَدُّ بِصورَةٍ كُلَّ رَبيعٍ، وَقالَ: «صَديقٌ بَعيدٌ يَسْتَطيعُ أَنْ يَزْرَعَ مَعَنا أَيْضًا».',
      `و{d:جدّو|جدّو|الجدّ|اليدّ} وعد بصورة كل سنة في الربيع، وقال: «${farFriend}، {d:ويقدر يزرع معانا كمان|وفيه يزرع معنا كمان|ويقدر يزرع معنا بعد|ويقدر يزرع ويّانا بعد}».`,
      '2',
    ],
    [
      'When the car had gone, {H} stayed by the tree a long time. The goodbye still hurt. But now something in the ground belonged to both of them, and it would keep growing, near or far.',
      'حينَ ابْتَعَدَتِ السَّيّارَةُ، بَقِيَ{H:|تْ} {H} عِنْدَ الشَّجَرَةِ وَقْتًا طَويلًا. كانَ الوَداعُ ما زالَ يُؤْلِمُ، لكِنْ صارَ في الأَرْضِ شَيْءٌ لَهُما مَعًا، سَيَظَلُّ يَكْبُرُ في القُرْبِ وَفي البُعْدِ.',
      'لمّا {d:العربية مشيت|السيّارة فلّت|السيّارة مشت|السيّارة مشت}، {H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} عند الشجرة وقت طويل. الوداع كان {d:لسّه بيوجع|بعدو بيوجّع|للحين يعوّر|للحين يعوّر}، بس {d:بقى فيه في الأرض حاجة بتاعتهم هما الاتنين، هتفضل تكبر، قريّبين كانوا ولّا بعاد|صار في بالأرض شي إلن التنين، رح يضلّ يكبر، قراب كانوا أو بعاد|صار فيه في الأرض شي لهم الثنين، بيظلّ يكبر، قريبين كانوا ولّا بعيدين|صار في في الأرض شي لهم الثنين، بيظلّ يكبر، قريبين كانوا ولّا بعيدين}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'stand in the garden beside Grandpa, who holds a small lemon tree in a pot',
    together: 'plant a small lemon tree with a friend beside Grandpa',
    resolution: 'stand beside a friend at a newly planted lemon tree',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'sapling', where: 'held' }],
    together: [
      { kind: 'sapling', where: 'ground' },
      { kind: 'watering-can', where: 'held' },
    ],
    resolution: [{ kind: 'sapling', where: 'ground' }],
  },
  rooms: { problem: 'living-room' },
};

/** The friend's mother, the neighbour, brings two copies of one book: a chapter a night, read together from far apart. */
const sameBook: SituationPlot = {
  ...shared,
  key: 'friend-moving-away/the-same-book',
  morals: [
    [
      'Friends far away can still share a story.',
      'الأَصْدِقاءُ البَعيدونَ يَتَشارَكونَ الحِكايَةَ نَفْسَها.',
      '{d:الصحاب البعاد يقدروا يتشاركوا نفس الحكاية|الرفقات البعاد فيهن يتشاركوا نفس الحكاية|الخويان البعيدين يقدرون يتشاركون نفس القصّة|الربع البعيدين يقدرون يتشاركون نفس القصّة}.',
    ],
    [
      'A goodbye is easier with a plan to stay close.',
      'يَسْهُلُ الوَداعُ حينَ نُخَطِّطُ لِنَبْقى قَريبينَ.',
      '{d:الوداع بيبقى أسهل لمّا نخطّط نفضل قريّبين|الوداع بيصير أسهل لمّا نخطّط نضلّ قراب|الوداع يصير أسهل لمّا نخطّط نظلّ قريبين|الوداع يصير أسهل لمّا نخطّط نظلّ قريبين}.',
    ],
  ],
  titles: [
    [
      'The Same Book, Far Apart',
      'الكِتابُ نَفْسُهُ مِنْ بَعيدٍ',
      '{d:نفس الكتاب من بعيد|نفس الكتاب من بعيد|نفس الكتاب من بعيد|نفس الكتاب من بعيد}',
    ],
    ['Chapter One Tonight', 'الفَصْلُ الأَوَّلُ اللَّيْلَةَ', 'الفصل الأوّل الليلة'],
  ],
  help: [
    [
      'The neighbour, {H.his} friend\'s mother, came to the door with two copies of the same book. "The goodbye is on Friday," she said gently. "One book for each of you. Read one chapter every night, and you will be reading together, even far apart."',
      'جاءَتِ الجارَةُ، {H:أُمُّ صَديقِهِ|أُمُّ صَديقَتِها}، إِلى البابِ وَمَعَها نُسْخَتانِ مِنَ الكِتابِ نَفْسِهِ، وَقالَتْ بِرِفْقٍ: «الوَداعُ يَوْمَ الجُمُعَةِ. هذِهِ نُسْخَةٌ لَ{H:كَ|كِ}، وَنُسْخَةٌ {H:لِصَديقِكَ|لِصَديقَتِكِ}؛ فَصْلٌ واحِدٌ كُلَّ لَيْلَةٍ، فَتَقْرَآنِ مَعًا وَإِنْ كُنْتُما {H:بَعيدَيْنِ|بَعيدَتَيْنِ}».',
      `{d:الجارة، مامت|الجارة، إمّ|الجارة، أمّ|اليارة، أمّ} ${palOf}، {d:جت على الباب ومعاها|إجت عالباب ومعها|جات للباب ومعها|يات للباب وويّاها} نسختين من نفس الكتاب، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «الوداع يوم الجمعة. {d:دي نسخة ليك ونسخة ل|هيدي نسخة إلك ونسخة ل|هذي نسخة لك ونسخة ل|هذي نسخة لك ونسخة ل}{d:صاحب|رفيق|خويّ|ربيع}{H:ك|تك}؛ {d:فصل واحد كل ليلة، وكده تقروا سوا حتّى وإنتو بعاد|فصل واحد كل ليلة، وهيك بتقروا سوا حتّى لو بعاد|فصل واحد كل ليلة، وكذا تقرون سوا حتّى وإنتو بعيدين|فصل واحد كل ليلة، وجي تقرون سوا حتّى وإنتو بعيدين}».`,
    ],
    [
      '{H.his} friend\'s mother, the neighbour, knocked with two copies of one book. "A goodbye gift," she said softly. "A chapter a night for each of you, and you will still be reading together."',
      'طَرَقَتِ الجارَةُ، {H:أُمُّ صَديقِهِ|أُمُّ صَديقَتِها}، البابَ وَمَعَها نُسْخَتانِ مِنْ كِتابٍ واحِدٍ، وَقالَتْ بِهُدوءٍ: «هذِهِ هَدِيَّةُ الوَداعِ: فَصْلٌ كُلَّ لَيْلَةٍ لِكُلٍّ مِنْكُما، فَتَظَلّانِ تَقْرَآنِ مَعًا».',
      `{d:الجارة، مامت|الجارة، إمّ|الجارة، أمّ|اليارة، أمّ} ${palOf}، {d:خبّطت على الباب ومعاها|دقّت الباب ومعها|طقّت الباب ومعها|طقّت الباب وويّاها} نسختين من نفس الكتاب، وقالت بهدوء: «{d:دي هديّة الوداع: فصل كل ليلة لكل واحد فيكم، وكده تفضلوا تقروا سوا|هيدي هديّة الوداع: فصل كل ليلة لكل واحد منكن، وهيك بتضلّوا تقروا سوا|هذي هديّة الوداع: فصل كل ليلة لكل واحد منكم، وكذا تظلّون تقرون سوا|هذي هديّة الوداع: فصل كل ليلة لكل واحد منكم، وجي تظلّون تقرون سوا}».`,
    ],
  ],
  together: [
    [
      '{H} and {H.his} friend wrote both their names on the first page of each book.',
      '{H:كَتَبَ|كَتَبَتْ} {H} {H:وَصَديقُهُ|وَصَديقَتُها} اسْمَيْهِما في الصَّفْحَةِ الأولى مِنْ كُلِّ كِتابٍ.',
      `{H} و${palOf} {d:كتبوا أساميهم الاتنين في أوّل صفحة من الكتابين|كتبوا أساميهن التنين بأوّل صفحة من الكتابين|كتبوا أساميهم الثنين في أوّل صفحة من الكتابين|كتبوا أساميهم الثنين في أوّل صفحة من الكتابين}.`,
    ],
    [
      'The neighbour tucked a bookmark into each copy, the same colour, at the same place: chapter one, for the first night apart.',
      'وَوَضَعَتِ الجارَةُ في كُلِّ نُسْخَةٍ عَلامَةً بِاللَّوْنِ نَفْسِهِ، عِنْدَ المَوْضِعِ نَفْسِهِ: الفَصْلِ الأَوَّلِ، لِأَوَّلِ لَيْلَةٍ مِنْ لَيالي البُعْدِ.',
      'و{d:الجارة|الجارة|الجارة|اليارة} حطّت في كل نسخة {d:فاصل|علامة|فاصل|فاصل} بنفس اللون، عند نفس {d:الحتّة|المحلّ|المكان|المكان}: الفصل الأوّل، {d:لأوّل ليلة بعيد عن بعض|لأوّل ليلة بعاد عن بعض|لأوّل ليلة بعيدين عن بعض|لأوّل ليلة بعيدين عن بعض}.',
      '2',
    ],
  ],
  resolution: [
    [
      'On the day of goodbye, the two friends held up their books. "Chapter one tonight," they promised.',
      'في يَوْمِ الوَداعِ وَقَفَ{H:|تِ} {H:الصَّديقانِ|الصَّديقَتانِ} {H:يَرْفَعانِ|تَرْفَعانِ} كِتابَيْهِما، {H:وَتَواعَدا|وَتَواعَدَتا}: «الفَصْلُ الأَوَّلُ اللَّيْلَةَ».',
      'في يوم الوداع {d:الاتنين رفعوا كتبهم|التنين رفعوا كتبن|الثنين رفعوا كتبهم|الثنين رفعوا كتبهم}، واتّفقوا: «الفصل الأوّل الليلة».',
    ],
    [
      'That night {H} opened the book at chapter one and read slowly, knowing a friend far away was reading the very same words.',
      'في تِلْكَ اللَّيْلَةِ {H:فَتَحَ|فَتَحَتْ} {H} الكِتابَ عَلى الفَصْلِ الأَوَّلِ، {H:وَقَرَأَ|وَقَرَأَتْ} بِبُطْءٍ، {H:وَهُوَ يَعْرِفُ|وَهِيَ تَعْرِفُ} أَنَّ {H:صَديقَهُ البَعيدَ يَقْرَأُ|صَديقَتَها البَعيدَةَ تَقْرَأُ} الكَلِماتِ نَفْسَها.',
      `{d:الليلة دي|هاللّيلة|الليلة|الليلة} {H} فتح{H:|ت} الكتاب على الفصل الأوّل، و{H:قرا|قرت} {d:بالراحة|عمهل|بشويش|بشويش}، و{H:هو|هي} {d:عارف|عارف|داري|داري}{H:|ة} إنّ ${palOf} {d:البعيد|البعيد|البعيد|البعيد}{H:|ة} {d.bh}{H:يقرا|تقرا} نفس الكلام.`,
      '2',
    ],
    [
      '{H} had thought that goodbye meant the end of doing things together. But a shared book was a small bridge: the same story in two bedrooms, many kilometres apart. Friends far away can still turn the same page.',
      'كانَ{H:|تْ} {H} {H:يَظُنُّ|تَظُنُّ} أَنَّ الوَداعَ يَعْني نِهايَةَ الأَشْياءِ الَّتي نَفْعَلُها مَعًا. لكِنَّ الكِتابَ المُشْتَرَكَ جِسْرٌ صَغيرٌ: الحِكايَةُ نَفْسُها في غُرْفَتَيْنِ بَيْنَهُما مَسافَةٌ طَويلَةٌ. فَصَديقٌ بَعيدٌ يَسْتَطيعُ أَنْ يَقْلِبَ الصَّفْحَةَ نَفْسَها.',
      `{H} {H:كان|كانت} {d:فاكر|مفكّر|حاسب|حاسب}{H:|ة} إنّ الوداع {d:معناه خلاص مفيش حاجات نعملها سوا|يعني خلص ما في شي نعملو سوا|معناه خلاص ما فيه شي نسوّيه سوا|معناه خلاص ما في شي نسوّيه سوا}. بس {d:الكتاب المشترك كوبري صغيّر|الكتاب المشترك جسر زغير|الكتاب المشترك جسر صغير|الكتاب المشترك جسر صغير}: نفس الحكاية في {d:أوضتين بينهم مسافة طويلة|غرفتين بيناتن مسافة طويلة|غرفتين بينهم مسافة طويلة|حجرتين بينهم مسافة طويلة}. ${farFriend}، {d:ويقدر يقلب نفس الصفحة|وفيه يقلب نفس الصفحة|ويقدر يقلب نفس الصفحة|ويقدر يقلب نفس الصفحة}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit sadly by the window, thinking of a best friend who is moving away',
    try: "look at moving boxes outside a friend's house",
    help: 'open the front door to the neighbour, who holds two copies of the same book',
    together: 'write names in the front of two matching books with a friend',
    resolution: 'hold up a book beside a friend who holds the same book',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'table' }],
    resolution: [
      { kind: 'book', where: 'held' },
      { kind: 'moving-boxes', where: 'ground' },
    ],
  },
  rooms: { problem: 'living-room', help: 'living-room', together: 'living-room' },
};

export const friendMovingAwayPlots: readonly SituationPlot[] = [
  gift,
  globe,
  goodbyeTea,
  jar,
  lemonTree,
  sameBook,
];
