import type { Pool } from '../../lines.ts';
import type { Words } from '../../idea/types.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * An idea no situation fits that names someone dear (Grandma, an uncle, the teacher) or a thing
 * to give (a cake, sweets, a drawing): the child makes {O} for {R}, worries it is not good
 * enough, and a parent's help turns the worry into the gift's best part. {O} is the idea's own
 * thing (else a drawing), {R} the idea's own person (else Grandma).
 */

const GRANDMA: Words = {
  en: 'Grandma',
  ar: 'الجَدَّةُ',
  egyptian: 'تيتة',
  lebanese: 'تيتا',
  gulf_saudi: 'الجدّة',
  gulf_uae: 'اليدّة',
};
const RECEIVERS = [
  'grandmother',
  'grandfather',
  'mother',
  'father',
  'aunt',
  'uncle',
  'teacher',
] as const;

const problem: Pool = [
  [
    '{H} wanted to give {R} the {O}, and {O.it} had to be just right.',
    '{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يُهْدِيَ|تُهْدِيَ} {R.a} {O.a}، وَأَنْ {O:يَكونَ|تَكونَ} أَجْمَلَ ما {O:يَكونُ|تَكونُ}.',
    '{H} {d.want:H} {H:ي|ت}{d:هادي|عطي|عطي|عطي} {R} {d:ب|||}{O}، و{O} {d:لازم|لازم|لازم|لازم} {O:يكون|تكون} {d:أحلى حاجة|أحلى شي|أحلى شي|أحلى شي}.',
  ],
  [
    'All week, {H} had been thinking about the {O} {H.he} would make for {R}.',
    'طَوالَ الأُسْبوعِ {H:كانَ|كانَتْ} {H} {H:يُفَكِّرُ|تُفَكِّرُ} في {O.g} {O:الَّذي|الَّتي} {H:سَيُهْدي|سَتُهْدي}{O:هِ|ها} إِلى {R.g}.',
    '{d:طول الأسبوع|طول الجمعة|طول الأسبوع|طول الأسبوع}، {H} كان{H:|ت} {d.b}{H:يفكّر|تفكّر} في {O} اللي {d.fut}{H:ي|ت}{d:عمل|عمل|سوّي|سوّي}{O:ه|ها} {d:علشان|كرمال|عشان|عشان} {R}.',
    '2',
  ],
  [
    '{H} wanted the {O} to say what is hard to put into words: thank you, {R}, and I love you.',
    '{H:أَرادَ|أَرادَتْ} {H} أَنْ {O:يَقولَ|تَقولَ} {O} ما يَصْعُبُ قَوْلُهُ بِالكَلِماتِ: شُكْرًا لَ{R:كَ|كِ}، وَأَنا أُحِبُّ{R:كَ|كِ}.',
    '{H} {d.want:H} {O} {O:يقول|تقول} اللي {d:صعب يتقال بالكلام|صعب ينقال بالحكي|صعب ينقال بالكلام|صعب ينقال بالكلام}: {d:شكرًا|ميرسي|شكرًا|شكرًا}، و{d:بحبّك|بحبّك|أحبّك|أحبّك}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    'But the {O} did not look the way {H} had imagined.',
    'لكِنَّ {O.a} لَمْ {O:يَبْدُ|تَبْدُ} كَما {H:تَخَيَّلَ|تَخَيَّلَتْ}{O:هُ|ها} {H}.',
    'بس {O} ما طلع{O:|ت}{d:ش|||} {d:زيّ|متل|مثل|مثل} ما {H} {d:اتخيّل|تخيّل|تخيّل|تخيّل}{H:|ت}.',
  ],
  [
    'Something had gone a little wrong, and {H} felt {H.his} face grow hot.',
    'حَدَثَ خَطَأٌ صَغيرٌ، {H:فَشَعَرَ|فَشَعَرَتْ} {H} بِحَرارَةٍ في وَجْهِ{H:هِ|ها}.',
    '{d:حصل|صار|صار|صار} {d:غلط صغيّر|غلط زغير|غلط صغير|غلط صغير}، و{H} حسّ{H:|ت} {d:وشّ|وجّ|وجه|ويه}{H:ه|ها} {d:سخن|سخن|حار|حار}.',
  ],
  [
    '{H} stepped back and looked. {O.It} {O.was} not as neat as the ones in the shop windows, and a small voice inside whispered that {R} would only smile to be polite.',
    '{H:تَراجَعَ|تَراجَعَتْ} {H} خُطْوَةً {H:وَنَظَرَ|وَنَظَرَتْ}: لَمْ {O:يَكُنْ|تَكُنْ} {O} في أَناقَةِ ما في واجِهاتِ المَحَلّاتِ، وَهَمَسَ صَوْتٌ صَغيرٌ في داخِلِ{H:هِ|ها} أَنَّ {R.a} {R:سَيَبْتَسِمُ|سَتَبْتَسِمُ} مُجامَلَةً فَقَطْ.',
    '{H} {d:رجع|رجع|رجع|رجع}{H:|ت} خطوة {d:وبصّ|وطلّع|وطالع|وطالع}{H:|ت}: {O} ما {O:كان|كانت}{d:ش|||} {d:حلو|حلو|حلو|حلو}{O:|ة} {d:زيّ اللي في الفاترينات|متل اللي بالواجهات|مثل اللي في المحلّات|مثل اللي في المحلّات}، وصوت صغيّر جوّا{H:ه|ها} {d:وشوش|وشوش|همس|همس} إنّ {R} {d.fut}{R:يبتسم|تبتسم} {d:مجاملة وبس|مجاملة بس|مجاملة بس|مجاملة بس}.',
    '3',
  ],
];

const tries: Pool = [
  [
    '{H} started again from the beginning.',
    '{H:بَدَأَ|بَدَأَتْ} {H} مِنْ جَديدٍ.',
    '{H} {d.began:H} من {d:الأوّل|الأوّل|جديد|جديد}.',
  ],
  [
    '{H} thought about hiding the {O} and giving nothing at all.',
    '{H:فَكَّرَ|فَكَّرَتْ} {H} أَنْ {H:يُخْفِيَ|تُخْفِيَ} {O.a} وَلا {H:يُهْدِيَ|تُهْدِيَ} شَيْئًا أَبَدًا.',
    '{H} فكّر{H:|ت} {H:يخبّي|تخبّي} {O} {d:ومفيش هديّة خالص|وما في هديّة أبدًا|وما فيه هديّة أبد|وما شي هديّة أبد}.',
  ],
  [
    '{H} tried to fix the {O} once, twice, three times, and each time the {O} only looked worse.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يُصْلِحَ|تُصْلِحَ} {O.a} مَرَّةً وَمَرَّتَيْنِ وَثَلاثًا، وَفي كُلِّ مَرَّةٍ كانَ{O:|تْ} {O:يَبْدو|تَبْدو} أَسْوَأَ.',
    '{H} حاول{H:|ت} {H:يصلّح|تصلّح} {O} {d:مرّة واتنين وتلاتة|مرّة وتنتين وتلاتة|مرّة وثنتين وثلاث|مرّة وثنتين وثلاث}، وكل مرّة {O} {O:يبان|تبان} {d:أوحش|أبشع|أسوأ|أسوأ}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'A gift made with love is always just right, {H} thought.',
    'فَكَّرَ{H:|تْ} {H} أَنَّ الهَدِيَّةَ المَصْنوعَةَ بِالحُبِّ جَميلَةٌ دائِمًا.',
    '{H} فكّر{H:|ت} إنّ الهديّة اللي {d:بتتعمل|بتنعمل|تنسوّى|تنسوّى} بالحبّ {d:دايمًا حلوة|دايمًا حلوة|دايم حلوة|دايمًا حلوة}.',
  ],
  [
    '{H} learned that the people who love us see the heart inside a gift, not its crooked corners.',
    'تَعَلَّمَ{H:|تْ} {H} أَنَّ مَنْ يُحِبّونَنا يَرَوْنَ القَلْبَ الَّذي في الهَدِيَّةِ، لا زَواياها المائِلَةَ.',
    '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ اللي {d:بيحبّونا بيشوفوا|بيحبّونا بيشوفوا|يحبّونا يشوفون|يحبّونا يشوفون} القلب اللي في الهديّة، {d:مش|مش|مو|مب} {d:الحتت|الزوايا|الزوايا|الزوايا} {d:المعووجة|المعوجّة|العوجا|العوجا}.',
    '2',
  ],
  [
    '{H} understood that what {R} treasured was not how neat the gift was, but the hours {H} had spent thinking of {R:him|her}.',
    '{H:فَهِمَ|فَهِمَتْ} {H} أَنَّ ما أَسْعَدَ {R.a} لَيْسَ أَناقَةَ الهَدِيَّةِ، بَلِ السّاعاتُ الَّتي {H:قَضاها|قَضَتْها} {H} {H:وَهُوَ يُفَكِّرُ|وَهِيَ تُفَكِّرُ} في{R:هِ|ها}.',
    '{H} فهم{H:|ت} إنّ اللي {d:فرّح|فرّح|فرّح|فرّح} {R} {d:مش|مش|مو|مب} {d:شكل الهديّة|شكل الهديّة|شكل الهديّة|شكل الهديّة}، {d:لكن|بل|بل|بل} الساعات اللي {H} {H:قضّاها|قضّتها} {d.b}{H:يفكّر|تفكّر} في{R:ه|ها}.',
    '3',
  ],
];

/** Mama sees the worry and adds the best part: a card in the child's own words. */
const card: SituationPlot = {
  situation: 'idea',
  key: 'idea/gift-card',
  gentle: false,
  person: { roles: RECEIVERS.filter((r) => r !== 'mother'), fallback: GRANDMA, male: false },
  titles: [
    ['A Gift for {R}', 'هَدِيَّةٌ إِلى {R.g}', 'هديّة {d:علشان|كرمال|عشان|عشان} {R}'],
    ["{H}'s Card", 'بِطاقَةُ {H.g}', '{d:كارت|كرت|كرت|كرت} {H}'],
  ],
  morals: [
    [
      'A gift made with love is always just right.',
      'الهَدِيَّةُ المَصْنوعَةُ بِالحُبِّ جَميلَةٌ دائِمًا.',
      'الهديّة اللي {d:بتتعمل|بتنعمل|تنسوّى|تنسوّى} بالحبّ {d:دايمًا حلوة|دايمًا حلوة|دايم حلوة|دايمًا حلوة}.',
    ],
    [
      'The best part of a gift is the heart that made it.',
      'أَجْمَلُ ما في الهَدِيَّةِ القَلْبُ الَّذي صَنَعَها.',
      'أحلى {d:حاجة|شي|شي|شي} في الهديّة القلب اللي {d:عملها|عملها|سوّاها|سوّاها}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Mama sat down beside {H} and looked at the {O} for a long time. "I can see how much you love {R}," she said. "Shall we add one more thing?"',
      'جَلَسَتِ الأُمُّ بِجانِبِ {H.g}، وَنَظَرَتْ إِلى {O.g} طَويلًا، ثُمَّ قالَتْ: «أَرى كَمْ {H:تُحِبُّ|تُحِبّينَ} {R.a}. ما رَأْيُ{H:كَ|كِ} أَنْ نُضيفَ شَيْئًا آخَرَ؟»',
      '{d.mom} قعدت {d:جنب|حدّ|جنب|يمّ} {H}، و{d:بصّت|طلّعت|طالعت|طالعت} على {O} {d:شويّة|شوي|شوي|شوي}، وبعدين قالت: «{d:أنا شايفة قدّ إيه|أنا شايفة قدّيش|أنا شايفة وش كثر|أنا شايفة شكثر} {d:بتحبّ|بتحبّ|تحبّ|تحبّ}{H:|ي} {R}. {d:إيه رأيك نزوّد حاجة كمان|شو رأيك نزيد شي كمان|وش رأيك نزيد شي بعد|شو رايك نزيد شي بعد}؟»',
    ],
    [
      'Mama found {H} sitting very still beside the {O}. She listened to the whole worry, then brought a piece of coloured paper and a pencil. "Gifts in shops have no words," she said. "Yours can."',
      'وَجَدَتِ الأُمُّ {H.a} {H:جالِسًا|جالِسَةً} بِلا حَراكٍ بِجانِبِ {O.g}، فَأَصْغَتْ إِلى قَلَقِ{H:هِ|ها} كُلِّهِ، ثُمَّ أَحْضَرَتْ وَرَقَةً مُلَوَّنَةً وَقَلَمًا، وَقالَتْ: «هَدايا المَحَلّاتِ لا كَلامَ فيها، أَمّا هَدِيَّتُ{H:كَ|كِ} فَيُمْكِنُ أَنْ تَتَكَلَّمَ».',
      '{d.mom} {d:لقت|لاقت|لقت|لقت} {H} {d:قاعد|قاعد|قاعد|قاعد}{H:|ة} {d:ساكت|ساكت|ساكت|ساكت}{H:|ة} جنب {O}، وسمعت {d:كل قلق|كل همّ|كل همّ|كل همّ}{H:ه|ها}، وبعدين {d:جابت|جابت|جابت|يابت} ورقة ملوّنة وقلم، وقالت: «{d:هدايا المحلّات ما فيهاش كلام، بس هديّتك ممكن تتكلّم|هدايا المحلّات ما فيها حكي، بس هديّتك فيها تحكي|هدايا المحلّات ما فيها كلام، بس هديّتك تقدر تتكلّم|هدايا المحلّات ما فيها كلام، بس هديّتك تقدر تتكلّم}».',
      '2',
    ],
  ],
  together: [
    [
      'Together they made a card. {H} wrote, "For {R}, with all my love."',
      'صَنَعَتِ الأُمُّ مَعَ {H.g} بِطاقَةً، {H:وَكَتَبَ|وَكَتَبَتْ} {H} عَلَيْها: «إِلى {R.g}، مَعَ كُلِّ حُبّي».',
      '{d.mom} و{H} {d:عملوا|عملوا|سوّوا|سوّوا} {d:كارت|كرت|كرت|كرت}، و{H} {d:كتب|كتب|كتب|كتب}{H:|ت} {d:عليه|عليه|عليه|عليه}: «إلى {R}، مع كل حبّي».',
    ],
    [
      '{H} thought hard about each word, and Mama helped with the spelling. Under the words {H} drew two hearts and a tiny moon.',
      '{H:فَكَّرَ|فَكَّرَتْ} {H} في كُلِّ كَلِمَةٍ طَويلًا، {H:وَساعَدَتْهُ|وَساعَدَتْها} الأُمُّ في الإِمْلاءِ، وَتَحْتَ الكَلِماتِ {H:رَسَمَ|رَسَمَتْ} {H} قَلْبَيْنِ وَقَمَرًا صَغيرًا.',
      '{H} فكّر{H:|ت} في كل كلمة {d:كتير|كتير|وايد|وايد}، و{d.mom} {d:ساعدت|ساعدت|ساعدت|ساعدت}{H:ه|ها} في الإملا، وتحت الكلام {H} رسم{H:|ت} قلبين و{d:قمر صغيّر|قمر زغير|قمر صغير|قمر صغير}.',
      '2',
    ],
  ],
  resolution: [
    ['{H} gave {R} the {O}.', '{H:قَدَّمَ|قَدَّمَتْ} {H} {O.a} إِلى {R.g}.', '{H} {d.gave:H} {R} {O}.'],
    [
      '{R} read the little card that came with {O.them}, and {R:his|her} eyes shone. "This is the best gift I have ever had," {R:he|she} said.',
      '{R:قَرَأَ|قَرَأَتْ} {R} البِطاقَةَ الصَّغيرَةَ الَّتي جاءَتْ مَعَها، فَلَمَعَتْ عَيْنا{R:هُ|ها}، {R:وَقالَ|وَقالَتْ}: «هذِهِ أَجْمَلُ هَدِيَّةٍ جاءَتْني في حَياتي».',
      '{R} {R:قرا|قرت} {d:الكارت الصغيّر اللي جه معاها|الكرت الزغير اللي إجا معها|الكرت الصغير اللي جا معها|الكرت الصغير اللي يا ويّاها}، و{d:عيني|عيون|عيون|عيون}{R:ه|ها} لمعت، وقال{R:|ت}: «{d:دي أحلى هديّة جاتلي في حياتي|هيدي أحلى هديّة إجتني بحياتي|هذي أحلى هديّة جتني في حياتي|هاي أحلى هديّة ياتني في حياتي}».',
      '2',
    ],
    [
      'Later, {R} put the card away with {R:his|her} other treasures, and said that the {O} {O.was} perfect, because {H} had made {O.them}.',
      'وَفي ما بَعْدُ، {R:وَضَعَ|وَضَعَتْ} {R} البِطاقَةَ مَعَ كُنوزِ{R:هِ|ها} الأُخْرى، {R:وَقالَ|وَقالَتْ} إِنَّ {O.a} {O:كامِلٌ|كامِلَةٌ}، لِأَنَّ {H.a} {H:صَنَعَ|صَنَعَتْ}{O:هُ|ها}.',
      'وبعدين {R} {d:حطّ|حطّ|حطّ|حطّ}{R:|ت} {d:الكارت|الكرت|الكرت|الكرت} مع كنوز{R:ه|ها} {d:التانية|التانية|الثانية|الثانية}، وقال{R:|ت} إنّ {O} {O:كامل|كاملة}، {d:عشان|لأنّو|لأنّ|لأنّ} {H} {d:اللي|اللي|اللي|اللي} {d.did:H}{O:ه|ها}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'look at the homemade gift with a worried face',
    try: 'start the gift again at the table',
    help: 'sit with Mama looking at the gift together',
    together: 'write a card with Mama at the table',
    resolution: 'give the gift and the card to the loved one',
  },
  props: {
    problem: [{ kind: 'object', where: 'table' }],
    help: [{ kind: 'object', where: 'table' }],
    together: [{ kind: 'letter', where: 'held' }],
    resolution: [{ kind: 'object', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Baba tells of the crooked first gift he gave his own mother, which she keeps to this day. */
const babaStory: SituationPlot = {
  situation: 'idea',
  key: 'idea/gift-baba-story',
  gentle: false,
  person: { roles: RECEIVERS.filter((r) => r !== 'father'), fallback: GRANDMA, male: false },
  titles: [
    [
      'Just Right for {R}',
      'تَمامًا كَما {R:يُحِبُّ|تُحِبُّ} {R}',
      '{d:بالظبط زيّ ما|بالزبط متل ما|بالضبط مثل ما|بالضبط مثل ما} {R} {d.bh}{R:يحبّ|تحبّ}',
    ],
    [
      'The Crooked Cup on the Shelf',
      'الكوبُ المائِلُ عَلى الرَّفِّ',
      '{d:الكوباية المعووجة على الرفّ|الكبّاية المعوجّة عالرفّ|الكوب الأعوج على الرفّ|الكوب الأعوج على الرفّ}',
    ],
  ],
  morals: [
    [
      'The people who love us keep our gifts for the love inside them.',
      'مَنْ يُحِبّونَنا يَحْفَظونَ هَدايانا لِلْحُبِّ الَّذي فيها.',
      'اللي {d:بيحبّونا بيحتفظوا|بيحبّونا بيحتفظوا|يحبّونا يحتفظون|يحبّونا يحتفظون} بهدايانا عشان الحبّ اللي فيها.',
    ],
    [
      'A gift made with love is always just right.',
      'الهَدِيَّةُ المَصْنوعَةُ بِالحُبِّ جَميلَةٌ دائِمًا.',
      'الهديّة اللي {d:بتتعمل|بتنعمل|تنسوّى|تنسوّى} بالحبّ {d:دايمًا حلوة|دايمًا حلوة|دايم حلوة|دايمًا حلوة}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Baba saw {H}\'s long face and sat down. "When I was small, I made a cup of clay for my mother," he said. "It was crooked, and it leaked. She still keeps it on her shelf."',
      'رَأى الأَبُ وَجْهَ {H.g} الحَزينَ، فَجَلَسَ وَقالَ: «حينَ كُنْتُ صَغيرًا صَنَعْتُ لِأُمّي كوبًا مِنَ الطّينِ، كانَ مائِلًا وَيُسَرِّبُ الماءَ، وَما زالَتْ تَحْفَظُهُ عَلى رَفِّها».',
      '{d.dad} {d:شاف|شاف|شاف|شاف} {d:وشّ|وجّ|وجه|ويه} {H} {d:الزعلان|الزعلان|الزعلان|الزعلان}، فقعد وقال: «{d:وأنا صغيّر عملت لأمّي كوباية من الطين، كانت معووجة وبتخرّ مية، ولسّه محتفظة بيها على الرفّ|وأنا زغير عملت لإمّي كبّاية من الطين، كانت معوجّة وبتنقّط مي، ولهلّق محتفظة فيها عالرفّ|يوم كنت صغير سوّيت لأمّي كوب من الطين، كان أعوج ويخرّ ماي، ولين الحين محتفظة فيه على الرفّ|يوم كنت صغير سوّيت لأمّي كوب من الطين، كان أعوج ويخرّ ماي، ولين الحين محتفظة فيه على الرفّ}».',
    ],
    [
      'Baba listened to the whole worry and smiled. He told {H} about the first gift he ever made: a clay cup for his own mother, so crooked it could not stand up straight. "She has kept it for thirty years," he said, "because I made it for her."',
      'أَصْغى الأَبُ إِلى قَلَقِ {H.g} كُلِّهِ، وَابْتَسَمَ، ثُمَّ {H:حَكى لَهُ|حَكى لَها} عَنْ أَوَّلِ هَدِيَّةٍ صَنَعَها في حَياتِهِ: كوبٍ مِنَ الطّينِ لِأُمِّهِ، مائِلٍ حَتّى إِنَّهُ لا يَقِفُ مُسْتَقيمًا، وَقالَ: «حَفِظَتْهُ ثَلاثينَ سَنَةً، لِأَنَّني صَنَعْتُهُ لَها».',
      '{d.dad} سمع {d:كل القلق|كل الهمّ|كل الهمّ|كل الهمّ}، وابتسم، وحكى {H:له|لها} عن أوّل هديّة {d:عملها|عملها|سوّاها|سوّاها} في حياته: {d:كوباية طين لأمّه، معووجة لدرجة إنّها ما بتقفش عدل|كبّاية طين لإمّو، معوجّة لدرجة إنّا ما بتوقف دغري|كوب طين لأمّه، أعوج لدرجة إنّه ما يوقف عدل|كوب طين لأمّه، أعوج لدرجة إنّه ما يوقف عدل}، وقال: «{d:شايلاها بقالها تلاتين سنة، عشان أنا اللي عملتها لها|محتفظة فيها من تلاتين سنة، لأنّي أنا اللي عملتلا ياها|محتفظة فيه من ثلاثين سنة، لأنّي أنا اللي سوّيته لها|محتفظة فيه من ثلاثين سنة، لأنّي أنا اللي سوّيته لها}».',
      '2',
    ],
  ],
  together: [
    [
      '{H} nodded slowly. Baba helped to wrap the {O} in paper, and together they tied a ribbon.',
      '{H:هَزَّ|هَزَّتْ} {H} رَأْسَ{H:هُ|ها} بِبُطْءٍ، فَساعَدَ الأَبُ في لَفِّ {O.g} بِالوَرَقِ، {H:وَرَبَطا|وَرَبَطا}{O:هُ|ها} مَعًا بِشَريطٍ.',
      '{H} {H:هزّ|هزّت} راس{H:ه|ها} بالراحة، و{d.dad} ساعد في لفّ {O} بالورق، وربطو{O:ه|ها} {d:سوا|سوا|سوا|سوا} بشريطة.',
    ],
    [
      'The bow came out a little lopsided, and {H} decided it was just right.',
      'جاءَتِ العُقْدَةُ مائِلَةً قَليلًا، {H:فَقَرَّرَ|فَقَرَّرَتْ} {H} أَنَّها جَميلَةٌ تَمامًا كَما هِيَ.',
      '{d:الفيونكة طلعت معووجة شويّة|الفيونكة طلعت معوجّة شوي|العقدة طلعت عوجا شوي|العقدة طلعت عوجا شوي}، و{H} {d:قرّر|قرّر|قرّر|قرّر}{H:|ت} إنّها {d:حلوة كده|حلوة هيك|حلوة كذا|حلوة جي}.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} gave {R} the {O}, wrapped in paper. "You made this for me?" {R} said, and held {H} close.',
      '{H:قَدَّمَ|قَدَّمَتْ} {H} {O.a} {O:مَلْفوفًا|مَلْفوفَةً} بِالوَرَقِ إِلى {R.g}، {R:فَقالَ|فَقالَتْ}: «{H:صَنَعْتَ|صَنَعْتِ} هذا مِنْ أَجْلي؟» ثُمَّ {R:ضَمَّ|ضَمَّتْ} {H.a} إِلى صَدْرِ{R:هِ|ها}.',
      '{H} {d.gave:H} {R} {O} {O:ملفوف|ملفوفة} بالورق، و{R} قال{R:|ت}: «إنت{H:|ي} {d:عملت|عملت|سوّيت|سوّيت}{H:|ي} {d:ده علشاني|هيدا كرمالي|هذا عشاني|هذا عشاني}؟» وبعدين {d:حضن|ضمّ|ضمّ|ضمّ}{R:|ت} {H}.',
    ],
    [
      '{R} looked at the {O} for a long time, then put {O.them} in the best place in the room, where everyone could see {O.them}.',
      '{R:نَظَرَ|نَظَرَتْ} {R} إِلى {O.g} طَويلًا، ثُمَّ {R:وَضَعَ|وَضَعَتْ}{O:هُ|ها} في أَجْمَلِ مَكانٍ في الغُرْفَةِ، حَيْثُ {O:يَراهُ|يَراها} الجَميعُ.',
      '{R} {d:بصّ|طلّع|طالع|طالع}{R:|ت} على {O} {d:كتير|كتير|وايد|وايد}، وبعدين {d:حطّ|حطّ|حطّ|حطّ}{R:|ت}{O:ه|ها} في أحلى {d:حتّة|مطرح|مكان|مكان} في {d.room}، {d:علشان|كرمال|عشان|عشان} الكل {d:يشوف|يشوف|يشوف|يشوف}{O:ه|ها}.',
      '2',
    ],
    [
      '{R} told {H} that in a year nobody would remember the shop gifts, but this one would stay where {R:he|she} could see it every day, because it was made by hand and by heart.',
      '{R:وَقالَ|وَقالَتْ} {R} {H:لَهُ|لَها} إِنَّ أَحَدًا لَنْ يَتَذَكَّرَ هَدايا المَحَلّاتِ بَعْدَ سَنَةٍ، أَمّا هذِهِ فَسَتَبْقى حَيْثُ {R:يَراها|تَراها} كُلَّ يَوْمٍ، لِأَنَّها صُنِعَتْ بِاليَدِ وَبِالْقَلْبِ.',
      'و{R} قال{R:|ت} {H:له|لها} إنّ {d:محدّش هيفتكر هدايا المحلّات بعد سنة، بس دي هتفضل|ما حدا رح يتذكّر هدايا المحلّات بعد سنة، بس هيدي رح تضلّ|ما أحد بيتذكّر هدايا المحلّات بعد سنة، بس هذي بتظلّ|ما حد بيتذكّر هدايا المحلّات بعد سنة، بس هاي بتظلّ} مطرح ما {R} {d:يشوف|يشوف|يشوف|يشوف}{d:ها|ا|ها|ها} كل يوم، {d:علشان|لأنّو|لأنّ|لأنّ}{d:ها|ا|ها|ها} {d:معمولة|معمولة|مسوّية|مسوّية} باليد وبالقلب.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'look at the homemade gift with a worried face',
    try: 'start the gift again at the table',
    help: 'listen to Baba telling about a crooked clay cup',
    together: 'wrap the gift in paper with Baba and tie a ribbon',
    resolution: 'give the wrapped gift to the loved one',
  },
  props: {
    problem: [{ kind: 'object', where: 'table' }],
    help: [{ kind: 'cup', where: 'table' }],
    together: [{ kind: 'gift', where: 'table' }],
    resolution: [{ kind: 'gift', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const giftPlots: readonly SituationPlot[] = [card, babaStory];
