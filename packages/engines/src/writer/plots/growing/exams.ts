import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * An exam tomorrow (or a low mark last time and the next exam coming). The books everywhere, the
 * racing heart, trying to read everything at once. A parent shows how doing your best looks: Baba
 * cuts the big exam into small cards to tick one by one, or Mama plays "exam" with a sand timer and
 * teaches what to do with a hard question. Older children fear the blank moment, not the marks.
 */

/** The exam in each dialect (Najdi says الاختبار). */
const exam = '{d:الامتحان|الامتحان|الاختبار|الامتحان}';

const problem: Pool = [
  ['The exam was tomorrow, and {H}\'s heart was beating fast.', 'كانَ الامْتِحانُ غَدًا، وَكانَ قَلْبُ {H.g} يَدُقُّ بِسُرْعَةٍ.', `${exam} {d:بكرة|بكرا|بكرة|باكر}، وقلب {H} {d.b}يدقّ بسرعة.`],
  ['{H} had got a low mark in the last exam. Now {H.he} was afraid of the next one.', '{H:حَصَلَ|حَصَلَتْ} {H} عَلى دَرَجَةٍ مُنْخَفِضَةٍ في الامْتِحانِ الماضي، {H:وَصارَ يَخافُ|وَصارَتْ تَخافُ} مِنَ الامْتِحانِ القادِمِ.', `{H} جاب{H:|ت} {d:درجة وحشة|علامة مش منيحة|درجة مو زينة|درجة مب زينة} في ${exam} اللي فات، و{d.now} {H:خايف|خايفة} من ${exam} {d:الجاي|الجايي|الجاي|الياي}.`],
  ['{H} had studied for days, but the more {H.he} read, the more {H.he} worried about what {H.he} might forget. What if {H.his} mind went blank? What if everyone else finished first? In {H.his} head the exam had grown bigger than the whole school.', '{H:ذاكَرَ|ذاكَرَتْ} {H} أَيّامًا، لكِنْ كُلَّما {H:قَرَأَ|قَرَأَتْ} أَكْثَرَ {H:قَلِقَ|قَلِقَتْ} أَكْثَرَ مِمّا قَدْ {H:يَنْساهُ|تَنْساهُ}: ماذا لَوْ فَرَغَ رَأْسي فَجْأَةً؟ ماذا لَوِ انْتَهى الجَميعُ قَبْلي؟ لَقَدْ كَبِرَ الامْتِحانُ في رَأْسِ{H:هِ|ها} حَتّى صارَ أَكْبَرَ مِنَ المَدْرَسَةِ كُلِّها.', `{H} {d:ذاكر|درس|ذاكر|ذاكر}{H:|ت} أيّام، بس كل ما {H:يقرا|تقرا} {d:أكتر|أكتر|أكثر|أكثر}، {H:يقلق|تقلق} {d:أكتر|أكتر|أكثر|أكثر} من اللي ممكن {H:ينساه|تنساه}: {d:لو دماغي فضيت فجأة؟ لو الكل خلّص قبلي؟|إذا فضي راسي فجأة؟ إذا الكل خلّص قبلي؟|لو راسي فضى فجأة؟ لو الكل خلّص قبلي؟|لو راسي فضى فجأة؟ لو الكل خلّص قبلي؟} ${exam} {d:كبر في دماغ|كبر براس|كبر في راس|كبر في راس}{H:ه|ها} لحدّ ما {d:بقى أكبر من المدرسة كلّها|صار أكبر من المدرسة كلّا|صار أكبر من المدرسة كلّها|صار أكبر من المدرسة كلّها}.`, '3'],
];

const problemMore: Pool = [
  ['{H}\'s books were spread all over the table.', 'كانَتْ كُتُبُ {H.g} مُبَعْثَرَةً عَلى الطّاوِلَةِ كُلِّها.', 'كتب {H} كانت {d:مفرودة على الترابيزة كلّها|مفلوشة عالطاولة كلّا|منثورة على الطاولة كلّها|منثورة على الطاولة كلّها}.'],
  ['"What if I forget everything?" {H} asked.', '«ماذا لَوْ نَسيتُ كُلَّ شَيْءٍ؟» سَأَلَ{H:|تْ} {H}.', '«{d:ولو نسيت كل حاجة|وإذا نسيت كل شي|ولو نسيت كل شي|ولو نسيت كل شي}؟» سأل{H:|ت} {H}.'],
  ['Every time {H} closed {H.his} eyes, {H.he} saw questions with no answers.', 'كُلَّما {H:أَغْمَضَ|أَغْمَضَتْ} {H} عَيْنَيْ{H:هِ|ها}، {H:رَأى|رَأَتْ} أَسْئِلَةً بِلا أَجْوِبَةٍ.', 'كل ما {H} {H:ي|ت}{d:غمّض|غمّض|سكّر|سكّر} {d:عيني|عيون|عيون|عيون}{H:ه|ها}، {H:يشوف|تشوف} أسئلة من غير إجابات.', '2'],
];

const tries: Pool = [
  ['{H} tried to read the whole book again at once. The words began to swim on the page.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَقْرَأَ|تَقْرَأَ} الكِتابَ كُلَّهُ مِنْ جَديدٍ دَفْعَةً واحِدَةً، فَبَدَأَتِ الكَلِماتُ تَسْبَحُ عَلى الصَّفْحَةِ.', `{H} حاول{H:|ت} {H:يقرا|تقرا} الكتاب كلّه {d:تاني مرّة واحدة|من جديد دفعة وحدة|من جديد مرّة وحدة|من يديد مرّة وحدة}، والكلام {d.began:m} {d:يعوم|يسبح|يسبح|يسبح} على الصفحة.`],
  ['{H} counted the pages left to read, and the number felt far too big.', 'عَدَّ{H:|تْ} {H} الصَّفَحاتِ الباقِيَةَ، فَبَدا العَدَدُ كَبيرًا جِدًّا.', '{H} عدّ{H:|ت} الصفحات اللي {d:فاضلة|باقية|باقية|باقية}، والرقم {d:كان باين كبير أوي|كان مبيّن كبير كتير|كان يبين كبير مرّة|كان يبين كبير وايد}.'],
  ['{H} tried to sleep early, but {H.his} thoughts kept running through the questions.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَنامَ|تَنامَ} مُبَكِّرًا، لكِنَّ أَفْكارَ{H:هُ|ها} ظَلَّتْ تَرْكُضُ بَيْنَ الأَسْئِلَةِ.', '{H} حاول{H:|ت} {H:ينام|تنام} بدري، بس {d:أفكار|أفكار|أفكار|أفكار}{H:ه|ها} {d:فضلت تجري|ضلّت تركض|ظلّت تركض|ظلّت تركض} بين الأسئلة.', '2'],
  ['{H} made a list of everything {H.he} did not know yet, and the list only grew longer and more frightening.', '{H:كَتَبَ|كَتَبَتْ} {H} قائِمَةً بِكُلِّ ما لَمْ {H:يَعْرِفْهُ|تَعْرِفْهُ} بَعْدُ، فَلَمْ تَزِدِ القائِمَةُ إِلّا طولًا وَإِخافَةً.', '{H} كتب{H:|ت} {d:ليستة|لايحة|قايمة|قايمة} بكل {d:الحاجات اللي لسّه صعبة|الشغلات اللي بعدا صعبة|الأشياء اللي للحين صعبة|الأشياء اللي للحين صعبة} علي{H:ه|ها}، والقايمة {d:ما بطّلتش تطوّل وتخوّف|ما وقفت تطوّل وتخوّف|ما وقفت تطوّل وتخوّف|ما وقفت تطوّل وتخوّف}.', '3'],
];

const reflect: Pool = [
  ['Doing your best is enough, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: بَذْلُ الجُهْدِ يَكْفي.', 'فكّر{H:|ت} {H}: {d:إنّي أعمل اللي عليّا كفاية|إنّي أعمل اللي عليّ بيكفّي|إنّي أسوّي اللي عليّ يكفي|إنّي أسوّي اللي عليّ يكفي}.'],
  ['One small piece at a time, {H} thought, any mountain can be climbed.', 'فَكَّرَ{H:|تْ} {H}: قِطْعَةً صَغيرَةً بَعْدَ قِطْعَةٍ، يُمْكِنُ صُعودُ أَيِّ جَبَلٍ.', 'فكّر{H:|ت} {H}: {d:حتّة صغيّرة ورا حتّة، أيّ جبل ممكن نطلعه|شقفة زغيرة ورا شقفة، أيّ جبل فينا نطلعو|قطعة صغيرة ورا قطعة، أيّ جبل نقدر نطلعه|قطعة صغيرة ورا قطعة، أيّ جبل نقدر نطلعه}.', '2'],
  ['The exam would measure one morning\'s work, {H} understood, not who {H.he} was. Doing your best meant preparing well, and then letting the worry rest.', 'فَهِمَ{H:|تْ} {H} أَنَّ الامْتِحانَ يَقيسُ عَمَلَ صَباحٍ واحِدٍ، لا قيمَتَ{H:هُ|ها}؛ وَأَنَّ بَذْلَ الجُهْدِ أَنْ {H:يَسْتَعِدَّ|تَسْتَعِدَّ} جَيِّدًا، ثُمَّ {H:يَتْرُكَ|تَتْرُكَ} القَلَقَ يَسْتَريحُ.', `{H} فهم{H:|ت} إنّ ${exam} {d:بيقيس|بيقيس|يقيس|يقيس} شغل صبحيّة واحدة، {d:مش|مش|مو|مب} قيمت{H:ه|ها}؛ و{d:إنّ اللي|إنّو اللي|إنّ اللي|إنّ اللي} علي{H:ه|ها} {H:ي|ت}{d:ذاكر كويس، وبعدين|درس منيح، وبعدين|ذاكر زين، وبعدين|ذاكر زين، وبعدين} {H:ي|ت}{d:سيب|ترك|خلّي|خلّي} القلق يرتاح.`, '3'],
];

/** Baba cuts the big exam into small cards, ticked one by one. */
const smallPieces: SituationPlot = {
  situation: 'exams',
  key: 'exams/small-pieces',
  gentle: false,
  titles: [
    ['One Card at a Time', 'بِطاقَةً بَعْدَ بِطاقَةٍ', '{d:كارت ورا كارت|كرت ورا كرت|بطاقة ورا بطاقة|بطاقة ورا بطاقة}'],
    ['{H} Gets Ready for the Exam', '{H} {H:يَسْتَعِدُّ|تَسْتَعِدُّ} لِلامْتِحانِ', `{H} {d.bh}{H:يستعدّ|تستعدّ} ل${exam}`],
  ],
  morals: [
    ['Doing your best, one small step at a time, is enough.', 'بَذْلُ الجُهْدِ خُطْوَةً صَغيرَةً بَعْدَ خُطْوَةٍ يَكْفي.', '{d:إنّك تعمل اللي عليك خطوة صغيّرة ورا خطوة كفاية|إنّك تعمل اللي عليك خطوة زغيرة ورا خطوة بيكفّي|إنّك تسوّي اللي عليك خطوة صغيرة ورا خطوة يكفي|إنّك تسوّي اللي عليك خطوة صغيرة ورا خطوة يكفي}.'],
    ['A big task is only many small ones.', 'المَهَمَّةُ الكَبيرَةُ لَيْسَتْ إِلّا مَهامَّ صَغيرَةً كَثيرَةً.', '{d:الحاجة الكبيرة هي شوية حاجات صغيّرة|الشغلة الكبيرة هيّي شغلات زغيرة كتير|الشي الكبير هو أشياء صغيرة واجد|الشي الكبير هو أشياء صغيرة وايد}.'],
  ],
  problem,
  problemMore,
  tries,
  help: [
    ['Baba came and sat down at the table. "Let us cut this big exam into small pieces," he said. "Doing your best means one piece at a time."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ إِلى الطّاوِلَةِ، وَقالَ: «لِنُقَطِّعْ هذا الامْتِحانَ الكَبيرَ قِطَعًا صَغيرَةً؛ فَبَذْلُ الجُهْدِ يَكونُ قِطْعَةً بَعْدَ قِطْعَةٍ».', `{d.dad} {d.came:m} وقعد على {d:الترابيزة|الطاولة|الطاولة|الطاولة}، وقال: «{d:يلّا نقسّم|يلّا نقسّم|خلّنا نقسّم|خلّنا نقسّم} ${exam} {d.this:m} {d:الكبير لحتت صغيّرة|الكبير لشقف زغيرة|الكبير لقطع صغيرة|الكبير لقطع صغيرة}؛ {d:إنّك تعمل اللي عليك يعني حتّة ورا حتّة|إنّك تعمل اللي عليك يعني شقفة ورا شقفة|إنّك تسوّي اللي عليك يعني قطعة ورا قطعة|إنّك تسوّي اللي عليك يعني قطعة ورا قطعة}».`],
    ['Baba came over with a pencil and a calendar. "A big exam is like a big meal," he said. "We eat it one bite at a time. Let us plan the pieces together."', 'جاءَ أَبو{H:هُ|ها} يَحْمِلُ قَلَمًا وَتَقْويمًا، وَقالَ: «الامْتِحانُ الكَبيرُ مِثْلُ وَجْبَةٍ كَبيرَةٍ، نَأْكُلُها لُقْمَةً بَعْدَ لُقْمَةٍ. هَيّا نُرَتِّبِ القِطَعَ مَعًا».', `{d.dad} {d.came:m} {d:ومعاه قلم ونتيجة|ومعو قلم وروزنامة|ومعه قلم وتقويم|ووياه قلم وتقويم}، وقال: «${exam} الكبير {d.like} أكلة كبيرة، {d:بناكلها لقمة ورا لقمة|مناكلا لقمة ورا لقمة|ناكلها لقمة ورا لقمة|ناكلها لقمة ورا لقمة}. {d:يلّا نرتّب الحتت سوا|يلّا نرتّب الشقف سوا|يلّا نرتّب القطع سوا|يلّا نرتّب القطع سوا}».`, '2'],
  ],
  together: [
    ['They wrote each lesson on its own little card.', 'كَتَبا كُلَّ دَرْسٍ عَلى بِطاقَةٍ صَغيرَةٍ وَحْدَهُ.', 'كتبوا كل درس على {d:كارت صغيّر لوحده|كرت زغير وحدو|بطاقة صغيرة بروحها|بطاقة صغيرة بروحها}.'],
    ['{H} learned one card, then put a tick on it. One tick, two ticks, three!', '{H:راجَعَ|راجَعَتْ} {H} بِطاقَةً، ثُمَّ {H:وَضَعَ|وَضَعَتْ} عَلَيْها عَلامَةَ صَحٍّ. عَلامَةٌ، ثُمَّ اثْنَتانِ، ثُمَّ ثَلاثٌ!', '{H} {d:ذاكر|درس|ذاكر|ذاكر}{H:|ت} {d:كارت|كرت|بطاقة|بطاقة}، وبعدين حطّ{H:|ت} عليه علامة صحّ. {d:علامة، واتنين، وتلاتة|علامة، وتنتين، وتلاتة|علامة، وثنتين، وثلاث|علامة، وثنتين، وثلاث}!'],
  ],
  resolution: [
    ['{H} learned the small pieces one by one and ticked each card. Soon every card had a tick, and {H} was ready for the exam.', '{H:راجَعَ|راجَعَتْ} {H} القِطَعَ الصَّغيرَةَ واحِدَةً واحِدَةً، {H:وَوَضَعَ|وَوَضَعَتْ} عَلامَةَ صَحٍّ عَلى كُلِّ بِطاقَةٍ، وَسُرْعانَ ما {H:صارَ|صارَتْ} {H} {H:مُسْتَعِدًّا|مُسْتَعِدَّةً} لِلامْتِحانِ.', `{H} {d:ذاكر|درس|ذاكر|ذاكر}{H:|ت} {d:الحتت الصغيّرة|الشقف الزغيرة|القطع الصغيرة|القطع الصغيرة} واحدة واحدة، وحطّ{H:|ت} علامة صحّ على كل {d:كارت|كرت|بطاقة|بطاقة}، وبسرعة {H} {d.became:H} جاهز{H:|ة} ل${exam}.`],
    ['"Doing your best is all anyone can ask," Baba said softly, and the exam did not feel so big any more.', '«بَذْلُ الجُهْدِ هُوَ كُلُّ ما يُطْلَبُ مِنْ{H:كَ|كِ}»، قالَ الأَبُ بِهُدوءٍ، فَلَمْ يَعُدِ الامْتِحانُ يَبْدو كَبيرًا.', `«{d:المطلوب إنّك تعمل اللي عليك وبس|المطلوب إنّك تعمل اللي عليك وبس|المطلوب إنّك تسوّي اللي عليك بس|المطلوب إنّك تسوّي اللي عليك بس}»، قال {d.dad} بهدوء، و${exam} {d:ما بقاش باين كبير|ما عاد مبيّن كبير|ما عاد يبين كبير|ما عاد يبين كبير}.`],
    ['{H} went to bed early, because Baba said sleep is part of doing your best too. The exam would come in the morning, and {H} would be ready for it.', '{H:أَوى|أَوَتْ} {H} إِلى الفِراشِ مُبَكِّرًا؛ فَقَدْ قالَ الأَبُ إِنَّ النَّوْمَ جُزْءٌ مِنْ بَذْلِ الجُهْدِ أَيْضًا. سَيَأْتي الامْتِحانُ في الصَّباحِ، وَسَيَجِدُ {H.a} {H:مُسْتَعِدًّا|مُسْتَعِدَّةً}.', `{H} نام{H:|ت} بدري، {d:عشان بابا قال إنّ النوم من إنّك تعمل اللي عليك|لأنّو بابا قال إنّو النوم من إنّك تعمل اللي عليك|عشان بابا قال إنّ النوم من إنّك تسوّي اللي عليك|لأنّ بابا قال إنّ النوم من إنّك تسوّي اللي عليك}. ${exam} {d:هييجي الصبح|رح يجي الصبح|بيجي الصبح|بييي الصبح}، و{H} {d:هيبقى جاهز|رح يكون جاهز|بيكون جاهز|بيكون جاهز}{H:|ة}.`, '2'],
  ],
  reflect,
  scene: {
    problem: 'sit at a table covered with open school books, looking worried',
    try: 'read a big book at the table late in the evening',
    help: 'sit at the table with Baba, who holds a pencil and a calendar',
    together: 'tick small cards one by one at the table with Baba',
    resolution: 'close the book calmly, a pile of ticked cards on the table',
  },
  props: {
    problem: [{ kind: 'book', where: 'table' }, { kind: 'school-bag', where: 'ground' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'calendar', where: 'table' }],
    together: [{ kind: 'calendar', where: 'table' }, { kind: 'book', where: 'table' }],
    resolution: [{ kind: 'book', where: 'table' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Mama plays "exam" with a sand timer: skip the hard one, come back to it. */
const sandTimer: SituationPlot = {
  situation: 'exams',
  key: 'exams/sand-timer',
  gentle: false,
  titles: [
    ['The Sand Timer', 'السّاعَةُ الرَّمْلِيَّةُ', 'الساعة الرملية'],
    ['{H} Is Ready', '{H} {H:مُسْتَعِدٌّ|مُسْتَعِدَّةٌ}', '{H} {d:جاهز|جاهز|جاهز|جاهز}{H:|ة}'],
  ],
  morals: [
    ['Practice turns worry into being ready.', 'التَّمَرُّنُ يُحَوِّلُ القَلَقَ اسْتِعْدادًا.', 'التمرين {d:بيحوّل القلق لاستعداد|بيحوّل القلق لاستعداد|يحوّل القلق لاستعداد|يحوّل القلق لاستعداد}.'],
    ['When you have done your best, you can rest.', 'حينَ تَبْذُلُ جُهْدَكَ، يَحِقُّ لَكَ أَنْ تَرْتاحَ.', '{d:لمّا تعمل اللي عليك، من حقّك ترتاح|لمّا تعمل اللي عليك، من حقّك ترتاح|لمّا تسوّي اللي عليك، من حقّك ترتاح|لمّا تسوّي اللي عليك، من حقّك ترتاح}.'],
  ],
  problem,
  problemMore,
  tries,
  help: [
    ['Mama came into the kitchen with a little sand timer. "Let us play exam," she said. "I ask, you answer, and the sand keeps the time."', 'دَخَلَتْ أُمُّ{H:هُ|ها} المَطْبَخَ تَحْمِلُ ساعَةً رَمْلِيَّةً صَغيرَةً، وَقالَتْ: «{H:تَعالَ|تَعالَيْ} نَلْعَبْ لُعْبَةَ الامْتِحانِ: أَنا أَسْأَلُ، وَ{H:أَنْتَ تُجيبُ|أَنْتِ تُجيبينَ}، وَالرَّمْلُ يَحْسُبُ الوَقْتَ».', `{d.mom} دخلت المطبخ {d:ومعاها ساعة رملية صغيّرة|ومعها ساعة رملية زغيرة|ومعها ساعة رملية صغيرة|ووياها ساعة رملية صغيرة}، وقالت: «{d.come:H} نلعب لعبة ${exam}: أنا {d:أسأل|إسأل|أسأل|أسأل}، {d.you:H} {d:تجاوب|تجاوب|تجاوب|تجاوب}{H:|ي}، والرملة {d:بتحسب|بتحسب|تحسب|تحسب} الوقت».`],
    ['Mama came and sat down next to {H} with a sand timer and a pencil. "When a question is hard, skip it and come back later," she said. "Let us practise, just like a real exam."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها ساعَةٌ رَمْلِيَّةٌ وَقَلَمٌ، وَقالَتْ: «إِذا كانَ السُّؤالُ صَعْبًا {H:فَاتْرُكْهُ|فَاتْرُكيهِ} {H:وَعُدْ|وَعودي} إِلَيْهِ بَعْدَ ذلِكَ. هَيّا نَتَمَرَّنْ كَأَنَّهُ امْتِحانٌ حَقيقِيٌّ».', `{d.mom} {d.came:f} وقعدت جنب {H} {d:ومعاها|ومعها|ومعها|ووياها} ساعة رملية وقلم، وقالت: «لو السؤال صعب، {d:سيب|اترك|اترك|اترك}{H:ه|يه} {d:وارجع|وارجع|وارجع|وارجع}{H:|ي} له بعدين. {d:يلّا نتمرّن كأنّه امتحان بجد|يلّا نتمرّن كأنّو امتحان عنجد|يلّا نتمرّن كأنّه اختبار صدق|يلّا نتمرّن كأنّه امتحان صدق}».`, '2'],
  ],
  together: [
    ['Mama turned the sand timer over, and {H} answered one question after another.', 'قَلَبَتِ الأُمُّ السّاعَةَ الرَّمْلِيَّةَ، {H:فَأَجابَ|فَأَجابَتْ} {H} عَنْ سُؤالٍ بَعْدَ سُؤالٍ.', '{d.mom} قلبت الساعة الرملية، و{H} {d:جاوب|جاوب|جاوب|جاوب}{H:|ت} سؤال ورا سؤال.'],
    ['When a question was hard, {H} skipped it, just as Mama had said, and came back to it at the end.', 'وَحينَ كانَ السُّؤالُ صَعْبًا، {H:تَرَكَهُ|تَرَكَتْهُ} {H} كَما قالَتِ الأُمُّ، {H:وَعادَ|وَعادَتْ} إِلَيْهِ في النِّهايَةِ.', 'ولمّا السؤال كان صعب، {H} {d:ساب|ترك|ترك|ترك}{H:|ت}{d:ه|و|ه|ه} {d:زيّ ما ماما قالت|متل ما قالت ماما|مثل ما قالت ماما|شرات ما قالت ماما}، ورجع{H:|ت} له في الآخر.'],
  ],
  resolution: [
    ['{H} finished the practice exam before the sand ran out. Now {H.he} knew what to do when a question was hard.', '{H:أَنْهى|أَنْهَتْ} {H} امْتِحانَ التَّمَرُّنِ قَبْلَ أَنْ يَنْفَدَ الرَّمْلُ؛ وَصارَ{H:|تْ} {H:يَعْرِفُ|تَعْرِفُ} ماذا {H:يَفْعَلُ|تَفْعَلُ} حينَ يَصْعُبُ سُؤالٌ.', `{H} خلّص{H:|ت} ${exam} {d:بتاع التمرين|تبع التمرين|حق التمرين|مال التمرين} قبل ما الرملة {d:تخلص|تخلص|تخلص|تخلص}، و{d.now} {d.became:H} {H:ي|ت}{d:عرف|عرف|دري|دري} {d:تعمل إيه|شو بتعمل|وش تسوّي|شو تسوّي} لمّا السؤال يكون صعب.`],
    ['Mama hugged {H}. "Doing your best is all that matters," she said, and the exam did not feel so big any more.', 'ضَمَّتِ الأُمُّ {H.a} وَقالَتْ: «بَذْلُ الجُهْدِ هُوَ كُلُّ ما يُهِمُّ»، فَلَمْ يَعُدِ الامْتِحانُ يَبْدو كَبيرًا.', `{d.mom} {d:حضنت|ضمّت|ضمّت|ضمّت} {H} وقالت: «{d:المهمّ إنّك تعمل اللي عليك|المهمّ إنّك تعمل اللي عليك|المهمّ إنّك تسوّي اللي عليك|المهمّ إنّك تسوّي اللي عليك}»، و${exam} {d:ما بقاش باين كبير|ما عاد مبيّن كبير|ما عاد يبين كبير|ما عاد يبين كبير}.`],
    ['By the third round, {H} no longer feared the blank moment: {H.he} knew how to breathe, skip and come back. The exam was still tomorrow, but now it was a task, not a monster.', 'وَفي الجَوْلَةِ الثّالِثَةِ، لَمْ {H:يَعُدْ|تَعُدْ} {H} {H:يَخْشى|تَخْشى} لَحْظَةَ الفَراغِ؛ فَقَدْ {H:عَرَفَ|عَرَفَتْ} كَيْفَ {H:يَتَنَفَّسُ وَيَتَخَطّى وَيَعودُ|تَتَنَفَّسُ وَتَتَخَطّى وَتَعودُ}. ما زالَ الامْتِحانُ غَدًا، لكِنَّهُ صارَ مَهَمَّةً، لا وَحْشًا.', `وفي {d:تالت|تالت|ثالث|ثالث} {d:جولة|جولة|جولة|جولة}، الخوف من لحظة الفراغ {d:راح|راح|راح|راح} من {H}؛ {H:عرف|عرفت} السرّ: {d:نفس عميق، وسؤال يستنّى، ورجوع له في الآخر|نفس عميق، وسؤال بينطر، ورجعة إلو بالآخر|نفس عميق، وسؤال ينتظر، ورجعة له في الآخر|نفس عميق، وسؤال ينتظر، ورجعة له في الآخر}. ${exam} {d:لسّه بكرة|بعدو بكرا|للحين باكر|للحين باكر}، بس {d.now} {d:بقى مهمّة، مش وحش|صار مهمّة، مش وحش|صار مهمّة، مو وحش|صار مهمّة، مب وحش}.`, '3'],
  ],
  reflect,
  scene: {
    problem: 'sit at a table covered with open school books, looking worried',
    try: 'read a big book at the table late in the evening',
    help: 'sit at the kitchen table with Mama, who holds a sand timer',
    together: 'answer practice questions while the sand timer runs',
    resolution: 'smile at Mama beside the empty sand timer and a finished page',
  },
  props: {
    problem: [{ kind: 'book', where: 'table' }, { kind: 'school-bag', where: 'ground' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'sand-timer', where: 'table' }],
    together: [{ kind: 'sand-timer', where: 'table' }],
    resolution: [{ kind: 'sand-timer', where: 'table', state: 'empty' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'kitchen', together: 'kitchen', resolution: 'kitchen' },
};

/** Grandpa's jar: each worry written on a slip of paper and put away for the night. */
const worryJar: SituationPlot = {
  situation: 'exams',
  key: 'exams/worry-jar',
  gentle: false,
  titles: [
    ['The Worry Jar', 'وِعاءُ الهُمومِ', '{d:برطمان القلق|مرطبان الهموم|مرطبان الهموم|مرطبان الهموم}'],
    ['Grandpa\'s Jar', 'وِعاءُ الجَدِّ', '{d:برطمان جدّو|مرطبان جدّو|مرطبان الجدّ|مرطبان الجدّ}'],
  ],
  morals: [
    ['Worries grow smaller when we write them down.', 'تَصْغُرُ الهُمومُ حينَ نَكْتُبُها.', 'الهموم {d:بتصغر|بتزغر|تصغر|تصغر} لمّا {d:بنكتبها|منكتبا|نكتبها|نكتبها}.'],
    ['Rest is part of doing your best.', 'الرّاحَةُ جُزْءٌ مِنْ بَذْلِ الجُهْدِ.', 'الراحة جزء من {d:إنّك تعمل اللي عليك|إنّك تعمل اللي عليك|إنّك تسوّي اللي عليك|إنّك تسوّي اللي عليك}.'],
  ],
  problem,
  problemMore,
  tries,
  help: [
    ['Grandpa came and sat beside {H} with a pencil, some little papers and an empty jar. "Let us write each worry about the exam on a paper and put it in this jar," he said. "Worries sleep better in a jar than in your head."', 'جاءَ جَدُّ{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ قَلَمٌ وَأَوْراقٌ صَغيرَةٌ وَوِعاءٌ زُجاجِيٌّ فارِغٌ، وَقالَ: «لِنَكْتُبْ كُلَّ هَمٍّ مِنْ هُمومِ الامْتِحانِ عَلى وَرَقَةٍ، وَنَضَعْها في هذا الوِعاءِ؛ فَالهُمومُ تَنامُ في الوِعاءِ أَفْضَلَ مِمّا تَنامُ في رَأْسِ{H:كَ|كِ}».', `{d:جدّو|جدّو|جدّي|جدّي} {d.came:m} وقعد جنب {H} {d:ومعاه قلم وورق صغيّر وبرطمان فاضي|ومعو قلم وورق زغير ومرطبان فاضي|ومعه قلم وورق صغير ومرطبان فاضي|ووياه قلم وورق صغير ومرطبان فاضي}، وقال: «{d:يلّا نكتب كل همّ من هموم|يلّا نكتب كل همّ من هموم|خلّنا نكتب كل همّ من هموم|خلّنا نكتب كل همّ من هموم} ${exam} على ورقة، {d:ونحطّها في البرطمان ده|ونحطّا بهالمرطبان|ونحطّها في هالمرطبان|ونحطّها في هالمرطبان}؛ الهموم {d:بتنام في البرطمان أحسن من دماغك|بتنام بالمرطبان أحسن من راسك|تنام في المرطبان أحسن من راسك|تنام في المرطبان أحسن من راسك}».`],
    ['Grandpa came in and pulled up a chair. "When I was young, I used to write my worries on paper before every exam," he said. "On paper they look much smaller. I have brought a jar to keep them in. Shall we try it tonight?"', 'دَخَلَ جَدُّ{H:هُ|ها} وَقَرَّبَ كُرْسِيًّا، وَقالَ: «حينَ كُنْتُ صَغيرًا، كُنْتُ أَكْتُبُ هُمومي عَلى الوَرَقِ قَبْلَ كُلِّ امْتِحانٍ؛ فَعَلى الوَرَقِ تَبْدو أَصْغَرَ بِكَثيرٍ. وَقَدْ أَحْضَرْتُ وِعاءً نَحْفَظُها فيهِ؛ هَلْ نُجَرِّبُ ذلِكَ اللَّيْلَةَ؟»', `{d:جدّو|جدّو|جدّي|جدّي} دخل {d:وقرّب كرسي|وقرّب كرسي|وقرّب كرسي|وقرّب كرسي}، وقال: «{d:وأنا صغيّر، كنت بكتب همومي على الورق قبل كل امتحان|وأنا زغير، كنت إكتب همومي عالورق قبل كل امتحان|وأنا صغير، كنت أكتب همومي على الورق قبل كل اختبار|وأنا صغير، كنت أكتب همومي على الورق قبل كل امتحان}؛ {d:على الورق بتبان أصغر بكتير|عالورق بتبيّن أزغر بكتير|على الورق تبين أصغر بواجد|على الورق تبين أصغر بوايد}، {d:وجبت برطمان نحطّها فيه. نجرّب ده الليلة؟|وجبت مرطبان نحطّا فيه. منجرّب هالشي الليلة؟|وجبت مرطبان نحطّها فيه. نجرّبها الليلة؟|وجبت مرطبان نحطّها فيه. نجرّبها الليلة؟}»`, '2'],
  ],
  together: [
    ['{H} wrote the worries one by one: the hard questions, the ticking clock, forgetting. Grandpa folded each paper and dropped it into the jar.', '{H:كَتَبَ|كَتَبَتْ} {H} الهُمومَ واحِدًا واحِدًا: الأَسْئِلَةَ الصَّعْبَةَ، وَدَقّاتِ السّاعَةِ، وَالنِّسْيانَ؛ وَطَوى الجَدُّ كُلَّ وَرَقَةٍ وَأَسْقَطَها في الوِعاءِ.', `{H} كتب{H:|ت} الهموم واحد واحد: الأسئلة الصعبة، {d:وتكّة الساعة|ودقّة الساعة|ودقّة الساعة|ودقّة الساعة}، والنسيان؛ و{d:جدّو طبّق|جدّو طوى|جدّي طوى|جدّي طوى} كل ورقة {d:ورماها في البرطمان|ورماها بالمرطبان|ورماها في المرطبان|ورماها في المرطبان}.`],
    ['Then Grandpa asked {H} to write three things {H.he} already knew well. {H} wrote five.', 'ثُمَّ طَلَبَ الجَدُّ مِنْ {H.g} أَنْ {H:يَكْتُبَ|تَكْتُبَ} ثَلاثَةَ أَشْياءَ {H:يَعْرِفُها|تَعْرِفُها} جَيِّدًا، {H:فَكَتَبَ|فَكَتَبَتْ} خَمْسَةً.', `وبعدين {d:جدّو طلب من|جدّو طلب من|جدّي طلب من|جدّي طلب من} {H} {H:يكتب|تكتب} {d:تلات حاجات|تلات شغلات|ثلاث أشياء|ثلاث أشياء} {H:ي|ت}{d:عرفها كويس|عرفا منيح|عرفها زين|عرفها زين}، {H:فكتب|فكتبت} {d:خمسة|خمسة|خمسة|خمسة}.`],
  ],
  resolution: [
    ['The worries were in the jar now, not in {H}\'s head, and {H} felt ready for the exam.', 'صارَتِ الهُمومُ في الوِعاءِ لا في رَأْسِ {H.g}، {H:وَشَعَرَ|وَشَعَرَتْ} بِأَنَّ{H:هُ مُسْتَعِدٌّ|ها مُسْتَعِدَّةٌ} لِلامْتِحانِ.', `الهموم {d:بقت في البرطمان، مش في دماغ|صارت بالمرطبان، مش براس|صارت في المرطبان، مو في راس|صارت في المرطبان، مب في راس} {H}، و{H} حسّ{H:|ت} إنّ{H:ه|ها} جاهز{H:|ة} ل${exam}.`],
    ['"Doing your best starts with a good night\'s sleep," said Grandpa, and he closed the lid of the jar before the exam could keep anyone awake.', '«بَذْلُ الجُهْدِ يَبْدَأُ بِنَوْمٍ هادِئٍ»، قالَ الجَدُّ، وَأَغْلَقَ غِطاءَ الوِعاءِ قَبْلَ أَنْ يُسْهِرَ الامْتِحانُ أَحَدًا.', `«{d:إنّك تعمل اللي عليك بيبتدي بنومة حلوة|إنّك تعمل اللي عليك بيبلّش بنومة منيحة|إنّك تسوّي اللي عليك يبدا بنومة زينة|إنّك تسوّي اللي عليك يبدا بنومة زينة}»، قال {d:جدّو|جدّو|جدّي|جدّي}، {d:وقفل غطا البرطمان|وسكّر غطا المرطبان|وسكّر غطا المرطبان|وسكّر غطا المرطبان} قبل ما ${exam} {d:يسهّر حدّ|يسهّر حدا|يسهّر أحد|يسهّر حد}.`],
    ['Looking at the jar of folded worries and the list of things {H.he} knew, {H} saw that the exam was smaller than it had seemed, and that {H.he} had already done {H.his} best to be ready.', 'نَظَرَ{H:|تْ} {H} إِلى الوِعاءِ المَليءِ بِالهُمومِ المَطْوِيَّةِ، وَإِلى قائِمَةِ ما {H:يَعْرِفُهُ|تَعْرِفُهُ}، {H:فَرَأى|فَرَأَتْ} أَنَّ الامْتِحانَ أَصْغَرُ مِمّا بَدا، وَأَنَّ{H:هُ|ها} {H:بَذَلَ|بَذَلَتْ} جُهْدَ{H:هُ|ها} في الِاسْتِعْدادِ.', `{H} {d.looked:H} على {d:البرطمان المليان هموم متطبّقة|المرطبان المليان هموم مطويّة|المرطبان المليان هموم مطويّة|المرطبان المليان هموم مطويّة}، وعلى {d:ليستة|لايحة|قايمة|قايمة} {d:الحاجات|الشغلات|الأشياء|الأشياء} اللي {H:ي|ت}{d:عرفها|عرفا|عرفها|عرفها}، {d:وشاف|وشاف|وشاف|وشاف}{H:|ت} إنّ ${exam} أصغر {d:من ما كان باين|ممّا كان مبيّن|ممّا كان يبين|ممّا كان يبين}.`, '2'],
  ],
  reflect,
  scene: {
    problem: 'sit in bed surrounded by open school books, looking worried',
    try: 'read a big book in bed late in the evening',
    help: 'sit with Grandpa, who holds little papers and an empty jar',
    together: 'write worries on little papers while Grandpa folds them into a jar',
    resolution: 'lie calmly in bed while Grandpa closes the lid of the jar',
  },
  props: {
    problem: [{ kind: 'book', where: 'ground' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'letter', where: 'held' }],
    together: [{ kind: 'letter', where: 'table' }],
    resolution: [{ kind: 'letter', where: 'table' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

/** Grandma asks to be taught the lesson: explaining it shows the child how much is already known. */
const teachGrandma: SituationPlot = {
  situation: 'exams',
  key: 'exams/teach-grandma',
  gentle: false,
  titles: [
    ['{H} Teaches Grandma', '{H} {H:يُعَلِّمُ|تُعَلِّمُ} جَدَّتَ{H:هُ|ها}', '{H} {d.bh}{H:يعلّم|تعلّم} {d:تيتة|تيتا|الجدّة|اليدّة}'],
    ['The Little Teacher', '{H:المُعَلِّمُ الصَّغيرُ|المُعَلِّمَةُ الصَّغيرَةُ}', '{H:المعلّم|المعلّمة} ال{d.small:H}'],
  ],
  morals: [
    ['When you can explain it, you already know it.', 'حينَ تَسْتَطيعُ أَنْ تَشْرَحَ الشَّيْءَ، فَأَنْتَ تَعْرِفُهُ.', '{d:لمّا تقدر تشرح الحاجة، تبقى عارفها|لمّا فيك تشرح الشي، يعني بتعرفو|لمّا تقدر تشرح الشي، معناها تعرفه|لمّا تقدر تشرح الشي، معناها تعرفه}.'],
    ['You know more than your worry says.', 'أَنْتَ تَعْرِفُ أَكْثَرَ مِمّا يَقولُهُ قَلَقُكَ.', '{d:إنت عارف أكتر من اللي القلق بيقوله|إنت بتعرف أكتر من اللي بيقولو القلق|إنت تعرف أكثر من اللي يقوله القلق|إنت تعرف أكثر من اللي يقوله القلق}.'],
  ],
  problem,
  problemMore,
  tries,
  help: [
    ['Grandma sat down at the table and put on her glasses. "I never learned this at school," she said. "Teach me before the exam! Doing your best can start with teaching."', 'جَلَسَتْ جَدَّتُ{H:هُ|ها} إِلى الطّاوِلَةِ وَلَبِسَتْ نَظّارَتَها، وَقالَتْ: «لَمْ أَتَعَلَّمْ هذا في المَدْرَسَةِ. {H:عَلِّمْني|عَلِّميني} قَبْلَ الامْتِحانِ! فَبَذْلُ الجُهْدِ قَدْ يَبْدَأُ بِالتَّعْليمِ».', `{d:تيتة قعدت على الترابيزة ولبست نضّارتها|تيتا قعدت عالطاولة ولبست نضّاراتها|الجدّة قعدت على الطاولة ولبست نظّارتها|اليدّة يلست على الطاولة ولبست نظّارتها}، وقالت: «{d:أنا ما اتعلّمتش ده في المدرسة|أنا ما تعلّمت هيدا بالمدرسة|أنا ما تعلّمت هذا في المدرسة|أنا ما تعلّمت هذا في المدرسة}. {H:علّمني|علّميني} قبل ${exam}! {d:إنّك تعمل اللي عليك ممكن يبدأ بالتعليم|إنّك تعمل اللي عليك ممكن يبلّش بالتعليم|إنّك تسوّي اللي عليك ممكن يبدأ بالتعليم|إنّك تسوّي اللي عليك ممكن يبدا بالتعليم}».`],
    ['Grandma pulled up a chair and opened {H}\'s book at the first page. "When your Baba was little, he taught me his lessons every night before an exam," she said. "By the end he knew them by heart. Now it is your turn: I am the pupil, and you are the teacher."', 'قَرَّبَتْ جَدَّتُ{H:هُ|ها} كُرْسِيًّا، وَفَتَحَتْ كِتابَ{H:هُ|ها} عَلى الصَّفْحَةِ الأولى، وَقالَتْ: «حينَ كانَ أَبو{H:كَ|كِ} صَغيرًا، كانَ يُعَلِّمُني دُروسَهُ كُلَّ لَيْلَةٍ قَبْلَ الامْتِحانِ، فَيَحْفَظُها في النِّهايَةِ عَنْ ظَهْرِ قَلْبٍ. وَالآنَ جاءَ دَوْرُ{H:كَ|كِ}: أَنا التِّلْميذَةُ، وَ{H:أَنْتَ المُعَلِّمُ|أَنْتِ المُعَلِّمَةُ}».', `{d:تيتة قرّبت كرسي|تيتا قرّبت كرسي|الجدّة قرّبت كرسي|اليدّة قرّبت كرسي}، وفتحت كتاب {H} على أوّل صفحة، وقالت: «{d:لمّا أبوك كان صغيّر، كان بيعلّمني دروسه كل ليلة قبل|لمّا كان بيّك زغير، كان يعلّمني دروسو كل ليلة قبل|يوم كان أبوك صغير، كان يعلّمني دروسه كل ليلة قبل|يوم كان أبوك صغير، كان يعلّمني دروسه كل ليلة قبل} ${exam}، {d:وفي الآخر كان بيحفظها صمّ|وبالآخر كان يحفظن غيب|وفي الآخر كان يحفظها صمّ|وفي الآخر كان يحفظها صمّ}. {d:ودلوقتي دورك|وهلّق دورك|والحين دورك|والحين دورك}: أنا {d:التلميذة|التلميذة|الطالبة|الطالبة}، و{d.you:H} {H:المعلّم|المعلّمة}».`, '2'],
  ],
  together: [
    ['{H} explained the first lesson slowly. Grandma asked, "But why?" and {H} knew the answer!', '{H:شَرَحَ|شَرَحَتْ} {H} الدَّرْسَ الأَوَّلَ بِبُطْءٍ، فَسَأَلَتِ الجَدَّةُ: «وَلكِنْ لِماذا؟» {H:فَعَرَفَ|فَعَرَفَتْ} {H} الجَوابَ!', '{H} شرح{H:|ت} أوّل درس {d:بالراحة|عمهل|بشويش|بشويش}، و{d:تيتة سألت: «بس ليه؟»|تيتا سألت: «بس ليش؟»|الجدّة سألت: «بس ليه؟»|اليدّة سألت: «بس ليش؟»}، و{H} {H:كان عارف|كانت عارفة} الجواب!'],
    ['When {H} got stuck, Grandma did not give the answer; she waited. {H} found it in the book and explained it again, better than before.', 'وَحينَ {H:تَوَقَّفَ|تَوَقَّفَتْ} {H} عِنْدَ سُؤالٍ، لَمْ تَقُلِ الجَدَّةُ الجَوابَ، بَلِ انْتَظَرَتْ؛ {H:فَوَجَدَهُ|فَوَجَدَتْهُ} {H} في الكِتابِ، {H:وَشَرَحَهُ|وَشَرَحَتْهُ} مِنْ جَديدٍ أَحْسَنَ مِنْ قَبْلُ.', 'ولمّا {H} {d:وقف|علق|علق|علق}{H:|ت} عند سؤال، {d:تيتة ما قالتش الجواب، واستنّت|تيتا ما قالت الجواب، ونطرت|الجدّة ما قالت الجواب، وانتظرت|اليدّة ما قالت الجواب، وانتظرت}؛ و{H} طلّع{H:|ت}{d:ه|و|ه|ه} من الكتاب، وشرح{H:|ت}{d:ه|و|ه|ه} {d:تاني أحسن من الأوّل|كمان مرّة أحسن من قبل|مرّة ثانية أحسن من قبل|مرّة ثانية أحسن من قبل}.', '2'],
  ],
  resolution: [
    ['By bedtime {H} had taught Grandma the whole lesson. "You know all of it," Grandma told {H.him}. "The exam is only a chance to show what is in your head."', 'وَقَبْلَ النَّوْمِ {H:كانَ|كانَتْ} {H} قَدْ {H:عَلَّمَ|عَلَّمَتْ} جَدَّتَ{H:هُ|ها} الدَّرْسَ كُلَّهُ، فَقالَتِ الجَدَّةُ: «{H:أَنْتَ تَعْرِفُهُ|أَنْتِ تَعْرِفينَهُ} كُلَّهُ. لَيْسَ الامْتِحانُ إِلّا فُرْصَةً يَظْهَرُ فيها ما في رَأْسِ{H:كَ|كِ}».', `وقبل النوم، {H} {H:كان|كانت} علّم{H:|ت} {d:تيتة|تيتا|الجدّة|اليدّة} الدرس كلّه، و{d:تيتة|تيتا|الجدّة|اليدّة} قالت: «إنت{H:|ي} حافظ{H:|ة} {d:كل حاجة|كل شي|كل شي|كل شي}. ${exam} {d:مش أكتر من فرصة يبان فيها اللي في دماغك|مش أكتر من فرصة يبيّن فيها شو في براسك|مو أكثر من فرصة يبين فيها اللي في راسك|مب أكثر من فرصة يبين فيها اللي في راسك}».`],
    ['Grandma closed the book. "You were a wonderful teacher," she said. "Doing your best looks just like this."', 'أَغْلَقَتِ الجَدَّةُ الكِتابَ وَقالَتْ: «{H:كُنْتَ مُعَلِّمًا رائِعًا|كُنْتِ مُعَلِّمَةً رائِعَةً}؛ وَبَذْلُ الجُهْدِ هكَذا بِالضَّبْطِ».', '{d:تيتة قفلت الكتاب وقالت|تيتا سكّرت الكتاب وقالت|الجدّة سكّرت الكتاب وقالت|اليدّة سكّرت الكتاب وقالت}: «{H:كنت|كنتي} {H:معلّم|معلّمة} {d:هايل|رائع|رائع|رائع}{H:|ة}؛ {d:وإنّك تعمل اللي عليك هو ده بالظبط|وإنّك تعمل اللي عليك هوّي هيدا بالزبط|وإنّك تسوّي اللي عليك هو هذا بالضبط|وإنّك تسوّي اللي عليك هو هذا بالضبط}».'],
    ['Teaching Grandma had shown {H} what the worry had hidden: {H.he} already knew most of it, and the gaps were small enough to fill in one evening. The exam had not changed, but {H} had. That was doing your best, and it was enough.', 'كَشَفَ تَعْليمُ الجَدَّةِ لِ{H.g} ما كانَ القَلَقُ يُخْفيهِ: أَنَّ{H:هُ يَعْرِفُ|ها تَعْرِفُ} مُعْظَمَ الدَّرْسِ، وَأَنَّ الثَّغَراتِ صَغيرَةٌ تَكْفيها سَهْرَةٌ واحِدَةٌ. لَمْ يَتَغَيَّرِ الامْتِحانُ، لكِنَّ {H.a} تَغَيَّرَ{H:|تْ}؛ فَهذا هُوَ بَذْلُ الجُهْدِ، وَهُوَ يَكْفي.', `{d:تعليم تيتة كشف|تعليم تيتا كشف|تعليم الجدّة كشف|تعليم اليدّة كشف} ل{H} {d:اللي كان القلق مخبّيه|شو كان القلق مخبّي|اللي كان القلق مخبّيه|اللي كان القلق مخبّيه}: إنّ{H:ه|ها} {d.bh}{H:ي|ت}عرف {d:معظم الدرس، وإنّ الناقص صغيّر تكفّيه سهرة واحدة|أكتر الدرس، وإنّو الناقص زغير بتكفّيه سهرة وحدة|أكثر الدرس، وإنّ الناقص صغير تكفيه سهرة وحدة|أكثر الدرس، وإنّ الناقص صغير تكفيه سهرة وحدة}. ${exam} {d:ما اتغيّرش|ما تغيّر|ما تغيّر|ما تغيّر}، بس {H} {d:اتغيّر|تغيّر|تغيّر|تغيّر}{H:|ت}؛ {d:وهو ده إنّك تعمل اللي عليك، وده كفاية|وهيدا إنّك تعمل اللي عليك، وهيدا بيكفّي|وهذا إنّك تسوّي اللي عليك، وهذا يكفي|وهذا إنّك تسوّي اللي عليك، وهذا يكفي}.`, '3'],
  ],
  reflect,
  scene: {
    problem: 'sit at a table covered with open school books, looking worried',
    try: 'read a big book at the table late in the evening',
    help: 'sit at the table with Grandma, who puts on her glasses beside an open book',
    together: 'explain a lesson from an open book to Grandma, who listens like a pupil',
    resolution: 'close the book calmly at the table beside Grandma',
  },
  props: {
    problem: [{ kind: 'book', where: 'table' }, { kind: 'school-bag', where: 'ground' }],
    try: [{ kind: 'book', where: 'held' }],
    help: [{ kind: 'book', where: 'table' }],
    together: [{ kind: 'book', where: 'held' }],
    resolution: [{ kind: 'book', where: 'table' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

export const examsPlots: readonly SituationPlot[] = [smallPieces, sandTimer, worryJar, teachGrandma];
