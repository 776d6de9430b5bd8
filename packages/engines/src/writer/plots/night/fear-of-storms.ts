import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A storm at nightfall. Thunder booms, lightning flashes, and hiding and singing louder do not
 * help; a parent comes, and what the parent does (counting from the flash to the thunder until the
 * numbers grow and the storm moves away; a blanket tent with a lantern where the thunder is the
 * sky's drum) makes the storm something understood and the house a safe place. Older children
 * know the storm cannot come in, and feel their heart shake all the same.
 */

const problem: Pool = [
  ['As the sun went down, dark clouds rolled in, and then came a loud BOOM of thunder. {H} jumped.', 'مَعَ غُروبِ الشَّمْسِ تَجَمَّعَتْ غُيومٌ داكِنَةٌ، ثُمَّ دَوّى الرَّعْدُ: بُمْ! {H:فَقَفَزَ|فَقَفَزَتْ} {H} مِنْ مَكانِ{H:هِ|ها}.', '{d:مع المغرب السحاب الغامق اتلمّ|مع المغرب الغيم الغامق تجمّع|مع المغرب الغيم الغامق غطّى السما|مع المغرب الغيم الغامق غطّى السما}، وبعدين الرعد ضرب: بوم! و{H} {d:اتنفض|نطّ|نقز|نقز}{H:|ت} من مكان{H:ه|ها}.'],
  ['A storm was coming. Thunder rumbled, and {H} was scared.', 'كانَتِ العاصِفَةُ تَقْتَرِبُ، وَالرَّعْدُ يُدَمْدِمُ، {H:وَكانَ|وَكانَتْ} {H} {H:خائِفًا|خائِفَةً}.', '{d:العاصفة كانت جاية، والرعد بيزمجر|العاصفة كانت جايي، والرعد عم يهدر|العاصفة كانت جاية، والرعد يهدر|العاصفة كانت ياية، والرعد يهدر}، و{H} {H:كان خايف|كانت خايفة}.'],
  ['The wind rattled the windows, and every time the thunder boomed, {H} hid {H.his} face.', 'هَزَّتِ الرّيحُ النَّوافِذَ، وَكُلَّما دَوّى الرَّعْدُ {H:خَبَّأَ|خَبَّأَتْ} {H} وَجْهَ{H:هُ|ها}.', '{d:الهوا كان بيخبّط الشبابيك|الهوا كان عم يخبّط الشبابيك|الهوا كان يهزّ الدرايش|الهوا كان يهزّ الدرايش}، وكل ما الرعد يضرب، {H} {H:يخبّي|تخبّي} {d:وشّ|وجّ|وجه|ويه}{H:ه|ها}.', '2'],
  ['{H} knew that the storm could not come inside, but the thunder was so loud that it seemed to shake the whole house, and {H.his} heart shook with it.', 'كانَ{H:|تْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ العاصِفَةَ لا تَسْتَطيعُ أَنْ تَدْخُلَ البَيْتَ، لكِنَّ الرَّعْدَ كانَ عالِيًا حَتّى بَدا كَأَنَّهُ يَهُزُّ البَيْتَ كُلَّهُ، وَقَلْبُ{H:هُ|ها} يَهْتَزُّ مَعَهُ.', '{H} {H:كان|كانت} {H:عارف|عارفة} إنّ العاصفة {d:ما تقدرش تدخل البيت|ما فيها تفوت عالبيت|ما تقدر تدخل البيت|ما تقدر تدخل البيت}، بس الرعد كان {d:عالي لدرجة إنّه باين بيهزّ البيت كلّه|عالي لدرجة إنّو مبيّن عم يهزّ البيت كلّو|عالي لدرجة إنّه كأنّه يهزّ البيت كلّه|عالي لدرجة إنّه كأنّه يهزّ البيت كلّه}، وقلب{H:ه|ها} {d:بيترجّ معاه|عم يرتجف معو|يرجف معه|يرجف ويّاه}.', '3'],
];

const problemMore: Pool = [
  ['Flash! Lightning lit up the room for a moment.', 'وَمَضَ البَرْقُ، فَأَضاءَ الغُرْفَةَ لَحْظَةً.', '{d:البرق لمع ونوّر الأوضة لحظة|البرق لمع وضوّى الغرفة لحظة|البرق لمع ونوّر الغرفة لحظة|البرق لمع ونوّر الحجرة لحظة}.'],
  ['Rain drummed hard on the window.', 'كانَ المَطَرُ يَطْرُقُ زُجاجَ النّافِذَةِ بِقُوَّةٍ.', '{d:المطر كان بيخبّط على إزاز الشبّاك جامد|الشتي كان عم يدقّ على قزاز الشبّاك قويّ|المطر كان يدقّ على زجاج الدريشة بقوّة|المطر كان يدقّ على قزاز الدريشة بقوّة}.'],
  ['{H} pulled the blanket over {H.his} head and pressed {H.his} hands over {H.his} ears.', 'شَدَّ{H:|تْ} {H} البَطّانِيَّةَ فَوْقَ رَأْسِ{H:هِ|ها}، {H:وَسَدَّ|وَسَدَّتْ} أُذُنَيْ{H:هِ|ها} بِيَدَيْ{H:هِ|ها}.', '{H} شدّ{H:|ت} {d:البطّانية|الحرام|البطّانية|البطّانية} فوق راس{H:ه|ها}، وسدّ{H:|ت} {d:ودان|دينات|أذون|أذون}{H:ه|ها} {d:بإيدي|بإيدي|بيدين|بيدين}{H:ه|ها}.', '2p'],
];

const tries: Pool = [
  ['{H} hid under the table, but the thunder found {H.him} there too.', '{H:اخْتَبَأَ|اخْتَبَأَتْ} {H} تَحْتَ الطّاوِلَةِ، لكِنَّ صَوْتَ الرَّعْدِ وَصَلَ إِلَيْ{H:هِ|ها} هُناكَ أَيْضًا.', '{H} {d.hid:H} تحت {d:الترابيزة|الطاولة|الطاولة|الطاولة}، بس صوت الرعد وصل ل{H:ه|ها} {d:هناك كمان|لهونيك كمان|هناك بعد|هناك بعد}.'],
  ['{H} sang a song very loudly to cover the noise, but the thunder was louder.', '{H:غَنّى|غَنَّتْ} {H} أُغْنِيَةً بِصَوْتٍ عالٍ جِدًّا لِ{H:يُغَطِّيَ|تُغَطِّيَ} عَلى الصَّوْتِ، لكِنَّ الرَّعْدَ كانَ أَعْلى.', '{H} {H:غنّى|غنّت} {d:غنوة بصوت عالي أوي|غنّية بصوت عالي كتير|أغنية بصوت عالي مرّة|أغنية بصوت عالي وايد} {d:عشان|تا|عشان|عشان} {H:ي|ت}غطّي على الصوت، بس الرعد كان أعلى.'],
  ['{H} closed the curtains tight so as not to see the lightning, but the flashes still crept in at the edges.', '{H:أَغْلَقَ|أَغْلَقَتْ} {H} السَّتائِرَ جَيِّدًا كَيْ لا {H:يَرى|تَرى} البَرْقَ، لكِنَّ وَميضَهُ ظَلَّ يَتَسَلَّلُ مِنَ الأَطْرافِ.', '{H} {d:قفل|سكّر|سكّر|بنّد}{H:|ت} {d:الستاير|البرادي|الستاير|الستاير} {d:كويس|منيح|زين|زين} {d:عشان ما|تا ما|عشان ما|عشان ما} {H:ي|ت}شوف{d:ش|||} البرق، بس {d:لمعته فضلت تدخل من الأطراف|لمعتو ضلّت تفوت من الأطراف|لمعته ظلّت تدخل من الأطراف|لمعته ظلّت تدخل من الأطراف}.', '2w'],
  ['{H} told {H.him}self that {H.he} was too old to be afraid of a noise, but that did not make {H.his} heart beat any slower.', 'قالَ{H:|تْ} {H} لِنَفْسِ{H:هِ|ها} إِنَّ{H:هُ|ها} أَكْبَرُ مِنْ أَنْ {H:يَخافَ|تَخافَ} مِنْ صَوْتٍ، لكِنَّ ذلِكَ لَمْ يُبْطِئْ دَقّاتِ قَلْبِ{H:هِ|ها}.', '{H} قال{H:|ت} لنفس{H:ه|ها} إنّ{H:ه|ها} {H:كبير|كبيرة} {d:على الخوف من شويّة دوشة|عالخوف من شوية صوت|على الخوف من صوت|على الخوف من صوت}، بس {d:ده ما خلّاش|هيدا ما خلّى|هذا ما خلّى|هذا ما خلّى} قلب{H:ه|ها} {d:يهدى|يهدا|يهدا|يهدا}.', '3'],
];

const reflect: Pool = [
  ['Thunder is only a big sound, {H} thought, and sounds cannot hurt.', 'فَكَّرَ{H:|تْ} {H}: الرَّعْدُ لَيْسَ إِلّا صَوْتًا كَبيرًا، وَالأَصْواتُ لا تُؤْذي.', 'فكّر{H:|ت} {H}: {d:الرعد ده مجرّد صوت كبير، والصوت ما بيأذيش|الرعد بس صوت كبير، والصوت ما بيأذي|الرعد بس صوت كبير، والصوت ما يأذي|الرعد بس صوت كبير، والصوت ما يأذي}.'],
  ['The storm always passes, {H} learned, and afterwards the air smells fresh and clean.', 'تَعَلَّمَ{H:|تْ} {H} أَنَّ العاصِفَةَ تَمْضي دائِمًا، وَأَنَّ الهَواءَ بَعْدَها تَفوحُ مِنْهُ رائِحَةٌ نَقِيَّةٌ.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ العاصفة {d:دايمًا بتعدّي، والهوا بعدها بيبقى ريحته نضيفة|دايمًا بتمرق، والهوا بعدها بتصير ريحتو نضيفة|دايم تعدّي، والهوا بعدها ريحته نظيفة|دايم تعدّي، والهوا بعدها ريحته نظيفة}.', '2'],
  ['Being brave in a storm, {H} understood, does not mean not hearing the thunder; it means knowing you are safe while you hear it.', 'فَهِمَ{H:|تْ} {H} أَنَّ الشَّجاعَةَ في العاصِفَةِ لا تَعْني أَلّا نَسْمَعَ الرَّعْدَ، بَلْ أَنْ نَعْرِفَ أَنَّنا في أَمانٍ وَنَحْنُ نَسْمَعُهُ.', '{H} فهم{H:|ت} إنّ الشجاعة في العاصفة {d:مش إنّنا ما نسمعش الرعد، لأ، إنّنا نعرف إنّنا في أمان وإحنا سامعينه|مش إنّو ما نسمع الرعد، لأ، إنّو نعرف إنّنا بأمان ونحنا عم نسمعو|مو إنّا ما نسمع الرعد، لا، إنّا ندري إنّا في أمان وحنّا نسمعه|مب إنّا ما نسمع الرعد، لا، إنّا ندري إنّا في أمان وإحنا نسمعه}.', '3'],
];

const passesMoral = ['Every storm passes.', 'كُلُّ عاصِفَةٍ تَمْضي.', '{d:كل عاصفة بتعدّي|كل عاصفة بتمرق|كل عاصفة تعدّي|كل عاصفة تعدّي}.'] as const;

const shared = { situation: 'fear-of-storms', gentle: false, problem, problemMore, tries, reflect } as const;

const livingRoom = { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'living-room' } as const;

/** Baba counts from the flash to the thunder: the numbers grow, and the storm moves away. */
const counting: SituationPlot = {
  ...shared,
  key: 'fear-of-storms/counting',
  titles: [
    ['{H} Counts the Storm Away', '{H} {H:يَعُدُّ|تَعُدُّ} حَتّى تَبْتَعِدَ العاصِفَةُ', '{H} {d.bh}{H:يعدّ|تعدّ} {d:لحدّ ما العاصفة تبعد|لحدّ ما تبعد العاصفة|لين تبعد العاصفة|لين تبعد العاصفة}'],
    ['One, Two, Three, Thunder!', 'واحِدٌ، اثْنانِ، ثَلاثَةٌ... رَعْدٌ!', '{d:واحد، اتنين، تلاتة... رعد!|واحد، تنين، تلاتة... رعد!|واحد، اثنين، ثلاثة... رعد!|واحد، ثنين، ثلاثة... رعد!}'],
  ],
  morals: [
    ['What we understand scares us less.', 'ما نَفْهَمُهُ يُخيفُنا أَقَلَّ.', '{d:اللي بنفهمه بيخوّفنا أقلّ|اللي منفهمو بيخوّفنا أقلّ|اللي نفهمه يخوّفنا أقلّ|اللي نفهمه يخوّفنا أقلّ}.'],
    passesMoral,
  ],
  help: [
    ['Baba came and sat by the window. "Let us count after the lightning," he said. "The bigger the number before the thunder, the farther away the storm is."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عِنْدَ النّافِذَةِ، وَقالَ: «هَيّا نَعُدَّ بَعْدَ البَرْقِ؛ فَكُلَّما كَبُرَ العَدَدُ قَبْلَ الرَّعْدِ، كانَتِ العاصِفَةُ أَبْعَدَ».', '{d.dad} {d.came:m} وقعد جنب {d.window}، وقال: «{d:يلّا نعدّ بعد البرق؛ كل ما الرقم يكبر قبل الرعد، العاصفة تبقى أبعد|يلّا نعدّ بعد البرق؛ كل ما يكبر الرقم قبل الرعد، بتكون العاصفة أبعد|خلّنا نعدّ بعد البرق؛ كل ما كبر الرقم قبل الرعد، العاصفة تكون أبعد|خلّنا نعدّ بعد البرق؛ كل ما كبر الرقم قبل الرعد، العاصفة تكون أبعد}».'],
    ['Baba sat down with {H} by the window. "Thunder is the sound lightning makes," he said. "Light is fast and sound is slow, so we can count how far away the storm is."', 'جَلَسَ أَبو{H:هُ|ها} مَعَ{H:هُ|ها} عِنْدَ النّافِذَةِ، وَقالَ: «الرَّعْدُ صَوْتُ البَرْقِ؛ الضَّوْءُ سَريعٌ وَالصَّوْتُ بَطيءٌ، فَنَسْتَطيعُ أَنْ نَعُدَّ كَمْ تَبْعُدُ العاصِفَةُ».', '{d.dad} قعد مع {H} {d:جنب الشبّاك|حدّ الشبّاك|جنب الدريشة|يمّ الدريشة}، وقال: «{d:الرعد ده صوت البرق؛ النور سريع والصوت بطيء، فنقدر نعدّ العاصفة بعيدة قدّ إيه|الرعد هوّي صوت البرق؛ الضو سريع والصوت بطيء، فينا نعدّ قدّيش العاصفة بعيدة|الرعد هو صوت البرق؛ النور سريع والصوت بطيء، نقدر نعدّ كم العاصفة بعيدة|الرعد هو صوت البرق؛ النور سريع والصوت بطيء، نقدر نعدّ شقد العاصفة بعيدة}».', '2'],
  ],
  together: [
    ['Flash! "One, two, three," they counted together, and then came the thunder.', 'وَمَضَ البَرْقُ، فَعَدّا مَعًا: «واحِدٌ، اثْنانِ، ثَلاثَةٌ»، ثُمَّ جاءَ الرَّعْدُ.', 'البرق لمع، {d:وعدّوا سوا: «واحد، اتنين، تلاتة»، وبعدين جه الرعد|وعدّوا سوا: «واحد، تنين، تلاتة»، وبعدين إجا الرعد|وعدّوا سوا: «واحد، اثنين، ثلاثة»، وبعدين جا الرعد|وعدّوا سوا: «واحد، ثنين، ثلاثة»، وبعدين يا الرعد}.'],
    ['At the next flash they counted all the way to six before the thunder came: the storm was moving away.', 'وَعِنْدَ الوَميضِ التّالي عَدّا حَتّى سِتَّةٍ قَبْلَ أَنْ يَأْتِيَ الرَّعْدُ؛ فَالعاصِفَةُ تَبْتَعِدُ.', '{d:ومع اللمعة اللي بعدها عدّوا لحدّ ستّة قبل ما ييجي الرعد؛ العاصفة بتبعد|ومع اللمعة اللي بعدا عدّوا لستّة قبل ما يجي الرعد؛ العاصفة عم تبعد|ومع اللمعة اللي بعدها عدّوا لين ستّة قبل لا يجي الرعد؛ العاصفة تبعد|ومع اللمعة اللي بعدها عدّوا لين ستّة قبل لا ييي الرعد؛ العاصفة تبعد}.'],
  ],
  resolution: [
    ['Soon they counted all the way to ten, and the thunder was only a soft grumble far away. The storm was leaving.', 'وَسُرْعانَ ما عَدّا حَتّى العَشَرَةِ، فَصارَ الرَّعْدُ دَمْدَمَةً خافِتَةً بَعيدَةً. كانَتِ العاصِفَةُ تَرْحَلُ.', '{d:وبسرعة عدّوا لحدّ عشرة، والرعد بقى همهمة واطية بعيدة. العاصفة كانت ماشية|وبسرعة عدّوا لعشرة، والرعد صار همهمة واطية بعيدة. العاصفة كانت فالّة|وبسرعة عدّوا لين عشرة، والرعد صار همهمة واطية بعيدة. العاصفة كانت رايحة|وبسرعة عدّوا لين عشرة، والرعد صار همهمة واطية بعيدة. العاصفة كانت رايحة}.'],
    ['The fear of the thunder was gone: {H} knew how to count until the storm moved away.', 'ذَهَبَ الخَوْفُ مِنَ الرَّعْدِ؛ فَقَدْ {H:عَرَفَ|عَرَفَتْ} {H} كَيْفَ {H:يَعُدُّ|تَعُدُّ} حَتّى تَبْتَعِدَ العاصِفَةُ.', 'الخوف من الرعد راح؛ {H} عرف{H:|ت} {d:إزاي|كيف|كيف|شلون} {H:ي|ت}عدّ {d:لحدّ ما العاصفة تبعد|لحدّ ما تبعد العاصفة|لين تبعد العاصفة|لين تبعد العاصفة}.'],
  ],
  scene: {
    problem: 'jump at a flash of lightning in the window as dark clouds roll in',
    try: 'hide under the table while the storm rattles the window',
    help: 'sit at the rainy window with Baba, ready to count',
    together: 'count on their fingers with Baba as lightning flashes far away',
    resolution: 'watch the storm drift away from the window, calm, beside Baba',
  },
  props: {
    resolution: [{ kind: 'moon-and-stars', where: 'sky' }],
  },
  rooms: livingRoom,
};

/** Mama's blanket tent and lantern: inside, the thunder is only the sky's big drum. */
const stormTent: SituationPlot = {
  ...shared,
  key: 'fear-of-storms/storm-tent',
  titles: [
    ['{H} and the Storm Tent', '{H} وَخَيْمَةُ العاصِفَةِ', '{H} وخيمة العاصفة'],
    ['The Sky\'s Big Drum', 'طَبْلُ السَّماءِ الكَبيرُ', '{d:طبلة السما الكبيرة|طبل السما الكبير|طبل السما الكبير|طبل السما الكبير}'],
  ],
  morals: [
    ['A safe place and a loving hand make any storm smaller.', 'المَكانُ الآمِنُ وَاليَدُ المُحِبَّةُ يُصَغِّرانِ كُلَّ عاصِفَةٍ.', '{d:المكان الأمان والإيد الحنيّنة بيصغّروا أيّ عاصفة|المطرح الأمان والإيد الحنونة بيزغّروا أيّ عاصفة|المكان الآمن واليد الحنونة يصغّرون أيّ عاصفة|المكان الآمن واليد الحنونة يصغّرون أيّ عاصفة}.'],
    passesMoral,
  ],
  help: [
    ['Mama came with a big blanket and a little lantern. "Let us build a storm tent," she said. "Inside it, the thunder is just the sky playing its drum."', 'جاءَتْ أُمُّ{H:هُ|ها} تَحْمِلُ بَطّانِيَّةً كَبيرَةً وَفانوسًا صَغيرًا، وَقالَتْ: «هَيّا نَبْنِ خَيْمَةَ العاصِفَةِ؛ فَفي داخِلِها لَيْسَ الرَّعْدُ إِلّا السَّماءَ تَقْرَعُ طَبْلَها».', '{d.mom} {d.came:f} {d:شايلة بطّانية كبيرة وفانوس صغيّر|حاملة حرام كبير وفانوس زغير|شايلة بطّانية كبيرة وفانوس صغير|شايلة بطّانية كبيرة وفانوس صغير}، وقالت: «{d:يلّا نبني خيمة العاصفة؛ جوّاها الرعد ده مجرّد السما بتطبّل|يلّا نعمّر خيمة العاصفة؛ جوّاتا الرعد بس السما عم تدقّ عالطبل|خلّنا نبني خيمة العاصفة؛ داخلها الرعد بس السما تدقّ طبلها|خلّنا نبني خيمة العاصفة؛ داخلها الرعد بس السما تدقّ طبلها}».'],
    ['Mama spread a blanket over two chairs and crawled under it with {H}. "The storm is outside, and we are inside," she said. "Listen: the thunder is the sky\'s big drum, and the rain is watering the whole city."', 'فَرَشَتْ أُمُّ{H:هُ|ها} بَطّانِيَّةً فَوْقَ كُرْسِيَّيْنِ، وَدَخَلَتْ تَحْتَها مَعَ {H.g}، وَقالَتْ لَ{H:هُ|ها}: «العاصِفَةُ في الخارِجِ، وَنَحْنُ في الدّاخِلِ. {H:اسْمَعْ|اسْمَعي}: الرَّعْدُ طَبْلُ السَّماءِ الكَبيرُ، وَالمَطَرُ يَسْقي المَدينَةَ كُلَّها».', '{d.mom} فرشت {d:بطّانية|حرام|بطّانية|بطّانية} فوق كرسيّين، ودخلت {d:تحتها|تحتو|تحتها|تحتها} مع {H}، وقالت: «العاصفة {d:برّه وإحنا جوّه|برّا ونحنا جوّا|برّا وحنّا داخل|برّا وإحنا داخل}. اسمع{H:|ي}: {d:الرعد ده طبلة السما الكبيرة، والمطر بيسقي المدينة كلّها|الرعد هوّي طبل السما الكبير، والشتي عم يسقي المدينة كلّا|الرعد طبل السما الكبير، والمطر يسقي المدينة كلّها|الرعد طبل السما الكبير، والمطر يسقي المدينة كلّها}».', '2'],
  ],
  together: [
    ['Inside the tent, by the light of the lantern, they drummed on their knees along with the rain.', 'وَداخِلَ الخَيْمَةِ، عَلى ضَوْءِ الفانوسِ، {H:قَرَعا|قَرَعَتا} عَلى رُكَبِهِما مَعَ المَطَرِ.', '{d:وجوّه الخيمة، على نور الفانوس، طبّلوا على ركبهم مع المطر|وجوّا الخيمة، على ضو الفانوس، دقّوا على ركابن مع الشتي|وداخل الخيمة، على نور الفانوس، دقّوا على ركبهم مع المطر|وداخل الخيمة، على نور الفانوس، دقّوا على ركبهم ويّا المطر}.', 'p'],
    ['When the thunder boomed, Mama said "Boom!" like a drum, and {H} said "Boom!" back.', 'وَحينَ دَوّى الرَّعْدُ، قالَتْ أُمُّ{H:هُ|ها}: «بُمْ!» مِثْلَ الطَّبْلِ، {H:فَرَدَّ|فَرَدَّتْ} {H}: «بُمْ!»', 'ولمّا الرعد ضرب، {d.mom} قالت: «بوم!» {d:زيّ الطبلة|متل الطبل|مثل الطبل|شرات الطبل}، و{H} ردّ{H:|ت}: «بوم!»'],
  ],
  resolution: [
    ['In the cosy tent the thunder sounded like a faraway drum, and {H} listened to the rain until {H.his} eyes grew heavy.', 'في الخَيْمَةِ الدّافِئَةِ صارَ الرَّعْدُ مِثْلَ طَبْلٍ بَعيدٍ، {H:وَظَلَّ|وَظَلَّتْ} {H} {H:يُصْغي|تُصْغي} إِلى المَطَرِ حَتّى ثَقُلَتْ عَيْنا{H:هُ|ها}.', 'في الخيمة الدافية، الرعد {d:بقى زيّ طبلة بعيدة|صار متل طبل بعيد|صار مثل طبل بعيد|صار شرات طبل بعيد}، و{H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {d.bh}{H:يسمع|تسمع} {d:المطر|الشتي|المطر|المطر} {d:لحدّ ما|لحدّ ما|لين|لين} {d:عيني|عيون|عيون|عيون}{H:ه|ها} {d:تقلت|تقلو|ثقلت|ثقلت}.'],
    ['The storm was only weather outside the window. Inside the tent, with Mama close, {H} felt safe.', 'لَمْ تَكُنِ العاصِفَةُ إِلّا طَقْسًا خارِجَ النّافِذَةِ؛ وَفي الخَيْمَةِ، وَأُمُّ{H:هُ|ها} قَريبَةٌ، شَعَرَ{H:|تْ} {H} بِالأَمانِ.', 'العاصفة {d:كانت مجرّد جوّ برّه الشبّاك|كانت بس طقس برّا الشبّاك|كانت بس جوّ برّا الدريشة|كانت بس جوّ برّا الدريشة}؛ {d:وجوّه الخيمة|وجوّا الخيمة|وداخل الخيمة|وداخل الخيمة}، و{d.mom} {d:جنب|حدّ|جنب|يمّ}{H:ه|ها}، {H} حسّ{H:|ت} بالأمان.'],
  ],
  scene: {
    problem: 'jump at a flash of lightning in the window as dark clouds roll in',
    try: 'hide under the table while the storm rattles the window',
    help: 'sit with Mama, who holds a big blanket and a small lantern',
    together: 'sit in a blanket tent with Mama by lantern light, drumming on their knees',
    resolution: 'lie sleepily in the blanket tent by lantern light while rain falls outside',
  },
  props: {
    help: [{ kind: 'lantern', where: 'held' }],
    together: [{ kind: 'lantern', where: 'ground' }],
    resolution: [{ kind: 'lantern', where: 'ground' }],
  },
  rooms: livingRoom,
};

export const fearOfStormsPlots: readonly SituationPlot[] = [counting, stormTent];
