import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * Losing a game of snakes and ladders, and the storm it brings: hot cheeks, "it is not fair", the
 * wish to throw the dice. Baba plays again and shows how he loses ("Good game! Let us try
 * again"); or Grandma brings a little sand timer to breathe with until the storm passes. Then the
 * child says "Good game!" and tries again.
 */

const game = '{d:لعبة السلّم والتعبان|لعبة السلّم والحيّة|لعبة السلّم والثعبان|لعبة الدرج والحيّة}';
const snake = '{d:تعبان|حيّة|ثعبان|حيّة}';
const goodGame = '{d:ماتش حلو|لعبة حلوة|لعب زين|لعب زين}';
const tryAgain = '{d:يلّا نحاول تاني|يلّا منجرّب كمان مرّة|يلّا نحاول مرّة ثانية|يلّا نحاول مرّة ثانية}';
const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';

const problem: Pool = [
  [
    '{H} lost the game of snakes and ladders. Everyone said "Good game!", but {H}\'s face went hot and red, and {H.he} said nothing.',
    'خَسِرَ{H:|تْ} {H} في لُعْبَةِ السُّلَّمِ وَالثُّعْبانِ، وَقالَ الجَميعُ: «لَعِبٌ جَميلٌ!»، لكِنَّ وَجْهَ{H:هُ|ها} احْمَرَّ، {H:وَلَمْ يَقُلْ|وَلَمْ تَقُلْ} شَيْئًا.',
    `{H} خسر{H:|ت} في ${game}، والكل قال: «${goodGame}!»، بس {d:وشّ|وجّ|وجه|وجه}{H:ه|ها} احمرّ، {H:وما قال|وما قالت}{d:ش|||} ولا كلمة.`,
  ],
  [
    'Just before the end, {H} slid down the longest snake, and someone else won. "It is not fair!" {H} cried.',
    'قُبَيْلَ النِّهايَةِ {H:انْزَلَقَ|انْزَلَقَتْ} {H} عَلى أَطْوَلِ ثُعْبانٍ، وَفازَ غَيْرُ{H:هُ|ها}. «هذا لَيْسَ عَدْلًا!» {H:صاحَ|صاحَتْ} {H}.',
    `قبل الآخر {d.bit}، {H} نزل{H:|ت} على أطول ${snake}، {d:وحدّ تاني كسب|وحدا تاني ربح|وواحد ثاني فاز|وحد ثاني فاز}. «{d:ده مش عدل|هيدا مش عدل|هذا مو عدل|هذا مب عدل}!» {d:صرخ|صرّخ|صاح|صاح}{H:|ت} {H}.`,
  ],
  [
    '{H} knew it was only a game, but losing still felt like a small storm inside: first hot cheeks, then the wish to send the dice flying across the room.',
    'كانَ{H:|تْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّها مُجَرَّدُ لُعْبَةٍ، لكِنَّ الخَسارَةَ كانَتْ كَعاصِفَةٍ صَغيرَةٍ في داخِلِ{H:هِ|ها}: خَدّانِ ساخِنانِ أَوَّلًا، ثُمَّ رَغْبَةٌ في رَمْيِ النَّرْدِ في أَرْجاءِ الغُرْفَةِ.',
    '{H} {H:كان عارف|كانت عارفة} إنّها {d:مجرّد لعبة|بسّ لعبة|مجرّد لعبة|مجرّد لعبة}، بس الخسارة كانت {d.like} عاصفة {d.small:f} {d:جوّا|جوّا|داخل|داخل}{H:ه|ها}: {d:الأوّل خدود سخنة، وبعدين رغبة إنّ الزهر يطير في الأوضة|أوّل شي خدود شوب، وبعدين رغبة إنّو الزهر يطير بالغرفة|أوّل شي خدود حامية، وبعدين رغبة إنّ الزار يطير في الغرفة|أوّل شي خدود حامية، وبعدين رغبة إنّ الزار يطير في الحجرة}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '"I am never playing again!" {H} said.',
    '«لَنْ أَلْعَبَ بَعْدَ اليَوْمِ أَبَدًا!» قالَ{H:|تْ} {H}.',
    '«{d:مش هلعب تاني أبدًا|ما رح إلعب بعد اليوم أبدًا|ما بلعب مرّة ثانية أبد|ما بلعب مرّة ثانية أبد}!» قال{H:|ت} {H}.',
  ],
  [
    "A cross, hot tear ran down {H}'s cheek.",
    'سالَتْ دَمْعَةُ غَضَبٍ عَلى خَدِّ {H.g}.',
    'دمعة {d:زعل|زعل|قهر|قهر} نزلت على خدّ {H}.',
  ],
  [
    "The little red counter lay at the bottom of the board, next to the snake's tail.",
    'كانَتِ القِطْعَةُ الحَمْراءُ الصَّغيرَةُ في أَسْفَلِ اللَّوْحَةِ، بِجانِبِ ذَيْلِ الثُّعْبانِ.',
    '{d:الحتّة الحمرا الصغيّرة كانت في آخر اللوحة، جنب ديل التعبان|الشقفة الحمرا الزغيرة كانت بأسفل اللوح، حدّ دنب الحيّة|القطعة الحمرا الصغيرة كانت في أسفل اللوحة، جنب ذيل الثعبان|القطعة الحمرا الصغيرة كانت في أسفل اللوحة، جنب ذيل الحيّة}.',
  ],
];

const tries: Pool = [
  [
    '{H} wanted to play again right away, but {H.his} hands were still shaking.',
    '{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَلْعَبَ|تَلْعَبَ} مِنْ جَديدٍ فَوْرًا، لكِنَّ يَدَيْ{H:هِ|ها} كانَتا تَرْتَجِفانِ.',
    '{H} {d.want:H} {H:يلعب|تلعب} {d:تاني على طول|كمان مرّة دغري|مرّة ثانية على طول|مرّة ثانية على طول}، بس {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} كانت {d:بتترعش|عم ترجف|ترجف|ترجف}.',
    'p',
  ],
  [
    '{H} went and sat alone in the corner with {H.his} back to everyone.',
    'ذَهَبَ{H:|تْ} {H} وَجَلَسَ{H:|تْ} وَحْدَ{H:هُ|ها} في الزّاوِيَةِ، {H:مُديرًا|مُديرَةً} ظَهْرَ{H:هُ|ها} لِلْجَميعِ.',
    '{H} راح{H:|ت} وقعد{H:|ت} {d:لوحد|وحد|بروح|بروح}{H:ه|ها} في {d:الركن|الزاوية|الزاوية|الزاوية}، {d:وضهر|وضهر|وظهر|وظهر}{H:ه|ها} للكل.',
  ],
  [
    '{H} thought about moving {H.his} counter back up the ladder when nobody was looking, but that did not feel right.',
    'فَكَّرَ{H:|تْ} {H} أَنْ {H:يُعيدَ|تُعيدَ} قِطْعَتَ{H:هُ|ها} إِلى أَعْلى السُّلَّمِ حينَ لا يَنْظُرُ أَحَدٌ، لكِنَّ ذلِكَ لَمْ يَبْدُ صَحيحًا.',
    'فكّر{H:|ت} {H} {H:يرجّع|ترجّع} {d:حتّت|شقفت|قطعت|قطعت}{H:ه|ها} لفوق السلّم {d:من غير ما حدّ يشوف|بلا ما حدا يشوف|بدون ما أحد يشوف|بدون ما حد يشوف}، بس {d:ده ما كانش صحّ|هيدا ما كان صحّ|هذا ما كان صحّ|هذا ما كان صحّ}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Losing is part of playing, {H} thought; without it, winning would mean nothing.',
    'فَكَّرَ{H:|تْ} {H}: الخَسارَةُ جُزْءٌ مِنَ اللَّعِبِ، وَلَوْلاها ما كانَ لِلْفَوْزِ طَعْمٌ.',
    'فكّر{H:|ت} {H}: الخسارة {d:حتّة من اللعب، ومن غيرها الفوز ملوش طعم|جزء من اللعب، وبلاها الربح ما إلو طعمة|جزء من اللعب، وبدونها الفوز ما له طعم|جزء من اللعب، وبدونها الفوز ما له طعم}.',
  ],
  [
    'Next time, {H} decided, {H.he} would say "Good game!" and "Let\'s try again!"',
    'قَرَّرَ{H:|تْ} {H} أَنْ {H:يَقولَ|تَقولَ} في المَرَّةِ القادِمَةِ: «لَعِبٌ جَميلٌ! هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ!»',
    `{H} قرّر{H:|ت} {H:يقول|تقول} {d:المرّة الجاية|المرّة الجايي|المرّة الجاية|المرّة الياية}: «${goodGame}! ${tryAgain}!»`,
  ],
  [
    '{H} understood that a good player is not the one who always wins, but the one everyone is happy to play with, win or lose.',
    'فَهِمَ{H:|تْ} {H} أَنَّ اللّاعِبَ الجَيِّدَ لَيْسَ مَنْ يَفوزُ دائِمًا، بَلْ مَنْ يُحِبُّ الجَميعُ أَنْ يَلْعَبوا مَعَهُ، فازَ أَوْ خَسِرَ.',
    '{H} فهم{H:|ت} إنّ {d:اللعّيب الشاطر مش اللي بيكسب على طول، ده اللي الكل بيحبّ يلعب معاه، كسب ولّا خسر|اللاعب المنيح مش اللي بيربح دايمًا، هوّي اللي الكل بيحبّ يلعب معو، ربح أو خسر|اللاعب الزين مو اللي يفوز دايم، هو اللي الكل يحبّ يلعب معه، فاز ولّا خسر|اللاعب الزين مب اللي يفوز دايم، هو اللي الكل يحبّ يلعب ويّاه، فاز ولّا خسر}.',
    '3',
  ],
];

const shared = {
  situation: 'losing-a-game',
  gentle: false,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

const funMoral = [
  'We play to have fun together, not only to win.',
  'نَلْعَبُ لِنَفْرَحَ مَعًا، لا لِنَفوزَ فَقَطْ.',
  '{d:بنلعب عشان نتبسط سوا، مش عشان نكسب وبس|منلعب لننبسط سوا، مش لنربح وبس|نلعب عشان ننبسط سوا، مو عشان نفوز وبس|نلعب عشان نستانس سوا، مب عشان نفوز وبس}.',
] as const;

/** Baba plays again and shows how he loses: "Good game!" and another go. */
const babaLoses: SituationPlot = {
  ...shared,
  key: 'losing-a-game/baba-loses',
  titles: [
    ['{H} and the Longest Snake', '{H} وَأَطْوَلُ ثُعْبانٍ', `{H} وأطول ${snake}`],
    ['Good Game!', 'لَعِبٌ جَميلٌ!', `${goodGame}!`],
  ],
  morals: [
    [
      'A real winner can say "good game" and try again.',
      'الفائِزُ الحَقيقِيُّ يَقولُ: «لَعِبٌ جَميلٌ»، ثُمَّ يُعيدُ المُحاوَلَةَ.',
      `الفايز {d.really} {d.bh}يقول: «${goodGame}»، {d:وبيحاول تاني|وبيرجع بيجرّب|ويحاول مرّة ثانية|ويحاول مرّة ثانية}.`,
    ],
    funMoral,
  ],
  help: [
    [
      'Baba came and sat down on the floor by the board. "Let us try again, just you and me," he said. "And watch what I do if I lose."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ اللَّوْحَةِ، وَقالَ: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ، أَنا وَ{H:أَنْتَ|أَنْتِ} وَحْدَنا. {H:وَانْظُرْ|وَانْظُري} ماذا أَفْعَلُ إِذا خَسِرْتُ».',
      `{d.dad} {d.came:m} وقعد على الأرض جنب اللوحة، وقال: «${tryAgain}، أنا و{d.you:H} {d:بس|وبس|بس|بس}. {d:وبصّ|وطلّع|وشوف|وطالع}{H:|ي} {d:أنا هعمل إيه لو خسرت|شو بعمل إذا خسرت|وش أسوّي لو خسرت|شو أسوّي لو خسرت}».`,
    ],
  ],
  together: [
    [
      'This time Baba slid down the longest snake. He laughed and said, "Good game! Let us try again."',
      'وَهذِهِ المَرَّةَ انْزَلَقَ الأَبُ عَلى أَطْوَلِ ثُعْبانٍ، فَضَحِكَ وَقالَ: «لَعِبٌ جَميلٌ! هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `{d:المرّة دي|هالمرّة|هالمرّة|هالمرّة} {d.dad} نزل على أطول ${snake}، فضحك وقال: «${goodGame}! ${tryAgain}».`,
    ],
    [
      '{H} watched Baba closely. Losing did not seem to hurt him at all; he was already rolling the dice again.',
      '{H:راقَبَ|راقَبَتْ} {H} أَبا{H:هُ|ها} بِانْتِباهٍ؛ فَلَمْ تَبْدُ الخَسارَةُ مُؤْلِمَةً لَهُ أَبَدًا، وَها هُوَ يَرْمي النَّرْدَ مِنْ جَديدٍ.',
      '{H} {H:راقب|راقبت} {d.dad} {d:كويس|منيح|زين|زين}؛ الخسارة {d:ما كانتش باينة بتوجعه خالص، وكان بيرمي الزهر تاني|ما كانت مبيّنة عم توجعو أبدًا، وكان عم يرمي الزهر من جديد|ما كانت تبين إنّها توجعه أبد، وكان يرمي الزار من جديد|ما كانت تبين إنّها توجعه أبد، وكان يرمي الزار من جديد}.',
      '2',
    ],
  ],
  resolution: [
    [
      'In the next game {H} lost again. {H} took a deep breath and said, "Good game!" Then {H.he} smiled and added, "Let\'s try again."',
      'وَفي الجَوْلَةِ التّالِيَةِ خَسِرَ{H:|تْ} {H} مَرَّةً أُخْرى، {H:فَأَخَذَ|فَأَخَذَتْ} نَفَسًا عَميقًا {H:وَقالَ|وَقالَتْ}: «لَعِبٌ جَميلٌ!» ثُمَّ {H:ابْتَسَمَ|ابْتَسَمَتْ} {H:وَأَضافَ|وَأَضافَتْ}: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `وفي {d:الدور اللي بعده|الدور اللي بعدو|الجولة اللي بعدها|الجولة اللي بعدها} {H} خسر{H:|ت} {d:تاني|كمان مرّة|مرّة ثانية|مرّة ثانية}، {d.took:H} نَفَس عميق {H:وقال|وقالت}: «${goodGame}!» وبعدين ابتسم{H:|ت} {H:وزاد|وزادت}: «${tryAgain}».`,
    ],
    [
      'Baba winked and said, "Now that is a real winner."',
      'غَمَزَ الأَبُ وَقالَ: «هذا هُوَ الفائِزُ الحَقيقِيُّ».',
      '{d.dad} غمز وقال: «{d:ده بقى الكسبان بجد|هيدا هوّي الرابح عنجد|هذا هو الفايز صدق|هذا هو الفايز صدق}».',
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit on the floor by the game board with Baba, who picks up the dice',
    together: 'play snakes and ladders with Baba, who laughs as he slides down a snake',
    resolution: 'smile over the game board, ready to play again',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'ground' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [{ kind: 'board-game', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Grandma's little sand timer: breathe with the falling sand until the storm passes. */
const sandTimer: SituationPlot = {
  ...shared,
  key: 'losing-a-game/sand-timer',
  titles: [
    ["Grandma's Sand Timer", 'السّاعَةُ الرَّمْلِيَّةُ', 'ساعة الرمل'],
    [
      'The Storm Inside {H}',
      'العاصِفَةُ في داخِلِ {H.g}',
      'العاصفة {d:اللي جوّا|اللي جوّا|اللي داخل|اللي داخل} {H}',
    ],
  ],
  morals: [
    [
      'When a storm of feelings comes, we can breathe until it passes.',
      'حينَ تَهُبُّ عاصِفَةُ المَشاعِرِ، نَتَنَفَّسُ بِهُدوءٍ حَتّى تَمُرَّ.',
      'لمّا عاصفة المشاعر {d:تقوم، بنتنفّس بالراحة لحدّ ما تعدّي|تقوم، منتنفّس عمهل لحدّ ما تمرق|تهبّ، نتنفّس بشويش لين تمرّ|تهبّ، نتنفّس بشويش لين تمرّ}.',
    ],
    funMoral,
  ],
  help: [
    [
      'Grandma came and sat beside {H} with a little sand timer. She said, "When the storm comes, turn this over and breathe slowly until all the sand has fallen. Then we can try again."',
      'جاءَتِ الجَدَّةُ وَجَلَسَتْ بِجانِبِ {H.g} تَحْمِلُ ساعَةً رَمْلِيَّةً صَغيرَةً، وَقالَتْ: «حينَ تَهُبُّ العاصِفَةُ، {H:اقْلِبْ|اقْلِبي} هذِهِ، {H:وَتَنَفَّسْ|وَتَنَفَّسي} بِبُطْءٍ حَتّى يَنْزِلَ الرَّمْلُ كُلُّهُ، ثُمَّ نَعودُ إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `${grandma} {d.came:f} وقعدت جنب {H} {d:ومعاها|ومعها|ومعها|وويّاها} ساعة رمل {d.small:f}، وقالت: «لمّا العاصفة {d:تقوم|تقوم|تهبّ|تهبّ}، {H:اقلب|اقلبي} {d:دي|هيدي|هذي|هاي}، {H:وتنفّس|وتنفّسي} {d:بالراحة لحدّ ما الرمل كلّه ينزل|عمهل لحدّ ما ينزل كل الرمل|بشويش لين ينزل الرمل كلّه|بشويش لين ينزل الرمل كلّه}. وبعدين {d:نحاول تاني|منجرّب كمان مرّة|نحاول مرّة ثانية|نحاول مرّة ثانية}».`,
    ],
  ],
  together: [
    [
      '{H} turned the timer over. The sand fell grain by grain, {H.his} breathing grew slow, and the storm grew smaller.',
      '{H:قَلَبَ|قَلَبَتْ} {H} السّاعَةَ الرَّمْلِيَّةَ، فَراحَ الرَّمْلُ يَنْزِلُ حَبَّةً حَبَّةً، وَهَدَأَتْ أَنْفاسُ{H:هُ|ها}، وَصَغُرَتِ العاصِفَةُ.',
      '{H} {H:قلب|قلبت} ساعة الرمل، والرمل نزل حبّة حبّة، ونفَس{H:ه|ها} هدي، والعاصفة {d:صغرت|زغرت|صغرت|صغرت}.',
    ],
    [
      'Grandma said, "Now, what can we say to the winner?"',
      '«وَالآنَ»، قالَتِ الجَدَّةُ، «ماذا نَقولُ لِلْفائِزِ؟»',
      `«{d.now}»، قالت ${grandma}، «{d:نقول إيه للّي كسب؟|شو منقول للّي ربح؟|وش نقول للّي فاز؟|شو نقول للّي فاز؟}»`,
      '2',
    ],
  ],
  resolution: [
    [
      '{H} went back to the game and said to the winner, "Good game!" Then {H.he} picked up the dice. "Let\'s try again."',
      '{H:عادَ|عادَتْ} {H} إِلى اللُّعْبَةِ {H:وَقالَ|وَقالَتْ} لِلْفائِزِ: «لَعِبٌ جَميلٌ!» ثُمَّ {H:أَمْسَكَ|أَمْسَكَتْ} النَّرْدَ: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `{H} {H:رجع|رجعت} للعبة {H:وقال|وقالت} {d:للّي كسب|للّي ربح|للّي فاز|للّي فاز}: «${goodGame}!» وبعدين {H:مسك|مسكت} {d:الزهر|الزهر|الزار|الزار}: «${tryAgain}».`,
    ],
    [
      'Grandma let {H} keep the little sand timer. "For the next storm," she said, and smiled.',
      'تَرَكَتِ الجَدَّةُ السّاعَةَ الرَّمْلِيَّةَ الصَّغيرَةَ لِ{H.g}، وَقالَتْ مُبْتَسِمَةً: «لِلْعاصِفَةِ القادِمَةِ».',
      `${grandma} {d:سابت|تركت|خلّت|خلّت} ساعة الرمل ال{d.small:f} {d:مع|مع|عند|عند} {H}، وقالت {d:وهي بتبتسم|وهيّي عم تبتسم|وهي تبتسم|وهي تبتسم}: «{d:للعاصفة الجاية|للعاصفة الجايي|للعاصفة الجاية|للعاصفة الياية}».`,
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit with Grandma, who holds out a little sand timer',
    together: 'watch the sand fall in a little sand timer, breathing slowly beside Grandma',
    resolution: 'pick up the dice again at the game board with a smile',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'sand-timer', where: 'held' }],
    together: [{ kind: 'sand-timer', where: 'held' }],
    resolution: [
      { kind: 'board-game', where: 'ground' },
      { kind: 'sand-timer', where: 'ground' },
    ],
  },
  rooms: everyBeatIn('living-room'),
};

/** Mama tells the secret of snakes and ladders: the dice decide, so they laugh at the snakes together. */
const diceDecide: SituationPlot = {
  ...shared,
  key: 'losing-a-game/dice-decide',
  titles: [
    [
      'The Dice Decide',
      'النَّرْدُ هُوَ الَّذي يُقَرِّرُ',
      '{d:الزهر هو اللي بيقرّر|الزهر هوّي اللي بيقرّر|الزار هو اللي يقرّر|الزار هو اللي يقرّر}',
    ],
    [
      'Down the Snake We Go!',
      'نَنْزَلِقُ عَلى الثُّعْبانِ!',
      '{d:نازلين على التعبان!|نازلين عالحيّة!|ننزل على الثعبان!|ننزل على الحيّة!}',
    ],
  ],
  morals: [
    [
      'Some games are won by luck, and the fun is in playing together.',
      'بَعْضُ الأَلْعابِ يَرْبَحُها الحَظُّ، وَالمُتْعَةُ في أَنْ نَلْعَبَ مَعًا.',
      '{d:فيه ألعاب الحظّ هو اللي بيكسّب فيها، والمتعة إنّنا نلعب سوا|في ألعاب الحظّ هوّي اللي بيربّح فيها، والحلو إنّو نلعب سوا|فيه ألعاب الحظّ هو اللي يفوّز فيها، والمتعة إنّا نلعب سوا|في ألعاب الحظّ هو اللي يفوّز فيها، والمتعة إنّا نلعب سوا}.',
    ],
    funMoral,
  ],
  help: [
    [
      'Mama came and sat down by the board. She said, "Here is a secret about this game: nobody is better at it than anyone else. The dice decide everything, so losing here does not mean anyone played badly. Let us try again, and laugh at the snakes this time."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ اللَّوْحَةِ، وَقالَتْ: «في هذِهِ اللُّعْبَةِ سِرٌّ: لا أَحَدَ فيها أَمْهَرُ مِنْ أَحَدٍ، فَالنَّرْدُ هُوَ الَّذي يُقَرِّرُ كُلَّ شَيْءٍ، وَالخَسارَةُ هُنا لا تَعْني أَنَّ أَحَدًا لَعِبَ لَعِبًا سَيِّئًا. هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ، وَلْنَضْحَكْ مِنَ الثَّعابينِ هذِهِ المَرَّةَ».',
      `{d.mom} {d.came:f} وقعدت جنب اللوحة، وقالت: «{d:فيه سرّ في اللعبة دي: محدّش فيها أشطر من حدّ، الزهر هو اللي بيقرّر كل حاجة. يعني الخسارة هنا مش معناها إنّ حدّ لعب وحش|في سرّ بهاللعبة: ما حدا فيها أشطر من حدا، الزهر هوّي اللي بيقرّر كل شي. يعني الخسارة هون مش معناها إنّو حدا لعب عاطل|فيه سرّ في هاللعبة: ما أحد فيها أشطر من أحد، الزار هو اللي يقرّر كل شي. يعني الخسارة هنا مو معناها إنّ أحد لعب شين|في سرّ في هاللعبة: ما حد فيها أشطر من حد، الزار هو اللي يقرّر كل شي. يعني الخسارة هني مب معناها إنّ حد لعب شين}. ${tryAgain}، {d:ونضحك على التعابين المرّة دي|ومنضحك عالحيّات هالمرّة|ونضحك على الثعابين هالمرّة|ونضحك على الحيّات هالمرّة}».`,
    ],
  ],
  together: [
    [
      'This time, whenever anyone landed on a snake, Mama and {H} called out "Whoosh!" together and slid the counter all the way down.',
      'وَهذِهِ المَرَّةَ، كُلَّما وَقَعَ أَحَدٌ عَلى ثُعْبانٍ، {H:صاحا|صاحَتا} مَعًا: «زَلَقْ!»، وَانْزَلَقَتِ القِطْعَةُ إِلى الأَسْفَلِ.',
      '{d:المرّة دي، كل ما حدّ يقع على تعبان|هالمرّة، كل ما حدا يوقع على حيّة|هالمرّة، كل ما أحد طاح على ثعبان|هالمرّة، كل ما حد طاح على حيّة}، {d.mom} و{H} {d:يصرّخوا سوا: «زحلقة!»، والحتّة تنزل لتحت|يصرّخوا سوا: «زحليطة!»، والشقفة تنزل لتحت|يصيحون سوا: «زلقة!»، والقطعة تنزل تحت|يصيحون سوا: «زلقة!»، والقطعة تنزل تحت}.',
    ],
    [
      'Soon the snakes were the funniest part of the game, and nobody minded who was winning.',
      'وَسُرْعانَ ما صارَتِ الثَّعابينُ أَطْرَفَ ما في اللُّعْبَةِ، وَلَمْ يَعُدْ أَحَدٌ يَهْتَمُّ بِمَنْ يَفوزُ.',
      'وبسرعة {d:التعابين بقت أظرف حاجة في اللعبة، ومحدّش بقى فارق معاه مين كسبان|الحيّات صارت أهضم شي باللعبة، وما حدا عاد فارقة معو مين رابح|الثعابين صارت أحلى شي في اللعبة، وما أحد صار يهمّه مين فايز|الحيّات صارت أحلى شي في اللعبة، وما حد صار يهمّه منو فايز}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At the end {H} lost again, but this time {H.he} laughed and said, "Good game! Let\'s try again."',
      'وَفي النِّهايَةِ خَسِرَ{H:|تْ} {H} مَرَّةً أُخْرى، لكِنَّ{H:هُ|ها} هذِهِ المَرَّةَ {H:ضَحِكَ|ضَحِكَتْ} {H:وَقالَ|وَقالَتْ}: «لَعِبٌ جَميلٌ! هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `وفي الآخر {H} خسر{H:|ت} {d:تاني|كمان مرّة|مرّة ثانية|مرّة ثانية}، بس {d:المرّة دي|هالمرّة|هالمرّة|هالمرّة} {H:ضحك وقال|ضحكت وقالت}: «${goodGame}! ${tryAgain}».`,
    ],
    [
      '"You see?" said Mama. "The dice can take a game away, but not the fun."',
      '«{H:أَرَأَيْتَ|أَرَأَيْتِ}؟» قالَتِ الأُمُّ، «النَّرْدُ قَدْ يَأْخُذُ اللُّعْبَةَ، لكِنَّهُ لا يَأْخُذُ المُتْعَةَ».',
      '«شفت{H:|ي}؟» قالت {d.mom}، «{d:الزهر ممكن ياخد اللعبة، بس ما ياخدش المتعة|الزهر فيه ياخد اللعبة، بس ما بياخد الونسة|الزار يمكن ياخذ اللعبة، بس ما ياخذ الوناسة|الزار يمكن ياخذ اللعبة، بس ما ياخذ الوناسة}».',
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit by the game board with Mama, who holds up the dice',
    together: 'laugh with Mama as a counter slides down a snake on the board',
    resolution: 'laugh beside the game board, ready to play again',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'ground' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [{ kind: 'board-game', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';
const ladders = '{d:السلالم|السلالم|السلالم|الدروج}';

/** Grandpa counts with the child, not the snakes slid down but the ladders climbed. */
const countLadders: SituationPlot = {
  ...shared,
  key: 'losing-a-game/count-ladders',
  titles: [
    ['Count the Ladders', 'عُدَّ السَّلالِمَ', `عدّ ${ladders}`],
    [
      "{H} and Grandpa's Counting Game",
      '{H} وَلُعْبَةُ العَدِّ مَعَ الجَدِّ',
      `{H} ولعبة العدّ مع {d:جدّو|جدّو|الجدّ|اليدّ}`,
    ],
  ],
  morals: [
    [
      'Every game has ladders as well as snakes; remember the ladders.',
      'في كُلِّ لُعْبَةٍ سَلالِمُ كَما فيها ثَعابينُ، فَلْنَتَذَكَّرِ السَّلالِمَ.',
      `في كل لعبة ${ladders} {d:زيّ ما فيها تعابين، فخلّينا نفتكر السلالم|متل ما فيها حيّات، فخلّينا نتذكّر السلالم|مثل ما فيها ثعابين، فخلّنا نتذكّر السلالم|شرات ما فيها حيّات، فخلّنا نتذكّر الدروج}.`,
    ],
    funMoral,
  ],
  help: [
    [
      'Then Grandpa came over and sat on the rug by the board. "We will try again," he said, "but first let us count something. Not the snakes: the ladders you climbed."',
      'ثُمَّ جاءَ الجَدُّ وَجَلَسَ عَلى السَّجّادَةِ بِجانِبِ اللَّوْحَةِ، وَقالَ: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ، وَلكِنْ لِنَعُدَّ شَيْئًا أَوَّلًا: لا الثَّعابينَ، بَلِ السَّلالِمَ الَّتي {H:صَعِدْتَها|صَعِدْتِها}».',
      `وبعدين ${grandpa} {d.came:m} وقعد على {d:السجّادة|السجّادة|الزوليّة|الزوليّة} جنب اللوحة، وقال: «${tryAgain}، بس {d:الأوّل نعدّ حاجة: مش التعابين|أوّل شي منعدّ شي: مش الحيّات|أوّل شي نعدّ شي: مو الثعابين|أوّل شي نعدّ شي: مب الحيّات}، ${ladders} اللي {H:طلعت عليها|طلعتي عليها}».`,
    ],
  ],
  together: [
    [
      "Grandpa ran his finger along the path of {H}'s counter, and they counted together: one ladder, two, three, four ladders in one game!",
      'تَتَبَّعَ الجَدُّ بِإِصْبَعِهِ طَريقَ قِطْعَةِ {H.g}، وَعَدّا مَعًا: سُلَّمٌ، اثْنانِ، ثَلاثَةٌ، أَرْبَعَةُ سَلالِمَ في لُعْبَةٍ واحِدَةٍ!',
      `${grandpa} {d:مشّى صباعه على طريق حتّة|مشّى إصبعو على طريق شقفة|مشّى إصبعه على طريق قطعة|مشّى صبعه على طريق قطعة} {H}، وعدّوا سوا: {d:سلّم، اتنين، تلاتة، أربع سلالم في لعبة واحدة!|سلّم، تنين، تلاتة، أربع سلالم بلعبة وحدة!|سلّم، ثنين، ثلاثة، أربعة سلالم في لعبة وحدة!|درج، ثنين، ثلاثة، أربعة دروج في لعبة وحدة!}`,
    ],
    [
      'The snake had been one bad moment, and the ladders four good ones, and {H} had nearly forgotten every one of them.',
      'كانَ الثُّعْبانُ لَحْظَةً سَيِّئَةً واحِدَةً، وَكانَتِ السَّلالِمُ أَرْبَعَ لَحَظاتٍ جَميلَةٍ، وَقَدْ كادَ{H:|تْ} {H} {H:يَنْساها|تَنْساها} كُلَّها.',
      '{d:التعبان كان لحظة وحشة واحدة، والسلالم كانوا أربع لحظات حلوة، وكانوا هيضيعوا من بال|الحيّة كانت لحظة عاطلة وحدة، والسلالم كانوا أربع لحظات حلوين، وكانوا رح يضيعوا من بال|الثعبان كان لحظة شينة وحدة، والسلالم كانت أربع لحظات حلوة، وكانت بتضيع من بال|الحيّة كانت لحظة شينة وحدة، والدروج كانت أربع لحظات حلوة، وكانت بتضيع من بال} {H}.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} turned to the winner and said, "Good game!" Then {H.he} set the counters back at the start. "Let\'s try again."',
      '{H:الْتَفَتَ|الْتَفَتَتْ} {H} إِلى الفائِزِ {H:وَقالَ|وَقالَتْ}: «لَعِبٌ جَميلٌ!» ثُمَّ {H:أَعادَ|أَعادَتِ} القِطَعَ إِلى البِدايَةِ: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ».',
      `{H} {H:لفّ|لفّت} {d:للّي كسب|للّي ربح|للّي فاز|للّي فاز} {H:وقال|وقالت}: «${goodGame}!» وبعدين {H:رجّع|رجّعت} {d:الحتت للأوّل|الشقف عالأوّل|القطع للبداية|القطع للبداية}: «${tryAgain}».`,
    ],
    [
      'This time, whenever {H} slid down a snake, {H.he} said, "Never mind, there are ladders coming," and Grandpa nodded.',
      'وَهذِهِ المَرَّةَ، كُلَّما {H:انْزَلَقَ|انْزَلَقَتْ} {H} عَلى ثُعْبانٍ، {H:قالَ|قالَتْ}: «لا بَأْسَ، السَّلالِمُ قادِمَةٌ»، فَيومِئُ الجَدُّ بِرَأْسِهِ.',
      `{d:المرّة دي|هالمرّة|هالمرّة|هالمرّة}، كل ما {H} {H:ينزل|تنزل} على ${snake}، {H:يقول|تقول}: «{d:مش مشكلة، السلالم جايّة|مش مشكلة، السلالم جايين|مو مشكلة، السلالم جاية|مب مشكلة، الدروج جاية}»، و${grandpa} {d:يهزّ راسه|يهزّ براسو|يهزّ راسه|يهزّ راسه}.`,
      '2',
    ],
    [
      '{H} noticed that losing felt different now. The storm still came, but smaller, because {H.he} knew where to look: not at the one snake, but at all the ladders {H.he} had climbed.',
      'لاحَظَ{H:|تْ} {H} أَنَّ لِلْخَسارَةِ الآنَ طَعْمًا آخَرَ؛ ما زالَتِ العاصِفَةُ تَأْتي، لكِنَّها أَصْغَرُ، لِأَنَّ{H:هُ|ها} صارَ{H:|تْ} {H:يَعْرِفُ|تَعْرِفُ} أَيْنَ {H:يَنْظُرُ|تَنْظُرُ}: لا إِلى الثُّعْبانِ الواحِدِ، بَلْ إِلى كُلِّ السَّلالِمِ الَّتي {H:صَعِدَها|صَعِدَتْها}.',
      `{H} {H:لاحظ|لاحظت} إنّ الخسارة {d:بقى ليها طعم تاني؛ العاصفة لسّه بتيجي بس أصغر|صار إلها طعمة تانية؛ العاصفة بعدا بتجي بس أزغر|صار لها طعم ثاني؛ العاصفة للحين تجي بس أصغر|صار لها طعم ثاني؛ العاصفة للحين تجي بس أصغر}، {d.because} عين {H} {d:بقت تروح للسلالم|صارت تروح عالسلالم|صارت تروح للسلالم|صارت تروح للدروج} اللي {H:طلعها|طلعتها}، {d:مش للتعبان|مش للحيّة|مو للثعبان|مب للحيّة}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit on the rug by the game board with Grandpa, who points at the ladders',
    together: 'count the ladders on the snakes-and-ladders board with Grandpa',
    resolution: 'set the counters back at the start of the game board, smiling',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'ground' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [{ kind: 'board-game', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

const aunt = '{d:خالتو|خالتو|الخالة|الخالة}';

/** The aunt's new rule: everyone on one side against the snakes, and nobody wins until every counter is at the top. */
const oneTeam: SituationPlot = {
  ...shared,
  key: 'losing-a-game/one-team',
  titles: [
    [
      'All Against the Snakes',
      'كُلُّنا ضِدَّ الثَّعابينِ',
      '{d:كلّنا ضدّ التعابين|كلّنا ضدّ الحيّات|كلّنا ضدّ الثعابين|كلّنا ضدّ الحيّات}',
    ],
    ["Auntie's New Rule", 'قاعِدَةُ الخالَةِ الجَديدَةُ', `قاعدة ${aunt} الجديدة`],
  ],
  morals: [
    [
      'The people we play with are friends, not enemies, whoever wins.',
      'مَنْ نَلْعَبُ مَعَهُمْ أَصْدِقاءُ لا خُصومٌ، أَيًّا كانَ الفائِزُ.',
      'اللي {d:بنلعب معاهم صحاب مش أعداء، مهما كان مين اللي كسب|منلعب معن رفقات مش أعداء، مهما كان مين ربح|نلعب معهم خويان مو أعداء، مهما كان مين فاز|نلعب ويّاهم ربع مب أعداء، مهما كان منو فاز}.',
    ],
    funMoral,
  ],
  help: [
    [
      'Then Auntie sat down by the board. "Let us try again, with a new rule," she said. "Tonight we all play on one side, against the snakes, and nobody wins until every counter reaches the top."',
      'ثُمَّ جَلَسَتِ الخالَةُ بِجانِبِ اللَّوْحَةِ، وَقالَتْ: «هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ، بِقاعِدَةٍ جَديدَةٍ: نَلْعَبُ اللَّيْلَةَ كُلُّنا في فَريقٍ واحِدٍ ضِدَّ الثَّعابينِ، وَلا يَفوزُ أَحَدٌ حَتّى تَصِلَ كُلُّ القِطَعِ إِلى القِمَّةِ».',
      `وبعدين ${aunt} قعدت جنب اللوحة، وقالت: «${tryAgain}، {d:بس بقاعدة جديدة: الليلة كلّنا فريق واحد ضدّ التعابين، ومحدّش يكسب غير لمّا كل الحتت توصل لفوق|بس بقاعدة جديدة: الليلة كلّنا فريق واحد ضدّ الحيّات، وما حدا بيربح إلّا لمّا كل الشقف توصل لفوق|بس بقاعدة جديدة: الليلة كلّنا فريق واحد ضدّ الثعابين، وما أحد يفوز إلّا لمّا كل القطع توصل فوق|بس بقاعدة جديدة: الليلة كلّنا فريق واحد ضدّ الحيّات، وما حد يفوز إلّا لمّا كل القطع توصل فوق}».`,
    ],
  ],
  together: [
    [
      'Whenever a counter slid down a snake, everyone groaned together, and whenever one climbed a ladder, everyone clapped together.',
      'وَكُلَّما انْزَلَقَتْ قِطْعَةٌ عَلى ثُعْبانٍ تَأَوَّهَ الجَميعُ مَعًا، وَكُلَّما صَعِدَتْ سُلَّمًا صَفَّقَ الجَميعُ مَعًا.',
      '{d:وكل ما حتّة تنزل على تعبان، الكل يقول «آه» سوا، وكل ما تطلع سلّم، الكل يسقّف سوا|وكل ما شقفة تنزل على حيّة، الكل يقول «آخ» سوا، وكل ما تطلع سلّم، الكل يصفّق سوا|وكل ما قطعة نزلت على ثعبان، الكل قال «آه» سوا، وكل ما طلعت سلّم، الكل صفّق سوا|وكل ما قطعة نزلت على حيّة، الكل قال «آه» سوا، وكل ما طلعت درج، الكل صفّق سوا}.',
    ],
    [
      "{H}'s counter reached the top first, and {H} stayed to cheer the others on until they arrived.",
      'وَوَصَلَتْ قِطْعَةُ {H.g} إِلى القِمَّةِ أَوَّلًا، {H:فَظَلَّ|فَظَلَّتْ} {H:يُشَجِّعُ|تُشَجِّعُ} الآخَرينَ حَتّى وَصَلوا.',
      '{d:حتّة|شقفة|قطعة|قطعة} {H} وصلت فوق الأوّل، و{H} {H:قعد يشجّع|قعدت تشجّع} {d:الباقيين لحدّ ما وصلوا|الباقيين لحدّ ما وصلوا|الباقين لين وصلوا|الباقين لين وصلوا}.',
      '2',
    ],
  ],
  resolution: [
    [
      '"Good game, team!" said Auntie when the last counter reached the top. In the next game {H} lost, and said "Good game!" all the same.',
      '«لَعِبٌ جَميلٌ يا فَريقُ!» قالَتِ الخالَةُ حينَ وَصَلَتْ آخِرُ قِطْعَةٍ إِلى القِمَّةِ. وَفي اللُّعْبَةِ التّالِيَةِ خَسِرَ{H:|تْ} {H}، {H:فَقالَ|فَقالَتْ} رَغْمَ ذلِكَ: «لَعِبٌ جَميلٌ!»',
      `«${goodGame} يا فريق!» قالت ${aunt} لمّا آخر {d:حتّة|شقفة|قطعة|قطعة} وصلت فوق. وفي {d:اللعبة اللي بعدها|اللعبة اللي بعدا|اللعبة اللي بعدها|اللعبة اللي بعدها} {H} خسر{H:|ت}، {H:وقال|وقالت} {d:برضه|كمان|بعد|بعد}: «${goodGame}!»`,
    ],
    [
      '"Let\'s try again," said {H}, and Auntie smiled: the storm had not come this time.',
      '«هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ»، {H:قالَ|قالَتْ} {H}، فَابْتَسَمَتِ الخالَةُ: لَمْ تَأْتِ العاصِفَةُ هذِهِ المَرَّةَ.',
      `«${tryAgain}»، {H:قال|قالت} {H}، و${aunt} ابتسمت: العاصفة {d:ما جتش المرّة دي|ما إجت هالمرّة|ما جات هالمرّة|ما جات هالمرّة}.`,
      '2',
    ],
    [
      '{H} thought about why it had been easier: playing on one side had shown {H.him} that the others were not enemies, only people {H.he} liked playing with, and losing to people you like is not so hard.',
      '{H:وَفَكَّرَ|وَفَكَّرَتْ} {H} لِماذا صارَ الأَمْرُ أَسْهَلَ: فَاللَّعِبُ في فَريقٍ واحِدٍ {H:أَراهُ|أَراها} أَنَّ الآخَرينَ لَيْسوا خُصومًا، بَلْ أُناسٌ {H:يُحِبُّ|تُحِبُّ} اللَّعِبَ مَعَهُمْ، وَالخَسارَةُ أَمامَ مَنْ نُحِبُّ لَيْسَتْ صَعْبَةً إِلى هذا الحَدِّ.',
      `{H} {H:فكّر|فكّرت} {d:ليه|ليش|ليه|ليش} {d:الموضوع بقى أسهل|صار الشي أسهل|صار الشي أسهل|صار الشي أسهل}: {d:اللعب في فريق واحد خلّى|اللعب بفريق واحد خلّى|اللعب في فريق واحد خلّى|اللعب في فريق واحد خلّى} {H} {H:يشوف|تشوف} إنّ {d:الباقيين مش أعداء، دول ناس حلو اللعب معاهم، والخسارة قدّام اللي بنحبّهم مش صعبة أوي|الباقيين مش أعداء، هنّي ناس حلو اللعب معن، والخسارة قدّام اللي منحبّن مش صعبة كتير|الباقين مو أعداء، هم ناس حلو اللعب معهم، والخسارة قدّام اللي نحبّهم مو صعبة مرّة|الباقين مب أعداء، هم ناس حلو اللعب ويّاهم، والخسارة قدّام اللي نحبّهم مب صعبة وايد}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit by the game board with Auntie, who gathers all the counters together',
    together: 'play snakes and ladders together as one team with Auntie',
    resolution: 'pick up the dice for another game, smiling',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'ground' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [{ kind: 'board-game', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

const uncle = '{d:عمّو|عمّو|العمّ|العمّ}';

/** The uncle's custom of real players: at the end of every game, a handshake and one good thing said about the other. */
const handshake: SituationPlot = {
  ...shared,
  key: 'losing-a-game/handshake',
  titles: [
    [
      'The Handshake at the End',
      'المُصافَحَةُ في آخِرِ اللُّعْبَةِ',
      '{d:السلام في آخر اللعبة|السلام بآخر اللعبة|السلام في آخر اللعبة|السلام في آخر اللعبة}',
    ],
    ['One Good Thing', 'شَيْءٌ جَميلٌ واحِدٌ', '{d:حاجة حلوة واحدة|شي حلو واحد|شي حلو واحد|شي حلو واحد}'],
  ],
  morals: [
    [
      'Every game can end with a handshake and a kind word, whoever wins.',
      'كُلُّ لُعْبَةٍ يُمْكِنُ أَنْ تَنْتَهِيَ بِمُصافَحَةٍ وَكَلِمَةٍ طَيِّبَةٍ، أَيًّا كانَ الفائِزُ.',
      'كل لعبة {d:ممكن تخلص بسلام وكلمة حلوة، مهما كان مين كسب|فيها تخلص بسلام وكلمة حلوة، مهما كان مين ربح|ممكن تخلص بسلام وكلمة زينة، مهما كان مين فاز|ممكن تخلص بسلام وكلمة زينة، مهما كان منو فاز}.',
    ],
    funMoral,
  ],
  help: [
    [
      'Then Uncle came and sat cross-legged by the board. "We will try again," he said, "but first let us do what real players do at the end of every game: shake hands, and each say one good thing about the other\'s game."',
      'ثُمَّ جاءَ العَمُّ وَجَلَسَ مُتَرَبِّعًا بِجانِبِ اللَّوْحَةِ، وَقالَ: «قَبْلَ المُحاوَلَةِ مِنْ جَديدٍ، لِنَفْعَلْ ما يَفْعَلُهُ اللّاعِبونَ الحَقيقِيّونَ في آخِرِ كُلِّ لُعْبَةٍ: نَتَصافَحُ، وَيَقولُ كُلٌّ مِنّا شَيْئًا جَميلًا عَنْ لَعِبِ الآخَرِ».',
      `وبعدين ${uncle} {d.came:m} {d:وقعد متربّع جنب اللوحة|وقعد متربّع حدّ اللوح|وقعد متربّع جنب اللوحة|ويلس متربّع جنب اللوحة}، وقال: «${tryAgain}، {d:بس الأوّل نعمل زيّ اللعّيبة الحقيقيين في آخر كل لعبة: نسلّم على بعض، وكل واحد يقول حاجة حلوة عن لعب التاني|بس أوّل شي منعمل متل اللاعبين الحقيقيين بآخر كل لعبة: منسلّم على بعض، وكل واحد بيقول شي حلو عن لعب التاني|بس أوّل شي نسوّي مثل اللاعبين الصدق في آخر كل لعبة: نسلّم على بعض، وكل واحد يقول شي زين عن لعب الثاني|بس أوّل شي نسوّي شرات اللاعبين الصدق في آخر كل لعبة: نسلّم على بعض، وكل واحد يقول شي زين عن لعب الثاني}».`,
    ],
  ],
  together: [
    [
      'Uncle went first. He shook the winner\'s hand and said, "You never gave up, even at the bottom of the board." Then {H} did the same: "You were kind to me when I was cross."',
      'بَدَأَ العَمُّ، فَصافَحَ الفائِزَ وَقالَ: «لَمْ تَسْتَسْلِمْ أَبَدًا، حَتّى في أَسْفَلِ اللَّوْحَةِ». ثُمَّ {H:فَعَلَ|فَعَلَتْ} {H} مِثْلَهُ: «كُنْتَ لَطيفًا مَعي حينَ غَضِبْتُ».',
      `${uncle} {d:ابتدى، وسلّم على اللي كسب وقال: «إنت ما استسلمتش أبدًا، حتّى وإنت في آخر اللوحة». وبعدين|بلّش، وسلّم عاللي ربح وقال: «ما استسلمت أبدًا، حتّى وإنت بأسفل اللوح». وبعدين|بدا، وسلّم على اللي فاز وقال: «ما استسلمت أبد، حتّى وإنت تحت في اللوحة». وبعدين|بدا، وسلّم على اللي فاز وقال: «ما استسلمت أبد، حتّى وإنت تحت في اللوحة». وبعدين} {H} {d.did:H} {d.like}ه: «{d:كنت لطيف معايا لمّا زعلت|كنت لطيف معي لمّا زعلت|كنت لطيف معي يوم زعلت|كنت لطيف ويّاي يوم زعلت}».`,
    ],
    [
      'The winner shook hands with {H} too and said, "You climbed that long ladder in one go!" {H}\'s hot cheeks began to cool.',
      'وَصافَحَ الفائِزُ {H.a} أَيْضًا وَقالَ: «{H:صَعِدْتَ|صَعِدْتِ} ذلِكَ السُّلَّمَ الطَّويلَ مَرَّةً واحِدَةً!» فَبَدَأَ خَدّا {H.g} السّاخِنانِ يَبْرُدانِ.',
      '{d:واللي كسب سلّم على|واللي ربح سلّم على|واللي فاز سلّم على|واللي فاز سلّم على} {H} {d.also} وقال: «{H:طلعت|طلعتي} {d:السلّم الطويل ده مرّة واحدة!|هالسلّم الطويل مرّة وحدة!|هالسلّم الطويل مرّة وحدة!|هالدرج الطويل مرّة وحدة!}» {d:وخدود|وخدود|وخدود|وخدود} {H} {d:السخنة ابتدت تبرد|الشوب بلّشت تبرد|الحامية بدت تبرد|الحامية بدت تبرد}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'Then {H} set up the counters again. "Good game," {H.he} said. "Let\'s try again." This time the words came easily.',
      'ثُمَّ {H:رَتَّبَ|رَتَّبَتْ} {H} القِطَعَ مِنْ جَديدٍ {H:وَقالَ|وَقالَتْ}: «لَعِبٌ جَميلٌ. هَيّا إِلى المُحاوَلَةِ مِنْ جَديدٍ». وَهذِهِ المَرَّةَ خَرَجَتِ الكَلِماتُ بِسُهولَةٍ.',
      `وبعدين {H} {H:رتّب|رتّبت} {d:الحتت تاني|الشقف من جديد|القطع من جديد|القطع من جديد} {H:وقال|وقالت}: «${goodGame}. ${tryAgain}». {d:والمرّة دي الكلام طلع بسهولة|وهالمرّة الحكي طلع بسهولة|وهالمرّة الكلام طلع بسهولة|وهالمرّة الكلام طلع بسهولة}.`,
    ],
    [
      'Uncle winked. "Now the game can go any way it likes," he said. "We already know how it ends: with a handshake."',
      'غَمَزَ العَمُّ وَقالَ: «الآنَ لِتَذْهَبِ اللُّعْبَةُ كَما تَشاءُ؛ فَنَحْنُ نَعْرِفُ كَيْفَ تَنْتَهي: بِمُصافَحَةٍ».',
      `${uncle} غمز وقال: «{d:دلوقتي اللعبة تمشي زيّ ما هي عايزة؛ إحنا عارفين هتخلص إزاي: بسلام باليد|هلّق خلّي اللعبة تمشي متل ما بدّا؛ نحنا منعرف كيف رح تخلص: بسلام باليد|الحين خلّ اللعبة تمشي مثل ما تبي؛ حنّا ندري كيف بتخلص: بسلام باليد|الحين خلّ اللعبة تمشي شرات ما تبا؛ إحنا ندري شلون بتخلص: بسلام باليد}».`,
      '2',
    ],
    [
      '{H} understood that a game does not end when someone reaches the top square; it ends when the players look at each other, and that part {H.he} could always win.',
      'فَهِمَ{H:|تْ} {H} أَنَّ اللُّعْبَةَ لا تَنْتَهي حينَ يَبْلُغُ أَحَدٌ المُرَبَّعَ الأَخيرَ، بَلْ حينَ يَنْظُرُ اللّاعِبونَ بَعْضُهُمْ إِلى بَعْضٍ، وَهذا الجُزْءُ {H:يَسْتَطيعُ|تَسْتَطيعُ} أَنْ {H:يَرْبَحَهُ|تَرْبَحَهُ} دائِمًا.',
      '{H} فهم{H:|ت} إنّ اللعبة {d:ما بتخلصش لمّا حدّ يوصل لآخر مربّع، بتخلص لمّا اللعّيبة يبصّوا لبعض، والحتّة دي|ما بتخلص لمّا حدا يوصل لآخر مربّع، بتخلص لمّا اللاعبين يطلّعوا ببعض، وهالشقفة|ما تخلص لمّا أحد يوصل آخر مربّع، تخلص لمّا اللاعبين يطالعون بعض، وهالنقطة|ما تخلص لمّا حد يوصل آخر مربّع، تخلص لمّا اللاعبين يطالعون بعض، وهالنقطة} {H:يقدر يكسبها|تقدر تكسبها} {d:على طول|دايمًا|دايم|دايم}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit with hot red cheeks beside a game of snakes and ladders',
    try: 'sit alone in the corner of the living room, back turned to the game',
    help: 'sit cross-legged by the game board beside Uncle',
    together: 'shake hands across the game board while Uncle watches',
    resolution: 'set up the counters again on the game board, smiling',
  },
  props: {
    problem: [{ kind: 'board-game', where: 'ground' }],
    try: [{ kind: 'board-game', where: 'ground' }],
    help: [{ kind: 'board-game', where: 'ground' }],
    together: [{ kind: 'board-game', where: 'ground' }],
    resolution: [{ kind: 'board-game', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const losingAGamePlots: readonly SituationPlot[] = [
  babaLoses,
  sandTimer,
  diceDecide,
  countLadders,
  oneTeam,
  handshake,
];
