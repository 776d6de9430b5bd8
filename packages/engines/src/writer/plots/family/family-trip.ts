import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A family trip, often the first time on a plane: excited and a little worried, and a suitcase
 * that will not close because everything must come along. A parent turns the worry into a plan
 * (three special things for a small bag of one's own, or every step of the flight told before it
 * happens), and the trip becomes an adventure. Older children worry about the noise, the height,
 * a lost suitcase.
 */

const problem: Pool = [
  ['Tomorrow the trip would begin. {H} was excited, but also a little worried about the plane.', 'غَدًا تَبْدَأُ الرِّحْلَةُ. كانَ{H:|تْ} {H} {H:مُتَحَمِّسًا|مُتَحَمِّسَةً}، لكِنَّ{H:هُ كانَ قَلِقًا|ها كانَتْ قَلِقَةً} قَليلًا مِنَ الطّائِرَةِ.', '{d:بكرة السفرية هتبتدي|بكرا السفرة رح تبلّش|باكر السفرة بتبدا|باكر السفرة بتبدا}. {H} {H:كان|كانت} متحمّس{H:|ة}، بس {H:كان|كانت} قلقان{H:|ة} {d:شوية|شوي|شوي|شوي} من الطيّارة.'],
  ['{H} had never flown before. What would it feel like when the plane rose high above the clouds?', 'لَمْ {H:يَرْكَبْ|تَرْكَبْ} {H} الطّائِرَةَ مِنْ قَبْلُ. كَيْفَ سَيَكونُ الطَّيَرانُ عالِيًا فَوْقَ الغُيومِ؟', '{H} {H:عمره ما ركب|عمرها ما ركبت} الطيّارة قبل {d:كده|هيك|كذا|جي}. {d:يا ترى الطيران عالي فوق السحاب هيبقى عامل إزاي|يا ترى كيف رح يكون الطيران عالي فوق الغيم|يا ترى كيف بيكون الطيران عالي فوق السحاب|يا ترى شلون بيكون الطيران عالي فوق الغيم}؟', '2'],
  ['{H} had read about airports and runways and knew that planes are safe; still, the night before the trip, {H.his} thoughts kept circling: the noise, the height, and what if the suitcase got lost?', '{H:قَرَأَ|قَرَأَتْ} {H} عَنِ المَطاراتِ وَالمَدارِجِ، {H:وَعَرَفَ|وَعَرَفَتْ} أَنَّ الطّائِرَةَ آمِنَةٌ؛ وَمَعَ ذلِكَ ظَلَّتْ أَفْكارُ{H:هُ|ها} تَدورُ في لَيْلَةِ الرِّحْلَةِ: الصَّوْتُ العالي، وَالارْتِفاعُ، وَماذا لَوْ ضاعَتِ الحَقيبَةُ؟', '{H} {H:قرا|قرت} عن المطارات {d:والممرّات|والمدارج|والمدارج|والمدارج}، وعرف{H:|ت} إنّ الطيّارة {d:أمان|آمنة|آمنة|آمنة}؛ {d:وبرضه ليلة السفرية أفكار|ومع هيك ليلة السفرة أفكار|ومع كذا ليلة السفرة أفكار|ومع جي ليلة السفرة أفكار}{H:ه|ها} {d:فضلت تلفّ: الدوشة، والعلوّ، ولو الشنطة ضاعت|ضلّت تلفّ: الصوت العالي، والعلوّ، وإذا ضاعت الشنطة|ظلّت تدور: الصوت العالي، والارتفاع، ولو ضاعت الشنطة|ظلّت تدور: الصوت العالي، والارتفاع، ولو ضاعت الشنطة}؟', '3'],
];

const problemMore: Pool = [
  ['A little flutter of excitement and worry danced in {H}\'s tummy.', 'رَقَصَتْ في بَطْنِ {H.g} رَفْرَفَةٌ صَغيرَةٌ مِنَ الحَماسَةِ وَالقَلَقِ.', '{d:فيه رفرفة صغيّرة من الحماس والقلق كانت بترقص في بطن|في رفرفة زغيرة من الحماس والقلق كانت عم ترقص ببطن|فيه رفرفة صغيرة من الحماس والقلق كانت ترقص في بطن|في رفرفة صغيرة من الحماس والقلق كانت ترقص في بطن} {H}.'],
  ['"What if the plane is too loud?" {H} whispered.', '«وَماذا لَوْ كانَ صَوْتُ الطّائِرَةِ عالِيًا جِدًّا؟» هَمَسَ{H:|تْ} {H}.', '«{d:ولو صوت الطيّارة عالي أوي|وإذا صوت الطيّارة كتير عالي|ولو صوت الطيّارة عالي مرّة|ولو صوت الطيّارة عالي وايد}؟» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.'],
  ['The suitcase lay open on the floor, and {H} wanted to bring everything.', 'كانَتِ الحَقيبَةُ مَفْتوحَةً عَلى الأَرْضِ، وَ{H} {H:يُريدُ|تُريدُ} أَنْ {H:يَأْخُذَ|تَأْخُذَ} كُلَّ شَيْءٍ.', 'الشنطة كانت مفتوحة على الأرض، و{H} {d.want:H} {H:يا|تا}{d:خد|خد|خذ|خذ} {d:كل حاجة|كل شي|كل شي|كل شي}.', '2'],
];

const tries: Pool = [
  ['{H} packed every toy into the suitcase, but it would not close.', '{H:وَضَعَ|وَضَعَتْ} {H} كُلَّ أَلْعابِ{H:هِ|ها} في الحَقيبَةِ، لكِنَّها لَمْ تُغْلَقْ.', '{H} حطّ{H:|ت} كل {d:لعب|ألعاب|ألعاب|ألعاب}{H:ه|ها} في الشنطة، بس {d:ما اتقفلتش|ما تسكّرت|ما تسكّرت|ما تسكّرت}.', 'p'],
  ['{H} asked the same questions again and again, but the worry stayed.', '{H:سَأَلَ|سَأَلَتْ} {H} الأَسْئِلَةَ نَفْسَها مَرَّةً بَعْدَ مَرَّةٍ، لكِنَّ القَلَقَ بَقِيَ.', '{H} سأل{H:|ت} نفس الأسئلة {d:تاني وتالت|مرّة ورا مرّة|مرّة ورا مرّة|مرّة ورا مرّة}، بس القلق {d:فضل|ضلّ|ظلّ|ظلّ}.'],
  ['{H} tried to imagine the trip, but the pictures in {H.his} head kept getting mixed up.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَتَخَيَّلَ|تَتَخَيَّلَ} الرِّحْلَةَ، لكِنَّ الصُّوَرَ في رَأْسِ{H:هِ|ها} ظَلَّتْ تَخْتَلِطُ.', '{H} حاول{H:|ت} {H:يتخيّل|تتخيّل} {d:السفرية|السفرة|السفرة|السفرة}، بس الصور في {d:دماغ|راس|راس|راس}{H:ه|ها} {d:فضلت تتلخبط|ضلّت تتلخبط|ظلّت تتلخبط|ظلّت تتلخبط}.', '2'],
];

const reflect: Pool = [
  ['New places are less scary when the people you love are beside you, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: الأَماكِنُ الجَديدَةُ أَقَلُّ إِخافَةً حينَ يَكونُ مَنْ نُحِبُّ بِجانِبِنا.', 'فكّر{H:|ت} {H}: {d:الأماكن الجديدة بتبقى أقلّ خوف لمّا اللي بنحبّهم يكونوا جنبنا|الأماكن الجديدة بتصير أقلّ خوف لمّا اللي منحبّن يكونوا حدّنا|الأماكن الجديدة تصير أقلّ خوف لمّا اللي نحبّهم يكونون جنبنا|الأماكن الجديدة تصير أقلّ خوف لمّا اللي نحبّهم يكونون يمّنا}.'],
  ['Every trip starts with one small step, {H} understood, and the rest follows.', 'فَهِمَ{H:|تْ} {H} أَنَّ كُلَّ رِحْلَةٍ تَبْدَأُ بِخُطْوَةٍ صَغيرَةٍ، ثُمَّ يَأْتي الباقي.', '{H} فهم{H:|ت} إنّ كل {d:سفرية بتبتدي بخطوة صغيّرة، والباقي بييجي|سفرة بتبلّش بخطوة زغيرة، والباقي بيجي|سفرة تبدا بخطوة صغيرة، والباقي يجي|سفرة تبدا بخطوة صغيرة، والباقي ييي}.', '2'],
  ['Being a little nervous and very excited at the same time, {H} realised, is simply how the start of an adventure feels.', '{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ القَلَقَ القَليلَ مَعَ الحَماسَةِ الكَبيرَةِ هُوَ طَعْمُ بِدايَةِ كُلِّ مُغامَرَةٍ.', '{H} فهم{H:|ت} إنّ {d:شوية القلق مع حماس كبير هو طعم أوّل أيّ مغامرة|شوي القلق مع حماس كبير هوّي طعم أوّل كل مغامرة|شوي القلق مع حماس كبير هو طعم بداية كل مغامرة|شوي القلق مع حماس كبير هو طعم بداية كل مغامرة}.', '3'],
];

const shared = { situation: 'family-trip', gentle: false, problem, problemMore, tries, reflect } as const;

/** Baba: the suitcase is for clothes; three special things go in a small bag of one's own. */
const threeThings: SituationPlot = {
  ...shared,
  key: 'family-trip/three-things',
  titles: [
    ['{H} Packs for the Trip', '{H} {H:يُجَهِّزُ|تُجَهِّزُ} حَقيبَةَ الرِّحْلَةِ', '{H} {d.bh}{H:يجهّز|تجهّز} {d:شنطة السفرية|شنطة السفرة|شنطة السفرة|شنطة السفرة}'],
    ['Three Special Things', 'ثَلاثَةُ أَشْياءَ مُمَيَّزَةٍ', '{d:تلات حاجات مميّزة|تلات شغلات مميّزة|ثلاث أشياء مميّزة|ثلاث أشياء مميّزة}'],
  ],
  morals: [
    ['The best things we bring on a trip are the people we love.', 'أَجْمَلُ ما نَحْمِلُهُ في الرِّحْلَةِ مَنْ نُحِبُّهُمْ.', '{d:أحلى حاجة بناخدها في السفرية اللي بنحبّهم|أحلى شي مناخدو بالسفرة اللي منحبّن|أحلى شي ناخذه في السفرة اللي نحبّهم|أحلى شي ناخذه في السفرة اللي نحبّهم}.'],
    ['A light bag makes a happy traveller.', 'الحَقيبَةُ الخَفيفَةُ تَصْنَعُ مُسافِرًا سَعيدًا.', '{d:الشنطة الخفيفة بتعمل مسافر مبسوط|الشنطة الخفيفة بتعمل مسافر مبسوط|الشنطة الخفيفة تسوّي مسافر مبسوط|الشنطة الخفيفة تسوّي مسافر مستانس}.'],
  ],
  help: [
    ['Baba came and sat on the floor beside the suitcase. "The suitcase is for clothes," he said. "But you can choose three special things for your own little bag on the plane."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ الحَقيبَةِ، وَقالَ: «الحَقيبَةُ لِلثِّيابِ، لكِنْ {H:يُمْكِنُكَ أَنْ تَخْتارَ|يُمْكِنُكِ أَنْ تَخْتاري} ثَلاثَةَ أَشْياءَ مُمَيَّزَةٍ لِحَقيبَتِ{H:كَ|كِ} الصَّغيرَةِ في الطّائِرَةِ».', '{d.dad} {d.came:m} وقعد على الأرض جنب الشنطة، وقال: «{d:الشنطة دي للهدوم، بس ممكن تختار|الشنطة للتياب، بس فيك تختار|الشنطة للملابس، بس تقدر تختار|الشنطة للملابس، بس تقدر تختار}{H:|ي} {d:تلات حاجات مميّزة لشنطتك الصغيّرة في الطيّارة|تلات شغلات مميّزة لشنطتك الزغيرة بالطيّارة|ثلاث أشياء مميّزة لشنطتك الصغيرة في الطيّارة|ثلاث أشياء مميّزة لشنطتك الصغيرة في الطيّارة}».'],
  ],
  together: [
    ['{H} chose {H.his} teddy, a drawing book and a photo of the family.', '{H:اخْتارَ|اخْتارَتْ} {H} دُبَّ{H:هُ|ها}، وَدَفْتَرَ رَسْمٍ، وَصورَةً لِلْعائِلَةِ.', '{H} اختار{H:|ت} الدبدوب، و{d:كرّاسة رسم|دفتر رسم|دفتر رسم|دفتر رسم}، وصورة {d:للعيلة|للعيلة|للعايلة|للعايلة}.'],
    ['Baba showed {H} how to roll the clothes so that everything fitted, and the suitcase closed with a happy click.', 'أَرى أَبو{H:هُ|ها} {H.a} كَيْفَ تُلَفُّ الثِّيابُ لِيَتَّسِعَ المَكانُ، فَأُغْلِقَتِ الحَقيبَةُ بِطَقَّةٍ سَعيدَةٍ.', '{d.dad} {d.showed:m} {H} {d:إزاي الهدوم تتلفّ عشان كله ييجي، والشنطة اتقفلت بتكّة حلوة|كيف بتنلفّ التياب تا يوسع كل شي، والشنطة تسكّرت بطقّة حلوة|كيف تنلفّ الملابس عشان كل شي يدخل، والشنطة تسكّرت بطقّة حلوة|شلون تنلفّ الملابس عشان كل شي يدخل، والشنطة تسكّرت بطقّة حلوة}.', '2'],
  ],
  resolution: [
    ['On the plane, {H} held {H.his} little bag with the three special things. With Baba beside {H.him}, the trip did not feel scary at all; it felt like an adventure.', 'في الطّائِرَةِ {H:ضَمَّ|ضَمَّتْ} {H} حَقيبَتَ{H:هُ|ها} الصَّغيرَةَ الَّتي فيها الأَشْياءُ الثَّلاثَةُ، وَأَبو{H:هُ|ها} بِجانِبِ{H:هِ|ها}؛ فَلَمْ تَعُدِ الرِّحْلَةُ مُخيفَةً، بَلْ صارَتْ مُغامَرَةً.', 'في الطيّارة، {H} {d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} شنطت{H:ه|ها} ال{d.small:f} اللي فيها {d:التلات حاجات|التلات شغلات|الثلاث أشياء|الثلاث أشياء}، و{d.dad} جنب{H:ه|ها}؛ {d:والسفرية ما بقتش مخيفة، بقت مغامرة|والسفرة ما عادت مخيفة، صارت مغامرة|والسفرة ما صارت مخيفة، صارت مغامرة|والسفرة ما صارت مخيفة، صارت مغامرة}.'],
    ['{H} smiled at Baba. The three special things were safe in {H.his} bag.', '{H:ابْتَسَمَ|ابْتَسَمَتْ} {H} لِأَبي{H:هِ|ها}؛ فَالأَشْياءُ الثَّلاثَةُ في أَمانٍ داخِلَ حَقيبَتِ{H:هِ|ها}.', '{H} ابتسم{H:|ت} ل{d.dad}؛ {d:التلات حاجات في أمان جوّا شنطت|التلات شغلات بأمان جوّا شنطت|الثلاث أشياء في أمان داخل شنطت|الثلاث أشياء في أمان داخل شنطت}{H:ه|ها}.'],
  ],
  scene: {
    problem: 'look at an open suitcase on the bedroom floor',
    try: 'push down the lid of an overfull suitcase',
    help: 'sit on the floor beside Baba and the open suitcase',
    together: 'choose a teddy, a drawing book and a family photo for a small bag',
    resolution: 'hold a small bag on the plane, Baba in the next seat',
  },
  props: {
    problem: [{ kind: 'suitcase', where: 'ground' }],
    try: [{ kind: 'suitcase', where: 'ground' }, { kind: 'toys', where: 'ground' }],
    help: [{ kind: 'suitcase', where: 'ground' }],
    together: [{ kind: 'teddy', where: 'held' }, { kind: 'book', where: 'ground' }, { kind: 'photo', where: 'ground' }],
    resolution: [{ kind: 'teddy', where: 'held' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'bedroom', together: 'bedroom' },
};

/** Mama tells every step of the flight before it happens, and holds a hand at take-off. */
const aboveTheClouds: SituationPlot = {
  ...shared,
  key: 'family-trip/above-the-clouds',
  titles: [
    ['Above the Clouds', 'فَوْقَ الغُيومِ', '{d:فوق السحاب|فوق الغيم|فوق السحاب|فوق الغيم}'],
    ['{H}\'s First Flight', 'أَوَّلُ رِحْلَةٍ لِ{H.g} بِالطّائِرَةِ', 'أوّل مرّة {H} {H:يركب|تركب} الطيّارة'],
  ],
  morals: [
    ['Being brave does not mean never feeling nervous; it means holding a hand and going.', 'الشَّجاعَةُ لَيْسَتْ أَلّا نَقْلَقَ، بَلْ أَنْ نُمْسِكَ يَدًا وَنَمْضِيَ.', '{d:الشجاعة مش إنّنا ما نقلقش؛ الشجاعة إنّنا نمسك إيد ونمشي|الشجاعة مش إنّو ما نقلق؛ الشجاعة إنّو نمسك إيد ونمشي|الشجاعة مو إنّا ما نقلق؛ الشجاعة إنّا نمسك يد ونمشي|الشجاعة مب إنّا ما نقلق؛ الشجاعة إنّا نمسك يد ونمشي}.'],
    ['The world looks new from above the clouds.', 'يَبْدو العالَمُ جَديدًا مِنْ فَوْقِ الغُيومِ.', '{d:الدنيا بتبان جديدة من فوق السحاب|الدني بتبيّن جديدة من فوق الغيم|الدنيا تبين جديدة من فوق السحاب|الدنيا تبين جديدة من فوق الغيم}.'],
  ],
  help: [
    ['Mama came and sat beside {H}. "Shall I tell you everything that happens on the plane?" she asked. "Then nothing will surprise you, except how beautiful the clouds are."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَسَأَلَتْ: «هَلْ {H:أَحْكي لَكَ|أَحْكي لَكِ} كُلَّ ما يَحْدُثُ في الطّائِرَةِ؟ فَلا يُفاجِئُ{H:كَ|كِ} شَيْءٌ، إِلّا جَمالُ الغُيومِ».', '{d.mom} {d.came:f} وقعدت جنب {H}، وسألت: «{d:أحكيلك كل اللي بيحصل في الطيّارة؟ كده مفيش حاجة هتفاجئك، غير حلاوة السحاب|خبّرك كل شي بيصير بالطيّارة؟ هيك ما في شي رح يفاجئك، غير حلاوة الغيم|أعلّمك وش يصير في الطيّارة؟ كذا ما فيه شي بيفاجئك، غير حلاوة السحاب|أخبّرك شو يصير في الطيّارة؟ جي ما في شي بيفاجئك، غير حلاوة الغيم}».'],
  ],
  together: [
    ['"First the engines hum, then we go fast, then up we fly," Mama said, and she held {H}\'s hand as the plane lifted into the sky.', '«أَوَّلًا تُدَنْدِنُ المُحَرِّكاتُ، ثُمَّ نُسْرِعُ، ثُمَّ نَطيرُ»، قالَتْ أُمُّ{H:هُ|ها}، وَأَمْسَكَتْ يَدَ {H.g} وَالطّائِرَةُ تَرْتَفِعُ إِلى السَّماءِ.', '«{d:الأوّل الموتور بيزنّ، وبعدين بنجري، وبعدين بنطير|أوّل شي المحرّكات بتدندن، بعدين منسرّع، وبعدين منطير|أوّل شي المكاين تدندن، بعدين نسرع، وبعدين نطير|أوّل شي المكاين تدندن، بعدين نسرع، وبعدين نطير}»، قالت {d.mom}، ومسكت {d:إيد|إيد|يد|يد} {H} والطيّارة {d:بتطلع للسما|عم تطلع عالسما|تطلع للسما|تطلع للسما}.'],
    ['When {H.his} ears felt funny, Mama gave {H.him} a sip of water and showed {H.him} how a big yawn makes them pop.', 'وَحينَ {H:أَحَسَّ|أَحَسَّتْ} {H} بِضَغْطٍ في أُذُنَيْ{H:هِ|ها}، {H:سَقَتْهُ|سَقَتْها} أُمُّ{H:هُ|ها} رَشْفَةَ ماءٍ، {H:وَأَرَتْهُ|وَأَرَتْها} كَيْفَ يَفْتَحُهُما تَثاؤُبٌ كَبيرٌ.', 'ولمّا {H} حسّ{H:|ت} {d:بضغط في ودان|بضغط بدينين|بضغط في أذون|بضغط في أذون}{H:ه|ها}، {d.mom} {d:إدّت|عطت|عطت|عطت}{H:ه|ها} {d:بقّ مية|شفّة مي|رشفة موية|رشفة ماي}، و{d.showed:f}{H:ه|ها} {d:إزاي التثاؤب الكبير بيفتحهم|كيف التتاوب الكبير بيفتحن|كيف التثاوب الكبير يفتحهم|شلون التثاوب الكبير يفتحهم}.', '2p'],
  ],
  resolution: [
    ['Soon they were above the clouds, white and soft as cotton. {H} pressed {H.his} nose to the window. The plane was not scary any more; the trip had begun.', 'وَسُرْعانَ ما صارَتِ الطّائِرَةُ فَوْقَ الغُيومِ البَيْضاءِ النّاعِمَةِ كَالقُطْنِ. {H:أَلْصَقَ|أَلْصَقَتْ} {H} أَنْفَ{H:هُ|ها} بِالنّافِذَةِ؛ فَلَمْ تَعُدِ الطّائِرَةُ مُخيفَةً، وَبَدَأَتِ الرِّحْلَةُ.', '{d:وبسرعة الطيّارة بقت فوق السحاب الأبيض الناعم زيّ القطن|وبسرعة الطيّارة صارت فوق الغيم الأبيض الناعم متل القطن|وبسرعة الطيّارة صارت فوق السحاب الأبيض الناعم مثل القطن|وبسرعة الطيّارة صارت فوق الغيم الأبيض الناعم شرات القطن}. {H} لزق{H:|ت} {d:مناخير|منخار|خشم|خشم}{H:ه|ها} {d:في الشبّاك|عالشبّاك|في الدريشة|في الدريشة}؛ {d:الطيّارة ما بقتش مخيفة، والسفرية ابتدت|الطيّارة ما عادت مخيفة، والسفرة بلّشت|الطيّارة ما صارت مخيفة، والسفرة بدت|الطيّارة ما صارت مخيفة، والسفرة بدت}.'],
    ['Mama squeezed {H}\'s hand. "You did it," she whispered, and {H} squeezed back.', 'ضَغَطَتْ أُمُّ{H:هُ|ها} عَلى يَدِ {H.g} وَهَمَسَتْ: «{H:لَقَدْ فَعَلْتَها|لَقَدْ فَعَلْتِها}»، {H:فَضَغَطَ|فَضَغَطَتْ} {H} عَلى يَدِها أَيْضًا.', '{d.mom} {d:ضغطت على|شدّت على|ضغطت على|ضغطت على} {d:إيد|إيد|يد|يد} {H} و{d:وشوشت|وشوشت|همست|همست}: «{d:عملتها|عملتها|سوّيتها|سوّيتها}»، و{H} {d:ضغط|شدّ|ضغط|ضغط}{H:|ت} على {d:إيدها كمان|إيدها كمان|يدها بعد|يدها بعد}.'],
  ],
  scene: {
    problem: 'look at an open suitcase on the bedroom floor',
    try: 'push down the lid of an overfull suitcase',
    help: 'sit on the bed beside Mama, who is talking softly',
    together: 'hold Mama\'s hand in a plane seat as the plane takes off',
    resolution: 'press a nose to the plane window above white clouds',
  },
  props: {
    problem: [{ kind: 'suitcase', where: 'ground' }],
    try: [{ kind: 'suitcase', where: 'ground' }, { kind: 'toys', where: 'ground' }],
    help: [{ kind: 'suitcase', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'bedroom' },
};

/** Grandpa gives the child an explorer's notebook: three new things to draw each day of the trip. */
const explorer: SituationPlot = {
  ...shared,
  key: 'family-trip/explorer',
  titles: [
    ['{H} the Explorer', '{H} {H:المُسْتَكْشِفُ|المُسْتَكْشِفَةُ}', '{H} {H:المستكشف|المستكشفة}'],
    ['Three New Things a Day', 'ثَلاثَةُ أَشْياءَ جَديدَةٍ كُلَّ يَوْمٍ', '{d:تلات حاجات جديدة كل يوم|تلات شغلات جديدة كل يوم|ثلاث أشياء جديدة كل يوم|ثلاث أشياء جديدة كل يوم}'],
  ],
  morals: [
    ['A mind busy exploring leaves little room for worry.', 'حُبُّ الاسْتِكْشافِ لا يَتْرُكُ لِلْقَلَقِ مَكانًا كَبيرًا.', '{d:حبّ الاستكشاف ما بيسيبش للقلق مكان كبير|حبّ الاستكشاف ما بيترك للقلق محلّ كبير|حبّ الاستكشاف ما يخلّي للقلق مكان كبير|حبّ الاستكشاف ما يخلّي للقلق مكان كبير}.'],
    ['Every trip is full of new things to notice.', 'كُلُّ رِحْلَةٍ مَليئَةٌ بِأَشْياءَ جَديدَةٍ تَسْتَحِقُّ الانْتِباهَ.', '{d:كل سفرية مليانة حاجات جديدة تستاهل ننتبه لها|كل سفرة مليانة شغلات جديدة بتستاهل ننتبهلها|كل سفرة مليانة أشياء جديدة تستاهل ننتبه لها|كل سفرة مليانة أشياء جديدة تستاهل ننتبه لها}.'],
  ],
  help: [
    ['Grandpa came with a little notebook and a pencil. "Every trip needs an explorer," he said. "On the plane and after, draw three new things you see each day."', 'جاءَ الجَدُّ وَمَعَهُ دَفْتَرٌ صَغيرٌ وَقَلَمٌ، وَقالَ: «كُلُّ رِحْلَةٍ تَحْتاجُ إِلى مُسْتَكْشِفٍ. في الطّائِرَةِ وَبَعْدَها، {H:اُرْسُمْ|اُرْسُمي} ثَلاثَةَ أَشْياءَ جَديدَةٍ {H:تَراها|تَرَيْنَها} كُلَّ يَوْمٍ».', '{d:جدّو جه ومعاه كرّاسة صغيّرة وقلم|جدّو إجا ومعو دفتر زغير وقلم|الجدّ جا ومعه دفتر صغير وقلم|اليدّ جا ووياه دفتر صغير وقلم}، وقال: «{d:كل سفرية محتاجة مستكشف. في الطيّارة وبعدها، ارسم|كل سفرة بدّا مستكشف. بالطيّارة وبعدها، ارسم|كل سفرة تبي مستكشف. في الطيّارة وبعدها، ارسم|كل سفرة تبا مستكشف. في الطيّارة وبعدها، ارسم}{H:|ي} {d:تلات حاجات جديدة تشوفها كل يوم|تلات شغلات جديدة بتشوفها كل يوم|ثلاث أشياء جديدة تشوفها كل يوم|ثلاث أشياء جديدة تشوفها كل يوم}».'],
  ],
  together: [
    ['{H} wrote "Explorer" on the cover in big letters.', '{H:كَتَبَ|كَتَبَتْ} {H} عَلى الغِلافِ بِحُروفٍ كَبيرَةٍ: «{H:المُسْتَكْشِفُ|المُسْتَكْشِفَةُ}».', '{H} كتب{H:|ت} على الغلاف بحروف كبيرة: «{H:المستكشف|المستكشفة}».', 'p'],
    ['Suddenly {H} wanted to know everything: how big the airport was, what the clouds looked like from above, what people ate in the new place.', 'فَجْأَةً {H:صارَ|صارَتْ} {H} {H:يُريدُ|تُريدُ} أَنْ {H:يَعْرِفَ|تَعْرِفَ} كُلَّ شَيْءٍ: ما حَجْمُ المَطارِ، وَكَيْفَ تَبْدو الغُيومُ مِنْ فَوْقُ، وَماذا يَأْكُلُ النّاسُ في المَكانِ الجَديدِ.', 'فجأة {H} {d.became:H} {d.want:H} {H:يعرف|تعرف} {d:كل حاجة: المطار كبير قدّ إيه، والسحاب شكله إيه من فوق، والناس بياكلوا إيه في المكان الجديد|كل شي: قدّيش المطار كبير، وكيف شكل الغيم من فوق، وشو بياكلوا الناس بالمحلّ الجديد|كل شي: كم كبر المطار، وكيف شكل السحاب من فوق، ووش ياكلون الناس في المكان الجديد|كل شي: شكثر المطار كبير، وشلون شكل الغيم من فوق، وشو ياكلون الناس في المكان الجديد}.', '2'],
  ],
  resolution: [
    ['On the plane, {H} drew the wing, a cloud shaped like a camel and the tiny cup of juice. There was so much to notice that the worry about the trip had no room left.', 'في الطّائِرَةِ {H:رَسَمَ|رَسَمَتْ} {H} جَناحَ الطّائِرَةِ، وَغَيْمَةً عَلى شَكْلِ جَمَلٍ، وَكوبَ العَصيرِ الصَّغيرَ. كانَ هُناكَ الكَثيرُ مِمّا يُلاحَظُ، حَتّى لَمْ يَبْقَ لِقَلَقِ الرِّحْلَةِ مَكانٌ.', 'في الطيّارة، {H} رسم{H:|ت} {d:جناح الطيّارة، وسحابة شكلها جمل، وكوباية العصير الصغيّرة|جناح الطيّارة، وغيمة شكلها جمل، وكاسة العصير الزغيرة|جناح الطيّارة، وسحابة شكلها جمل، وكاسة العصير الصغيرة|جناح الطيّارة، وغيمة شكلها يمل، وكاسة العصير الصغيرة}. {d:كان فيه حاجات كتير تتلاحظ، لدرجة إنّ قلق السفرية ما لقاش مكان|كان في شغلات كتير تنلاحظ، لدرجة إنّو قلق السفرة ما لاقى محلّ|كان فيه أشياء كثير تنلاحظ، لدرجة إنّ قلق السفرة ما لقى مكان|كان في أشياء وايد تنلاحظ، لدرجة إنّ قلق السفرة ما لقى مكان}.'],
    ['By the end of the first day, the explorer\'s book already held six new pictures.', 'وَمَعَ نِهايَةِ اليَوْمِ الأَوَّلِ، كانَ في دَفْتَرِ {H:المُسْتَكْشِفِ|المُسْتَكْشِفَةِ} سِتُّ صُوَرٍ جَديدَةٍ.', '{d:ومع آخر اليوم الأوّل|وبآخر أوّل يوم|ومع آخر أوّل يوم|ومع آخر أوّل يوم}، {d:كرّاسة|دفتر|دفتر|دفتر} {H:المستكشف|المستكشفة} {d:كان فيها ستّ رسومات جديدة|كان فيه ستّ رسمات جديدة|كان فيه ستّ رسمات جديدة|كان فيه ستّ رسمات جديدة}.'],
  ],
  scene: {
    problem: 'look at an open suitcase on the bedroom floor',
    try: 'push down the lid of an overfull suitcase',
    help: 'sit beside Grandpa, who holds out a little notebook and a pencil',
    together: 'write on the cover of a little notebook beside Grandpa',
    resolution: 'draw a cloud in a notebook by the plane window',
  },
  props: {
    problem: [{ kind: 'suitcase', where: 'ground' }],
    try: [{ kind: 'suitcase', where: 'ground' }, { kind: 'toys', where: 'ground' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'held' }],
    resolution: [{ kind: 'book', where: 'held' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'living-room', together: 'living-room' },
};

/** Grandma ties a red ribbon on the suitcase and a scrap of it round the child's wrist: the suitcase is easy to find, and the worry becomes a game. */
const redRibbon: SituationPlot = {
  ...shared,
  key: 'family-trip/red-ribbon',
  titles: [
    ['The Red Ribbon', 'الشَّريطُ الأَحْمَرُ', '{d:الشريطة الحمرا|الشريطة الحمرا|الشريطة الحمرا|الشريطة الحمرا}'],
    ['{H} and the Suitcase with a Bow', '{H} وَالحَقيبَةُ ذاتُ العُقْدَةِ', '{H} و{d:الشنطة أمّ فيونكة|الشنطة اللي عليها عقدة|الشنطة اللي عليها عقدة|الشنطة اللي عليها عقدة}'],
  ],
  morals: [
    ['A small sign from someone who loves you can travel a long way.', 'عَلامَةٌ صَغيرَةٌ مِمَّنْ يُحِبُّنا تُسافِرُ مَعَنا بَعيدًا.', '{d:علامة صغيّرة من حدّ بيحبّنا بتسافر معانا لبعيد|علامة زغيرة من حدا بيحبّنا بتسافر معنا لبعيد|علامة صغيرة من أحد يحبّنا تسافر معنا لبعيد|علامة صغيرة من حد يحبّنا تسافر ويّانا لبعيد}.'],
    ['A worry shrinks when it has a plan.', 'القَلَقُ يَصْغُرُ حينَ تَكونُ لَهُ خُطَّةٌ.', '{d:القلق بيصغر لمّا يبقى ليه خطّة|القلق بيزغر لمّا يكون إلو خطّة|القلق يصغر لمّا يكون له خطّة|القلق يصغر لمّا يكون له خطّة}.'],
  ],
  help: [
    ['Grandma came in with a bright red ribbon. "At the airport, all the suitcases look alike," she said. "Let us mark the suitcase so we can spot it from far away."', 'جاءَتِ الجَدَّةُ وَمَعَها شَريطٌ أَحْمَرُ زاهٍ، وَقالَتْ: «الحَقائِبُ في المَطارِ تَتَشابَهُ كُلُّها، فَهَيّا نُمَيِّزِ الحَقيبَةَ حَتّى نَعْرِفَها مِنْ بَعيدٍ».', '{d:تيتة جت|تيتا إجت|الجدّة جات|اليدّة يات} {d:ومعاها شريطة حمرا|ومعها شريطة حمرا|ومعها شريطة حمرا|ووياها شريطة حمرا}، وقالت: «{d:كل الشنط في المطار شبه بعض، يلّا نعلّم الشنطة عشان نعرفها من بعيد|كل الشنط بالمطار متل بعض، يلّا نعلّم الشنطة لنعرفها من بعيد|كل الشنط في المطار نفس بعض، خلّنا نعلّم الشنطة عشان نعرفها من بعيد|كل الشنط في المطار نفس بعض، خلّنا نعلّم الشنطة عشان نعرفها من بعيد}».'],
    ['Grandma came and sat down beside the suitcase, and took a long red ribbon from her pocket. "When I travelled as a girl, my mother tied this on my bag," she said. "A suitcase you can see from far away never gets lost. Shall we tie it on?"', 'جاءَتِ الجَدَّةُ وَجَلَسَتْ بِجانِبِ الحَقيبَةِ، وَأَخْرَجَتْ مِنْ جَيْبِها شَريطًا أَحْمَرَ طَويلًا، وَقالَتْ: «حينَ سافَرْتُ وَأَنا صَغيرَةٌ رَبَطَتْهُ أُمّي عَلى حَقيبَتي. الحَقيبَةُ الَّتي نَراها مِنْ بَعيدٍ لا تَضيعُ. هَلْ نَرْبِطُهُ؟»', '{d:تيتة جت وقعدت جنب|تيتا إجت وقعدت حدّ|الجدّة جات وقعدت جنب|اليدّة يات ويلست جنب} الشنطة، وطلّعت من {d:جيبها|جيبتها|مخباها|مخباها} شريطة حمرا طويلة، وقالت: «{d:لمّا سافرت وأنا صغيّرة، أمّي ربطتها على شنطتي. الشنطة اللي بنشوفها من بعيد عمرها ما تتوه. نربطها|لمّا سافرت وأنا زغيرة، إمّي ربطتها على شنطتي. الشنطة اللي منشوفها من بعيد ما بتضيع. منربطها|يوم سافرت وأنا صغيرة، أمّي ربطتها على شنطتي. الشنطة اللي نشوفها من بعيد ما تضيع. نربطها|يوم سافرت وأنا صغيرة، أمّي ربطتها على شنطتي. الشنطة اللي نشوفها من بعيد ما تضيع. نربطها}؟»', '2'],
  ],
  together: [
    ['Grandma tied the red ribbon in a big bow on the handle of the suitcase, and {H} tied a little piece of the same ribbon round {H.his} wrist.', 'رَبَطَتِ الجَدَّةُ الشَّريطَ الأَحْمَرَ عُقْدَةً كَبيرَةً عَلى مِقْبَضِ الحَقيبَةِ، {H:وَرَبَطَ|وَرَبَطَتْ} {H} قِطْعَةً صَغيرَةً مِنَ الشَّريطِ نَفْسِهِ حَوْلَ مِعْصَمِ{H:هِ|ها}.', '{d:تيتة|تيتا|الجدّة|اليدّة} ربطت الشريطة الحمرا {d:فيونكة كبيرة على إيد الشنطة|عقدة كبيرة على إيد الشنطة|عقدة كبيرة على يد الشنطة|عقدة كبيرة على يد الشنطة}، و{H} ربط{H:|ت} {d:حتّة صغيّرة|شقفة زغيرة|قطعة صغيرة|قطعة صغيرة} من نفس الشريطة على {d:إيد|إيد|يد|يد}{H:ه|ها}.'],
    ['Then Grandma helped {H} take half the toys out again. "The suitcase will close now," she said, "and the ribbon will keep an eye on it."', 'ثُمَّ ساعَدَتِ الجَدَّةُ {H.a} عَلى إِخْراجِ نِصْفِ الأَلْعابِ، وَقالَتْ: «سَتُغْلَقُ الحَقيبَةُ الآنَ، وَالشَّريطُ سَيَحْرُسُها».', 'وبعدين {d:تيتة ساعدت|تيتا ساعدت|الجدّة ساعدت|اليدّة ساعدت} {H} {H:ي|ت}{d:طلّع نصّ اللعب|شيل نصّ الألعاب|طلّع نصّ الألعاب|طلّع نصّ الألعاب}، وقالت: «{d:الشنطة هتتقفل دلوقتي، والشريطة هتحرسها|الشنطة رح تتسكّر هلّق، والشريطة رح تحرسها|الشنطة بتتسكّر الحين، والشريطة بتحرسها|الشنطة بتتسكّر الحين، والشريطة بتحرسها}».', '2'],
  ],
  resolution: [
    ['Grandma tied the red ribbon in a bow on the suitcase. At the airport, {H} spotted the red bow before anyone else. "That is our suitcase!" {H.he} said.', 'رَبَطَتِ الجَدَّةُ الشَّريطَ الأَحْمَرَ عُقْدَةً عَلى الحَقيبَةِ. وَفي المَطارِ {H:رَأى|رَأَتْ} {H} العُقْدَةَ الحَمْراءَ قَبْلَ الجَميعِ، {H:وَقالَ|وَقالَتْ}: «هذِهِ حَقيبَتُنا!»', '{d:تيتة ربطت الشريطة الحمرا فيونكة على الشنطة. وفي المطار|تيتا ربطت الشريطة الحمرا عقدة عالشنطة. وبالمطار|الجدّة ربطت الشريطة الحمرا عقدة على الشنطة. وفي المطار|اليدّة ربطت الشريطة الحمرا عقدة على الشنطة. وفي المطار} {H} شاف{H:|ت} {d:الفيونكة الحمرا|العقدة الحمرا|العقدة الحمرا|العقدة الحمرا} قبل الكل، وقال{H:|ت}: «{d:دي شنطتنا|هيدي شنطتنا|هذي شنطتنا|هذي شنطتنا}!»'],
    ['On the plane, whenever {H} felt a flutter of worry, {H.he} touched the red ribbon on {H.his} wrist and remembered: the suitcase was safe, and so was {H.he}.', 'وَفي الطّائِرَةِ، كُلَّما {H:شَعَرَ|شَعَرَتْ} {H} بِرَفْرَفَةِ قَلَقٍ، {H:لَمَسَ|لَمَسَتِ} الشَّريطَ الأَحْمَرَ حَوْلَ مِعْصَمِ{H:هِ|ها} {H:وَتَذَكَّرَ|وَتَذَكَّرَتْ}: الحَقيبَةُ في أَمانٍ، {H:وَهُوَ|وَهِيَ} أَيْضًا.', '{d:وفي الطيّارة|وبالطيّارة|وفي الطيّارة|وفي الطيّارة}، كل ما {H} {H:يحسّ|تحسّ} برفرفة قلق، {H:كان|كانت} {H:ي|ت}لمس الشريطة الحمرا على {d:إيد|إيد|يد|يد}{H:ه|ها} و{H:ي|ت}{d:فتكر|تذكّر|تذكّر|تذكّر}: الشنطة {d:في أمان|بأمان|في أمان|في أمان}، و{H:هو|هي} {d:كمان|كمان|بعد|بعد}.', '2'],
    ['It was only a ribbon, {H} knew, and yet it had changed the whole trip: the worry about losing things had turned into a game of spotting red, and a small piece of Grandma travelled all the way with {H.him}.', '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّهُ مُجَرَّدُ شَريطٍ، وَمَعَ ذلِكَ غَيَّرَ الرِّحْلَةَ كُلَّها: صارَ القَلَقُ مِنْ ضَياعِ الأَشْياءِ لُعْبَةً لِلْبَحْثِ عَنِ اللَّوْنِ الأَحْمَرِ، وَسافَرَتْ قِطْعَةٌ صَغيرَةٌ مِنَ الجَدَّةِ مَعَ{H:هُ|ها} طَوالَ الطَّريقِ.', '{H} {H:كان عارف|كانت عارفة} إنّها {d:مجرّد شريطة، ومع ذلك غيّرت السفرية كلّها: القلق من إنّ الحاجات تضيع بقى لعبة ندوّر فيها على الأحمر، وحتّة صغيّرة من تيتة سافرت معا|مجرّد شريطة، ومع هيك غيّرت السفرة كلّها: القلق إنّو الغراض تضيع صار لعبة نفتّش فيها عالأحمر، وشقفة زغيرة من تيتا سافرت مع|مجرّد شريطة، ومع كذا غيّرت السفرة كلّها: الخوف إنّ الأغراض تضيع صار لعبة ندوّر فيها على الأحمر، وقطعة صغيرة من الجدّة سافرت مع|مجرّد شريطة، ومع جي غيّرت السفرة كلّها: الخوف إنّ الأغراض تضيع صار لعبة ندوّر فيها على الأحمر، وقطعة صغيرة من اليدّة سافرت ويّا}{H:ه|ها} {d:طول السكّة|طول الطريق|طول الطريق|طول الطريق}.', '3'],
  ],
  scene: {
    problem: 'look at an open suitcase on the bedroom floor',
    try: 'push down the lid of an overfull suitcase',
    help: 'sit beside Grandma and the open suitcase, Grandma holding a long red ribbon',
    together: 'tie a big red bow on the handle of the suitcase with Grandma',
    resolution: 'touch a red ribbon tied round the wrist, the suitcase with its red bow close by',
  },
  props: {
    problem: [{ kind: 'suitcase', where: 'ground' }],
    try: [{ kind: 'suitcase', where: 'ground' }, { kind: 'toys', where: 'ground' }],
    help: [{ kind: 'suitcase', where: 'ground' }],
    together: [{ kind: 'suitcase', where: 'ground' }],
    resolution: [{ kind: 'suitcase', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'bedroom', together: 'bedroom' },
};

export const familyTripPlots: readonly SituationPlot[] = [threeThings, aboveTheClouds, explorer, redRibbon];
