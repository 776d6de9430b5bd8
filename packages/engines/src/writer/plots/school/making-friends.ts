import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Wanting a friend and not knowing how to begin. The other children play together; the child
 * watches from the side, smiles, comes close and goes away again. A grown-up gives the child a way
 * in: Mama a second ball and one question to practise ("Shall we play together?"), Baba a box of
 * chalk and a game drawn on the ground that other children come to join. Older children learn that
 * friendship is made by someone daring the first word.
 */

const problem: Pool = [
  ['{H} wanted a friend to play with.', '{H:أَرادَ|أَرادَتْ} {H} {H:صَديقًا يَلْعَبُ مَعَهُ|صَديقَةً تَلْعَبُ مَعَها}.', '{H} {d.want:H} {d:صاحب|رفيق|صديق|ربيع}{H:|ة} {H:يلعب|تلعب} {d:معا|مع|مع|ويّا}{H:ه|ها}.'],
  ['The other children played together, and {H} watched from the side. {H} did not have a friend there yet.', 'كانَ الأَطْفالُ يَلْعَبونَ مَعًا، وَ{H} {H:يَتَفَرَّجُ|تَتَفَرَّجُ} مِنْ بَعيدٍ؛ فَلَيْسَ لَ{H:هُ|ها} بَيْنَهُمْ صَديقٌ بَعْدُ.', '{d.kids} {d:كانوا بيلعبوا سوا|كانوا عم يلعبوا سوا|كانوا يلعبون سوا|كانوا يلعبون سوا}، و{H} قاعد{H:|ة} {H:يتفرّج|تتفرّج} من بعيد؛ {d:لسّه ما عند|بعد ما عند|للحين ما عند|للحين ما عند}{H:ه|ها}{d:ش|||} {d:صاحب بينهم|رفيق بيناتن|صديق بينهم|ربيع بينهم}.'],
  ['{H} had tried to join in before, but the words got stuck. {H} wished for a friend, just one.', 'حاوَلَ{H:|تْ} {H} مِنْ قَبْلُ أَنْ {H:يَنْضَمَّ|تَنْضَمَّ} إِلى الآخَرينَ، لكِنَّ الكَلِماتِ عَلِقَتْ في حَلْقِ{H:هِ|ها}، {H:وَكانَ|وَكانَتْ} {H:يَتَمَنّى|تَتَمَنّى} صَديقًا واحِدًا فَقَطْ.', '{H} حاول{H:|ت} {d:قبل كده|قبل هيك|قبل كذا|قبل جي} {H:يلعب|تلعب} مع {d.kids}، بس الكلام {d:وقف في زور|علق بزلعوم|وقف في حلق|وقف في حلق}{H:ه|ها}، و{H} {d.want:H} {d:صاحب واحد بس|رفيق واحد بس|صديق واحد بس|ربيع واحد بس}.', '3'],
];

const problemMore: Pool = [
  ['"Nobody asked me to play," {H} whispered.', '«لَمْ يَدْعُني أَحَدٌ إِلى اللَّعِبِ»، هَمَسَ{H:|تْ} {H}.', '«{d:محدّش عزمني ألعب معاهم|ما حدا عزمني إلعب معن|ما أحد عزمني ألعب معهم|ما حد عزمني ألعب ويّاهم}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.'],
  ['{H} kicked a little stone, all alone.', '{H:رَكَلَ|رَكَلَتْ} {H} حَجَرًا صَغيرًا وَحْدَ{H:هُ|ها}.', '{H} {d:شاط|شات|شات|شات}{H:|ت} حجر {d.small:m} {d:لوحد|لحال|بروح|بروح}{H:ه|ها}.', 'w'],
  ['{H} sat on the bench and swung {H.his} feet.', 'جَلَسَ{H:|تْ} {H} عَلى المَقْعَدِ {H:يُؤَرْجِحُ|تُؤَرْجِحُ} قَدَمَيْ{H:هِ|ها}.', '{H} {d:قعد|قعد|جلس|جلس}{H:|ت} على {d:الكرسي|المقعد|الكرسي|الكرسي} {H:يهزّ|تهزّ} {d:رجلي|إجري|رجول|رجول}{H:ه|ها}.', 'p'],
];

const tries: Pool = [
  ['{H} smiled at a child by the swings, but the child did not see.', '{H:ابْتَسَمَ|ابْتَسَمَتْ} {H} لِطِفْلٍ عِنْدَ الأَراجيحِ، لكِنَّهُ لَمْ يَرَ.', '{H} ابتسم{H:|ت} {d:لعيّل جنب المراجيح، بس ما شافش|لولد حدّ المراجيح، بس ما شاف|لولد عند المراجيح، بس ما شاف|لياهل عند المراجيح، بس ما شاف}.'],
  ['{H} came close to the game, then went away again.', '{H:اقْتَرَبَ|اقْتَرَبَتْ} {H} مِنَ اللُّعْبَةِ، ثُمَّ {H:ابْتَعَدَ|ابْتَعَدَتْ} مِنْ جَديدٍ.', '{H} قرّب{H:|ت} من اللعبة، وبعدين {d:بعد|بعّد|بعد|بعد}{H:|ت} {d:تاني|مرّة تانية|مرّة ثانية|مرّة ثانية}.'],
  ['{H} thought of many ways to say hello, and said nothing at all.', 'فَكَّرَ{H:|تْ} {H} في طُرُقٍ كَثيرَةٍ لِلتَّحِيَّةِ، وَلَمْ {H:يَقُلْ|تَقُلْ} شَيْئًا.', '{H} فكّر{H:|ت} في {d:طرق كتير للسلام|طرق كتير للسلام|طرق كثيرة للسلام|طرق وايد للسلام}، {d:وما|وما|وما|وما} {H:قال|قالت}{d:ش ولا حاجة| ولا شي| ولا شي| ولا شي}.', '2'],
];

const reflect: Pool = [
  ['A friend can start with one small word: hello, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: قَدْ يَبْدَأُ صَديقٌ جَديدٌ بِكَلِمَةٍ صَغيرَةٍ واحِدَةٍ: مَرْحَبًا.', 'فكّر{H:|ت} {H}: {d:الصاحب الجديد ممكن يبدأ بكلمة صغيّرة: أهلًا|الرفيق الجديد ممكن يبلّش بكلمة زغيرة: مرحبا|الصديق الجديد ممكن يبدأ بكلمة صغيرة: هلا|الربيع الجديد ممكن يبدا بكلمة صغيرة: هلا}.'],
  ['Other children want friends too, {H} realised; someone just has to go first.', 'أَدْرَكَ{H:|تْ} {H} أَنَّ الأَطْفالَ الآخَرينَ يُريدونَ أَصْدِقاءَ أَيْضًا، وَأَنَّ أَحَدًا لا بُدَّ أَنْ يَبْدَأَ.', '{H} فهم{H:|ت} إنّ {d:العيال التانيين عايزين صحاب هما كمان، وحدّ لازم يبدأ|الولاد التانيين بدّن رفقات كمان، وحدا لازم يبلّش|العيال الثانيين يبون خويان بعد، وأحد لازم يبدأ|اليهال الثانيين يبون ربع بعد، وحد لازم يبدا}.', '2'],
  ['A friend, {H} understood, is not found by chance; friendship is made a little at a time, when someone dares to say the first word.', 'فَهِمَ{H:|تْ} {H} أَنَّ الصَّديقَ لا يُعْثَرُ عَلَيْهِ صُدْفَةً؛ بَلْ تُصْنَعُ الصَّداقَةُ شَيْئًا فَشَيْئًا، حينَ يَجْرُؤُ أَحَدٌ عَلى الكَلِمَةِ الأولى.', '{H} فهم{H:|ت} إنّ {d:الصاحب ما بنلاقيهوش بالصدفة؛ الصحوبية بتتبني حتّة حتّة، لمّا حدّ يتجرّأ ويقول أوّل كلمة|الرفيق ما منلاقيه بالصدفة؛ الصحبة بتنبنى شوي شوي، لمّا حدا يتجرّأ ويقول أوّل كلمة|الصديق ما نلقاه بالصدفة؛ الصداقة تنبني شوي شوي، لمّا أحد يتجرّأ ويقول أوّل كلمة|الربيع ما نلقاه بالصدفة؛ الصداقة تنبني شوي شوي، لمّا حد يتجرّأ ويقول أوّل كلمة}.', '3'],
];

const morals: Pool = [
  ['Every friendship begins with a first hello.', 'كُلُّ صَداقَةٍ تَبْدَأُ بِتَحِيَّةٍ أولى.', 'كل {d:صحوبية بتبدأ بأوّل سلام|صحبة بتبلّش بأوّل سلام|صداقة تبدأ بأوّل سلام|صداقة تبدا بأوّل سلام}.'],
  ['Games are more fun when we play together.', 'اللَّعِبُ أَجْمَلُ حينَ نَلْعَبُ مَعًا.', 'اللعب أحلى لمّا نلعب سوا.'],
];

const shared = { situation: 'making-friends', gentle: false, morals, problem, problemMore, tries, reflect } as const;

/** Mama brings a second ball and one question to practise: "Shall we play together?" */
const secondBall: SituationPlot = {
  ...shared,
  key: 'making-friends/second-ball',
  titles: [
    ['{H} and the Second Ball', '{H} وَالكُرَةُ الثّانِيَةُ', '{H} {d:والكورة التانية|والطابة التانية|والكورة الثانية|والكورة الثانية}'],
    ['Shall We Play Together?', 'هَلْ نَلْعَبُ مَعًا؟', 'نلعب سوا؟'],
  ],
  help: [
    ['Mama came with a second ball. "Take it, and ask: shall we play together? That is how you find a friend," she said.', 'جاءَتْ أُمُّ{H:هُ|ها} بِكُرَةٍ ثانِيَةٍ، وَقالَتْ لَ{H:هُ|ها}: «{H:خُذْها|خُذيها} {H:وَاسْأَلْ|وَاسْأَلي}: هَلْ نَلْعَبُ مَعًا؟ هكَذا يَبْدَأُ صَديقٌ جَديدٌ».', '{d.mom} {d.came:f} {d:بكورة تانية|بطابة تانية|بكورة ثانية|بكورة ثانية}، وقالت: «{d:خد|خود|خذ|خذ}{H:ها|يها} {d:واسأل|واسأل|واسأل|واسأل}{H:|ي}: نلعب سوا؟ {d:كده بيبدأ صاحب جديد|هيك بيبلّش رفيق جديد|كذا يبدأ صديق جديد|جي يبدا ربيع جديد}».'],
    ['Mama came and sat beside {H}, with a second ball in her bag. "A game for two needs two," she said. "And a friend often starts with one little question: shall we play together?"', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَفي حَقيبَتِها كُرَةٌ ثانِيَةٌ، وَقالَتْ: «اللُّعْبَةُ الَّتي لِاثْنَيْنِ تَحْتاجُ إِلى اثْنَيْنِ. وَكَثيرًا ما يَبْدَأُ الصَّديقُ الجَديدُ بِسُؤالٍ صَغيرٍ واحِدٍ: هَلْ نَلْعَبُ مَعًا؟»', '{d.mom} {d.came:f} {d:وقعدت جنب|وقعدت حدّ|وجلست جنب|وجلست جنب} {H}، {d:ومعاها كورة تانية في شنطتها|ومعها طابة تانية بشنطتها|ومعها كورة ثانية في شنطتها|وويّاها كورة ثانية في شنطتها}، وقالت: «{d:اللعبة اللي لاتنين عايزة اتنين. والصاحب الجديد ساعات بيبدأ بسؤال صغيّر واحد|اللعبة اللي لتنين بدّها تنين. والرفيق الجديد أوقات بيبلّش بسؤال زغير واحد|اللعبة اللي لثنين تبي ثنين. والصديق الجديد أحيانًا يبدأ بسؤال صغير واحد|اللعبة اللي حقّ ثنين تبا ثنين. والربيع الجديد أحيانًا يبدا بسؤال صغير واحد}: نلعب سوا؟»', '2'],
  ],
  together: [
    ['They practised it three times, until the question felt small and easy.', 'تَدَرَّبا عَلَيْهِ ثَلاثَ مَرّاتٍ، حَتّى صارَ السُّؤالُ صَغيرًا سَهْلًا.', '{d:اتدرّبوا عليه تلات مرّات، لحدّ ما السؤال بقى صغيّر وسهل|تمرّنوا عليه تلات مرّات، لحدّ ما السؤال صار زغير وسهل|تدرّبوا عليه ثلاث مرّات، لين صار السؤال صغير وسهل|تدرّبوا عليه ثلاث مرّات، لين صار السؤال صغير وسهل}.'],
    ['Mama pointed to a child sitting alone by the wall. "Maybe that one is waiting for the same question," she whispered.', 'أَشارَتْ أُمُّ{H:هُ|ها} إِلى طِفْلٍ يَجْلِسُ وَحْدَهُ عِنْدَ الجِدارِ، وَهَمَسَتْ: «رُبَّما يَنْتَظِرُ السُّؤالَ نَفْسَهُ».', '{d.mom} {d:شاورت على عيّل قاعد لوحده جنب الحيطة، ووشوشت|أشّرت على ولد قاعد لحالو حدّ الحيط، ووشوشت|أشّرت على ولد قاعد بروحه عند الجدار، وهمست|أشّرت على ياهل قاعد بروحه عند الطوفة، وهمست}: «{d:يمكن هو كمان مستنّي نفس السؤال|يمكن هوّي كمان ناطر نفس السؤال|يمكن هو بعد ينتظر نفس السؤال|يمكن هو بعد ينطر نفس السؤال}».', '2'],
  ],
  resolution: [
    ['{H} went over and asked, "Shall we play together?" The child smiled and said yes, and soon they were laughing like old friends.', '{H:ذَهَبَ|ذَهَبَتْ} {H} {H:وَسَأَلَ|وَسَأَلَتْ}: «هَلْ نَلْعَبُ مَعًا؟» فَابْتَسَمَ الطِّفْلُ وَقالَ: «نَعَمْ!» وَسُرْعانَ ما صارا يَضْحَكانِ كَصَديقَيْنِ قَديمَيْنِ.', '{H} راح{H:|ت} {H:وسأل|وسألت}: «نلعب سوا؟» {d:والعيّل ابتسم وقال: «أيوه!» وبعد شوية كانوا بيضحكوا زيّ صحاب قدام|والولد ابتسم وقال: «إيه!» وبعد شوي كانوا عم يضحكوا متل رفقات قدام|والولد ابتسم وقال: «إيه!» وبعد شوي كانوا يضحكون مثل خويان من زمان|والياهل ابتسم وقال: «هيه!» وبعد شوي كانوا يضحكون شرات ربع من زمان}.'],
    ['In the end they needed only one ball, because now they played together.', 'وَفي النِّهايَةِ لَمْ يَحْتاجا إِلّا إِلى كُرَةٍ واحِدَةٍ؛ فَقَدْ صارا يَلْعَبانِ مَعًا.', '{d:وفي الآخر ما احتاجوش غير كورة واحدة، لأنّهم بقوا يلعبوا سوا|وبالآخر ما احتاجوا غير طابة وحدة، لأنّن صاروا يلعبوا سوا|وفي الأخير ما احتاجوا إلّا كورة وحدة، لأنّهم صاروا يلعبون سوا|وفي الأخير ما احتاجوا إلّا كورة وحدة، لأنّهم صاروا يلعبون سوا}.'],
  ],
  scene: {
    problem: 'sit alone on a bench, watching other children play together',
    try: 'stand shyly near other children at play',
    help: 'sit on the bench with Mama, who holds out a second ball',
    together: 'practise a question with Mama, holding a ball',
    resolution: 'play ball with a new friend',
  },
  props: {
    help: [{ kind: 'ball', where: 'held', by: 'Mama' }],
    together: [{ kind: 'ball', where: 'held' }],
    resolution: [{ kind: 'ball', where: 'ground' }],
  },
};

/** Baba draws a hopscotch game in coloured chalk, and other children come to play. */
const chalkSquares: SituationPlot = {
  ...shared,
  key: 'making-friends/chalk-squares',
  titles: [
    ['The Chalk Squares', 'مُرَبَّعاتُ الطَّباشيرِ', 'مربّعات الطباشير'],
    ['A Game for Friends', 'لُعْبَةٌ لِلْأَصْدِقاءِ', '{d:لعبة للصحاب|لعبة للرفقات|لعبة للخويان|لعبة للربع}'],
  ],
  help: [
    ['Baba came with a box of coloured chalk. "Let us draw a big game on the ground. A game like this brings a friend," he said.', 'جاءَ أَبو{H:هُ|ها} بِعُلْبَةِ طَباشيرَ مُلَوَّنَةٍ، وَقالَ: «هَيّا نَرْسُمْ عَلى الأَرْضِ لُعْبَةً كَبيرَةً؛ فَلُعْبَةٌ كَهذِهِ تَأْتي بِصَديقٍ جَديدٍ».', '{d.dad} {d.came:m} {d:ومعاه|ومعو|ومعه|وويّاه} علبة طباشير ملوّنة، وقال: «{d:يلّا نرسم لعبة كبيرة على الأرض. لعبة زيّ دي بتجيب صاحب جديد|يلّا نرسم لعبة كبيرة عالأرض. لعبة متل هيدي بتجيب رفيق جديد|يلّا نرسم لعبة كبيرة على الأرض. لعبة مثل هذي تجيب صديق جديد|يلّا نرسم لعبة كبيرة على الأرض. لعبة شرات هذي تجيب ربيع جديد}».'],
    ['Baba came with a box of coloured chalk and knelt on the pavement. "When I was your age, this is how I found a friend, my best one," he said, and drew the first big square of a hopscotch game.', 'جاءَ أَبو{H:هُ|ها} بِعُلْبَةِ طَباشيرَ مُلَوَّنَةٍ، وَجَثا عَلى الرَّصيفِ، وَقالَ لَ{H:هُ|ها}: «حينَ كُنْتُ في مِثْلِ سِنِّ{H:كَ|كِ}، هكَذا وَجَدْتُ صَديقي المُقَرَّبَ»، ثُمَّ رَسَمَ أَوَّلَ مُرَبَّعٍ كَبيرٍ في لُعْبَةِ الحَجْلَةِ.', '{d.dad} {d.came:m} بعلبة طباشير ملوّنة {d:وقعد على الرصيف|وقعد عالرصيف|وجلس على الرصيف|وجلس على الرصيف}، وقال: «{d:لمّا كنت قدّك، كده لقيت أقرب صاحب ليّا|لمّا كنت قدّك، هيك لاقيت أقرب رفيق إلي|يوم كنت قدّك، كذا لقيت أقرب صديق لي|يوم كنت قدّك، جي لقيت أقرب ربيع لي}»، وبعدين رسم أوّل مربّع كبير {d:في لعبة الحجلة|بلعبة الحجلة|في لعبة الخطّة|في لعبة الخطّة}.', '2'],
  ],
  together: [
    ['They drew squares and numbers, a sun and a moon, until the ground was bright with chalk.', 'رَسَما مُرَبَّعاتٍ وَأَرْقامًا، وَشَمْسًا وَقَمَرًا، حَتّى صارَتِ الأَرْضُ زاهِيَةً بِالطَّباشيرِ.', 'رسموا مربّعات وأرقام، وشمس وقمر، {d:لحدّ ما الأرض بقت|لحدّ ما الأرض صارت|لين صارت الأرض|لين صارت الأرض} ملوّنة بالطباشير.'],
    ['{H} hopped from square to square, and a boy and a girl stopped to watch.', '{H:قَفَزَ|قَفَزَتْ} {H} مِنْ مُرَبَّعٍ إِلى مُرَبَّعٍ، فَتَوَقَّفَ وَلَدٌ وَبِنْتٌ يَتَفَرَّجانِ.', '{H} {d:نطّ|نطّ|نقز|نقز}{H:|ت} من مربّع لمربّع، {d:وولد وبنت وقفوا يتفرّجوا|وصبي وبنت وقفوا يتفرّجوا|وولد وبنت وقفوا يتفرّجون|وولد وبنت وقفوا يتفرّجون}.', 'w'],
    ['"Can we play too?" asked a girl, looking at the bright squares. "Yes!" said {H}.', '«هَلْ نَلْعَبُ مَعَكُمْ؟» سَأَلَتْ بِنْتٌ وَهِيَ تَنْظُرُ إِلى المُرَبَّعاتِ المُلَوَّنَةِ، فَقالَ{H:|تْ} {H}: «نَعَمْ!»', '«{d:ممكن نلعب معاكم؟|فينا نلعب معكن؟|نقدر نلعب معكم؟|نقدر نلعب ويّاكم؟}» سألت بنت وهي {d:بتبصّ على|عم تطلّع عالمربّعات|تطالع|تطالع} {d:المربّعات الملوّنة|الملوّنة|المربّعات الملوّنة|المربّعات الملوّنة}، {d:وقال|وقال|وقال|وقال}{H:|ت} {H}: «{d:أيوه!|إيه!|إيه!|هيه!}»'],
  ],
  resolution: [
    ['Soon four children came to play together on the bright squares, and {H} had a friend among them.', 'وَسُرْعانَ ما صارَ أَرْبَعَةُ أَطْفالٍ يَلْعَبونَ مَعًا عَلى المُرَبَّعاتِ المُلَوَّنَةِ، وَواحِدٌ مِنْهُمْ صَديقُ {H.g} الجَديدُ.', '{d:وبعد شوية كان أربع عيال بيلعبوا سوا|وبعد شوي صاروا أربع ولاد عم يلعبوا سوا|وبعد شوي صاروا أربع عيال يلعبون سوا|وبعد شوي صاروا أربع يهال يلعبون سوا} على المربّعات الملوّنة، {d:وواحد منهم بقى صاحب|وواحد منن صار رفيق|وواحد منهم صار صديق|وواحد منهم صار ربيع} {H} الجديد.'],
    ['Baba handed out the chalk to everyone. By the time the lamps came on, {H} had a friend, and a promise to play together tomorrow.', 'وَزَّعَ الأَبُ الطَّباشيرَ عَلى الجَميعِ. وَحينَ أُضيئَتِ المَصابيحُ، صارَ لِ{H.g} صَديقٌ، وَوَعْدٌ بِأَنْ يَلْعَبا مَعًا غَدًا.', '{d.dad} وزّع الطباشير على {d:الكلّ|الكلّ|الكلّ|الكلّ}. ولمّا {d:النور ولّع|الضو ضوّى|الأنوار شبّت|الليتات شبّت}، {H} {d:بقى|صار|صار|صار} عند{H:ه|ها} {d:صاحب، ووعد يلعبوا سوا بكرة|رفيق، ووعد يلعبوا سوا بكرا|صديق، ووعد يلعبون سوا بكرة|ربيع، ووعد يلعبون سوا باكر}.', '2'],
  ],
  scene: {
    problem: 'sit alone on a bench, watching other children play together',
    try: 'stand shyly near other children at play',
    help: 'kneel on the pavement with Baba, who opens a box of coloured chalk',
    together: 'hop on chalk squares drawn on the ground while two children watch',
    resolution: 'play hopscotch on chalk squares with new friends',
  },
  props: {
    help: [{ kind: 'drawing', where: 'ground' }],
    together: [{ kind: 'drawing', where: 'ground' }],
    resolution: [{ kind: 'drawing', where: 'ground' }],
  },
};

export const makingFriendsPlots: readonly SituationPlot[] = [secondBall, chalkSquares];
