import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * The Mawlid, the Prophet's birthday (peace be upon him), remembered with stories and sweets. The
 * Prophet is never shown or described: the family speaks of his kindness and of what he taught. The
 * box of Mawlid sweets is on the table and the child wants it all, now. Grandma opens it with the
 * child and lets the child share it out while she tells stories of his mercy; or Baba and the child
 * fill little bags with sweets for the neighbours, as he taught us to care for neighbours.
 */

const sweets = '{d:حلاوة المولد|حلو المولد|حلاوة المولد|حلاوة المولد}';
const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';
const pbuh = 'صلّى الله عليه وسلّم';

const problem: Pool = [
  [
    'It was the Mawlid, the birthday of the Prophet, peace be upon him, and a big box of Mawlid sweets sat on the table. {H} wanted to eat them all, right now.',
    'كانَ اليَوْمُ يَوْمَ المَوْلِدِ النَّبَوِيِّ، وَعَلى المائِدَةِ عُلْبَةٌ كَبيرَةٌ مِنْ حَلْوى المَوْلِدِ، وَ{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَأْكُلَها|تَأْكُلَها} كُلَّها، الآنَ.',
    `{d.today} المولد النبوي، وعلى {d:الترابيزة|الطاولة|الطاولة|الطاولة} علبة كبيرة ${sweets}، و{H} {d.want:H} {H:ياكلها|تاكلها} كلّها {d.now}.`,
    '2',
  ],
  [
    'It was the Mawlid, and a big box of Mawlid sweets sat on the table. {H} wanted them all, right now!',
    'كانَ اليَوْمُ يَوْمَ المَوْلِدِ، وَعَلى المائِدَةِ عُلْبَةٌ كَبيرَةٌ مِنْ حَلْوى المَوْلِدِ، وَ{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَأْكُلَها|تَأْكُلَها} كُلَّها الآنَ!',
    '{d.today} المولد، وعلى {d:الترابيزة|الطاولة|الطاولة|الطاولة} علبة كبيرة {d:حلاوة المولد|حلو المولد|حلاوة المولد|حلاوة المولد}، و{H} {d.want:H} {H:ياكلها|تاكلها} كلّها {d.now}!',
    'y',
  ],
  [
    'The Mawlid sweets were waiting in their box: sesame bars, chickpea sweets and a little sugar horse. But the box was for the whole family, and it would not be opened until after dinner.',
    'كانَتْ حَلْوى المَوْلِدِ تَنْتَظِرُ في عُلْبَتِها: أَصابِعُ السِّمْسِمِ، وَحَلْوى الحِمِّصِ، وَحِصانٌ صَغيرٌ مِنَ السُّكَّرِ. لكِنَّ العُلْبَةَ لِلْعائِلَةِ كُلِّها، وَلَنْ تُفْتَحَ إِلّا بَعْدَ العَشاءِ.',
    `${sweets} {d:كانت مستنّية في علبتها: سمسمية وحمّصية وحصان سكّر صغيّر|كان ناطر بعلبتو: سمسميّة وحمّصيّة وحصان سكّر زغير|كانت تنتظر في علبتها: سمسميّة وحمّصيّة وحصان سكّر صغير|كانت تنتظر في علبتها: سمسميّة وحمّصيّة وحصان سكّر صغير}. بس العلبة {d:للعيلة كلّها، ومش هتتفتح غير بعد العشا|للعيلة كلّا، وما رح تنفتح إلّا بعد العشا|للعايلة كلّها، وما بتنفتح إلّا بعد العشا|للعايلة كلّها، وما بتنفتح إلّا بعد العشا}.`,
    '2',
  ],
  [
    'The Mawlid sweets waited in their box. There was even a little sugar horse! But the box was for after dinner.',
    'كانَتْ حَلْوى المَوْلِدِ تَنْتَظِرُ في عُلْبَتِها، وَفيها حِصانٌ صَغيرٌ مِنَ السُّكَّرِ! لكِنَّ العُلْبَةَ لا تُفْتَحُ إِلّا بَعْدَ العَشاءِ.',
    '{d:حلاوة المولد كانت مستنّية في علبتها، وفيها حصان سكّر صغيّر|حلو المولد كان ناطر بعلبتو، وفيه حصان سكّر زغير|حلاوة المولد كانت تنتظر في علبتها، وفيها حصان سكّر صغير|حلاوة المولد كانت تنتظر في علبتها، وفيها حصان سكّر صغير}! {d:بس العلبة مش هتتفتح غير بعد العشا|بس العلبة ما رح تنفتح إلّا بعد العشا|بس العلبة ما بتنفتح إلّا بعد العشا|بس العلبة ما بتنفتح إلّا بعد العشا}.',
    'y',
  ],
  [
    '{H} loved the Mawlid for its lights and its sugar dolls, but {H.he} had never asked what the day was really about; this evening {H.he} only wanted the box of sweets, all of it, now.',
    'كانَ{H:|تْ} {H} {H:يُحِبُّ|تُحِبُّ} المَوْلِدَ لِأَنْوارِهِ وَعَرائِسِ السُّكَّرِ، لكِنَّ{H:هُ|ها} لَمْ {H:يَسْأَلْ|تَسْأَلْ} يَوْمًا عَنْ مَعْنى هذا اليَوْمِ؛ وَفي ذلِكَ المَساءِ لَمْ {H:يُرِدْ|تُرِدْ} إِلّا عُلْبَةَ الحَلْوى، كُلَّها، وَالآنَ.',
    `{H} {H:كان|كانت} {d.bh}{H:يحبّ|تحبّ} المولد {d:عشان أنواره وعرايس السكّر|لأنوارو وعرايس السكّر|عشان أنواره وعرايس السكّر|عشان أنواره وعرايس السكّر}، بس {H:عمره ما سأل|عمرها ما سألت} {d:اليوم ده معناه إيه|شو معنى هاليوم|وش معنى هاليوم|شو معنى هاليوم}؛ و{d:المسا ده|هالمسا|هالمسا|هالمسا} {H} {H:كان|كانت} {d.want:H} {d:علبة الحلاوة، كلّها، ودلوقتي|علبة الحلو، كلّا، وهلّق|علبة الحلاوة، كلّها، والحين|علبة الحلاوة، كلّها، والحين}.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} lifted the lid a little, just for one look.',
    '{H:رَفَعَ|رَفَعَتْ} {H} الغِطاءَ قَليلًا، لِنَظْرَةٍ واحِدَةٍ فَقَطْ.',
    '{H} {H:رفع|رفعت} الغطا {d.bit}، {d:بصّة صغيّرة بس|طلّة زغيرة وبس|نظرة صغيرة بس|نظرة صغيرة بس}.',
  ],
  [
    'The sugar horse shone red and gold, and the sesame smelled warm and sweet.',
    'كانَ حِصانُ السُّكَّرِ يَلْمَعُ بِالأَحْمَرِ وَالذَّهَبِيِّ، وَرائِحَةُ السِّمْسِمِ دافِئَةٌ حُلْوَةٌ.',
    'حصان السكّر كان {d:بيلمع أحمر ودهبي|عم يلمع أحمر ودهبي|يلمع أحمر وذهبي|يلمع أحمر وذهبي}، وريحة السمسم دافية وحلوة.',
  ],
  [
    '"Just one piece, now?" {H} asked for the fourth time.',
    '«قِطْعَةٌ واحِدَةٌ فَقَطْ، الآنَ؟» سَأَلَ{H:|تْ} {H} لِلْمَرَّةِ الرّابِعَةِ.',
    '«{d:حتّة واحدة بس، دلوقتي؟|شقفة وحدة بس، هلّق؟|قطعة وحدة بس، الحين؟|قطعة وحدة بس، الحين؟}» سأل{H:|ت} {H} للمرّة الرابعة.',
  ],
];

const tries: Pool = [
  [
    '{H} counted the sweets in the box, once and then again.',
    '{H:عَدَّ|عَدَّتْ} {H} الحَلْوى في العُلْبَةِ، مَرَّةً ثُمَّ مَرَّةً أُخْرى.',
    '{H} {H:عدّ|عدّت} {d:الحلاوة|الحلو|الحلاوة|الحلاوة} في العلبة، مرّة و{d:التانية|التانية|الثانية|الثانية}.',
  ],
  [
    '{H} thought of hiding the sugar horse in {H.his} room, to keep it all for {H.him}self.',
    'فَكَّرَ{H:|تْ} {H} أَنْ {H:يُخَبِّئَ|تُخَبِّئَ} حِصانَ السُّكَّرِ في غُرْفَتِ{H:هِ|ها}، {H:لِيَكونَ لَهُ وَحْدَهُ|لِيَكونَ لَها وَحْدَها}.',
    'فكّر{H:|ت} {H} {H:يخبّي|تخبّي} حصان السكّر في {d:أوضت|غرفت|غرفت|حجرت}{H:ه|ها}، {H:عشان يكون له لوحده|عشان يكون لها لوحدها}.',
    '2',
  ],
  [
    '{H} walked round and round the table, but the time until dinner did not get any shorter.',
    '{H:دارَ|دارَتْ} {H} حَوْلَ المائِدَةِ مَرَّةً بَعْدَ مَرَّةٍ، لكِنَّ الوَقْتَ حَتّى العَشاءِ لَمْ يَقْصُرْ.',
    '{H} {H:لفّ|لفّت} {d.around} {d:الترابيزة|الطاولة|الطاولة|الطاولة} مرّة ورا مرّة، بس الوقت {d:لحدّ العشا ما قصرش|لحدّ العشا ما قصر|لين العشا ما قصر|لين العشا ما قصر}.',
    'w',
  ],
];

const reflect: Pool = [
  [
    'On the Mawlid, {H} thought, we remember the Prophet, peace be upon him, by being kind and sharing what we have.',
    'فَكَّرَ{H:|تْ} {H}: في المَوْلِدِ نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، بِاللُّطْفِ وَبِأَنْ نَتَقاسَمَ ما عِنْدَنا.',
    `فكّر{H:|ت} {H}: في المولد {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} النبي ${pbuh} {d:لمّا نكون طيّبين ونقسم اللي عندنا|لمّا نكون طيّبين ونتقاسم اللي عنّا|لمّا نكون طيّبين ونتشارك اللي عندنا|لمّا نكون طيّبين ونتشارك اللي عندنا}.`,
  ],
  [
    '{H} learned that sweets taste sweeter when they are shared.',
    'تَعَلَّمَ{H:|تْ} {H} أَنَّ الحَلْوى أَحْلى حينَ نَتَقاسَمُها.',
    '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:الحلاوة بتبقى أحلى لمّا نقسمها|الحلو بيصير أطيب لمّا نتقاسمو|الحلاوة تصير أحلى لمّا نتشاركها|الحلاوة تصير أحلى لمّا نتشاركها}.',
  ],
  [
    "{H} understood that the Mawlid is not about the biggest box of sweets; it is a day to remember the Prophet's mercy, peace be upon him, and to carry a little of it to others.",
    'فَهِمَ{H:|تْ} {H} أَنَّ المَوْلِدَ لَيْسَ أَكْبَرَ عُلْبَةِ حَلْوى، بَلْ يَوْمٌ نَتَذَكَّرُ فيهِ رَحْمَةَ النَّبِيِّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، وَنَحْمِلُ شَيْئًا مِنْها إِلى غَيْرِنا.',
    `{H} فهم{H:|ت} إنّ المولد {d.not} أكبر علبة {d:حلاوة|حلو|حلاوة|حلاوة}، {d:ده يوم بنفتكر فيه رحمة النبي|هيدا يوم منتذكّر فيه رحمة النبي|هذا يوم نتذكّر فيه رحمة النبي|هذا يوم نتذكّر فيه رحمة النبي} ${pbuh}، {d:وبنوصّل حتّة منها لغيرنا|ومنوصّل شوي منها لغيرنا|ونوصّل شي منها لغيرنا|ونوصّل شي منها لغيرنا}.`,
    '3',
  ],
];

const shared = {
  situation: 'mawlid',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

const kindMoral = [
  'We remember the Prophet, peace be upon him, by being kind as he was kind.',
  'نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ حينَ نَكونُ رُحَماءَ كَما كانَ رَحيمًا.',
  `{d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} النبي ${pbuh} لمّا {d:نكون رحماء زيّ ما كان رحيم|نكون رحماء متل ما كان رحيم|نكون رحماء مثل ما كان رحيم|نكون رحماء شرات ما كان رحيم}.`,
] as const;

/** Grandma opens the box with the child, who shares it out while she tells stories of his mercy. */
const grandmaStories: SituationPlot = {
  ...shared,
  key: 'mawlid/grandma-stories',
  titles: [
    [
      "Grandma's Mawlid Stories",
      'حِكاياتُ الجَدَّةِ في المَوْلِدِ',
      'حكايات {d:تيتة|تيتا|الجدّة|اليدّة} في المولد',
    ],
    ['The Little Sugar Horse', 'حِصانُ السُّكَّرِ الصَّغيرُ', 'حصان السكّر ال{d.small:m}'],
  ],
  morals: [
    [
      'Sweets taste sweeter when we share them.',
      'الحَلْوى أَحْلى حينَ نَتَقاسَمُها.',
      '{d:الحلاوة أحلى لمّا نقسمها|الحلو أطيب لمّا نتقاسمو|الحلاوة أحلى لمّا نتشاركها|الحلاوة أحلى لمّا نتشاركها}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Grandma came and sat beside {H}. "On the Mawlid we remember the Prophet, peace be upon him," she said. "He was gentle with children and always gave from what he had. Shall we open the box together and share it, the way he taught us?"',
      'جاءَتِ الجَدَّةُ وَجَلَسَتْ بِجانِبِ {H.g}، وَقالَتْ: «في المَوْلِدِ نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ؛ كانَ رَحيمًا بِالصِّغارِ، وَكانَ يُعْطي مِمّا عِنْدَهُ. ما رَأْيُ{H:كَ|كِ} أَنْ نَفْتَحَ العُلْبَةَ مَعًا، وَنَتَقاسَمَها كَما عَلَّمَنا؟»',
      `${grandma} {d.came:f} وقعدت جنب {H}، وقالت: «في المولد {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} النبي ${pbuh}؛ كان رحيم {d:بالصغيّرين، وكان بيوزّع من اللي عنده|بالزغار، وكان يعطي من اللي عندو|بالصغار، وكان يعطي من اللي عنده|بالصغار، وكان يعطي من اللي عنده}. {d:إيه رأيك نفتح العلبة سوا ونقسمها زيّ ما علّمنا؟|شو رأيك نفتح العلبة سوا ونتقاسما متل ما علّمنا؟|وش رايك نفتح العلبة سوا ونتشاركها مثل ما علّمنا؟|شو رايك نفتح العلبة سوا ونتشاركها شرات ما علّمنا؟}»`,
    ],
  ],
  together: [
    [
      'Grandma let {H} give out the sweets: the first piece to the youngest, a piece for Baba, a piece for Mama and a piece for Grandma herself.',
      'تَرَكَتِ الجَدَّةُ {H.a} {H:يُوَزِّعُ|تُوَزِّعُ} الحَلْوى: القِطْعَةَ الأولى لِلْأَصْغَرِ، وَقِطْعَةً لِلْأَبِ، وَقِطْعَةً لِلْأُمِّ، وَقِطْعَةً لِلْجَدَّةِ نَفْسِها.',
      `${grandma} {d:سابت|تركت|خلّت|خلّت} {H} {H:يوزّع|توزّع} {d:الحلاوة: أوّل حتّة للأصغر، وحتّة لبابا، وحتّة لماما، وحتّة لتيتة نفسها|الحلو: أوّل شقفة للأزغر، وشقفة لبابا، وشقفة لماما، وشقفة لتيتا نفسا|الحلاوة: أوّل قطعة للأصغر، وقطعة لبابا، وقطعة لماما، وقطعة للجدّة نفسها|الحلاوة: أوّل قطعة للأصغر، وقطعة لبابا، وقطعة لماما، وقطعة لليدّة نفسها}.`,
    ],
    [
      "While they ate, Grandma told stories of the Prophet's kindness, peace be upon him, the way her own grandmother had told them to her.",
      'وَبَيْنَما هُمْ يَأْكُلونَ، حَكَتِ الجَدَّةُ حِكاياتٍ عَنْ رَحْمَةِ النَّبِيِّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، كَما كانَتْ جَدَّتُها تَحْكيها لَها.',
      `{d:وهمّ بياكلوا، تيتة حكت حكايات عن رحمة النبي|وهنّي عم ياكلوا، تيتا حكت حكايات عن رحمة النبي|وهم ياكلون، جدّتي سولفت عن رحمة النبي|وهم ياكلون، يدّتي سولفت عن رحمة النبي} ${pbuh}، {d:زيّ ما جدّتها كانت بتحكيها لها|متل ما كانت ستّا تخبّرا|مثل ما كانت جدّتها تسولف لها|شرات ما كانت يدّتها تسولف لها}.`,
      '2',
    ],
  ],
  resolution: [
    [
      'When the box came back to {H}, one piece was left: the little sugar horse. Grandma said with a smile, "The one who shares gets the sweetest piece." And it really was the sweetest of all the Mawlid sweets.',
      'وَحينَ عادَتِ العُلْبَةُ إِلى {H.g}، كانَ قَدْ بَقِيَ فيها حِصانُ السُّكَّرِ الصَّغيرُ. قالَتِ الجَدَّةُ مُبْتَسِمَةً: «مَنْ يَتَقاسَمُ يَنَلْ أَحْلى قِطْعَةٍ»، وَكانَ حَقًّا أَحْلى ما في حَلْوى المَوْلِدِ.',
      `ولمّا العلبة رجعت ل{H}، {d:كان فاضل فيها حصان السكّر الصغيّر|كان باقي فيها حصان السكّر الزغير|كان باقي فيها حصان السكّر الصغير|كان باقي فيها حصان السكّر الصغير}. ${grandma} قالت وهي {d:بتبتسم|عم تبتسم|تبتسم|تبتسم}: «اللي {d:بيقسم بياخد أحلى حتّة|بيقاسم بياخد أطيب شقفة|يتشارك ياخذ أحلى قطعة|يتشارك ياخذ أحلى قطعة}»، و{d:كان فعلًا أحلى حاجة في حلاوة المولد|كان عنجد أطيب شي بحلو المولد|كان صدق أحلى شي في حلاوة المولد|كان صدق أحلى شي في حلاوة المولد}.`,
    ],
    [
      '{H} shared the sugar horse with Grandma, and they ate it slowly, listening to the quiet night.',
      '{H:تَقاسَمَ|تَقاسَمَتْ} {H} حِصانَ السُّكَّرِ مَعَ الجَدَّةِ، {H:فَأَكَلاهُ|فَأَكَلَتاهُ} عَلى مَهَلٍ، وَهُما يُصْغِيانِ إِلى اللَّيْلِ الهادِئِ.',
      `{H} {d:قسم|قاسم|تقاسم|تقاسم}{H:|ت} حصان السكّر مع ${grandma}، {d:وكلوه بالراحة وهمّ بيسمعوا الليل الهادي|وأكلوه عمهل وهنّي عم يسمعوا الليل الهادي|وأكلوه بشويش وهم يسمعون الليل الهادي|وأكلوه بشويش وهم يسمعون الليل الهادي}.`,
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'sit with Grandma beside the box of Mawlid sweets',
    together: 'hand out Mawlid sweets to the family while Grandma tells stories',
    resolution: 'share a little sugar horse with Grandma',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'sweets', where: 'table' }],
    together: [{ kind: 'sweets', where: 'held' }],
    resolution: [{ kind: 'sweets', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Baba and the child fill little bags with Mawlid sweets for the neighbours. */
const neighbours: SituationPlot = {
  ...shared,
  key: 'mawlid/neighbours',
  titles: [
    ['Mawlid Sweets for the Neighbours', 'حَلْوى المَوْلِدِ لِلْجيرانِ', `${sweets} للجيران`],
    [
      '{H} and the Little Paper Bags',
      '{H} وَالأَكْياسُ الوَرَقِيَّةُ الصَّغيرَةُ',
      '{H} و{d:الأكياس الورق الصغيّرة|الأكياس الورق الزغار|الأكياس الورق الصغار|الأكياس الورق الصغار}',
    ],
  ],
  morals: [
    [
      'A good neighbour shares the sweetness of the day.',
      'الجارُ الطَّيِّبُ يَتَقاسَمُ حَلاوَةَ اليَوْمِ مَعَ جيرانِهِ.',
      'الجار الطيّب {d.bh}{d:يقسم|يقاسم|يتشارك|يتشارك} حلاوة اليوم مع {d:جيرانه|جيرانو|جيرانه|جيرانه}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Baba came in with a stack of little paper bags. He said, "On the Mawlid we remember the Prophet, peace be upon him, who taught us to be good to our neighbours. Shall we fill these with Mawlid sweets for ours?"',
      'جاءَ أَبو{H:هُ|ها} يَحْمِلُ أَكْياسًا وَرَقِيَّةً صَغيرَةً، وَقالَ: «في المَوْلِدِ نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، وَقَدْ أَوْصانا بِالجارِ. ما رَأْيُ{H:كَ|كِ} أَنْ نَمْلَأَ هذِهِ بِحَلْوى المَوْلِدِ لِجيرانِنا؟»',
      `{d.dad} {d.came:m} {d:ومعاه أكياس ورق صغيّرة|ومعو أكياس ورق زغار|ومعه أكياس ورق صغار|وويّاه أكياس ورق صغار}، وقال: «في المولد {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} النبي ${pbuh}، {d:اللي وصّانا على الجار|اللي وصّانا بالجار|اللي وصّانا بالجار|اللي وصّانا بالجار}. {d:إيه رأيك نملاها حلاوة المولد لجيراننا؟|شو رأيك نعبّيها من حلو المولد لجيرانّا؟|وش رايك نعبّيها من حلاوة المولد لجيراننا؟|شو رايك نعبّيها من حلاوة المولد لجيراننا؟}»`,
      '2',
    ],
    [
      'Baba came in with little paper bags. "On the Mawlid we remember the Prophet, peace be upon him," he said. "Let us fill these with Mawlid sweets for the neighbours."',
      'جاءَ أَبو{H:هُ|ها} يَحْمِلُ أَكْياسًا وَرَقِيَّةً صَغيرَةً، وَقالَ: «في المَوْلِدِ نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ. هَيّا نَمْلَأْ هذِهِ بِحَلْوى المَوْلِدِ لِلْجيرانِ».',
      '{d.dad} {d.came:m} {d:ومعاه أكياس ورق صغيّرة|ومعو أكياس ورق زغار|ومعه أكياس ورق صغار|وويّاه أكياس ورق صغار}، وقال: «في المولد {d:بنفتكر|منتذكّر|نتذكّر|نتذكّر} النبي صلّى الله عليه وسلّم. {d:يلّا نملاها حلاوة المولد للجيران|يلّا نعبّيها حلو المولد للجيران|يلّا نعبّيها حلاوة المولد للجيران|يلّا نعبّيها حلاوة المولد للجيران}».',
      'y',
    ],
  ],
  together: [
    [
      '{H} put a little of everything into each bag, and Baba folded the tops and tied them with ribbon.',
      '{H:وَضَعَ|وَضَعَتْ} {H} في كُلِّ كيسٍ قَليلًا مِنْ كُلِّ شَيْءٍ، وَطَوى الأَبُ أَطْرافَها وَرَبَطَها بِشَريطٍ.',
      '{H} حطّ{H:|ت} في كل كيس {d.bit} من كل {d.thing}، و{d.dad} {d:طبّق الأكياس وربطها|طوى الأكياس وربطن|طوى الأكياس وربطها|طوى الأكياس وربطها} بشريطة.',
    ],
    [
      'Then they went from door to door: to the old neighbour who lived alone, to the family with the new baby, and to the shopkeeper on the corner.',
      'ثُمَّ مَرّا عَلى الأَبْوابِ بابًا بابًا: عَلى الجارِ العَجوزِ الَّذي يَعيشُ وَحْدَهُ، وَعَلى العائِلَةِ الَّتي رُزِقَتْ بِطِفْلٍ جَديدٍ، وَعَلى صاحِبِ الدُّكّانِ عِنْدَ الزّاوِيَةِ.',
      'وبعدين {d:لفّوا على البيبان باب باب|لفّوا عالبواب باب باب|لفّوا على البيبان باب باب|لفّوا على البيبان باب باب}: على الجار {d:العجوز اللي عايش لوحده|الختيار اللي عايش وحدو|الشيبة اللي عايش بروحه|الشيبة اللي عايش بروحه}، وعلى {d:العيلة اللي جالها بيبي جديد|العيلة اللي إجاها بيبي جديد|العايلة اللي جاها بيبي جديد|العايلة اللي ياها بيبي جديد}، وعلى صاحب {d:الدكّان اللي على الناصية|الدكّانة عالزاوية|الدكّان اللي على الزاوية|الدكّان اللي على الزاوية}.',
      '2',
    ],
  ],
  resolution: [
    [
      'Next door, the old neighbour who lived alone held the little bag in both hands. "You remembered me on the Mawlid," he said softly, and his eyes shone.',
      'وَفي البَيْتِ المُجاوِرِ أَمْسَكَ الجارُ العَجوزُ الَّذي يَعيشُ وَحْدَهُ الكيسَ الصَّغيرَ بِكِلْتا يَدَيْهِ، وَقالَ بِصَوْتٍ خافِتٍ: «تَذَكَّرْتُموني في المَوْلِدِ»، وَلَمَعَتْ عَيْناهُ.',
      '{d:وفي البيت اللي جنبهم، الجار العجوز اللي عايش لوحده|وبالبيت اللي حدّن، الختيار اللي عايش وحدو|وفي البيت اللي جنبهم، الشيبة اللي عايش بروحه|وفي البيت اللي جنبهم، الشيبة اللي عايش بروحه} مسك الكيس ال{d.small:m} {d:بإيديه الاتنين|بإيديه التنتين|بيدينه الثنتين|بيدينه الثنتين}، وقال بصوت واطي: «{d:افتكرتوني في المولد|تذكّرتوني بالمولد|تذكّرتوني في المولد|تذكّرتوني في المولد}»، {d:وعينيه لمعت|وعيونو لمعوا|وعيونه لمعت|وعيونه لمعت}.',
    ],
    [
      "When they came home, one bag was left on the table with {H}'s name on it. Baba had kept it for {H.him}.",
      'وَحينَ عادا إِلى البَيْتِ، كانَ عَلى المائِدَةِ كيسٌ أَخيرٌ عَلَيْهِ اسْمُ {H.g}؛ فَقَدْ {H:خَبَّأَهُ لَهُ|خَبَّأَهُ لَها} الأَبُ.',
      'ولمّا رجعوا البيت، {d:كان فيه|كان في|كان فيه|كان في} على {d:الترابيزة|الطاولة|الطاولة|الطاولة} كيس أخير عليه اسم {H}؛ {d.dad} كان {H:مخبّيه له|مخبّيه لها}.',
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'sit with Baba, who holds a stack of little paper bags',
    together: 'fill little paper bags with Mawlid sweets beside Baba',
    resolution: 'hand a little bag of sweets to an old neighbour at his door',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'gift', where: 'held' }],
    together: [
      { kind: 'sweets', where: 'table' },
      { kind: 'gift', where: 'table' },
    ],
    resolution: [{ kind: 'gift', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
  },
};

/** Mama: one Mawlid sweet each evening, with a story of his kindness, so the Mawlid lasts all week. */
const oneADay: SituationPlot = {
  ...shared,
  key: 'mawlid/one-a-day',
  titles: [
    [
      'A Mawlid That Lasts All Week',
      'مَوْلِدٌ يَدومُ أُسْبوعًا',
      'مولد {d:بيفضل أسبوع|بيضلّ جمعة|يظلّ أسبوع|يظلّ أسبوع}',
    ],
    [
      'One Sweet for Each Evening',
      'حَلْوى لِكُلِّ مَساءٍ',
      '{d:حتّة حلاوة|شقفة حلو|قطعة حلاوة|قطعة حلاوة} لكل مسا',
    ],
  ],
  morals: [
    [
      'Sweet things last longer when we enjoy them slowly.',
      'الأَشْياءُ الحُلْوَةُ تَدومُ أَطْوَلَ حينَ نَتَمَتَّعُ بِها عَلى مَهَلٍ.',
      '{d:الحاجات الحلوة بتدوم أكتر لمّا نستمتع بيها على مهلنا|الشغلات الحلوة بتدوم أكتر لمّا نستمتع فيها عمهلنا|الأشياء الحلوة تدوم أكثر لمّا نستمتع فيها على مهلنا|الأشياء الحلوة تدوم أكثر لمّا نستانس فيها على هونا}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Mama came and sat beside {H}. She said, "The sweets of the Mawlid taste best a little at a time. Choose one piece for tonight, and we will keep the rest for the whole week, one each evening."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «حَلْوى المَوْلِدِ أَطْيَبُ قَليلًا قَليلًا. {H:اخْتَرْ|اخْتاري} قِطْعَةً واحِدَةً لِلَّيْلَةِ، وَنَحْفَظُ الباقِيَ لِلْأُسْبوعِ كُلِّهِ، قِطْعَةً في كُلِّ مَساءٍ».',
      `{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «${sweets} {d:أحلى شوية بشوية|أطيب شوي شوي|أحلى شوي شوي|أحلى شوي شوي}. {H:اختار|اختاري} {d:حتّة واحدة للليلة، ونشيل الباقي للأسبوع كلّه، حتّة كل مسا|شقفة وحدة للّيلة، ومنخبّي الباقي للجمعة كلّا، شقفة كل مسا|قطعة وحدة لليلة، ونخلّي الباقي للأسبوع كلّه، قطعة كل مسا|قطعة وحدة لليلة، ونخلّي الباقي للأسبوع كلّه، قطعة كل مسا}».`,
    ],
  ],
  together: [
    [
      '{H} looked at every piece for a long time and chose the little sugar horse. Mama wrote the days of the week on the box: one sweet for each evening.',
      '{H:تَأَمَّلَ|تَأَمَّلَتْ} {H} القِطَعَ كُلَّها طَويلًا، {H:وَاخْتارَ|وَاخْتارَتْ} حِصانَ السُّكَّرِ الصَّغيرَ، وَكَتَبَتْ أُمُّ{H:هُ|ها} أَيّامَ الأُسْبوعِ عَلى العُلْبَةِ: حَلْوى لِكُلِّ مَساءٍ.',
      '{H} {d.looked:H} {d:على الحتت كلّها|عالشقف كلّها|القطع كلّها|القطع كلّها} وقت طويل، {H:واختار|واختارت} حصان السكّر ال{d.small:m}، و{d.mom} كتبت أيّام {d:الأسبوع|الجمعة|الأسبوع|الأسبوع} على العلبة: {d:حتّة|شقفة|قطعة|قطعة} لكل مسا.',
    ],
    [
      'Mama added, "And each evening we will tell one story of the Prophet\'s kindness, peace be upon him, to go with the sweet."',
      'وَأَضافَتِ الأُمُّ: «وَفي كُلِّ مَساءٍ نَحْكي حِكايَةً عَنْ رَحْمَةِ النَّبِيِّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، مَعَ الحَلْوى».',
      `و{d.mom} زادت: «{d:وكل مسا هنحكي حكاية عن رحمة النبي|وكل مسا منحكي حكاية عن رحمة النبي|وكل مسا نسولف سالفة عن رحمة النبي|وكل مسا نسولف سالفة عن رحمة النبي} ${pbuh}، مع {d:الحلاوة|الحلو|الحلاوة|الحلاوة}».`,
      '2',
    ],
  ],
  resolution: [
    [
      '{H} ate {H.his} one piece, the little sugar horse, slowly, a tiny bite at a time, and it lasted longer than any sweet ever had. The box of Mawlid sweets waited on the shelf, full of evenings to come.',
      '{H:أَكَلَ|أَكَلَتْ} {H} قِطْعَتَ{H:هُ|ها} الوَحيدَةَ، حِصانَ السُّكَّرِ، بِبُطْءٍ، قَضْمَةً صَغيرَةً بَعْدَ قَضْمَةٍ، فَدامَ أَطْوَلَ مِنْ أَيِّ حَلْوى قَبْلَهُ. وَانْتَظَرَتْ عُلْبَةُ حَلْوى المَوْلِدِ عَلى الرَّفِّ، مَليئَةً بِأُمْسِياتٍ قادِمَةٍ.',
      `{H} {d:كل|أكل|أكل|أكل}{H:|ت} {d:حتّت|شقفت|قطعت|قطعت}{H:ه|ها} الوحيدة، حصان السكّر، {d:بالراحة، قضمة صغيّرة ورا قضمة، وفضل أطول من أيّ حلاوة قبله|عمهل، عضّة زغيرة ورا عضّة، وضلّ أطول من أيّ حلو قبلو|بشويش، قضمة صغيرة ورا قضمة، وظلّ أطول من أيّ حلا قبله|بشويش، قضمة صغيرة ورا قضمة، وظلّ أطول من أيّ حلا قبله}. وعلبة ${sweets} {d:استنّت على الرفّ، مليانة أمسيات جاية|نطرت عالرفّ، مليانة أمسيات جايي|انتظرت على الرفّ، مليانة أمسيات جاية|انتظرت على الرفّ، مليانة أمسيات ياية}.`,
    ],
    [
      '"One sweet and one story each evening," {H} whispered. "That is a Mawlid that lasts all week."',
      '«حَلْوى وَحِكايَةٌ كُلَّ مَساءٍ»، هَمَسَ{H:|تْ} {H}، «هذا مَوْلِدٌ يَدومُ أُسْبوعًا كامِلًا».',
      '«{d:حتّة حلاوة وحكاية كل مسا|شقفة حلو وحكاية كل مسا|قطعة حلاوة وسالفة كل مسا|قطعة حلاوة وسالفة كل مسا}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}، «{d:ده مولد بيفضل أسبوع كامل|هيدا مولد بيضلّ جمعة كاملة|هذا مولد يظلّ أسبوع كامل|هذا مولد يظلّ أسبوع كامل}».',
      '2',
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'sit with Mama beside the box of Mawlid sweets',
    together: 'choose a little sugar horse from the box while Mama writes on the lid',
    resolution: 'nibble a little sugar horse slowly beside the box of sweets on the shelf',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'sweets', where: 'table' }],
    together: [
      { kind: 'sweets', where: 'table' },
      { kind: 'calendar', where: 'table' },
    ],
    resolution: [{ kind: 'sweets', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';

/** Grandpa teaches the song the people of Madina sang as they waited, and the waiting for the sweets becomes singing. */
const badru: SituationPlot = {
  ...shared,
  key: 'mawlid/tala-al-badru',
  titles: [
    [
      'The Song for Waiting',
      'أُنْشودَةُ الانْتِظارِ',
      '{d:أنشودة الانتظار|نشيد الانتظار|أنشودة الانتظار|أنشودة الانتظار}',
    ],
    [
      '{H} Learns a Mawlid Song',
      '{H} {H:يَتَعَلَّمُ|تَتَعَلَّمُ} أُنْشودَةَ المَوْلِدِ',
      '{H} {d.b}{H:يتعلّم|تتعلّم} أنشودة المولد',
    ],
  ],
  morals: [
    [
      'Waiting is sweeter when it is full of song.',
      'الانْتِظارُ أَحْلى حينَ يَمْتَلِئُ بِالغِناءِ.',
      'الانتظار {d:أحلى لمّا يبقى مليان غنا|أحلى لمّا يكون مليان غنا|أحلى لمّا يكون مليان غنا|أحلى لمّا يكون مليان غنا}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Then Grandpa came and sat beside {H}. "On the Mawlid the sweets wait until after dinner, and so do we," he said. "Long ago the people of Madina waited for the Prophet, peace be upon him, and they waited with a song. Come, I will teach it to you."',
      'ثُمَّ جاءَ الجَدُّ وَجَلَسَ بِجانِبِ {H.g}، وَقالَ: «في المَوْلِدِ تَنْتَظِرُ الحَلْوى إِلى ما بَعْدَ العَشاءِ، وَنَنْتَظِرُ نَحْنُ أَيْضًا. قَديمًا انْتَظَرَ أَهْلُ المَدينَةِ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، وَكانوا يَنْتَظِرونَ بِأُنْشودَةٍ. {H:تَعالَ|تَعالَيْ} أُعَلِّمْ{H:كَ|كِ} إِيّاها».',
      `وبعدين ${grandpa} {d.came:m} وقعد جنب {H}، وقال: «في المولد {d:الحلاوة بتستنّى لبعد العشا، وإحنا كمان بنستنّى. زمان أهل المدينة استنّوا النبي|الحلو بينطر لبعد العشا، ونحنا كمان منطر. زمان أهل المدينة نطروا النبي|الحلاوة تنتظر لين بعد العشا، وحنّا بعد ننتظر. زمان أهل المدينة انتظروا النبي|الحلاوة تنتظر لين بعد العشا، وإحنا بعد ننتظر. زمان أهل المدينة انتظروا النبي} ${pbuh}، {d:وكانوا بيستنّوه بأنشودة|وكانوا عم ينطروه بنشيد|وكانوا ينتظرونه بأنشودة|وكانوا ينتظرونه بأنشودة}. {d.come:H} {d:أعلّمهالك|علّمك ياه|أعلّمك إيّاها|أعلّمك إيّاها}».`,
    ],
  ],
  together: [
    [
      'Grandpa sang it slowly, line by line, "Tala\'al-Badru \'Alayna", the full moon has risen over us, and {H} sang each line back to him.',
      'غَنّاها الجَدُّ عَلى مَهَلٍ، سَطْرًا سَطْرًا: «طَلَعَ البَدْرُ عَلَيْنا»، {H:وَرَدَّدَ|وَرَدَّدَتْ} {H} كُلَّ سَطْرٍ بَعْدَهُ.',
      `${grandpa} {d:غنّاها على مهله|غنّاه عمهلو|غنّاها على مهله|غنّاها على هونه}، سطر سطر: «طلع البدر علينا»، و{H} {H:ردّد|ردّدت} كل سطر {d:وراه|وراه|وراه|وراه}.`,
    ],
    [
      'By the third time round {H} knew the whole song, and the waiting no longer felt like waiting.',
      'وَفي المَرَّةِ الثّالِثَةِ كانَ{H:|تْ} {H} {H:يَحْفَظُ|تَحْفَظُ} الأُنْشودَةَ كُلَّها، وَلَمْ يَعُدِ الانْتِظارُ يُشْبِهُ الانْتِظارَ.',
      '{d:وفي تالت مرّة|وبتالت مرّة|وفي ثالث مرّة|وفي ثالث مرّة}، {H} {H:كان حافظ|كانت حافظة} {d:الأنشودة كلّها، والانتظار ما بقاش شبه الانتظار|النشيد كلّو، والانتظار ما عاد متل الانتظار|الأنشودة كلّها، والانتظار ما عاد مثل الانتظار|الأنشودة كلّها، والانتظار ما عاد شرات الانتظار}.',
    ],
  ],
  resolution: [
    [
      'After dinner {H} sang the song for the whole family, and Grandpa opened the box of Mawlid sweets. The first piece went to the singer.',
      'وَبَعْدَ العَشاءِ {H:غَنّى|غَنَّتْ} {H} الأُنْشودَةَ لِلْعائِلَةِ كُلِّها، وَفَتَحَ الجَدُّ عُلْبَةَ حَلْوى المَوْلِدِ، فَكانَتِ القِطْعَةُ الأولى {H:لِلْمُنْشِدِ|لِلْمُنْشِدَةِ}.',
      `وبعد العشا {H} {H:غنّى|غنّت} {d:الأنشودة للعيلة كلّها|النشيد للعيلة كلّا|الأنشودة للعايلة كلّها|الأنشودة للعايلة كلّها}، و${grandpa} فتح علبة ${sweets}، {d:وأوّل حتّة كانت|وأوّل شقفة كانت|وأوّل قطعة كانت|وأوّل قطعة كانت} {H:للمنشد|للمنشدة}.`,
    ],
    [
      'Everyone joined in for the last line, and the sesame sweets tasted of the song.',
      'وَشارَكَ الجَميعُ في السَّطْرِ الأَخيرِ، فَصارَ لِحَلْوى السِّمْسِمِ طَعْمُ الأُنْشودَةِ.',
      'والكل غنّى آخر سطر سوا، {d:والسمسمية بقى طعمها زيّ الأنشودة|والسمسميّة صار طعمتا متل النشيد|والسمسميّة صار طعمها مثل الأنشودة|والسمسميّة صار طعمها شرات الأنشودة}.',
      '2',
    ],
    [
      '{H} thought of the people of Madina waiting with a song, and understood that remembering the Prophet, peace be upon him, is not only about sweets: it is about a love that made people sing while they waited.',
      'فَكَّرَ{H:|تْ} {H} في أَهْلِ المَدينَةِ يَنْتَظِرونَ بِأُنْشودَةٍ، {H:وَفَهِمَ|وَفَهِمَتْ} أَنَّ ذِكْرى النَّبِيِّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ لَيْسَتْ حَلْوى فَقَطْ، بَلْ حُبٌّ جَعَلَ النّاسَ يُغَنّونَ وَهُمْ يَنْتَظِرونَ.',
      `{H} فكّر{H:|ت} في أهل المدينة {d:وهمّ مستنّيين بأنشودة|وهنّي ناطرين بنشيد|وهم ينتظرون بأنشودة|وهم ينتظرون بأنشودة}، {H:وفهم|وفهمت} إنّ ذكرى النبي ${pbuh} {d:مش حلاوة وبس، دي حبّ خلّى الناس تغنّي وهي مستنّية|مش حلو وبس، هيدي حبّ خلّى الناس يغنّوا وهنّي ناطرين|مو حلاوة وبس، هذي حبّ خلّى الناس يغنّون وهم ينتظرون|مب حلاوة وبس، هذي حبّ خلّى الناس يغنّون وهم ينتظرون}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'sit on the sofa beside Grandpa, the closed box of Mawlid sweets on the table',
    together: 'sing with Grandpa, line by line, beside the closed box of sweets',
    resolution: 'sing for the family at the table as Grandpa opens the box of Mawlid sweets',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'sweets', where: 'table' }],
    together: [{ kind: 'sweets', where: 'table' }],
    resolution: [
      { kind: 'sweets', where: 'table' },
      { kind: 'dinner', where: 'table' },
    ],
  },
  rooms: everyBeatIn('living-room'),
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';
const dateBall = '{d:كورة|طابة|كورة|كورة}';

/** The aunt: the box waits for after dinner, but the Mawlid is also for making sweet things for others; they roll date balls for the guests. */
const dateBalls: SituationPlot = {
  ...shared,
  key: 'mawlid/date-balls',
  titles: [
    [
      'Golden Date Balls for the Mawlid',
      'كُراتُ التَّمْرِ الذَّهَبِيَّةُ في المَوْلِدِ',
      '{d:كور العجوة الدهبي|طابات التمر الدهبية|كور التمر الذهبية|كور التمر الذهبية} في المولد',
    ],
    [
      '{H} Makes Something Sweet',
      '{H} {H:يَصْنَعُ|تَصْنَعُ} شَيْئًا حُلْوًا',
      '{d:حاجة حلوة من إيد|شي حلو من إيد|شي حلو من يد|شي حلو من يد} {H}',
    ],
  ],
  morals: [
    [
      'The sweetest things are the ones we make for others.',
      'أَحْلى الأَشْياءِ ما نَصْنَعُهُ لِغَيْرِنا.',
      '{d:أحلى حاجة هي اللي بنعملها لغيرنا|أحلى شي هوّي اللي منعملو لغيرنا|أحلى شي هو اللي نسوّيه لغيرنا|أحلى شي هو اللي نسوّيه لغيرنا}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Then Auntie came in from the kitchen with a bowl of soft dates and a saucer of sesame. "The box of Mawlid sweets is for after dinner," she said, "but the Mawlid is also a time for making sweet things for others. Let us roll some date balls for the guests."',
      'ثُمَّ جاءَتِ الخالَةُ مِنَ المَطْبَخِ تَحْمِلُ وِعاءً مِنَ التَّمْرِ الطَّرِيِّ وَصَحْنًا صَغيرًا مِنَ السِّمْسِمِ، وَقالَتْ: «عُلْبَةُ حَلْوى المَوْلِدِ لِما بَعْدَ العَشاءِ، لكِنَّ المَوْلِدَ أَيْضًا وَقْتٌ نَصْنَعُ فيهِ الحُلْوَ لِغَيْرِنا. هَيّا نُكَوِّرْ كُراتٍ مِنَ التَّمْرِ لِلضُّيوفِ».',
      `وبعدين ${aunt} {d:جت من المطبخ ومعاها طبق عجوة طريّة وطبق صغيّر سمسم|إجت من المطبخ ومعا جاط تمر طري وصحن زغير سمسم|جات من المطبخ ومعها صحن تمر طري وصحن صغير سمسم|جات من المطبخ وويّاها صحن تمر طري وصحن صغير سمسم}، وقالت: «علبة ${sweets} {d:لبعد العشا، بس المولد كمان وقت نعمل فيه الحلو لغيرنا. يلّا نكوّر كور عجوة للضيوف|لبعد العشا، بس المولد كمان وقت منعمل فيه الحلو لغيرنا. يلّا نكوّر طابات تمر للضيوف|لبعد العشا، بس المولد بعد وقت نسوّي فيه الحلو لغيرنا. يلّا نكوّر كور تمر للضيوف|لبعد العشا، بس المولد بعد وقت نسوّي فيه الحلو لغيرنا. يلّا نكوّر كور تمر للضيوف}».`,
      '2',
    ],
    [
      'Auntie came in with a bowl of soft dates. "The Mawlid sweets wait until after dinner," she said. "Now let us roll date balls. They are for the guests."',
      'جاءَتِ الخالَةُ وَمَعَها وِعاءٌ مِنَ التَّمْرِ الطَّرِيِّ، وَقالَتْ: «حَلْوى المَوْلِدِ بَعْدَ العَشاءِ. هَيّا نُكَوِّرِ الآنَ كُراتٍ مِنَ التَّمْرِ لِلضُّيوفِ».',
      '{d:خالتو جت ومعاها طبق عجوة طريّة|خالتو إجت ومعا جاط تمر طري|الخالة جات ومعها صحن تمر طري|الخالة يات وويّاها صحن تمر طري}، وقالت: «{d:حلاوة المولد بعد العشا. يلّا دلوقتي نكوّر كور عجوة للضيوف|حلو المولد بعد العشا. يلّا هلّق نكوّر طابات تمر للضيوف|حلاوة المولد بعد العشا. يلّا الحين نكوّر كور تمر للضيوف|حلاوة المولد بعد العشا. يلّا الحين نكوّر كور تمر للضيوف}».',
      'y',
    ],
  ],
  together: [
    [
      '{H} rolled the sticky dates into little balls between {H.his} palms, and Auntie showed how to roll each one in sesame until it was golden all over.',
      '{H:كَوَّرَ|كَوَّرَتْ} {H} التَّمْرَ اللَّزِجَ كُراتٍ صَغيرَةً بَيْنَ كَفَّيْ{H:هِ|ها}، وَأَرَتْ{H:هُ|ها} الخالَةُ كَيْفَ {H:يُدَحْرِجُ|تُدَحْرِجُ} كُلَّ كُرَةٍ في السِّمْسِمِ حَتّى تَصيرَ ذَهَبِيَّةً.',
      `{H} {H:كوّر|كوّرت} {d:العجوة اللي بتلزق كور صغيّرة بين كفوف|التمر اللي بيلزق طابات زغار بين كفّي|التمر اللي يلصق كور صغيرة بين كفوف|التمر اللي يلصق كور صغيرة بين كفوف}{H:ه|ها}، و${aunt} {d:ورّت|فرجت|ورّت|ورّت}{H:ه|ها} {d.how} {H:يدحرج|تدحرج} كل ${dateBall} في السمسم {d:لحدّ ما تبقى دهبية|لحدّ ما تصير دهبية|لين تصير ذهبية|لين تصير ذهبية}.`,
      'p',
    ],
    [
      '"The cook always tastes one," said Auntie, and gave {H} the smallest ball. It was soft and sweet, and all at once the waiting was easy.',
      '«الطّاهي يَتَذَوَّقُ واحِدَةً دائِمًا»، قالَتِ الخالَةُ، {H:وَأَعْطَتْهُ|وَأَعْطَتْها} أَصْغَرَ كُرَةٍ؛ كانَتْ طَرِيَّةً حُلْوَةً، فَصارَ الانْتِظارُ سَهْلًا فَجْأَةً.',
      `«{d:اللي بيطبخ لازم يدوق واحدة|يللي بيطبخ لازم يدوق وحدة|اللي يطبخ لازم يذوق وحدة|اللي يطبخ لازم يذوق وحدة}»، قالت ${aunt}، {d:وإدّت|وعطت|وعطت|وعطت} {H} أصغر ${dateBall}؛ كانت {d:طريّة وحلوة، والانتظار فجأة بقى سهل|طريّة وطيّبة، والانتظار فجأة صار سهل|طريّة وحلوة، والانتظار فجأة صار سهل|طريّة وحلوة، والانتظار فجأة صار سهل}.`,
    ],
  ],
  resolution: [
    [
      "After dinner the box of Mawlid sweets was opened, and beside it stood {H}'s plate of golden date balls. {H} passed them round to the guests.",
      'وَبَعْدَ العَشاءِ فُتِحَتْ عُلْبَةُ حَلْوى المَوْلِدِ، وَبِجانِبِها صَحْنُ {H.g} مِنْ كُراتِ التَّمْرِ الذَّهَبِيَّةِ، {H:فَدارَ|فَدارَتْ} {H} بِهِما عَلى الضُّيوفِ.',
      `وبعد العشا علبة ${sweets} {d:اتفتحت|انفتحت|انفتحت|انفتحت}، وجنبها {d:طبق|صحن|صحن|صحن} {H} {d:من كور العجوة الدهبي|من طابات التمر الدهبية|من كور التمر الذهبية|من كور التمر الذهبية}، و{H} {H:لفّ|لفّت} {d:بيهم على الضيوف|فيهن عالضيوف|فيهم على الضيوف|فيهم على الضيوف}.`,
    ],
    [
      'When at last {H} took a piece of the Mawlid sweets, {H.he} ate it slowly; it tasted better after a whole evening of making sweet things for others.',
      'وَحينَ {H:أَخَذَ|أَخَذَتْ} {H} أَخيرًا قِطْعَةً مِنْ حَلْوى المَوْلِدِ، {H:أَكَلَها|أَكَلَتْها} عَلى مَهَلٍ؛ فَقَدْ صارَ طَعْمُها أَطْيَبَ بَعْدَ مَساءٍ كامِلٍ مِنْ صُنْعِ الحُلْوِ لِلْآخَرينَ.',
      `ولمّا {H} {d.took:H} أخيرًا {d:حتّة|شقفة|قطعة|قطعة} من ${sweets}، {H:أكلها|أكلتها} {d:بالراحة|عمهل|بشويش|بشويش}؛ طعمها {d:بقى أحلى بعد مسا كامل من عمل الحلو للناس|صار أطيب بعد مسا كامل من عمل الحلو للناس|صار أحلى بعد مسا كامل من صنع الحلو للناس|صار أحلى بعد مسا كامل من صنع الحلو للناس}.`,
      '2',
    ],
    [
      '{H} understood something about the Mawlid: we remember the Prophet, peace be upon him, who taught that the best people are those who bring good to others, and tonight {H.his} own hands had done a little of that.',
      'فَهِمَ{H:|تْ} {H} شَيْئًا عَنِ المَوْلِدِ: نَتَذَكَّرُ فيهِ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ، الَّذي عَلَّمَنا أَنَّ خَيْرَ النّاسِ أَنْفَعُهُمْ لِلنّاسِ، وَاللَّيْلَةَ صَنَعَتْ يَدا{H:هُ|ها} شَيْئًا مِنْ ذلِكَ.',
      `{H} فهم{H:|ت} {d.thing} عن المولد: {d:بنفتكر فيه النبي|منتذكّر فيه النبي|نتذكّر فيه النبي|نتذكّر فيه النبي} ${pbuh}، اللي علّمنا إنّ خير الناس أنفعهم للناس، والليلة {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} {d:عملت حتّة من ده|عملت شوي من هيدا|سوّت شي من هذا|سوّت شي من هذا}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'sit with Auntie, who brings a bowl of dates and a saucer of sesame',
    together: 'roll date balls in sesame beside Auntie at the kitchen table',
    resolution:
      'pass a plate of golden date balls to the guests beside the open box of Mawlid sweets',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'dates-box', where: 'held' }],
    together: [{ kind: 'dates-box', where: 'table' }],
    resolution: [
      { kind: 'sweets', where: 'table' },
      { kind: 'dates-box', where: 'held' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

const uncle = '{d:عمّو|عمّو|العمّ|العمّ}';

/** The uncle hides the sugar horse and calls "warm, warmer": the waiting becomes a game, and the prize becomes a gift. */
const hiddenHorse: SituationPlot = {
  ...shared,
  key: 'mawlid/hidden-horse',
  titles: [
    ['Where Is the Sugar Horse?', 'أَيْنَ حِصانُ السُّكَّرِ؟', 'حصان السكّر {d.where}؟'],
    [
      'Warm, Warmer, Cold!',
      'دافِئٌ، أَدْفَأُ، بارِدٌ!',
      '{d:سخن، أسخن، ساقع!|سخن، أسخن، بارد!|حارّ، أحرّ، بارد!|حارّ، أحرّ، بارد!}',
    ],
  ],
  morals: [
    [
      'A prize we give away becomes the sweetest gift.',
      'الجائِزَةُ الَّتي نُهْديها تَصيرُ أَحْلى هَدِيَّةٍ.',
      'الجايزة اللي {d:بنديها لغيرنا بتبقى أحلى هديّة|منعطيها لغيرنا بتصير أحلى هديّة|نعطيها لغيرنا تصير أحلى هديّة|نعطيها لغيرنا تصير أحلى هديّة}.',
    ],
    kindMoral,
  ],
  help: [
    [
      'Then Uncle came in, lifted the sugar horse out of the box and hid it behind his back. "On the Mawlid the waiting can be a game," he said. "I will hide the sugar horse somewhere in this room and call out clues. Whoever finds it before dinner chooses who it is for."',
      'ثُمَّ دَخَلَ العَمُّ، وَأَخْرَجَ حِصانَ السُّكَّرِ مِنَ العُلْبَةِ وَأَخْفاهُ خَلْفَ ظَهْرِهِ، وَقالَ: «في المَوْلِدِ يُمْكِنُ أَنْ يَصيرَ الانْتِظارُ لُعْبَةً. سَأُخَبِّئُ حِصانَ السُّكَّرِ في مَكانٍ ما في هذِهِ الغُرْفَةِ، وَأُنادي بِالإِشاراتِ، وَمَنْ يَجِدْهُ قَبْلَ العَشاءِ يَخْتَرْ لِمَنْ يَكونُ».',
      `وبعدين ${uncle} دخل، {d:وطلّع حصان السكّر من العلبة وخبّاه ورا ضهره|وطلّع حصان السكّر من العلبة وخبّاه ورا ضهرو|وطلّع حصان السكّر من العلبة وخبّاه ورا ظهره|وطلّع حصان السكّر من العلبة وخبّاه ورا ظهره}، وقال: «في المولد {d:الانتظار ممكن يبقى لعبة. هخبّي حصان السكّر في حتّة في الأوضة دي وأقول علامات، واللي يلاقيه قبل العشا يختار هو لمين|الانتظار فيه يصير لعبة. رح خبّي حصان السكّر بشي محلّ بهالغرفة وقول علامات، ويللي بيلاقيه قبل العشا بينقّي لمين|الانتظار ممكن يصير لعبة. بخبّي حصان السكّر في مكان في هالغرفة وأقول علامات، واللي يلقاه قبل العشا يختار لمين|الانتظار ممكن يصير لعبة. بخبّي حصان السكّر في مكان في هالحجرة وأقول علامات، واللي يلقاه قبل العشا يختار لمنو}».`,
    ],
  ],
  together: [
    [
      '"Warm... warmer... cold!" called Uncle, and {H} searched behind the cushions, under the table and in the basket by the door.',
      '«دافِئٌ... أَدْفَأُ... بارِدٌ!» كانَ العَمُّ يُنادي، وَ{H} {H:يَبْحَثُ|تَبْحَثُ} خَلْفَ الوَسائِدِ، وَتَحْتَ الطّاوِلَةِ، وَفي السَّلَّةِ عِنْدَ البابِ.',
      `«{d:سخن... أسخن... ساقع!|سخن... أسخن... بارد!|حارّ... أحرّ... بارد!|حارّ... أحرّ... بارد!}» ${uncle} {d:كان بينادي|كان عم ينادي|كان ينادي|كان ينادي}، و{H} {d.b}{H:يدوّر|تدوّر} ورا {d:المخدّات، وتحت الترابيزة، وفي السبت اللي جنب الباب|المخدّات، وتحت الطاولة، وبالسلّة اللي حدّ الباب|المخدّات، وتحت الطاولة، وفي السلّة اللي جنب الباب|المخدّات، وتحت الطاولة، وفي السلّة اللي جنب الباب}.`,
    ],
    [
      'At last {H} found it, wrapped in a napkin inside the fruit bowl, and laughed so loudly that the whole family came to see.',
      'وَأَخيرًا {H:وَجَدَهُ|وَجَدَتْهُ} {H} مَلْفوفًا في مِنْديلٍ داخِلَ صَحْنِ الفاكِهَةِ، {H:فَضَحِكَ|فَضَحِكَتْ} حَتّى جاءَتِ العائِلَةُ كُلُّها لِتَرى.',
      '{d:وفي الآخر|وبالآخر|وفي الأخير|وفي الأخير} {H} {H:لقاه|لقته} {d:ملفوف في منديل جوّا طبق الفاكهة|ملفوف بمحرمة جوّا صحن الفواكه|ملفوف في منديل داخل صحن الفواكه|ملفوف في منديل داخل صحن الفواكه}، {H:وضحك|وضحكت} لدرجة إنّ {d:العيلة كلّها جت تشوف|العيلة كلّا إجت تشوف|العايلة كلّها جات تشوف|العايلة كلّها جات تشوف}.',
      '2',
    ],
  ],
  resolution: [
    [
      '"It is for Uncle," {H} said, "because he made the waiting fun." After dinner the box of Mawlid sweets was opened, and there was plenty for everyone.',
      '{H:وَقالَ|وَقالَتْ} {H}: «إِنَّهُ لِعَمّي، لِأَنَّهُ جَعَلَ الانْتِظارَ مُمْتِعًا». وَبَعْدَ العَشاءِ فُتِحَتْ عُلْبَةُ حَلْوى المَوْلِدِ، وَكانَ فيها ما يَكْفي الجَميعَ.',
      `{H} {H:قال|قالت}: «{d:ده لعمّو، عشان خلّى الانتظار لعبة|هيدا لعمّو، لأنّو خلّى الانتظار لعبة|هذا لعمّي، عشان خلّى الانتظار لعبة|هذا لعمّي، لأنّه خلّى الانتظار لعبة}». وبعد العشا علبة ${sweets} {d:اتفتحت، وكان فيها اللي يكفّي الكل|انفتحت، وكان فيها يللي بيكفّي الكل|انفتحت، وكان فيها اللي يكفّي الكل|انفتحت، وكان فيها اللي يكفّي الكل}.`,
    ],
    [
      'Uncle broke the sugar horse in two and gave half back to {H}. "A gift that is shared," he said, "is the sweetest kind."',
      'فَكَسَرَ العَمُّ حِصانَ السُّكَّرِ نِصْفَيْنِ، وَأَعادَ نِصْفًا إِلى {H.g}، وَقالَ: «الهَدِيَّةُ الَّتي نَتَقاسَمُها أَحْلى الهَدايا».',
      `و${uncle} كسر حصان السكّر {d:نصّين، ورجّع نصّ|نصّين، ورجّع نصّ|نصّين، ورجّع نصّ|نصّين، ورجّع نصّ} ل{H}، وقال: «{d:الهديّة اللي بنقسمها أحلى هديّة|الهديّة يللي منتقاسمها أحلى هديّة|الهديّة اللي نتشاركها أحلى هديّة|الهديّة اللي نتشاركها أحلى هديّة}».`,
      '2',
    ],
    [
      '{H} thought about the evening: the waiting had become a game, and the prize had become a gift. On the Mawlid, {H.he} understood, we remember the Prophet, peace be upon him, by turning what we want into something we give.',
      '{H:وَفَكَّرَ|وَفَكَّرَتْ} {H} في ذلِكَ المَساءِ: صارَ الانْتِظارُ لُعْبَةً، وَصارَتِ الجائِزَةُ هَدِيَّةً. {H:وَفَهِمَ|وَفَهِمَتْ} أَنَّنا في المَوْلِدِ نَتَذَكَّرُ النَّبِيَّ صَلّى اللَّهُ عَلَيْهِ وَسَلَّمَ حينَ نَجْعَلُ ما نُريدُهُ شَيْئًا نُعْطيهِ.',
      `{H} {H:فكّر|فكّرت} في المسا: الانتظار {d:بقى لعبة، والجايزة بقت هديّة|صار لعبة، والجايزة صارت هديّة|صار لعبة، والجايزة صارت هديّة|صار لعبة، والجايزة صارت هديّة}. {H:وفهم|وفهمت} إنّنا في المولد {d:بنفتكر النبي|منتذكّر النبي|نتذكّر النبي|نتذكّر النبي} ${pbuh} لمّا {d:نخلّي اللي عايزينه حاجة بنديها|نخلّي يللي بدّنا ياه شي منعطيه|نخلّي اللي نبيه شي نعطيه|نخلّي اللي نباه شي نعطيه}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'look longingly at a big box of Mawlid sweets and a little sugar horse on the table',
    try: 'count the sweets in the box on the table',
    help: 'stand with Uncle, who hides a little sugar horse behind his back',
    together: 'search behind the cushions for a hidden sugar horse while Uncle calls out clues',
    resolution: 'hold up a little sugar horse beside the open box of Mawlid sweets',
  },
  props: {
    problem: [{ kind: 'sweets', where: 'table' }],
    try: [{ kind: 'sweets', where: 'table' }],
    help: [{ kind: 'sweets', where: 'table' }],
    together: [{ kind: 'sweets', where: 'table' }],
    resolution: [{ kind: 'sweets', where: 'held' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const mawlidPlots: readonly SituationPlot[] = [
  grandmaStories,
  neighbours,
  oneADay,
  badru,
  dateBalls,
  hiddenHorse,
];
