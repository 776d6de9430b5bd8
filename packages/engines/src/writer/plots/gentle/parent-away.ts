import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A parent works far away (a trip, a ship, a job abroad). {R} is the parent who is away (Baba
 * unless the idea says Mama), and the other parent helps: `{R:Mama|Baba}` names the one at home.
 * Told warmly: the missing, the evening video call, a letter and the days marked until the
 * homecoming. The English sentences that name the parent away say they are missed or wished for,
 * so the pictures do not draw them in the room.
 */

const awayGen = '{R:أَبي|أُمِّ}{H:هِ|ها}';
const yoursAway = '{R:أَبي|أُمِّ}{H:كَ|كِ}';
const helperNom = '{R:أُمُّ|أَبو}{H:هُ|ها}';
const awayNom = '{R:أَبو|أُمُّ}{H:هُ|ها}';
const yoursAwayNom = '{R:أَبو|أُمُّ}{H:كَ|كِ}';
const yoursAwayGen = '{R:أَبي|أُمِّ}{H:كَ|كِ}';

const person = {
  roles: ['father', 'mother'] as const,
  fallback: words('Baba', 'الأَبُ', 'بابا', 'بابا', 'بابا', 'بابا'),
  male: true,
};

const problem: Pool = [
  [
    '{H} missed {R}, who was far away for work, and {H.he} wished a video call could be a hug.',
    `كانَ{H:|تْ} {H} {H:يَشْعُرُ|تَشْعُرُ} بِالشَّوْقِ إِلى ${awayGen} {R:المُسافِرِ|المُسافِرَةِ} لِلْعَمَلِ، {H:وَتَمَنّى|وَتَمَنَّتْ} لَوْ كانَتْ مُكالَمَةُ الفيدْيو حِضْنًا.`,
    '{H} {H:كان|كانت} مشتاق{H:|ة} ل{R} اللي {R:مسافر|مسافرة} {d:للشغل|عالشغل|للشغل|للشغل}، و{H:كان|كانت} {d.want:H} {d:مكالمة الفيديو تبقى حضن|اتّصال الفيديو يصير عبطة|مكالمة الفيديو تصير حضن|مكالمة الفيديو تصير ضمّة}.',
    '2',
  ],
  [
    '{R} was away for work. {H} wished the video call could be a hug.',
    'كانَ{R:|تْ} {R:أَبو|أُمُّ}{H:هُ|ها} {R:مُسافِرًا|مُسافِرَةً} لِلْعَمَلِ، {H:فَتَمَنّى|فَتَمَنَّتْ} {H} لَوْ كانَتْ مُكالَمَةُ الفيدْيو حِضْنًا.',
    '{R} {R:كان|كانت} {R:مسافر|مسافرة} {d:للشغل|عالشغل|للشغل|للشغل}، و{H} {H:كان|كانت} {d.want:H} {d:مكالمة الفيديو تبقى حضن|اتّصال الفيديو يصير عبطة|مكالمة الفيديو تصير حضن|مكالمة الفيديو تصير ضمّة}.',
    'y',
  ],
  [
    'Every evening {H} waited for the video call, because {H} missed {R} most at bedtime.',
    `كُلَّ مَساءٍ كانَ{H:|تْ} {H} {H:يَنْتَظِرُ|تَنْتَظِرُ} مُكالَمَةَ الفيدْيو؛ فَالشَّوْقُ إِلى ${awayGen} يَكْبُرُ وَقْتَ النَّوْمِ.`,
    'كل ليلة {H} {H:كان|كانت} {d:مستنّي|ناطر|منتظر|منتظر}{H:|ة} {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو}؛ {d:عشان|لأنّو|لأنّ|لأنّ} الشوق ل{R} {d:بيكبر|بيكبر|يكبر|يكبر} وقت النوم.',
    '2',
  ],
  [
    '{H} missed {R} most at bedtime, and waited each night for the video call.',
    'كانَ الشَّوْقُ إِلى {R:أَبي|أُمِّ}{H:هِ|ها} يَكْبُرُ وَقْتَ النَّوْمِ، فَكانَ{H:|تْ} {H} {H:يَنْتَظِرُ|تَنْتَظِرُ} مُكالَمَةَ الفيدْيو كُلَّ لَيْلَةٍ.',
    '{H} {H:كان|كانت} مشتاق{H:|ة} ل{R} {d:أكتر|أكتر|أكثر|أكثر} وقت النوم، {d:وكل ليلة|وكل ليلة|وكل ليلة|وكل ليلة} {H:كان|كانت} {d:مستنّي|ناطر|منتظر|منتظر}{H:|ة} {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو}.',
    'y',
  ],
  [
    'For weeks {H} had missed {R}, who was working far away. {H} understood why, and was even proud; but missing someone you love is still missing, even with a video call every night.',
    `مُنْذُ أَسابيعَ وَ{H} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${awayGen} {R:الَّذي يَعْمَلُ|الَّتي تَعْمَلُ} بَعيدًا. {H:كانَ يَفْهَمُ|كانَتْ تَفْهَمُ} السَّبَبَ، بَلْ {H:كانَ فَخورًا|كانَتْ فَخورَةً} بِ{R:هِ|ها}؛ لكِنَّ الشَّوْقَ إِلى مَنْ نُحِبُّ يَبْقى شَوْقًا، حَتّى مَعَ مُكالَمَةِ الفيدْيو كُلَّ لَيْلَةٍ.`,
    'من أسابيع و{H} مشتاق{H:|ة} ل{R}، اللي {d.bh}{R:يشتغل|تشتغل} بعيد. {H} {H:كان|كانت} فاهم{H:|ة} {d:ليه|ليش|ليه|ليش}، {d:وكمان فخور|وكمان فخور|وفخور بعد|وفخور بعد}{H:|ة} ب{R:ه|ها}؛ بس {d:الوحشة للي بنحبّهم بتفضل وحشة|الشوق للي منحبّن بيضلّ شوق|الشوق للي نحبّهم يظلّ شوق|الشوق للي نحبّهم يظلّ شوق}، حتّى مع {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو} كل ليلة.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    "{H} missed {R}'s voice at dinner time.",
    `اشْتاقَ{H:|تْ} {H} إِلى صَوْتِ ${awayGen} وَقْتَ العَشاءِ.`,
    '{H} {H:كان|كانت} مشتاق{H:|ة} لصوت {R} وقت العشا.',
  ],
  [
    '"I miss {R}," {H} whispered.',
    '«اشْتَقْتُ إِلى {R:أَبي|أُمّي}»، هَمَسَ{H:|تْ} {H}.',
    '«أنا مشتاق{H:|ة} ل{R}»، {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.',
  ],
  [
    "{H} looked at the photo on the shelf and remembered {R}'s big hugs.",
    `نَظَرَ{H:|تْ} {H} إِلى الصّورَةِ عَلى الرَّفِّ، {H:وَتَذَكَّرَ|وَتَذَكَّرَتْ} أَحْضانَ ${awayGen} الكَبيرَةَ.`,
    '{H} {d.looked:H} على الصورة اللي على الرفّ، و{d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت} {d:حضن|عبطات|ضمّات|ضمّات} {R} {d:الكبير|الكبار|الكبيرة|الكبيرة}.',
  ],
];

const tries: Pool = [
  [
    '{H} counted the days on {H.his} fingers. There were more days than fingers!',
    'عَدَّ{H:|تْ} {H} الأَيّامَ عَلى أَصابِعِ{H:هِ|ها}، لكِنَّ الأَيّامَ كانَتْ أَكْثَرَ مِنَ الأَصابِعِ.',
    '{H} عدّ{H:|ت} الأيّام على {d:صوابع|أصابيع|أصابع|أصابع}{H:ه|ها}، بس الأيّام كانت {d:أكتر|أكتر|أكثر|أكثر} من {d:الصوابع|الأصابيع|الأصابع|الأصابع}.',
    'p',
  ],
  [
    '{H} tried to play their favourite game alone, but {H.he} missed {R} too much to enjoy it.',
    `حاوَلَ{H:|تْ} {H} أَنْ {H:يَلْعَبَ|تَلْعَبَ} لُعْبَتَهُما المُفَضَّلَةَ وَحْدَ{H:هُ|ها}، لكِنَّ الشَّوْقَ إِلى ${awayGen} كانَ أَكْبَرَ.`,
    '{H} حاول{H:|ت} {H:يلعب|تلعب} {d:لعبتهم المفضّلة|لعبتن المفضّلة|لعبتهم المفضّلة|لعبتهم المفضّلة} {d:لوحد|وحد|بروح|بروح}{H:ه|ها}، بس الشوق ل{R} كان أكبر.',
  ],
  [
    '{H} wanted to call right away, but far away, where {R:he|she} was, it was the middle of the night.',
    '{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يَتَّصِلَ|تَتَّصِلَ} في الحالِ، لكِنَّ الوَقْتَ هُناكَ، في البَلَدِ البَعيدِ، كانَ مُنْتَصَفَ اللَّيْلِ.',
    '{H} {H:كان|كانت} {d.want:H} {H:يتّصل|تتّصل} {d:دلوقتي|هلّق|الحين|الحين}، بس {d:هناك|هونيك|هناك|هناك} في البلد البعيد كان نصّ الليل.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Missing someone shows how much we love them, {H} thought.',
    'فَكَّرَ{H:|تْ} {H}: الشَّوْقُ يَدُلُّ عَلى مِقْدارِ حُبِّنا.',
    'فكّر{H:|ت} {H}: {d:الوحشة دي علامة إنّنا بنحبّ أوي|الشوق علامة إنّو منحبّ كتير|الشوق علامة إنّا نحبّ مرّة|الشوق علامة إنّا نحبّ وايد}.',
  ],
  [
    'Someone far away is never far from the heart; love travels any distance.',
    'مَنْ يَكونُ بَعيدًا لا يَغيبُ عَنِ القَلْبِ؛ فَالحُبُّ يُسافِرُ مَهْما بَعُدَتِ المَسافَةُ.',
    '{d:اللي بعيد مش غايب عن القلب؛ الحبّ بيسافر مهما كانت المسافة|اللي بعيد مش غايب عن القلب؛ الحبّ بيسافر قدّ ما كانت المسافة|اللي بعيد مو غايب عن القلب؛ الحبّ يسافر مهما كانت المسافة|اللي بعيد مب غايب عن القلب؛ الحبّ يسافر مهما كانت المسافة}.',
    '2',
  ],
  [
    '{H} still felt the missing, but now it felt a little lighter.',
    'ما زالَ الشَّوْقُ في قَلْبِ {H.g}، لكِنَّهُ صارَ أَخَفَّ قَليلًا.',
    '{d:الوحشة لسّه في قلب|الشوق بعدو بقلب|الشوق للحين في قلب|الشوق للحين في قلب} {H}، بس {d:بقت أخفّ شوية|صار أخفّ شوي|صار أخفّ شوي|صار أخفّ شوي}.',
    '2',
  ],
];

const bedtime: Pool = [
  [
    '{H} fell asleep thinking of the next video call.',
    '{H:نامَ|نامَتْ} {H} {H:وَهُوَ يُفَكِّرُ|وَهِيَ تُفَكِّرُ} في مُكالَمَةِ الفيدْيو القادِمَةِ.',
    '{H} نام{H:|ت} و{H:هو|هي} {d.b}{H:يفكّر|تفكّر} في {d:مكالمة الفيديو الجاية|اتّصال الفيديو الجايي|مكالمة الفيديو الجاية|مكالمة الفيديو الياية}.',
  ],
];

const before: Pool = [
  [
    'That afternoon the house felt a little too quiet.',
    'في ذلِكَ العَصْرِ بَدا البَيْتُ أَهْدَأَ مِمّا يَنْبَغي.',
    'البيت {d:العصر ده|هالعصر|هالعصر|هالعصر} كان هادي {d:زيادة عن اللزوم|أكتر من اللازم|أكثر من اللازم|أكثر من اللازم}.',
  ],
];

const morals: Pool = [
  [
    'Love reaches across any distance.',
    'الحُبُّ يَصِلُ مَهْما بَعُدَتِ المَسافَةُ.',
    '{d:الحبّ بيوصل مهما كانت المسافة|الحبّ بيوصل قدّ ما كانت المسافة|الحبّ يوصل مهما كانت المسافة|الحبّ يوصل مهما كانت المسافة}.',
  ],
  [
    'Missing someone means we love them, and they are missing us too.',
    'الشَّوْقُ يَعْني أَنَّنا نُحِبُّ، وَمَنْ نَشْتاقُ إِلَيْهِ يَشْتاقُ إِلَيْنا أَيْضًا.',
    '{d:الوحشة معناها إنّنا بنحبّ، واللي واحشنا إحنا كمان واحشينه|الشوق يعني إنّو منحبّ، واللي مشتاقين إلو مشتاق إلنا كمان|الشوق يعني إنّا نحبّ، واللي نشتاق له يشتاق لنا بعد|الشوق يعني إنّا نحبّ، واللي نشتاق له يشتاق لنا بعد}.',
  ],
];

const shared = {
  situation: 'parent-away',
  gentle: false,
  person,
  problem,
  problemMore,
  tries,
  reflect,
  bedtime,
  before,
  morals,
} as const;

/** The parent at home sets up the evening video call: a drawing shown, the day told, the same moon. */
const videoCall: SituationPlot = {
  ...shared,
  key: 'parent-away/video-call',
  titles: [
    ['{H} and the Evening Call', '{H} وَمُكالَمَةُ المَساءِ', '{H} و{d:مكالمة|اتّصال|مكالمة|مكالمة} المسا'],
    ['The Same Moon', 'القَمَرُ نَفْسُهُ', '{d:نفس القمر|نفس القمر|نفس القمر|نفس القمر}'],
  ],
  help: [
    [
      '{R:Mama|Baba} came and sat down beside {H}, holding the phone. "I know you miss {R}," {R:she|he} said softly. "It is time for our video call."',
      `جاءَ{R:تْ|} ${helperNom} وَجَلَسَ{R:تْ|} بِجانِبِ{H:هِ|ها} {R:وَفي يَدِها|وَفي يَدِهِ} الهاتِفُ، {R:وَقالَتْ|وَقالَ} لَ{H:هُ|ها} بِهُدوءٍ: «أَعْرِفُ أَنَّ{H:كَ|كِ} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${yoursAway}. حانَ وَقْتُ مُكالَمَةِ الفيدْيو».`,
      '{R:ماما|بابا} قعد{R:ت|} جنب {H} {d:ومعا|ومع|ومع|وويّا}{R:ها|ه} التليفون، {R:وقالت|وقال} بهدوء: «{d:إحنا عارفين|نحنا منعرف|حنّا ندري|إحنا ندري} إنّك مشتاق{H:|ة} ل{R}. {d:جه|إجا|جا|جا} وقت {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو}».',
    ],
  ],
  together: [
    [
      '{H} told all about the day, and the voice on the phone listened to every word.',
      '{H:حَكى|حَكَتْ} {H} كُلَّ ما جَرى في يَوْمِ{H:هِ|ها}، وَالصَّوْتُ في الهاتِفِ يُصْغي إِلى كُلِّ كَلِمَةٍ.',
      '{H} {H:حكى|حكت} كل اللي صار {d.today}، والصوت في التليفون {d:بيسمع|عم يسمع|يسمع|يسمع} كل كلمة.',
    ],
    [
      "The screen lit up with a dear, familiar face, and {H} held up today's drawing.",
      'أَضاءَتِ الشّاشَةُ بِوَجْهٍ حَبيبٍ، {H:فَرَفَعَ|فَرَفَعَتْ} {H} رَسْمَةَ اليَوْمِ.',
      'الشاشة {d:نوّرت|ضوّت|نوّرت|نوّرت} بوشّ حبيب، و{H} رفع{H:|ت} رسمة {d.today}.',
      'p',
    ],
  ],
  resolution: [
    [
      'At the end of the video call, {H} whispered, "I miss you." And the answer came back: "I miss you too, every day."',
      'وَفي آخِرِ مُكالَمَةِ الفيدْيو هَمَسَ{H:|تْ} {H}: «اشْتَقْتُ إِلَيْ{R:كَ|كِ}». فَجاءَ الجَوابُ: «وَأَنا اشْتَقْتُ إِلَيْ{H:كَ|كِ}، كُلَّ يَوْمٍ».',
      'وفي آخر {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو} {d:وشوش|وشوش|همس|همس}{H:|ت} {H}: «{d:نفسي أشوفك|اشتقتلّك|اشتقت لك|اشتقت لك}». {d:والرد جه|والجواب إجا|والرد جا|والرد جا}: «{d:وأنا كمان نفسي أشوفك|وأنا كمان اشتقتلّك|وأنا بعد اشتقت لك|وأنا بعد اشتقت لك}، كل يوم».',
    ],
    [
      'Before the call ended, they both looked out of their windows at the same moon. "When the missing comes, look at the moon," said the soft voice.',
      'وَقَبْلَ أَنْ تَنْتَهِيَ المُكالَمَةُ، نَظَرَ كِلاهُما مِنْ نافِذَتِهِ إِلى القَمَرِ نَفْسِهِ. «حينَ يَأْتي الشَّوْقُ، {H:انْظُرْ|انْظُري} إِلى القَمَرِ»، قالَ الصَّوْتُ الحَنونُ.',
      'وقبل ما المكالمة تخلص، {d:الاتنين|التنين|الثنين|الثنين} {d:بصّوا|طلّعوا|طالعوا|طالعوا} من {d:الشبّاك|الشبّاك|الدريشة|الدريشة} على نفس القمر. «لمّا {d:الوحشة تيجي|يجي الشوق|يجي الشوق|يجي الشوق}، {d.look:H} على القمر»، قال الصوت {d:الحنين|الحنون|الحنون|الحنون}.',
      '2',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'sit beside a parent who holds a phone for the evening video call',
    together: 'talk to a face on a phone video call, holding up a drawing',
    resolution: 'look out of the window at the moon, holding the phone',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [{ kind: 'phone', where: 'held' }],
    together: [
      { kind: 'phone', where: 'held' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [
      { kind: 'phone', where: 'held' },
      { kind: 'moon-and-stars', where: 'sky' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** The parent at home and the child write a letter for the next call and mark the days until the homecoming. */
const letter: SituationPlot = {
  ...shared,
  key: 'parent-away/letter-and-calendar',
  titles: [
    ['A Letter for {R}', `رِسالَةٌ إِلى ${awayGen}`, '{d:جواب|رسالة|رسالة|رسالة} ل{R}'],
    ['Counting the Days', 'نَعُدُّ الأَيّامَ', '{d:بنعدّ الأيّام|منعدّ الإيّام|نعدّ الأيّام|نعدّ الأيّام}'],
  ],
  help: [
    [
      '{R:Mama|Baba} came and sat down beside {H} with paper and a calendar. "I know you miss {R}," {R:she|he} said. "Let us write {R:him|her} a letter to read on the next video call, and we can mark the days until {R:he|she} comes home."',
      `جاءَ{R:تْ|} ${helperNom} وَجَلَسَ{R:تْ|} بِجانِبِ{H:هِ|ها} وَمَعَ{R:ها|هُ} وَرَقٌ وَتَقْويمٌ، {R:وَقالَتْ|وَقالَ} لَ{H:هُ|ها}: «أَعْرِفُ أَنَّ{H:كَ|كِ} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${yoursAway}. لِنَكْتُبْ لَ{R:هُ|ها} رِسالَةً نَقْرَؤُها في مُكالَمَةِ الفيدْيو القادِمَةِ، وَنُعَلِّمْ عَلى الأَيّامِ حَتّى {R:يَعودَ|تَعودَ}».`,
      '{R:ماما|بابا} قعد{R:ت|} جنب {H} {d:ومعا|ومع|ومع|وويّا}{R:ها|ه} ورق و{d:نتيجة|روزنامة|تقويم|تقويم}، {R:وقالت|وقال}: «{d:إحنا عارفين|نحنا منعرف|حنّا ندري|إحنا ندري} إنّك مشتاق{H:|ة} ل{R}. {d:يلّا نكتب|يلّا نكتب|خلّنا نكتب|خلّنا نكتب} ل{R:ه|ها} {d:جواب نقراه|رسالة نقراها|رسالة نقراها|رسالة نقراها} في {d:مكالمة الفيديو الجاية|اتّصال الفيديو الجايي|مكالمة الفيديو الجاية|مكالمة الفيديو الياية}، ونعلّم على الأيّام {d:لحدّ ما|لحتّى|لين|لين} {R:يرجع|ترجع}».',
      '2',
    ],
    [
      '{R:Mama|Baba} came and sat by {H} with paper and a calendar. "Let us write {R} a letter for the video call," {R:she|he} said. "And let us mark the days until {R:he|she} is home."',
      'جاءَ{R:تْ|} {R:أُمُّ|أَبو}{H:هُ|ها} وَجَلَسَ{R:تْ|} بِجانِبِ{H:هِ|ها} وَمَعَ{R:ها|هُ} وَرَقٌ وَتَقْويمٌ، {R:وَقالَتْ|وَقالَ}: «لِنَكْتُبْ لِ{R:أَبي|أُمِّ}{H:كَ|كِ} رِسالَةً نَقْرَؤُها في مُكالَمَةِ الفيدْيو، وَنُعَلِّمْ عَلى الأَيّامِ حَتّى {R:يَعودَ|تَعودَ}».',
      '{R:ماما|بابا} قعد{R:ت|} جنب {H} {d:ومعا|ومع|ومع|وويّا}{R:ها|ه} ورق و{d:نتيجة|روزنامة|تقويم|تقويم}، {R:وقالت|وقال}: «{d:يلّا نكتب|يلّا نكتب|خلّنا نكتب|خلّنا نكتب} ل{R} {d:جواب نقراه|رسالة نقراها|رسالة نقراها|رسالة نقراها} في {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو}، ونعلّم على الأيّام {d:لحدّ ما|لحتّى|لين|لين} {R:يرجع|ترجع}».',
      'y',
    ],
  ],
  together: [
    [
      '{H} drew the family at the dinner table, with an empty chair kept for {R:him|her}.',
      'رَسَمَ{H:|تْ} {H} العائِلَةَ حَوْلَ مائِدَةِ العَشاءِ، وَكُرْسِيًّا فارِغًا مَحْجوزًا لَ{R:هُ|ها}.',
      '{H} رسم{H:|ت} {d:العيلة|العيلة|العايلة|العايلة} {d.around} السفرة، وكرسي فاضي محجوز ل{R:ه|ها}.',
      'p',
    ],
    [
      'Then {H} found the homecoming day on the calendar and drew a circle around it.',
      'ثُمَّ وَجَدَ{H:|تْ} {H} يَوْمَ العَوْدَةِ عَلى التَّقْويمِ، {H:وَرَسَمَ|وَرَسَمَتْ} حَوْلَهُ دائِرَةً.',
      'وبعدين {H} {d.found:H} يوم {d:الرجوع|الرجعة|الرجعة|الرجعة} على {d:النتيجة|الروزنامة|التقويم|التقويم}، و{d.did:H} {d:دايرة حواليه|دايرة حواليه|دايرة حوله|دايرة حوله}.',
    ],
  ],
  resolution: [
    [
      '{H} crossed off today on the calendar. One day closer; missing {R:him|her} felt a little smaller now.',
      '{H:شَطَبَ|شَطَبَتْ} {H} هذا اليَوْمَ عَلى التَّقْويمِ. صارَ يَوْمُ العَوْدَةِ أَقْرَبَ بِيَوْمٍ، وَصارَ الشَّوْقُ أَخَفَّ قَليلًا.',
      '{H} شطب{H:|ت} {d:النهارده|اليوم|اليوم|اليوم} على {d:النتيجة|الروزنامة|التقويم|التقويم}. يوم {d:الرجوع بقى|الرجعة صار|الرجعة صار|الرجعة صار} أقرب بيوم، و{d:الوحشة بقت أخفّ شوية|الشوق صار أخفّ شوي|الشوق صار أخفّ شوي|الشوق صار أخفّ شوي}.',
    ],
    [
      'The letter went into an envelope, ready for the next video call, and {H} held it close.',
      'وَضَعَ{H:|تْ} {H} الرِّسالَةَ في ظَرْفٍ، جاهِزَةً لِمُكالَمَةِ الفيدْيو القادِمَةِ، {H:وَضَمَّها|وَضَمَّتْها} إِلى صَدْرِ{H:هِ|ها}.',
      '{H} حطّ{H:|ت} {d:الجواب|الرسالة|الرسالة|الرسالة} في ظرف، {d:جاهز|جاهزة|جاهزة|جاهزة} {d:لمكالمة الفيديو الجاية|لاتّصال الفيديو الجايي|لمكالمة الفيديو الجاية|لمكالمة الفيديو الياية}، و{d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت}{d:ه|ها|ها|ها}.',
      'p',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'sit at the table beside a parent with paper and a calendar',
    together: 'draw a letter and circle a day on the calendar',
    resolution: 'cross off today on the calendar, holding an envelope',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [
      { kind: 'calendar', where: 'table' },
      { kind: 'letter', where: 'table' },
    ],
    together: [
      { kind: 'calendar', where: 'table' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [
      { kind: 'calendar', where: 'table' },
      { kind: 'letter', where: 'held' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** The parent away recorded a bedtime story before the trip; the parent at home plays it on the missing nights. */
const recordedStory: SituationPlot = {
  ...shared,
  key: 'parent-away/recorded-story',
  titles: [
    ['A Story in a Dear Voice', 'حِكايَةٌ بِصَوْتٍ حَبيبٍ', 'حكاية بصوت حبيب'],
    [
      'For the Nights of Missing',
      'لِلَيالي الشَّوْقِ',
      '{d:لليالي الوحشة|لليالي الشوق|لليالي الشوق|لليالي الشوق}',
    ],
  ],
  help: [
    [
      '{R:Mama|Baba} came and sat down beside {H} with the tablet. "I know you miss {R}," {R:she|he} said. "Before leaving, {R:he|she} recorded a story just for you, for the nights of missing. Shall we listen?"',
      `جاءَ{R:تْ|} ${helperNom} وَجَلَسَ{R:تْ|} بِجانِبِ{H:هِ|ها} وَمَعَ{R:ها|هُ} اللَّوْحُ الإِلِكْتْرونِيُّ، {R:وَقالَتْ|وَقالَ}: «أَعْرِفُ أَنَّ{H:كَ|كِ} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${yoursAway}. قَبْلَ السَّفَرِ {R:سَجَّلَ|سَجَّلَتْ} لَ{H:كَ|كِ} حِكايَةً لِلَيالي الشَّوْقِ. {H:أَتُحِبُّ|أَتُحِبّينَ} أَنْ نَسْمَعَها؟»`,
      '{R:ماما|بابا} قعد{R:ت|} جنب {H} {d:ومعا|ومع|ومع|وويّا}{R:ها|ه} {d:التابلت|التابلت|الآيباد|الآيباد}، {R:وقالت|وقال}: «{d:إحنا عارفين|نحنا منعرف|حنّا ندري|إحنا ندري} إنّك مشتاق{H:|ة} ل{R}. قبل السفر {R:سجّل|سجّلت} لك حكاية {d:لليالي الوحشة|لليالي الشوق|لليالي الشوق|لليالي الشوق}. {d:تحبّ|بتحبّ|تحبّ|تحبّ}{H:|ي} نسمعها؟»',
    ],
  ],
  together: [
    [
      '{H} curled up on the sofa, and a dear, familiar voice began to read: "Once upon a time..."',
      '{H:تَكَوَّرَ|تَكَوَّرَتْ} {H} عَلى الأَريكَةِ، وَبَدَأَ صَوْتٌ حَبيبٌ يَقْرَأُ: «كانَ يا ما كانَ...»',
      '{H} {d:اتكوّر|تكوّر|تكوّر|تكوّر}{H:|ت} على الكنبة، وصوت حبيب {d:ابتدى يقرا|بلّش يقرا|بدا يقرا|بدا يقرا}: «كان يا ما كان...»',
    ],
    [
      'In the middle of the story the voice said, "I am missing you too, my love," and {H} held the tablet a little closer.',
      'وَفي وَسَطِ الحِكايَةِ قالَ الصَّوْتُ: «وَأَنا أَيْضًا {R:مُشْتاقٌ|مُشْتاقَةٌ} إِلَيْ{H:كَ|كِ} يا {H:حَبيبي|حَبيبَتي}»، {H:فَقَرَّبَ|فَقَرَّبَتْ} {H} اللَّوْحَ إِلَيْ{H:هِ|ها} قَليلًا.',
      'وفي نصّ الحكاية الصوت قال: «{d:وأنا كمان|وأنا كمان|وأنا بعد|وأنا بعد} مشتاق{R:|ة} لك يا {H:حبيبي|حبيبتي}»، و{H} قرّب{H:|ت} {d:التابلت|التابلت|الآيباد|الآيباد} من{H:ه|ها} {d.bit}.',
      '2p',
    ],
  ],
  resolution: [
    [
      'When the story ended, {H} whispered, "I miss you, {R}. Goodnight." Missing {R:him|her} felt softer now, and tomorrow\'s video call felt closer.',
      'وَحينَ انْتَهَتِ الحِكايَةُ، {H:هَمَسَ|هَمَسَتْ} {H}: «{R:تُصْبِحُ عَلى خَيْرٍ يا أَبي|تُصْبِحينَ عَلى خَيْرٍ يا أُمّي}، اشْتَقْتُ إِلَيْ{R:كَ|كِ}». صارَ الشَّوْقُ أَلْطَفَ، وَبَدَتْ مُكالَمَةُ الفيدْيو غَدًا أَقْرَبَ.',
      'ولمّا الحكاية خلصت، {H} {d:وشوش|وشوش|همس|همس}{H:|ت}: «{d.gn:R} يا {R}، {d:نفسي أشوفك|اشتقتلّك|اشتقت لك|اشتقت لك}». {d:الوحشة بقت أهدى|الشوق صار أهدى|الشوق صار أهدى|الشوق صار أهدى}، و{d:مكالمة الفيديو بكرة بقت أقرب|اتّصال الفيديو بكرا صار أقرب|مكالمة الفيديو بكرة صارت أقرب|مكالمة الفيديو باكر صارت أقرب}.',
      '2',
    ],
    [
      'When the story ended, {H} whispered, "Goodnight, {R}. I miss you." Tomorrow there would be a video call.',
      'وَحينَ انْتَهَتِ الحِكايَةُ، {H:هَمَسَ|هَمَسَتْ} {H}: «{R:تُصْبِحُ عَلى خَيْرٍ يا أَبي|تُصْبِحينَ عَلى خَيْرٍ يا أُمّي}، اشْتَقْتُ إِلَيْ{R:كَ|كِ}». وَغَدًا تَكونُ مُكالَمَةُ الفيدْيو.',
      'ولمّا الحكاية خلصت، {H} {d:وشوش|وشوش|همس|همس}{H:|ت}: «{d.gn:R} يا {R}، {d:نفسي أشوفك|اشتقتلّك|اشتقت لك|اشتقت لك}». {d:وبكرة مكالمة الفيديو|وبكرا اتّصال الفيديو|وباكر مكالمة الفيديو|وباكر مكالمة الفيديو}.',
      'y',
    ],
    [
      '{R:Mama|Baba} tucked the blanket around {H}. "Far away is not gone," {R:she|he} whispered.',
      `{R:دَثَّرَتْ|دَثَّرَ} ${helperNom} {H.a} بِالبَطّانِيَّةِ، {R:وَهَمَسَتْ|وَهَمَسَ}: «البَعيدُ لَيْسَ غائِبًا».`,
      '{R:ماما غطّت|بابا غطّى} {H}، و{d:وشوش|وشوش|همس|همس}{R:ت|}: «{d:اللي بعيد مش غايب|اللي بعيد مش غايب|اللي بعيد مو غايب|اللي بعيد مب غايب}».',
      '2',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'sit on the sofa beside a parent who holds a tablet',
    together: 'curl up on the sofa, listening to a recorded story on a tablet',
    resolution: 'lie under a blanket, holding a tablet close',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [{ kind: 'tablet', where: 'held' }],
    together: [{ kind: 'tablet', where: 'held' }],
    resolution: [{ kind: 'tablet', where: 'held' }, { kind: 'bed' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'bedroom',
  },
};

/** Grandma opens an old album: the parent away was once a child who missed someone too. */
const album: SituationPlot = {
  ...shared,
  key: 'parent-away/grandmas-album',
  morals: [
    [
      'The people we miss once missed someone too.',
      'مَنْ نَشْتاقُ إِلَيْهِمْ عَرَفوا الشَّوْقَ هُمْ أَيْضًا.',
      '{d:اللي بنشتاق لهم، اشتاقوا هما كمان زمان|يلّي منشتاقلن، اشتاقوا هنّي كمان من قبل|اللي نشتاق لهم، اشتاقوا هم بعد من قبل|اللي نشتاق لهم، اشتاقوا هم بعد من قبل}.',
    ],
    [
      'Missing someone is lighter when we share it.',
      'يَخِفُّ الشَّوْقُ حينَ نَتَقاسَمُهُ.',
      '{d:الوحشة بتخفّ لمّا نتقاسمها|الشوق بيخفّ لمّا نتقاسمو|الشوق يخفّ لمّا نتقاسمه|الشوق يخفّ لمّا نتقاسمه}.',
    ],
  ],
  titles: [
    [
      'When {R} Was Small',
      `حينَ كانَ{R:|تْ} ${awayNom} {R:صَغيرًا|صَغيرَةً}`,
      '{R} {d:لمّا كان|لمّا كان|يوم كان|يوم كان}{R:|ت} {d.small:R}',
    ],
    [
      'The Photo on the Camel',
      'الصّورَةُ فَوْقَ الجَمَلِ',
      'الصورة {d:اللي على الجمل|يلّي عالجمل|اللي على الجمل|اللي على اليمل}',
    ],
  ],
  help: [
    [
      'Grandma came with an old photo album and sat close to {H}. "I know you miss {R}," she said. "Look, I remembered this one: {R} at your age. Let us choose one to show on tonight\'s video call."',
      `جاءَتْ جَدَّتُ{H:هُ|ها} بِأَلْبومِ صُوَرٍ قَديمٍ، وَجَلَسَتْ قَريبَةً مِنْ{H:هُ|ها}، وَقالَتْ: «أَعْرِفُ أَنَّ الشَّوْقَ إِلى ${yoursAway} يُتْعِبُ{H:كَ|كِ}. {H:انْظُرْ|انْظُري}: هذِهِ صورَةُ ${yoursAwayGen} في مِثْلِ عُمُرِ{H:كَ|كِ}. لِنَخْتَرْ صورَةً نَعْرِضُها عَلَيْ{R:هِ|ها} في مُكالَمَةِ الفيدْيو اللَّيْلَةَ».`,
      '{d:تيتة جت|تيتا إجت|الجدّة جات|اليدّة يات} {d:ومعاها ألبوم صور قديم|ومعها ألبوم صور عتيق|ومعها ألبوم صور قديم|وويّاها ألبوم صور قديم}، وقعدت {d:جنب|حدّ|جنب|يمّ} {H}، وقالت: «{d:عارفة إنّ الشوق ل|بعرف إنّو الشوق ل|أدري إنّ الشوق ل|أدري إنّ الشوق ل}{R} {d:تاعبك|متعّبك|متعبك|متعبك}. {d.look:H}: {d:دي صورة|هيدي صورة|هذي صورة|هذي صورة} {R} {d:لمّا كان|لمّا كان|يوم كان|يوم كان}{R:|ت} {d:قدّك|قدّك|بعمرك|بعمرك}. {d:يلّا نختار صورة ونورّيها|يلّا ننقّي صورة ونفرجيها|خلّنا نختار صورة ونورّيها|خلّنا نختار صورة ونورّيها} ل{R} في {d:مكالمة الفيديو بالليل|اتّصال الفيديو الليلة|مكالمة الفيديو الليلة|مكالمة الفيديو الليلة}».',
    ],
    [
      'Grandma sat down beside {H} with an old album on her knees. "I know you miss {R}," she said. "Let us find a photo from long ago to show on tonight\'s video call."',
      `جَلَسَتْ جَدَّتُ{H:هُ|ها} بِجانِبِ{H:هِ|ها} وَعَلى رُكْبَتَيْها أَلْبومٌ قَديمٌ، وَقالَتْ: «أَعْرِفُ أَنَّ{H:كَ|كِ} {H:مُشْتاقٌ|مُشْتاقَةٌ} إِلى ${yoursAway}. لِنَبْحَثْ عَنْ صورَةٍ قَديمَةٍ نَعْرِضُها في مُكالَمَةِ الفيدْيو اللَّيْلَةَ».`,
      '{d:تيتة قعدت|تيتا قعدت|الجدّة قعدت|اليدّة يلست} جنب {H} {d:وعلى رجليها|وعلى إجريها|وعلى ريولها|وعلى ريولها} ألبوم قديم، وقالت: «{d:عارفة إنّك مشتاق|بعرف إنّك مشتاق|أدري إنّك مشتاق|أدري إنّك مشتاق}{H:|ة} ل{R}. {d:يلّا ندوّر على صورة قديمة نورّيها في مكالمة الفيديو بالليل|يلّا نفتّش على صورة عتيقة نفرجيها باتّصال الفيديو الليلة|خلّنا ندوّر على صورة قديمة نورّيها في مكالمة الفيديو الليلة|خلّنا ندوّر على صورة قديمة نورّيها في مكالمة الفيديو الليلة}».',
    ],
  ],
  together: [
    [
      'They turned the pages slowly, choosing one for the video call: {R} on a bicycle, {R} with a front tooth gone, {R} asleep on a camel.',
      `{H:قَلَّبا|قَلَّبَتا} الصَّفَحاتِ بِبُطْءٍ، {H:يَخْتارانِ|تَخْتارانِ} صورَةً لِمُكالَمَةِ الفيدْيو: هُنا ${awayNom} عَلى دَرّاجَةٍ، وَهُنا {R:يَبْتَسِمُ|تَبْتَسِمُ} وَقَدْ سَقَطَتْ سِنٌّ مِنْ أَسْنانِ{R:هِ|ها} الأَمامِيَّةِ، وَهُنا {R:نائِمٌ|نائِمَةٌ} فَوْقَ جَمَلٍ.`,
      '{d:قلّبوا|قلّبوا|قلّبوا|قلّبوا} الصفحات {d:بالراحة|عمهل|بشويش|بشويش} {d:عشان يختاروا صورة لمكالمة الفيديو|ليختاروا صورة لاتّصال الفيديو|عشان يختارون صورة لمكالمة الفيديو|عشان يختارون صورة لمكالمة الفيديو}: {R} على {d:عجلة|بسكليت|سيكل|سيكل}، و{R} {d:وسنّته|وسنّو|وسنّه|وسنّه} {d:واقعة|واقعة|طايحة|طايحة}، و{R} {d:نايم|نايم|نايم|راقد}{R:|ة} فوق {d:جمل|جمل|جمل|يمل}.',
    ],
    [
      'Grandma said softly, "When {R} was small, {R:he|she} missed Grandpa on his long trips too, and every evening {R:he|she} told the moon about the day."',
      `قالَتْ جَدَّتُ{H:هُ|ها} بِهُدوءٍ: «حينَ كانَ{R:|تْ} ${yoursAwayNom} {R:صَغيرًا|صَغيرَةً}، كانَ{R:|تْ} {R:يَشْتاقُ|تَشْتاقُ} إِلى جَدِّ{H:كَ|كِ} في أَسْفارِهِ الطَّويلَةِ، وَكُلَّ مَساءٍ {R:كانَ يَحْكي|كانَتْ تَحْكي} لِلْقَمَرِ عَنْ يَوْمِ{R:هِ|ها}».`,
      '{d:تيتة|تيتا|الجدّة|اليدّة} قالت بهدوء: «{R} {d:لمّا كان|لمّا كان|يوم كان|يوم كان}{R:|ت} {d.small:R}، {R:كان|كانت} مشتاق{R:|ة} {d:لجدّك في سفريّاته|لجدّك بسفراتو|لجدّك في سفراته|ليدّك في سفراته} الطويلة، وكل ليلة {R:كان|كانت} {d.bh}{R:يحكي|تحكي} للقمر عن يوم{R:ه|ها}».',
      '2',
    ],
  ],
  resolution: [
    [
      'On the video call, {H} showed {R} an old photo from Grandma\'s album. "I remember that day!" said {R} on the video call, and missing {R:him|her} felt a little smaller.',
      `في مُكالَمَةِ الفيدْيو {H:عَرَضَ|عَرَضَتْ} {H} عَلى ${awayGen} صورَةً قَديمَةً مِنْ أَلْبومِ الجَدَّةِ، {R:فَقالَ|فَقالَتْ}: «أَتَذَكَّرُ ذلِكَ اليَوْمَ!» وَصَغُرَ الشَّوْقُ قَليلًا.`,
      'في {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو} {H} {d.showed:H} {R} صورة قديمة من {d:ألبوم تيتة|ألبوم تيتا|ألبوم الجدّة|ألبوم اليدّة}، و{R} {R:قال|قالت}: «{d:فاكر|متذكّر|متذكّر|متذكّر}{R:|ة} {d:اليوم ده|هاليوم|هاليوم|هاليوم}!» {d:والوحشة صغرت شوية|والشوق زغر شوي|والشوق صغر شوي|والشوق صغر شوي}.',
    ],
    [
      'Grandma tucked the photo into {H}\'s pocket. "Keep it for the nights of missing," she said.',
      'وَضَعَتْ جَدَّتُ{H:هُ|ها} الصّورَةَ في جَيْبِ{H:هِ|ها}، وَقالَتْ: «{H:احْتَفِظْ|احْتَفِظي} بِها لِلَيالي الشَّوْقِ».',
      '{d:تيتة حطّت|تيتا حطّت|الجدّة حطّت|اليدّة حطّت} الصورة في {d:جيب|جيبت|جيب|مخبا}{H:ه|ها}، وقالت: «{d:دي عشان ليالي الوحشة|هيدي لليالي الشوق|هذي لليالي الشوق|هذي لليالي الشوق}».',
      '2p',
    ],
    [
      '{H} looked from the child in the photo to the face on the video call: the same person, who had once missed someone too and had grown up carrying that love. {H} still missed {R}, but it was not a weight {H} had to carry alone.',
      `نَظَرَ{H:|تْ} {H} مِنَ {R:الطِّفْلِ الَّذي|الطِّفْلَةِ الَّتي} في الصّورَةِ إِلى الوَجْهِ الَّذي في مُكالَمَةِ الفيدْيو: الشَّخْصُ نَفْسُهُ، وَقَدْ عَرَفَ{R:|تْ} {R:هُوَ|هِيَ} أَيْضًا الشَّوْقَ ذاتَ يَوْمٍ، وَكَبِرَ{R:|تْ} {R:وَهُوَ يَحْمِلُ|وَهِيَ تَحْمِلُ} ذلِكَ الحُبَّ. ما زالَ الشَّوْقُ صَعْبًا، لكِنَّ{H:هُ|ها} لَمْ {H:يَعُدْ يَحْمِلُهُ|تَعُدْ تَحْمِلُهُ} وَحْدَ{H:هُ|ها}.`,
      '{H} {d.looked:H} على {d:الصغيّر|الزغير|الصغير|الصغير}{R:|ة} {d:اللي في الصورة|يلّي بالصورة|اللي في الصورة|اللي في الصورة}، وبعدين على {d:الوشّ اللي في مكالمة الفيديو|الوجه يلّي باتّصال الفيديو|الوجه اللي في مكالمة الفيديو|الوجه اللي في مكالمة الفيديو}: نفس الشخص، اللي عرف{R:|ت} الشوق {d.also} {d:زمان|من زمان|من زمان|من زمان}، وكبر{R:|ت} و{R:هو|هي} {d:شايل|حامل|شايل|شايل}{R:|ة} {d:الحبّ ده|هالحبّ|هالحبّ|هالحبّ}. الشوق {d:لسّه صعب|بعدو صعب|للحين صعب|للحين صعب}، بس ما {d:بقاش|عاد|عاد|عاد} لازم {H} {H:يشيله|تشيله} {d:لوحد|وحد|بروح|بروح}{H:ه|ها}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'sit close to Grandma, who opens an old photo album',
    together: 'turn the pages of an old photo album with Grandma',
    resolution: 'show an old photo to a face on a phone video call, Grandma beside',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [
      { kind: 'book', where: 'table' },
      { kind: 'photo', where: 'held' },
    ],
    resolution: [
      { kind: 'phone', where: 'held' },
      { kind: 'photo', where: 'held' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** Grandpa gives an empty box: one small thing a day goes in, kept for the parent away to see on the video call. */
const keepingBox: SituationPlot = {
  ...shared,
  key: 'parent-away/keeping-box',
  morals: [
    [
      'Little things saved each day can carry our love far away.',
      'الأَشْياءُ الصَّغيرَةُ الَّتي نَحْفَظُها كُلَّ يَوْمٍ تَحْمِلُ حُبَّنا إِلى البَعيدِ.',
      '{d:الحاجات الصغيّرة اللي بنشيلها كل يوم بتوصّل حبّنا لبعيد|الأشيا الزغيرة يلّي منخبّيها كل يوم بتوصّل حبّنا لبعيد|الأشياء الصغيرة اللي نحفظها كل يوم توصّل حبّنا لبعيد|الأشياء الصغيرة اللي نحفظها كل يوم توصّل حبّنا لبعيد}.',
    ],
    [
      'Missing someone does not have to be empty; we can fill it with love.',
      'الشَّوْقُ لَيْسَ فَراغًا؛ نَسْتَطيعُ أَنْ نَمْلَأَهُ حُبًّا.',
      '{d:الوحشة مش فراغ؛ نقدر نملاها حبّ|الشوق مش فراغ؛ فينا نعبّيه حبّ|الشوق مو فراغ؛ نقدر نعبّيه حبّ|الشوق مب فراغ؛ نقدر نعبّيه حبّ}.',
    ],
  ],
  titles: [
    ['A Box of Days', 'صُنْدوقُ الأَيّامِ', '{d:علبة الأيّام|علبة الإيّام|علبة الأيّام|علبة الأيّام}'],
    ["Grandpa's Keeping Box", 'عُلْبَةُ الجَدِّ', '{d:علبة جدّو|علبة جدّو|علبة الجدّ|علبة اليدّ}'],
  ],
  help: [
    [
      'Grandpa came with an empty box. "When I miss someone, I keep my days for them," he said. "Put one small thing in here each day: a leaf, a drawing, a shell. Then on the video call, you can show {R} the days {R:he|she} missed."',
      `جاءَ جَدُّ{H:هُ|ها} بِعُلْبَةٍ فارِغَةٍ، وَقالَ: «حينَ أَشْتاقُ إِلى أَحَدٍ أَحْفَظُ لَهُ أَيّامي. {H:ضَعْ|ضَعي} هُنا كُلَّ يَوْمٍ شَيْئًا صَغيرًا: وَرَقَةَ شَجَرٍ، أَوْ رَسْمَةً، أَوْ صَدَفَةً؛ ثُمَّ {H:تَعْرِضُها|تَعْرِضينَها} في مُكالَمَةِ الفيدْيو عَلى ${yoursAway}، {R:فَيَرى|فَتَرى} الأَيّامَ الَّتي فاتَتْ{R:هُ|ها}».`,
      '{d:جدّو جه|جدّو إجا|الجدّ جا|اليدّ يا} {d:ومعاه علبة فاضية|ومعو علبة فاضية|ومعه علبة فاضية|وويّاه علبة فاضية}، وقال: «لمّا {d:بشتاق لحدّ، بشيل له أيّامي|بشتاق لحدا، بخبّيلو إيّامي|أشتاق لأحد، أحفظ له أيّامي|أشتاق لحد، أحفظ له أيّامي}. حطّ{H:|ي} {d.here} كل يوم {d:حاجة صغيّرة|شي زغير|شي صغير|شي صغير}: ورقة شجر، أو رسمة، أو صدفة؛ {d:وفي مكالمة الفيديو تورّيها|وباتّصال الفيديو بتفرجيها|وفي مكالمة الفيديو توريها|وفي مكالمة الفيديو توريها} ل{R}، {d:ف|ف|ف|ف}{R:يشوف|تشوف} {d:الأيّام اللي فاتت|الإيّام يلّي راحت علي|الأيّام اللي فاتت|الأيّام اللي فاتت}{R:ه|ها}».',
    ],
    [
      'Grandpa put an empty box in {H}\'s hands. "Every day, we will keep one small thing in it," he said. "On the video call, you can show {R} everything {R:he|she} missed."',
      `وَضَعَ الجَدُّ عُلْبَةً فارِغَةً بَيْنَ يَدَيْ {H.g}، وَقالَ: «نَحْفَظُ فيها كُلَّ يَوْمٍ شَيْئًا صَغيرًا، ثُمَّ نَعْرِضُهُ في مُكالَمَةِ الفيدْيو عَلى ${yoursAway}، {R:فَيَرى|فَتَرى} ما فاتَ{R:هُ|ها}».`,
      '{d:جدّو حطّ|جدّو حطّ|الجدّ حطّ|اليدّ حطّ} علبة فاضية {d:في إيد|بإيد|في يد|في يد} {H}، وقال: «{d:كل يوم هنحطّ فيها حاجة صغيّرة، وفي مكالمة الفيديو نورّيها|كل يوم منحطّ فيها شي زغير، وباتّصال الفيديو منفرجيه|كل يوم نحطّ فيها شي صغير، وفي مكالمة الفيديو نورّيه|كل يوم نحطّ فيها شي صغير، وفي مكالمة الفيديو نورّيه} ل{R}، ف{R:يشوف|تشوف} {d:اللي فات|يلّي راح علي|اللي فات|اللي فات}{R:ه|ها}».',
    ],
  ],
  together: [
    [
      'That week, {H} filled the box: a yellow leaf, a drawing of the cat next door, a smooth stone from the park.',
      'وَفي ذلِكَ الأُسْبوعِ {H:مَلَأَ|مَلَأَتْ} {H} العُلْبَةَ بِوَرَقَةِ شَجَرٍ صَفْراءَ، وَرَسْمَةٍ لِقِطِّ الجيرانِ، وَحَجَرٍ أَمْلَسَ مِنَ الحَديقَةِ.',
      '{d:الأسبوع ده|هالجمعة|هالأسبوع|هالأسبوع} {H} حطّ{H:|ت} في العلبة: ورقة شجر صفرا، ورسمة {d:لقطّة الجيران|لبسّة الجيران|لقطوة الجيران|لقطوة الجيران}، وحجر ناعم من {d:الجنينة|الجنينة|الحديقة|الحديقة}.',
    ],
    [
      'Grandpa added something he had kept for years: a photo of {R} as a baby, asleep in his arms, a day he remembered well. "For the nights you miss {R:him|her} most," he said.',
      `وَأَضافَ الجَدُّ شَيْئًا احْتَفَظَ بِهِ سِنينَ: صورَةً لِ${awayGen} {R:رَضيعًا نائِمًا|رَضيعَةً نائِمَةً} بَيْنَ ذِراعَيْهِ. «لِلَّيالي الَّتي {H:يَكْبُرُ فيها شَوْقُكَ|يَكْبُرُ فيها شَوْقُكِ}»، قالَ.`,
      'و{d:جدّو|جدّو|الجدّ|اليدّ} {d:زوّد حاجة شايلها|زاد شي مخبّيه|زاد شي شايله|زاد شي شايله} من سنين: صورة ل{R} و{R:هو|هي} {d:بيبي نايم|بيبي نايم|بيبي نايم|ياهل راقد}{R:|ة} {d:على دراعه|على إيديه|بين يدينه|بين يدينه}. «{d:لليالي الوحشة|لليالي الشوق|لليالي الشوق|لليالي الشوق}»، قال.',
      '2',
    ],
  ],
  resolution: [
    [
      'On the video call, {H} opened the box and showed each thing, one by one. "You kept your whole week for me," said {R}, "and I missed none of it."',
      `في مُكالَمَةِ الفيدْيو {H:فَتَحَ|فَتَحَتْ} {H} العُلْبَةَ، {H:وَعَرَضَ|وَعَرَضَتْ} ما فيها شَيْئًا شَيْئًا. «{H:حَفِظْتَ|حَفِظْتِ} لي أُسْبوعَ{H:كَ|كِ} كُلَّهُ»، {R:قالَ|قالَتْ} ${awayNom}، «فَلَمْ يَفُتْني مِنْهُ شَيْءٌ».`,
      'في {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو} {H} فتح{H:|ت} العلبة، و{d.showed:H} {R} {d:كل حاجة فيها، واحدة واحدة|كل شي فيها، شي شي|كل شي فيها، شي شي|كل شي فيها، شي شي}. «{d:شلت لي أسبوعك كلّه|خبّيتلي جمعتك كلّها|حفظت لي أسبوعك كلّه|حفظت لي أسبوعك كلّه}»، {R:قال|قالت} {R}، «{d:وما فاتنيش منه حاجة|وما راح عليّ منها شي|وما فاتني منه شي|وما فاتني منه شي}».',
    ],
    [
      '"Next time, show me another week," said {R} on the video call, and {H} set the box by the bed, ready for tomorrow.',
      `«{H:أَرِني|أَريني} أُسْبوعًا آخَرَ في مُكالَمَةِ الفيدْيو القادِمَةِ»، {R:قالَ|قالَتْ} ${awayNom}، {H:فَوَضَعَ|فَوَضَعَتْ} {H} العُلْبَةَ بِجانِبِ السَّريرِ، جاهِزَةً لِلْغَدِ.`,
      '«{d:ورّيني أسبوع تاني في مكالمة الفيديو الجاية|فرجيني جمعة تانية باتّصال الفيديو الجايي|ورّني أسبوع ثاني في مكالمة الفيديو الجاية|ورّني أسبوع ثاني في مكالمة الفيديو الياية}»، {R:قال|قالت} {R}، و{H} حطّ{H:|ت} العلبة جنب السرير، {d:جاهزة لبكرة|جاهزة لبكرا|جاهزة لبكرة|جاهزة لباكر}.',
      '2',
    ],
    [
      '{H} understood what Grandpa had meant: the days {R} missed did not have to be empty. They could be kept, one small thing at a time, until {R:he|she} came home.',
      `{H:فَهِمَ|فَهِمَتْ} {H} ما قَصَدَهُ الجَدُّ: الشَّوْقُ لَيْسَ مَكانًا فارِغًا؛ يُمْكِنُ أَنْ نَمْلَأَهُ يَوْمًا بَعْدَ يَوْمٍ بِأَشْياءَ صَغيرَةٍ نَحْفَظُها لِمَنْ نُحِبُّ، حَتّى {R:يَعودَ|تَعودَ}.`,
      '{H} فهم{H:|ت} {d:جدّو كان يقصد إيه|شو كان قصد جدّو|وش كان يقصد الجدّ|شو كان يقصد اليدّ}: {d:الوحشة مش مكان فاضي؛ ممكن نملاها يوم ورا يوم بحاجات صغيّرة نشيلها للي بنحبّهم|الشوق مش محلّ فاضي؛ فينا نعبّيه يوم ورا يوم بأشيا زغيرة منخبّيها للي منحبّن|الشوق مو مكان فاضي؛ نقدر نعبّيه يوم بعد يوم بأشياء صغيرة نحفظها للي نحبّهم|الشوق مب مكان فاضي؛ نقدر نعبّيه يوم بعد يوم بأشياء صغيرة نحفظها للي نحبّهم}، {d:لحدّ ما|لحتّى|لين|لين} {R:يرجع|ترجع}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'sit beside Grandpa, who holds an empty box',
    together: 'put a yellow leaf into a small box beside Grandpa',
    resolution: 'show a leaf from a small box to a face on a phone video call',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [{ kind: 'gift', where: 'held', state: 'empty' }],
    together: [
      { kind: 'gift', where: 'table' },
      { kind: 'drawing', where: 'held' },
    ],
    resolution: [
      { kind: 'phone', where: 'held' },
      { kind: 'gift', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** The teacher makes two paper clocks with the child, home time and far-away time, so the video call comes at the right hour. */
const twoClocks: SituationPlot = {
  ...shared,
  key: 'parent-away/two-clocks',
  morals: [
    [
      'Even far apart, we can think of each other at the same minute.',
      'وَإِنْ بَعُدْنا، يُفَكِّرُ كُلٌّ مِنّا في الآخَرِ في الدَّقيقَةِ نَفْسِها.',
      '{d:حتّى وإحنا بعاد، بنفكّر في بعض في نفس الدقيقة|حتّى لو بعاد، منفكّر ببعض بنفس الدقيقة|حتّى لو بعيدين، نفكّر في بعض في نفس الدقيقة|حتّى لو بعيدين، نفكّر في بعض في نفس الدقيقة}.',
    ],
    [
      "Knowing someone's time brings them a little closer.",
      'حينَ نَعْرِفُ وَقْتَ مَنْ نُحِبُّ، يَقْتَرِبُ مِنّا قَليلًا.',
      '{d:لمّا نعرف وقت اللي بنحبّه، بيقرّب شوية|لمّا منعرف وقت يلّي منحبّو، بيقرب شوي|لمّا نعرف وقت اللي نحبّه، يقرب شوي|لمّا نعرف وقت اللي نحبّه، يقرب شوي}.',
    ],
  ],
  titles: [
    ['Two Clocks on the Shelf', 'ساعَتانِ عَلى الرَّفِّ', 'ساعتين على الرفّ'],
    [
      'Morning There, Night Here',
      'صَباحٌ هُناكَ وَلَيْلٌ هُنا',
      '{d:صبح هناك وليل هنا|صبح هونيك وليل هون|صبح هناك وليل هنا|صبح هناك وليل هني}',
    ],
  ],
  help: [
    [
      'At school, the teacher made two paper clocks with {H}. "One for home, and one for far away," she said. "Then we will know the best time for the video call."',
      'في المَدْرَسَةِ صَنَعَتِ المُعَلِّمَةُ مَعَ {H.g} ساعَتَيْنِ مِنَ الوَرَقِ، وَقالَتْ: «واحِدَةٌ لِلْبَيْتِ، وَواحِدَةٌ لِلْبَلَدِ البَعيدِ؛ فَنَعْرِفُ أَفْضَلَ وَقْتٍ لِمُكالَمَةِ الفيدْيو».',
      '{d:في المدرسة المِس عملت|بالمدرسة المعلّمة عملت|في المدرسة الأبلة سوّت|في المدرسة المعلّمة سوّت} مع {H} ساعتين ورق، وقالت: «{d:واحدة للبيت، وواحدة للبلد البعيد؛ وكده نعرف أحسن وقت لمكالمة الفيديو|وحدة للبيت، ووحدة للبلد البعيد؛ وهيك منعرف أحسن وقت لاتّصال الفيديو|وحدة للبيت، ووحدة للبلد البعيد؛ وكذا نعرف أحسن وقت لمكالمة الفيديو|وحدة للبيت، ووحدة للبلد البعيد؛ وجي نعرف أحسن وقت لمكالمة الفيديو}».',
    ],
    [
      'At school, the teacher asked about the parent {H} missed and found the far-away city on the big map. "Let us make two paper clocks," she said, "one for your time and one for the time there. Then you will know the best hour for the video call."',
      `في المَدْرَسَةِ وَجَدَتِ المُعَلِّمَةُ عَلى الخَريطَةِ الكَبيرَةِ المَدينَةَ الَّتي {R:يَعْمَلُ|تَعْمَلُ} فيها ${awayNom}، وَقالَتْ: «لِنَصْنَعْ ساعَتَيْنِ مِنَ الوَرَقِ: واحِدَةً لِوَقْتِ{H:كَ|كِ}، وَواحِدَةً لِلْوَقْتِ هُناكَ؛ فَنَعْرِفَ أَفْضَلَ ساعَةٍ لِمُكالَمَةِ الفيدْيو».`,
      'في المدرسة {d:المِس لقت|المعلّمة لاقت|الأبلة لقت|المعلّمة لقت} على الخريطة الكبيرة المدينة اللي {R} {d.bh}{R:يشتغل|تشتغل} فيها، وقالت: «{d:يلّا نعمل|يلّا نعمل|خلّنا نسوّي|خلّنا نسوّي} ساعتين ورق: واحدة لوقتك، {d:وواحدة للوقت هناك|ووحدة للوقت هونيك|ووحدة للوقت هناك|ووحدة للوقت هناك}؛ {d:وكده نعرف أحسن ساعة لمكالمة الفيديو|وهيك منعرف أحسن ساعة لاتّصال الفيديو|وكذا نعرف أحسن ساعة لمكالمة الفيديو|وجي نعرف أحسن ساعة لمكالمة الفيديو}».',
      '2',
    ],
  ],
  together: [
    [
      '{H} coloured the two clocks: one yellow like the sun at home, one blue like the night far away.',
      '{H:لَوَّنَ|لَوَّنَتْ} {H} السّاعَتَيْنِ: واحِدَةً صَفْراءَ مِثْلَ الشَّمْسِ هُنا، وَواحِدَةً زَرْقاءَ مِثْلَ اللَّيْلِ هُناكَ بَعيدًا.',
      '{H} لوّن{H:|ت} الساعتين: واحدة صفرا {d.like} الشمس {d.here}، {d:وواحدة|ووحدة|ووحدة|ووحدة} زرقا {d.like} الليل {d.there} بعيد.',
    ],
    [
      'The teacher turned the hands with {H}: when it was bedtime here, it was morning there, and {R} would be having breakfast.',
      `حَرَّكَتِ المُعَلِّمَةُ العَقارِبَ مَعَ {H.g}: حينَ يَكونُ هُنا وَقْتُ النَّوْمِ، يَكونُ هُناكَ الصَّباحُ، وَ${awayNom} {R:يَتَناوَلُ|تَتَناوَلُ} فُطورَ{R:هُ|ها}.`,
      '{d:المِس|المعلّمة|الأبلة|المعلّمة} حرّكت العقارب مع {H}: لمّا {d:يبقى وقت النوم هنا، بيبقى الصبح هناك|يكون وقت النوم هون، بيكون الصبح هونيك|يكون وقت النوم هنا، يكون الصبح هناك|يكون وقت النوم هني، يكون الصبح هناك}، و{R} {d.bh}{R:يفطر|تفطر}.',
      '2',
    ],
  ],
  resolution: [
    [
      'That night {H} looked at the far-away clock. It was morning far away: time for the video call. {H} missed {R} a little less.',
      'في اللَّيْلِ {H:نَظَرَ|نَظَرَتْ} {H} إِلى ساعَةِ البَلَدِ البَعيدِ: كانَ الصَّباحُ هُناكَ، وَحانَ وَقْتُ مُكالَمَةِ الفيدْيو. وَهَدَأَ الشَّوْقُ قَليلًا.',
      'بالليل {H} {d.looked:H} على ساعة البلد البعيد: الصبح {d:طلع|طلع|طلع|طلع} {d.there}، {d:وجه وقت مكالمة الفيديو. والوحشة هديت شوية|وإجا وقت اتّصال الفيديو. والشوق هدي شوي|وجا وقت مكالمة الفيديو. والشوق هدا شوي|ويا وقت مكالمة الفيديو. والشوق هدا شوي}.',
    ],
    [
      'On the video call, {R} said "Good morning!" while {H} said "Goodnight!", and they both smiled at the two clocks, one with a sun and one with a moon.',
      `في مُكالَمَةِ الفيدْيو {R:قالَ|قالَتْ} ${awayNom}: «صَباحُ الخَيْرِ!»، {H:وَقالَ|وَقالَتْ} {H}: «{R:تُصْبِحُ عَلى خَيْرٍ يا أَبي|تُصْبِحينَ عَلى خَيْرٍ يا أُمّي}»، وَابْتَسَمَ كِلاهُما لِلسّاعَتَيْنِ: واحِدَةٌ فيها شَمْسٌ، وَواحِدَةٌ فيها قَمَرٌ.`,
      'في {d:مكالمة الفيديو|اتّصال الفيديو|مكالمة الفيديو|مكالمة الفيديو} {R} {R:قال|قالت}: «صباح الخير!»، و{H} قال{H:|ت}: «{d.gn:R}»، و{d:الاتنين ابتسموا للساعتين: واحدة فيها شمس، وواحدة فيها قمر|التنين ابتسموا للساعتين: وحدة فيها شمس، ووحدة فيها قمر|الثنين ابتسموا للساعتين: وحدة فيها شمس، ووحدة فيها قمر|الثنين ابتسموا للساعتين: وحدة فيها شمس، ووحدة فيها قمر}.',
      '2',
    ],
    [
      "{H} looked at the two clocks: the same minute under two different skies. {H}'s evening was {R}'s morning, and whoever was awake missed the other; that, {H} thought, was a way of keeping watch over someone you love.",
      `{H:نَظَرَ|نَظَرَتْ} {H} إِلى السّاعَتَيْنِ: الدَّقيقَةُ نَفْسُها تَحْتَ سَماءَيْنِ مُخْتَلِفَتَيْنِ. مَساءُ {H.g} صَباحُ ${awayGen}، وَمَنْ يَكونُ مُسْتَيْقِظًا يَشْتاقُ إِلى الآخَرِ؛ {H:وَفَكَّرَ|وَفَكَّرَتْ} أَنَّ هذا نَوْعٌ مِنَ السَّهَرِ عَلى مَنْ نُحِبُّ.`,
      '{H} {d.looked:H} على الساعتين: نفس الدقيقة تحت {d:سماين|سماين|سماءين|سماءين} مختلفين. مسا {H} {d:هو صبح|هوّي صبح|هو صبح|هو صبح} {R}، واللي {d:صاحي بيشتاق للتاني|فايق بيشتاق للتاني|صاحي يشتاق للثاني|صاحي يشتاق للثاني}؛ و{H} فكّر{H:|ت} إنّ {d:ده نوع من السهر على اللي بنحبّهم|هيدا نوع من السهر على يلّي منحبّن|هذا نوع من السهر على اللي نحبّهم|هذا نوع من السهر على اللي نحبّهم}.',
      '3',
    ],
  ],
  scene: {
    problem: 'sit by the window at home, missing a parent who is far away',
    try: 'sit alone on the sofa, counting days on fingers',
    help: 'stand by a big map in the classroom beside the teacher',
    together: 'colour two paper clocks, one yellow and one blue, beside the teacher',
    resolution: 'talk on a phone video call at home, two paper clocks on the shelf',
  },
  props: {
    problem: [{ kind: 'photo', where: 'table' }],
    help: [{ kind: 'lamp-and-globe', where: 'table' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [
      { kind: 'phone', where: 'held' },
      { kind: 'drawing', where: 'table' },
    ],
  },
  rooms: {
    problem: 'living-room',
    try: 'living-room',
    help: 'classroom',
    together: 'classroom',
    resolution: 'living-room',
  },
};

export const parentAwayPlots: readonly SituationPlot[] = [
  videoCall,
  letter,
  recordedStory,
  album,
  keepingBox,
  twoClocks,
];
