import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Bad dreams. Last night's dream comes back to mind as the evening falls, and the child does not
 * want to sleep; a parent listens, and what the parent does (a drawing that gives the dream a new
 * ending, a teddy on guard and a good dream planned together) makes the bed safe again. Older
 * children know a dream is only pictures, and are ashamed of being afraid: they hear that grown-ups
 * have bad dreams too.
 */

const problem: Pool = [
  ['Last night {H} had a bad dream, and now, as evening came, {H.he} was afraid it would come back.', 'في اللَّيْلَةِ الماضِيَةِ أَفاقَ{H:|تْ} {H} مِنْ حُلْمٍ مُزْعِجٍ، وَالآنَ، مَعَ حُلولِ المَساءِ، {H:خافَ|خافَتْ} أَنْ يَعودَ.', '{d:امبارح بالليل|مبارح بالليل|البارحة في الليل|البارحة في الليل} {H} {H:شاف|شافت} {d:حلم وحش|حلم بشع|حلم شين|حلم شين}، و{d:دلوقتي مع المغرب|هلّق مع المغرب|الحين مع المغرب|الحين مع المغرب} {H:خاف|خافت} {d:إنّه يرجع تاني|إنّو يرجع|إنّه يرجع|إنّه يرجع}.'],
  ['A bad dream had woken {H} the night before, and now {H.he} did not want to go to sleep.', 'أَيْقَظَ حُلْمٌ مُزْعِجٌ {H.a} في اللَّيْلَةِ الماضِيَةِ، فَلَمْ {H:يَعُدْ يُريدُ|تَعُدْ تُريدُ} أَنْ {H:يَنامَ|تَنامَ}.', '{d:حلم وحش صحّى|حلم بشع فيّق|حلم شين صحّى|حلم شين صحّى} {H} {d:امبارح بالليل|مبارح بالليل|البارحة|البارحة}، {d:ودلوقتي|وهلّق|والحين|والحين} {H} {d:مش|ما|ما|ما} {d.want:H} {H:ينام|تنام}.'],
  ['{H} knew that what we see in a bad dream is only pictures the mind makes in sleep; still, the thought of it followed {H.him} all afternoon like a grey cloud.', 'كانَ{H:|تْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ ما نَراهُ في حُلْمٍ مُزْعِجٍ لَيْسَ إِلّا صُوَرًا يَصْنَعُها العَقْلُ في النَّوْمِ؛ وَمَعَ ذلِكَ ظَلَّتْ فِكْرَتُهُ تَتْبَعُ{H:هُ|ها} طَوالَ العَصْرِ كَغَيْمَةٍ رَمادِيَّةٍ.', '{H} {H:كان|كانت} {H:عارف|عارفة} إنّ {d:اللي بنشوفه في حلم وحش مجرّد صور بيعملها المخّ وإحنا نايمين|اللي منشوفو بحلم بشع بس صور بيعملها العقل ونحنا نايمين|اللي نشوفه في حلم شين بس صور يسوّيها العقل وحنّا نايمين|اللي نشوفه في حلم شين بس صور يسوّيها العقل وإحنا راقدين}؛ {d:بس فكرته فضلت ماشية ورا|بس فكرتو ضلّت ماشية ورا|بس فكرته ظلّت تلاحق|بس فكرته ظلّت تلاحق}{H:ه|ها} طول العصر {d.like} غيمة رمادية.', '3'],
];

const problemMore: Pool = [
  ['"What if the bad dream comes again?" {H} whispered.', '«وَماذا لَوْ عادَ الحُلْمُ المُزْعِجُ؟» هَمَسَ{H:|تْ} {H}.', '«{d:ولو الحلم الوحش رجع تاني|وإذا رجع الحلم البشع|ولو رجع الحلم الشين|ولو رجع الحلم الشين}؟» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.'],
  ['{H} hugged {H.his} knees and looked at the pillow.', '{H:ضَمَّ|ضَمَّتْ} {H} رُكْبَتَيْ{H:هِ|ها}، وَنَظَرَ{H:|تْ} إِلى الوِسادَةِ.', '{H} {H:ضمّ|ضمّت} ركب{H:ه|ها}، و{d:بصّ|طلّع|طالع|طالع}{H:|ت} على المخدّة.', 'p'],
  ['The bedroom looked just as it always did, but the memory of the dream made it feel strange.', 'كانَتِ الغُرْفَةُ كَما هِيَ دائِمًا، لكِنَّ ذِكْرى الحُلْمِ جَعَلَتْها تَبْدو غَريبَةً.', '{d:الأوضة كانت زيّ ما هي|الأوضة كانت متل ما هيّي|الغرفة كانت مثل ما هي|الحجرة كانت شرات ما هي}، بس ذكرى الحلم {d:خلّت شكلها غريب|خلّتها تبيّن غريبة|خلّتها تبين غريبة|خلّتها تبين غريبة}.', '2'],
];

const tries: Pool = [
  ['{H} decided not to sleep at all tonight, and opened {H.his} eyes very wide.', '{H:قَرَّرَ|قَرَّرَتْ} {H} أَلّا {H:يَنامَ|تَنامَ} اللَّيْلَةَ أَبَدًا، {H:وَفَتَحَ|وَفَتَحَتْ} عَيْنَيْ{H:هِ|ها} واسِعَتَيْنِ.', '{H} قرّر{H:|ت} ما {H:ي|ت}نام{d:ش|||} الليلة {d:خالص|أبدًا|أبد|أبد}، وفتح{H:|ت} {d:عيني|عيون|عيون|عيون}{H:ه|ها} على الآخر.'],
  ['{H} checked under the bed and behind the curtain, just to be sure.', '{H:نَظَرَ|نَظَرَتْ} {H} تَحْتَ السَّريرِ وَخَلْفَ السِّتارَةِ، لِ{H:يَتَأَكَّدَ|تَتَأَكَّدَ} فَقَطْ.', '{H} {d:بصّ|طلّع|طالع|طالع}{H:|ت} تحت السرير وورا {d:الستارة|البرداية|الستارة|الستارة}، {d:عشان|تا|عشان|عشان} {H:ي|ت}تأكّد بس.', 'w'],
  ['{H} tried to think of nice things, but the bad dream kept coming back to mind.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يُفَكِّرَ|تُفَكِّرَ} في أَشْياءَ جَميلَةٍ، لكِنَّ الحُلْمَ المُزْعِجَ ظَلَّ يَعودُ إِلى بالِ{H:هِ|ها}.', '{H} حاول{H:|ت} {H:ي|ت}فكّر في {d:حاجات حلوة|شغلات حلوة|أشياء حلوة|أشياء حلوة}، بس {d:الحلم الوحش فضل|الحلم البشع ضلّ|الحلم الشين ظلّ|الحلم الشين ظلّ} يرجع على بال{H:ه|ها}.', '2'],
  ['{H} opened a book to push the dream away, but read the same line five times without taking in a word.', 'فَتَحَ{H:|تْ} {H} كِتابًا لِ{H:يُبْعِدَ|تُبْعِدَ} الحُلْمَ عَنْ بالِ{H:هِ|ها}، لكِنَّ{H:هُ|ها} {H:قَرَأَ|قَرَأَتِ} السَّطْرَ نَفْسَهُ خَمْسَ مَرّاتٍ دونَ أَنْ {H:يَفْهَمَ|تَفْهَمَ} كَلِمَةً.', '{H} فتح{H:|ت} كتاب {d:عشان|تا|عشان|عشان} {H:ي|ت}بعّد الحلم عن بال{H:ه|ها}، بس {H:قرا|قرت} نفس السطر خمس مرّات {d:من غير ما|بلا ما|بدون ما|بدون ما} {H:ي|ت}فهم ولا كلمة.', '3p'],
];

const reflect: Pool = [
  ['Dreams come and go, {H} thought, but home stays.', 'فَكَّرَ{H:|تْ} {H}: الأَحْلامُ تَأْتي وَتَذْهَبُ، أَمّا البَيْتُ فَيَبْقى.', 'فكّر{H:|ت} {H}: {d:الأحلام بتيجي وتروح، بس البيت باقي|الأحلام بتجي وبتروح، بس البيت باقي|الأحلام تجي وتروح، بس البيت باقي|الأحلام تيي وتروح، بس البيت باقي}.'],
  ['{H} learned that after a bad dream, a hug and a few kind words make the night safe again.', 'تَعَلَّمَ{H:|تْ} {H} أَنَّ العِناقَ وَالكَلِمَةَ الطَّيِّبَةَ بَعْدَ حُلْمٍ مُزْعِجٍ يُعيدانِ الأَمانَ إِلى اللَّيْلِ.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:الحضن|الضمّة|الضمّة|الحضن} والكلمة الحلوة بعد {d:حلم وحش|حلم بشع|حلم شين|حلم شين} {d:بيرجّعوا|بيرجّعوا|يرجّعون|يرجّعون} الأمان لليل.', '2'],
  ['A bad dream cannot follow anyone out of sleep, {H} thought; when we open our eyes, it is over.', 'فَكَّرَ{H:|تْ} {H}: لا يَسْتَطيعُ حُلْمٌ مُزْعِجٌ أَنْ يَتْبَعَ أَحَدًا خارِجَ النَّوْمِ؛ فَحينَ نَفْتَحُ أَعْيُنَنا يَنْتَهي.', 'فكّر{H:|ت} {H}: {d:أيّ حلم وحش ما يقدرش يطلع ورانا من النوم؛ أوّل ما نفتح عينينا بيخلص|ما في حلم بشع فيه يلحقنا برّا النوم؛ أوّل ما نفتح عيونّا بيخلص|ما فيه حلم شين يقدر يلحقنا برّا النوم؛ أوّل ما نفتح عيونّا يخلص|ما في حلم شين يقدر يلحقنا برّا النوم؛ أوّل ما نفتح عيونّا يخلص}.', '2'],
  ['Being afraid of a bad dream did not make {H} a baby, {H.he} understood; grown-ups have them too, and they too need someone to tell.', 'فَهِمَ{H:|تْ} {H} أَنَّ الخَوْفَ مِنْ حُلْمٍ مُزْعِجٍ لا يَجْعَلُ{H:هُ|ها} {H:صَغيرًا|صَغيرَةً}؛ فَالكِبارُ أَيْضًا يَرَوْنَ أَحْلامًا مُزْعِجَةً، وَيَحْتاجونَ إِلى مَنْ يَحْكونَ لَهُ.', '{H} فهم{H:|ت} إنّ الخوف من {d:حلم وحش|حلم بشع|حلم شين|حلم شين} {d:مش بيخلّي|ما بيخلّي|ما يخلّي|ما يخلّي}{H:ه|ها} {d.small:H}؛ {d:الكبار كمان بيشوفوا أحلام وحشة، ومحتاجين حدّ يحكوا له|الكبار كمان بيشوفوا أحلام بشعة، وبحاجة لحدا يحكوا معو|الكبار بعد يشوفون أحلام شينة، ويحتاجون أحد يسولفون له|الكبار بعد يشوفون أحلام شينة، ويحتاجون حد يسولفون له}.', '3'],
];

const smallerMoral = ['Talking about a bad dream makes it smaller.', 'حينَ نَحْكي عَنْ حُلْمٍ مُزْعِجٍ، يَصْغُرُ.', '{d:لمّا نحكي عن الحلم الوحش بيصغر|لمّا نحكي عن الحلم البشع بيزغر|لمّا نسولف عن الحلم الشين يصغر|لمّا نسولف عن الحلم الشين يصغر}.'] as const;

const shared = { situation: 'nightmares', gentle: false, problem, problemMore, tries, reflect } as const;

const bedroom = { problem: 'bedroom', try: 'bedroom', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' } as const;

/** Mama and crayons: the dream is drawn and given a new ending, and the scary shape becomes a friendly giant. */
const newEnding: SituationPlot = {
  ...shared,
  key: 'nightmares/new-ending',
  titles: [
    ['{H} and the New Ending', '{H} وَالنِّهايَةُ الجَديدَةُ', '{H} والنهاية {d:الجديدة|الجديدة|الجديدة|اليديدة}'],
    ['The Dream That Changed', 'الحُلْمُ الَّذي تَغَيَّرَ', 'الحلم اللي {d:اتغيّر|تغيّر|تغيّر|تغيّر}'],
  ],
  morals: [
    ['Every dream can have a new ending.', 'لِكُلِّ حُلْمٍ نِهايَةٌ جَديدَةٌ نَسْتَطيعُ أَنْ نَكْتُبَها.', '{d:كل حلم ممكن نعمل له نهاية جديدة|كل حلم فينا نعطيه نهاية جديدة|كل حلم نقدر نعطيه نهاية جديدة|كل حلم نقدر نعطيه نهاية يديدة}.'],
    smallerMoral,
  ],
  help: [
    ['Mama came and sat beside {H}. "Let us draw what you saw in the dream, and then turn it into a good dream," she said.', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لِنَرْسُمْ ما {H:رَأَيْتَهُ|رَأَيْتِهِ} في الحُلْمِ، ثُمَّ نُحَوِّلْهُ إِلى حُلْمٍ جَميلٍ».', '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:يلّا نرسم|يلّا نرسم|خلّنا نرسم|خلّنا نرسم} اللي {H:شفته|شفتيه} في الحلم، وبعدين {d:نخلّيه|منخلّيه|نخلّيه|نخلّيه} حلم حلو».', '2'],
    ['Mama came with paper and crayons. "Let us draw the dream," she said. "Then we will make it a good dream."', 'جاءَتْ أُمُّ{H:هُ|ها} بِوَرَقٍ وَأَلْوانٍ، وَقالَتْ: «لِنَرْسُمِ الحُلْمَ، ثُمَّ نُحَوِّلْهُ إِلى حُلْمٍ جَميلٍ».', '{d.mom} {d:جت ومعاها ورق وألوان|إجت ومعها ورق وألوان|جات ومعها ورق وألوان|يات وويّاها ورق وألوان}، وقالت: «{d:يلّا نرسم الحلم، وبعدين نخلّيه حلم حلو|يلّا نرسم الحلم، وبعدين منخلّيه حلم حلو|خلّنا نرسم الحلم، وبعدين نخلّيه حلم حلو|خلّنا نرسم الحلم، وبعدين نخلّيه حلم حلو}».'],
    ['Mama brought paper and crayons and sat on the bed. "A bad dream is only a story that stopped in the wrong place," she said. "Let us finish it together."', 'أَحْضَرَتْ أُمُّ{H:هُ|ها} وَرَقًا وَأَقْلامَ تَلْوينٍ، وَجَلَسَتْ عَلى السَّريرِ، وَقالَتْ: «كُلُّ حُلْمٍ مُزْعِجٍ حِكايَةٌ تَوَقَّفَتْ في غَيْرِ مَكانِها، فَلْنُكْمِلْها مَعًا».', '{d.mom} جابت ورق وألوان وقعدت على السرير، وقالت: «{d:كل حلم وحش حكاية وقفت في المكان الغلط، يلّا نكمّلها سوا|كل حلم بشع قصّة وقفت بالمطرح الغلط، يلّا نكمّلا سوا|كل حلم شين سالفة وقفت في المكان الغلط، خلّنا نكمّلها سوا|كل حلم شين سالفة وقفت في المكان الغلط، خلّنا نكمّلها سوا}».', '2'],
  ],
  together: [
    ['{H} drew the scary shape from the dream, and Mama asked, "What if it was only lonely, and wanted a friend?"', 'رَسَمَ{H:|تْ} {H} الشَّكْلَ المُخيفَ مِنَ الحُلْمِ، فَسَأَلَتْ أُمُّ{H:هُ|ها}: «وَماذا لَوْ كانَ وَحيدًا فَقَطْ، يَبْحَثُ عَنْ صَديقٍ؟»', '{H} رسم{H:|ت} الشكل {d:اللي بيخوّف|اللي بيخوّف|اللي يخوّف|اللي يخوّف} من الحلم، و{d.mom} سألت: «{d:ولو كان لوحده بس ومحتاج صاحب|وإذا كان بس وحيد وبدّو رفيق|ولو كان بس وحيد ويبي خويّ|ولو كان بس وحيد ويبا ربيع}؟»', 'p'],
    ['Together they gave the dream a new ending: a sunny garden, and a friendly giant who carried {H} home.', 'وَمَعًا {H:وَضَعا|وَضَعَتا} لِلْحُلْمِ نِهايَةً جَديدَةً: حَديقَةً مُشْمِسَةً، وَعِمْلاقًا طَيِّبًا {H:يَحْمِلُهُ|يَحْمِلُها} إِلى البَيْتِ.', '{d:وسوا عملوا|وسوا عملوا|وسوا سوّوا|وسوا سوّوا} للحلم نهاية {d:جديدة|جديدة|جديدة|يديدة}: {d:جنينة|جنينة|حديقة|حديقة} فيها شمس، وعملاق طيّب {d:شايل|حامل|شايل|شايل} {H} {d:للبيت|عالبيت|للبيت|للبيت}.'],
  ],
  resolution: [
    ['{H} looked at the drawing: the scary shape was now a friendly giant holding a flower. "Tonight a good dream will come," {H} said.', '{H:نَظَرَ|نَظَرَتْ} {H} إِلى الرَّسْمَةِ، فَإِذا الشَّكْلُ المُخيفُ عِمْلاقٌ طَيِّبٌ يَحْمِلُ زَهْرَةً، {H:وَقالَ|وَقالَتْ}: «اللَّيْلَةَ سَيَأْتي حُلْمٌ جَميلٌ».', '{H} {d.looked:H} على الرسمة: الشكل {d:اللي كان بيخوّف بقى|اللي كان يخوّف صار|اللي كان يخوّف صار|اللي كان يخوّف صار} عملاق طيّب {d:ماسك|حامل|ماسك|ماسك} وردة. وقال{H:|ت} {H}: «{d:الليلة هييجي حلم حلو|الليلة رح يجي حلم حلو|الليلة بيجي حلم حلو|الليلة بيزورني حلم حلو}».', '2'],
    ['{H} looked at the drawing and smiled. The scary shape was a friendly giant now, and a good dream was waiting.', '{H:نَظَرَ|نَظَرَتْ} {H} إِلى الرَّسْمَةِ {H:وَابْتَسَمَ|وَابْتَسَمَتْ}؛ صارَ الشَّكْلُ المُخيفُ عِمْلاقًا طَيِّبًا، وَحُلْمٌ جَميلٌ يَنْتَظِرُ.', '{H} {d.looked:H} على الرسمة وابتسم{H:|ت}؛ الشكل {d:اللي بيخوّف بقى|اللي بخوّف صار|اللي يخوّف صار|اللي يخوّف صار} عملاق طيّب، و{d:حلم حلو مستنّي|حلم حلو ناطر|حلم حلو ينتظر|حلم حلو ينتظر}.'],
    ['{H} folded the drawing and put it under the pillow, ready for a good dream.', '{H:طَوى|طَوَتْ} {H} الرَّسْمَةَ {H:وَوَضَعَها|وَوَضَعَتْها} تَحْتَ الوِسادَةِ، {H:مُسْتَعِدًّا|مُسْتَعِدَّةً} لِحُلْمٍ جَميلٍ.', '{H} {H:طوى|طوت} الرسمة وحطّ{H:|ت}ها تحت المخدّة، {d:ومستنّي|وناطر|ومنتظر|ومنتظر}{H:|ة} {d:حلم حلو|حلم حلو|حلم حلو|حلم حلو}.', 'p'],
  ],
  scene: {
    problem: 'sit on the bed hugging a pillow, remembering a bad dream',
    try: 'peek under the bed in the evening light',
    help: 'sit on the bed with Mama, who holds paper and crayons',
    together: 'draw the dream with Mama on the bed',
    resolution: 'look at a drawing of a friendly giant, tucked in bed',
  },
  props: {
    problem: [{ kind: 'bed' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'held' }],
    resolution: [{ kind: 'drawing', where: 'held' }, { kind: 'night-light' }],
  },
  rooms: bedroom,
};

/** Baba gives the teddy a job for the night, and together they plan the good dream to have instead. */
const teddyOnGuard: SituationPlot = {
  ...shared,
  key: 'nightmares/teddy-on-guard',
  titles: [
    ['{H} and the Teddy on Guard', '{H} وَالدُّبُّ الحارِسُ', '{H} والدبدوب الحارس'],
    ['A Good Dream for {H}', 'حُلْمٌ جَميلٌ لِ{H.g}', 'حلم حلو ل{H}'],
  ],
  morals: [
    ['We can plan a good dream before we sleep.', 'نَسْتَطيعُ أَنْ نُخَطِّطَ لِحُلْمٍ جَميلٍ قَبْلَ النَّوْمِ.', '{d:نقدر نخطّط لحلم حلو قبل ما ننام|فينا نخطّط لحلم حلو قبل ما ننام|نقدر نخطّط لحلم حلو قبل لا ننام|نقدر نخطّط لحلم حلو قبل لا نرقد}.'],
    smallerMoral,
  ],
  help: [
    ['Baba came in with {H}\'s old teddy. "This teddy has a new job tonight," he said. "He keeps watch, so that a good dream can come."', 'دَخَلَ أَبو{H:هُ|ها} يَحْمِلُ دُبَّ {H.g} القَديمَ، وَقالَ لَ{H:هُ|ها}: «لِهذا الدُّبِّ عَمَلٌ جَديدٌ اللَّيْلَةَ: سَيَحْرُسُ{H:كَ|كِ}، لِيَأْتِيَ{H:كَ|كِ} حُلْمٌ جَميلٌ».', '{d.dad} دخل {d:ومعاه الدبدوب القديم بتاع|ومعو الدبدوب العتيق تبع|ومعه الدبدوب القديم حقّ|وويّاه الدبدوب القديم مال} {H}، وقال: «{d:الدبدوب ده عنده شغلانة جديدة الليلة: هيحرسك، عشان ييجيلك حلم حلو|هالدبدوب عندو شغلة جديدة الليلة: رح يحرسك، تا يجيك حلم حلو|هالدبدوب عنده شغلة جديدة الليلة: بيحرسك، عشان يجيك حلم حلو|هالدبدوب عنده شغلة يديدة الليلة: بيحرسك، عشان ييك حلم حلو}».', '2'],
    ['Baba came with the old teddy. "Teddy will keep watch tonight," he said. "A good dream will come."', 'جاءَ أَبو{H:هُ|ها} بِالدُّبِّ القَديمِ، وَقالَ: «سَيَحْرُسُ الدُّبُّ اللَّيْلَةَ، وَسَيَأْتي حُلْمٌ جَميلٌ».', '{d.dad} {d:جه ومعاه الدبدوب القديم|إجا ومعو الدبدوب العتيق|جا ومعه الدبدوب القديم|يا وويّاه الدبدوب القديم}، وقال: «{d:الدبدوب هيحرس الليلة، وهييجي حلم حلو|الدبدوب رح يحرس الليلة، ورح يجي حلم حلو|الدبدوب بيحرس الليلة، وبيجي حلم حلو|الدبدوب بيحرس الليلة، وبيي حلم حلو}».'],
    ['Baba sat down on the bed and listened to the whole dream, right to the end. Then he said, "Let us plan a good dream instead. Where shall we go tonight?"', 'جَلَسَ أَبو{H:هُ|ها} عَلى السَّريرِ، وَأَصْغى إِلى الحُلْمِ كُلِّهِ حَتّى آخِرِهِ، ثُمَّ قالَ: «لِنُخَطِّطْ لِحُلْمٍ جَميلٍ بَدَلًا مِنْهُ. إِلى أَيْنَ نَذْهَبُ اللَّيْلَةَ؟»', '{d.dad} قعد على السرير وسمع الحلم كلّه {d:لحدّ آخره|لآخرو|لين آخره|لين آخره}، وبعدين قال: «{d:يلّا نخطّط لحلم حلو بداله. نروح فين الليلة|يلّا نخطّط لحلم حلو بدالو. لوين منروح الليلة|خلّنا نخطّط لحلم حلو بداله. وين نروح الليلة|خلّنا نخطّط لحلم حلو بداله. وين نروح الليلة}؟»', '2'],
  ],
  together: [
    ['They planned it together: a boat on a calm sea, warm sand, and a big orange moon.', 'وَخَطَّطا لَهُ مَعًا: قارِبٌ عَلى بَحْرٍ هادِئٍ، وَرَمْلٌ دافِئٌ، وَقَمَرٌ بُرْتُقالِيٌّ كَبيرٌ.', '{d:وخطّطوا له سوا|وخطّطولو سوا|وخطّطوا له سوا|وخطّطوا له سوا}: {d:مركب|شختورة|قارب|قارب} على بحر هادي، ورمل دافي، وقمر {d:برتقاني|ليموني|برتقالي|برتقالي} كبير.'],
    ['Baba put the teddy beside {H} and turned its face to the door, like a guard.', 'وَضَعَ أَبو{H:هُ|ها} الدُّبَّ بِجانِبِ{H:هِ|ها}، وَأَدارَ وَجْهَهُ نَحْوَ البابِ كَأَنَّهُ حارِسٌ.', '{d.dad} حطّ الدبدوب جنب {H}، {d:ولفّ وشّه ناحية الباب زيّ الحارس|ولفّ وجّو صوب الباب متل الحارس|ولفّ وجهه صوب الباب مثل الحارس|ولفّ ويهه صوب الباب شرات الحارس}.'],
  ],
  resolution: [
    ['{H} held the teddy close and thought about the boat and the orange moon. There was no room left for a bad dream.', '{H:ضَمَّ|ضَمَّتْ} {H} الدُّبَّ، {H:وَفَكَّرَ|وَفَكَّرَتْ} في القارِبِ وَالقَمَرِ البُرْتُقالِيِّ، فَلَمْ يَبْقَ مَكانٌ لِحُلْمٍ مُزْعِجٍ.', '{H} {H:ضمّ|ضمّت} الدبدوب، وفكّر{H:|ت} في {d:المركب|الشختورة|القارب|القارب} والقمر {d:البرتقاني|الليموني|البرتقالي|البرتقالي}، {d:ومبقاش فيه مكان لحلم وحش|وما بقى في محلّ لحلم بشع|وما بقى فيه مكان لحلم شين|وما بقى في مكان لحلم شين}.', '2'],
    ['{H} hugged the teddy. There was no room left for a bad dream.', '{H:ضَمَّ|ضَمَّتْ} {H} الدُّبَّ، فَلَمْ يَبْقَ مَكانٌ لِحُلْمٍ مُزْعِجٍ.', '{H} {H:ضمّ|ضمّت} الدبدوب، {d:ومبقاش فيه مكان لحلم وحش|وما بقى في محلّ لحلم بشع|وما بقى فيه مكان لحلم شين|وما بقى في مكان لحلم شين}.'],
    ['With the teddy on guard, {H}\'s fear grew small and quiet, and there was room for a good dream.', 'وَالدُّبُّ يَحْرُسُ، صَغُرَ خَوْفُ {H.g} وَهَدَأَ، وَصارَ في القَلْبِ مُتَّسَعٌ لِحُلْمٍ جَميلٍ.', '{d:والدبدوب بيحرس|والدبدوب عم يحرس|والدبدوب يحرس|والدبدوب يحرس}، خوف {H} {d:صغر وهدي|زغر وهدي|صغر وهدأ|صغر وهدأ}، {d:وبقى فيه مكان لحلم حلو|وصار في محلّ لحلم حلو|وصار فيه مكان لحلم حلو|وصار في مكان لحلم حلو}.'],
  ],
  scene: {
    problem: 'sit on the bed hugging a pillow, remembering a bad dream',
    try: 'peek under the bed in the evening light',
    help: 'sit on the bed with Baba, who holds an old teddy',
    together: 'plan a dream with Baba, the teddy facing the door like a guard',
    resolution: 'hug the teddy in bed, calm and sleepy',
  },
  props: {
    problem: [{ kind: 'bed' }],
    try: [{ kind: 'bed' }],
    help: [{ kind: 'teddy', where: 'table' }],
    together: [{ kind: 'teddy', where: 'table' }],
    resolution: [{ kind: 'teddy', where: 'held' }, { kind: 'night-light' }],
  },
  rooms: bedroom,
};

export const nightmaresPlots: readonly SituationPlot[] = [newEnding, teddyOnGuard];
