import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * The tablet at bedtime. One more video, and one more; the child hides the tablet under the
 * blanket and turns the sound down. A parent comes, and what the parent does (the tablet is put to
 * bed on its charger in the kitchen, switched off by the child's own hand; five more minutes, then
 * the window and the evening sky, "the biggest screen in the world") makes switching off the start
 * of something good. Older children notice that stopping gets harder, not easier.
 */

const problem: Pool = [
  ['{H} was watching cartoons on the tablet, and when bedtime came, {H.he} did not want to stop.', 'كانَ{H:|تْ} {H} {H:يُشاهِدُ|تُشاهِدُ} الرُّسومَ المُتَحَرِّكَةَ عَلى الجِهازِ اللَّوْحِيِّ، وَحينَ جاءَ وَقْتُ النَّوْمِ لَمْ {H:يُرِدْ|تُرِدْ} أَنْ {H:يَتَوَقَّفَ|تَتَوَقَّفَ}.', '{H} {H:كان|كانت} {d.b}{H:يتفرّج|تتفرّج} على {d:الكرتون على التابلت|الكرتون عالآيباد|الكرتون على الآيباد|الكرتون على الآيباد}، ولمّا {d:جه|إجا|جا|يا} وقت النوم، {H} {d:مش|ما|ما|ما} {d.want:H} {H:ي|ت}وقّف.'],
  ['"Just one more video!" said {H}, holding the tablet tight.', '«مَقْطَعٌ واحِدٌ آخَرُ فَقَطْ!» قالَ{H:|تْ} {H}، {H:وَهُوَ يَضُمُّ|وَهِيَ تَضُمُّ} الجِهازَ اللَّوْحِيَّ بِقُوَّةٍ.', '«{d:فيديو كمان واحد بس|بعد فيديو واحد بس|فيديو واحد بعد بس|فيديو واحد بعد بس}!» قال{H:|ت} {H}، {H:وهو ماسك|وهي ماسكة} {d:التابلت جامد|الآيباد منيح|الآيباد بقوّة|الآيباد بقوّة}.', 'p'],
  ['Every night the same thing happened: the bright little screen of the tablet kept {H}\'s eyes wide open long after bedtime.', 'كُلَّ لَيْلَةٍ يَتَكَرَّرُ الأَمْرُ نَفْسُهُ: تُبْقي شاشَةُ الجِهازِ اللَّوْحِيِّ المُضيئَةُ عَيْنَيْ {H.g} مَفْتوحَتَيْنِ بَعْدَ وَقْتِ النَّوْمِ بِكَثيرٍ.', '{d:كل ليلة نفس الحكاية: شاشة التابلت المنوّرة بتفضل مصحّية|كل ليلة نفس القصّة: شاشة الآيباد المضوّية بتضلّ مفيّقة|كل ليلة نفس السالفة: شاشة الآيباد المنوّرة تظلّ مصحّية|كل ليلة نفس السالفة: شاشة الآيباد المنوّرة تظلّ مصحّية} {H} {d:لبعد وقت النوم بكتير|لبعد وقت النوم بكتير|لين بعد وقت النوم بواجد|لين بعد وقت الرقاد بوايد}.', '2'],
  ['The videos on the tablet never ended: as soon as one finished, the next began, and {H} had noticed that stopping got harder, not easier.', 'لَمْ تَكُنْ مَقاطِعُ الجِهازِ اللَّوْحِيِّ تَنْتَهي أَبَدًا؛ فَما إِنِ انْتَهى مَقْطَعٌ حَتّى بَدَأَ آخَرُ، وَقَدْ لاحَظَ{H:|تْ} {H} أَنَّ التَّوَقُّفَ يَصيرُ أَصْعَبَ لا أَسْهَلَ.', '{d:الفيديوهات على التابلت ما بتخلصش: أوّل ما واحد يخلص، التاني يبدأ|الفيديوهات عالآيباد ما بتخلص: أوّل ما واحد يخلص، التاني بيبلّش|المقاطع في الآيباد ما تخلص: أوّل ما واحد يخلص، الثاني يبدا|المقاطع في الآيباد ما تخلص: أوّل ما واحد يخلص، الثاني يبدا}، و{H} لاحظ{H:|ت} إنّ {d:الوقفة بتبقى أصعب مش أسهل|الوقفة بتصير أصعب مش أسهل|الوقفة تصير أصعب مو أسهل|الوقفة تصير أصعب مب أسهل}.', '3'],
];

const problemMore: Pool = [
  ['The light of the screen glowed on {H}\'s face in the dim room.', 'كانَ ضَوْءُ الشّاشَةِ يَلْمَعُ عَلى وَجْهِ {H.g} في الغُرْفَةِ الخافِتَةِ.', 'نور الشاشة كان {d.b}يلمع على {d:وشّ|وجّ|وجه|ويه} {H} في {d:الأوضة اللي نورها خافت|الغرفة اللي ضوّها خفيف|الغرفة اللي نورها خافت|الحجرة اللي نورها خافت}.'],
  ['{H}\'s eyes felt dry and tired, but the next video had already started.', 'كانَتْ عَيْنا {H.g} جافَّتَيْنِ مُتْعَبَتَيْنِ، لكِنَّ المَقْطَعَ التّالِيَ كانَ قَدْ بَدَأَ.', '{d:عينين|عيون|عيون|عيون} {H} {d:كانت ناشفة وتعبانة، بس الفيديو اللي بعده كان ابتدى خلاص|كانت ناشفة وتعبانة، بس الفيديو اللي بعدو كان بلّش|كانت ناشفة وتعبانة، بس المقطع اللي بعده كان بدا|كانت ناشفة وتعبانة، بس المقطع اللي بعده كان بدا}.'],
  ['When the screen went dark for a moment, the room seemed suddenly too quiet.', 'وَحينَ أَظْلَمَتِ الشّاشَةُ لَحْظَةً، بَدَتِ الغُرْفَةُ فَجْأَةً أَهْدَأَ مِمّا يَنْبَغي.', 'ولمّا الشاشة {d:ضلمت|عتّمت|طفت|طفت} لحظة، {d:الأوضة بانت فجأة ساكتة أوي|الغرفة بيّنت فجأة ساكتة كتير|الغرفة بانت فجأة ساكتة مرّة|الحجرة بانت فجأة ساكتة وايد}.', '2'],
];

const tries: Pool = [
  ['{H} hid the tablet under the blanket to keep watching.', '{H:خَبَّأَ|خَبَّأَتْ} {H} الجِهازَ اللَّوْحِيَّ تَحْتَ البَطّانِيَّةِ لِ{H:يُكْمِلَ|تُكْمِلَ} المُشاهَدَةَ.', '{H} {H:خبّى|خبّت} {d:التابلت تحت البطّانية|الآيباد تحت الحرام|الآيباد تحت البطّانية|الآيباد تحت البطّانية} {d:عشان|تا|عشان|عشان} {H:ي|ت}كمّل الفرجة.'],
  ['{H} turned the sound down very low, so that nobody would hear.', '{H:خَفَضَ|خَفَضَتْ} {H} الصَّوْتَ كَثيرًا، كَيْ لا يَسْمَعَ أَحَدٌ.', '{H} {H:وطّى|وطّت} الصوت {d:خالص|كتير|مرّة|وايد}، {d:عشان محدّش يسمع|تا ما حدا يسمع|عشان ما أحد يسمع|عشان ما حد يسمع}.'],
  ['{H} promised {H.him}self to stop after this one, and then after the next one, and then after the next.', 'وَعَدَ{H:|تْ} {H} نَفْسَ{H:هُ|ها} أَنْ {H:يَتَوَقَّفَ|تَتَوَقَّفَ} بَعْدَ هذا المَقْطَعِ، ثُمَّ بَعْدَ الَّذي يَليهِ، ثُمَّ بَعْدَ الَّذي يَليهِ.', '{H} وعد{H:|ت} نفس{H:ه|ها} {H:ي|ت}وقّف بعد {d:الفيديو ده، وبعدين بعد اللي بعده، وبعدين بعد اللي بعده|هالفيديو، وبعدين بعد اللي بعدو، وبعدين بعد اللي بعدو|هالمقطع، وبعدين بعد اللي بعده، وبعدين بعد اللي بعده|هالمقطع، وبعدين بعد اللي بعده، وبعدين بعد اللي بعده}.', '2'],
  ['{H} tried to stop by {H.him}self and even put the tablet face down, but a minute later {H.his} hand was already reaching for it again.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَتَوَقَّفَ|تَتَوَقَّفَ} {H:وَحْدَهُ|وَحْدَها}، {H:وَقَلَبَ|وَقَلَبَتِ} الجِهازَ اللَّوْحِيَّ عَلى وَجْهِهِ، لكِنَّ يَدَ{H:هُ|ها} امْتَدَّتْ إِلَيْهِ مِنْ جَديدٍ بَعْدَ دَقيقَةٍ.', '{H} حاول{H:|ت} {H:ي|ت}وقّف {d:لوحد|لحال|بروح|بروح}{H:ه|ها}، وقلب{H:|ت} {d:التابلت على وشّه|الآيباد على وجّو|الآيباد على وجهه|الآيباد على ويهه}، بس بعد دقيقة {d:إيد|إيد|يد|يد}{H:ه|ها} {d:كانت بتمدّ عليه تاني|كانت عم تمدّ عليه من جديد|كانت تمدّ عليه مرّة ثانية|كانت تمدّ عليه مرّة ثانية}.', '3p'],
];

const reflect: Pool = [
  ['The tablet can wait until tomorrow, {H} thought, but sleep cannot.', 'فَكَّرَ{H:|تْ} {H}: الجِهازُ اللَّوْحِيُّ يَسْتَطيعُ أَنْ يَنْتَظِرَ حَتّى الغَدِ، أَمّا النَّوْمُ فَلا.', 'فكّر{H:|ت} {H}: {d:التابلت يقدر يستنّى لبكرة، بس النوم لأ|الآيباد فيه ينطر لبكرا، بس النوم لأ|الآيباد يقدر ينتظر لبكرة، بس النوم لا|الآيباد يقدر ينتظر لباكر، بس الرقاد لا}.'],
  ['{H} learned that switching off is easier when we do it ourselves, and when something good is waiting afterwards.', 'تَعَلَّمَ{H:|تْ} {H} أَنَّ الإِطْفاءَ يَكونُ أَسْهَلَ حينَ نَقومُ بِهِ بِأَنْفُسِنا، وَحينَ يَنْتَظِرُنا بَعْدَهُ شَيْءٌ جَميلٌ.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:التابلت أسهل نقفله بإيدينا، ولمّا يكون فيه حاجة حلوة مستنّيانا بعده|الآيباد أسهل نطفّيه بإيدينا، ولمّا يكون في شي حلو ناطرنا بعدو|الآيباد أسهل نسكّره بيدينا، ولمّا يكون فيه شي حلو ينتظرنا بعده|الآيباد أسهل نبنّده بيدينا، ولمّا يكون في شي حلو ينتظرنا بعده}.', '2'],
  ['The tablet never says "enough", {H} thought; that is why we have to learn to say it ourselves, and tonight {H.he} had.', 'فَكَّرَ{H:|تْ} {H} أَنَّ الجِهازَ اللَّوْحِيَّ لا يَقولُ أَبَدًا «يَكْفي»؛ وَلِهٰذا عَلَيْنا أَنْ نَتَعَلَّمَ قَوْلَها بِأَنْفُسِنا، وَقَدْ {H:قالَها|قالَتْها} اللَّيْلَةَ.', 'فكّر{H:|ت} {H} إنّ {d:التابلت عمره ما بيقول «كفاية»؛ عشان كده لازم نتعلّم نقولها إحنا|الآيباد عمرو ما بيقول «بيكفّي»؛ مشان هيك لازم نتعلّم نقولها نحنا|الآيباد عمره ما يقول «بس»؛ عشان كذا لازم نتعلّم نقولها حنّا|الآيباد عمره ما يقول «بس»؛ عشان جي لازم نتعلّم نقولها إحنا}، و{H} {H:قالها|قالتها} الليلة.', '3'],
];

const switchMoral = ['Switching off is easier when something good comes next.', 'يَسْهُلُ الإِطْفاءُ حينَ يَأْتي بَعْدَهُ شَيْءٌ جَميلٌ.', '{d:أسهل نقفله لمّا يكون بعده حاجة حلوة|أسهل نطفّيه لمّا يكون بعدو شي حلو|أسهل نسكّره لمّا يكون بعده شي حلو|أسهل نبنّده لمّا يكون بعده شي حلو}.'] as const;

const shared = { situation: 'screens-bedtime', gentle: false, problem, problemMore, tries, reflect } as const;

/** Mama puts the tablet to bed on its charger in the kitchen, and the child switches it off. */
const tabletToBed: SituationPlot = {
  ...shared,
  key: 'screens-bedtime/tablet-to-bed',
  titles: [
    ['{H} Puts the Tablet to Bed', '{H} {H:يُنَيِّمُ|تُنَيِّمُ} الجِهازَ اللَّوْحِيَّ', '{H} {d.bh}{H:ينيّم|تنيّم} {d:التابلت|الآيباد|الآيباد|الآيباد}'],
    ['Goodnight, Tablet', 'تُصْبِحُ عَلى خَيْرٍ أَيُّها الجِهازُ', '{d:تصبح على خير يا تابلت|تصبح على خير يا آيباد|تصبح على خير يا آيباد|تصبح على خير يا آيباد}'],
  ],
  morals: [
    ['Screens need rest at night, and so do we.', 'الشّاشاتُ تَحْتاجُ إِلى الرّاحَةِ لَيْلًا، وَنَحْنُ كَذلِكَ.', '{d:الشاشات محتاجة ترتاح بالليل، وإحنا كمان|الشاشات بحاجة ترتاح بالليل، ونحنا كمان|الشاشات تحتاج ترتاح بالليل، وحنّا بعد|الشاشات تحتاج ترتاح بالليل، وإحنا بعد}.'],
    switchMoral,
  ],
  help: [
    ['Mama came and sat beside {H}. "The tablet is tired too," she said. "Let us put it to bed on its charger, and switch it off together."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «الجِهازُ اللَّوْحِيُّ مُتْعَبٌ أَيْضًا. هَيّا نُنَيِّمْهُ عَلى شاحِنِهِ، وَنُطْفِئْهُ مَعًا».', '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:التابلت كمان تعبان. يلّا ننيّمه على الشاحن، ونقفله سوا|الآيباد كمان تعبان. يلّا ننيّمو عالشاحن، ونطفّيه سوا|الآيباد بعد تعبان. خلّنا ننيّمه على الشاحن، ونسكّره سوا|الآيباد بعد تعبان. خلّنا نرقّده على الشاحن، ونبنّده سوا}».'],
    ['Mama brought a little basket with a soft cloth in it. "This is the tablet\'s bed," she said. "It sleeps in the kitchen, and we sleep in our rooms. Let us switch it off together and tuck it in."', 'أَحْضَرَتْ أُمُّ{H:هُ|ها} سَلَّةً صَغيرَةً فيها قِطْعَةُ قُماشٍ ناعِمَةٌ، وَقالَتْ: «هذا سَريرُ الجِهازِ اللَّوْحِيِّ؛ يَنامُ في المَطْبَخِ، وَنَنامُ نَحْنُ في غُرَفِنا. هَيّا نُطْفِئْهُ مَعًا وَنُغَطِّهِ».', '{d.mom} {d:جابت سبت صغيّر فيه حتّة قماش ناعمة|جابت سلّة زغيرة فيها شقفة قماش ناعمة|جابت سلّة صغيرة فيها قطعة قماش ناعمة|جابت سلّة صغيرة فيها قطعة قماش ناعمة}، وقالت: «{d:ده سرير التابلت؛ بينام في المطبخ، وإحنا بننام في أوضنا. يلّا نقفله سوا ونغطّيه|هيدا تخت الآيباد؛ بينام بالمطبخ، ونحنا مننام بغرفنا. يلّا نطفّيه سوا ونغطّيه|هذا سرير الآيباد؛ ينام في المطبخ، وحنّا ننام في غرفنا. خلّنا نسكّره سوا ونغطّيه|هذا سرير الآيباد؛ يرقد في المطبخ، وإحنا نرقد في حجرنا. خلّنا نبنّده سوا ونغطّيه}».', '2'],
  ],
  together: [
    ['{H} pressed the button, and the screen went dark. "Goodnight, tablet," {H} whispered.', '{H:ضَغَطَ|ضَغَطَتْ} {H} عَلى الزِّرِّ، فَأَظْلَمَتِ الشّاشَةُ، {H:وَهَمَسَ|وَهَمَسَتْ}: «تُصْبِحُ عَلى خَيْرٍ أَيُّها الجِهازُ».', '{H} {d:داس|كبس|ضغط|ضغط}{H:|ت} على {d:الزرار|الزرّ|الزرّ|الزرّ}، والشاشة {d:ضلمت|عتّمت|طفت|طفت}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:تصبح على خير يا تابلت|تصبح على خير يا آيباد|تصبح على خير يا آيباد|تصبح على خير يا آيباد}».'],
    ['Together they laid it on the kitchen shelf, plugged into its charger like a baby in its bed.', 'وَمَعًا {H:وَضَعاهُ|وَضَعَتاهُ} عَلى رَفِّ المَطْبَخِ مَوْصولًا بِشاحِنِهِ، كَأَنَّهُ طِفْلٌ في سَريرِهِ.', '{d:وسوا حطّوه على رفّ المطبخ في الشاحن، كأنّه بيبي في سريره|وسوا حطّوه على رفّ المطبخ بالشاحن، كأنّو بيبي بتختو|وسوا حطّوه على رفّ المطبخ في الشاحن، كأنّه بيبي في سريره|وسوا حطّوه على رفّ المطبخ في الشاحن، كأنّه ياهل في سريره}.'],
  ],
  resolution: [
    ['With the tablet asleep in the kitchen, Mama read from a real book by the lamp, and {H}\'s eyes grew heavy and calm.', 'وَالجِهازُ اللَّوْحِيُّ نائِمٌ في المَطْبَخِ، قَرَأَتْ أُمُّ{H:هُ|ها} مِنْ كِتابٍ حَقيقِيٍّ عَلى ضَوْءِ المِصْباحِ، فَثَقُلَتْ عَيْنا {H.g} وَهَدَأَتا.', '{d:والتابلت نايم في المطبخ|والآيباد نايم بالمطبخ|والآيباد نايم في المطبخ|والآيباد راقد في المطبخ}، {d.mom} قرت من كتاب {d.really} على نور {d:الأباجورة|اللمبة|الأباجورة|الأباجورة}، و{d:عينين|عيون|عيون|عيون} {H} {d:تقلت وهديت|تقلو وهديو|ثقلت وهدت|ثقلت وهدت}.'],
    ['{H} had switched off the tablet all by {H.him}self, and the quiet room felt soft and sleepy.', '{H:أَطْفَأَ|أَطْفَأَتْ} {H} الجِهازَ اللَّوْحِيَّ بِنَفْسِ{H:هِ|ها}، وَصارَتِ الغُرْفَةُ الهادِئَةُ ناعِمَةً تَدْعو إِلى النَّوْمِ.', '{H} {d:قفل|سكّر|سكّر|بنّد}{H:|ت} {d:التابلت بنفس|الآيباد بحال|الآيباد بنفس|الآيباد بنفس}{H:ه|ها}، و{d:الأوضة الساكتة بقت ناعمة وبتنعّس|الغرفة الساكتة صارت ناعمة وبتنعّس|الغرفة الساكتة صارت ناعمة وتنعّس|الحجرة الساكتة صارت ناعمة وتنعّس}.'],
  ],
  scene: {
    problem: 'watch a glowing tablet on the sofa as evening falls',
    try: 'hide a glowing tablet under the blanket in bed',
    help: 'sit on the bed with Mama, talking about the tablet',
    together: 'lay the switched-off tablet on its charger on the kitchen shelf with Mama',
    resolution: 'listen sleepily in bed as Mama reads from a book',
  },
  props: {
    problem: [{ kind: 'tablet', where: 'held' }],
    try: [{ kind: 'tablet', where: 'held' }, { kind: 'bed' }],
    help: [{ kind: 'tablet', where: 'held' }],
    together: [{ kind: 'tablet', where: 'table' }],
    resolution: [{ kind: 'book', where: 'held' }, { kind: 'bed' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'bedroom', together: 'kitchen', resolution: 'bedroom' },
};

/** Baba's five more minutes, then the off button pressed by the child and the evening sky at the window. */
const windowSky: SituationPlot = {
  ...shared,
  key: 'screens-bedtime/window-sky',
  titles: [
    ['The Biggest Screen in the World', 'أَكْبَرُ شاشَةٍ في العالَمِ', '{d:أكبر شاشة في الدنيا|أكبر شاشة بالدني|أكبر شاشة في الدنيا|أكبر شاشة في الدنيا}'],
    ['{H} and the Window Sky', '{H} وَسَماءُ النّافِذَةِ', '{H} {d:وسما الشبّاك|وسما الشبّاك|وسما الدريشة|وسما الدريشة}'],
  ],
  morals: [
    ['The night sky is the best screen of all.', 'سَماءُ اللَّيْلِ أَجْمَلُ شاشَةٍ عَلى الإِطْلاقِ.', '{d:سما الليل أحلى شاشة في الدنيا|سما الليل أحلى شاشة بالدني|سما الليل أحلى شاشة في الدنيا|سما الليل أحلى شاشة في الدنيا}.'],
    switchMoral,
  ],
  help: [
    ['Baba came and sat down. "Five more minutes on the tablet, and then I will show you the biggest screen in the world," he said.', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ، وَقالَ لَ{H:هُ|ها}: «خَمْسُ دَقائِقَ أُخْرى عَلى الجِهازِ اللَّوْحِيِّ، ثُمَّ {H:أُريكَ|أُريكِ} أَكْبَرَ شاشَةٍ في العالَمِ».', '{d.dad} {d.came:m} وقعد، وقال: «{d:خمس دقايق كمان على التابلت، وبعدين هورّيك أكبر شاشة في الدنيا|خمس دقايق بعد عالآيباد، وبعدين رح فرجيك أكبر شاشة بالدني|خمس دقايق بعد على الآيباد، وبعدين بورّيك أكبر شاشة في الدنيا|خمس دقايق بعد على الآيباد، وبعدين بورّيك أكبر شاشة في الدنيا}».'],
    ['Baba sat down beside {H}. "When this video ends, we will switch off the tablet and go to the window together," he said. "There is something better out there."', 'جَلَسَ أَبو{H:هُ|ها} بِجانِبِ{H:هِ|ها}، وَقالَ: «حينَ يَنْتَهي هذا المَقْطَعُ، نُطْفِئُ الجِهازَ اللَّوْحِيَّ، وَنَذْهَبُ مَعًا إِلى النّافِذَةِ؛ فَهُناكَ شَيْءٌ أَجْمَلُ».', '{d.dad} قعد جنب {H}، وقال: «{d:لمّا الفيديو ده يخلص، نقفل التابلت، ونروح للشبّاك سوا؛ فيه حاجة أحلى برّه|لمّا يخلص هالفيديو، منطفّي الآيباد، ومنروح عالشبّاك سوا؛ في شي أحلى برّا|لمّا يخلص هالمقطع، نسكّر الآيباد، ونروح للدريشة سوا؛ فيه شي أحلى برّا|لمّا يخلص هالمقطع، نبنّد الآيباد، ونروح للدريشة سوا؛ في شي أحلى برّا}».', '2'],
  ],
  together: [
    ['Baba counted down the last minutes with {H}: "Three, two, one."', 'عَدَّ أَبو{H:هُ|ها} مَعَ {H.g} الدَّقائِقَ الأَخيرَةَ: «ثَلاثٌ، اثْنَتانِ، واحِدَةٌ».', '{d.dad} عدّ مع {H} آخر دقايق: «{d:تلاتة، اتنين، واحد|تلاتة، تنين، واحد|ثلاثة، اثنين، واحد|ثلاثة، ثنين، واحد}».'],
    ['Baba drew back the curtain a little, and {H} peeked out at the first star of the evening.', 'أَزاحَ أَبو{H:هُ|ها} السِّتارَةَ قَليلًا، {H:فَأَطَلَّ|فَأَطَلَّتْ} {H} عَلى أَوَّلِ نَجْمَةٍ في المَساءِ.', '{d.dad} {d:زاح الستارة شوية|زاح البرداية شوي|زاح الستارة شوي|زاح الستارة شوي}، و{H} {d:بصّ|طلّع|طالع|طالع}{H:|ت} على أوّل نجمة في المسا.'],
  ],
  resolution: [
    ['Then {H} switched off the tablet and went to the window with Baba. They counted the stars, and the tablet was quite forgotten.', 'ثُمَّ {H:أَطْفَأَ|أَطْفَأَتْ} {H} الجِهازَ اللَّوْحِيَّ، {H:وَذَهَبَ|وَذَهَبَتْ} مَعَ أَبي{H:هِ|ها} إِلى النّافِذَةِ، فَعَدّا النُّجومَ، وَنُسِيَ الجِهازُ اللَّوْحِيُّ تَمامًا.', 'وبعدين {H} {d:قفل|سكّر|سكّر|بنّد}{H:|ت} {d:التابلت|الآيباد|الآيباد|الآيباد} وراح{H:|ت} {d:مع بابا للشبّاك|مع بابا عالشبّاك|مع بابا للدريشة|ويّا بابا للدريشة}، {d:وعدّوا النجوم، والتابلت اتنسى خالص|وعدّوا النجوم، والآيباد انتسى تمامًا|وعدّوا النجوم، والآيباد انتسى تمامًا|وعدّوا النجوم، والآيباد انتسى تمام}.'],
    ['The real sky was a better screen than the tablet, and it was showing the night. {H} yawned a long, sleepy yawn.', 'كانَتِ السَّماءُ الحَقيقِيَّةُ شاشَةً أَجْمَلَ مِنَ الجِهازِ اللَّوْحِيِّ، وَكانَتْ تَعْرِضُ اللَّيْلَ. {H:تَثاءَبَ|تَثاءَبَتْ} {H} تَثاؤُبًا طَويلًا ناعِسًا.', '{d:السما الحقيقية كانت شاشة أحلى من التابلت، وكانت بتعرض الليل|السما الحقيقية كانت شاشة أحلى من الآيباد، وكانت عم تعرض الليل|السما الحقيقية كانت شاشة أحلى من الآيباد، وكانت تعرض الليل|السما الحقيقية كانت شاشة أحلى من الآيباد، وكانت تعرض الليل}. و{H} {d:اتاوب|تاوب|تثاوب|تثاوب}{H:|ت} {d:تاوبة طويلة ونعسانة|تاوبة طويلة ونعسانة|تثاوبة طويلة ونعسانة|تثاوبة طويلة وناعسة}.'],
  ],
  scene: {
    problem: 'watch a glowing tablet on the sofa as evening falls',
    try: 'hide a glowing tablet under the blanket in bed',
    help: 'sit with Baba, who points at the tablet and then at the window',
    together: 'peek past the curtain with Baba at the first star, the tablet still glowing',
    resolution: 'look at the moon and stars from the window with Baba, yawning',
  },
  props: {
    problem: [{ kind: 'tablet', where: 'held' }],
    try: [{ kind: 'tablet', where: 'held' }, { kind: 'bed' }],
    help: [{ kind: 'tablet', where: 'held' }],
    together: [{ kind: 'tablet', where: 'held' }, { kind: 'moon-and-stars', where: 'sky' }],
    resolution: [{ kind: 'moon-and-stars', where: 'sky' }, { kind: 'tablet', where: 'table' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

export const screensBedtimePlots: readonly SituationPlot[] = [tabletToBed, windowSky];
