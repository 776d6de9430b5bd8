import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * The night before Eid: the child is too excited to wait for the morning. Mama lays out the Eid
 * clothes with the child and tells the morning in order (the Eid prayer, "Eid Mubarak", the visit to
 * Grandma, the eidiya), so the morning has a shape and sleep can come; Baba and the child make Eid
 * cards for the family visits and say the Eid takbeer together, so the evening flies by.
 */

const clothes = '{d:لبس العيد|تياب العيد|ملابس العيد|كشخة العيد}';

const problem: Pool = [
  [
    'Tomorrow was Eid, and {H} was too excited to sit still.',
    'كانَ العيدُ غَدًا، وَكانَ{H:|تْ} {H} {H:مُتَحَمِّسًا|مُتَحَمِّسَةً} لا {H:يَقِرُّ لَهُ|يَقِرُّ لَها} قَرارٌ.',
    'العيد {d.tomorrow}، و{H} {H:كان|كانت} {d:متحمّس|متحمّس|متحمّس|متحمّس}{H:|ة} {d.very}.',
  ],
  [
    'It was the night before Eid, and {H} kept asking, "How many hours until morning?"',
    'كانَتِ اللَّيْلَةُ لَيْلَةَ العيدِ، وَ{H} {H:يَسْأَلُ|تَسْأَلُ} كُلَّ قَليلٍ: «كَمْ ساعَةً بَقِيَتْ حَتّى الصَّباحِ؟»',
    'كانت ليلة العيد، و{H} {d:كل شوية|كل شوي|كل شوي|كل شوي} {d.bh}{H:يسأل|تسأل}: «{d:فاضل كام ساعة على الصبح؟|كم ساعة باقي للصبح؟|كم ساعة باقي على الصبح؟|كم ساعة باقي على الصبح؟}»',
  ],
  [
    'Eid was tomorrow, and {H} had waited for it for so long that this last evening felt like the longest of all.',
    'كانَ العيدُ غَدًا، وَقَدْ طالَ انْتِظارُ {H.g} لَهُ حَتّى بَدا هذا المَساءُ الأَخيرُ أَطْوَلَ الأُمْسِياتِ كُلِّها.',
    'العيد {d.tomorrow}، وانتظار {H} {d:ليه|إلو|له|له} طوّل لدرجة إنّ {d:المسا ده بان أطول مسا في الدنيا|هالمسا بيّن أطول مسا بالدني|هالمسا صار أطول مسا في الدنيا|هالمسا صار أطول مسا في الدنيا}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    'The Eid clothes hung on the door, new and waiting.',
    'كانَتْ ثِيابُ العيدِ مُعَلَّقَةً عَلى البابِ، جَديدَةً تَنْتَظِرُ.',
    `${clothes} {d:كان متعلّق على الباب، جديد ومستنّي|كانت معلّقة عالباب، جديدة وناطرة|كانت معلّقة على الباب، جديدة وتنتظر|كانت معلّقة على الباب، جديدة وتنتظر}.`,
  ],
  [
    '{H} tried on the new shoes for the third time.',
    'جَرَّبَ{H:|تْ} {H} الحِذاءَ الجَديدَ لِلْمَرَّةِ الثّالِثَةِ.',
    '{H} جرّب{H:|ت} {d:الجزمة الجديدة للمرّة التالتة|الصبّاط الجديد للمرّة التالتة|الجزمة الجديدة للمرّة الثالثة|الجوتي اليديد للمرّة الثالثة}.',
    'p',
  ],
  [
    'From the mosque came the sound of the Eid takbeer: "Allahu akbar, Allahu akbar."',
    'وَمِنَ المَسْجِدِ جاءَ صَوْتُ تَكْبيراتِ العيدِ: «اللَّهُ أَكْبَرُ، اللَّهُ أَكْبَرُ».',
    '{d:ومن الجامع|ومن الجامع|ومن المسجد|ومن المسجد} {d.came:m} صوت تكبيرات العيد: «الله أكبر، الله أكبر».',
  ],
];

const tries: Pool = [
  [
    '{H} counted the hours on {H.his} fingers, but there were not enough fingers.',
    'عَدَّ{H:|تْ} {H} السّاعاتِ عَلى أَصابِعِ{H:هِ|ها}، لكِنَّ الأَصابِعَ لَمْ تَكْفِ.',
    '{H} عدّ{H:|ت} الساعات على {d:صوابع|أصابيع|أصابع|أصابع}{H:ه|ها}، بس {d:الصوابع ما كفّتش|الأصابيع ما كفّوا|الأصابع ما كفّت|الأصابع ما كفّت}.',
    'p',
  ],
  [
    '{H} ran to the window to see whether it was morning yet.',
    'أَسْرَعَ{H:|تْ} {H} إِلى النّافِذَةِ {H:لِيَرى|لِتَرى} هَلْ جاءَ الصَّباحُ.',
    '{H} {d.ran:H} على {d.window} {H:يشوف|تشوف} {d:الصبح جه ولّا لأ|إجا الصبح ولّا لأ|طلع الصبح ولّا لا|طلع الصبح ولّا لا}.',
    'w',
  ],
  [
    '{H} lay down, but {H.his} eyes stayed wide open, full of Eid morning.',
    '{H:اسْتَلْقى|اسْتَلْقَتْ} {H}، لكِنَّ عَيْنَيْ{H:هِ|ها} بَقِيَتا مَفْتوحَتَيْنِ، مَليئَتَيْنِ بِصَباحِ العيدِ.',
    '{H} {d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت}، بس {d:عيني|عيون|عيون|عيون}{H:ه|ها} {d:فضلت مفتّحة، مليانة بصباح العيد|ضلّت مفتّحة، مليانة بصبحيّة العيد|ظلّت مفتوحة، مليانة بصباح العيد|ظلّت مفتوحة، مليانة بصباح العيد}.',
  ],
];

const reflect: Pool = [
  [
    'Waiting is part of Eid too, {H} thought: it makes the morning sweeter.',
    'فَكَّرَ{H:|تْ} {H}: الانْتِظارُ جُزْءٌ مِنَ العيدِ أَيْضًا؛ فَهُوَ يَجْعَلُ الصَّباحَ أَحْلى.',
    'فكّر{H:|ت} {H}: الانتظار {d:حتّة من العيد كمان|جزء من العيد كمان|جزء من العيد بعد|جزء من العيد بعد}؛ {d:بيخلّي|بيخلّي|يخلّي|يخلّي} الصبح أحلى.',
  ],
  [
    '{H} knew that Eid joy grows when it is shared with family.',
    'عَرَفَ{H:|تْ} {H} أَنَّ فَرْحَةَ العيدِ تَكْبُرُ حينَ نَتَقاسَمُها مَعَ العائِلَةِ.',
    '{H} عرف{H:|ت} إنّ فرحة العيد {d.bh}تكبر لمّا {d:نقسمها مع العيلة|نقسمها مع العيلة|نتشاركها مع العايلة|نتشاركها ويّا العايلة}.',
  ],
  [
    '{H} understood that Eid is not only new clothes and eidiya; it is a day of thanks to Allah, lived together with the people we love.',
    'فَهِمَ{H:|تْ} {H} أَنَّ العيدَ لَيْسَ ثِيابًا جَديدَةً وَعيدِيَّةً فَحَسْبُ، بَلْ هُوَ يَوْمُ شُكْرٍ لِلَّهِ، نَعيشُهُ مَعَ مَنْ نُحِبُّ.',
    '{H} فهم{H:|ت} إنّ العيد {d.not} بس {d:لبس جديد|تياب جديدة|ملابس جديدة|كشخة جديدة} وعيدية، {d:ده يوم شكر لربّنا، بنعيشه مع اللي بنحبّهم|هيدا يوم شكر لربّنا، منعيشو مع اللي منحبّن|هذا يوم شكر لله، نعيشه مع اللي نحبّهم|هذا يوم شكر لله، نعيشه ويّا اللي نحبّهم}.',
    '3',
  ],
];

const shared = { situation: 'eid', gentle: false, problem, problemMore, tries, reflect } as const;

/** Mama lays out the Eid clothes with the child and tells the morning in order. */
const clothesReady: SituationPlot = {
  ...shared,
  key: 'eid/clothes-ready',
  titles: [
    ['The Night Before Eid', 'لَيْلَةُ العيدِ', 'ليلة العيد'],
    [
      'The New Eid Clothes',
      'ثِيابُ العيدِ الجَديدَةُ',
      '{d:لبس العيد الجديد|تياب العيد الجديدة|ملابس العيد الجديدة|كشخة العيد الجديدة}',
    ],
  ],
  morals: [
    [
      'Eid joy begins the night before, when we get ready together.',
      'تَبْدَأُ فَرْحَةُ العيدِ في لَيْلَتِهِ، حينَ نَسْتَعِدُّ لَهُ مَعًا.',
      'فرحة العيد {d.bh}تبدأ من ليلته، لمّا {d:بنجهّز له سوا|منجهّزلو سوا|نجهّز له سوا|نجهّز له سوا}.',
    ],
    [
      'Sleep is the shortest road to Eid morning.',
      'النَّوْمُ أَقْصَرُ طَريقٍ إِلى صَباحِ العيدِ.',
      'النوم أقصر طريق {d:لصباح العيد|لصبحيّة العيد|لصباح العيد|لصباح العيد}.',
    ],
  ],
  help: [
    [
      'Mama came and sat on the edge of the bed. "The night before Eid is part of Eid," she said. "Come, let us get your Eid clothes ready, and I will tell you everything that will happen in the morning."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ عَلى طَرَفِ السَّريرِ، وَقالَتْ: «لَيْلَةُ العيدِ مِنَ العيدِ. {H:تَعالَ|تَعالَيْ} نُجَهِّزْ ثِيابَ العيدِ، وَأَحْكي لَ{H:كَ|كِ} كُلَّ ما سَيَحْدُثُ في الصَّباحِ».',
      `{d.mom} {d.came:f} وقعدت على طرف {d.bed}، وقالت: «ليلة العيد {d:حتّة من العيد|من العيد|من العيد|من العيد}. {d.come:H} {d:نجهّز|نجهّز|نجهّز|نجهّز} ${clothes}، {d:وأحكي عن|وبحكي عن|وأسولف عن|وأسولف عن} كل اللي {d:هيحصل|رح يصير|بيصير|بيصير} الصبح».`,
    ],
  ],
  together: [
    [
      'Together they laid the Eid clothes on the chair, smooth and ready, with the new shoes side by side beneath.',
      '{H:وَضَعا|وَضَعَتا} ثِيابَ العيدِ عَلى الكُرْسِيِّ مَطْوِيَّةً جاهِزَةً، وَتَحْتَها الحِذاءُ الجَديدُ.',
      `{d:حطّوا|حطّوا|حطّوا|حطّوا} ${clothes} على الكرسي {d:متطبّق وجاهز، وتحته الجزمة الجديدة|مطويّة وجاهزة، وتحتن الصبّاط الجديد|مطويّة وجاهزة، وتحتها الجزمة الجديدة|مطويّة وجاهزة، وتحتها الجوتي الجديد}.`,
    ],
    [
      'Then Mama counted the morning on {H}\'s fingers: the Eid prayer, "Eid Mubarak" to everyone, a visit to Grandma, and the eidiya.',
      'ثُمَّ عَدَّتْ أُمُّ{H:هُ|ها} الصَّباحَ عَلى أَصابِعِ {H.g}: صَلاةُ العيدِ، وَ«عيدٌ مُبارَكٌ» لِلْجَميعِ، وَزِيارَةُ الجَدَّةِ، وَالعيدِيَّةُ.',
      'وبعدين {d.mom} عدّت الصبح على {d:صوابع|أصابيع|أصابع|أصابع} {H}: صلاة العيد، و«{d:كل سنة وإنتو طيّبين|عيد مبارك|عيدكم مبارك|عيدكم مبارك}» للكل، وزيارة {d:تيتة|تيتا|الجدّة|الجدّة}، والعيدية.',
      'p',
    ],
  ],
  resolution: [
    [
      'Now the Eid clothes were ready, and the morning had a shape {H} knew. {H} yawned, and Mama whispered, "The fastest way to Eid is to sleep."',
      'صارَتْ ثِيابُ العيدِ جاهِزَةً، وَصارَ لِلصَّباحِ شَكْلٌ {H:يَعْرِفُهُ|تَعْرِفُهُ} {H}. تَثاءَبَ{H:|تْ} {H}، فَهَمَسَتْ أُمُّ{H:هُ|ها}: «أَسْرَعُ طَريقٍ إِلى العيدِ هُوَ النَّوْمُ».',
      `${clothes} {d:بقى جاهز|صارت جاهزة|صارت جاهزة|صارت جاهزة}، والصبح {d:بقى واضح|صار واضح|صار واضح|صار واضح} {d:قدّام|قدّام|قدّام|قدّام} {H}. {H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت}، و{d.mom} {d:وشوشت|وشوشت|همست|همست}: «أسرع طريق للعيد {d:هو|هوّي|هو|هو} النوم».`,
    ],
    [
      '{H} smiled at the Eid clothes on the chair and closed {H.his} eyes. Now Eid could come.',
      'ابْتَسَمَ{H:|تْ} {H} لِثِيابِ العيدِ عَلى الكُرْسِيِّ، {H:وَأَغْمَضَ|وَأَغْمَضَتْ} عَيْنَيْ{H:هِ|ها}، {H:وَتَرَكَ|وَتَرَكَتْ} العيدَ يَأْتي.',
      `{H} ابتسم{H:|ت} {d:للبس العيد|لتياب العيد|لملابس العيد|لكشخة العيد} على الكرسي، وغمّض{H:|ت} {d:عيني|عيون|عيون|عيون}{H:ه|ها}، {H:وخلّى|وخلّت} العيد {d:ييجي|يجي|يجي|يجي}.`,
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'sit on the bed with Mama beside the new Eid clothes',
    together: 'lay out the new Eid clothes on a chair with Mama',
    resolution: 'yawn in bed, smiling at the Eid clothes ready on the chair',
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    resolution: [{ kind: 'night-light', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

/** Baba and the child make Eid cards for the family visits and say the takbeer together. */
const cards: SituationPlot = {
  ...shared,
  key: 'eid/cards',
  titles: [
    [
      'Eid Cards for the Family',
      'بِطاقاتُ العيدِ لِلْعائِلَةِ',
      'كروت العيد {d:للعيلة|للعيلة|للعايلة|للعايلة}',
    ],
    ['{H} and the Eid Takbeer', '{H} وَتَكْبيراتُ العيدِ', '{H} وتكبيرات العيد'],
  ],
  morals: [
    [
      'Eid is sweetest when we remember the people we love.',
      'العيدُ أَحْلى حينَ نَتَذَكَّرُ مَنْ نُحِبُّ.',
      'العيد أحلى لمّا {d:نفتكر|نتذكّر|نتذكّر|نتذكّر} اللي {d:بنحبّهم|منحبّن|نحبّهم|نحبّهم}.',
    ],
    [
      'Hands busy with love make the waiting short.',
      'الأَيْدي المَشْغولَةُ بِالحُبِّ تُقَصِّرُ الانْتِظارَ.',
      '{d:الإيدين المشغولة|الإيدين المشغولة|اليدين المشغولة|اليدين المشغولة} بالحبّ {d.bh}تقصّر الانتظار.',
    ],
  ],
  help: [
    [
      'Baba came in with coloured paper and pens. "Tomorrow, after the Eid prayer, we will visit the family," he said. "Shall we make each of them an Eid card tonight?"',
      'جاءَ أَبو{H:هُ|ها} يَحْمِلُ وَرَقًا مُلَوَّنًا وَأَقْلامًا، وَقالَ: «غَدًا، بَعْدَ صَلاةِ العيدِ، سَنَزورُ العائِلَةَ. ما رَأْيُ{H:كَ|كِ} أَنْ نَصْنَعَ لِكُلِّ واحِدٍ مِنْهُمْ بِطاقَةَ عيدٍ اللَّيْلَةَ؟»',
      '{d.dad} {d.came:m} {d:ومعاه|ومعو|ومعه|وويّاه} ورق ملوّن وأقلام، وقال: «{d.tomorrow}، بعد صلاة العيد، {d:هنزور العيلة|رح نزور العيلة|بنزور العايلة|بنزور العايلة}. {d:إيه رأيك نعمل|شو رأيك نعمل|وش رايك نسوّي|شو رايك نسوّي} لكل واحد منهم كارت عيد الليلة؟»',
    ],
  ],
  together: [
    [
      'They drew moons and stars and wrote "Eid Mubarak" on every card: one for Grandma, one for Grandpa and one for everyone else in the family.',
      'رَسَما أَهِلَّةً وَنُجومًا، وَكَتَبا عَلى كُلِّ بِطاقَةٍ «عيدٌ مُبارَكٌ»: واحِدَةً لِلْجَدَّةِ، وَواحِدَةً لِلْجَدِّ، وَواحِدَةً لِكُلِّ واحِدٍ في العائِلَةِ.',
      'رسموا أهلّة ونجوم، وكتبوا على كل كارت «عيد مبارك»: واحد {d:لتيتة|لتيتا|للجدّة|للجدّة}، وواحد {d:لجدّو|لجدّو|للجدّ|للجدّ}، وواحد لكل واحد في {d:العيلة|العيلة|العايلة|العايلة}.',
    ],
    [
      'While they worked, Baba taught {H} the Eid takbeer, and they said it softly together: "Allahu akbar, Allahu akbar, la ilaha illa Allah."',
      'وَبَيْنَما هُما يَعْمَلانِ، عَلَّمَ الأَبُ {H.a} تَكْبيراتِ العيدِ، فَرَدَّداها مَعًا بِصَوْتٍ خافِتٍ: «اللَّهُ أَكْبَرُ، اللَّهُ أَكْبَرُ، لا إِلَهَ إِلّا اللَّهُ».',
      '{d:وهمّ شغّالين|وهنّي عم يشتغلوا|وهم يشتغلون|وهم يشتغلون}، {d.dad} علّم {H} تكبيرات العيد، {d:وقالوها سوا بصوت واطي|وقالوها سوا بصوت واطي|وردّدوها سوا بصوت واطي|وردّدوها سوا بصوت واطي}: «الله أكبر، الله أكبر، لا إله إلّا الله».',
      '2',
    ],
  ],
  resolution: [
    [
      'Soon a row of Eid cards stood on the table, ready for the morning visits. {H} yawned: the evening had flown by.',
      'وَسُرْعانَ ما اصْطَفَّتْ بِطاقاتُ العيدِ عَلى الطّاوِلَةِ، جاهِزَةً لِزِياراتِ الصَّباحِ. تَثاءَبَ{H:|تْ} {H}؛ فَقَدْ مَرَّ المَساءُ سَريعًا.',
      'وبسرعة كروت العيد {d:اترصّت على الترابيزة|صفّت عالطاولة|تصفّفت على الطاولة|تصفّفت على الطاولة}، جاهزة لزيارات الصبح. {H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت}؛ المسا {d:عدّى|مرق|مرّ|مرّ} بسرعة.',
    ],
    [
      'Baba put the cards in a bag by the door. "They will be our Eid gift to the family," he said.',
      'وَضَعَ الأَبُ البِطاقاتِ في كيسٍ عِنْدَ البابِ، وَقالَ: «سَتَكونُ هَدِيَّتَنا لِلْعائِلَةِ في العيدِ».',
      '{d.dad} حطّ الكروت في كيس جنب الباب، وقال: «{d:دي هتبقى هديّتنا للعيلة في العيد|هيدي رح تكون هديّتنا للعيلة بالعيد|هذي بتكون هديّتنا للعايلة في العيد|هذي بتكون هديّتنا للعايلة في العيد}».',
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'sit with Baba, who holds coloured paper and pens',
    together: 'draw moons and stars on Eid cards at the table with Baba',
    resolution: 'line up finished Eid cards on the table, yawning',
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    help: [{ kind: 'drawing', where: 'held' }],
    together: [
      { kind: 'letter', where: 'table' },
      { kind: 'drawing', where: 'table' },
    ],
    resolution: [{ kind: 'letter', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Grandma or Grandpa as the idea names them; else Grandpa. */
const grandparent = {
  roles: ['grandfather', 'grandmother'] as const,
  fallback: words('Grandpa', 'الجَدُّ', 'جدّو', 'جدّو', 'الجدّ', 'اليدّ'),
  male: true,
};

/** A grandparent phones: after the Eid prayer the family comes to their house, and the morning comes after sleep. */
const grandpaCall: SituationPlot = {
  ...shared,
  key: 'eid/grandpa-call',
  person: grandparent,
  titles: [
    ['A Call from {R}', 'مُكالَمَةٌ مِنْ {R.g}', 'مكالمة من {R}'],
    ['The Eidiya Envelope', 'ظَرْفُ العيدِيَّةِ', 'ظرف العيدية'],
  ],
  morals: [
    [
      'The best part of Eid is the people waiting to see us.',
      'أَجْمَلُ ما في العيدِ أَحِبَّةٌ يَنْتَظِرونَ لِقاءَنا.',
      'أحلى {d.thing} في العيد {d:ناس بنحبّهم مستنّيين يشوفونا|ناس منحبّن ناطرين يشوفونا|ناس نحبّهم ينتظرون يشوفونا|ناس نحبّهم ينتظرون يشوفونا}.',
    ],
    clothesReady.morals[1]!,
  ],
  help: [
    [
      'Then the phone rang. It was {R}. "Eid Mubarak, a little early!" {R:he|she} laughed. "Tomorrow, after the Eid prayer, you are all coming to my house. Guess what is waiting for you there!"',
      'ثُمَّ رَنَّ الهاتِفُ، {R:فَإِذا هُوَ|فَإِذا هِيَ} {R}، {R:قالَ ضاحِكًا|قالَتْ ضاحِكَةً}: «عيدٌ مُبارَكٌ مِنَ الآنَ! غَدًا بَعْدَ صَلاةِ العيدِ تَأْتونَ جَميعًا إِلى بَيْتي. خَمِّنوا ماذا يَنْتَظِرُكُمْ هُناكَ!»',
      `{d:وبعدين التليفون رنّ|وبعدين التلفون رنّ|وبعدين الجوّال رنّ|وبعدين التيلفون رنّ}، {R:وكان|وكانت} {R}، {R:قال|قالت} بضحكة: «{d:كل سنة وإنتو طيّبين من دلوقتي|عيد مبارك من هلّق|عيدكم مبارك من الحين|عيدكم مبارك من الحين}! {d.tomorrow} بعد صلاة العيد {d:هتيجوا كلّكم عندي. خمّنوا إيه اللي مستنّيكم هناك!|رح تجوا كلّكن لعندي. حزّروا شو ناطركن هونيك!|بتجون كلّكم عندي. خمّنوا وش ينتظركم هناك!|بتجون كلّكم عندي. خمّنوا شو ينتظركم هناك!}»`,
    ],
  ],
  together: [
    [
      '{R} whispered the secret: a new eidiya envelope with {H}\'s name on it, plus a big plate of Eid biscuits. Then {R:he|she} said, "But the morning only comes after you sleep."',
      '{R:وَهَمَسَ|وَهَمَسَتْ} {R} بِالسِّرِّ: ظَرْفُ عيدِيَّةٍ جَديدٌ عَلَيْهِ اسْمُ {H.g}، وَصَحْنٌ كَبيرٌ مِنْ كَعْكِ العيدِ. {R:ثُمَّ قالَ|ثُمَّ قالَتْ}: «لكِنَّ الصَّباحَ لا يَأْتي إِلّا بَعْدَ النَّوْمِ».',
      `{R} {d:وشوش|وشوش|همس|همس}{R:|ت} بالسرّ: ظرف عيدية جديد عليه اسم {H}، وطبق كبير {d:كحك العيد|معمول العيد|كليجا العيد|كعك العيد}. وبعدين {R:قال|قالت}: «بس الصبح {d:ما بييجيش غير بعد النوم|ما بيجي إلّا بعد النوم|ما يجي إلّا بعد النوم|ما يجي إلّا بعد النوم}».`,
    ],
    [
      '{H} said goodbye and put the phone down, and the waiting suddenly felt different: it had a door at the end, with {R} standing in it.',
      '{H:وَدَّعَ|وَدَّعَتْ} {H} {R.a} {H:وَأَغْلَقَ|وَأَغْلَقَتْ} الهاتِفَ، فَصارَ لِلانْتِظارِ شَكْلٌ آخَرُ: في آخِرِهِ بابٌ، وَعِنْدَ البابِ {R}.',
      `{H} {H:سلّم على|سلّمت على} {R} {H:وقفل|وقفلت} {d:التليفون|التلفون|الجوّال|التيلفون}، والانتظار {d:بقى له شكل تاني|صار إلو شكل تاني|صار له شكل ثاني|صار له شكل ثاني}: في آخره باب، وعند الباب {R}.`,
      '2',
    ],
  ],
  resolution: [
    [
      "{H} lay down and closed {H.his} eyes. The sooner {H.he} slept, the sooner Eid morning would come and the sooner {R}'s door would open.",
      '{H:اسْتَلْقى|اسْتَلْقَتْ} {H} {H:وَأَغْمَضَ|وَأَغْمَضَتْ} عَيْنَيْ{H:هِ|ها}؛ فَكُلَّما {H:نامَ|نامَتْ} أَسْرَعَ، جاءَ صَباحُ العيدِ أَسْرَعَ، وَانْفَتَحَ بابُ {R.g} أَسْرَعَ.',
      `{H} {d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت} {H:وغمّض|وغمّضت} {d:عيني|عيون|عيون|عيون}{H:ه|ها}؛ كل ما {H:ينام|تنام} أسرع، صباح العيد {d:ييجي|يجي|يجي|يجي} أسرع، وباب {R} {d:يتفتح|ينفتح|ينفتح|ينفتح} أسرع.`,
    ],
    [
      'Before {H.he} closed {H.his} eyes, {H} whispered the words for the morning: "Eid Mubarak!"',
      '{H:وَهَمَسَ|وَهَمَسَتْ} {H} بِكَلِمَةِ الصَّباحِ قَبْلَ أَنْ {H:يُغْمِضَ|تُغْمِضَ} عَيْنَيْ{H:هِ|ها}: «عيدٌ مُبارَكٌ!»',
      '{H} {d:وشوش|وشوش|همس|همس}{H:|ت} بكلمة الصبح: «{d:كل سنة وإنتو طيّبين|عيد مبارك|عيدكم مبارك|عيدكم مبارك}!»',
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'talk on the phone with a grandparent, smiling',
    together: 'listen to a grandparent on the phone beside the new Eid clothes',
    resolution: 'lie in bed with eyes closed, smiling, the Eid clothes ready on the chair',
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    help: [{ kind: 'phone', where: 'held' }],
    together: [{ kind: 'phone', where: 'held' }],
    resolution: [{ kind: 'night-light', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'bedroom',
    together: 'bedroom',
    resolution: 'bedroom',
  },
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';
const biscuits = '{d:كحك العيد|معمول العيد|معمول العيد|معمول العيد}';

/** The aunt who came to stay for Eid: the child presses the Eid biscuits for tomorrow's guests until sleep comes. */
const maamoul: SituationPlot = {
  ...shared,
  key: 'eid/maamoul',
  titles: [
    [
      'Biscuits for Eid Morning',
      'كَعْكٌ لِصَباحِ العيدِ',
      '{d:كحك|معمول|معمول|معمول} {d:لصباح العيد|لصبحيّة العيد|لصباح العيد|لصباح العيد}',
    ],
    ['{H} and the Wooden Mould', '{H} وَالقالَبُ الخَشَبِيُّ', '{H} والقالب الخشب'],
  ],
  morals: [
    [
      'The sweetness of Eid begins with what we make for others.',
      'تَبْدَأُ حَلاوَةُ العيدِ بِما نَصْنَعُهُ لِغَيْرِنا.',
      'حلاوة العيد {d:بتبتدي باللي بنعمله|بتبلّش باللي منعملو|تبدأ باللي نسوّيه|تبدأ باللي نسوّيه} لغيرنا.',
    ],
    [
      'Every guest at Eid deserves something sweet, made with care.',
      'كُلُّ ضَيْفٍ في العيدِ يَسْتَحِقُّ شَيْئًا حُلْوًا صُنِعَ بِعِنايَةٍ.',
      'كل ضيف في العيد {d:يستاهل حاجة حلوة معمولة بحبّ|بيستاهل شي طيّب معمول بحبّ|يستاهل شي حلو مسوّى بحبّ|يستاهل شي حلو مسوّى بحبّ}.',
    ],
  ],
  help: [
    [
      'Then Auntie, who had come to stay for Eid, called from the kitchen: "Come and help me make the Eid biscuits for tomorrow\'s guests. Someone who cannot sleep is the best helper of all."',
      'ثُمَّ نادَتِ الخالَةُ مِنَ المَطْبَخِ، وَقَدْ جاءَتْ لِتَقْضِيَ العيدَ عِنْدَهُمْ: «{H:تَعالَ|تَعالَيْ} {H:ساعِدْني|ساعِديني} في صُنْعِ كَعْكِ العيدِ لِضُيوفِ الغَدِ؛ فَمَنْ لا يَأْتيهِ النَّوْمُ خَيْرُ مُساعِدٍ».',
      `وبعدين ${aunt}، اللي {d:جت تقضّي العيد معاهم|إجت تقضّي العيد معن|جات تقضّي العيد معهم|جات تقضّي العيد ويّاهم}، نادت من المطبخ: «{d.come:H} {H:ساعدني|ساعديني} {d:نعمل|نعمل|نسوّي|نسوّي} ${biscuits} لضيوف {d.tomorrow}؛ {d:اللي مش جايله نوم هو أحسن مساعد|اللي ما إجاه النوم هوّي أحسن مساعد|اللي ما جاه النوم هو أحسن مساعد|اللي ما ياه النوم هو أحسن مساعد}».`,
    ],
  ],
  together: [
    [
      'Auntie rolled the dough into little balls, and {H} pressed each one into the wooden mould. Tap, tap, and out came a biscuit with a flower on top.',
      'كَوَّرَتِ الخالَةُ العَجينَ كُراتٍ صَغيرَةً، {H:وَضَغَطَ|وَضَغَطَتْ} {H} كُلَّ كُرَةٍ في القالَبِ الخَشَبِيِّ. طَقْ، طَقْ، فَتَخْرُجُ كَعْكَةٌ عَلى وَجْهِها زَهْرَةٌ.',
      `${aunt} {d:كوّرت العجين كور صغيّرة|كوّرت العجين طابات زغار|كوّرت العجين كور صغيرة|كوّرت العجين كور صغيرة}، و{H} {H:ضغط|ضغطت} كل {d:كورة|طابة|كورة|كورة} في القالب الخشب. طق، طق، {d:وتطلع كحكاية على وشّها وردة|وبتطلع معمولة على وجّها وردة|وتطلع معمولة على وجهها وردة|وتطلع معمولة على وجهها وردة}.`,
      'p',
    ],
    [
      'Tray after tray went into the oven, and the kitchen filled with the warm smell of Eid.',
      'وَدَخَلَتِ الصَّواني الفُرْنَ صينِيَّةً بَعْدَ صينِيَّةٍ، وَامْتَلَأَ المَطْبَخُ بِرائِحَةِ العيدِ الدّافِئَةِ.',
      'والصواني {d:دخلت الفرن واحدة ورا واحدة، والمطبخ اتملى|فاتت عالفرن وحدة ورا وحدة، والمطبخ تعبّى|دخلت الفرن وحدة ورا وحدة، والمطبخ تعبّى|دخلت الفرن وحدة ورا وحدة، والمطبخ تعبّى} بريحة العيد الدافية.',
    ],
  ],
  resolution: [
    [
      'When the last tray came out, {H} yawned. The Eid biscuits cooled under a clean cloth, ready for the morning.',
      'وَحينَ خَرَجَتِ الصّينِيَّةُ الأَخيرَةُ تَثاءَبَ{H:|تْ} {H}. وَبَرَدَ كَعْكُ العيدِ تَحْتَ قُماشَةٍ نَظيفَةٍ، جاهِزًا لِلصَّباحِ.',
      `ولمّا آخر صينيّة طلعت، {H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت}. و${biscuits} برد تحت {d:فوطة نضيفة|منشفة نضيفة|قماشة نظيفة|قماشة نظيفة}، جاهز للصبح.`,
    ],
    [
      'The work had made {H} sleepy at last, and the smell of sugar and Eid would follow {H.him} all the way to bed.',
      'أَخيرًا جَعَلَ العَمَلُ {H.a} {H:نَعْسانَ|نَعْسى}، وَسَتَتْبَعُ{H:هُ|ها} رائِحَةُ السُّكَّرِ وَالعيدِ حَتّى الفِراشِ.',
      `الشغل {d:نعّس|نعّس|نعّس|نعّس} {H} أخيرًا، وريحة السكّر والعيد {d:هتمشي ورا|رح تمشي ورا|بتمشي ورا|بتمشي ورا}{H:ه|ها} {d:لحدّ السرير|لحدّ التخت|لين السرير|لين الشبريّة}.`,
      '2',
    ],
    [
      'Auntie lifted a corner of the cloth. "Tomorrow the first guest at our door will eat a biscuit you pressed," she said. That night {H} fell asleep thinking that this year Eid would begin with something {H.he} had made.',
      'رَفَعَتِ الخالَةُ طَرَفَ القُماشَةِ وَقالَتْ: «غَدًا يَأْكُلُ أَوَّلُ ضَيْفٍ عَلى بابِنا كَعْكَةً {H:نَقَشْتَها|نَقَشْتِها} {H:بِيَدِكَ|بِيَدِكِ}». وَفي تِلْكَ اللَّيْلَةِ {H:نامَ|نامَتْ} {H} {H:وَهُوَ يُفَكِّرُ|وَهِيَ تُفَكِّرُ} أَنَّ العيدَ هذا العامَ سَيَبْدَأُ بِشَيْءٍ {H:صَنَعَهُ|صَنَعَتْهُ}.',
      `${aunt} {d:رفعت طرف الفوطة|رفعت طرف المنشفة|رفعت طرف القماشة|رفعت طرف القماشة} وقالت: «{d.tomorrow} أوّل ضيف على بابنا {d:هياكل|رح ياكل|بياكل|بياكل} {d:كحكاية|معمولة|معمولة|معمولة} {H:إنت اللي نقشتها|إنتي اللي نقشتيها}». {d:وبالليل|وبالليل|وفي الليل|وفي الليل} {H} {H:نام|نامت} {H:وهو|وهي} {d.b}{H:يفكّر|تفكّر} إنّ العيد {d:السنة دي هيبتدي بحاجة من إيد|هالسنة رح يبلّش بشي من إيد|هالسنة بيبدأ بشي من يد|هالسنة بيبدأ بشي من يد}{H:ه|ها}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'stand in the kitchen doorway as Auntie calls them in to help with the Eid biscuits',
    together: 'press balls of dough into a wooden mould at the kitchen table beside Auntie',
    resolution: 'yawn beside a tray of Eid biscuits cooling under a clean cloth',
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    help: [{ kind: 'cookies', where: 'table' }],
    together: [{ kind: 'cookies', where: 'table' }],
    resolution: [{ kind: 'cookies', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'kitchen',
  },
};

const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';

/** Grandma, staying the night, gives the child the job of filling the little cousins' eidiya envelopes. */
const givingEidiya: SituationPlot = {
  ...shared,
  key: 'eid/giving-eidiya',
  titles: [
    ['Eidiya from {H}', 'عيدِيَّةٌ مِنْ {H.g}', 'عيدية من {H}'],
    [
      "Grandma's Little Envelopes",
      'ظُروفُ الجَدَّةِ الصَّغيرَةُ',
      'ظروف {d:تيتة|تيتا|الجدّة|اليدّة} {d:الصغيّرة|الزغار|الصغيرة|الصغيرة}',
    ],
  ],
  morals: [
    [
      'The joy of Eid doubles when we give as well as receive.',
      'تَتَضاعَفُ فَرْحَةُ العيدِ حينَ نُعْطي كَما نَأْخُذُ.',
      'فرحة العيد {d:بتتضاعف لمّا نِدّي زيّ ما بناخد|بتتضاعف لمّا نعطي متل ما منوخد|تتضاعف لمّا نعطي مثل ما ناخذ|تتضاعف لمّا نعطي شرات ما ناخذ}.',
    ],
    [
      'Even small hands can give a big Eid smile.',
      'حَتّى الأَيْدي الصَّغيرَةُ تَسْتَطيعُ أَنْ تَصْنَعَ فَرْحَةَ عيدٍ كَبيرَةً.',
      'حتّى {d:الإيدين الصغيّرة تقدر تعمل فرحة عيد كبيرة|الإيدين الزغيرة فيها تعمل فرحة عيد كبيرة|اليدين الصغيرة تقدر تسوّي فرحة عيد كبيرة|اليدين الصغيرة تقدر تسوّي فرحة عيد كبيرة}.',
    ],
  ],
  help: [
    [
      'Then Grandma, who was staying the night for Eid, patted the cushion beside her. On her lap lay a pile of little envelopes and a purse of shiny coins. "This year I need a helper with the eidiya for the little cousins," she said. "Will you fill the envelopes with me?"',
      'ثُمَّ رَبَّتَتِ الجَدَّةُ، وَقَدْ باتَتْ عِنْدَهُمْ لَيْلَةَ العيدِ، عَلى الوِسادَةِ بِجانِبِها، وَفي حِجْرِها كَوْمَةٌ مِنَ الظُّروفِ الصَّغيرَةِ وَكيسٌ مِنَ النُّقودِ اللّامِعَةِ، وَقالَتْ: «أَحْتاجُ هذا العامَ إِلى {H:مُساعِدٍ|مُساعِدَةٍ} في عيدِيَّةِ الصِّغارِ مِنْ أَبْناءِ العائِلَةِ. هَلْ {H:تَمْلَأُ|تَمْلَئينَ} الظُّروفَ مَعي؟»',
      `وبعدين ${grandma}، اللي {d:كانت بايتة عندهم ليلة العيد، خبّطت على المخدّة اللي جنبها، وعلى رجليها كومة ظروف صغيّرة وكيس فكّة بتلمع|كانت نايمة عندن ليلة العيد، دقّت عالمخدّة اللي حدّا، وبحضنها كومة ظروف زغيرة وكيس فراطة عم تلمع|كانت بايتة عندهم ليلة العيد، طقّت على المخدّة اللي جنبها، وفي حضنها كومة ظروف صغيرة وكيس فلوس تلمع|كانت بايتة عندهم ليلة العيد، طقّت على المخدّة اللي جنبها، وفي حضنها كومة ظروف صغيرة وكيس بيزات تلمع}، وقالت: «{d:السنة دي محتاجة مساعد في عيدية العيال الصغيّرين|هالسنة بدّي حدا يساعدني بعيدية الولاد الزغار|هالسنة أبي أحد يساعدني في عيدية العيال الصغار|هالسنة أبا حد يساعدني في عيدية اليهال الصغار}. {H:تملا|تملي} الظروف {d:معايا|معي|معي|ويّاي}؟»`,
    ],
  ],
  together: [
    [
      '{H} wrote a name on every envelope, slowly and carefully, and Grandma slipped a shiny coin into each one.',
      '{H:كَتَبَ|كَتَبَتْ} {H} عَلى كُلِّ ظَرْفٍ اسْمًا، بِبُطْءٍ وَعِنايَةٍ، وَوَضَعَتِ الجَدَّةُ في كُلِّ ظَرْفٍ قِطْعَةً نَقْدِيَّةً لامِعَةً.',
      `{H} {H:كتب|كتبت} على كل ظرف اسم، {d:بالراحة وبعناية|عمهل وبعناية|على مهل وبعناية|بشويش وبعناية}، و${grandma} حطّت في كل ظرف {d:جنيه بيلمع|ليرة عم تلمع|ريال يلمع|درهم يلمع}.`,
      'p',
    ],
    [
      'One envelope for each little cousin, and a sweet tucked in beside every coin: soon the pile was ready for the morning.',
      'ظَرْفٌ لِكُلِّ صَغيرٍ مِنْ أَبْناءِ العائِلَةِ، وَبِجانِبِ كُلِّ قِطْعَةٍ حَلْوى صَغيرَةٌ؛ وَسُرْعانَ ما صارَتِ الكَوْمَةُ جاهِزَةً لِلصَّباحِ.',
      '{d:ظرف لكل واحد من العيال الصغيّرين، وجنب كل جنيه بونبوناية|ظرف لكل واحد من الولاد الزغار، وحدّ كل ليرة حبّة سكاكر|ظرف لكل واحد من العيال الصغار، وجنب كل ريال حلاوة|ظرف لكل واحد من اليهال الصغار، وجنب كل درهم حلاوة}؛ وبسرعة الكومة {d:بقت جاهزة للصبح|صارت جاهزة للصبح|صارت جاهزة للصبح|صارت جاهزة للصبح}.',
    ],
  ],
  resolution: [
    [
      'Grandma put the envelopes in her bag by the door. "In the morning, after the Eid prayer, you give them out with me," she said. {H} yawned. Now Eid had a job in it, and the job could wait for the morning.',
      'وَضَعَتِ الجَدَّةُ الظُّروفَ في حَقيبَتِها عِنْدَ البابِ، وَقالَتْ: «في الصَّباحِ، بَعْدَ صَلاةِ العيدِ، {H:تُوَزِّعُها|تُوَزِّعينَها} مَعي». تَثاءَبَ{H:|تْ} {H}؛ صارَ في العيدِ عَمَلٌ {H:يَنْتَظِرُهُ|تَنْتَظِرُهُ}، وَالعَمَلُ يَسْتَطيعُ أَنْ يَنْتَظِرَ الصَّباحَ.',
      `${grandma} حطّت الظروف في شنطتها جنب الباب، وقالت: «الصبح، بعد صلاة العيد، {H:توزّعها|توزّعيها} {d:معايا|معي|معي|ويّاي}». {H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت}؛ العيد {d:بقى فيه شغلانة مستنّياه|صار فيه شغلة ناطرتو|صار فيه شغلة تنتظره|صار فيه شغلة تنتظره}، والشغلة {d:تقدر تستنّى للصبح|فيها تنطر للصبح|تقدر تنتظر للصبح|تقدر تنتظر للصبح}.`,
    ],
    [
      '{H} lay in bed thinking of the little cousins opening their eidiya in the morning, and of the coin and the sweet waiting in each envelope.',
      '{H:وَاسْتَلْقى|وَاسْتَلْقَتْ} {H} {H:يُفَكِّرُ|تُفَكِّرُ} في الصِّغارِ يَفْتَحونَ عيدِيَّتَهُمْ في الصَّباحِ، وَفي القِطْعَةِ النَّقْدِيَّةِ وَالحَلْوى في كُلِّ ظَرْفٍ.',
      `{H} {d:اتمدّد|تمدّد|انسدح|انسدح}{H:|ت} {H:وهو|وهي} {d.b}{H:يفكّر|تفكّر} في {d:العيال الصغيّرين وهمّ بيفتحوا العيدية الصبح، وفي الجنيه والبونبوناية اللي مستنّيين في كل ظرف|الولاد الزغار وهنّي عم يفتحوا العيدية الصبح، وفي الليرة والسكاكر اللي ناطرين بكل ظرف|العيال الصغار وهم يفتحون العيدية الصبح، وفي الريال والحلاوة اللي ينتظرون في كل ظرف|اليهال الصغار وهم يفتحون العيدية الصبح، وفي الدرهم والحلاوة اللي ينتظرون في كل ظرف}.`,
      '2',
    ],
    [
      "Lying in the dark, {H} understood why Grandma's eyes shone every Eid: giving the eidiya was a joy of its own, a quieter one than receiving it, and it lasted longer.",
      'وَفي العَتْمَةِ فَهِمَ{H:|تْ} {H} لِماذا تَلْمَعُ عَيْنا الجَدَّةِ في كُلِّ عيدٍ: فَلِإِعْطاءِ العيدِيَّةِ فَرْحَةٌ خاصَّةٌ، أَهْدَأُ مِنْ فَرْحَةِ أَخْذِها، وَأَطْوَلُ عُمْرًا.',
      `وفي {d:الضلمة|العتمة|الظلام|الظلام}، {H} فهم{H:|ت} {d:ليه عيون تيتة بتلمع|ليش عيون تيتا بتلمع|ليه عيون الجدّة تلمع|ليش عيون اليدّة تلمع} كل عيد: {d:إنّك تدّي العيدية ليها فرحة لوحدها، أهدى من فرحة إنّك تاخدها، وبتعيش أطول|إنّك تعطي العيدية إلها فرحة لحالها، أهدى من فرحة إنّك توخدها، وبتعيش أطول|إنّك تعطي العيدية لها فرحة بروحها، أهدى من فرحة إنّك تاخذها، وتعيش أطول|إنّك تعطي العيدية لها فرحة بروحها، أهدى من فرحة إنّك تاخذها، وتعيش أطول}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'sit on a cushion beside Grandma, who holds a pile of little envelopes',
    together: 'write names on little eidiya envelopes beside Grandma',
    resolution: "yawn beside Grandma's bag of eidiya envelopes by the door",
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    help: [{ kind: 'letter', where: 'held' }],
    together: [{ kind: 'letter', where: 'table' }],
    resolution: [
      { kind: 'letter', where: 'table' },
      { kind: 'night-light', where: 'table' },
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

const uncle = '{d:عمّو|عمّو|العمّ|العمّ}';

/** The uncle: the house wants its Eid clothes too; the child helps him dress the front door with balloons. */
const dressedDoor: SituationPlot = {
  ...shared,
  key: 'eid/dressed-door',
  titles: [
    [
      'The House Wears Its Eid Clothes',
      'البَيْتُ يَلْبَسُ ثِيابَ العيدِ',
      `البيت {d:بيلبس|عم يلبس|يلبس|يلبس} ${clothes}`,
    ],
    [
      'Balloons at the Door',
      'بالوناتٌ عِنْدَ البابِ',
      '{d:بلالين عند الباب|بالونات عند الباب|بالونات عند الباب|بالونات عند الباب}',
    ],
  ],
  morals: [
    [
      'Getting ready for others turns waiting into a gift.',
      'حينَ نَسْتَعِدُّ لِغَيْرِنا، يَصيرُ الانْتِظارُ هَدِيَّةً.',
      'لمّا {d:بنجهّز لغيرنا، الانتظار بيبقى هديّة|منجهّز لغيرنا، الانتظار بيصير هديّة|نجهّز لغيرنا، الانتظار يصير هديّة|نجهّز لغيرنا، الانتظار يصير هديّة}.',
    ],
    clothesReady.morals[1]!,
  ],
  help: [
    [
      'Then Uncle came in with a bag of balloons and a roll of ribbon. "The house wants its Eid clothes too," he said. "Help me dress the front door, so the morning guests know it is Eid."',
      'ثُمَّ دَخَلَ العَمُّ يَحْمِلُ كيسًا مِنَ البالوناتِ وَلَفَّةَ شَريطٍ، وَقالَ: «البَيْتُ يُريدُ ثِيابَ العيدِ هُوَ أَيْضًا. {H:ساعِدْني|ساعِديني} نُزَيِّنْ بابَ البَيْتِ، لِيَعْرِفَ ضُيوفُ الصَّباحِ أَنَّهُ العيدُ».',
      `وبعدين ${uncle} دخل {d:ومعاه كيس بلالين ولفّة شريطة|ومعو كيس بالونات ولفّة شريطة|ومعه كيس بالونات ولفّة شريطة|وويّاه كيس بالونات ولفّة شريطة}، وقال: «البيت {d.want:m} ${clothes} {d.also}. {H:ساعدني|ساعديني} {d:نزيّن باب البيت، عشان ضيوف الصبح يعرفوا إنّه العيد|نزيّن باب البيت، مشان ضيوف الصبح يعرفوا إنّو العيد|نزيّن باب البيت، عشان ضيوف الصبح يدرون إنّه العيد|نزيّن باب البيت، عشان ضيوف الصبح يدرون إنّه العيد}».`,
    ],
  ],
  together: [
    [
      'Uncle blew up the balloons one by one, and {H} chose where each one went: a green one here, a gold one there.',
      'نَفَخَ العَمُّ البالوناتِ واحِدًا واحِدًا، {H:وَاخْتارَ|وَاخْتارَتْ} {H} مَكانَ كُلِّ واحِدٍ: أَخْضَرُ هُنا، وَذَهَبِيٌّ هُناكَ.',
      `${uncle} نفخ {d:البلالين واحدة واحدة|البالونات وحدة وحدة|البالونات وحدة وحدة|البالونات وحدة وحدة}، و{H} {H:اختار|اختارت} مكان كل {d:واحدة: خضرا هنا، ودهبي هناك|وحدة: خضرا هون، ودهبية هونيك|وحدة: خضرا هنا، وذهبية هناك|وحدة: خضرا هني، وذهبية هناك}.`,
    ],
    [
      '{H} tied a curly ribbon to every balloon, and Uncle hung them in a bunch around the door, with a paper sign that said "Eid Mubarak".',
      '{H:وَرَبَطَ|وَرَبَطَتْ} {H} شَريطًا مُجَعَّدًا في كُلِّ بالونٍ، وَعَلَّقَها العَمُّ باقَةً حَوْلَ البابِ، وَمَعَها لافِتَةٌ وَرَقِيَّةٌ: «عيدٌ مُبارَكٌ».',
      `و{H} {H:ربط|ربطت} شريطة {d:مكرّتة في كل بلّونة، وعمّو علّقهم بوكيه حوالين الباب، ومعاها ورقة مكتوب عليها: «كل سنة وإنتو طيّبين»|مجعّدة بكل بالونة، وعمّو علّقن باقة حوالي الباب، ومعا ورقة مكتوب عليها: «عيد مبارك»|مجعّدة في كل بالونة، والعمّ علّقها باقة حول الباب، ومعها ورقة مكتوب عليها: «عيدكم مبارك»|مجعّدة في كل بالونة، والعمّ علّقها باقة حول الباب، وويّاها ورقة مكتوب عليها: «عيدكم مبارك»}.`,
      'p',
    ],
  ],
  resolution: [
    [
      'When the door was dressed for Eid, {H} yawned at last. "Now the house is ready," said Uncle, "and the one who dressed it should sleep."',
      'وَحينَ صارَ البابُ بِزينَةِ العيدِ تَثاءَبَ{H:|تْ} {H} أَخيرًا، فَقالَ العَمُّ: «صارَ البَيْتُ جاهِزًا، وَمَنْ زَيَّنَهُ يَحِقُّ لَهُ أَنْ يَنامَ».',
      `ولمّا الباب {d:اتزيّن للعيد|تزيّن للعيد|تزيّن للعيد|تزيّن للعيد}، {H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت} أخيرًا، و${uncle} قال: «البيت {d:بقى جاهز، واللي زيّنه من حقّه ينام|صار جاهز، واللي زيّنو من حقّو ينام|صار جاهز، واللي زيّنه من حقّه ينام|صار جاهز، واللي زيّنه من حقّه يرقد}».`,
    ],
    [
      'From bed {H} could just see the balloons bobbing by the door in the hall light, waiting for Eid morning as patiently as could be.',
      'وَمِنَ السَّريرِ كانَ{H:|تْ} {H} {H:يَرى|تَرى} البالوناتِ تَتَمايَلُ عِنْدَ البابِ في ضَوْءِ المَمَرِّ، تَنْتَظِرُ صَباحَ العيدِ بِصَبْرٍ.',
      `ومن {d.bed} {H} {H:كان شايف|كانت شايفة} {d:البلالين بتتمايل جنب الباب في نور الطرقة، مستنّية صباح العيد بصبر|البالونات عم تتمايل حدّ الباب بضو الممرّ، ناطرة صبحيّة العيد بصبر|البالونات تتمايل جنب الباب في نور الممرّ، تنتظر صباح العيد بصبر|البالونات تتمايل جنب الباب في نور الممرّ، تنتظر صباح العيد بصبر}.`,
      '2',
    ],
    [
      '{H} thought that this was the secret of the night before Eid: when you spend it getting joy ready for others, the waiting becomes a gift you are preparing.',
      '{H:وَفَكَّرَ|وَفَكَّرَتْ} {H} أَنَّ هذا سِرُّ لَيْلَةِ العيدِ: حينَ نَقْضيها في تَجْهيزِ الفَرَحِ لِغَيْرِنا، يَصيرُ الانْتِظارُ هَدِيَّةً نُعِدُّها.',
      '{H} {H:فكّر|فكّرت} إنّ {d:ده سرّ ليلة العيد: لمّا بنقضّيها بنجهّز الفرحة لغيرنا، الانتظار بيبقى هديّة بنحضّرها|هيدا سرّ ليلة العيد: لمّا منقضّيها عم نجهّز الفرحة لغيرنا، الانتظار بيصير هديّة عم نحضّرها|هذا سرّ ليلة العيد: لمّا نقضّيها نجهّز الفرحة لغيرنا، الانتظار يصير هديّة نجهّزها|هذا سرّ ليلة العيد: لمّا نقضّيها نجهّز الفرحة لغيرنا، الانتظار يصير هديّة نجهّزها}.',
      '3',
    ],
  ],
  scene: {
    problem: 'stand by the window, too excited to sit still on the night before Eid',
    try: 'try on new Eid shoes beside the bed',
    help: 'stand with Uncle, who holds a bag of balloons and a roll of ribbon',
    together: 'tie curly ribbons to balloons around the front door beside Uncle',
    resolution: 'yawn by the front door, dressed with balloons and an Eid Mubarak sign',
  },
  props: {
    problem: [{ kind: 'moon-and-stars', where: 'sky' }],
    help: [{ kind: 'balloons', where: 'held' }],
    together: [{ kind: 'balloons', where: 'held' }],
    resolution: [{ kind: 'balloons' }, { kind: 'night-light', where: 'table' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

export const eidPlots: readonly SituationPlot[] = [
  clothesReady,
  cards,
  grandpaCall,
  maamoul,
  givingEidiya,
  dressedDoor,
];
