import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A birthday that has to be perfect, and the cake comes out of the oven sunk in the middle. Mama
 * calls the dip a lake and they fill it with strawberries and cream; Baba cuts the cake into bricks
 * and they build a castle with the candles on its towers. The mistake becomes the best part.
 */

const cake = '{d:التورتة|الكاتو|الكيكة|الكيكة}';

const problem: Pool = [
  [
    "It was {H}'s birthday, and {H.he} wanted everything to be perfect. But the cake sank in the middle!",
    'كانَ اليَوْمُ عيدَ ميلادِ {H.g}، وَ{H:أَرادَ|أَرادَتْ} أَنْ يَكونَ كُلُّ شَيْءٍ كامِلًا، لكِنَّ الكَعْكَةَ هَبَطَتْ مِنَ الوَسَطِ!',
    '{d.today} عيد ميلاد {H}، و{H} {d.want:H} {d:كل حاجة تبقى حلوة أوي|كل شي يكون حلو كتير|كل شي يكون حلو مرّة|كل شي يكون حلو وايد}، {d:بس التورتة هبطت من النصّ|بس الكاتو هبط من النصّ|بس الكيكة هبطت من الوسط|بس الكيكة هبطت من الوسط}!',
  ],
  [
    "On {H}'s birthday, the cake came out of the oven sunk in the middle.",
    'في عيدِ ميلادِ {H.g} خَرَجَتِ الكَعْكَةُ مِنَ الفُرْنِ وَقَدْ هَبَطَ وَسَطُها.',
    'في عيد ميلاد {H}، {d:التورتة طلعت من الفرن ونصّها هابط|الكاتو طلع من الفرن ونصّو هابط|الكيكة طلعت من الفرن ووسطها هابط|الكيكة طلعت من الفرن ووسطها هابط}.',
  ],
  [
    '{H} had planned this birthday for weeks: the balloons, the candles, the cake. So when the cake came out of the oven sunk in the middle, it felt as if the whole day had sunk with it.',
    'ظَلَّ{H:|تْ} {H} أَسابيعَ {H:يُخَطِّطُ|تُخَطِّطُ} لِعيدِ الميلادِ هذا، لِلْبالوناتِ وَالشُّموعِ وَالكَعْكَةِ؛ فَلَمّا خَرَجَتِ الكَعْكَةُ مِنَ الفُرْنِ وَقَدْ هَبَطَ وَسَطُها، بَدا كَأَنَّ اليَوْمَ كُلَّهُ هَبَطَ مَعَها.',
    '{H} خطّط{H:|ت} لعيد الميلاد {d:ده|هيدا|هذا|هذا} {d:أسابيع: البلالين والشمع والتورتة|جمعات: البالونات والشمع والكاتو|أسابيع: البالونات والشموع والكيكة|أسابيع: البالونات والشموع والكيكة}. {d:فلمّا التورتة طلعت من الفرن ونصّها هابط|فلمّا الكاتو طلع من الفرن ونصّو هابط|فلمّا الكيكة طلعت من الفرن ووسطها هابط|فلمّا الكيكة طلعت من الفرن ووسطها هابط}، {H} {H:حسّ|حسّت} {d:كأنّ اليوم كلّه هبط معاها|كأنّو النهار كلّو هبط معو|كأنّ اليوم كلّه هبط معها|كأنّ اليوم كلّه هبط ويّاها}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '"Now my birthday is ruined," {H} whispered.',
    '«لَقَدْ فَسَدَ عيدُ ميلادي»، هَمَسَ{H:|تْ} {H}.',
    '«{d:كده عيد ميلادي باظ|هيك عيد ميلادي خرب|كذا عيد ميلادي خرب|جي عيد ميلادي خرب}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.',
  ],
  [
    'The balloons were ready, but nothing felt like a party any more.',
    'كانَتِ البالوناتُ جاهِزَةً، لكِنْ لَمْ يَعُدْ شَيْءٌ يُشْبِهُ الحَفْلَةَ.',
    '{d:البلالين كانت جاهزة، بس مفيش حاجة بقت شبه الحفلة|البالونات كانت جاهزة، بس ما عاد في شي متل الحفلة|البالونات كانت جاهزة، بس ما عاد فيه شي مثل الحفلة|البالونات كانت جاهزة، بس ما عاد في شي شرات الحفلة}.',
  ],
  [
    'A tear dropped onto the kitchen table.',
    'سَقَطَتْ دَمْعَةٌ عَلى طاوِلَةِ المَطْبَخِ.',
    'دمعة {d:وقعت على ترابيزة المطبخ|وقعت على طاولة المطبخ|طاحت على طاولة المطبخ|طاحت على طاولة المطبخ}.',
  ],
];

const tries: Pool = [
  [
    '{H} pressed the middle of the cake, but it only sank deeper.',
    '{H:ضَغَطَ|ضَغَطَتْ} {H} عَلى وَسَطِ الكَعْكَةِ، لكِنَّهُ هَبَطَ أَكْثَرَ.',
    `{H} ضغط{H:|ت} على {d:نصّ التورتة|نصّ الكاتو|وسط الكيكة|وسط الكيكة}، بس {d:هبط أكتر|هبط أكتر|هبط أكثر|هبط أكثر}.`,
    'p',
  ],
  [
    '{H} turned the cake around to hide the dip, but from every side it looked the same.',
    '{H:أَدارَ|أَدارَتْ} {H} الكَعْكَةَ {H:لِيُخْفِيَ|لِتُخْفِيَ} الحُفْرَةَ، لكِنَّها بَدَتْ مِنْ كُلِّ جِهَةٍ كَما هِيَ.',
    `{H} لفّ{H:|ت} ${cake} {d.sothat} {H:يخبّي|تخبّي} الحفرة، بس {d:من كل ناحية كانت زيّ ما هي|من كل جهة كان متل ما هوّي|من كل جهة كانت مثل ما هي|من كل جهة كانت شرات ما هي}.`,
  ],
  [
    '{H} thought about hiding the cake in the cupboard and having no cake at all.',
    'فَكَّرَ{H:|تْ} {H} أَنْ {H:يُخَبِّئَ|تُخَبِّئَ} الكَعْكَةَ في الخِزانَةِ، فَلا تَكونَ هُناكَ كَعْكَةٌ أَبَدًا.',
    'فكّر{H:|ت} {H} {H:يخبّي|تخبّي} {d:التورتة في الدولاب، ومفيش تورتة خالص|الكاتو بالخزانة، وما يكون في كاتو أبدًا|الكيكة في الدولاب، وما يكون فيه كيكة أبد|الكيكة في الكبت، وما يكون في كيكة أبد}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'A birthday is not about a perfect cake, {H} thought; it is about the people around it.',
    'فَكَّرَ{H:|تْ} {H}: لَيْسَ عيدُ الميلادِ كَعْكَةً كامِلَةً، بَلْ هُوَ النّاسُ الَّذينَ حَوْلَها.',
    'فكّر{H:|ت} {H}: عيد الميلاد {d.not} {d:تورتة كاملة، عيد الميلاد هو الناس اللي حواليها|كاتو كامل، عيد الميلاد هوّي الناس اللي حواليه|كيكة كاملة، عيد الميلاد هو الناس اللي حولها|كيكة كاملة، عيد الميلاد هو الناس اللي حولها}.',
  ],
  [
    '{H} learned that a little mistake can become the best part of the day.',
    'تَعَلَّمَ{H:|تْ} {H} أَنَّ الخَطَأَ الصَّغيرَ قَدْ يَصيرُ أَجْمَلَ ما في اليَوْمِ.',
    '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ الغلطة ال{d.small:f} {d:ممكن تبقى أحلى حاجة في اليوم|ممكن تصير أحلى شي بالنهار|ممكن تصير أحلى شي في اليوم|ممكن تصير أحلى شي في اليوم}.',
  ],
  [
    '{H} understood that "perfect" is not the same as "happy". The sunken cake would be the story they told at every birthday from now on.',
    'فَهِمَ{H:|تْ} {H} أَنَّ الكَمالَ غَيْرُ السَّعادَةِ، وَأَنَّ الكَعْكَةَ الهابِطَةَ سَتَصيرُ حِكايَةً تُرْوى في كُلِّ عيدِ ميلادٍ بَعْدَ اليَوْمِ.',
    '{H} فهم{H:|ت} إنّ {d:الكمال حاجة والفرحة حاجة تانية|الكمال شي والفرحة شي تاني|الكمال شي والفرحة شي ثاني|الكمال شي والفرحة شي ثاني}، وإنّ {d:التورتة الهابطة هتبقى حكاية بنحكيها|الكاتو الهابط رح يصير حكاية منحكيها|الكيكة الهابطة بتصير سالفة نسولفها|الكيكة الهابطة بتصير سالفة نسولفها} في كل عيد ميلاد.',
    '3',
  ],
];

const shared = {
  situation: 'birthday',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

const sharedMoral = [
  'The best birthdays are not perfect; they are shared.',
  'أَجْمَلُ أَعْيادِ الميلادِ لَيْسَتِ الكامِلَةَ، بَلِ الَّتي نَتَقاسَمُها.',
  'أحلى أعياد ميلاد {d:مش الكاملة، دي اللي بنقسمها مع بعض|مش الكاملة، هيدي اللي منتقاسمها|مو الكاملة، هذي اللي نتشاركها|مب الكاملة، هاي اللي نتشاركها}.',
] as const;

/** Mama: the dip is a lake, and they fill it with strawberries and cream. */
const strawberryLake: SituationPlot = {
  ...shared,
  key: 'birthday/strawberry-lake',
  titles: [
    [
      '{H} and the Strawberry Lake Cake',
      '{H} وَكَعْكَةُ بُحَيْرَةِ الفَراوِلَةِ',
      '{H} و{d:تورتة بحيرة الفراولة|كاتو بحيرة الفريز|كيكة بحيرة الفراولة|كيكة بحيرة الفراولة}',
    ],
    ['The Best Birthday Cake', 'أَجْمَلُ كَعْكَةِ عيدِ ميلادٍ', 'أحلى {d:تورتة|كاتو|كيكة|كيكة} عيد ميلاد'],
  ],
  morals: [
    [
      'A little mistake can become something lovely when we work on it together.',
      'قَدْ يَصيرُ الخَطَأُ الصَّغيرُ شَيْئًا جَميلًا حينَ نَعْمَلُ عَلَيْهِ مَعًا.',
      'الغلطة ال{d.small:f} {d:ممكن تبقى حاجة حلوة لمّا نشتغل عليها سوا|ممكن تصير شي حلو لمّا نشتغل عليها سوا|ممكن تصير شي حلو لمّا نشتغل عليها سوا|ممكن تصير شي حلو لمّا نشتغل عليها سوا}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Mama came into the kitchen and looked at the cake. "That dip is not a mistake," she said. "It is a lake. Shall we fill it with strawberries and cream?"',
      'دَخَلَتْ أُمُّ{H:هُ|ها} المَطْبَخَ وَنَظَرَتْ إِلى الكَعْكَةِ، وَقالَتْ: «هذِهِ الحُفْرَةُ لَيْسَتْ خَطَأً، بَلْ بُحَيْرَةٌ. ما رَأْيُ{H:كَ|كِ} أَنْ نَمْلَأَها بِالفَراوِلَةِ وَالقِشْدَةِ؟»',
      '{d.mom} دخلت المطبخ {d:وبصّت على التورتة|وطلّعت عالكاتو|وطالعت الكيكة|وطالعت الكيكة}، وقالت: «{d:الحفرة دي مش غلطة، دي بحيرة|هالحفرة مش غلطة، هيدي بحيرة|هالحفرة مو غلطة، هذي بحيرة|هالحفرة مب غلطة، هاي بحيرة}. {d:إيه رأيك نملاها فراولة وكريمة|شو رأيك نعبّيها فريز وكريما|وش رايك نعبّيها فراولة وكريمة|شو رايك نعبّيها فراولة وكريمة}؟»',
    ],
  ],
  together: [
    [
      'Mama whipped the cream, and {H} filled the lake, strawberry by strawberry.',
      'خَفَقَتْ أُمُّ{H:هُ|ها} القِشْدَةَ، {H:وَمَلَأَ|وَمَلَأَتْ} {H} البُحَيْرَةَ، حَبَّةَ فَراوِلَةٍ بَعْدَ حَبَّةٍ.',
      '{d.mom} خفقت الكريمة، و{H} حطّ{H:|ت} {d:الفراولة|الفريز|الفراولة|الفراولة} في البحيرة، حبّة حبّة.',
      'p',
    ],
    [
      'Over the top {H} sprinkled a little sugar, like snow on the shore, and Mama pushed in the candles.',
      'وَرَشَّ{H:|تْ} {H} فَوْقَها قَليلًا مِنَ السُّكَّرِ كَالثَّلْجِ عَلى الشّاطِئِ، وَغَرَسَتْ أُمُّ{H:هُ|ها} الشُّموعَ.',
      'و{H} رشّ{H:|ت} فوقها {d.bit} سكّر {d:زيّ التلج على الشطّ|متل التلج عالشطّ|مثل الثلج على الشاطي|شرات الثلج على الشاطي}، و{d.mom} {d:حطّت الشمع|حطّت الشمع|حطّت الشموع|حطّت الشموع}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'That evening the family sang for {H}, and {H.he} blew out the candles on the strawberry lake cake. It was the best cake in the whole world.',
      'وَفي المَساءِ غَنَّتِ العائِلَةُ لِ{H.g}، {H:فَأَطْفَأَ|فَأَطْفَأَتْ} الشُّموعَ عَلى كَعْكَةِ بُحَيْرَةِ الفَراوِلَةِ؛ فَكانَتْ أَجْمَلَ كَعْكَةٍ في الدُّنْيا.',
      '{d:وبالليل العيلة غنّت ل|وبالليل العيلة غنّت ل|وفي الليل العايلة غنّت ل|وفي الليل العايلة غنّت ل}{H}، و{H} {H:طفّى|طفّت} {d:الشمع على تورتة بحيرة الفراولة؛ وكانت أحلى تورتة في الدنيا|الشمع عكاتو بحيرة الفريز؛ وكان أطيب كاتو بالدني|الشموع على كيكة بحيرة الفراولة؛ وكانت أطيب كيكة في الدنيا|الشموع على كيكة بحيرة الفراولة؛ وكانت أطيب كيكة في الدنيا}.',
    ],
    [
      '"The lake is the best part of the cake," said {H}, and Mama smiled.',
      '«البُحَيْرَةُ أَحْلى ما في الكَعْكَةِ»، قالَ{H:|تْ} {H}، فَابْتَسَمَتْ أُمُّ{H:هُ|ها}.',
      '«البحيرة {d:أحلى حتّة في التورتة|أطيب شي بالكاتو|أحلى شي في الكيكة|أحلى شي في الكيكة}»، قال{H:|ت} {H}، و{d.mom} ابتسمت.',
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand at the kitchen table with Mama, who holds a bowl of strawberries',
    together: 'fill the dip of the cake with strawberries and cream beside Mama',
    resolution: 'blow out the candles on a strawberry cake while the family sings',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [{ kind: 'cake', where: 'table', state: 'broken' }],
    together: [{ kind: 'cake', where: 'table' }],
    resolution: [{ kind: 'cake', where: 'table', state: 'whole' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

/** Baba: the cake is cut into bricks, and they build a castle with the candles on its towers. */
const castle: SituationPlot = {
  ...shared,
  key: 'birthday/cake-castle',
  titles: [
    [
      "{H}'s Birthday Cake Castle",
      'قَلْعَةُ الكَعْكِ في عيدِ ميلادِ {H.g}',
      'قلعة {d:التورتة|الكاتو|الكيكة|الكيكة} في عيد ميلاد {H}',
    ],
    ['A Castle with Candles', 'قَلْعَةٌ بِالشُّموعِ', 'قلعة {d:بالشمع|بالشمع|بالشموع|بالشموع}'],
  ],
  morals: [
    [
      'When something goes wrong, we can build something new from it.',
      'حينَ يَخْرَبُ شَيْءٌ، نَسْتَطيعُ أَنْ نَبْنِيَ مِنْهُ شَيْئًا جَديدًا.',
      'لمّا {d:حاجة تبوظ، نقدر نبني منها حاجة جديدة|شي يخرب، فينا نعمّر منّو شي جديد|شي يخرب، نقدر نبني منه شي جديد|شي يخرب، نقدر نبني منه شي جديد}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Baba came in, looked at the cake and smiled. "Every builder needs bricks," he said, and picked up the knife. "Let us cut this cake into squares and build a castle."',
      'دَخَلَ أَبو{H:هُ|ها}، وَنَظَرَ إِلى الكَعْكَةِ وَابْتَسَمَ، ثُمَّ أَمْسَكَ السِّكّينَ وَقالَ: «كُلُّ بَنّاءٍ يَحْتاجُ إِلى طوبٍ. هَيّا نُقَطِّعِ الكَعْكَةَ مُرَبَّعاتٍ، وَنَبْنِ مِنْها قَلْعَةً».',
      '{d.dad} دخل، {d:وبصّ على التورتة|وطلّع عالكاتو|وطالع الكيكة|وطالع الكيكة} وابتسم، {d:ومسك السكّينة|ومسك السكّين|ومسك السكّين|ومسك السكّين} وقال: «كل {d:بنّا محتاج طوب|بنّا بدّو حجار|بنّاي يبي طوب|بنّاي يبا طوب}. {d:يلّا نقطّع التورتة مربّعات ونبني منها قلعة|يلّا نقطّع الكاتو مربّعات ونعمّر منّو قلعة|يلّا نقطّع الكيكة مربّعات ونبني منها قلعة|يلّا نقطّع الكيكة مربّعات ونبني منها قلعة}».',
    ],
  ],
  together: [
    [
      'Baba cut the squares, and {H} stacked them into towers, with cream to hold every brick in place.',
      'قَطَّعَ الأَبُ المُرَبَّعاتِ، {H:وَرَصَّها|وَرَصَّتْها} {H} أَبْراجًا، وَالقِشْدَةُ تُثَبِّتُ كُلَّ طوبَةٍ في مَكانِها.',
      '{d.dad} قطّع المربّعات، و{H} {H:رصّها|رصّتها} أبراج، والكريمة {d:ماسكة كل طوبة في مكانها|ماسكة كل حجرة بمحلّها|ماسكة كل طوبة في مكانها|ماسكة كل طوبة في مكانها}.',
      'p',
    ],
    [
      'On top of the highest tower, {H} planted the birthday candles like flags.',
      'وَفَوْقَ أَعْلى بُرْجٍ {H:غَرَسَ|غَرَسَتْ} {H} شُموعَ عيدِ الميلادِ كَأَنَّها راياتٌ.',
      'وفوق أعلى برج، {H} {H:حطّ|حطّت} {d:شمع عيد الميلاد زيّ الأعلام|شمع عيد الميلاد متل الأعلام|شموع عيد الميلاد مثل الأعلام|شموع عيد الميلاد شرات الأعلام}.',
      '2',
    ],
  ],
  resolution: [
    [
      'When the family came in singing, there stood a cake castle with candles on its towers. {H} took a big breath and blew them out.',
      'وَحينَ دَخَلَتِ العائِلَةُ تُغَنّي، كانَتْ هُناكَ قَلْعَةٌ مِنَ الكَعْكِ وَعَلى أَبْراجِها الشُّموعُ. {H:أَخَذَ|أَخَذَتْ} {H} نَفَسًا كَبيرًا {H:وَأَطْفَأَها|وَأَطْفَأَتْها}.',
      'ولمّا {d:العيلة دخلت بتغنّي، كان فيه قلعة تورتة والشمع على أبراجها|العيلة فاتت عم تغنّي، كان في قلعة كاتو والشمع على أبراجها|العايلة دخلت تغنّي، كان فيه قلعة كيكة والشموع على أبراجها|العايلة دخلت تغنّي، كان في قلعة كيكة والشموع على أبراجها}. {H} {d.took:H} نَفَس كبير {H:وطفّاها|وطفّتها}.',
    ],
    [
      'Everyone wanted a brick of the castle, and {H} gave the first piece to Baba.',
      'أَرادَ الجَميعُ طوبَةً مِنَ القَلْعَةِ، {H:فَأَعْطى|فَأَعْطَتْ} {H} أَوَّلَ قِطْعَةٍ لِأَبي{H:هِ|ها}.',
      'الكل {d:كان عايز طوبة|كان بدّو حجرة|كان يبي طوبة|كان يبا طوبة} من القلعة، و{H} {d.gave:H} أوّل {d:حتّة|شقفة|قطعة|قطعة} {d:لبابا|لبابا|لبابا|لبابا}.',
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand at the kitchen table with Baba, who smiles at the cake',
    together: 'stack squares of cake into a castle beside Baba',
    resolution: 'blow out the candles on a cake castle while the family sings',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [{ kind: 'cake', where: 'table', state: 'broken' }],
    together: [{ kind: 'cake', where: 'table' }],
    resolution: [{ kind: 'cake', where: 'table', state: 'whole' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';

/** Grandma's baker's trick: turn the cake upside down, and the flat bottom becomes a smooth top. */
const upsideDown: SituationPlot = {
  ...shared,
  key: 'birthday/upside-down',
  titles: [
    [
      'The Upside-Down Cake',
      'الكَعْكَةُ المَقْلوبَةُ',
      '{d:التورتة المقلوبة|الكاتو المقلوب|الكيكة المقلوبة|الكيكة المقلوبة}',
    ],
    ["{H}'s Birthday Secret", 'سِرُّ عيدِ ميلادِ {H.g}', 'سرّ عيد ميلاد {H}'],
  ],
  morals: [
    [
      'Sometimes a problem only needs to be looked at the other way round.',
      'أَحْيانًا لا تَحْتاجُ المُشْكِلَةُ إِلّا أَنْ نَنْظُرَ إِلَيْها مِنَ الجِهَةِ الأُخْرى.',
      '{d:ساعات المشكلة مش محتاجة غير إنّنا نبصّ لها من الناحية التانية|أوقات المشكلة ما بدّا إلّا نطلّع فيها من الجهة التانية|أحيانًا المشكلة ما تحتاج إلّا نطالعها من الجهة الثانية|أحيانًا المشكلة ما تحتاج إلّا نطالعها من الجهة الثانية}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Grandma came into the kitchen, looked at the cake and smiled. She said, "Every baker knows this trick. Let us turn the cake upside down."',
      'دَخَلَتِ الجَدَّةُ المَطْبَخَ، وَنَظَرَتْ إِلى الكَعْكَةِ وَابْتَسَمَتْ، وَقالَتْ: «كُلُّ خَبّازٍ يَعْرِفُ هذِهِ الحيلَةَ: هَيّا نَقْلِبِ الكَعْكَةَ».',
      `${grandma} دخلت المطبخ، {d:وبصّت على التورتة|وطلّعت عالكاتو|وطالعت الكيكة|وطالعت الكيكة} وابتسمت، وقالت: «{d:كل خبّاز يعرف الحركة دي: يلّا نقلب التورتة|كل خبّاز بيعرف هالحركة: يلّا نقلب الكاتو|كل خبّاز يعرف هالحركة: يلّا نقلب الكيكة|كل خبّاز يعرف هالحركة: يلّا نقلب الكيكة}».`,
    ],
  ],
  together: [
    [
      'Grandma put a big plate on top, and with one quick turn the cake was upside down. The flat bottom was now a smooth, perfect top.',
      'وَضَعَتِ الجَدَّةُ صَحْنًا كَبيرًا فَوْقَها، وَبِقَلْبَةٍ سَريعَةٍ واحِدَةٍ صارَتِ الكَعْكَةُ مَقْلوبَةً، وَصارَ قاعُها المُسْتَوي سَطْحًا أَمْلَسَ جَميلًا.',
      `${grandma} حطّت طبق كبير فوقها، وبقلبة {d:واحدة سريعة|وحدة سريعة|وحدة سريعة|وحدة سريعة} {d:التورتة اتقلبت، وقاعها المستوي بقى وشّ ناعم وحلو|الكاتو انقلب، وقعرو المستوي صار وجّ ناعم وحلو|الكيكة انقلبت، وقاعها المستوي صار وجه ناعم وحلو|الكيكة انقلبت، وقاعها المستوي صار وجه ناعم وحلو}.`,
    ],
    [
      '{H} spread the icing, and Grandma let {H.him} write {H.his} own name on top in chocolate.',
      '{H:دَهَنَ|دَهَنَتْ} {H} الكَريمَةَ، وَتَرَكَتْ{H:هُ|ها} الجَدَّةُ {H:يَكْتُبُ|تَكْتُبُ} اسْمَ{H:هُ|ها} فَوْقَها بِالشّوكولاتَةِ.',
      `{H} دهن{H:|ت} الكريمة، و${grandma} {d:سابت|خلّت|خلّت|خلّت}{H:ه|ها} {H:يكتب|تكتب} اسم{H:ه|ها} فوقها بالشوكولاتة.`,
      '2p',
    ],
  ],
  resolution: [
    [
      'That evening {H} carried the upside-down cake to the table, and nobody could tell. The family sang, and {H} blew out all the candles in one breath.',
      'وَفي المَساءِ {H:حَمَلَ|حَمَلَتْ} {H} الكَعْكَةَ المَقْلوبَةَ إِلى المائِدَةِ، وَلَمْ يَعْرِفْ أَحَدٌ سِرَّها. غَنَّتِ العائِلَةُ، {H:وَأَطْفَأَ|وَأَطْفَأَتْ} {H} الشُّموعَ كُلَّها بِنَفْخَةٍ واحِدَةٍ.',
      `{d:وبالليل|وبالليل|وفي الليل|وفي الليل} {H} {H:شال|شالت} {d:التورتة المقلوبة للسفرة، ومحدّش عرف سرّها|الكاتو المقلوب عالسفرة، وما حدا عرف سرّو|الكيكة المقلوبة للسفرة، وما أحد درى بسرّها|الكيكة المقلوبة للسفرة، وما حد درى بسرّها}. {d:العيلة غنّت|العيلة غنّت|العايلة غنّت|العايلة غنّت}، و{H} {H:طفّى|طفّت} {d:الشمع كلّه في نفخة واحدة|الشمع كلّو بنفخة وحدة|الشموع كلّها بنفخة وحدة|الشموع كلّها بنفخة وحدة}.`,
    ],
    [
      'Only {H} and Grandma knew the secret, and they smiled at each other across the table.',
      'لَمْ يَعْرِفِ السِّرَّ إِلّا {H} وَالجَدَّةُ، {H:فَتَبادَلا|فَتَبادَلَتا} ابْتِسامَةً عَبْرَ المائِدَةِ.',
      `{d:محدّش كان عارف السرّ غير|ما حدا كان عارف السرّ إلّا|ما أحد درى بالسرّ إلّا|ما حد درى بالسرّ إلّا} {H} و${grandma}، {d:وابتسموا لبعض من على السفرة|وابتسموا لبعض من فوق السفرة|وابتسموا لبعض على السفرة|وابتسموا لبعض على السفرة}.`,
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand at the kitchen table with Grandma, who smiles at the sunken cake',
    together: 'turn the cake upside down onto a big plate with Grandma',
    resolution: 'blow out the candles on a smooth birthday cake while the family sings',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [{ kind: 'cake', where: 'table', state: 'broken' }],
    together: [{ kind: 'cake', where: 'table', state: 'whole' }],
    resolution: [{ kind: 'cake', where: 'table', state: 'whole' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';
const glasses = '{d:الكبايات|الكاسات|الكاسات|الكاسات}';

/** The aunt crumbles the sunken cake into tall glasses with cream and strawberries: a birthday cup for everyone. */
const cups: SituationPlot = {
  ...shared,
  key: 'birthday/cups',
  titles: [
    ["Auntie's Birthday Cups", 'كُؤوسُ عيدِ الميلادِ', '{d:كبايات|كاسات|كاسات|كاسات} عيد الميلاد'],
    [
      'A Cake in Every Glass',
      'كَعْكَةٌ في كُلِّ كَأْسٍ',
      '{d:تورتة في كل كوباية|كاتو بكل كاسة|كيكة في كل كاسة|كيكة في كل كاسة}',
    ],
  ],
  morals: [
    [
      'There is more than one way to make a birthday sweet.',
      'لِعيدِ الميلادِ أَكْثَرُ مِنْ طَريقَةٍ لِيَكونَ حُلْوًا.',
      'عيد الميلاد {d:ليه أكتر من طريقة عشان يبقى حلو|إلو أكتر من طريقة ليصير حلو|له أكثر من طريقة عشان يصير حلو|له أكثر من طريقة عشان يصير حلو}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Then Auntie came into the kitchen, looked at the cake and rolled up her sleeves. "A sunken cake is the best kind for birthday cups," she said. "Bring me the tall glasses."',
      'ثُمَّ دَخَلَتِ الخالَةُ المَطْبَخَ، وَنَظَرَتْ إِلى الكَعْكَةِ وَشَمَّرَتْ عَنْ ساعِدَيْها، وَقالَتْ: «الكَعْكَةُ الهابِطَةُ أَفْضَلُ كَعْكَةٍ لِكُؤوسِ عيدِ الميلادِ. {H:هاتِ|هاتي} الكُؤوسَ الطَّويلَةَ».',
      `وبعدين ${aunt} دخلت المطبخ، {d:وبصّت على التورتة وشمّرت كمامها|وطلّعت عالكاتو وشمّرت عن إيديها|وطالعت الكيكة وشمّرت عن يدينها|وطالعت الكيكة وشمّرت عن يدينها}، وقالت: «{d:التورتة الهابطة هي أحسن تورتة لكبايات عيد الميلاد|الكاتو الهابط هوّي أحسن كاتو لكاسات عيد الميلاد|الكيكة الهابطة هي أحسن كيكة لكاسات عيد الميلاد|الكيكة الهابطة هي أحسن كيكة لكاسات عيد الميلاد}. {H:هات|هاتي} ${glasses} الطويلة».`,
    ],
  ],
  together: [
    [
      'Auntie crumbled the cake, and together they filled each tall glass: a layer of cake, a layer of cream, a layer of strawberries, and then again.',
      'فَتَّتَتِ الخالَةُ الكَعْكَةَ، {H:وَمَلَآ|وَمَلَأَتا} مَعًا كُلَّ كَأْسٍ طَويلَةٍ: طَبَقَةً مِنَ الكَعْكِ، وَطَبَقَةً مِنَ القِشْدَةِ، وَطَبَقَةً مِنَ الفَراوِلَةِ، ثُمَّ مِنْ جَديدٍ.',
      `${aunt} {d:فتّتت التورتة، وملوا سوا كل كوباية طويلة: طبقة تورتة، وطبقة كريمة، وطبقة فراولة، وتاني من الأوّل|فتّتت الكاتو، وعبّوا سوا كل كاسة طويلة: طبقة كاتو، وطبقة كريما، وطبقة فريز، وكمان مرّة|فتّتت الكيكة، وعبّوا سوا كل كاسة طويلة: طبقة كيكة، وطبقة كريمة، وطبقة فراولة، ومن جديد|فتّتت الكيكة، وعبّوا سوا كل كاسة طويلة: طبقة كيكة، وطبقة كريمة، وطبقة فراولة، ومن جديد}.`,
    ],
    [
      'Soon the tall glasses stood in a row, their stripes showing pink, white and gold, like little sunsets.',
      'وَسُرْعانَ ما اصْطَفَّتِ الكُؤوسُ الطَّويلَةُ، تَظْهَرُ طَبَقاتُها وَرْدِيَّةً وَبَيْضاءَ وَذَهَبِيَّةً، كَأَنَّها غُروبُ شَمْسٍ صَغيرٌ.',
      `وبسرعة ${glasses} الطويلة {d:اترصّت جنب بعض، وطبقاتها باينة وردي وأبيض ودهبي، زيّ غروب شمس صغيّر|صفّت حدّ بعض، وطبقاتها مبيّنة وردي وأبيض ودهبي، متل غروب شمس زغير|تصفّفت جنب بعض، وطبقاتها تبين وردي وأبيض وذهبي، مثل غروب شمس صغير|تصفّفت جنب بعض، وطبقاتها تبين وردي وأبيض وذهبي، شرات غروب شمس صغير}.`,
      '2',
    ],
  ],
  resolution: [
    [
      'When the family sang, {H} had the tallest cup, with the birthday candles on top. {H} blew, and everyone lifted a spoon.',
      'وَحينَ غَنَّتِ العائِلَةُ كانَتْ أَمامَ {H.g} أَطْوَلُ كَأْسٍ، وَفَوْقَها شُموعُ عيدِ الميلادِ. {H:نَفَخَ|نَفَخَتْ} {H}، فَرَفَعَ الجَميعُ مَلاعِقَهُمْ.',
      `ولمّا {d:العيلة غنّت|العيلة غنّت|العايلة غنّت|العايلة غنّت}، كانت قدّام {H} أطول {d:كوباية، وفوقها شمع عيد الميلاد|كاسة، وفوقها شمع عيد الميلاد|كاسة، وفوقها شموع عيد الميلاد|كاسة، وفوقها شموع عيد الميلاد}. {H} {H:نفخ|نفخت}، والكل {d:رفع معلقته|رفع معلقتو|رفع ملعقته|رفع ملعقته}.`,
    ],
    [
      'Auntie winked at {H}. "Nobody will ever guess these began as a sunken cake," she whispered.',
      'غَمَزَتِ الخالَةُ لِ{H.g} وَهَمَسَتْ: «لَنْ يَعْرِفَ أَحَدٌ أَبَدًا أَنَّ هذِهِ الكُؤوسَ كانَتْ كَعْكَةً هابِطَةً».',
      `${aunt} غمزت ل{H} {d:ووشوشت|ووشوشت|وهمست|وهمست}: «{d:محدّش هيعرف أبدًا إنّ الكبايات دي كانت تورتة هابطة|ما حدا رح يعرف أبدًا إنّو هالكاسات كانت كاتو هابط|ما أحد بيدري أبد إنّ هالكاسات كانت كيكة هابطة|ما حد بيدري أبد إنّ هالكاسات كانت كيكة هابطة}».`,
      '2',
    ],
    [
      '{H} watched the spoons dipping into the cups all round the table and thought that the cake had never really been ruined; it had only been waiting to become something else.',
      '{H:راقَبَ|راقَبَتْ} {H} المَلاعِقَ تَغوصُ في الكُؤوسِ حَوْلَ المائِدَةِ، {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ الكَعْكَةَ لَمْ تَفْسُدْ حَقًّا؛ كانَتْ تَنْتَظِرُ فَقَطْ أَنْ تَصيرَ شَيْئًا آخَرَ.',
      `{H} {H:راقب|راقبت} {d:المعالق وهي بتغطس في الكبايات حوالين السفرة|المعالق وهيّي عم تغطس بالكاسات حوالي السفرة|الملاعق وهي تغطّ في الكاسات حول السفرة|الملاعق وهي تغطّ في الكاسات حول السفرة}، {H:وفكّر|وفكّرت} إنّ {d:التورتة ما باظتش بجد؛ كانت بس مستنّية تبقى حاجة تانية|الكاتو ما خرب عنجد؛ كان بس ناطر يصير شي تاني|الكيكة ما خربت صدق؛ كانت بس تنتظر تصير شي ثاني|الكيكة ما خربت صدق؛ كانت بس تنتظر تصير شي ثاني}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand at the kitchen table with Auntie, who rolls up her sleeves beside the sunken cake',
    together: 'spoon crumbled cake, cream and strawberries into tall glasses beside Auntie',
    resolution: 'blow out the candles on a tall birthday cup while the family sings',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [{ kind: 'cake', where: 'table', state: 'broken' }],
    together: [{ kind: 'cup', where: 'table' }],
    resolution: [{ kind: 'cup', where: 'table' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

/** The neighbour bakes a little cake in her tin with the child and stands it in the dip: a cake with two floors. */
const secondFloor: SituationPlot = {
  ...shared,
  key: 'birthday/second-floor',
  titles: [
    [
      'A Cake with Two Floors',
      'كَعْكَةٌ بِطابِقَيْنِ',
      '{d:تورتة بدورين|كاتو بطابقين|كيكة بدورين|كيكة بطابقين}',
    ],
    ["The Neighbour's Little Tin", 'قالَبُ الجارَةِ الصَّغيرُ', 'قالب الجارة ال{d.small:m}'],
  ],
  morals: [
    [
      'A dip can be the place where something new begins.',
      'قَدْ تَكونُ الحُفْرَةُ مَكانًا يَبْدَأُ فيهِ شَيْءٌ جَديدٌ.',
      'الحفرة {d:ممكن تبقى المكان اللي بتبتدي فيه حاجة جديدة|ممكن تكون المحلّ اللي بيبلّش فيه شي جديد|ممكن تكون المكان اللي يبدأ فيه شي جديد|ممكن تكون المكان اللي يبدأ فيه شي جديد}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Then the neighbour from next door came in with a small round tin. "I heard the cake was in trouble," she said, smiling. "A dip is just the right place for a second little cake. Let us bake one in my tin and stand it in the middle."',
      'ثُمَّ دَخَلَتِ الجارَةُ مِنَ البَيْتِ المُجاوِرِ تَحْمِلُ قالَبًا صَغيرًا مُسْتَديرًا، وَقالَتْ مُبْتَسِمَةً: «سَمِعْتُ أَنَّ الكَعْكَةَ في وَرْطَةٍ. الحُفْرَةُ هِيَ المَكانُ المُناسِبُ تَمامًا لِكَعْكَةٍ صَغيرَةٍ ثانِيَةٍ، فَهَيّا نَخْبِزْها في قالَبي وَنَضَعْها في الوَسَطِ».',
      `وبعدين الجارة {d:اللي جنبهم دخلت شايلة قالب صغيّر مدوّر|اللي حدّن فاتت حاملة قالب زغير مدوّر|اللي جنبهم دخلت شايلة قالب صغير مدوّر|اللي جنبهم دخلت شايلة قالب صغير مدوّر}، وقالت وهي {d:بتبتسم|عم تبتسم|تبتسم|تبتسم}: «{d:سمعت إنّ التورتة في ورطة. الحفرة دي أحسن مكان لتورتة صغيّرة تانية، يلّا نخبزها في قالبي ونحطّها في النصّ|سمعت إنّو الكاتو بورطة. هالحفرة أحسن محلّ لكاتو زغير تاني، يلّا نخبزو بقالبي ونحطّو بالنصّ|سمعت إنّ الكيكة في ورطة. هالحفرة أحسن مكان لكيكة صغيرة ثانية، يلّا نخبزها في قالبي ونحطّها في الوسط|سمعت إنّ الكيكة في ورطة. هالحفرة أحسن مكان لكيكة صغيرة ثانية، يلّا نخبزها في قالبي ونحطّها في الوسط}».`,
    ],
  ],
  together: [
    [
      '{H} stirred the little bowl of batter while the neighbour warmed the oven, and soon a small round cake was rising behind the glass.',
      '{H:حَرَّكَ|حَرَّكَتْ} {H} العَجينَةَ في الوِعاءِ الصَّغيرِ، وَالجارَةُ تُسَخِّنُ الفُرْنَ، وَسُرْعانَ ما راحَتْ كَعْكَةٌ صَغيرَةٌ مُسْتَديرَةٌ تَنْتَفِخُ خَلْفَ الزُّجاجِ.',
      '{H} {H:قلّب|قلّبت} العجينة في {d:البولة الصغيّرة، والجارة بتسخّن الفرن، وبسرعة تورتة صغيّرة مدوّرة ابتدت تنفش ورا الإزاز|الجاط الزغير، والجارة عم تحمّي الفرن، وبسرعة كاتو زغير مدوّر بلّش ينفش ورا القزاز|الصحن الصغير، والجارة تحمّي الفرن، وبسرعة كيكة صغيرة مدوّرة بدت تنتفخ ورا الزجاج|الصحن الصغير، والجارة تحمّي الفرن، وبسرعة كيكة صغيرة مدوّرة بدت تنتفخ ورا الزجاج}.',
      'p',
    ],
    [
      'When the little cake had cooled, the neighbour set it right in the dip, and the big cake had a second floor, like a little house.',
      'وَحينَ بَرَدَتِ الكَعْكَةُ الصَّغيرَةُ وَضَعَتْها الجارَةُ في الحُفْرَةِ تَمامًا، فَصارَ لِلْكَعْكَةِ الكَبيرَةِ طابِقٌ ثانٍ، كَبَيْتٍ صَغيرٍ.',
      'ولمّا {d:التورتة الصغيّرة بردت، الجارة حطّتها في الحفرة بالظبط، وبقى للتورتة الكبيرة دور تاني، زيّ بيت صغيّر|الكاتو الزغير برد، الجارة حطّتو بالحفرة بالزبط، وصار للكاتو الكبير طابق تاني، متل بيت زغير|الكيكة الصغيرة بردت، الجارة حطّتها في الحفرة بالضبط، وصار للكيكة الكبيرة دور ثاني، مثل بيت صغير|الكيكة الصغيرة بردت، الجارة حطّتها في الحفرة بالضبط، وصار للكيكة الكبيرة طابق ثاني، شرات بيت صغير}.',
    ],
  ],
  resolution: [
    [
      'That evening the family sang around the cake with two floors, and {H} blew out the candles on the top one.',
      'وَفي المَساءِ غَنَّتِ العائِلَةُ حَوْلَ الكَعْكَةِ ذاتِ الطّابِقَيْنِ، {H:وَأَطْفَأَ|وَأَطْفَأَتْ} {H} الشُّموعَ عَلى الطّابِقِ الأَعْلى.',
      '{d:وبالليل العيلة غنّت حوالين التورتة أم دورين|وبالليل العيلة غنّت حوالي الكاتو أبو طابقين|وفي الليل العايلة غنّت حول الكيكة أمّ دورين|وفي الليل العايلة غنّت حول الكيكة أمّ طابقين}، و{H} {H:طفّى|طفّت} {d:الشمع اللي على الدور اللي فوق|الشمع اللي عالطابق الفوقاني|الشموع اللي على الدور الفوق|الشموع اللي على الطابق الفوق}.',
    ],
    [
      'The neighbour stood at the back, clapping softly. "Every cake that sinks deserves a second floor," she said.',
      'وَوَقَفَتِ الجارَةُ في الخَلْفِ تُصَفِّقُ بِهُدوءٍ، وَقالَتْ: «كُلُّ كَعْكَةٍ تَهْبِطُ تَسْتَحِقُّ طابِقًا ثانِيًا».',
      'والجارة وقفت {d:ورا بتسقّف بالراحة، وقالت: «كل تورتة بتهبط تستاهل دور تاني»|ورا عم تصفّق عمهلا، وقالت: «كل كاتو بيهبط بيستاهل طابق تاني»|ورا تصفّق بشويش، وقالت: «كل كيكة تهبط تستاهل دور ثاني»|ورا تصفّق بشويش، وقالت: «كل كيكة تهبط تستاهل طابق ثاني»}.',
      '2',
    ],
    [
      '{H} looked at the little cake sitting in the dip and thought that the dip had not spoiled anything; it had made room for something new, and for a neighbour who now felt like a friend.',
      '{H:نَظَرَ|نَظَرَتْ} {H} إِلى الكَعْكَةِ الصَّغيرَةِ في الحُفْرَةِ، {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ الحُفْرَةَ لَمْ تُفْسِدْ شَيْئًا، بَلْ أَفْسَحَتْ مَكانًا لِشَيْءٍ جَديدٍ، وَلِجارَةٍ صارَتْ صَديقَةً.',
      '{H} {d.looked:H} {d:على التورتة الصغيّرة اللي في الحفرة|عالكاتو الزغير اللي بالحفرة|على الكيكة الصغيرة اللي في الحفرة|على الكيكة الصغيرة اللي في الحفرة}، {H:وفكّر|وفكّرت} إنّ الحفرة {d:ما بوّظتش حاجة؛ دي عملت مكان لحاجة جديدة، ولجارة بقت صاحبة|ما خرّبت شي؛ عملت محلّ لشي جديد، ولجارة صارت رفيقة|ما خرّبت شي؛ سوّت مكان لشي جديد، ولجارة صارت خويّة|ما خرّبت شي؛ سوّت مكان لشي جديد، ولجارة صارت ربيعة}.',
      '3',
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand in the kitchen with the neighbour, who holds a small round cake tin',
    together: 'stir a little bowl of cake batter beside the neighbour at the oven',
    resolution: 'blow out the candles on a two-storey birthday cake while the family sings',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [{ kind: 'cake', where: 'table', state: 'broken' }],
    together: [{ kind: 'cake', where: 'table' }],
    resolution: [{ kind: 'cake', where: 'table', state: 'whole' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';

/** Grandpa cuts little round cakes with a drinking glass: a cake and a candle for every guest, and no dip in any. */
const littleCakes: SituationPlot = {
  ...shared,
  key: 'birthday/little-cakes',
  titles: [
    [
      'A Cake for Every Guest',
      'كَعْكَةٌ لِكُلِّ ضَيْفٍ',
      '{d:تورتة لكل ضيف|كاتو لكل ضيف|كيكة لكل ضيف|كيكة لكل ضيف}',
    ],
    ["Grandpa's Glass", 'كوبُ الجَدِّ', '{d:كوباية جدّو|كاسة جدّو|كاسة الجدّ|كاسة اليدّ}'],
  ],
  morals: [
    [
      'A birthday shines brightest when everyone holds a light.',
      'يَزْهو عيدُ الميلادِ حينَ يَحْمِلُ كُلُّ واحِدٍ نورًا.',
      'عيد الميلاد {d:بينوّر أكتر لمّا كل واحد يشيل نور|بيضوّي أكتر لمّا كل واحد يحمل ضو|ينوّر أكثر لمّا كل واحد يشيل نور|ينوّر أكثر لمّا كل واحد يشيل نور}.',
    ],
    sharedMoral,
  ],
  help: [
    [
      'Then Grandpa came into the kitchen, took a drinking glass from the shelf and smiled at the cake. "Why have one cake," he said, "when every guest could have one? Let us cut little round cakes, each with its own candle."',
      'ثُمَّ دَخَلَ الجَدُّ المَطْبَخَ، وَأَخَذَ كوبًا مِنَ الرَّفِّ، وَابْتَسَمَ وَهُوَ يَنْظُرُ إِلى الكَعْكَةِ، وَقالَ: «لِماذا كَعْكَةٌ واحِدَةٌ، وَيُمْكِنُ أَنْ تَكونَ لِكُلِّ ضَيْفٍ كَعْكَةٌ؟ هَيّا نَقْطَعْ كَعَكاتٍ صَغيرَةً مُسْتَديرَةً، لِكُلٍّ مِنْها شَمْعَتُها».',
      `وبعدين ${grandpa} دخل المطبخ، {d:وخد كوباية من الرفّ، وبصّ على التورتة وابتسم|وأخد كاسة من الرفّ، وطلّع عالكاتو وابتسم|وأخذ كاسة من الرفّ، وطالع الكيكة وابتسم|وخذ كاسة من الرفّ، وطالع الكيكة وابتسم}، وقال: «{d:ليه تورتة واحدة، وممكن يبقى لكل ضيف تورتة؟ يلّا نقطّع تورتات صغيّرة مدوّرة، كل واحدة بشمعتها|ليش كاتو واحد، وفينا نعمل لكل ضيف كاتو؟ يلّا نقطّع قطع كاتو زغار مدوّرة، كل وحدة بشمعتها|ليه كيكة وحدة، وممكن يكون لكل ضيف كيكة؟ يلّا نقطّع كيكات صغيرة مدوّرة، كل وحدة بشمعتها|ليش كيكة وحدة، وممكن يكون لكل ضيف كيكة؟ يلّا نقطّع كيكات صغيرة مدوّرة، كل وحدة بشمعتها}».`,
    ],
  ],
  together: [
    [
      'Grandpa pressed the glass into the cake again and again, and out came little round cakes, with no dip in any of them.',
      'ضَغَطَ الجَدُّ الكوبَ في الكَعْكَةِ مَرَّةً بَعْدَ مَرَّةٍ، فَخَرَجَتْ كَعَكاتٌ صَغيرَةٌ مُسْتَديرَةٌ، لَيْسَ في واحِدَةٍ مِنْها حُفْرَةٌ.',
      `${grandpa} {d:داس الكوباية في التورتة مرّة ورا مرّة، وطلعت تورتات صغيّرة مدوّرة، ولا واحدة فيها حفرة|كبس الكاسة بالكاتو مرّة ورا مرّة، وطلعت قطع كاتو زغار مدوّرة، ولا وحدة فيها حفرة|ضغط الكاسة في الكيكة مرّة ورا مرّة، وطلعت كيكات صغيرة مدوّرة، ولا وحدة فيها حفرة|ضغط الكاسة في الكيكة مرّة ورا مرّة، وطلعت كيكات صغيرة مدوّرة، ولا وحدة فيها حفرة}.`,
    ],
    [
      '{H} dotted each little cake with icing and pushed a candle into the middle of every one.',
      '{H:زَيَّنَ|زَيَّنَتْ} {H} كُلَّ كَعْكَةٍ صَغيرَةٍ بِنُقَطٍ مِنَ الكَريمَةِ، {H:وَغَرَسَ|وَغَرَسَتْ} في وَسَطِ كُلِّ واحِدَةٍ شَمْعَةً.',
      '{H} {H:زيّن|زيّنت} كل {d:تورتة صغيّرة بنقط كريمة، وحطّ|قطعة زغيرة بنقط كريما، وحطّ|كيكة صغيرة بنقط كريمة، وحطّ|كيكة صغيرة بنقط كريمة، وحطّ}{H:|ت} {d:شمعة في نصّ كل واحدة|شمعة بنصّ كل وحدة|شمعة في وسط كل وحدة|شمعة في وسط كل وحدة}.',
      'p',
    ],
  ],
  resolution: [
    [
      'That evening every guest had a little birthday cake with a candle. They all sang, and on the count of three everyone blew out the candles together, {H} hardest of all.',
      'وَفي المَساءِ كانَتْ أَمامَ كُلِّ ضَيْفٍ كَعْكَةُ عيدِ ميلادٍ صَغيرَةٌ بِشَمْعَةٍ. غَنّى الجَميعُ، وَعِنْدَ العَدِّ إِلى ثَلاثَةٍ أَطْفَأَ الجَميعُ الشُّموعَ مَعًا، وَ{H} أَقْواهُمْ نَفْخًا.',
      `{d:وبالليل كل ضيف كان قدّامه تورتة عيد ميلاد صغيّرة بشمعة. الكل غنّى، ولمّا عدّوا لتلاتة طفّوا الشمع سوا|وبالليل كل ضيف كان قدّامو كاتو عيد ميلاد زغير بشمعة. الكل غنّى، ولمّا عدّوا لتلاتة طفّوا الشمع سوا|وفي الليل كل ضيف كان قدّامه كيكة عيد ميلاد صغيرة بشمعة. الكل غنّى، ولمّا عدّوا لثلاثة طفّوا الشموع سوا|وفي الليل كل ضيف كان قدّامه كيكة عيد ميلاد صغيرة بشمعة. الكل غنّى، ولمّا عدّوا لثلاثة طفّوا الشموع سوا}، و{H} {H:نفخ|نفخت} أقوى من الكل.`,
    ],
    [
      'Grandpa lifted his own little cake. "Many candles are better than one," he said, "when each one has someone you love to blow it out."',
      'وَرَفَعَ الجَدُّ كَعْكَتَهُ الصَّغيرَةَ وَقالَ: «الشُّموعُ الكَثيرَةُ خَيْرٌ مِنْ شَمْعَةٍ واحِدَةٍ، حينَ يَكونُ عِنْدَ كُلِّ شَمْعَةٍ حَبيبٌ يُطْفِئُها».',
      `و${grandpa} {d:رفع تورتته الصغيّرة وقال: «الشمع الكتير أحسن من شمعة واحدة، لمّا يكون عند كل شمعة حبيب يطفّيها»|رفع قطعتو الزغيرة وقال: «الشمع الكتير أحسن من شمعة وحدة، لمّا يكون عند كل شمعة حبيب يطفيها»|رفع كيكته الصغيرة وقال: «الشموع الكثيرة أحسن من شمعة وحدة، لمّا يكون عند كل شمعة حبيب يطفّيها»|رفع كيكته الصغيرة وقال: «الشموع الوايدة أحسن من شمعة وحدة، يوم يكون عند كل شمعة حبيب يطفّيها»}.`,
      '2',
    ],
    [
      '{H} looked at the little flames all round the table and thought that a birthday is not one cake for one person; it is everyone you love, each holding a light of their own.',
      '{H:نَظَرَ|نَظَرَتْ} {H} إِلى اللَّهَباتِ الصَّغيرَةِ حَوْلَ المائِدَةِ، {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ عيدَ الميلادِ لَيْسَ كَعْكَةً واحِدَةً لِشَخْصٍ واحِدٍ، بَلْ كُلُّ مَنْ نُحِبُّ، وَلِكُلٍّ مِنْهُمْ نورُهُ.',
      '{H} {d.looked:H} {d:على الشمع المنوّر حوالين السفرة|عالشمع المضوّي حوالي السفرة|الشموع المنوّرة حول السفرة|الشموع المنوّرة حول السفرة}، {H:وفكّر|وفكّرت} إنّ عيد الميلاد {d.not} {d:تورتة واحدة لواحد بس؛ ده كل اللي بنحبّهم، وكل واحد بنوره|كاتو واحد لواحد بس؛ هوّي كل يللي منحبّن، وكل واحد بضوّو|كيكة وحدة لواحد بس؛ هو كل اللي نحبّهم، وكل واحد بنوره|كيكة وحدة لواحد بس؛ هو كل اللي نحبّهم، وكل واحد بنوره}.',
      '3',
    ],
  ],
  scene: {
    problem: 'look sadly at a birthday cake sunk in the middle on the kitchen table',
    try: 'try to hide the dip in the birthday cake',
    help: 'stand at the kitchen table with Grandpa, who holds a drinking glass',
    together: 'push a candle into each little round cake beside Grandpa',
    resolution: 'blow out the candle on a little round cake while the whole family does the same',
  },
  props: {
    problem: [{ kind: 'cake', where: 'table', state: 'broken' }],
    try: [{ kind: 'cake', where: 'table', state: 'broken' }],
    help: [
      { kind: 'cake', where: 'table', state: 'broken' },
      { kind: 'cup', where: 'held' },
    ],
    together: [{ kind: 'cake', where: 'table', state: 'whole' }],
    resolution: [{ kind: 'cake', where: 'table', state: 'whole' }, { kind: 'balloons' }],
  },
  rooms: {
    problem: 'kitchen',
    try: 'kitchen',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

export const birthdayPlots: readonly SituationPlot[] = [
  strawberryLake,
  castle,
  upsideDown,
  cups,
  secondFloor,
  littleCakes,
];
