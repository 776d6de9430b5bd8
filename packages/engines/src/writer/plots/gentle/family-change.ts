import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * The parents have separated and the child now has two homes. Told gently and honestly: the
 * strangeness and the sadness, the question every child asks (was it because of me?), and a
 * parent who says clearly that it was not, that both parents love the child, and who makes the
 * two homes easier to live in. Nobody promises that the parents will live together again; no
 * cheering. The parent who is not on the page is named only where the sentence says they are
 * wished for or would be close, so the picture does not draw them there.
 */

const problem: Pool = [
  [
    'Now {H} had two homes, and going back and forth felt strange and sad.',
    'صارَ لِ{H.g} الآنَ بَيْتانِ، وَكانَ التَّنَقُّلُ بَيْنَهُما غَريبًا وَمُحْزِنًا.',
    '{H} {d.became:H} {d:عند|عند|عند|عند}{H:ه|ها} بيتين {d:دلوقتي|هلّق|الحين|الحين}، {d:والتنقّل بينهم كان غريب ويزعّل|والتنقّل بيناتن كان غريب ويزعّل|والتنقّل بينهم كان غريب ويحزّن|والتنقّل بينهم كان غريب ويحزّن}.',
  ],
  [
    "{H}'s parents had decided to live apart, and now {H} had two homes.",
    'قَرَّرَ والِدا {H.g} أَنْ يَعيشا مُنْفَصِلَيْنِ، فَصارَ لِ{H.g} بَيْتانِ.',
    'بابا وماما {d:قرّروا يعيشوا|قرّروا يعيشوا|قرّروا يعيشون|قرّروا يعيشون} {d:كل واحد لوحده|كل واحد لحال|كل واحد بروحه|كل واحد بروحه}، و{H} {d.became:H} {d:عند|عند|عند|عند}{H:ه|ها} بيتين.',
  ],
  [
    'Since the separation {H} had two homes, two toothbrushes, and a question that would not go away: had it happened because of {H.him}?',
    'مُنْذُ الانْفِصالِ صارَ لِ{H.g} بَيْتانِ وَفُرْشاتا أَسْنانٍ، وَسُؤالٌ لا يَزولُ: هَلْ حَدَثَ ذلِكَ بِسَبَبِ{H:هِ|ها}؟',
    'من ساعة الانفصال {H} {d.became:H} {d:عند|عند|عند|عند}{H:ه|ها} بيتين و{d:فرشتين سنان|فرشايتين سنان|فرشتين أسنان|فرشتين أسنان}، وسؤال {d:مش راضي يروح|ما عم يروح|ما يروح|ما يروح}: {d:هو ده حصل بسبب|هيدا صار بسبب|هذا صار بسبب|هذا صار بسبب}{H:ه|ها}؟',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} missed the old days, when everyone was under one roof.',
    'اشْتاقَ{H:|تْ} {H} إِلى الأَيّامِ الَّتي كانَ فيها الجَميعُ تَحْتَ سَقْفٍ واحِدٍ.',
    '{H} {H:كان|كانت} مشتاق{H:|ة} {d:للأيّام|للإيّام|للأيّام|للأيّام} اللي كان فيها الكل تحت سقف واحد.',
  ],
  [
    '"Why can\'t it be like before?" {H} asked quietly.',
    '«لِماذا لا يَعودُ كُلُّ شَيْءٍ كَما كانَ؟» سَأَلَ{H:|تْ} {H} بِصَوْتٍ خافِتٍ.',
    '«{d:ليه ما يرجعش كل حاجة زيّ الأوّل|ليش ما بيرجع كل شي متل قبل|ليه ما يرجع كل شي مثل قبل|ليش ما يرجع كل شي شرات قبل}؟» سأل{H:|ت} {H} بصوت واطي.',
  ],
  [
    '{H} held the old teddy tight.',
    'ضَمَّ{H:|تْ} {H} دُبَّ{H:هُ|ها} القَديمَ بِقُوَّةٍ.',
    '{H} {d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} الدبدوب القديم {d:جامد|منيح|بقوّة|بقوّة}.',
    'p',
  ],
];

const tries: Pool = [
  [
    '{H} tried not to think about it, but the sad feeling stayed.',
    'حاوَلَ{H:|تْ} {H} أَلّا {H:يُفَكِّرَ|تُفَكِّرَ} في الأَمْرِ، لكِنَّ الحُزْنَ بَقِيَ.',
    '{H} حاول{H:|ت} ما {H:يفكّر|تفكّر}{d:ش|||} في الموضوع، بس {d:الزعل فضل|الزعل ضلّ|الحزن ظلّ|الحزن ظلّ}.',
  ],
  [
    '{H} drew a picture of one house, then put the pencil down.',
    'رَسَمَ{H:|تْ} {H} بَيْتًا واحِدًا، ثُمَّ {H:تَرَكَ|تَرَكَتِ} القَلَمَ.',
    '{H} رسم{H:|ت} بيت واحد، وبعدين {d:ساب|ترك|ترك|ترك}{H:|ت} القلم.',
    'p',
  ],
  [
    '{H} wondered whether being extra good would bring everything back the way it was.',
    '{H:تَساءَلَ|تَساءَلَتْ} {H} إِنْ كانَ حُسْنُ سُلوكِ{H:هِ|ها} سَيُعيدُ كُلَّ شَيْءٍ كَما كانَ.',
    '{H} سأل{H:|ت} {d:نفس|حال|نفس|نفس}{H:ه|ها} إذا كان السلوك الحلو {d:هيرجّع|رح يرجّع|بيرجّع|بيرجّع} كل {d:حاجة زيّ الأوّل|شي متل قبل|شي مثل قبل|شي شرات قبل}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Two homes can both be full of love, {H} thought.',
    'فَكَّرَ{H:|تْ} {H}: قَدْ يَمْتَلِئُ البَيْتانِ كِلاهُما بِالحُبِّ.',
    'فكّر{H:|ت} {H}: {d:البيتين الاتنين ممكن يبقوا مليانين حبّ|البيتين التنين ممكن يكونوا مليانين حبّ|البيتين الثنين ممكن يكونون مليانين حبّ|البيتين الثنين ممكن يكونون مليانين حبّ}.',
  ],
  [
    "It was not {H}'s fault. Grown-up decisions belong to grown-ups.",
    'لَمْ يَكُنْ ذلِكَ ذَنْبَ {H.g}؛ فَقَراراتُ الكِبارِ يَتَّخِذُها الكِبارُ.',
    '{d:ده مكانش ذنب|هيدا ما كان ذنب|هذا ما كان ذنب|هذا ما كان ذنب} {H}؛ {d:قرارات الكبار بياخدوها الكبار|قرارات الكبار بياخدوها الكبار|قرارات الكبار ياخذونها الكبار|قرارات الكبار ياخذونها الكبار}.',
  ],
  [
    '{H} was still sad sometimes, and that was all right; a family can change shape and still be a family.',
    'كانَ{H:|تْ} {H} {H:يَحْزَنُ|تَحْزَنُ} أَحْيانًا، وَلا بَأْسَ في ذلِكَ؛ فَالعائِلَةُ قَدْ يَتَغَيَّرُ شَكْلُها وَتَبْقى عائِلَةً.',
    '{H} {H:كان|كانت} {d.bh}{H:يزعل|تزعل} أحيانًا، {d:وده عادي|وهيدا عادي|وهذا عادي|وهذا عادي}؛ {d:العيلة ممكن شكلها يتغيّر وتفضل عيلة|العيلة ممكن يتغيّر شكلها وتضلّ عيلة|العايلة ممكن يتغيّر شكلها وتظلّ عايلة|العايلة ممكن يتغيّر شكلها وتظلّ عايلة}.',
    '2',
  ],
];

const bedtime: Pool = [
  [
    'Before sleep, {H} whispered goodnight to both homes.',
    'قَبْلَ النَّوْمِ {H:هَمَسَ|هَمَسَتْ} {H} بِتَحِيَّةِ المَساءِ لِلْبَيْتَيْنِ كِلَيْهِما.',
    'قبل النوم {H} {d:وشوش|وشوش|همس|همس}{H:|ت} «تصبحوا على خير» للبيتين.',
  ],
];

const before: Pool = [
  [
    'That afternoon {H} unpacked a small bag, the one that went between the two homes.',
    'في ذلِكَ العَصْرِ {H:أَفْرَغَ|أَفْرَغَتْ} {H} حَقيبَةً صَغيرَةً، هِيَ الَّتي تَنْتَقِلُ مَعَ{H:هُ|ها} بَيْنَ البَيْتَيْنِ.',
    '{d:العصر ده|هالعصر|هالعصر|هالعصر} {H} {H:فضّى|فضّت} شنطة {d.small:f}، {d:اللي بتروح|اللي بتروح|اللي تروح|اللي تروح} مع{H:ه|ها} بين البيتين.',
  ],
];

const morals: Pool = [
  ['Two homes can hold one love.', 'بَيْتانِ يَحْمِلانِ حُبًّا واحِدًا.', 'بيتين وحبّ واحد.'],
  [
    'When a family changes, the love for you does not.',
    'حينَ تَتَغَيَّرُ العائِلَةُ، لا يَتَغَيَّرُ الحُبُّ.',
    '{d:لمّا العيلة تتغيّر، الحبّ ما بيتغيّرش|لمّا العيلة تتغيّر، الحبّ ما بيتغيّر|لمّا العايلة تتغيّر، الحبّ ما يتغيّر|لمّا العايلة تتغيّر، الحبّ ما يتغيّر}.',
  ],
];

const shared = {
  situation: 'family-change',
  gentle: true,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
  morals,
} as const;

/** Mama says it plainly, then they colour a calendar, one colour a home, and pack the bag that travels. */
const calendar: SituationPlot = {
  ...shared,
  key: 'family-change/calendar-and-bag',
  titles: [
    ['{H} Has Two Homes', 'بَيْتا {H.g}', '{d:بيتين|بيتين|بيتين|بيتين} {H}'],
    ['One Love, Two Homes', 'حُبٌّ واحِدٌ وَبَيْتانِ', 'حبّ واحد وبيتين'],
  ],
  help: [
    [
      'Mama came and sat down beside {H}. "You have two homes now," she said gently. "It is not because of anything you did. We both love you, and that will never change."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِرِفْقٍ: «صارَ لَ{H:كَ|كِ} الآنَ بَيْتانِ، وَهذا لَيْسَ بِسَبَبِ{H:كَ|كِ}. كِلانا يُحِبُّ{H:كَ|كِ}، وَهذا لَنْ يَتَغَيَّرَ أَبَدًا».',
      '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d.you:H} {d:بقى عندك|صار عندك|صار عندك|صار عندك} بيتين {d:دلوقتي|هلّق|الحين|الحين}، {d:وده مش بسببك خالص|وهيدا مش بسببك أبدًا|وهذا مو بسببك أبد|وهذا مب بسببك أبد}. {d:إحنا الاتنين بنحبّك|نحنا التنين منحبّك|حنّا الثنين نحبّك|إحنا الثنين نحبّك}، {d:وده عمره ما هيتغيّر|وهيدا عمرو ما رح يتغيّر|وهذا ما بيتغيّر أبد|وهذا ما بيتغيّر أبد}».',
    ],
  ],
  together: [
    [
      'Together they coloured the calendar, one colour for each home, so {H} would always know where the next night would be.',
      '{H:لَوَّنا|لَوَّنَتا} التَّقْويمَ مَعًا، لَوْنًا لِكُلِّ بَيْتٍ، لِكَيْ {H:يَعْرِفَ|تَعْرِفَ} {H} دائِمًا أَيْنَ {H:سَيَنامُ|سَتَنامُ} في اللَّيْلَةِ القادِمَةِ.',
      'لوّنوا {d:النتيجة|الروزنامة|التقويم|التقويم} سوا، لون لكل بيت، {d.sothat} {H} {H:يعرف|تعرف} {d:دايمًا|دايمًا|دايم|دايم} {d:ه|رح |ب|ب}{H:ينام|تنام} {d:فين|وين|وين|وين} الليلة {d:الجاية|الجايي|الجاية|الجاية}.',
    ],
    [
      'Then they packed a small bag that would travel with {H}: pyjamas, a toothbrush and the old teddy.',
      'ثُمَّ {H:جَهَّزا|جَهَّزَتا} حَقيبَةً صَغيرَةً تَنْتَقِلُ مَعَ{H:هُ|ها}: مَلابِسَ النَّوْمِ، وَفُرْشاةَ الأَسْنانِ، وَالدُّبَّ القَديمَ.',
      'وبعدين {d:جهّزوا|حضّروا|جهّزوا|جهّزوا} شنطة {d.small:f} {d:تروح|تروح|تروح|تروح} مع{H:ه|ها}: {d:البيجاما|البيجاما|البجامة|البجامة}، و{d:فرشة السنان|فرشاية السنان|فرشة الأسنان|فرشة الأسنان}، والدبدوب القديم.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} looked at the coloured calendar and the little bag. Two homes, and love waiting in both.',
      'نَظَرَ{H:|تْ} {H} إِلى التَّقْويمِ المُلَوَّنِ وَالحَقيبَةِ الصَّغيرَةِ: بَيْتانِ، وَفي كُلٍّ مِنْهُما حُبٌّ يَنْتَظِرُ.',
      '{H} {d.looked:H} على {d:النتيجة المتلوّنة|الروزنامة الملوّنة|التقويم الملوّن|التقويم الملوّن} والشنطة {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة}: بيتين، وفي كل واحد {d:فيهم|منّن|منهم|منهم} حبّ {d:مستنّي|ناطر|ينتظر|ينتظر}.',
    ],
    [
      'Mama held {H} close. "Both homes are yours," she whispered. "And we both love you."',
      'ضَمَّتْ أُمُّ{H:هُ|ها} {H.a} إِلَيْها، وَهَمَسَتْ: «البَيْتانِ كِلاهُما لَ{H:كَ|كِ}، وَكِلانا يُحِبُّ{H:كَ|كِ}».',
      '{d.mom} {d:حضنت|ضمّت|ضمّت|ضمّت} {H}، و{d:وشوشت|وشوشت|همست|همست}: «البيتين {d:بتوعك|إلك|لك|لك}، {d:وإحنا الاتنين بنحبّك|ونحنا التنين منحبّك|وحنّا الثنين نحبّك|وإحنا الثنين نحبّك}».',
      '2',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit close beside Mama, who holds a calendar',
    together: 'colour a calendar and pack a small bag with Mama',
    resolution: 'hug Mama beside a small packed bag and a coloured calendar',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'calendar', where: 'held' }],
    together: [
      { kind: 'calendar', where: 'table' },
      { kind: 'suitcase', where: 'ground' },
    ],
    resolution: [
      { kind: 'suitcase', where: 'ground' },
      { kind: 'calendar', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'bedroom',
  },
};

/** Baba brings two photos: one by the bed in each home, so the child sees both parents from both beds. */
const photos: SituationPlot = {
  ...shared,
  key: 'family-change/two-photos',
  titles: [
    ['A Photo by Each Bed', 'صورَةٌ بِجانِبِ كُلِّ سَريرٍ', 'صورة جنب كل سرير'],
    ['Both Homes Are Yours', 'البَيْتانِ لَ{H:كَ|كِ}', 'البيتين {d:بتوعك|إلك|لك|لك}'],
  ],
  help: [
    [
      'Baba came and sat down beside {H} with two photos. "You have two homes now," he said softly. "It is not your fault. Shall we put a photo by your bed in each home, so you can see both of us from both beds?"',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ صورَتانِ، وَقالَ لَ{H:هُ|ها} بِهُدوءٍ: «صارَ لَ{H:كَ|كِ} الآنَ بَيْتانِ، وَهذا لَيْسَ ذَنْبَ{H:كَ|كِ}. ما رَأْيُ{H:كَ|كِ} أَنْ نَضَعَ صورَةً بِجانِبِ سَريرِ{H:كَ|كِ} في كُلِّ بَيْتٍ، {H:لِتَرانا|لِتَرَيْنا} مِنْ كِلا السَّريرَيْنِ؟»',
      '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه|ومعو|ومعه|وويّاه} صورتين، وقال بهدوء: «{d.you:H} {d:بقى عندك|صار عندك|صار عندك|صار عندك} بيتين {d:دلوقتي|هلّق|الحين|الحين}، {d:وده مش ذنبك|وهيدا مش ذنبك|وهذا مو ذنبك|وهذا مب ذنبك}. {d:إيه رأيك نحطّ|شو رأيك نحطّ|وش رايك نحطّ|شو رايك نحطّ} صورة جنب سريرك في كل بيت، {d.sothat} {H:تشوفنا|تشوفينا} من {d:السريرين|التختين|السريرين|السريرين}؟»',
    ],
  ],
  together: [
    [
      'They chose a photo of {H} with Mama and one of {H} with Baba, so both would be close in each home.',
      'اخْتارا صورَةً لِ{H.g} مَعَ أُمِّ{H:هِ|ها}، وَصورَةً مَعَ أَبي{H:هِ|ها}، لِيَكونَ الاثْنانِ قَريبَيْنِ في كُلِّ بَيْتٍ.',
      'اختاروا صورة ل{H} مع ماما، وصورة مع بابا، {d.sothat} {d:الاتنين يبقوا قريّبين|التنين يكونوا قراب|الثنين يكونون قريبين|الثنين يكونون قريبين} في كل بيت.',
    ],
    [
      '{H} put the photo by the bed and touched it gently.',
      'وَضَعَ{H:|تْ} {H} الصّورَةَ بِجانِبِ السَّريرِ، {H:وَلَمَسَها|وَلَمَسَتْها} بِرِفْقٍ.',
      '{H} حطّ{H:|ت} الصورة جنب السرير، ولمس{H:|ت}ها {d:بالراحة|عمهل|بشويش|بشويش}.',
      'p',
    ],
  ],
  resolution: [
    [
      'From the bed, {H} could see the photo: two homes, and both of them full of love.',
      'مِنَ السَّريرِ {H:رَأى|رَأَتْ} {H} الصّورَةَ: بَيْتانِ، وَكِلاهُما مَليءٌ بِالحُبِّ.',
      'من على السرير، {H} {d:شاف|شاف|شاف|شاف}{H:|ت} الصورة: بيتين، {d:والاتنين مليانين حبّ|والتنين مليانين حبّ|والثنين مليانين حبّ|والثنين مليانين حبّ}.',
    ],
    [
      'Baba kissed {H} goodnight. "We both love you," he said. "In this home and in that one."',
      'قَبَّلَ أَبو{H:هُ|ها} {H.a} قُبْلَةَ المَساءِ، وَقالَ: «أَنا وَأُمُّ{H:كَ|كِ} كِلانا يُحِبُّ{H:كَ|كِ}؛ في هذا البَيْتِ وَفي ذاكَ».',
      '{d.dad} باس {H}، وقال: «{d:إحنا الاتنين بنحبّك|نحنا التنين منحبّك|حنّا الثنين نحبّك|إحنا الثنين نحبّك}؛ {d:في البيت ده وفي التاني|بهالبيت وبالتاني|في هالبيت وفي الثاني|في هالبيت وفي الثاني}».',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit beside Baba, who holds two family photos',
    together: 'choose family photos with Baba',
    resolution: 'lie in bed, looking at a family photo on the bedside table',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'photo', where: 'held' }],
    resolution: [{ kind: 'photo', where: 'table' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** In the newer home Baba and the child make a corner of the child's own: a night light, a drawing, the teddy. */
const corner: SituationPlot = {
  ...shared,
  key: 'family-change/own-corner',
  titles: [
    ['A Corner of My Own', 'رُكْني الخاصُّ', '{d:الركن بتاعي|زاويتي|زاويتي|زاويتي}'],
    ['Two Homes, One Teddy', 'بَيْتانِ وَدُبٌّ واحِدٌ', 'بيتين ودبدوب واحد'],
  ],
  help: [
    [
      'Baba came and sat down beside {H} in the new room. "This is your home too," he said softly. "You have two homes now, and each one should have a corner that is yours. Shall we make this one together?"',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} في الغُرْفَةِ الجَديدَةِ، وَقالَ بِهُدوءٍ: «هذا بَيْتُ{H:كَ|كِ} أَيْضًا. صارَ لَ{H:كَ|كِ} بَيْتانِ، وَفي كُلٍّ مِنْهُما رُكْنٌ لَ{H:كَ|كِ}. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ هذا الرُّكْنَ مَعًا؟»',
      '{d.dad} {d.came:m} وقعد جنب {H} في {d:الأوضة الجديدة|الغرفة الجديدة|الغرفة الجديدة|الحجرة الجديدة}، وقال بهدوء: «{d:ده بيتك|هيدا بيتك|هذا بيتك|هذا بيتك} {d.also}. {d.you:H} {d:بقى عندك|صار عندك|صار عندك|صار عندك} بيتين، وفي كل واحد {d:ركن بتاعك|زاوية إلك|زاوية لك|زاوية لك}. {d:إيه رأيك نعمل الركن ده|شو رأيك نعمل هالزاوية|وش رايك نسوّي هالزاوية|شو رايك نسوّي هالزاوية} سوا؟»',
    ],
  ],
  together: [
    [
      '{H} chose where the little night light would go, and Baba plugged it in beside the bed.',
      '{H:اخْتارَ|اخْتارَتْ} {H} مَكانَ مِصْباحِ اللَّيْلِ الصَّغيرِ، فَوَصَلَهُ أَبو{H:هُ|ها} بِالكَهْرَباءِ بِجانِبِ السَّريرِ.',
      '{H} اختار{H:|ت} مكان {d:اللمبة الصغيّرة|الضو الزغير|النور الصغير|الليت الصغير}، و{d.dad} {d:ركّبها|ركّبو|ركّبه|ركّبه} جنب السرير.',
    ],
    [
      "Then they hung {H}'s drawing on the wall and put the old teddy on the pillow, the same teddy that slept in the other home too.",
      'ثُمَّ عَلَّقا رَسْمَةَ {H.g} عَلى الحائِطِ، وَوَضَعا الدُّبَّ القَديمَ عَلى الوِسادَةِ؛ الدُّبَّ نَفْسَهُ الَّذي يَنامُ مَعَ{H:هُ|ها} في البَيْتِ الآخَرِ.',
      'وبعدين علّقوا رسمة {H} على {d:الحيطة|الحيط|الجدار|الجدار}، وحطّوا الدبدوب القديم على المخدّة؛ نفس الدبدوب اللي {d.bh}ينام مع{H:ه|ها} في البيت {d:التاني|التاني|الثاني|الثاني}.',
      '2',
    ],
  ],
  resolution: [
    [
      "When the night light glowed, the new room felt a little more like {H}'s own. Two homes, and a corner in each.",
      'وَحينَ تَوَهَّجَ مِصْباحُ اللَّيْلِ، صارَتِ الغُرْفَةُ الجَديدَةُ أَقْرَبَ إِلى قَلْبِ {H.g}: بَيْتانِ، وَفي كُلٍّ مِنْهُما رُكْنٌ لَ{H:هُ|ها}.',
      'ولمّا {d:اللمبة الصغيّرة نوّرت، الأوضة الجديدة بقت أقرب لقلب|الضو الزغير ضوّى، الغرفة الجديدة صارت أقرب لقلب|النور الصغير نوّر، الغرفة الجديدة صارت أقرب لقلب|الليت الصغير نوّر، الحجرة الجديدة صارت أقرب لقلب} {H}: بيتين، وفي كل واحد {d:ركن بتاع|زاوية إل|زاوية ل|زاوية ل}{H:ه|ها}.',
    ],
    [
      'Baba sat on the edge of the bed until {H} grew sleepy. "We both love you," he said. "In this home and in the other."',
      'جَلَسَ أَبو{H:هُ|ها} عَلى طَرَفِ السَّريرِ حَتّى {H:نَعِسَ|نَعِسَتْ} {H}، وَقالَ: «أَنا وَأُمُّ{H:كَ|كِ} كِلانا يُحِبُّ{H:كَ|كِ}، في هذا البَيْتِ وَفي الآخَرِ».',
      '{d.dad} قعد على طرف السرير {d:لحدّ ما|لحتّى|لين|لين} {H} نعس{H:|ت}، وقال: «{d:إحنا الاتنين بنحبّك|نحنا التنين منحبّك|حنّا الثنين نحبّك|إحنا الثنين نحبّك}، {d:في البيت ده وفي التاني|بهالبيت وبالتاني|في هالبيت وفي الثاني|في هالبيت وفي الثاني}».',
      '2',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit with Baba in a new bedroom, half unpacked',
    together: 'choose a place for a little night light beside Baba',
    resolution: 'lie in bed in the new room, under the glow of a night light',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'moving-boxes', where: 'ground' }],
    together: [
      { kind: 'night-light', where: 'table' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [{ kind: 'night-light', where: 'table' }, { kind: 'teddy' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Grandma gives a notebook that travels between the two homes; in each, a parent writes a line. */
const notebook: SituationPlot = {
  ...shared,
  key: 'family-change/travelling-notebook',
  morals: [
    [
      'Love can travel between two homes.',
      'الحُبُّ يَنْتَقِلُ بَيْنَ بَيْتَيْنِ.',
      '{d:الحبّ بيروح ويجي بين بيتين|الحبّ بيروح وبيجي بين بيتين|الحبّ يروح ويجي بين بيتين|الحبّ يروح ويرد بين بيتين}.',
    ],
    [
      'Words of love mean the same in every home.',
      'كَلِماتُ الحُبِّ لَها المَعْنى نَفْسُهُ في كُلِّ بَيْتٍ.',
      '{d:كلام الحبّ معناه واحد في كل بيت|كلام الحبّ معناه واحد بكل بيت|كلام الحبّ معناه واحد في كل بيت|كلام الحبّ معناه واحد في كل بيت}.',
    ],
  ],
  titles: [
    ['The Notebook Between Two Homes', 'دَفْتَرٌ بَيْنَ بَيْتَيْنِ', '{d:كشكول|دفتر|دفتر|دفتر} بين بيتين'],
    ['One Notebook, One Love', 'دَفْتَرٌ واحِدٌ وَحُبٌّ واحِدٌ', '{d:كشكول|دفتر|دفتر|دفتر} واحد وحبّ واحد'],
  ],
  help: [
    [
      'Grandma came with a small notebook with a blue cover. "This will travel with you between your two homes," she said gently. "In each home, a parent will write you a line. They both love you, and now you can carry it with you."',
      'جاءَتْ جَدَّتُ{H:هُ|ها} بِدَفْتَرٍ صَغيرٍ غِلافُهُ أَزْرَقُ، وَقالَتْ بِرِفْقٍ: «صارَ لَ{H:كَ|كِ} بَيْتانِ، وَهذا الدَّفْتَرُ سَيَنْتَقِلُ مَعَ{H:كَ|كِ} بَيْنَهُما. في كُلِّ بَيْتٍ يَكْتُبُ لَ{H:كَ|كِ} أَحَدُ والِدَيْ{H:كَ|كِ} سَطْرًا. كِلاهُما يُحِبُّ{H:كَ|كِ}، وَهذا الدَّفْتَرُ يَحْمِلُ حُبَّهُما مَعَ{H:كَ|كِ}».',
      '{d:تيتة جت|تيتا إجت|الجدّة جات|اليدّة يات} {d:ومعاها كشكول صغيّر جلدته زرقا|ومعها دفتر زغير جلدتو زرقا|ومعها دفتر صغير غلافه أزرق|وويّاها دفتر صغير غلافه أزرق}، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:الكشكول ده هيروح معاك بين البيتين|هالدفتر رح يروح معك بين البيتين|هالدفتر بيروح معك بين البيتين|هالدفتر بيروح ويّاك بين البيتين}. {d:في كل بيت، واحد منهم هيكتب لك سطر|بكل بيت، واحد منّن رح يكتبلك سطر|في كل بيت، واحد منهم بيكتب لك سطر|في كل بيت، واحد منهم بيكتب لك سطر}. {d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}، {d:والكشكول ده شايل حبّهم|وهالدفتر حامل حبّن|وهالدفتر شايل حبّهم|وهالدفتر شايل حبّهم}».',
    ],
    [
      'Grandma handed {H} a small blue notebook. "You have two homes now, and this will travel between them," she said. "In each home, someone will write you a line. Both love you."',
      'ناوَلَتْ جَدَّتُ{H:هُ|ها} {H.a} دَفْتَرًا أَزْرَقَ صَغيرًا، وَقالَتْ: «صارَ لَ{H:كَ|كِ} بَيْتانِ، وَهذا الدَّفْتَرُ يَتَنَقَّلُ بَيْنَهُما. في كُلِّ بَيْتٍ سَيُكْتَبُ لَ{H:كَ|كِ} سَطْرٌ؛ فَكِلاهُما يُحِبُّ{H:كَ|كِ}».',
      '{d:تيتة|تيتا|الجدّة|اليدّة} {d.gave:f} {H} {d:كشكول أزرق صغيّر|دفتر أزرق زغير|دفتر أزرق صغير|دفتر أزرق صغير}، وقالت: «{d.you:H} {d:بقى عندك|صار عندك|صار عندك|صار عندك} بيتين، {d:والكشكول ده هيروح ويجي بينهم. في كل بيت هيتكتب لك سطر؛ الاتنين بيحبّوك|وهالدفتر رح يروح ويجي بيناتن. بكل بيت رح ينكتبلك سطر؛ التنين بيحبّوك|وهالدفتر بيروح ويجي بينهم. في كل بيت بينكتب لك سطر؛ الثنين يحبّونك|وهالدفتر بيروح ويرد بينهم. في كل بيت بينكتب لك سطر؛ الثنين يحبّونك}».',
    ],
  ],
  together: [
    [
      "Together they wrote {H}'s name on the cover and drew two little houses with a path between them.",
      '{H:كَتَبا|كَتَبَتا} اسْمَ {H.g} عَلى الغِلافِ، {H:وَرَسَما|وَرَسَمَتا} بَيْتَيْنِ صَغيرَيْنِ بَيْنَهُما طَريقٌ.',
      '{d:كتبوا|كتبوا|كتبوا|كتبوا} اسم {H} على {d:الجلدة|الجلدة|الغلاف|الغلاف}، ورسموا بيتين {d:صغيّرين|زغار|صغار|صغار} {d:وبينهم سكّة|وبيناتن طريق|وبينهم طريق|وبينهم طريق}.',
    ],
    [
      'Grandma showed {H} the empty pages at the back. "These are yours," she said. "Write anything there: a worry, a question, a wish. Whoever reads it will answer."',
      'وَأَرَتْ جَدَّتُ{H:هُ|ها} {H.a} الصَّفَحاتِ الفارِغَةَ في آخِرِ الدَّفْتَرِ، وَقالَتْ: «هذِهِ لَ{H:كَ|كِ}؛ {H:اكْتُبْ|اكْتُبي} فيها ما {H:تَشاءُ|تَشائينَ}: قَلَقًا، أَوْ سُؤالًا، أَوْ أُمْنِيَةً، وَمَنْ يَقْرَؤُها سَيُجيبُ».',
      '{d:تيتة|تيتا|الجدّة|اليدّة} {d.showed:f} {H} الصفحات {d:الفاضية اللي في الآخر|الفاضية يلّي بالآخر|الفاضية اللي في الآخر|الفاضية اللي في الآخر}، وقالت: «{d:دي ليك|هيدي إلك|هذي لك|هذي لك}؛ {d:اكتب|اكتب|اكتب|اكتب}{H:|ي} فيها {d:أيّ حاجة|أيّ شي|أيّ شي|أيّ شي}: {d:حاجة مقلقاك|شي مقلقك|شي يقلقك|شي يقلقك}، أو سؤال، أو أمنية، {d:واللي هيقراها هيردّ|ويلّي بيقراها رح يردّ|واللي يقراها بيردّ|واللي يقراها بيردّ}».',
      '2p',
    ],
  ],
  resolution: [
    [
      'In the other home, {H} opened the notebook. A new line said: "We both love you." Two homes, one notebook.',
      'في البَيْتِ الآخَرِ {H:فَتَحَ|فَتَحَتْ} {H} الدَّفْتَرَ، {H:فَوَجَدَ|فَوَجَدَتْ} سَطْرًا جَديدًا: «كِلانا يُحِبُّ{H:كَ|كِ}». بَيْتانِ، وَدَفْتَرٌ واحِدٌ.',
      'في البيت {d:التاني|التاني|الثاني|الثاني} {H} فتح{H:|ت} {d:الكشكول|الدفتر|الدفتر|الدفتر}، و{d.found:H} سطر جديد: «{d:إحنا الاتنين بنحبّك|نحنا التنين منحبّك|حنّا الثنين نحبّك|إحنا الثنين نحبّك}». بيتين، و{d:كشكول|دفتر|دفتر|دفتر} واحد.',
    ],
    [
      'Under it, {H} wrote in clear letters, "I love you both too," and drew the little path between the two houses once more.',
      'وَتَحْتَهُ {H:كَتَبَ|كَتَبَتْ} {H} بِحُروفٍ واضِحَةٍ: «وَأَنا أُحِبُّكُما أَيْضًا»، {H:وَرَسَمَ|وَرَسَمَتْ} مِنْ جَديدٍ الطَّريقَ الصَّغيرَ بَيْنَ البَيْتَيْنِ.',
      'وتحته {H} {H:كتب|كتبت} بحروف واضحة: «{d:وأنا كمان بحبّكم|وأنا كمان بحبّكن|وأنا بعد أحبّكم|وأنا بعد أحبّكم}»، ورسم{H:|ت} {d:السكّة الصغيّرة|الطريق الزغير|الطريق الصغير|الطريق الصغير} بين البيتين {d:تاني|مرّة تانية|مرّة ثانية|مرّة ثانية}.',
      '2p',
    ],
    [
      '{H} knew the notebook could not turn two homes back into one. But it could carry words between them, and the words all said the same thing: both love you, in each home, on every page.',
      '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ الدَّفْتَرَ لَنْ يَجْعَلَ البَيْتَيْنِ بَيْتًا واحِدًا، لكِنَّهُ يَحْمِلُ الكَلِماتِ بَيْنَهُما، وَكُلُّها تَقولُ الشَّيْءَ نَفْسَهُ: كِلاهُما يُحِبُّ{H:كَ|كِ}، في كُلِّ بَيْتٍ، وَعَلى كُلِّ صَفْحَةٍ.',
      '{H} {H:كان|كانت} {d:عارف|عارف|داري|داري}{H:|ة} إنّ {d:الكشكول مش هيخلّي البيتين بيت واحد|الدفتر ما رح يخلّي البيتين بيت واحد|الدفتر ما بيخلّي البيتين بيت واحد|الدفتر ما بيخلّي البيتين بيت واحد}، بس {d:بيشيل الكلام بينهم، وكلّه بيقول نفس الحاجة|بيحمل الحكي بيناتن، وكلّو بيقول نفس الشي|يشيل الكلام بينهم، وكلّه يقول نفس الشي|يشيل الكلام بينهم، وكلّه يقول نفس الشي}: {d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}، في كل بيت، وعلى كل صفحة.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit close beside Grandma, who holds a small blue notebook',
    together: 'draw two little houses on a notebook cover beside Grandma',
    resolution: 'sit on a bed in the other home, reading a line in a small blue notebook',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'table' }],
    resolution: [{ kind: 'book', where: 'held' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'bedroom',
  },
};

/** The teacher reads a picture book about a little bird with a nest in each of two trees. */
const twoNests: SituationPlot = {
  ...shared,
  key: 'family-change/bird-with-two-nests',
  morals: [
    [
      'Many children have two homes, and love in both.',
      'أَطْفالٌ كَثيرونَ لَهُمْ بَيْتانِ، وَفي كِلَيْهِما حُبٌّ.',
      '{d:عيال كتير عندهم بيتين، وفي الاتنين حبّ|ولاد كتير عندن بيتين، وبالتنين في حبّ|عيال واجد عندهم بيتين، وفي الثنين حبّ|يهال وايد عندهم بيتين، وفي الثنين حبّ}.',
    ],
    [
      "A change in the family is never a child's fault.",
      'تَغَيُّرُ العائِلَةِ لَيْسَ ذَنْبَ الطِّفْلِ أَبَدًا.',
      '{d:تغيير العيلة عمره ما يكون ذنب العيّل|تغيير العيلة عمرو ما بيكون ذنب الولد|تغيّر العايلة ما يكون ذنب البزر أبد|تغيّر العايلة ما يكون ذنب الياهل أبد}.',
    ],
  ],
  titles: [
    [
      'The Bird with Two Nests',
      'العُصْفورُ صاحِبُ العُشَّيْنِ',
      '{d:العصفورة اللي عندها عشّين|العصفورة يلّي عندا عشّين|العصفورة اللي عندها عشّين|العصفورة اللي عندها عشّين}',
    ],
    [
      'Two Trees, One Little Bird',
      'شَجَرَتانِ وَعُصْفورٌ صَغيرٌ',
      '{d:شجرتين وعصفورة صغيّرة|شجرتين وعصفورة زغيرة|شجرتين وعصفورة صغيرة|شجرتين وعصفورة صغيرة}',
    ],
  ],
  help: [
    [
      'At school, the teacher noticed {H} sitting quietly and brought a picture book to {H.his} desk. "This is about a little bird with two nests, in two trees," she said gently. "Many children have two homes. Shall we read it together?"',
      'في المَدْرَسَةِ لاحَظَتِ المُعَلِّمَةُ أَنَّ {H.a} {H:جالِسٌ|جالِسَةٌ} بِصَمْتٍ، فَأَحْضَرَتْ كِتابًا مُصَوَّرًا إِلى طاوِلَتِ{H:هِ|ها}، وَقالَتْ بِرِفْقٍ: «هذا كِتابٌ عَنْ عُصْفورٍ صَغيرٍ لَهُ عُشّانِ في شَجَرَتَيْنِ. أَطْفالٌ كَثيرونَ صارَ لَهُمْ بَيْتانِ. هَلْ نَقْرَؤُهُ مَعًا؟»',
      '{d:في المدرسة المِس|بالمدرسة المعلّمة|في المدرسة الأبلة|في المدرسة المعلّمة} لاحظت إنّ {H} {d:قاعد|قاعد|قاعد|قاعد}{H:|ة} {d:ساكت|ساكت|ساكت|ساكت}{H:|ة}، {d:فجابت|فجابت|فجابت|فيابت} كتاب صور {d:لحدّ|لعند|عند|عند} {d:التختة بتاعت|طاولت|طاولت|طاولت}{H:ه|ها}، وقالت {d:بالراحة|عمهل|بشويش|بشويش}: «{d:الكتاب ده عن عصفورة صغيّرة ليها عشّين في شجرتين|هالكتاب عن عصفورة زغيرة إلها عشّين بشجرتين|هالكتاب عن عصفورة صغيرة لها عشّين في شجرتين|هالكتاب عن عصفورة صغيرة لها عشّين في شجرتين}. {d:عيال كتير بقى عندهم بيتين|ولاد كتير صار عندن بيتين|عيال واجد صار عندهم بيتين|يهال وايد صار عندهم بيتين}. {d:نقراه سوا؟|منقراه سوا؟|نقراه سوا؟|نقراه سوا؟}»',
    ],
    [
      'At school, the teacher sat down beside {H} with a picture book. "This little bird has two nests, in two trees," she said softly. "Lots of children have two homes. Shall we read it?"',
      'في المَدْرَسَةِ جَلَسَتِ المُعَلِّمَةُ بِجانِبِ {H.g} وَمَعَها كِتابٌ مُصَوَّرٌ، وَقالَتْ بِهُدوءٍ: «لِهذا العُصْفورِ الصَّغيرِ عُشّانِ في شَجَرَتَيْنِ. أَطْفالٌ كَثيرونَ لَهُمْ بَيْتانِ. هَلْ نَقْرَأُ الحِكايَةَ؟»',
      '{d:في المدرسة المِس قعدت|بالمدرسة المعلّمة قعدت|في المدرسة الأبلة قعدت|في المدرسة المعلّمة يلست} جنب {H} {d:ومعاها|ومعها|ومعها|وويّاها} كتاب صور، وقالت بهدوء: «{d:العصفورة الصغيّرة دي ليها عشّين في شجرتين. عيال كتير عندهم بيتين. نقرا الحكاية؟|هالعصفورة الزغيرة إلها عشّين بشجرتين. ولاد كتير عندن بيتين. منقرا الحكاية؟|هالعصفورة الصغيرة لها عشّين في شجرتين. عيال واجد عندهم بيتين. نقرا القصّة؟|هالعصفورة الصغيرة لها عشّين في شجرتين. يهال وايد عندهم بيتين. نقرا القصّة؟}»',
    ],
  ],
  together: [
    [
      'They read it slowly. The little bird had a nest in one tree and a nest in the other, and in each tree a bird who loved it.',
      '{H:قَرَآهُ|قَرَأَتاهُ} بِبُطْءٍ. كانَ لِلْعُصْفورِ الصَّغيرِ عُشٌّ في شَجَرَةٍ، وَعُشٌّ في الشَّجَرَةِ الأُخْرى، وَفي كُلِّ شَجَرَةٍ طائِرٌ يُحِبُّهُ.',
      '{d:قروه|قروه|قروه|قروه} {d:بالراحة|عمهل|بشويش|بشويش}. {d:العصفورة الصغيّرة كان ليها|العصفورة الزغيرة كان إلها|العصفورة الصغيرة كان لها|العصفورة الصغيرة كان لها} عشّ في شجرة، وعشّ في الشجرة {d:التانية|التانية|الثانية|الثانية}، وفي كل شجرة {d:عصفور بيحبّها|عصفور بيحبّا|عصفور يحبّها|عصفور يحبّها}.',
    ],
    [
      'Then the teacher gave {H} paper, and {H} drew two trees, two nests and one little bird flying between them.',
      'ثُمَّ أَعْطَتِ المُعَلِّمَةُ {H.a} وَرَقَةً، {H:فَرَسَمَ|فَرَسَمَتْ} شَجَرَتَيْنِ وَعُشَّيْنِ، وَعُصْفورًا صَغيرًا واحِدًا يَطيرُ بَيْنَهُما.',
      'وبعدين {d:المِس|المعلّمة|الأبلة|المعلّمة} {d.gave:f} {H} ورقة، و{H} رسم{H:|ت} {d:شجرتين وعشّين، وعصفورة صغيّرة واحدة طايرة بينهم|شجرتين وعشّين، وعصفورة زغيرة وحدة طايرة بيناتن|شجرتين وعشّين، وعصفورة صغيرة وحدة طايرة بينهم|شجرتين وعشّين، وعصفورة صغيرة وحدة طايرة بينهم}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'The teacher pinned {H}\'s drawing of the two trees on the wall. "Two homes," she said softly, "and both love you, like the two trees."',
      'عَلَّقَتِ المُعَلِّمَةُ رَسْمَةَ {H.g} لِلشَّجَرَتَيْنِ عَلى الحائِطِ، وَقالَتْ بِهُدوءٍ: «بَيْتانِ، وَكِلاهُما يُحِبُّ{H:كَ|كِ}، مِثْلَ الشَّجَرَتَيْنِ».',
      '{d:المِس|المعلّمة|الأبلة|المعلّمة} علّقت رسمة {H} {d:بتاعة|تبع|حقّت|مال} الشجرتين على {d:الحيطة|الحيط|الجدار|الجدار}، وقالت بهدوء: «بيتين، و{d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}، {d.like} الشجرتين».',
    ],
    [
      'That evening {H} told the story of the little bird at home, and the worried feeling in {H.his} chest grew a little quieter.',
      'وَفي المَساءِ {H:حَكى|حَكَتْ} {H} في البَيْتِ حِكايَةَ العُصْفورِ الصَّغيرِ، فَهَدَأَ القَلَقُ في صَدْرِ{H:هِ|ها} قَليلًا.',
      'وبالليل {H} {H:حكى|حكت} في البيت {d:حكاية العصفورة الصغيّرة|قصّة العصفورة الزغيرة|قصّة العصفورة الصغيرة|قصّة العصفورة الصغيرة}، {d:والقلق اللي في صدر|والقلق يلّي بصدر|والقلق اللي في صدر|والقلق اللي في صدر}{H:ه|ها} {d:هدي شوية|هدي شوي|هدا شوي|هدا شوي}.',
      '2',
    ],
    [
      '{H} knew a story could not make the sadness vanish. But it was something to hold on to: many children had two homes, the change was not {H.his} fault, and what the teacher had said was true in each of them: both love you.',
      '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ الحِكايَةَ لا تُزيلُ الحُزْنَ، لكِنَّها شَيْءٌ يُتَمَسَّكُ بِهِ: أَطْفالٌ كَثيرونَ صارَ لَهُمْ بَيْتانِ، وَما حَدَثَ لَيْسَ ذَنْبَ{H:هُ|ها}، وَكَلِمَةُ المُعَلِّمَةِ صادِقَةٌ في البَيْتَيْنِ: كِلاهُما يُحِبُّ{H:كَ|كِ}.',
      '{H} {H:كان|كانت} {d:عارف|عارف|داري|داري}{H:|ة} إنّ الحكاية {d:مش هتشيل الزعل|ما رح تشيل الزعل|ما بتشيل الحزن|ما بتشيل الحزن}، بس {d:هي حاجة يتمسّك بيها|هيّي شي بيتمسّك فيه|هي شي يتمسّك فيه|هي شي يتمسّك فيه}: {d:عيال كتير بقى عندهم بيتين|ولاد كتير صار عندن بيتين|عيال واجد صار عندهم بيتين|يهال وايد صار عندهم بيتين}، و{d:اللي حصل|يلّي صار|اللي صار|اللي صار} {d:مش ذنب|مش ذنب|مو ذنب|مب ذنب}{H:ه|ها}، وكلام {d:المِس|المعلّمة|الأبلة|المعلّمة} {d:صح في البيتين|صحيح بالبيتين|صحيح في البيتين|صحيح في البيتين}: {d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit quietly at a classroom desk as the teacher brings a picture book',
    together: 'read a picture book about a little bird beside the teacher',
    resolution: 'look at a drawing of two trees and two nests beside the teacher',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [
      { kind: 'book', where: 'table' },
      { kind: 'drawing', where: 'table' },
    ],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'classroom',
    together: 'classroom',
    resolution: 'classroom',
  },
};

/** Grandpa brings two pots of basil, exactly alike: one for a window in each home. */
const basil: SituationPlot = {
  ...shared,
  key: 'family-change/basil-in-two-windows',
  morals: [
    [
      'What is loved can grow in two homes.',
      'ما نُحِبُّهُ يَسْتَطيعُ أَنْ يَكْبُرَ في بَيْتَيْنِ.',
      '{d:اللي بنحبّه يقدر يكبر في بيتين|يلّي منحبّو فيه يكبر ببيتين|اللي نحبّه يقدر يكبر في بيتين|اللي نحبّه يقدر يكبر في بيتين}.',
    ],
    [
      'Two windows and one sun; two homes and one love.',
      'نافِذَتانِ وَشَمْسٌ واحِدَةٌ، بَيْتانِ وَحُبٌّ واحِدٌ.',
      '{d:شبّاكين وشمس واحدة، بيتين وحبّ واحد|شبّاكين وشمس وحدة، بيتين وحبّ واحد|دريشتين وشمس وحدة، بيتين وحبّ واحد|دريشتين وشمس وحدة، بيتين وحبّ واحد}.',
    ],
  ],
  titles: [
    [
      'Basil in Two Windows',
      'رَيْحانٌ في نافِذَتَيْنِ',
      '{d:ريحان في شبّاكين|حبق بشبّاكين|ريحان في دريشتين|ريحان في دريشتين}',
    ],
    ["Grandpa's Two Pots", 'أُصيصا الجَدِّ', '{d:قصريّتين جدّو|قصريّتين جدّو|مركنين الجدّ|مركنين اليدّ}'],
  ],
  help: [
    [
      'Grandpa came with two small pots of basil, exactly alike. "You have two homes now," he said gently. "One plant for a window in each. It will grow here and there, and so does love: both love you, in both homes."',
      'جاءَ جَدُّ{H:هُ|ها} بِأُصيصَيْنِ صَغيرَيْنِ مِنَ الرَّيْحانِ، مُتَشابِهَيْنِ تَمامًا، وَقالَ بِرِفْقٍ: «صارَ لَ{H:كَ|كِ} بَيْتانِ: نَبْتَةٌ لِنافِذَةٍ في كُلٍّ مِنْهُما، تَكْبُرُ هُنا وَهُناكَ. وَالحُبُّ كَذلِكَ: كِلاهُما يُحِبُّ{H:كَ|كِ}، في البَيْتَيْنِ».',
      '{d:جدّو جه ومعاه قصريّتين ريحان صغيّرين|جدّو إجا ومعو قصريّتين حبق زغار|الجدّ جا ومعه مركنين ريحان صغار|اليدّ يا وويّاه مركنين ريحان صغار}، {d:زيّ بعض بالظبط|متل بعض تمام|نفس الشي تمام|نفس الشي تمام}، وقال {d:بالراحة|عمهل|بشويش|بشويش}: «{d.you:H} {d:بقى عندك|صار عندك|صار عندك|صار عندك} بيتين: {d:زرعة لشبّاك|نبتة لشبّاك|زرعة لدريشة|زرعة لدريشة} في كل بيت، {d:وهتكبر هنا وهناك|ورح تكبر هون وهونيك|وبتكبر هنا وهناك|وبتكبر هني وهناك}. {d:والحبّ كده برضه|والحبّ هيك كمان|والحبّ كذا بعد|والحبّ جي بعد}: {d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}، في البيتين».',
    ],
    [
      'Grandpa came in with a small pot of basil in each hand. "One for each of your two homes," he said gently. "Both love you, and now something of yours will grow in both."',
      'دَخَلَ جَدُّ{H:هُ|ها} وَفي كُلِّ يَدٍ أُصيصُ رَيْحانٍ صَغيرٌ، وَقالَ بِرِفْقٍ: «واحِدٌ لِكُلٍّ مِنْ بَيْتَيْ{H:كَ|كِ}. كِلاهُما يُحِبُّ{H:كَ|كِ}، وَالآنَ سَيَكْبُرُ لَ{H:كَ|كِ} شَيْءٌ في البَيْتَيْنِ».',
      '{d:جدّو دخل وفي كل إيد قصريّة ريحان صغيّرة|جدّو فات وبكل إيد قصريّة حبق زغيرة|الجدّ دخل وفي كل يد مركن ريحان صغير|اليدّ دخل وفي كل يد مركن ريحان صغير}، وقال {d:بالراحة|عمهل|بشويش|بشويش}: «{d:واحدة لكل بيت من البيتين. الاتنين بيحبّوك، ودلوقتي حاجة بتاعتك هتكبر في الاتنين|وحدة لكل بيت من البيتين. التنين بيحبّوك، وهلّق شي إلك رح يكبر بالتنين|واحد لكل بيت من البيتين. الثنين يحبّونك، والحين شي لك بيكبر في الثنين|واحد لكل بيت من البيتين. الثنين يحبّونك، والحين شي لك بيكبر في الثنين}».',
    ],
  ],
  together: [
    [
      '{H} and Grandpa set one pot on the windowsill here and wrapped the other carefully for the other home.',
      '{H:وَضَعَ|وَضَعَتْ} {H} مَعَ جَدِّ{H:هِ|ها} أُصيصًا عَلى النّافِذَةِ هُنا، وَلَفّا الآخَرَ بِعِنايَةٍ لِيَأْخُذاهُ إِلى البَيْتِ الآخَرِ.',
      '{H} و{d:جدّو|جدّو|الجدّ|اليدّ} حطّوا {d:قصريّة على الشبّاك|قصريّة عالشبّاك|مركن على الدريشة|مركن على الدريشة} {d.here}، ولفّوا {d:التانية|التانية|الثاني|الثاني} {d:بعناية عشان ياخدوها|بعناية مشان ياخدوها|بعناية عشان ياخذونه|بعناية عشان ياخذونه} للبيت {d:التاني|التاني|الثاني|الثاني}.',
    ],
    [
      'Grandpa showed {H} how to press a finger into the soil. "If it is dry, the basil is thirsty," he said. "In each home, it needs you."',
      'أَرى الجَدُّ {H.a} كَيْفَ {H:يَضْغَطُ|تَضْغَطُ} بِإِصْبَعِ{H:هِ|ها} في التُّرابِ، وَقالَ: «إِذا كانَ جافًّا فَالرَّيْحانُ عَطْشانُ. في كُلِّ بَيْتٍ يَحْتاجُ إِلَيْ{H:كَ|كِ}».',
      '{d:جدّو|جدّو|الجدّ|اليدّ} {d.showed:m} {H} {d:إزاي|كيف|كيف|شلون} {H:يحطّ|تحطّ} {d:صباع|إصبع|إصبع|إصبع}{H:ه|ها} في التراب، وقال: «{d:لو ناشف، يبقى الريحان عطشان. في كل بيت هو محتاجك|إذا ناشف، بيكون الحبق عطشان. بكل بيت هوّي بحاجتك|إذا يابس، يكون الريحان عطشان. في كل بيت يحتاجك|إذا يابس، يكون الريحان عطشان. في كل بيت يحتاجك}».',
      '2p',
    ],
  ],
  resolution: [
    [
      "A week later, each pot had a new leaf, one in each window. Two homes, and {H}'s basil growing in both.",
      'بَعْدَ أُسْبوعٍ ظَهَرَتْ في كُلِّ أُصيصٍ وَرَقَةٌ جَديدَةٌ، في كُلِّ نافِذَةٍ واحِدَةٌ: بَيْتانِ، وَرَيْحانُ {H.g} يَكْبُرُ في كِلَيْهِما.',
      'بعد أسبوع، كل {d:قصريّة|قصريّة|مركن|مركن} {d:طلّعت|طلّعت|طلّع|طلّع} ورقة جديدة، واحدة في كل {d:شبّاك|شبّاك|دريشة|دريشة}: بيتين، و{d:ريحان|حبق|ريحان|ريحان} {H} {d:بيكبر في الاتنين|عم يكبر بالتنين|يكبر في الثنين|يكبر في الثنين}.',
    ],
    [
      'Grandpa touched the new leaf. "Two windows, the same sun," he said. "And in both homes, both love you."',
      'لَمَسَ الجَدُّ الوَرَقَةَ الجَديدَةَ، وَقالَ: «نافِذَتانِ، وَالشَّمْسُ نَفْسُها. وَفي البَيْتَيْنِ، كِلاهُما يُحِبُّ{H:كَ|كِ}».',
      '{d:جدّو|جدّو|الجدّ|اليدّ} لمس الورقة الجديدة، وقال: «{d:شبّاكين، ونفس الشمس|شبّاكين، ونفس الشمس|دريشتين، ونفس الشمس|دريشتين، ونفس الشمس}. وفي البيتين، {d:الاتنين بيحبّوك|التنين بيحبّوك|الثنين يحبّونك|الثنين يحبّونك}».',
      '2',
    ],
    [
      '{H} noticed that the basil did not mind growing in two windows: it needed water and light, and it found both in each home. Perhaps, {H} thought, I am a little like the basil. Two homes, and in both, someone who loves me.',
      '{H:لاحَظَ|لاحَظَتْ} {H} أَنَّ الرَّيْحانَ لا يُبالي بِأَنْ يَكْبُرَ في نافِذَتَيْنِ؛ فَهُوَ يَحْتاجُ إِلى الماءِ وَالضَّوْءِ، وَيَجِدُهُما في البَيْتَيْنِ. {H:وَفَكَّرَ|وَفَكَّرَتْ}: رُبَّما أُشْبِهُهُ قَليلًا؛ لي بَيْتانِ، وَفي كِلَيْهِما مَنْ يُحِبُّني.',
      '{H} لاحظ{H:|ت} إنّ {d:الريحان ما كانش فارق معاه يكبر في شبّاكين|الحبق ما كان فارقة معو يكبر بشبّاكين|الريحان ما فرق عنده يكبر في دريشتين|الريحان ما فرق عنده يكبر في دريشتين}؛ {d:محتاج مية ونور، ولاقيهم في البيتين|بدّو مي وضو، ولاقيهن بالبيتين|يبي موية ونور، ولقاهم في البيتين|يبا ماي ونور، ولقاهم في البيتين}. و{H} فكّر{H:|ت}: {d:يمكن أنا شبهه شوية: عندي بيتين، وفي الاتنين حدّ بيحبّني|يمكن أنا متلو شوي: عندي بيتين، وبالتنين في حدا بيحبّني|يمكن أنا مثله شوي: عندي بيتين، وفي الثنين أحد يحبّني|يمكن أنا شراته شوي: عندي بيتين، وفي الثنين حد يحبّني}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit on the sofa, holding an old teddy, sad about the change in the family',
    try: 'sit alone with a drawing of one house',
    help: 'sit beside Grandpa, who holds two small pots of basil',
    together: 'set a pot of basil on the windowsill beside Grandpa',
    resolution: 'look at a new leaf on a pot of basil on the windowsill',
  },
  props: {
    problem: [{ kind: 'teddy', where: 'held' }],
    try: [{ kind: 'drawing', where: 'held' }],
    help: [{ kind: 'flower-pot', where: 'held' }],
    together: [{ kind: 'flower-pot', where: 'table' }],
    resolution: [{ kind: 'flower-pot', where: 'table' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const familyChangePlots: readonly SituationPlot[] = [
  calendar,
  photos,
  corner,
  notebook,
  twoNests,
  basil,
];
