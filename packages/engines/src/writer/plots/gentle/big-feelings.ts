import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A big angry feeling (a tantrum, frustration, shouting). Told calmly and without shaming: the
 * feeling is allowed, the child is not in trouble, and a parent shows a way back to calm (a deep
 * breath like smelling a flower and blowing out a candle; a sand timer to watch and a feeling to
 * name), so that words can come back.
 */

const problem: Pool = [
  ['Something went wrong, and a big angry feeling rushed up inside {H}; all the calm was gone.', 'حَدَثَ شَيْءٌ لَمْ يُعْجِبْ {H.a}، فَانْدَفَعَ في داخِلِ{H:هِ|ها} غَضَبٌ كَبيرٌ، وَضاعَ الهُدوءُ كُلُّهُ.', '{d:حصلت حاجة ما عجبتش|صار شي ما عجب|صار شي ما عجب|صار شي ما عجب} {H}، و{d:زعل|غضب|زعل|زعل} كبير طلع {d:جوّا|جوّا|داخل|داخل}{H:ه|ها}، و{d:الهدوء راح خالص|الهدوء راح كلّو|الهدوء راح كلّه|الهدوء راح كلّه}.'],
  ['Things did not go {H.his} way, and {H} got so angry that {H.he} shouted; it was hard to find {H.his} calm again.', 'لَمْ تَسِرِ الأُمورُ كَما {H:أَرادَ|أَرادَتْ} {H}، {H:فَغَضِبَ|فَغَضِبَتْ} حَتّى {H:صَرَخَ|صَرَخَتْ}، وَصَعُبَ عَلَيْ{H:هِ|ها} أَنْ {H:يَسْتَعيدَ|تَسْتَعيدَ} الهُدوءَ.', 'الأمور {d:ما مشيتش|ما مشيت|ما مشت|ما مشت} {d:زيّ ما|متل ما|مثل ما|شرات ما} {H} {d.want:H}، ف{d:اتعصّب|عصّب|عصّب|عصّب}{H:|ت} {d:لحدّ ما زعّق|لدرجة صرّخ|لين صرّخ|لين صرّخ}{H:|ت}، و{d:بقى صعب|صار صعب|صار صعب|صار صعب} علي{H:ه|ها} {H:يرجّع|ترجّع} الهدوء.'],
  ['{H} knew that shouting did not help, but frustration came like a wave: it rose so fast that the words got lost, and so did the calm.', 'كانَ{H:|تْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّ الصُّراخَ لا يُفيدُ، لكِنَّ الضّيقَ كانَ يَأْتي كَالمَوْجَةِ: يَعْلو بِسُرْعَةٍ، فَتَضيعُ الكَلِماتُ، وَيَضيعُ الهُدوءُ.', '{H} {H:كان|كانت} {d:عارف|عارف|داري|داري}{H:|ة} إنّ {d:الزعيق مبيفيدش|الصريخ ما بيفيد|الصراخ ما يفيد|الصراخ ما يفيد}، بس {d:العصبية لمّا بتيجي بتبقى زيّ|العصبيّة لمّا بتجي بتكون متل|العصبيّة لمّا تجي تكون مثل|العصبيّة لمّا تيي تكون شرات} الموجة: {d:بتعلى|بتعلى|تعلى|تعلى} بسرعة، والكلام {d:بيضيع|بيضيع|يضيع|يضيع}، والهدوء {d:بيروح|بيروح|يروح|يروح}.', '3'],
];

const problemMore: Pool = [
  ['{H}\'s face went hot, and {H.his} hands made tight fists.', 'احْمَرَّ وَجْهُ {H.g}، وَانْقَبَضَتْ يَدا{H:هُ|ها}.', 'وشّ {H} احمرّ، و{d:إيدي|إيدي|يدين|يدين}{H:ه|ها} {d:اتقفلت|تسكّرت|انقبضت|انقبضت}.', 'p'],
  ['{H} stamped {H.his} foot hard on the floor.', 'ضَرَبَ{H:|تْ} {H} الأَرْضَ بِقَدَمِ{H:هِ|ها} بِقُوَّةٍ.', '{H} {d:خبط|دبك|دقّ|دقّ}{H:|ت} {d:برجل|بإجر|برجل|برجل}{H:ه|ها} على الأرض {d:جامد|بقوّة|بقوّة|بقوّة}.', 'w'],
  ['"It is not fair!" {H} cried.', '«هذا لَيْسَ عَدْلًا!» صاحَ{H:|تْ} {H}.', '«{d:ده مش عدل|هيدا مش عدل|هذا مو عدل|هذا مب عدل}!» {d:زعّق|صرّخ|صاح|صاح}{H:|ت} {H}.'],
];

const tries: Pool = [
  ['{H} threw a cushion across the room, but the angry feeling did not go anywhere.', '{H:رَمى|رَمَتْ} {H} وِسادَةً عَبْرَ الغُرْفَةِ، لكِنَّ الغَضَبَ لَمْ يَذْهَبْ إِلى أَيِّ مَكانٍ.', '{H} {H:رمى|رمت} مخدّة {d:في الأوضة|بالغرفة|في الغرفة|في الحجرة}، بس {d:الزعل ما راحش في أيّ حتّة|الغضب ما راح لمحلّ|الزعل ما راح لأي مكان|الزعل ما راح لأي مكان}.', 'p'],
  ['{H} hid under the blanket, huffing and puffing, but the feeling still felt much too big.', '{H:اخْتَبَأَ|اخْتَبَأَتْ} {H} تَحْتَ البَطّانِيَّةِ {H:يَنْفُخُ|تَنْفُخُ} بِغَيْظٍ، لكِنَّ الشُّعورَ ظَلَّ كَبيرًا جِدًّا.', '{H} {d.hid:H} تحت {d:البطّانية|الحرام|البطّانية|اللحاف} و{H:هو|هي} {d.b}{H:ينفخ|تنفخ}، بس {d:الإحساس فضل كبير أوي|الشعور ضلّ كبير كتير|الشعور ظلّ كبير مرّة|الشعور ظلّ كبير وايد}.'],
  ['{H} tried to explain, but the words came out as a shout, and that made it worse.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَشْرَحَ|تَشْرَحَ}، لكِنَّ الكَلِماتِ خَرَجَتْ صُراخًا، فَزادَ الأَمْرُ سوءًا.', '{H} حاول{H:|ت} {H:يشرح|تشرح}، بس الكلام طلع {d:زعيق|صريخ|صراخ|صراخ}، {d:والموضوع بقى أوحش|والشي صار أسوأ|والسالفة صارت أسوأ|والسالفة صارت أسوأ}.', '2'],
];

const reflect: Pool = [
  ['Big feelings are allowed, {H} thought; a deep breath helps them get smaller.', 'فَكَّرَ{H:|تْ} {H}: المَشاعِرُ الكَبيرَةُ مَسْموحَةٌ، وَنَفَسٌ عَميقٌ يُصَغِّرُها.', 'فكّر{H:|ت} {H}: {d:المشاعر الكبيرة مسموح بيها، ونفس عميق بيصغّرها|المشاعر الكبيرة مسموحة، ونفس عميق بيزغّرها|المشاعر الكبيرة مسموحة، ونفس عميق يصغّرها|المشاعر الكبيرة مسموحة، ونفس عميق يصغّرها}.'],
  ['Being angry is not being bad; it is a feeling, and feelings pass.', 'الغَضَبُ لَيْسَ شَرًّا؛ إِنَّهُ شُعورٌ، وَالمَشاعِرُ تَمُرُّ.', '{d:الزعل مش وحاشة؛ ده إحساس، والإحساس بيعدّي|الغضب مش شي عاطل؛ هيدا شعور، والشعور بيمرق|الزعل مو شي شين؛ هذا شعور، والشعور يمرّ|الزعل مب شي شين؛ هذا شعور، والشعور يمرّ}.'],
  ['{H} learned that calm is not something you wait for; it is something you can make, one breath at a time.', '{H:تَعَلَّمَ|تَعَلَّمَتْ} {H} أَنَّ الهُدوءَ لا نَنْتَظِرُهُ، بَلْ نَصْنَعُهُ، نَفَسًا بَعْدَ نَفَسٍ.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ الهدوء {d:مش حاجة نستنّاها؛ ده حاجة نعملها، نفس ورا نفس|مش شي ننطرو؛ هيدا شي منعملو، نفس ورا نفس|مو شي ننتظره؛ هذا شي نسوّيه، نفس ورا نفس|مب شي ننتظره؛ هذا شي نسوّيه، نفس ورا نفس}.', '2'],
];

const bedtime: Pool = [
  ['At bedtime {H} took one more deep breath, slow and soft.', 'وَقْتَ النَّوْمِ {H:أَخَذَ|أَخَذَتْ} {H} نَفَسًا عَميقًا آخَرَ، بَطيئًا ناعِمًا.', 'وقت النوم {H} {d.took:H} نفس عميق {d:كمان|كمان|بعد|بعد}، {d:بالراحة|عمهل|بشويش|بشويش}.'],
];

const before: Pool = [
  ['That afternoon {H} was already tired and a little grumpy.', 'في ذلِكَ العَصْرِ كانَ{H:|تْ} {H} {H:مُتْعَبًا|مُتْعَبَةً} وَ{H:ضَجِرًا|ضَجِرَةً} قَليلًا.', '{d:العصر ده|هالعصر|هالعصر|هالعصر} {H} {H:كان|كانت} تعبان{H:|ة} ومتضايق{H:|ة} {d.bit}.'],
];

const morals: Pool = [
  ['All feelings are allowed; a deep breath helps us choose what to do with them.', 'كُلُّ المَشاعِرِ مَسْموحَةٌ، وَنَفَسٌ عَميقٌ يُساعِدُنا عَلى اخْتِيَارِ ما نَفْعَلُ.', '{d:كل المشاعر مسموح بيها، ونفس عميق بيساعدنا نختار هنعمل إيه|كل المشاعر مسموحة، ونفس عميق بيساعدنا نختار شو بدّنا نعمل|كل المشاعر مسموحة، ونفس عميق يساعدنا نختار وش نسوّي|كل المشاعر مسموحة، ونفس عميق يساعدنا نختار شو نسوّي}.'],
  ['Calm is something we can make, one breath at a time.', 'الهُدوءُ نَصْنَعُهُ، نَفَسًا بَعْدَ نَفَسٍ.', '{d:الهدوء حاجة بنعملها، نفس ورا نفس|الهدوء شي منعملو، نفس ورا نفس|الهدوء شي نسوّيه، نفس ورا نفس|الهدوء شي نسوّيه، نفس ورا نفس}.'],
];

const shared = { situation: 'big-feelings', gentle: false, problem, problemMore, tries, reflect, bedtime, before, morals } as const;

/** Mama kneels close: the child is not in trouble; smell the flower, blow out the candle. */
const flowerCandle: SituationPlot = {
  ...shared,
  key: 'big-feelings/flower-and-candle',
  titles: [
    ['Smell the Flower, Blow the Candle', '{H:شُمَّ|شُمّي} الزَّهْرَةَ، {H:وَانْفُخِ|وَانْفُخي} الشَّمْعَةَ', '{H:شمّ|شمّي} الوردة، و{H:انفخ|انفخي} الشمعة'],
    ['{H} Finds the Calm', '{H} {H:يَجِدُ|تَجِدُ} الهُدوءَ', '{H} {d.bh}{H:ي|ت}{d:لاقي|لاقي|لقى|لقى} الهدوء'],
  ],
  help: [
    ['Mama came and knelt down beside {H}. "You are not in trouble," she said softly. "Your feeling is very big. Let us take a deep breath together: smell the flower, then blow out the candle."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَثَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «{H:أَنْتَ لَسْتَ|أَنْتِ لَسْتِ} في وَرْطَةٍ. شُعورُ{H:كَ|كِ} كَبيرٌ جِدًّا، وَسَيُساعِدُنا نَفَسٌ عَميقٌ مَعًا: {H:شُمَّ|شُمّي} الزَّهْرَةَ، ثُمَّ {H:انْفُخِ|انْفُخي} الشَّمْعَةَ».', '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت بهدوء: «{d.you:H} {d:مش في مشكلة|مش بمشكلة|مو في مشكلة|مب في مشكلة}. {d:إحساسك كبير أوي|شعورك كبير كتير|شعورك كبير مرّة|شعورك كبير وايد}. {d:يلّا ناخد|يلّا ناخد|خلّنا ناخذ|خلّنا ناخذ} نفس عميق سوا: {H:شمّ|شمّي} الوردة، وبعدين {H:انفخ|انفخي} الشمعة».'],
  ],
  together: [
    ['They breathed in slowly through the nose, as if smelling a flower, and out through the mouth, as if blowing out a candle.', '{H:تَنَفَّسا|تَنَفَّسَتا} بِبُطْءٍ مِنَ الأَنْفِ كَأَنَّهُما {H:يَشُمّانِ|تَشُمّانِ} زَهْرَةً، ثُمَّ {H:أَخْرَجا|أَخْرَجَتا} الهَواءَ مِنَ الفَمِ كَأَنَّهُما {H:يُطْفِئانِ|تُطْفِئانِ} شَمْعَةً.', '{d:اتنفّسوا|تنفّسوا|تنفّسوا|تنفّسوا} {d:بالراحة|عمهل|بشويش|بشويش} من {d:مناخيرهم كإنّهم بيشمّوا|منخارن كأنّن عم يشمّوا|خشومهم كأنّهم يشمّون|خشومهم كأنّهم يشمّون} وردة، وطلّعوا الهوا من {d:بقّهم كإنّهم بيطفّوا|تمّن كأنّن عم يطفّوا|فمّهم كأنّهم يطفّون|فمّهم كأنّهم يطفّون} شمعة.'],
    ['One breath, two breaths, three: with each one, the hot feeling cooled a little.', 'نَفَسٌ، ثُمَّ اثْنانِ، ثُمَّ ثَلاثَةٌ؛ وَمَعَ كُلِّ نَفَسٍ كانَ الشُّعورُ الحارُّ يَبْرُدُ قَليلًا.', 'نفس، وبعدين {d:اتنين|تنين|ثنين|ثنين}، وبعدين {d:تلاتة|تلاتة|ثلاثة|ثلاثة}؛ ومع كل نفس {d:الإحساس السخن كان بيبرد|الشعور السخن كان عم يبرد|الشعور الحار كان يبرد|الشعور الحار كان يبرد} {d.bit}.', '2'],
  ],
  resolution: [
    ['Slowly the big feeling got smaller, and {H}\'s calm came back.', 'شَيْئًا فَشَيْئًا صَغُرَ الشُّعورُ الكَبيرُ، وَعادَ الهُدوءُ إِلى {H.g}.', '{d:شوية شوية|شوي شوي|شوي شوي|شوي شوي} {d:الإحساس الكبير صغر|الشعور الكبير زغر|الشعور الكبير صغر|الشعور الكبير صغر}، والهدوء رجع ل{H}.'],
    ['Then {H} could use words again: "I was angry because it was not fair." Mama nodded. "Thank you for telling me."', 'ثُمَّ {H:اسْتَطاعَ|اسْتَطاعَتْ} {H} أَنْ {H:يَتَكَلَّمَ|تَتَكَلَّمَ} مِنْ جَديدٍ: «{H:كُنْتُ غاضِبًا|كُنْتُ غاضِبَةً} لِأَنَّ الأَمْرَ لَمْ يَكُنْ عَدْلًا». فَهَزَّتْ أُمُّ{H:هُ|ها} رَأْسَها وَقالَتْ: «شُكْرًا لِأَنَّ{H:كَ|كِ} {H:أَخْبَرْتَني|أَخْبَرْتِني}».', 'وبعدين {H} قدر{H:|ت} {H:يتكلّم|تتكلّم} {d:تاني|من جديد|مرّة ثانية|مرّة ثانية}: «{d:أنا كنت متعصّب|أنا كنت معصّب|أنا كنت معصّب|أنا كنت معصّب}{H:|ة} {d:عشان ده مكانش عدل|لأنّو هيدا ما كان عدل|لأنّ هذا ما كان عدل|لأنّ هذا ما كان عدل}». {d.mom} هزّت راسها وقالت: «{d.thanks:H} {d:إنّك قلت لي|إنّك قلتلي|إنّك قلت لي|إنّك قلت لي}».', '2'],
  ],
  scene: {
    problem: 'stand with clenched fists, face red with anger',
    try: 'hide under a blanket, huffing',
    help: 'sit close to Mama, who kneels close',
    together: 'breathe slowly with Mama, eyes closed, as if smelling a flower',
    resolution: 'sit calmly beside Mama, shoulders soft',
  },
  props: {
    try: [{ kind: 'bed' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

/** Baba brings a sand timer: watch the sand fall, breathe with him, name the feeling. */
const sandTimer: SituationPlot = {
  ...shared,
  key: 'big-feelings/sand-timer',
  titles: [
    ['{H} and the Sand Timer', '{H} وَالسّاعَةُ الرَّمْلِيَّةُ', '{H} وساعة الرمل'],
    ['A Little Calm, Grain by Grain', 'هُدوءٌ صَغيرٌ، حَبَّةً حَبَّةً', '{d:هدوء صغيّر|هدوء زغير|هدوء صغير|هدوء صغير}، حبّة حبّة'],
  ],
  help: [
    ['Baba came and sat down on the floor beside {H} with a little sand timer. "Big feelings are allowed," he said. "Let us find some calm. Watch the sand fall, and we will take a deep breath together."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ{H:هِ|ها} وَمَعَهُ ساعَةٌ رَمْلِيَّةٌ صَغيرَةٌ، وَقالَ: «المَشاعِرُ الكَبيرَةُ مَسْموحَةٌ. لِنَبْحَثْ عَنِ الهُدوءِ: {H:راقِبِ|راقِبي} الرَّمْلَ وَهُوَ يَنْزِلُ، {H:وَتَنَفَّسْ|وَتَنَفَّسي} مَعي بِبُطْءٍ».', '{d.dad} {d.came:m} وقعد على الأرض جنب {H} {d:ومعاه|ومعو|ومعه|ووياه} ساعة رمل {d.small:f}، وقال: «{d:المشاعر الكبيرة مسموح بيها|المشاعر الكبيرة مسموحة|المشاعر الكبيرة مسموحة|المشاعر الكبيرة مسموحة}. {d:يلّا ندوّر على الهدوء|يلّا نفتّش عالهدوء|خلّنا ندوّر على الهدوء|خلّنا ندوّر على الهدوء}: {d.look:H} على الرمل وهو {d:بينزل|عم ينزل|ينزل|ينزل}، و{d:ناخد|ناخد|ناخذ|ناخذ} نفس عميق سوا».'],
  ],
  together: [
    ['They watched the sand fall, grain by grain, breathing slowly in and out.', 'راقَبا الرَّمْلَ يَنْزِلُ حَبَّةً حَبَّةً، وَهُما يَتَنَفَّسانِ بِبُطْءٍ.', '{d:اتفرّجوا|طلّعوا|طالعوا|طالعوا} على الرمل وهو {d:بينزل|عم ينزل|ينزل|ينزل} حبّة حبّة، و{d.they} {d:بيتنفّسوا|عم يتنفّسوا|يتنفّسون|يتنفّسون} {d:بالراحة|عمهل|بشويش|بشويش}.'],
    ['Baba asked {H} to name the feeling. "Angry," {H} said. "And under the angry, a little sad."', 'طَلَبَ أَبو{H:هُ|ها} مِنْ{H:هُ|ها} أَنْ {H:يُسَمِّيَ|تُسَمِّيَ} الشُّعورَ. «غَضَبٌ»، قالَ{H:|تْ} {H}، «وَتَحْتَ الغَضَبِ شَيْءٌ مِنَ الحُزْنِ».', '{d.dad} طلب من {H} {H:يسمّي|تسمّي} {d:الإحساس|الشعور|الشعور|الشعور}. «{d:زعل|غضب|زعل|زعل}»، قال{H:|ت} {H}، «{d:وتحت الزعل حبّة حزن|وتحت الغضب شوي زعل|وتحت الزعل شوي حزن|وتحت الزعل شوي حزن}».', '2'],
  ],
  resolution: [
    ['{H} took one more deep breath and leaned against Baba. "I can make calm," {H} whispered.', '{H:أَخَذَ|أَخَذَتْ} {H} نَفَسًا عَميقًا آخَرَ، {H:وَاسْتَنَدَ|وَاسْتَنَدَتْ} إِلى أَبي{H:هِ|ها}، {H:وَهَمَسَ|وَهَمَسَتْ}: «أَسْتَطيعُ أَنْ أَصْنَعَ الهُدوءَ».', '{H} {d.took:H} نفس عميق {d:كمان|كمان|بعد|بعد}، وسند{H:|ت} على {d.dad}، و{d:وشوش|وشوش|همس|همس}{H:|ت}: «{d:أنا أقدر أعمل الهدوء|فيني إعمل الهدوء|أقدر أسوّي الهدوء|أقدر أسوّي الهدوء}».'],
    ['When the last grain fell, {H}\'s fists had opened and {H.his} breathing was slow. The calm was back.', 'وَحينَ سَقَطَتْ آخِرُ حَبَّةٍ، كانَتْ قَبْضَتا {H.g} قَدِ انْفَتَحَتا، وَصارَتْ أَنْفاسُ{H:هُ|ها} هادِئَةً؛ لَقَدْ عادَ الهُدوءُ.', 'ولمّا آخر حبّة {d:وقعت|وقعت|طاحت|طاحت}، {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} {d:كانت اتفتحت|كانت انفتحت|كانت انفتحت|كانت انفتحت}، ونفس{H:ه|ها} {d.became:m} هادي. الهدوء رجع.', 'p'],
  ],
  scene: {
    problem: 'stand with clenched fists, face red with anger',
    try: 'hide under a blanket, huffing',
    help: 'sit on the floor beside Baba, who holds a little sand timer',
    together: 'watch the sand fall in the timer beside Baba, breathing slowly',
    resolution: 'lean calmly against Baba beside the sand timer',
  },
  props: {
    try: [{ kind: 'bed' }],
    help: [{ kind: 'sand-timer', where: 'held' }],
    together: [{ kind: 'sand-timer', where: 'ground' }],
    resolution: [{ kind: 'sand-timer', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Grandma, visiting, gives paper and crayons: the feeling is drawn big, then, breath by breath, smaller. */
const storm: SituationPlot = {
  ...shared,
  key: 'big-feelings/storm-drawing',
  titles: [
    ['The Storm Cloud That Got Smaller', 'الغَيْمَةُ الَّتي صَغُرَتْ', '{d:الغيمة اللي صغرت|الغيمة اللي زغرت|الغيمة اللي صغرت|الغيمة اللي صغرت}'],
    ['{H} Draws a Big Feeling', '{H} {H:يَرْسُمُ|تَرْسُمُ} شُعورًا كَبيرًا', '{H} {d.bh}{H:ي|ت}رسم {d:إحساس كبير|شعور كبير|شعور كبير|شعور كبير}'],
  ],
  help: [
    ['Grandma, who was visiting, came and sat down beside {H} with paper and crayons. "Feelings can be drawn," she said softly. "Let us draw this big one, then take a deep breath and see what happens to it."', 'جاءَتْ جَدَّتُ{H:هُ|ها}، وَكانَتْ في زِيَارَةٍ، وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها وَرَقٌ وَأَقْلامُ تَلْوينٍ، وَقالَتْ لَ{H:هُ|ها} بِهُدوءٍ: «المَشاعِرُ يُمْكِنُ أَنْ تُرْسَمَ. لِنَرْسُمْ هذا الشُّعورَ الكَبيرَ، ثُمَّ يَأْتي نَفَسٌ عَميقٌ، وَنَرى ما يَحْدُثُ لَهُ».', '{d:تيتة كانت في زيارة، فجت|تيتا كانت عم تزورن، فإجت|الجدّة كانت في زيارة، فجات|الجدّة كانت في زيارة، فجات} وقعدت جنب {H} {d:ومعاها|ومعها|ومعها|وويّاها} ورق وألوان، وقالت بهدوء: «{d:المشاعر ممكن تترسم|المشاعر فينا نرسمها|المشاعر نقدر نرسمها|المشاعر نقدر نرسمها}. {d:يلّا نرسم الإحساس الكبير ده|يلّا نرسم هالشعور الكبير|خلّنا نرسم هالشعور الكبير|خلّنا نرسم هالشعور الكبير}، وبعدين {d:ناخد نفس عميق ونشوف هيحصل له إيه|ناخد نفس عميق ونشوف شو رح يصير فيه|ناخذ نفس عميق ونشوف وش بيصير له|ناخذ نفس عميق ونشوف شو بيصير له}».'],
  ],
  together: [
    ['{H} pressed hard with the black crayon and drew a big storm cloud, full of zigzags.', '{H:ضَغَطَ|ضَغَطَتْ} {H} بِقُوَّةٍ عَلى القَلَمِ الأَسْوَدِ، {H:وَرَسَمَ|وَرَسَمَتْ} غَيْمَةَ عاصِفَةٍ كَبيرَةً مَليئَةً بِالخُطوطِ المُتَعَرِّجَةِ.', '{H} {d:داس|كبس|ضغط|ضغط}{H:|ت} {d:جامد|منيح|بقوّة|بقوّة} على القلم الأسود، ورسم{H:|ت} غيمة عاصفة كبيرة مليانة خطوط {d:متعرّجة|معوّجة|معوّجة|معوّجة}.', 'p'],
    ['Then, with a deep breath, {H} drew the same cloud again, smaller, in soft blue; then smaller still.', 'ثُمَّ، مَعَ نَفَسٍ عَميقٍ، {H:رَسَمَ|رَسَمَتْ} {H} الغَيْمَةَ نَفْسَها مِنْ جَديدٍ، أَصْغَرَ، بِلَوْنٍ أَزْرَقَ هادِئٍ؛ ثُمَّ أَصْغَرَ مِنْ ذلِكَ.', 'وبعدين، مع نفس عميق، {H} رسم{H:|ت} نفس الغيمة {d:تاني|من جديد|مرّة ثانية|مرّة ثانية}، {d:أصغر|أزغر|أصغر|أصغر}، بلون أزرق هادي؛ وبعدين {d:أصغر كمان|أزغر كمان|أصغر بعد|أصغر بعد}.', '2p'],
    ['Grandma breathed slowly beside {H}, in and out, like waves on the shore.', 'تَنَفَّسَتْ جَدَّتُ{H:هُ|ها} بِبُطْءٍ بِجانِبِ{H:هِ|ها}، شَهيقًا وَزَفيرًا، مِثْلَ المَوْجِ عَلى الشّاطِئِ.', '{d:تيتة اتنفّست|تيتا تنفّست|الجدّة تنفّست|الجدّة تنفّست} {d:بالراحة|عمهل|بشويش|بشويش} جنب {H}، شهيق وزفير، {d:زيّ|متل|مثل|شرات} الموج على {d:الشطّ|الشطّ|الشاطئ|الشاطئ}.'],
  ],
  resolution: [
    ['The last cloud was tiny, and so was the angry feeling. {H}\'s calm had come back.', 'كانَتِ الغَيْمَةُ الأَخيرَةُ صَغيرَةً جِدًّا، وَصَغُرَ الغَضَبُ مَعَها؛ وَعادَ الهُدوءُ إِلى {H.g}.', 'آخر غيمة كانت {d:صغيّرة أوي|زغيرة كتير|صغيرة مرّة|صغيرة وايد}، {d:والزعل كمان|والغضب كمان|والزعل بعد|والزعل بعد}؛ والهدوء رجع ل{H}.'],
    ['Grandma hung the drawings side by side. "Look," she said. "A big feeling, and a calm one. You did that with your breathing."', 'عَلَّقَتْ جَدَّتُ{H:هُ|ها} الرُّسوماتِ جَنْبًا إِلى جَنْبٍ، وَقالَتْ: «{H:انْظُرْ|انْظُري}: شُعورٌ كَبيرٌ، وَآخَرُ هادِئٌ. {H:فَعَلْتَ|فَعَلْتِ} ذلِكَ بِأَنْفاسِ{H:كَ|كِ}».', '{d:تيتة|تيتا|الجدّة|الجدّة} علّقت الرسومات جنب بعض، وقالت: «{d.look:H}: {d:إحساس كبير، وإحساس هادي|شعور كبير، وشعور هادي|شعور كبير، وشعور هادي|شعور كبير، وشعور هادي}. {d.you:H} {d:عملت|عملت|سوّيت|سوّيت}{H:|ي} {d:ده بنَفَسك|هيدا بنَفَسك|هذا بنَفَسك|هذا بنَفَسك}».', '2'],
  ],
  scene: {
    problem: 'stand with clenched fists, face red with anger',
    try: 'hide under a blanket, huffing',
    help: 'sit at the table with Grandma, who brings paper and crayons',
    together: 'draw a big dark storm cloud with crayons beside Grandma',
    resolution: 'look at a row of cloud drawings, each smaller and bluer, beside Grandma',
  },
  props: {
    try: [{ kind: 'bed' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** Grandpa blows up a balloon, tight as anger, and lets the air out slowly: the child breathes with it. */
const balloon: SituationPlot = {
  ...shared,
  key: 'big-feelings/slow-balloon',
  morals: [
    ['We can let big feelings out slowly, like air from a balloon.', 'نَسْتَطيعُ أَنْ نُخْرِجَ المَشاعِرَ الكَبيرَةَ بِبُطْءٍ، مِثْلَ الهَواءِ مِنَ البالونِ.', '{d:نقدر نطلّع المشاعر الكبيرة بالراحة، زيّ الهوا من البالونة|فينا نطلّع المشاعر الكبيرة عمهل، متل الهوا من البالونة|نقدر نطلّع المشاعر الكبيرة بشويش، مثل الهوا من البالونة|نقدر نطلّع المشاعر الكبيرة بشويش، شرات الهوا من البالونة}.'],
    ['Anger is not bad; it only needs a slow way out.', 'الغَضَبُ لَيْسَ شَرًّا؛ إِنَّما يَحْتاجُ إِلى طَريقٍ هادِئٍ لِيَخْرُجَ.', '{d:الزعل مش وحش؛ هو بس محتاج طريق هادي يطلع منه|الغضب مش شي عاطل؛ بسّ بدّو طريق هادي يطلع منّو|الزعل مو شين؛ بس يبي طريق هادي يطلع منه|الزعل مب شين؛ بس يبا طريق هادي يطلع منه}.'],
  ],
  titles: [
    ['Grandpa\'s Red Balloon', 'بالونُ الجَدِّ الأَحْمَرُ', '{d:بالونة جدّو الحمرا|بالونة جدّو الحمرا|بالونة الجدّ الحمرا|بالونة اليدّ الحمرا}'],
    ['Letting the Air Out Slowly', 'نُخْرِجُ الهَواءَ بِبُطْءٍ', '{d:بنطلّع الهوا بالراحة|منطلّع الهوا عمهل|نطلّع الهوا بشويش|نطلّع الهوا بشويش}'],
  ],
  help: [
    ['Grandpa came and sat on the floor beside {H} with a red balloon. "Anger fills us up, like this," he said, and he blew until the balloon was big and tight. "Now watch. We will find the calm together."', 'جاءَ جَدُّ{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ{H:هِ|ها} وَمَعَهُ بالونٌ أَحْمَرُ، وَقالَ: «الغَضَبُ يَمْلَؤُنا هكَذا»، وَنَفَخَ البالونَ حَتّى صارَ كَبيرًا مَشْدودًا. «{H:انْظُرِ|انْظُري} الآنَ؛ سَنَجِدُ الهُدوءَ مَعًا».', '{d:جدّو جه|جدّو إجا|الجدّ جا|اليدّ يا} وقعد على الأرض جنب {H} {d:ومعاه بالونة حمرا|ومعو بالونة حمرا|ومعه بالونة حمرا|ووياه بالونة حمرا}، وقال: «{d:الزعل بيملانا كده|الغضب بيعبّينا هيك|الزعل يعبّينا كذا|الزعل يعبّينا جي}»، ونفخ البالونة {d:لحدّ ما بقت|لحتّى صارت|لين صارت|لين صارت} كبيرة ومشدودة. «{d.look:H} {d:دلوقتي|هلّق|الحين|الحين}؛ {d:هنلاقي الهدوء سوا|رح نلاقي الهدوء سوا|بنلقى الهدوء سوا|بنلقى الهدوء سوا}».'],
  ],
  together: [
    ['Grandpa let the air out very slowly, with a soft hiss. The balloon grew soft and small, and {H} breathed out with it.', 'أَخْرَجَ الجَدُّ الهَواءَ بِبُطْءٍ شَديدٍ، وَالبالونُ يَصْفِرُ صَفيرًا خَفيفًا، فَصارَ لَيِّنًا صَغيرًا، وَأَخْرَجَ{H:|تْ} {H} أَنْفاسَ{H:هُ|ها} مَعَهُ.', '{d:جدّو|جدّو|الجدّ|اليدّ} طلّع الهوا {d:بالراحة أوي|عمهل كتير|بشويش مرّة|بشويش وايد}، والبالونة {d:بتصفّر|عم تصفّر|تصفّر|تصفّر} {d:صفّارة خفيفة|صفرة خفيفة|صفرة خفيفة|صفرة خفيفة}، {d:لحدّ ما بقت|لحتّى صارت|لين صارت|لين صارت} طريّة و{d.small:f}، و{H} طلّع{H:|ت} نفس{H:ه|ها} {d:معاها|معها|معها|ويّاها}.'],
    ['"Now you be the balloon," Grandpa said, the red balloon lying soft in his hand. {H} took a deep breath in, slow and full, then let it out bit by bit, until {H.his} shoulders dropped.', '«{H:كُنْ أَنْتَ|كوني أَنْتِ} البالونَ الآنَ»، قالَ الجَدُّ وَالبالونُ الأَحْمَرُ لَيِّنٌ في يَدِهِ. {H:فَأَخَذَ|فَأَخَذَتْ} {H} نَفَسًا عَميقًا بَطيئًا، ثُمَّ {H:أَخْرَجَهُ|أَخْرَجَتْهُ} عَلى مَهْلٍ حَتّى {H:ارْتَخى كَتِفاهُ|ارْتَخى كَتِفاها}.', '«{d.you:H} {d:البالونة دلوقتي|البالونة هلّق|البالونة الحين|البالونة الحين}»، قال {d:جدّو|جدّو|الجدّ|اليدّ} والبالونة الحمرا {d:طريّة في إيده|طريّة بإيدو|طريّة في يده|طريّة في يده}. و{H} {d.took:H} نفس عميق {d:بالراحة|عمهل|بشويش|بشويش}، وبعدين طلّع{H:|ت}ه {d:حبّة حبّة|شوي شوي|شوي شوي|شوي شوي}، {d:لحدّ ما|لحتّى|لين|لين} {d:كتاف|كتاف|كتوف|كتوف}{H:ه|ها} {d:ارتخت|ارتخوا|ارتخت|ارتخت}.', '2p'],
  ],
  resolution: [
    ['The balloon lay soft on the floor, and {H} was calm again.', 'اسْتَقَرَّ البالونُ لَيِّنًا عَلى الأَرْضِ، وَعادَ الهُدوءُ إِلى {H.g}.', 'البالونة {d:نامت|نامت|نامت|رقدت} طريّة على الأرض، والهدوء رجع ل{H}.'],
    ['"When the anger fills you up again," Grandpa said, "let it out slowly, like the balloon: one deep breath, then another." {H} nodded; there was room for words again.', '«حينَ يَمْلَؤُ{H:كَ|كِ} الغَضَبُ مَرَّةً أُخْرى»، قالَ الجَدُّ، «{H:أَخْرِجْهُ|أَخْرِجيهِ} بِبُطْءٍ مِثْلَ البالونِ: نَفَسٌ عَميقٌ، ثُمَّ نَفَسٌ آخَرُ». {H:فَهَزَّ|فَهَزَّتْ} {H} رَأْسَ{H:هُ|ها}؛ فَقَدْ عادَ لِلْكَلِماتِ مَكانٌ.', '«لمّا {d:الزعل يملاك تاني|الغضب يعبّيك مرّة تانية|الزعل يعبّيك مرّة ثانية|الزعل يعبّيك مرّة ثانية}»، قال {d:جدّو|جدّو|الجدّ|اليدّ}، «{H:طلّعه|طلّعيه} {d:بالراحة|عمهل|بشويش|بشويش} {d.like} البالونة: نفس عميق، وبعدين {d:نفس تاني|نفس تاني|نفس ثاني|نفس ثاني}». {H} {d:هزّ|هزّ|هزّ|هزّ}{H:|ت} راس{H:ه|ها}؛ الكلام {d:رجع له مكان|رجعلو محلّ|رجع له مكان|رجع له مكان}.', '2'],
    ['{H} saw that the anger had not been wrong or bad, only too full, like the tight balloon; and that {H} could be the one who let it out slowly, on purpose, instead of letting it burst. That was how calm came back.', '{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ الغَضَبَ لَمْ يَكُنْ خَطَأً وَلا شَرًّا، بَلْ كانَ مُمْتَلِئًا أَكْثَرَ مِمّا يَنْبَغي، مِثْلَ البالونِ المَشْدودِ؛ وَأَنَّ{H:هُ|ها} {H:يَسْتَطيعُ|تَسْتَطيعُ} أَنْ {H:يُخْرِجَهُ|تُخْرِجَهُ} بِبُطْءٍ وَعَنْ قَصْدٍ، بَدَلَ أَنْ {H:يَتْرُكَهُ|تَتْرُكَهُ} يَنْفَجِرُ. هكَذا يَعودُ الهُدوءُ.', '{H} فهم{H:|ت} إنّ {d:الزعل ما كانش غلط ولا وحش|الغضب ما كان غلط ولا شي عاطل|الزعل ما كان غلط ولا شين|الزعل ما كان غلط ولا شين}، {d:بس كان مليان زيادة|بس كان مليان زيادة|بس كان مليان زيادة|بس كان مليان زيادة} {d.like} البالونة المشدودة؛ وإنّ{H:ه|ها} {H:يقدر|تقدر} {H:يطلّعه|تطلّعه} {d:بالراحة وبقصد|عمهل وعن قصد|بشويش وعن قصد|بشويش وعن قصد}، بدل ما {d:يفرقع|يفقع|ينفجر|ينفجر}. {d:وكده الهدوء بيرجع|وهيك الهدوء بيرجع|وكذا الهدوء يرجع|وجي الهدوء يرجع}.', '3'],
  ],
  scene: {
    problem: 'stand with clenched fists, face red with anger',
    try: 'hide under a blanket, huffing',
    help: 'sit on the floor beside Grandpa, who blows up a red balloon',
    together: 'let the air out of a red balloon slowly with Grandpa',
    resolution: 'sit calmly beside Grandpa, a soft red balloon on the floor',
  },
  props: {
    try: [{ kind: 'bed' }],
    help: [{ kind: 'balloons', where: 'held' }],
    together: [{ kind: 'balloons', where: 'held' }],
    resolution: [{ kind: 'balloons', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

/** At school the teacher takes the child to the calm corner: a cushion, feelings cards, five slow breaths. */
const calmCorner: SituationPlot = {
  ...shared,
  key: 'big-feelings/calm-corner',
  morals: [
    ['Everyone can have a calm corner to go to.', 'لِكُلٍّ مِنّا رُكْنٌ لِلْهُدوءِ يَلْجَأُ إِلَيْهِ.', '{d:كل واحد فينا ممكن يبقى ليه ركن للهدوء|كل واحد منّا فيه يكون إلو زاوية للهدوء|كل واحد منّا ممكن يكون له ركن للهدوء|كل واحد منّا ممكن يكون له ركن للهدوء}.'],
    ['A quiet place and slow breaths bring the calm back.', 'مَكانٌ هادِئٌ وَأَنْفاسٌ بَطيئَةٌ تُعيدُ الهُدوءَ.', '{d:مكان هادي ونفس بالراحة بيرجّعوا الهدوء|محلّ هادي ونفس عمهل بيرجّعوا الهدوء|مكان هادي ونفس بشويش يرجّعون الهدوء|مكان هادي ونفس بشويش يرجّعون الهدوء}.'],
  ],
  titles: [
    ['The Calm Corner', 'رُكْنُ الهُدوءِ', '{d:ركن الهدوء|زاوية الهدوء|ركن الهدوء|ركن الهدوء}'],
    ['Five Slow Breaths', 'خَمْسَةُ أَنْفاسٍ بَطيئَةٍ', '{d:خمس أنفاس بالراحة|خمس أنفاس عمهل|خمسة أنفاس بشويش|خمسة أنفاس بشويش}'],
  ],
  help: [
    ['The teacher came over quietly and knelt beside {H}. "Nobody is cross with you," she said. "Come to the calm corner with me. There is a cushion there, and cards to show how you feel."', 'جاءَتِ المُعَلِّمَةُ بِهُدوءٍ وَجَثَتْ بِجانِبِ {H.g}، وَقالَتْ: «لَسْنا غاضِبينَ مِنْ{H:كَ|كِ}. {H:تَعالَ|تَعالَيْ} مَعي إِلى رُكْنِ الهُدوءِ؛ فيهِ وِسادَةٌ، وَبِطاقاتٌ نَعْرِفُ بِها ما {H:تَشْعُرُ|تَشْعُرينَ} بِهِ».', '{d:المِس|المعلّمة|الأبلة|المعلّمة} {d.came:f} بهدوء وقعدت جنب {H}، وقالت: «{d:محدّش زعلان منّك|ما حدا زعلان منّك|ما أحد زعلان منك|ما حد زعلان منك}. {d.come:H} {d:معايا|معي|معي|ويّاي} {d:ركن الهدوء؛ فيه مخدّة، وكروت تورّينا إحساسك|عزاوية الهدوء؛ فيها مخدّة، وكروت بتفرجينا شعورك|ركن الهدوء؛ فيه مخدّة، وكروت نعرف فيها شعورك|ركن الهدوء؛ فيه مخدّة، وكروت نعرف فيها شعورك}».'],
  ],
  together: [
    ['In the calm corner, {H} hugged the big cushion and chose a card with a red, stormy face.', 'في رُكْنِ الهُدوءِ {H:ضَمَّ|ضَمَّتْ} {H} الوِسادَةَ الكَبيرَةَ، {H:وَاخْتارَ|وَاخْتارَتْ} بِطاقَةً عَلَيْها وَجْهٌ أَحْمَرُ عاصِفٌ.', 'في {d:ركن الهدوء|زاوية الهدوء|ركن الهدوء|ركن الهدوء} {H} {d:حضن|ضمّ|ضمّ|ضمّ}{H:|ت} المخدّة الكبيرة، واختار{H:|ت} {d:كارت|كرت|كرت|كرت} عليه {d:وشّ أحمر زعلان أوي|وجّ أحمر معصّب كتير|وجه أحمر معصّب مرّة|وجه أحمر معصّب وايد}.'],
    ['The teacher counted slowly with {H}, and on each number they took a deep breath, all the way to five.', 'عَدَّتِ المُعَلِّمَةُ بِبُطْءٍ مَعَ {H.g}، {H:وَأَخَذا|وَأَخَذَتا} مَعَ كُلِّ رَقْمٍ نَفَسًا عَميقًا، حَتّى الخَمْسَةِ.', '{d:المِس عدّت|المعلّمة عدّت|الأبلة عدّت|المعلّمة عدّت} {d:بالراحة|عمهل|بشويش|بشويش} مع {H}، ومع كل رقم {d:خدوا|أخدوا|أخذوا|خذوا} نفس عميق، {d:لحدّ|لحدّ|لين|لين} الخمسة.', '2'],
  ],
  resolution: [
    ['After five deep breaths, {H} was calm again and chose a new card: a face that was tired, but calm.', 'بَعْدَ خَمْسَةِ أَنْفاسٍ عَميقَةٍ عادَ الهُدوءُ إِلى {H.g}، {H:فَاخْتارَ|فَاخْتارَتْ} بِطاقَةً جَديدَةً: وَجْهًا مُتْعَبًا، لكِنَّهُ هادِئٌ.', 'بعد {d:خمس أنفاس عميقة|خمس أنفاس عميقة|خمسة أنفاس عميقة|خمسة أنفاس عميقة}، الهدوء رجع ل{H}، واختار{H:|ت} {d:كارت|كرت|كرت|كرت} جديد: {d:وشّ|وجّ|وجه|وجه} تعبان، بس هادي.'],
    ['Back at {H.his} desk, {H} said quietly, "I was angry because my tower fell down." The teacher nodded. "Now I understand," she said. "The calm corner is always here."', 'وَحينَ {H:رَجَعَ|رَجَعَتْ} {H} إِلى طاوِلَتِ{H:هِ|ها} {H:قالَ|قالَتْ} بِصَوْتٍ خافِتٍ: «{H:كُنْتُ غاضِبًا|كُنْتُ غاضِبَةً} لِأَنَّ بُرْجي وَقَعَ». فَهَزَّتِ المُعَلِّمَةُ رَأْسَها، وَقالَتْ: «الآنَ فَهِمْتُ. رُكْنُ الهُدوءِ هُنا دائِمًا».', 'ولمّا {H} رجع{H:|ت} {d:للديسك بتاع|عطاولت|لطاولت|لطاولت}{H:ه|ها}، قال{H:|ت} بصوت واطي: «{d:أنا كنت متعصّب|أنا كنت معصّب|أنا كنت معصّب|أنا كنت معصّب}{H:|ة} {d:عشان البرج بتاعي وقع|لأنّو البرج تبعي وقع|لأنّ البرج حقّي طاح|لأنّ البرج مالي طاح}». {d:المِس|المعلّمة|الأبلة|المعلّمة} هزّت راسها وقالت: «{d:دلوقتي فهمت. ركن الهدوء موجود هنا على طول|هلّق فهمت. زاوية الهدوء هون دايمًا|الحين فهمت. ركن الهدوء هنا دايم|الحين فهمت. ركن الهدوء هني دايم}».', '2'],
    ['{H} noticed that the anger had not needed pushing away or hiding; it had needed a quiet place and a few slow breaths. Knowing where the calm corner was made the next big feeling a little easier to face.', '{H:لاحَظَ|لاحَظَتْ} {H} أَنَّ الغَضَبَ لَمْ يَكُنْ يَحْتاجُ إِلى أَنْ يُدْفَعَ أَوْ يُخْبَأَ، بَلْ إِلى مَكانٍ هادِئٍ وَأَنْفاسٍ بَطيئَةٍ. وَمَعْرِفَةُ مَكانِ رُكْنِ الهُدوءِ جَعَلَتِ الشُّعورَ الكَبيرَ القادِمَ أَسْهَلَ قَليلًا.', '{H} لاحظ{H:|ت} إنّ {d:الزعل ما كانش محتاج يتزقّ أو يستخبّى؛ كان محتاج|الغضب ما كان بحاجة ينزاح أو يتخبّى؛ كان بحاجة|الزعل ما كان يحتاج ينزاح أو يتخبّى؛ كان يحتاج|الزعل ما كان يحتاج ينزاح أو يتخبّى؛ كان يحتاج} مكان هادي و{d:كام نفس بالراحة|كم نفس عمهل|كم نفس بشويش|كم نفس بشويش}. و{d:لمّا عرف|لمّا عرف|لمّا عرف|لمّا عرف}{H:|ت} {d:ركن الهدوء فين، الإحساس الكبير الجاي بقى أسهل شوية|وين زاوية الهدوء، الشعور الكبير الجايي صار أسهل شوي|وين ركن الهدوء، الشعور الكبير الجاي صار أسهل شوي|وين ركن الهدوء، الشعور الكبير الياي صار أسهل شوي}.', '3'],
  ],
  scene: {
    problem: 'stand with clenched fists in the classroom beside a fallen block tower, face red with anger',
    try: 'hide under a blanket in the classroom reading corner, huffing',
    help: 'sit on the floor as the teacher kneels close',
    together: 'hug a big cushion in a calm corner beside the teacher, holding a feelings card',
    resolution: 'sit calmly in the calm corner beside the teacher, holding a feelings card',
  },
  props: {
    problem: [{ kind: 'toys', where: 'ground', state: 'broken' }],
    together: [{ kind: 'drawing', where: 'held' }],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: { problem: 'classroom', try: 'classroom', help: 'classroom', together: 'classroom', resolution: 'classroom' },
};

/** The neighbour, in for tea, shows her mother's old trick: squeeze two pretend lemons hard, then let go. */
const lemons: SituationPlot = {
  ...shared,
  key: 'big-feelings/two-pretend-lemons',
  morals: [
    ['Squeeze, then let go: calm can be passed from hand to hand.', 'نَعْصِرُ ثُمَّ نُرْخي؛ وَالهُدوءُ يَنْتَقِلُ مِنْ يَدٍ إِلى يَدٍ.', '{d:نعصر وبعدين نسيب؛ والهدوء بيتنقل من إيد لإيد|منعصر وبعدين منترك؛ والهدوء بينتقل من إيد لإيد|نعصر وبعدين نخلّي؛ والهدوء ينتقل من يد ليد|نعصر وبعدين نخلّي؛ والهدوء ينتقل من يد ليد}.'],
    ['Everyone has big feelings sometimes, even grown-ups.', 'كُلُّنا تَأْتينا مَشاعِرُ كَبيرَةٌ أَحْيانًا، حَتّى الكِبارُ.', '{d:كلّنا بتيجي لنا مشاعر كبيرة ساعات، حتّى الكبار|كلّنا بتجينا مشاعر كبيرة أحيانًا، حتّى الكبار|كلّنا تجينا مشاعر كبيرة أحيان، حتّى الكبار|كلّنا تيينا مشاعر كبيرة أحيان، حتّى الكبار}.'],
  ],
  titles: [
    ['Two Pretend Lemons', 'لَيْمونَتانِ مِنَ الخَيالِ', '{d:لمونتين وهميّين|ليمونتين من الخيال|ليمونتين من الخيال|ليمونتين من الخيال}'],
    ['Squeeze, Then Let Go', '{H:اعْصِرْ|اعْصِري}، ثُمَّ {H:أَرْخِ|أَرْخي}', '{d:اعصر|اعصر|اعصر|اعصر}{H:|ي}، وبعدين {d:سيب|اترك|خلّ|خلّ}{H:|ي}'],
  ],
  help: [
    ['The neighbour, who had come for tea, sat down on the floor beside {H}. "When I was little, I had big angry feelings too," she said kindly. "My mother taught me a way to find calm. We squeeze two pretend lemons."', 'جَلَسَتِ الجارَةُ، وَكانَتْ قَدْ جاءَتْ لِشُرْبِ الشّايِ، عَلى الأَرْضِ بِجانِبِ {H.g}، وَقالَتْ بِلُطْفٍ: «حينَ كُنْتُ صَغيرَةً كانَ يَأْتيني غَضَبٌ كَبيرٌ أَنا أَيْضًا، فَعَلَّمَتْني أُمّي طَريقَةً أَجِدُ بِها الهُدوءَ: نَعْصِرُ لَيْمونَتَيْنِ مِنَ الخَيالِ».', '{d:الجارة|الجارة|الجارة|اليارة}، اللي {d:كانت جاية تشرب الشاي|كانت جايي تشرب شاي|كانت جاية تشرب الشاي|كانت يايّة تشرب الشاي}، قعدت على الأرض جنب {H}، وقالت {d:بلطف|بلطف|بلطف|بلطف}: «{d:وأنا صغيّرة كان بييجي لي زعل كبير أنا كمان، وماما علّمتني طريقة ألاقي بيها الهدوء: نعصر لمونتين وهميّين|وأنا زغيرة كان يجيني غضب كبير أنا كمان، وإمّي علّمتني طريقة لاقي فيها الهدوء: منعصر ليمونتين من الخيال|وأنا صغيرة كان يجيني زعل كبير أنا بعد، وأمّي علّمتني طريقة ألقى فيها الهدوء: نعصر ليمونتين من الخيال|وأنا صغيرة كان ييني زعل كبير أنا بعد، وأمّي علّمتني طريقة ألقى فيها الهدوء: نعصر ليمونتين من الخيال}».'],
  ],
  together: [
    ['The neighbour breathed in slowly and squeezed her hands tight, then let them fall open and soft, and {H} did the same.', 'أَخَذَتِ الجارَةُ نَفَسًا بَطيئًا وَضَمَّتْ يَدَيْها بِقُوَّةٍ، ثُمَّ أَرْخَتْهُما لَيِّنَتَيْنِ، {H:فَفَعَلَ|فَفَعَلَتْ} {H} مِثْلَها.', '{d:الجارة خدت نفس بالراحة وقفلت إيديها جامد، وبعدين فتحتهم وسابتهم طريّين|الجارة أخدت نفس عمهل وسكّرت إيديها منيح، وبعدين فتحتن وتركتن رخوين|الجارة أخذت نفس بشويش وقبضت يدينها بقوّة، وبعدين فتحتها وخلّتها رخوة|اليارة خذت نفس بشويش وقبضت يدينها بقوّة، وبعدين فتحتها وخلّتها رخوة}، و{H} {d.did:H} {d:زيّها|متلها|مثلها|شراتها}.'],
    ['"Squeeze the lemons hard," she said. {H} squeezed {H.his} fists tight, and tighter, then dropped the pretend lemons and let {H.his} hands go soft; the angry heat ran out through {H.his} fingers.', '«{H:اعْصِرِ|اعْصِري} اللَّيْمونَتَيْنِ بِقُوَّةٍ»، قالَتْ. {H:فَشَدَّ|فَشَدَّتْ} {H} قَبْضَتَيْ{H:هِ|ها} أَكْثَرَ فَأَكْثَرَ، ثُمَّ {H:أَسْقَطَ|أَسْقَطَتْ} اللَّيْمونَتَيْنِ {H:وَأَرْخى|وَأَرْخَتْ} يَدَيْ{H:هِ|ها}، فَخَرَجَتْ حَرارَةُ الغَضَبِ مِنْ أَصابِعِ{H:هِ|ها}.', '«{d:اعصر|اعصر|اعصر|اعصر}{H:|ي} {d:اللمونتين جامد|الليمونتين منيح|الليمونتين بقوّة|الليمونتين بقوّة}»، قالت. و{H} {d:قفل|سكّر|قبض|قبض}{H:|ت} {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} {d:أكتر وأكتر|أكتر وأكتر|أكثر وأكثر|أكثر وأكثر}، وبعدين {H:رمى|رمت} الليمونتين وفتح{H:|ت} {d:إيدي|إيدي|يدين|يدين}{H:ه|ها}، و{d:سخونية الزعل طلعت من صوابع|شوب الغضب طلع من أصابيع|حرارة الزعل طلعت من أصابع|حرارة الزعل طلعت من أصابع}{H:ه|ها}.', '2p'],
  ],
  resolution: [
    ['After three squeezes, {H} felt soft all over, and the calm had come back.', 'بَعْدَ ثَلاثِ عَصْراتٍ صارَ جِسْمُ {H.g} كُلُّهُ لَيِّنًا، وَعادَ الهُدوءُ.', 'بعد {d:تلات عصرات|تلات عصرات|ثلاث عصرات|ثلاث عصرات}، جسم {H} كلّه {d:بقى طري|صار رخو|صار رخو|صار رخو}، والهدوء رجع.'],
    ['"Now my mother\'s trick is yours," the neighbour said softly. "Keep it for the next big feeling." {H} nodded and went back to the game, slowly this time.', '«صارَتْ حيلَةُ أُمّي لَ{H:كَ|كِ}»، قالَتِ الجارَةُ بِهُدوءٍ. «{H:احْفَظْها|احْفَظيها} لِلشُّعورِ الكَبيرِ القادِمِ». {H:فَهَزَّ|فَهَزَّتْ} {H} رَأْسَ{H:هُ|ها}، {H:وَعادَ|وَعادَتْ} إِلى اللَّعِبِ، عَلى مَهْلٍ هذِهِ المَرَّةَ.', '«{d:كده سرّ ماما بقى معاك|هيك صار سرّ إمّي معك|كذا صار سرّ أمّي معك|جي صار سرّ أمّي ويّاك}»، قالت {d:الجارة|الجارة|الجارة|اليارة} بهدوء. «{d:ده ليك عشان الزعل الكبير الجاي|هيدا إلك للغضب الكبير الجايي|هذا لك للزعل الكبير الجاي|هذا لك للزعل الكبير الياي}». و{H} هزّ{H:|ت} راس{H:ه|ها}، ورجع{H:|ت} {d:للعب|عاللعب|للعب|للعب}، {d:بالراحة المرّة دي|عمهل هالمرّة|بشويش هالمرّة|بشويش هالمرّة}.', '2'],
    ['{H} thought of the neighbour as a little girl with big feelings, and her mother teaching her to squeeze and let go. Anger, it seemed, was something people had always known; and calm was something they had always passed on, hand to hand.', '{H:فَكَّرَ|فَكَّرَتْ} {H} في الجارَةِ حينَ كانَتْ طِفْلَةً صَغيرَةً مَشاعِرُها كَبيرَةٌ، وَفي أُمِّها تُعَلِّمُها أَنْ تَعْصِرَ ثُمَّ تُرْخِيَ. فَالغَضَبُ، كَما يَبْدو، يَعْرِفُهُ النّاسُ مُنْذُ القَديمِ، وَالهُدوءُ يَتَناقَلونَهُ يَدًا بِيَدٍ.', '{H} فكّر{H:|ت} في {d:الجارة وهي بنت صغيّرة عندها مشاعر كبيرة، ومامتها بتعلّمها تعصر وبعدين تسيب|الجارة وهيّي بنت زغيرة عندا مشاعر كبيرة، وإمّا عم تعلّما تعصر وبعدين تترك|الجارة وهي بنت صغيرة عندها مشاعر كبيرة، وأمّها تعلّمها تعصر وبعدين تخلّي|اليارة وهي بنت صغيرة عندها مشاعر كبيرة، وأمّها تعلّمها تعصر وبعدين تخلّي}. {d:الزعل شكله حاجة الناس طول عمرهم عارفينها، والهدوء حاجة بيسلّموها لبعض من إيد لإيد|الغضب مبيّن إنّو شي الناس من زمان بيعرفوه، والهدوء شي بيسلّموه لبعض من إيد لإيد|الزعل شكله شي الناس من زمان يعرفونه، والهدوء شي يسلّمونه لبعض من يد ليد|الزعل شكله شي الناس من زمان يعرفونه، والهدوء شي يسلّمونه لبعض من يد ليد}.', '3'],
  ],
  scene: {
    problem: 'stand with clenched fists, face red with anger',
    try: 'hide under a blanket, huffing',
    help: 'sit on the floor beside the neighbour, who has come for tea',
    together: 'squeeze both fists tight beside the neighbour, eyes closed',
    resolution: 'sit calmly beside the neighbour, hands open and soft, a cup of tea on the table',
  },
  props: {
    try: [{ kind: 'bed' }],
    help: [{ kind: 'cup', where: 'table' }],
    resolution: [{ kind: 'cup', where: 'table' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'living-room', together: 'living-room', resolution: 'living-room' },
};

export const bigFeelingsPlots: readonly SituationPlot[] = [flowerCandle, sandTimer, storm, balloon, calmCorner, lemons];
