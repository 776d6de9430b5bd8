import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Sharing with a brother or sister: two hands on one toy. A parent brings a way of taking turns
 * (a sand timer that says whose turn it is, or a tower that needs two builders), and the waiting
 * turns into playing together. {R} is the sibling the idea names, spoken of as "the little one".
 */

const person = { roles: ['baby-brother', 'baby-sister', 'brother', 'sister', 'twin', 'siblings', 'baby', 'cousin'] as const, fallback: words('the little brother', 'الأَخُ الصَّغيرُ', 'أخوه الصغيّر', 'خيّو الزغير', 'أخوه الصغير'), male: true };

const problem: Pool = [
  ['{H} wanted the same toy as the little one, and {H.he} did not want to share or take turns.', '{H:أَرادَ|أَرادَتْ} {H} اللُّعْبَةَ نَفْسَها الَّتي {R:أَرادَها الصَّغيرُ|أَرادَتْها الصَّغيرَةُ}، وَلَمْ {H:يَقْبَلِ|تَقْبَلِ} اللَّعِبَ بِالدَّوْرِ.', '{H} وال{d.small:R} {d:كانوا عايزين|كانوا بدّن|كانوا يبون|كانوا يبون} نفس اللعبة، و{H} {H:كان رافض|كانت رافضة} {d:يلعبوا|يلعبوا|يلعبون|يلعبون} بالدور.'],
  ['Every day it was the same: two hands on one toy, two voices saying "Mine!", and nobody willing to share or take turns.', 'كُلَّ يَوْمٍ يَحْدُثُ الأَمْرُ نَفْسُهُ: يَدانِ عَلى لُعْبَةٍ واحِدَةٍ، وَصَوْتانِ يَقولانِ: «لي أَنا!»، وَلا أَحَدَ يَقْبَلُ اللَّعِبَ بِالدَّوْرِ.', '{d:كل يوم نفس الحكاية: إيدين على لعبة واحدة، وصوتين بيقولوا «بتاعتي!»، ومحدّش راضي يلعب بالدور|كل يوم نفس القصّة: إيدين على لعبة وحدة، وصوتين عم يقولوا «إلي!»، وما حدا راضي يلعب بالدور|كل يوم نفس السالفة: يدين على لعبة وحدة، وصوتين يقولون «حقّي!»، وما أحد راضي يلعب بالدور|كل يوم نفس السالفة: يدين على لعبة وحدة، وصوتين يقولون «مالي!»، وما حد راضي يلعب بالدور}.', '2'],
  ['It was not really about the toy, {H} half knew. It was about being the big one, and about old toys that suddenly had to be shared and played with in turns.', '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} في داخِلِ{H:هِ|ها} أَنَّ المَسْأَلَةَ لَيْسَتْ مَسْأَلَةَ لُعْبَةٍ، بَلْ أَنْ {H:يَكونَ الكَبيرَ|تَكونَ الكَبيرَةَ}، وَأَنَّ أَلْعابَ{H:هُ|ها} القَديمَةَ صارَتْ فَجْأَةً تُلْعَبُ بِالدَّوْرِ.', '{H} {H:كان|كانت} {d:حاسس|حاسس|حاسّ|حاسّ}{H:|ة} إنّ {d:الموضوع مش اللعبة؛ الموضوع|الموضوع مش اللعبة؛ الموضوع|السالفة مو اللعبة؛ السالفة|السالفة مب اللعبة؛ السالفة} إنّ {H} {H:بقى الكبير|بقت الكبيرة}، و{d:اللعب القديمة بقى لازم تتلعب بالدور|الألعاب القديمة صار لازم تنلعب بالدور|الألعاب القديمة صار لازم تنلعب بالدور|الألعاب القديمة صار لازم تنلعب بالدور}.', '3'],
];

const problemMore: Pool = [
  ['"Mine!" said {H}, holding the toy tight.', '«هذِهِ لي!» قالَ{H:|تْ} {H} {H:وَهُوَ يَشُدُّ|وَهِيَ تَشُدُّ} اللُّعْبَةَ بِقُوَّةٍ.', '«{d:دي بتاعتي|هيدي إلي|هذي حقّي|هاي مالي}!» قال{H:|ت} {H} {H:وهو ماسك|وهي ماسكة} اللعبة {d:جامد|منيح|بقوّة|بقوّة}.', 'p'],
  ['The little one began to cry.', '{R:بَدَأَ الصَّغيرُ يَبْكي|بَدَأَتِ الصَّغيرَةُ تَبْكي}.', 'ال{d.small:R} {d.began:R} {R:ي|ت}{d:عيّط|بكي|صيح|صيح}.'],
  ['Now nobody was playing at all, and the toy lay on the floor between them.', 'وَالآنَ لَمْ يَعُدْ أَحَدٌ يَلْعَبُ أَبَدًا، وَاللُّعْبَةُ مُلْقاةٌ عَلى الأَرْضِ بَيْنَهُما.', '{d:ودلوقتي محدّش بقى بيلعب خالص، واللعبة مرمية على الأرض بينهم|وهلّق ما حدا عاد عم يلعب أبدًا، واللعبة مرميّة عالأرض بيناتن|والحين ما أحد صار يلعب أبد، واللعبة مرميّة على الأرض بينهم|والحين ما حد صار يلعب أبد، واللعبة مرميّة على الأرض بينهم}.', '2'],
];

const tries: Pool = [
  ['{H} held the toy up high, but the little one only cried louder.', '{H:رَفَعَ|رَفَعَتْ} {H} اللُّعْبَةَ عالِيًا، لكِنَّ {R:الصَّغيرَ بَكى|الصَّغيرَةَ بَكَتْ} بِصَوْتٍ أَعْلى.', '{H} رفع{H:|ت} اللعبة {d:لفوق|لفوق|فوق|فوق}، بس ال{d.small:R} {R:ي|ت}{d:عيّط|بكي|صيح|صيح} {d:أكتر|أكتر|أكثر|أكثر}.', 'p'],
  ['{H} offered an old toy instead, but the little one threw it down.', '{H:قَدَّمَ|قَدَّمَتْ} {H} لُعْبَةً قَديمَةً بَدَلًا مِنْها، لكِنَّ {R:الصَّغيرَ رَماها|الصَّغيرَةَ رَمَتْها}.', '{H} {H:جاب|جابت} لعبة قديمة {d:بدالها|بدالا|بدالها|بدالها}، بس ال{d.small:R} {R:رماها|رمتها}.'],
  ['{H} took the toy to another room and shut the door, but playing alone was no fun.', '{H:أَخَذَ|أَخَذَتْ} {H} اللُّعْبَةَ إِلى غُرْفَةٍ أُخْرى {H:وَأَغْلَقَ|وَأَغْلَقَتِ} البابَ، لكِنَّ اللَّعِبَ وَحيدًا لَمْ يَكُنْ مُمْتِعًا.', '{H} {d:خد|أخد|أخذ|أخذ}{H:|ت} اللعبة {d:لأوضة تانية|عأوضة تانية|لغرفة ثانية|لحجرة ثانية} وقفل{H:|ت} الباب، بس {d:اللعب لوحده ماكانش ممتع|اللعب لحالو ما كان مسلّي|اللعب بروحه ما كان ممتع|اللعب بروحه ما كان ممتع}.', '2'],
];

const reflect: Pool = [
  ['Waiting is easier when you know your turn will come, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: الانْتِظارُ أَسْهَلُ حينَ نَعْرِفُ أَنَّ الدَّوْرَ سَيَأْتي.', 'فكّر{H:|ت} {H}: {d:الاستنّا أسهل لمّا نعرف إنّ الدور جاي|الانتظار أسهل لمّا نعرف إنّو الدور جايي|الانتظار أسهل لمّا نعرف إنّ الدور جاي|الانتظار أسهل لمّا نعرف إنّ الدور ياي}.'],
  ['Sharing did not mean losing, {H} understood; it meant playing together.', 'فَهِمَ{H:|تْ} {H} أَنَّ اللَّعِبَ بِالدَّوْرِ لا يَعْني الخَسارَةَ، بَلْ يَعْني أَنْ نَلْعَبَ مَعًا.', '{H} فهم{H:|ت} إنّ {d:اللعب بالدور مش معناه إنّنا نخسر؛ معناه إنّنا نلعب سوا|اللعب بالدور مش معناتو إنّو نخسر؛ معناتو نلعب سوا|اللعب بالدور مو معناه إنّا نخسر؛ معناه نلعب سوا|اللعب بالدور مب معناه إنّا نخسر؛ معناه نلعب سوا}.', '2'],
  ['{H} thought that a toy played with by two, in turns, is almost always better than a toy guarded by one.', 'فَكَّرَ{H:|تْ} {H}: لُعْبَةٌ يَلْعَبُ بِها اثْنانِ بِالدَّوْرِ أَجْمَلُ دائِمًا تَقْريبًا مِنْ لُعْبَةٍ يَحْرُسُها واحِدٌ وَحْدَهُ.', 'فكّر{H:|ت} {H}: {d:اللعبة اللي بيلعب بيها اتنين بالدور أحلى دايمًا تقريبًا من لعبة واحد لوحده بيحرسها|اللعبة اللي بيلعبوا فيها تنين بالدور أحلى دايمًا تقريبًا من لعبة واحد لحالو عم يحرسها|اللعبة اللي يلعبون فيها ثنين بالدور أحلى دايم تقريبًا من لعبة واحد بروحه يحرسها|اللعبة اللي يلعبون فيها ثنين بالدور أحلى دايم تقريبًا من لعبة واحد بروحه يحرسها}.', '3'],
];

const shared = { situation: 'sharing-sibling', gentle: false, person, problem, problemMore, tries, reflect } as const;

/** Mama's sand timer says whose turn it is, and waiting becomes easy. */
const sandTimer: SituationPlot = {
  ...shared,
  key: 'sharing-sibling/sand-timer',
  titles: [
    ['{H} and the Sand Timer', '{H} وَالسّاعَةُ الرَّمْلِيَّةُ', '{H} والساعة الرملية'],
    ['My Turn, Your Turn', 'دَوْري وَدَوْرُكَ', 'دوري ودورك'],
  ],
  morals: [
    ['Taking turns gives everyone a share of the fun.', 'اللَّعِبُ بِالدَّوْرِ يَجْعَلُ لِكُلِّ واحِدٍ نَصيبًا.', '{d:اللعب بالدور بيخلّي لكل واحد نصيب|اللعب بالدور بيخلّي لكل واحد نصيب|اللعب بالدور يخلّي لكل واحد نصيب|اللعب بالدور يخلّي لكل واحد نصيب}.'],
    ['Sharing is easier when everyone knows whose turn it is.', 'المُشارَكَةُ أَسْهَلُ حينَ يَعْرِفُ الجَميعُ لِمَنِ الدَّوْرُ.', '{d:المشاركة أسهل لمّا الكل يعرف الدور على مين|المشاركة أسهل لمّا الكل بيعرف الدور على مين|المشاركة أسهل لمّا الكل يعرف الدور على مين|المشاركة أسهل لمّا الكل يعرف الدور على منو}.'],
  ],
  help: [
    ['Mama came in with a little sand timer and sat down between them. "When the sand runs out, the toy goes to the other one," she said. "Let us take turns."', 'دَخَلَتْ أُمُّ{H:هُ|ها} تَحْمِلُ ساعَةً رَمْلِيَّةً صَغيرَةً، وَجَلَسَتْ بَيْنَهُما، وَقالَتْ: «حينَ يَنْتَهي الرَّمْلُ، تَنْتَقِلُ اللُّعْبَةُ إِلى الآخَرِ. هَيّا نَلْعَبْ بِالدَّوْرِ».', '{d.mom} {d:دخلت ومعاها ساعة رملية صغيّرة|فاتت ومعها ساعة رمل زغيرة|دخلت ومعها ساعة رملية صغيرة|دخلت ووياها ساعة رملية صغيرة}، وقعدت {d:بينهم|بيناتن|بينهم|بينهم}، وقالت: «{d:لمّا الرملة تخلص، اللعبة تروح للتاني. يلّا نلعب بالدور|لمّا يخلص الرمل، اللعبة بتروح للتاني. يلّا نلعب بالدور|لمّا يخلص الرمل، اللعبة تروح للثاني. يلّا نلعب بالدور|لمّا يخلص الرمل، اللعبة تروح للثاني. يلّا نلعب بالدور}».'],
  ],
  together: [
    ['Mama turned the timer over. {H} played first while the little one watched the sand fall.', 'قَلَبَتْ أُمُّ{H:هُ|ها} السّاعَةَ، {H:فَلَعِبَ|فَلَعِبَتْ} {H} أَوَّلًا، بَيْنَما {R:راحَ الصَّغيرُ يُراقِبُ|راحَتِ الصَّغيرَةُ تُراقِبُ} الرَّمْلَ وَهُوَ يَنْزِلُ.', '{d.mom} قلبت الساعة، و{H} لعب{H:|ت} {d:الأوّل|أوّل شي|أوّل|أوّل}، وال{d.small:R} {d.b}{R:ي|ت}{d:تفرّج على الرملة وهي بتنزل|تفرّج عالرمل وهوّي عم ينزل|طالع الرمل وهو ينزل|طالع الرمل وهو ينزل}.'],
    ['When the last grain of sand fell, {H} passed the toy over. It was hard, but {H.he} did it.', 'وَحينَ سَقَطَتْ آخِرُ حَبَّةِ رَمْلٍ، {H:أَعْطى|أَعْطَتْ} {H} اللُّعْبَةَ {R:لِلصَّغيرِ|لِلصَّغيرَةِ}. كانَ ذلِكَ صَعْبًا، لكِنَّ{H:هُ فَعَلَهُ|ها فَعَلَتْهُ}.', 'ولمّا آخر حبّة رمل نزلت، {H} سلّم{H:|ت} اللعبة لل{d.small:R}. كان صعب، بس {H} قدر{H:|ت}.', '2'],
  ],
  resolution: [
    ['Turn by turn, the toy went back and forth, and nobody cried any more. "Now you both know how to take turns," Mama said.', 'وَدَوْرًا بَعْدَ دَوْرٍ، راحَتِ اللُّعْبَةُ وَجاءَتْ، وَلَمْ يَبْكِ أَحَدٌ بَعْدَ ذلِكَ. قالَتْ أُمُّ{H:هُ|ها}: «صِرْتُما تَعْرِفانِ اللَّعِبَ بِالدَّوْرِ».', '{d:ودور ورا دور، اللعبة راحت وجت، ومحدّش عيّط تاني|ودور ورا دور، اللعبة راحت وإجت، وما حدا بكي بعد|ودور ورا دور، اللعبة راحت وجات، وما أحد صاح بعدها|ودور ورا دور، اللعبة راحت ويات، وما حد صاح بعدها}. {d.mom} قالت: «{d:خلاص عرفتوا تلعبوا بالدور|صرتوا تعرفوا تلعبوا بالدور|صرتوا تعرفون تلعبون بالدور|صرتوا تعرفون تلعبون بالدور}».'],
    ['When it was {H}\'s turn again, {H.he} smiled. Waiting had not been so hard after all.', 'وَحينَ عادَ دَوْرُ {H.g}، {H:ابْتَسَمَ|ابْتَسَمَتْ}؛ فَالانْتِظارُ لَمْ يَكُنْ صَعْبًا كَما {H:ظَنَّ|ظَنَّتْ}.', 'ولمّا دور {H} {d:رجع|رجع|رجع|ريع}، ابتسم{H:|ت}؛ {d:الاستنّا ماكانش صعب زيّ ما افتكر|الانتظار ما كان صعب متل ما فكّر|الانتظار ما كان صعب مثل ما ظنّ|الانتظار ما كان صعب شرات ما ظنّ}{H:|ت}.'],
  ],
  scene: {
    problem: 'pull at the same toy with a little brother or sister',
    try: 'hold a toy up high while a little one cries',
    help: 'sit on the floor with Mama, who holds a little sand timer',
    together: 'play while a little one watches the sand fall in the timer',
    resolution: 'pass a toy to a little one beside the sand timer and Mama',
  },
  props: {
    problem: [{ kind: 'toys', where: 'held' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'sand-timer', where: 'held' }],
    together: [{ kind: 'sand-timer', where: 'ground' }, { kind: 'toys', where: 'held' }],
    resolution: [{ kind: 'sand-timer', where: 'ground' }, { kind: 'toys', where: 'held' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Baba's tower of blocks needs two builders, one block each, in turns. */
const twoBuilders: SituationPlot = {
  ...shared,
  key: 'sharing-sibling/two-builders',
  titles: [
    ['The Tallest Tower', 'أَعْلى بُرْجٍ', '{d:أعلى برج|أعلى برج|أطول برج|أطول برج}'],
    ['Two Builders', 'بَنّاءَانِ صَغيرانِ', '{d:بنّايين صغيّرين|بنّايين زغار|بنّايين صغار|بنّايين صغار}'],
  ],
  morals: [
    ['Two can build more than one.', 'اثْنانِ يَبْنِيانِ أَكْثَرَ مِنْ واحِدٍ.', '{d:الاتنين بيبنوا أكتر من واحد|التنين بيعمّروا أكتر من واحد|الثنين يبنون أكثر من واحد|الثنين يبنون أكثر من واحد}.'],
    ['When we share, the game grows bigger.', 'حينَ نَتَشارَكُ، تَكْبُرُ اللُّعْبَةُ.', '{d:لمّا نقسم، اللعبة بتكبر|لمّا نتقاسم، اللعبة بتكبر|لمّا نتقاسم، اللعبة تكبر|لمّا نتقاسم، اللعبة تكبر}.'],
  ],
  help: [
    ['Baba came and sat down beside them with the box of blocks. "This is a job for two builders," he said. "Let us take turns: one block each, and see how tall it grows."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِهِما وَمَعَهُ صُنْدوقُ المُكَعَّباتِ، وَقالَ: «هذا عَمَلٌ لِبَنّاءَيْنِ اثْنَيْنِ. هَيّا نَلْعَبْ بِالدَّوْرِ: مُكَعَّبٌ لِكُلِّ واحِدٍ، وَلْنَرَ إِلى أَيِّ حَدٍّ يَعْلو البُرْجُ».', '{d.dad} {d.came:m} وقعد جنبهم {d:ومعاه علبة المكعّبات|ومعو علبة المكعّبات|ومعه صندوق المكعّبات|ووياه صندوق المكعّبات}، وقال: «{d:الشغلانة دي عايزة بنّايين اتنين. يلّا نلعب بالدور: مكعّب لكل واحد، ونشوف البرج هيعلى قدّ إيه|هالشغلة بدّا بنّايين تنين. يلّا نلعب بالدور: مكعّب لكل واحد، ونشوف قدّيش بيعلى البرج|هالشغلة تبي بنّايين ثنين. يلّا نلعب بالدور: مكعّب لكل واحد، ونشوف البرج كم يطول|هالشغلة تبا بنّايين ثنين. يلّا نلعب بالدور: مكعّب لكل واحد، ونشوف البرج شكثر يطول}».'],
  ],
  together: [
    ['{H} put down a block, then the little one put down a block, and the tower grew.', '{H:وَضَعَ|وَضَعَتْ} {H} مُكَعَّبًا، ثُمَّ {R:وَضَعَ الصَّغيرُ|وَضَعَتِ الصَّغيرَةُ} مُكَعَّبًا، فَارْتَفَعَ البُرْجُ.', '{H} حطّ{H:|ت} مكعّب، وبعدين ال{d.small:R} حطّ{R:|ت} مكعّب، والبرج {d:علي|علي|طال|طال}.', 'p'],
    ['Baba held the bottom steady while the blocks went on in turns: one for {H}, one for the little one.', 'أَمْسَكَ أَبو{H:هُ|ها} قاعِدَةَ البُرْجِ، وَالمُكَعَّباتُ تُوضَعُ بِالدَّوْرِ: واحِدٌ لِ{H.g}، وَواحِدٌ {R:لِلصَّغيرِ|لِلصَّغيرَةِ}.', '{d.dad} مسك {d:تحت البرج|قاعدة البرج|قاعدة البرج|قاعدة البرج}، والمكعّبات {d:بتتحطّ بالدور|عم تنحطّ بالدور|تنحطّ بالدور|تنحطّ بالدور}: واحد ل{H}، وواحد لل{d.small:R}.', '2'],
  ],
  resolution: [
    ['The tower grew taller than ever, taller than either of them could build alone. "Look what you made by taking turns!" Baba said.', 'عَلا البُرْجُ أَكْثَرَ مِنْ أَيِّ مَرَّةٍ، أَعْلى مِمّا يَبْنيهِ أَحَدُهُما وَحْدَهُ. قالَ أَبو{H:هُ|ها}: «{H:اُنْظُرْ|اُنْظُري} ماذا صَنَعْتُما بِاللَّعِبِ بِالدَّوْرِ!»', '{d:البرج علي أكتر من أيّ مرّة، أعلى من اللي أيّ حدّ فيهم يبنيه لوحده|البرج علي أكتر من أيّ مرّة، أعلى من اللي حدا منن بيعمّرو لحالو|البرج طال أكثر من أيّ مرّة، أطول من اللي أحد منهم يبنيه بروحه|البرج طال أكثر من أيّ مرّة، أطول من اللي حد منهم يبنيه بروحه}. {d.dad} قال: «{d:بصّ|طلّع|شوف|شوف}{H:|ي} {d:عملتوا إيه لمّا لعبتوا بالدور|شو عملتوا لمّا لعبتوا بالدور|وش سوّيتوا لمّا لعبتوا بالدور|شو سوّيتوا لمّا لعبتوا بالدور}!»'],
    ['{H} and the little one clapped for their tower. Sharing had made the game bigger.', '{H:صَفَّقَ|صَفَّقَتْ} {H} مَعَ {R:الصَّغيرِ|الصَّغيرَةِ} لِلْبُرْجِ؛ فَاللَّعِبُ بِالدَّوْرِ جَعَلَ اللُّعْبَةَ أَكْبَرَ.', '{H} {d:سقّف|صفّق|صفّق|صفّق}{H:|ت} مع ال{d.small:R} للبرج؛ {d:اللعب بالدور خلّى اللعبة أكبر|اللعب بالدور كبّر اللعبة|اللعب بالدور خلّى اللعبة أكبر|اللعب بالدور خلّى اللعبة أكبر}.', 'p'],
  ],
  scene: {
    problem: 'pull at the same toy with a little brother or sister',
    try: 'hold a toy up high while a little one cries',
    help: 'sit on the floor with Baba, who holds a box of building blocks',
    together: 'build a tower of blocks in turns with a little one while Baba holds it steady',
    resolution: 'stand proudly beside a tall tower of blocks with a little one and Baba',
  },
  props: {
    problem: [{ kind: 'toys', where: 'held' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'toys', where: 'held' }],
    together: [{ kind: 'toys', where: 'ground' }],
    resolution: [{ kind: 'toys', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Grandma's fair way with one big biscuit: one shows where to cut, the other chooses, and next time the turns swap. */
const oneCutsOneChooses: SituationPlot = {
  ...shared,
  key: 'sharing-sibling/one-cuts-one-chooses',
  titles: [
    ['One Cuts, One Chooses', 'واحِدٌ يَقْسِمُ وَواحِدٌ يَخْتارُ', '{d:واحد يقسم وواحد يختار|واحد بيقسم وواحد بيختار|واحد يقسم وواحد يختار|واحد يقسم وواحد يختار}'],
    ['Grandma\'s Fair Way', 'طَريقَةُ الجَدَّةِ العادِلَةُ', '{d:طريقة تيتة العادلة|طريقة تيتا العادلة|طريقة الجدّة العادلة|طريقة اليدّة العادلة}'],
  ],
  morals: [
    ['Fair sharing turns brothers and sisters into friends.', 'القِسْمَةُ العادِلَةُ تَجْعَلُ الإِخْوَةَ أَصْدِقاءَ.', '{d:القسمة العادلة بتخلّي الإخوات صحاب|القسمة العادلة بتخلّي الإخوة رفقات|القسمة العادلة تخلّي الإخوان خويان|القسمة العادلة تخلّي الإخوان ربع}.'],
    ['Taking turns gives everyone a share of the fun.', 'اللَّعِبُ بِالدَّوْرِ يَجْعَلُ لِكُلِّ واحِدٍ نَصيبًا.', '{d:اللعب بالدور بيخلّي لكل واحد نصيب|اللعب بالدور بيخلّي لكل واحد نصيب|اللعب بالدور يخلّي لكل واحد نصيب|اللعب بالدور يخلّي لكل واحد نصيب}.'],
  ],
  help: [
    ['Grandma came in with one big date biscuit. "Here is a fair way to share," she said. "{H} shows where to cut, the little one chooses first, and next time you take turns the other way round."', 'جاءَتِ الجَدَّةُ تَحْمِلُ كَعْكَةَ تَمْرٍ كَبيرَةً واحِدَةً، وَقالَتْ: «هذِهِ طَريقَةٌ عادِلَةٌ لِلْمُشارَكَةِ: {H} {H:يُشيرُ|تُشيرُ} إِلى مَكانِ القَطْعِ، وَ{R:الصَّغيرُ يَخْتارُ|الصَّغيرَةُ تَخْتارُ} أَوَّلًا، وَفي المَرَّةِ القادِمَةِ نَتَبادَلُ الدَّوْرَ».', '{d:تيتة جت شايلة كحكة تمر كبيرة واحدة|تيتا إجت حاملة كعكة تمر كبيرة وحدة|الجدّة جات شايلة كليجاية كبيرة وحدة|اليدّة جات شايلة كعكة تمر كبيرة وحدة}، وقالت: «{d:دي طريقة عادلة للقسمة|هيدي طريقة عادلة للقسمة|هذي طريقة عادلة للقسمة|هاي طريقة عادلة للقسمة}: {H} {H:ي|ت}{d:شاور|دلّ|أشّر|أشّر} {d:فين نقطع|وين منقطع|وين نقطع|وين نقطع}، وال{d.small:R} {R:يختار|تختار} {d:الأوّل، والمرّة الجاية نبدّل الدور|أوّل، والمرّة الجايي منبدّل الدور|أوّل، والمرّة الجاية نبدّل الدور|أوّل، والمرّة الياية نبدّل الدور}».'],
  ],
  together: [
    ['{H} looked very carefully and pointed right at the middle.', '{H:نَظَرَ|نَظَرَتْ} {H} بِتَمَعُّنٍ، {H:وَأَشارَ|وَأَشارَتْ} إِلى الوَسَطِ تَمامًا.', '{H} {d.looked:H} {d:كويّس|منيح|زين|زين}، و{d:شاور|دلّ|أشّر|أشّر}{H:|ت} على النصّ {d:بالظبط|بالزبط|بالضبط|بالضبط}.'],
    ['Grandma cut the biscuit exactly where {H} pointed, and the little one chose a half.', 'قَطَعَتِ الجَدَّةُ الكَعْكَةَ حَيْثُ {H:أَشارَ|أَشارَتْ} {H} تَمامًا، {R:وَاخْتارَ الصَّغيرُ|وَاخْتارَتِ الصَّغيرَةُ} نِصْفًا.', '{d:تيتة قطعت الكحكة مكان ما|تيتا قطعت الكعكة محلّ ما|الجدّة قطعت الكليجاية مكان ما|اليدّة قطعت الكعكة مكان ما} {H} {d:شاور|دلّ|أشّر|أشّر}{H:|ت} بالظبط، وال{d.small:R} {R:اختار|اختارت} نصّ.', '2'],
  ],
  resolution: [
    ['The two halves were just the same, so nobody minded who had which. "Sharing is easy when it is fair," Grandma said, "and when you take turns."', 'كانَ النِّصْفانِ مُتَساوِيَيْنِ، فَلَمْ يَهْتَمَّ أَحَدٌ بِأَيِّهِما أَخَذَ. قالَتِ الجَدَّةُ: «المُشارَكَةُ سَهْلَةٌ حينَ تَكونُ عادِلَةً، وَحينَ نَتَبادَلُ الدَّوْرَ».', '{d:النصّين كانوا زيّ بعض بالظبط، ومحدّش فرق معاه أخد أنهي واحد|النصّين كانوا متل بعض بالزبط، وما حدا فرقت معو شو أخد|النصّين كانوا مثل بعض بالضبط، وما أحد فرق معه وش أخذ|النصّين كانوا شرات بعض بالضبط، وما حد فرق وياه شو أخذ}. {d:تيتة قالت|تيتا قالت|الجدّة قالت|اليدّة قالت}: «{d:القسمة سهلة لمّا تكون عادلة، ولمّا نبدّل الدور|القسمة سهلة لمّا تكون عادلة، ولمّا منبدّل الدور|القسمة سهلة لمّا تكون عادلة، ولمّا نبدّل الدور|القسمة سهلة لمّا تكون عادلة، ولمّا نبدّل الدور}».'],
    ['Then {H} and the little one shared the toy the same way: turn by turn.', 'ثُمَّ {H:لَعِبَ|لَعِبَتْ} {H} مَعَ {R:الصَّغيرِ|الصَّغيرَةِ} بِاللُّعْبَةِ بِالطَّريقَةِ نَفْسِها: بِالدَّوْرِ.', 'وبعدين {H} لعب{H:|ت} مع ال{d.small:R} باللعبة بنفس الطريقة: بالدور.'],
  ],
  scene: {
    problem: 'pull at the same toy with a little brother or sister',
    try: 'hold a toy up high while a little one cries',
    help: 'stand beside Grandma in the kitchen, who holds one big date biscuit',
    together: 'point at the middle of a big biscuit while Grandma holds the knife',
    resolution: 'eat two equal halves of a biscuit with a little one at the kitchen table',
  },
  props: {
    problem: [{ kind: 'toys', where: 'held' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'cookies', where: 'held' }],
    together: [{ kind: 'cookies', where: 'table' }],
    resolution: [{ kind: 'cookies', where: 'table' }, { kind: 'toys', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'kitchen', together: 'kitchen', resolution: 'kitchen' },
};

/** Grandpa's ball is only fun when it comes back: rolling it in turns, the toy they fought over goes back and forth too. */
const rollingBall: SituationPlot = {
  ...shared,
  key: 'sharing-sibling/rolling-ball',
  titles: [
    ['A Ball for Two', 'كُرَةٌ لِاثْنَيْنِ', '{d:كورة لاتنين|طابة لتنين|كورة لثنين|كورة لثنين}'],
    ['Grandpa\'s Rolling Game', 'لُعْبَةُ الجَدِّ المُتَدَحْرِجَةُ', '{d:لعبة جدّو اللي بتتدحرج|لعبة جدّو اللي بتتدحرج|لعبة الجدّ اللي تتدحرج|لعبة اليدّ اللي تتدحرج}'],
  ],
  morals: [
    ['The best games come back to you.', 'أَجْمَلُ الأَلْعابِ ما يَعودُ إِلَيْكَ.', '{d:أحلى لعبة هي اللي بترجعلك|أحلى لعبة هيّي اللي بترجعلك|أحلى لعبة هي اللي ترجع لك|أحلى لعبة هي اللي ترد لك}.'],
    ['A toy held tight is still; a toy shared goes round and round.', 'اللُّعْبَةُ الَّتي نُمْسِكُها بِقُوَّةٍ تَسْكُنُ، وَالَّتي نَتَقاسَمُها تَدورُ وَتَدورُ.', '{d:اللعبة اللي نمسكها جامد بتسكت، واللي نقسمها بتلفّ وتلفّ|اللعبة اللي منمسكها منيح بتسكت، واللي منتقاسمها بتلفّ وبتلفّ|اللعبة اللي نمسكها بقوّة تسكت، واللي نتقاسمها تدور وتدور|اللعبة اللي نمسكها بقوّة تسكت، واللي نتقاسمها تدور وتدور}.'],
  ],
  help: [
    ['Grandpa came in with a soft red ball. "Some games are only fun for two," he said. "Sit face to face, and we will roll it in turns."', 'جاءَ الجَدُّ وَمَعَهُ كُرَةٌ حَمْراءُ ناعِمَةٌ، وَقالَ: «بَعْضُ الأَلْعابِ لا تَحْلو إِلّا لِاثْنَيْنِ. اجْلِسا وَجْهًا لِوَجْهٍ، وَسَنُدَحْرِجُها بِالدَّوْرِ».', '{d:جدّو جه|جدّو إجا|الجدّ جا|اليدّ يا} {d:ومعاه كورة حمرا طريّة|ومعو طابة حمرا طريّة|ومعه كورة حمرا ناعمة|ووياه كورة حمرا ناعمة}، وقال: «{d:فيه لعب ما تحلاش غير لاتنين. اقعدوا قصاد بعض، وهندحرجها بالدور|في لعب ما بتحلى إلّا لتنين. اقعدوا مقابيل بعض، ورح ندحرجها بالدور|فيه ألعاب ما تحلى إلّا لثنين. اقعدوا قبال بعض، وبندحرجها بالدور|في ألعاب ما تحلى إلّا لثنين. يلسوا قبال بعض، وبندحرجها بالدور}».'],
    ['Grandpa came and sat on the floor between them, a ball under his arm. "When I was small, my brother and I fought over everything," he said. "So our father gave us one ball and one rule: a roll only counts if the ball comes back. Shall we try?"', 'جاءَ الجَدُّ وَجَلَسَ عَلى الأَرْضِ بَيْنَهُما وَتَحْتَ ذِراعِهِ كُرَةٌ، وَقالَ: «حينَ كُنْتُ صَغيرًا كُنْتُ أَتَشاجَرُ مَعَ أَخي عَلى كُلِّ شَيْءٍ، فَأَعْطانا أَبي كُرَةً واحِدَةً وَقاعِدَةً واحِدَةً: لا تُحْسَبُ الرَّمْيَةُ إِلّا إِذا عادَتِ الكُرَةُ. هَلْ نُجَرِّبُ؟»', '{d:جدّو جه وقعد على الأرض بينهم|جدّو إجا وقعد عالأرض بيناتن|الجدّ جا وقعد على الأرض بينهم|اليدّ يا ويلس على الأرض بينهم} {d:وتحت دراعه كورة|وتحت إيدو طابة|وتحت يده كورة|وتحت يده كورة}، وقال: «{d:وأنا صغيّر كنت بتخانق مع أخويا على كل حاجة، فأبويا إدّانا كورة واحدة وقاعدة واحدة: الرمية ما تتحسبش غير لو الكورة رجعت. نجرّب|وأنا زغير كنت إتخانق مع خيّي على كل شي، فبيّي عطانا طابة وحدة وقاعدة وحدة: الرمية ما بتنحسب إلّا إذا رجعت الطابة. منجرّب|وأنا صغير كنت أتهاوش مع أخوي على كل شي، فأبوي عطانا كورة وحدة وقاعدة وحدة: الرمية ما تنحسب إلّا إذا رجعت الكورة. نجرّب|وأنا صغير كنت أتهاوش ويّا أخوي على كل شي، فأبوي عطانا كورة وحدة وقاعدة وحدة: الرمية ما تنحسب إلّا إذا ردّت الكورة. نجرّب}؟»', '2'],
  ],
  together: [
    ['{H} rolled the ball, and the little one pushed it back. Then it was {H}\'s turn again.', '{H:دَحْرَجَ|دَحْرَجَتْ} {H} الكُرَةَ، {R:فَدَفَعَها الصَّغيرُ|فَدَفَعَتْها الصَّغيرَةُ} إِلَيْ{H:هِ|ها}، ثُمَّ عادَ الدَّوْرُ إِلى {H.g}.', '{H} دحرج{H:|ت} {d:الكورة|الطابة|الكورة|الكورة}، وال{d.small:R} {d:زقّ|دفش|دفّ|دزّ}{R:|ت}ها {d:تاني ل|لعند |ل|ل}{H}، وبعدين الدور {d:رجع|رجع|رجع|ردّ} ل{H}.'],
    ['The ball went back and forth between {H} and the little one, while Grandpa counted the rolls out loud: ten, eleven, twelve!', 'راحَتِ الكُرَةُ وَجاءَتْ بَيْنَ {H.g} وَ{R:الصَّغيرِ|الصَّغيرَةِ}، وَالجَدُّ يَعُدُّ الرَّمَياتِ بِصَوْتٍ عالٍ: عَشْرٌ، إِحْدى عَشْرَةَ، اثْنَتا عَشْرَةَ!', '{d:الكورة راحت وجت بين|الطابة راحت وإجت بين|الكورة راحت وجات بين|الكورة راحت ويات بين} {H} وال{d.small:R}، و{d:جدّو بيعدّ الرميات بصوت عالي: عشرة، حداشر، اتناشر|جدّو عم يعدّ الرميات بصوت عالي: عشرة، حدعش، تنعش|الجدّ يعدّ الرميات بصوت عالي: عشر، إحدعش، اثنعش|اليدّ يعدّ الرميات بصوت عالي: عشر، إحدعش، اثنعش}!', '2'],
  ],
  resolution: [
    ['When the ball came to rest, {H} set the toy they had fought over between them. "Let us take turns, like the ball," {H.he} said.', 'وَلَمّا تَوَقَّفَتِ الكُرَةُ، {H:وَضَعَ|وَضَعَتْ} {H} اللُّعْبَةَ الَّتي كانَ الخِلافُ عَلَيْها بَيْنَهُما، {H:وَقالَ|وَقالَتْ}: «لِنَلْعَبْ بِها بِالدَّوْرِ، مِثْلَ الكُرَةِ».', '{d:ولمّا الكورة وقفت|ولمّا الطابة وقفت|ولمّا الكورة وقفت|ولمّا الكورة وقفت}، {H} حطّ{H:|ت} اللعبة اللي {d:اتخانقوا|تخانقوا|تهاوشوا|تهاوشوا} عليها بينهم، وقال{H:|ت}: «{d:يلّا نلعب بيها بالدور، زيّ الكورة|يلّا نلعب فيها بالدور، متل الطابة|خلّنا نلعب فيها بالدور، مثل الكورة|خلّنا نلعب فيها بالدور، شرات الكورة}».'],
    ['"A toy is like a ball," Grandpa said. "It is more fun when it goes back and forth." And they shared the toy, taking turns, until bedtime.', 'قالَ الجَدُّ: «اللُّعْبَةُ مِثْلُ الكُرَةِ؛ تَحْلو حينَ تَروحُ وَتَجيءُ». وَظَلَّتِ اللُّعْبَةُ تَنْتَقِلُ بَيْنَهُما بِالدَّوْرِ حَتّى مَوْعِدِ النَّوْمِ.', '{d:جدّو قال|جدّو قال|الجدّ قال|اليدّ قال}: «{d:اللعبة زيّ الكورة؛ بتحلى لمّا تروح وتيجي|اللعبة متل الطابة؛ بتحلى لمّا تروح وتجي|اللعبة مثل الكورة؛ تحلى لمّا تروح وتجي|اللعبة شرات الكورة؛ تحلى لمّا تروح وتيي}». {d:وفضلت اللعبة تروح وتيجي بينهم بالدور لحدّ معاد النوم|وضلّت اللعبة تروح وتجي بيناتن بالدور لوقت النوم|وظلّت اللعبة تروح وتجي بينهم بالدور لين وقت النوم|وظلّت اللعبة تروح وتيي بينهم بالدور لين وقت الرقاد}.', '2'],
    ['{H} noticed something: while the ball was rolling, nobody had once tried to keep it. Maybe, {H.he} thought, taking turns is easy when you are busy playing together instead of guarding.', '{H:لاحَظَ|لاحَظَتْ} {H} شَيْئًا: طَوالَ دَحْرَجَةِ الكُرَةِ لَمْ يُحاوِلْ أَحَدٌ أَنْ يَحْتَفِظَ بِها لِنَفْسِهِ. {H:وَفَكَّرَ|وَفَكَّرَتْ}: رُبَّما يَسْهُلُ اللَّعِبُ بِالدَّوْرِ حينَ نَنْشَغِلُ بِاللَّعِبِ مَعًا بَدَلَ الحِراسَةِ.', '{H} لاحظ{H:|ت} {d:حاجة|شي|شي|شي}: {d:طول ما الكورة بتتدحرج، محدّش حاول يخلّيها لنفسه|طول ما الطابة عم تتدحرج، ما حدا حاول يخلّيها إلو|طول ما الكورة تتدحرج، ما أحد حاول يخلّيها له|طول ما الكورة تتدحرج، ما حد حاول يخلّيها له}. وفكّر{H:|ت}: {d:يمكن اللعب بالدور بيسهل لمّا نكون مشغولين إنّنا نلعب سوا، مش إنّنا نحرس|يمكن اللعب بالدور بيصير أسهل لمّا نكون مشغولين نلعب سوا، مش نحرس|يمكن اللعب بالدور يسهل لمّا نكون مشغولين نلعب سوا، مو نحرس|يمكن اللعب بالدور يسهل لمّا نكون مشغولين نلعب سوا، مب نحرس}.', '3'],
  ],
  scene: {
    problem: 'pull at the same toy with a little brother or sister',
    try: 'hold a toy up high while a little one cries',
    help: 'sit on the floor with Grandpa, who holds a soft red ball',
    together: 'roll a red ball back and forth with a little one, Grandpa counting',
    resolution: 'set a toy between the two of them beside the red ball and Grandpa',
  },
  props: {
    problem: [{ kind: 'toys', where: 'held' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'ball', where: 'held', by: 'Grandpa' }],
    together: [{ kind: 'ball', where: 'ground' }],
    resolution: [{ kind: 'toys', where: 'ground' }, { kind: 'ball', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

export const sharingSiblingPlots: readonly SituationPlot[] = [sandTimer, twoBuilders, oneCutsOneChooses, rollingBall];
