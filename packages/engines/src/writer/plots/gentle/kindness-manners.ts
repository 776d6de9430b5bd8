import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Kindness and manners: the little words forgotten, a grab at the table, a quiet that follows.
 * Told without shaming: nobody is cross, kindness is something we practise, and a parent helps
 * the child give it (please and thank you at dinner; a thank-you card for a kind neighbour) and
 * see it come back as a smile.
 */

const please = '{d:لو سمحت|إذا بتريد|لو سمحت|لو سمحت}';
const pal = '{d:صاحب|رفيق|خويّ|ربيع}{H:|ة}';
const thanks = '{d:شكرًا|ميرسي|مشكور|مشكور}';

const problem: Pool = [
  ['{H} often forgot the little words of kindness: please and thank you.', 'كانَ{H:|تْ} {H} {H:يَنْسى|تَنْسى} كَثيرًا كَلِماتِ اللُّطْفِ الصَّغيرَةَ: «مِنْ فَضْلِكَ» وَ«شُكْرًا».', `{H} {H:كان|كانت} {d.bh}{H:ينسى|تنسى} {d:كتير|كتير|واجد|وايد} كلمات {d:الطيبة|اللطف|الطيبة|الطيبة} {d:الصغيّرة|الزغيرة|الصغيرة|الصغيرة}: «${please}» و«${thanks}».`],
  ['At dinner {H} said "Give me!" instead of "please", and forgot "thank you" too; kindness had slipped away.', 'عَلى العَشاءِ قالَ{H:|تْ} {H}: «أَعْطِني!» بَدَلًا مِنْ «مِنْ فَضْلِكَ»، وَنَسِيَ{H:|تْ} «شُكْرًا» أَيْضًا؛ فَقَدْ غابَ اللُّطْفُ.', `على العشا {H} قال{H:|ت} «{d:هات!|عطيني!|عطني!|عطني!}» بدل «${please}»، و{H:نسي|نسيت} «${thanks}» {d.also}؛ {d:والطيبة غابت|واللطف غاب|والطيبة غابت|والطيبة غابت}.`],
  ['{H} did not mean to be unkind, but lately hurry and grumpiness had pushed kindness aside, and {H} noticed that people\'s faces closed a little when {H.he} spoke.', 'لَمْ {H:يَقْصِدْ|تَقْصِدْ} {H} أَنْ {H:يُسيءَ|تُسيءَ} إِلى أَحَدٍ، لكِنَّ العَجَلَةَ وَالضّيقَ أَبْعَدا اللُّطْفَ في الأَيّامِ الأَخيرَةِ، {H:وَلاحَظَ|وَلاحَظَتْ} {H} أَنَّ وُجوهَ النّاسِ تَنْقَبِضُ قَليلًا حينَ {H:يَتَكَلَّمُ|تَتَكَلَّمُ}.', '{H} {d:ما كانش قصد|ما كان قصد|ما كان قصد|ما كان قصد}{H:ه|ها} {d:يضايق حدّ|يزعّل حدا|يضايق أحد|يضايق حد}، بس الاستعجال {d:والنرفزة|والنقّ|والضيق|والضيق} {d:بعّدوا الطيبة الأيّام دي|بعّدوا اللطف هالإيّام|بعّدوا الطيبة هالأيّام|بعّدوا الطيبة هالأيّام}، و{H} لاحظ{H:|ت} إنّ {d:وشوش|وجوه|وجيه|وجيه} الناس {d:بتتقفل|عم تتسكّر|تنقبض|تنقبض} {d.bit} لمّا {H:يتكلّم|تتكلّم}.', '3'],
];

const problemMore: Pool = [
  ['{H} grabbed the last biscuit without asking.', '{H:أَخَذَ|أَخَذَتْ} {H} آخِرَ قِطْعَةِ بَسْكَويتٍ بِسُرْعَةٍ دونَ أَنْ {H:يَسْتَأْذِنَ|تَسْتَأْذِنَ}.', '{H} {d:خد|أخد|أخذ|خذ}{H:|ت} آخر بسكوتة بسرعة {d:من غير ما|بلا ما|بدون ما|بدون ما} {H:يستأذن|تستأذن}.'],
  ['Nobody said anything, but the table went quiet.', 'لَمْ يَقُلْ أَحَدٌ شَيْئًا، لكِنَّ المائِدَةَ صارَتْ هادِئَةً.', '{d:محدّش قال حاجة|ما حدا قال شي|ما أحد قال شي|ما حد قال شي}، بس السفرة {d.became:f} ساكتة.'],
  ['{H} felt a small, uncomfortable feeling inside.', 'شَعَرَ{H:|تْ} {H} بِشُعورٍ صَغيرٍ مُزْعِجٍ في داخِلِ{H:هِ|ها}.', '{H} {H:حسّ|حسّت} {d:بإحساس صغيّر مش مريح|بشعور زغير مش مريح|بشعور صغير مو مريح|بشعور صغير مب مريح} {d:جوّا|جوّا|داخل|داخل}{H:ه|ها}.'],
];

const tries: Pool = [
  ['{H} said "sorry" very fast, without looking up, and it did not feel like enough.', 'قالَ{H:|تْ} {H} «{H:آسِفٌ|آسِفَةٌ}» بِسُرْعَةٍ، دونَ أَنْ {H:يَرْفَعَ|تَرْفَعَ} عَيْنَيْ{H:هِ|ها}، فَلَمْ يَبْدُ ذلِكَ كافِيًا.', '{H} قال{H:|ت} «آسف{H:|ة}» بسرعة {d:من غير ما|بلا ما|بدون ما|بدون ما} {H:يرفع|ترفع} {d:عين|عيون|عين|عين}{H:ه|ها}، {d:وده ما كانش كفاية|وهيدا ما كان كفاية|وهذا ما كان كفاية|وهذا ما كان كفاية}.'],
  ['{H} wanted to fix it, but {H.he} did not know how.', '{H:أَرادَ|أَرادَتْ} {H} أَنْ {H:يُصْلِحَ|تُصْلِحَ} الأَمْرَ، لكِنَّ{H:هُ لَمْ يَعْرِفْ|ها لَمْ تَعْرِفْ} كَيْفَ.', '{H} {H:كان|كانت} {d.want:H} {H:يصلّح|تصلّح} {d:الموضوع|الشي|السالفة|السالفة}، بس {d.didntknow:H} {d:إزاي|كيف|كيف|شلون}.'],
  ['{H} tried to be good by being very quiet, but being quiet is not the same as being kind.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَكونَ مُؤَدَّبًا|تَكونَ مُؤَدَّبَةً} بِالسُّكوتِ، لكِنَّ السُّكوتَ شَيْءٌ وَاللُّطْفَ شَيْءٌ آخَرُ.', '{H} حاول{H:|ت} {H:ي|ت}{d:بقى|كون|كون|كون} {d:مؤدّب|مهذّب|مؤدّب|مؤدّب}{H:|ة} بالسكوت، بس السكوت {d:حاجة والطيبة حاجة تانية|شي واللطف شي تاني|شي والطيبة شي ثاني|شي والطيبة شي ثاني}.', '2'],
];

const reflect: Pool = [
  ['Kindness is small words and small acts, {H} thought, and they make faces light up.', 'فَكَّرَ{H:|تْ} {H}: اللُّطْفُ كَلِماتٌ صَغيرَةٌ وَأَفْعالٌ صَغيرَةٌ، تُضيءُ الوُجوهَ.', 'فكّر{H:|ت} {H}: {d:الطيبة كلام صغيّر وحاجات صغيّرة، بتنوّر الوشوش|اللطف كلام زغير وأشيا زغيرة، بتضوّي الوجوه|الطيبة كلام صغير وأشياء صغيرة، تنوّر الوجيه|الطيبة كلام صغير وأشياء صغيرة، تنوّر الوجيه}.'],
  ['Please and thank you are little keys that open big smiles.', '«مِنْ فَضْلِكَ» وَ«شُكْرًا» مَفاتيحُ صَغيرَةٌ تَفْتَحُ ابْتِساماتٍ كَبيرَةً.', `«${please}» و«${thanks}» {d:مفاتيح صغيّرة بتفتح ابتسامات كبيرة|مفاتيح زغيرة بتفتح ابتسامات كبيرة|مفاتيح صغيرة تفتح ابتسامات كبيرة|مفاتيح صغيرة تفتح ابتسامات كبيرة}.`],
  ['{H} learned that kindness is not only for guests and grown-ups; it is for everyone, every day.', '{H:تَعَلَّمَ|تَعَلَّمَتْ} {H} أَنَّ اللُّطْفَ لَيْسَ لِلضُّيوفِ وَالكِبارِ وَحْدَهُمْ، بَلْ لِلْجَميعِ، كُلَّ يَوْمٍ.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:الطيبة مش للضيوف والكبار بس، دي للكل، كل يوم|اللطف مش بسّ للضيوف والكبار، هيدا للكل، كل يوم|الطيبة مو بس للضيوف والكبار، هذي للكل، كل يوم|الطيبة مب بس للضيوف والكبار، هذي للكل، كل يوم}.', '2'],
];

const bedtime: Pool = [
  ['At bedtime {H} remembered to say "thank you" for the warm milk.', 'وَقْتَ النَّوْمِ {H:تَذَكَّرَ|تَذَكَّرَتْ} {H} أَنْ {H:يَقولَ|تَقولَ} «شُكْرًا» عَلى الحَليبِ الدّافِئِ.', 'وقت النوم {H} {d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت} {H:يقول|تقول} «{d:شكرًا|ميرسي|شكرًا|شكرًا}» على {d:اللبن|الحليب|الحليب|الحليب} الدافي.'],
];

const before: Pool = [
  ['That afternoon everyone at home was busy, and {H} was a little grumpy.', 'في ذلِكَ العَصْرِ كانَ الجَميعُ في البَيْتِ مَشْغولينَ، وَكانَ{H:|تْ} {H} {H:ضَجِرًا|ضَجِرَةً} قَليلًا.', '{d:العصر ده|هالعصر|هالعصر|هالعصر} الكل في البيت كان مشغول، و{H} {H:كان|كانت} متضايق{H:|ة} {d.bit}.'],
];

const morals: Pool = [
  ['Kindness grows when we share it.', 'اللُّطْفُ يَكْبُرُ حينَ نَتَشارَكُهُ.', '{d:الطيبة بتكبر لمّا نديها لغيرنا|اللطف بيكبر لمّا نعطيه لغيرنا|الطيبة تكبر لمّا نعطيها لغيرنا|الطيبة تكبر لمّا نعطيها لغيرنا}.'],
  ['Please and thank you are small words with a big heart.', '«مِنْ فَضْلِكَ» وَ«شُكْرًا» كَلِمَتانِ صَغيرَتانِ بِقَلْبٍ كَبيرٍ.', `«${please}» و«${thanks}» {d:كلمتين صغيّرين بقلب كبير|كلمتين زغار بقلب كبير|كلمتين صغار بقلب كبير|كلمتين صغار بقلب كبير}.`],
];

const shared = { situation: 'kindness-manners', gentle: false, problem, problemMore, tries, reflect, bedtime, before, morals } as const;

/** Mama and the child practise the magic words at the table, and the table smiles again. */
const magicWords: SituationPlot = {
  ...shared,
  key: 'kindness-manners/magic-words',
  titles: [
    ['{H} and the Magic Words', '{H} وَالكَلِماتُ السِّحْرِيَّةُ', '{H} والكلمات السحرية'],
    ['Please and Thank You', 'مِنْ فَضْلِكَ وَشُكْرًا', `${please} و${thanks}`],
  ],
  help: [
    ['Mama came and sat down beside {H}. "Nobody is cross with you," she said. "Kindness is something we practise. Shall we practise the magic words: please and thank you?"', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لا أَحَدَ غاضِبٌ مِنْ{H:كَ|كِ}. اللُّطْفُ شَيْءٌ نَتَدَرَّبُ عَلَيْهِ. ما رَأْيُ{H:كَ|كِ} أَنْ نَتَدَرَّبَ عَلى الكَلِماتِ السِّحْرِيَّةِ: مِنْ فَضْلِ{H:كَ|كِ} وَشُكْرًا؟»', '{d.mom} {d.came:f} وقعدت جنب {H}، وقالت: «{d:محدّش زعلان منّك|ما حدا زعلان منّك|ما أحد زعلان منك|ما حد زعلان منك}. {d:الطيبة حاجة بنتمرّن عليها|اللطف شي منتمرّن عليه|الطيبة شي نتمرّن عليه|الطيبة شي نتمرّن عليه}. {d:إيه رأيك نتمرّن|شو رأيك نتمرّن|وش رايك نتمرّن|شو رايك نتمرّن} على الكلمات السحرية: {d:لو سمحت وشكرًا|إذا بتريد وشكرًا|لو سمحت ومشكور|لو سمحت ومشكور}؟»'],
  ],
  together: [
    ['They played a little game: Mama passed the bread, and {H} said "thank you"; then {H} asked for the water with a "please".', '{H:لَعِبا|لَعِبَتا} لُعْبَةً صَغيرَةً: {H:ناوَلَتْهُ|ناوَلَتْها} أُمُّ{H:هُ|ها} الخُبْزَ {H:فَقالَ|فَقالَتْ}: «شُكْرًا»، ثُمَّ {H:طَلَبَ الماءَ قائِلًا|طَلَبَتِ الماءَ قائِلَةً}: «مِنْ فَضْلِكِ».', 'لعبوا لعبة {d.small:f}: {d.mom} {d.gave:f} {H} {d:العيش|الخبز|الخبز|الخبز}، ف{H} قال{H:|ت} «{d:شكرًا|ميرسي|مشكورة|مشكورة}»، وبعدين طلب{H:|ت} {d:المية|المي|الموية|الماي} وقال{H:|ت} «{d:لو سمحتي|إذا بتريدي|لو سمحتي|لو سمحتي}».'],
    ['Then they thought of someone who helps every day and is rarely thanked: the building\'s guard, who carries the heavy bags upstairs.', '{H:ثُمَّ فَكَّرا|ثُمَّ فَكَّرَتا} في شَخْصٍ يُساعِدُ كُلَّ يَوْمٍ وَقَلَّما يَشْكُرُهُ أَحَدٌ: حارِسِ العِمارَةِ الَّذي يَحْمِلُ الأَكْياسَ الثَّقيلَةَ.', 'وبعدين فكّروا في {d.someone} {d:بيساعد كل يوم ونادرًا ما حدّ بيشكره: بوّاب العمارة اللي بيطلّع الشنط التقيلة|بيساعد كل يوم وقليل ما حدا بيشكرو: ناطور البناية اللي بيطلّع الأكياس التقيلة|يساعد كل يوم وقليل أحد يشكره: حارس العمارة اللي يشيل الأكياس الثقيلة|يساعد كل يوم وقليل حد يشكره: حارس البناية اللي يشيل الأكياس الثقيلة}.', '2'],
  ],
  resolution: [
    ['At dinner {H} said "please" and "thank you", and everyone around the table smiled; kindness had come back.', 'عَلى العَشاءِ قالَ{H:|تْ} {H}: «مِنْ فَضْلِكُمْ» وَ«شُكْرًا»، فَابْتَسَمَ كُلُّ مَنْ حَوْلَ المائِدَةِ؛ لَقَدْ عادَ اللُّطْفُ.', 'على العشا {H} قال{H:|ت} «{d:لو سمحتوا|إذا بتريدوا|لو سمحتوا|لو سمحتوا}» و«{d:شكرًا|ميرسي|مشكورين|مشكورين}»، والكل {d.around} السفرة ابتسم؛ {d:الطيبة رجعت|اللطف رجع|الطيبة رجعت|الطيبة رجعت}.', '2'],
    ['At dinner {H} said "please" and "thank you". Everyone at the table smiled.', 'عَلى العَشاءِ قالَ{H:|تْ} {H}: «مِنْ فَضْلِكُمْ» وَ«شُكْرًا»، فَابْتَسَمَ كُلُّ مَنْ حَوْلَ المائِدَةِ.', 'على العشا {H} قال{H:|ت} «{d:لو سمحتوا|إذا بتريدوا|لو سمحتوا|لو سمحتوا}» و«{d:شكرًا|ميرسي|مشكورين|مشكورين}»، والكل {d.around} السفرة ابتسم.', 'y'],
    ['When the building\'s guard carried up the heavy shopping, {H} looked him in the eye and said, "Thank you very much!" His tired face broke into a smile.', 'وَحينَ حَمَلَ حارِسُ العِمارَةِ الأَكْياسَ الثَّقيلَةَ إِلى الأَعْلى، نَظَرَ{H:|تْ} {H} في عَيْنَيْهِ وَقالَ{H:|تْ}: «شُكْرًا جَزيلًا!» فَأَشْرَقَ وَجْهُهُ المُتْعَبُ بِابْتِسامَةٍ.', 'ولمّا {d:بوّاب العمارة طلّع الشنط التقيلة|ناطور البناية طلّع الأكياس التقيلة|حارس العمارة شال الأكياس الثقيلة|حارس البناية شال الأكياس الثقيلة}، {H} {d.looked:H} في {d:عينيه|عيونو|عيونه|عيونه} وقال{H:|ت}: «{d:شكرًا جزيلًا|ميرسي كتير|مشكور واجد|مشكور وايد}!» و{d:وشّه التعبان نوّر بابتسامة|وجّو التعبان ضوّى بابتسامة|وجهه التعبان نوّر بابتسامة|وجهه التعبان نوّر بابتسامة}.', '2'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'sit at the dinner table with Mama',
    together: 'take the bread from Mama at the dinner table, practising please and thank you',
    resolution: 'smile around the dinner table with the family',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    help: [{ kind: 'dinner', where: 'table' }],
    together: [{ kind: 'dinner', where: 'table' }],
    resolution: [{ kind: 'dinner', where: 'table' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'kitchen', together: 'kitchen', resolution: 'kitchen' },
};

/** Baba and the child make a thank-you card for a kind neighbour, and her face lights up. */
const thankYouCard: SituationPlot = {
  ...shared,
  key: 'kindness-manners/thank-you-card',
  titles: [
    ['A Thank-You Card', 'بِطاقَةُ شُكْرٍ', '{d:كارت|كرت|كرت|كرت} شكر'],
    ['Kindness Comes Back', 'اللُّطْفُ يَعودُ', '{d:الطيبة بترجع|اللطف بيرجع|الطيبة ترجع|الطيبة ترجع}'],
  ],
  help: [
    ['Baba came and sat down beside {H} with coloured paper. "Kindness is a gift we can give," he said. "Let us make thank-you cards for the people who are kind to us."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ وَرَقٌ مُلَوَّنٌ، وَقالَ: «اللُّطْفُ هَدِيَّةٌ نَسْتَطيعُ أَنْ نُقَدِّمَها. لِنَصْنَعْ بِطاقاتِ شُكْرٍ لِمَنْ يُعامِلونَنا بِلُطْفٍ».', '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه|ومعو|ومعه|ووياه} ورق ملوّن، وقال: «{d:الطيبة هديّة نقدر نديها|اللطف هديّة فينا نعطيها|الطيبة هديّة نقدر نعطيها|الطيبة هديّة نقدر نعطيها}. {d:يلّا نعمل|يلّا نعمل|خلّنا نسوّي|خلّنا نسوّي} كروت شكر {d:للناس اللي بيعاملونا بطيبة|للناس اللي بيعاملونا بلطف|للناس اللي يعاملونا بطيبة|للناس اللي يعاملونا بطيبة}».'],
  ],
  together: [
    ['They made a card for the neighbour who waters the plants on the stairs, and {H} drew a flower on it.', 'صَنَعا بِطاقَةً لِلْجارَةِ الَّتي تَسْقي النَّباتاتِ عَلى الدَّرَجِ، وَرَسَمَ{H:|تْ} {H} عَلَيْها زَهْرَةً.', '{d:عملوا|عملوا|سوّوا|سوّوا} {d:كارت|كرت|كرت|كرت} للجارة اللي {d:بتسقي الزرع على السلّم|بتسقي الزرع عالدرج|تسقي الزرع على الدرج|تسقي الزرع على الدرج}، و{H} رسم{H:|ت} عليه وردة.'],
    ['{H} wrote inside in careful letters: "Thank you for your kindness."', '{H:وَكَتَبَ|وَكَتَبَتْ} {H} في داخِلِها بِخَطٍّ مُتْقَنٍ: «شُكْرًا عَلى لُطْفِكِ».', 'و{H} {H:كتب|كتبت} {d:جوّاه|جوّاتو|داخله|داخله} بخطّ حلو: «{d:شكرًا على طيبتك|ميرسي على لطفك|مشكورة على طيبتك|مشكورة على طيبتك}».', '2p'],
  ],
  resolution: [
    ['{H} took the card to the neighbour\'s door. When she read it, her face lit up. "What kindness!" she said softly.', '{H:حَمَلَ|حَمَلَتْ} {H} البِطاقَةَ إِلى بابِ الجارَةِ، فَلَمّا قَرَأَتْها أَشْرَقَ وَجْهُها، وَقالَتْ بِهُدوءٍ: «ما أَجْمَلَ هذا اللُّطْفَ!»', '{H} {d.took:H} {d:الكارت|الكرت|الكرت|الكرت} لباب الجارة، ولمّا {d:قرته|قرأتو|قرته|قرته} {d:وشّها نوّر|وجّا ضوّى|وجهها نوّر|وجهها نوّر}، وقالت بهدوء: «{d:إيه الطيبة الحلوة دي|شو هاللطف الحلو|وش هالطيبة الحلوة|شو هالطيبة الحلوة}!»'],
    ['Back at home, {H} felt warm all over: the kindness had come back as a smile.', 'وَحينَ عادَ{H:|تْ} {H} إِلى البَيْتِ، {H:شَعَرَ|شَعَرَتْ} بِدِفْءٍ في قَلْبِ{H:هِ|ها}؛ فَقَدْ عادَ اللُّطْفُ ابْتِسامَةً.', 'ولمّا {H} رجع{H:|ت} البيت، {H:حسّ|حسّت} بدفا في قلب{H:ه|ها}؛ {d:الطيبة رجعت|اللطف رجع|الطيبة رجعت|الطيبة رجعت} ابتسامة.', '2'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'sit at the table with Baba and coloured paper',
    together: 'draw a flower on a thank-you card beside Baba',
    resolution: 'give a thank-you card to the neighbour at her door',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [{ kind: 'letter', where: 'table' }],
    resolution: [{ kind: 'letter', where: 'held' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'living-room', together: 'living-room' },
};

/** Grandma's old game: three kind things before bedtime, and three faces that light up. */
const threeKindThings: SituationPlot = {
  ...shared,
  key: 'kindness-manners/three-kind-things',
  titles: [
    ['Three Kind Things', 'ثَلاثَةُ أَشْياءَ لَطيفَةٍ', '{d:تلات حاجات حلوة|تلات أشيا لطيفة|ثلاث أشياء طيّبة|ثلاث أشياء طيّبة}'],
    ['Grandma\'s Kindness Game', 'لُعْبَةُ اللُّطْفِ', '{d:لعبة الطيبة|لعبة اللطف|لعبة الطيبة|لعبة الطيبة}'],
  ],
  help: [
    ['Grandma came and sat down beside {H}. "Nobody is cross with you," she said. "Let us play my old game: three kind things before bedtime. Kindness is easier when it is a game."', 'جاءَتْ جَدَّتُ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ لَ{H:هُ|ها}: «لا أَحَدَ غاضِبٌ مِنْ{H:كَ|كِ}. {H:تَعالَ|تَعالَيْ} نَلْعَبْ لُعْبَتي القَديمَةَ: ثَلاثَةُ أَشْياءَ لَطيفَةٍ قَبْلَ النَّوْمِ؛ فَاللُّطْفُ أَسْهَلُ حينَ يَكونُ لُعْبَةً».', '{d:تيتة جت|تيتا إجت|الجدّة جات|الجدّة جات} وقعدت جنب {H}، وقالت: «{d:محدّش زعلان منّك|ما حدا زعلان منّك|ما أحد زعلان منك|ما حد زعلان منك}. {d.come:H} نلعب لعبتي القديمة: {d:تلات حاجات حلوة|تلات أشيا لطيفة|ثلاث أشياء طيّبة|ثلاث أشياء طيّبة} قبل النوم؛ {d:الطيبة بتبقى أسهل لمّا تبقى لعبة|اللطف بيصير أسهل لمّا يصير لعبة|الطيبة تصير أسهل لمّا تصير لعبة|الطيبة تصير أسهل لمّا تصير لعبة}».'],
  ],
  together: [
    ['{H} thought hard about the kind things, and soon had an idea.', '{H:فَكَّرَ|فَكَّرَتْ} {H} طَويلًا في الأَشْياءِ اللَّطيفَةِ، وَسُرْعانَ ما {H:خَطَرَتْ لَهُ|خَطَرَتْ لَها} فِكْرَةٌ.', '{H} فكّر{H:|ت} {d:كتير|كتير|واجد|وايد} في {d:الحاجات الحلوة|الأشيا اللطيفة|الأشياء الطيّبة|الأشياء الطيّبة}، وبسرعة {d:جت|إجت|جات|جات} ل{H:ه|ها} فكرة.'],
    ['First, {H} lined up the shoes neatly by the door. Second, {H} poured Grandma a glass of water, and Grandma said, "Thank you, my dear."', 'أَوَّلًا {H:رَتَّبَ|رَتَّبَتْ} {H} الأَحْذِيَةَ عِنْدَ البابِ. ثانِيًا {H:سَكَبَ|سَكَبَتْ} لِجَدَّتِ{H:هِ|ها} كوبَ ماءٍ، فَقالَتْ: «شُكْرًا يا {H:حَبيبي|حَبيبَتي}».', '{d:أوّل حاجة|أوّل شي|أوّل شي|أوّل شي}، {H} {d:رصّ|صفّ|صفّ|صفّ}{H:|ت} {d:الجزم|الصبابيط|الجزم|النعول} عند الباب. {d:تاني حاجة|تاني شي|ثاني شي|ثاني شي}، {H} صبّ{H:|ت} ل{d:تيتة|تيتا|الجدّة|الجدّة} {d:كبّاية مية|كاسة مي|كاسة موية|غلاس ماي}، فقالت: «{d.thanks:H} يا {H:حبيبي|حبيبتي}».', '2p'],
  ],
  resolution: [
    ['{H} cleared the table and said "thank you" for dinner, and Grandma smiled. "Kind things make happy faces," she said. "That is how kindness grows."', '{H:رَتَّبَ|رَتَّبَتْ} {H} المائِدَةَ {H:وَقالَ|وَقالَتْ} «شُكْرًا» عَلى العَشاءِ، فَابْتَسَمَتْ جَدَّتُ{H:هُ|ها} وَقالَتْ: «الأَشْياءُ اللَّطيفَةُ تَصْنَعُ وُجوهًا سَعيدَةً؛ هكَذا يَكْبُرُ اللُّطْفُ».', '{H} {d:شال|رتّب|رتّب|رتّب}{H:|ت} السفرة وقال{H:|ت} «{d:شكرًا|ميرسي|شكرًا|شكرًا}» على العشا، ف{d:تيتة ابتسمت|تيتا ابتسمت|الجدّة ابتسمت|الجدّة ابتسمت} وقالت: «{d:الحاجات الحلوة بتعمل وشوش فرحانة؛ كده الطيبة بتكبر|الأشيا اللطيفة بتعمل وجوه مبسوطة؛ هيك اللطف بيكبر|الأشياء الطيّبة تسوّي وجيه مبسوطة؛ كذا الطيبة تكبر|الأشياء الطيّبة تسوّي وجيه مستانسة؛ جي الطيبة تكبر}».'],
    ['The last kind thing was a drawing for Mama, with "Thank you for dinner" written on it. Mama held it to her heart; kindness had filled the evening.', 'وَكانَ آخِرُ شَيْءٍ لَطيفٍ رَسْمَةً لِأُمِّ{H:هِ|ها} كُتِبَ عَلَيْها: «شُكْرًا عَلى العَشاءِ». فَضَمَّتْها أُمُّ{H:هُ|ها} إِلى قَلْبِها؛ لَقَدْ مَلَأَ اللُّطْفُ المَساءَ.', '{d:وآخر حاجة حلوة كانت|وآخر شي لطيف كان|وآخر شي طيّب كان|وآخر شي طيّب كان} رسمة ل{d.mom} مكتوب عليها: «{d:شكرًا على العشا|ميرسي عالعشا|مشكورة على العشا|مشكورة على العشا}». {d.mom} {d:حضنتها|ضمّتها|ضمّتها|ضمّتها}؛ {d:الطيبة ملت المسا|اللطف عبّى المسا|الطيبة عبّت المسا|الطيبة عبّت المسا}.', '2p'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'sit with Grandma at the table after dinner',
    together: 'pour a glass of water for Grandma at the table',
    resolution: 'smile with Grandma at the table, a thank-you drawing nearby',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    together: [{ kind: 'cup', where: 'held' }],
    resolution: [{ kind: 'drawing', where: 'table' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'kitchen', together: 'kitchen', resolution: 'kitchen' },
};

/** Grandpa takes the child to the bakery to ask for the bread; please and thank you soften a tired face. */
const bakery: SituationPlot = {
  ...shared,
  key: 'kindness-manners/bakery-with-grandpa',
  morals: [
    ['Please and thank you can soften a tired face.', '«مِنْ فَضْلِكَ» وَ«شُكْرًا» تُلَيِّنانِ الوَجْهَ المُتْعَبَ.', `«${please}» و«${thanks}» {d:بيريّحوا الوشّ التعبان|بيريّحوا الوجّ التعبان|يريّحون الوجه التعبان|يريّحون الوجه التعبان}.`],
    ['Kindness is answered with kindness.', 'اللُّطْفُ يُرَدُّ بِاللُّطْفِ.', '{d:الطيبة بتترد بطيبة|اللطف بينرد بلطف|الطيبة تنرد بطيبة|الطيبة تنرد بطيبة}.'],
  ],
  titles: [
    ['Two Loaves, Please', 'رَغيفانِ، مِنْ فَضْلِكَ', `رغيفين، ${please}`],
    ['{H} at the Bakery', '{H} في المَخْبَزِ', '{H} {d:في الفرن|بالفرن|في المخبز|في المخبز}'],
  ],
  help: [
    ['Grandpa came and held the door open. "Come with me to the bakery," he said. "Today you ask for the bread. Kindness is best learned out among people."', 'جاءَ جَدُّ{H:هُ|ها} وَفَتَحَ البابَ، وَقالَ: «{H:تَعالَ|تَعالَيْ} مَعي إِلى المَخْبَزِ؛ {H:أَنْتَ تَطْلُبُ|أَنْتِ تَطْلُبينَ} الخُبْزَ اليَوْمَ. وَاللُّطْفُ نَتَعَلَّمُهُ بَيْنَ النّاسِ».', '{d:جدّو جه|جدّو إجا|الجدّ جا|اليدّ يا} وفتح الباب، وقال: «{d.come:H} {d:معايا الفرن|معي عالفرن|معي المخبز|ويّاي المخبز}؛ {d:النهارده الطلب عليك|اليوم الطلب عليك|اليوم الطلب عليك|اليوم الطلب عليك}. {d:والطيبة بنتعلّمها وسط الناس|واللطف منتعلّمو بين الناس|والطيبة نتعلّمها بين الناس|والطيبة نتعلّمها بين الناس}».'],
    ['Grandpa handed {H} a few coins at the door. "Today you buy the bread, with a please and a thank you," he said. "Kindness is for the baker too."', 'أَعْطى جَدُّ{H:هُ|ها} {H.a} بِضْعَ قِطَعٍ نَقْدِيَّةٍ عِنْدَ البابِ، وَقالَ: «اليَوْمَ {H:أَنْتَ تَشْتَري|أَنْتِ تَشْتَرينَ} الخُبْزَ، وَلا {H:تَنْسَ|تَنْسَيْ} كَلِمَتَيِ اللُّطْفِ؛ فَاللُّطْفُ لِلْخَبّازِ أَيْضًا».', '{d:جدّو|جدّو|الجدّ|اليدّ} {d.gave:m} {H} {d:شوية فكّة|شوية فراطة|شوي صرف|شوي خردة} عند الباب، وقال: «{d:النهارده الشرا عليك، ومعاه لو سمحت وشكرًا؛ الطيبة للخبّاز كمان|اليوم الشرا عليك، ومعو إذا بتريد وشكرًا؛ اللطف للفرّان كمان|اليوم الشرا عليك، ومعه لو سمحت ومشكور؛ الطيبة للخبّاز بعد|اليوم الشرا عليك، ووياه لو سمحت ومشكور؛ الطيبة للخبّاز بعد}».'],
  ],
  together: [
    ['At the bakery, {H} looked up at the baker and said, "Two loaves, please."', 'في المَخْبَزِ رَفَعَ{H:|تْ} {H} عَيْنَيْ{H:هِ|ها} إِلى الخَبّازِ {H:وَقالَ|وَقالَتْ}: «رَغيفَيْنِ، مِنْ فَضْلِكَ».', `{d:في الفرن|بالفرن|في المخبز|في المخبز} {H} {d.looked:H} {d:للخبّاز|عالفرّان|على الخبّاز|على الخبّاز} وقال{H:|ت}: «{d:رغيفين عيش|رغيفين خبز|خبزتين|خبزتين}، ${please}».`],
    ['The baker wrapped the bread, and {H} remembered: "Thank you!" The baker\'s tired face softened. "You are welcome," he said, and he added a little sesame biscuit as a gift.', 'لَفَّ الخَبّازُ الخُبْزَ، {H:فَتَذَكَّرَ|فَتَذَكَّرَتْ} {H}: «شُكْرًا!» فَلانَ وَجْهُ الخَبّازِ المُتْعَبُ، وَقالَ: «العَفْوُ»، وَزادَ كَعْكَةَ سِمْسِمٍ صَغيرَةً هَدِيَّةً.', `الخبّاز لفّ {d:العيش|الخبز|الخبز|الخبز}، و{H} {d:افتكر|تذكّر|تذكّر|تذكّر}{H:|ت}: «${thanks}!» {d:ووشّ|ووجّ|ووجه|ووجه} الخبّاز التعبان لان، وقال: «العفو»، و{d:زوّد|زاد|زاد|زاد} {d:كحكة سمسم صغيّرة هديّة|كعكة سمسم زغيرة هديّة|كعكة سمسم صغيرة هديّة|كعكة سمسم صغيرة هديّة}.`, '2'],
  ],
  resolution: [
    ['On the way home the bread was still warm, and {H} thought: the baker answered kindness with kindness.', 'وَفي طَريقِ العَوْدَةِ كانَ الخُبْزُ ما زالَ دافِئًا، {H:فَفَكَّرَ|فَفَكَّرَتْ} {H}: رَدَّ الخَبّازُ اللُّطْفَ بِلُطْفٍ.', '{d:وفي السكّة للبيت|وبالطريق عالبيت|وفي الطريق للبيت|وفي الطريق للبيت} {d:العيش كان سخن|الخبز كان سخن|الخبز كان حار|الخبز كان حار}، و{H} فكّر{H:|ت}: {d:الخبّاز ردّ الطيبة بطيبة|الفرّان ردّ اللطف بلطف|الخبّاز ردّ الطيبة بطيبة|الخبّاز ردّ الطيبة بطيبة}.'],
    ['At home, {H} handed Grandpa the warm bread. "Thank you for taking me," {H} said, without being reminded, and Grandpa squeezed {H.his} hand.', 'وَفي البَيْتِ {H:ناوَلَ|ناوَلَتْ} {H} جَدَّ{H:هُ|ها} الخُبْزَ الدّافِئَ، {H:وَقالَ|وَقالَتْ} مِنْ غَيْرِ أَنْ {H:يُذَكِّرَهُ|يُذَكِّرَها} أَحَدٌ: «شُكْرًا لِأَنَّكَ أَخَذْتَني مَعَكَ»، فَضَغَطَ جَدُّ{H:هُ|ها} عَلى يَدِ{H:هِ|ها}.', 'وفي البيت {H} {d.gave:H} {d:جدّو العيش السخن|جدّو الخبز السخن|الجدّ الخبز الحار|اليدّ الخبز الحار}، وقال{H:|ت} {d:من غير ما حدّ يفكّر|بلا ما حدا يذكّر|بدون ما أحد يذكّر|بدون ما حد يذكّر}{H:ه|ها}: «{d:شكرًا إنّك خدتني معاك|ميرسي لأنّك أخدتني معك|مشكور إنّك أخذتني معك|مشكور إنّك خذتني ويّاك}»، و{d:جدّو ضغط على إيد|جدّو شدّ على إيد|الجدّ ضغط على يد|اليدّ ضغط على يد}{H:ه|ها}.', '2p'],
    ['{H} thought about the baker, who had stood by the hot oven since dawn, and how two small words had changed his face. Please and thank you were not rules for grown-ups to check; they were a way of seeing people.', '{H:فَكَّرَ|فَكَّرَتْ} {H} في الخَبّازِ الواقِفِ أَمامَ الفُرْنِ الحارِّ مُنْذُ الفَجْرِ، وَكَيْفَ غَيَّرَتْ كَلِمَتانِ صَغيرَتانِ وَجْهَهُ. فَكَلِمَتا «مِنْ فَضْلِكَ وَشُكْرًا» لَيْسَتا قَواعِدَ يُراقِبُها الكِبارُ، بَلْ طَريقَةٌ لِنَرى النّاسَ.', '{H} فكّر{H:|ت} في الخبّاز اللي {d:واقف قدّام الفرن السخن من الفجر|واقف قدّام الفرن السخن من الصبح بكّير|واقف عند الفرن الحار من الفجر|واقف عند الفرن الحار من الفجر}، و{d:إزاي|كيف|كيف|شلون} كلمتين {d.small:p} {d:غيّروا وشّه|غيّروا وجّو|غيّرت وجهه|غيّرت وجهه}. «{d:لو سمحت وشكرًا|إذا بتريد وشكرًا|لو سمحت ومشكور|لو سمحت ومشكور}» {d:مش قواعد الكبار بيراقبوها؛ دي طريقة نشوف بيها الناس|مش قواعد الكبار بيراقبوها؛ هيدي طريقة منشوف فيها الناس|مو قواعد يراقبها الكبار؛ هذي طريقة نشوف فيها الناس|مب قواعد يراقبها الكبار؛ هذي طريقة نشوف فيها الناس}.', '3'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'stand by the open front door with Grandpa, ready to go out',
    together: 'ask the baker for bread at a bakery counter, Grandpa beside',
    resolution: 'walk home beside Grandpa, carrying warm bread',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    together: [{ kind: 'cookies', where: 'table' }],
    resolution: [{ kind: 'cookies', where: 'held' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'living-room' },
};

/** At school the teacher pins up a bare paper tree: a leaf for every please, thank you or helping hand. */
const kindnessTree: SituationPlot = {
  ...shared,
  key: 'kindness-manners/kindness-tree',
  morals: [
    ['Every kind word is a leaf on the kindness tree.', 'كُلُّ كَلِمَةٍ لَطيفَةٍ وَرَقَةٌ في شَجَرَةِ اللُّطْفِ.', '{d:كل كلمة حلوة ورقة في شجرة الطيبة|كل كلمة لطيفة ورقة بشجرة اللطف|كل كلمة طيّبة ورقة في شجرة الطيبة|كل كلمة طيّبة ورقة في شجرة الطيبة}.'],
    ['Kindness grows when we notice each other.', 'يَكْبُرُ اللُّطْفُ حينَ يَنْتَبِهُ بَعْضُنا إِلى بَعْضٍ.', '{d:الطيبة بتكبر لمّا ناخد بالنا من بعض|اللطف بيكبر لمّا ننتبه لبعض|الطيبة تكبر لمّا ننتبه لبعض|الطيبة تكبر لمّا ننتبه لبعض}.'],
  ],
  titles: [
    ['The Kindness Tree', 'شَجَرَةُ اللُّطْفِ', '{d:شجرة الطيبة|شجرة اللطف|شجرة الطيبة|شجرة الطيبة}'],
    ['A Leaf for Every Thank You', 'وَرَقَةٌ لِكُلِّ «شُكْرًا»', `ورقة لكل «${thanks}»`],
  ],
  help: [
    ['At school, the teacher pinned a big paper tree with bare branches on the wall. "This is our kindness tree," she said. "Each time someone says please and thank you, or helps, we add a leaf. Shall we make it grow together?"', 'في المَدْرَسَةِ عَلَّقَتِ المُعَلِّمَةُ عَلى حائِطِ الصَّفِّ شَجَرَةً كَبيرَةً مِنَ الوَرَقِ، أَغْصانُها بِلا وَرَقٍ، وَقالَتْ: «هذِهِ شَجَرَةُ اللُّطْفِ. كُلَّما قالَ أَحَدٌ: مِنْ فَضْلِكَ وَشُكْرًا، أَوْ ساعَدَ غَيْرَهُ، أَضَفْنا وَرَقَةً. هَيّا نَجْعَلْها تَكْبُرُ مَعًا».', '{d:في المدرسة المِس علّقت على حيطة الفصل|بالمدرسة المعلّمة علّقت على حيط الصفّ|في المدرسة الأبلة علّقت على جدار الفصل|في المدرسة المعلّمة علّقت على جدار الصفّ} شجرة كبيرة من الورق، {d:فروعها فاضية|غصونها فاضية|أغصانها فاضية|أغصانها فاضية}، وقالت: «{d:دي شجرة الطيبة|هيدي شجرة اللطف|هذي شجرة الطيبة|هذي شجرة الطيبة}. كل ما {d.someone} {d:يقول لو سمحت وشكرًا|يقول إذا بتريد وشكرًا|يقول لو سمحت ومشكور|يقول لو سمحت ومشكور}، أو {d:يساعد حدّ، بنزوّد|يساعد حدا، منزيد|يساعد أحد، نزيد|يساعد حد، نزيد} ورقة. {d:يلّا نكبّرها سوا|يلّا نكبّرها سوا|خلّنا نكبّرها سوا|خلّنا نكبّرها سوا}».'],
    ['At school, the teacher held up a bare paper tree and a pile of green paper leaves. "Our kindness tree needs leaves," she said. "Every please and every thank you grows one."', 'في المَدْرَسَةِ رَفَعَتِ المُعَلِّمَةُ شَجَرَةً مِنَ الوَرَقِ بِلا أَوْراقٍ، وَكَوْمَةً مِنْ أَوْراقٍ خَضْراءَ، وَقالَتْ: «شَجَرَةُ اللُّطْفِ تَحْتاجُ إِلى أَوْراقٍ، وَكُلُّ كَلِمَةِ شُكْرٍ أَوْ رَجاءٍ تُنْبِتُ وَرَقَةً».', '{d:في المدرسة المِس رفعت شجرة ورق من غير ورق، وكومة ورق أخضر|بالمدرسة المعلّمة رفعت شجرة ورق بلا ورق، وكومة ورق أخضر|في المدرسة الأبلة رفعت شجرة ورق بدون ورق، وكومة ورق أخضر|في المدرسة المعلّمة رفعت شجرة ورق بدون ورق، وكومة ورق أخضر}، وقالت: «{d:شجرة الطيبة محتاجة ورق؛ وكل لو سمحت وشكرًا بتطلّع ورقة|شجرة اللطف بدّا ورق؛ وكل إذا بتريد وشكرًا بتطلّع ورقة|شجرة الطيبة تبي ورق؛ وكل لو سمحت ومشكور تطلّع ورقة|شجرة الطيبة تبا ورق؛ وكل لو سمحت ومشكور تطلّع ورقة}».'],
  ],
  together: [
    ['When a classmate passed {H} the glue, {H} said "thank you", and the teacher handed {H.him} a green paper leaf.', 'وَحينَ {H:ناوَلَهُ|ناوَلَها} زَميلٌ الصَّمْغَ، قالَ{H:|تْ} {H}: «شُكْرًا»، فَأَعْطَتْ{H:هُ|ها} المُعَلِّمَةُ وَرَقَةً خَضْراءَ.', `ولمّا زميل {d:إدّى|عطى|عطى|عطى} {H} {d:الصمغ|الغرا|الصمغ|الصمغ}، {H} قال{H:|ت} «${thanks}»، و{d:المِس إدّت|المعلّمة عطت|الأبلة عطت|المعلّمة عطت}{H:ه|ها} ورقة خضرا.`],
    ['By the afternoon, {H} had three leaves: one for a "please" at lunch, one for the "thank you", and one for helping a friend pick up spilled crayons.', 'وَفي العَصْرِ صارَ مَعَ {H.g} ثَلاثُ وَرَقاتٍ: واحِدَةٌ لِكَلِمَةِ «مِنْ فَضْلِكَ» عَلى الغَداءِ، وَواحِدَةٌ لِكَلِمَةِ «شُكْرًا»، وَواحِدَةٌ لِأَنَّ{H:هُ|ها} {H:ساعَدَ صَديقًا|ساعَدَتْ صَديقَةً} في جَمْعِ أَقْلامِ التَّلْوينِ المُبَعْثَرَةِ.', `{d:وعلى العصر بقى عند|وعالعصر صار عند|وعلى العصر صار عند|وعلى العصر صار عند}{H:ه|ها} {d:تلات ورقات|تلات ورقات|ثلاث ورقات|ثلاث ورقات}: واحدة {d:على «لو سمحت» في الغدا|على «إذا بتريد» عالغدا|على «لو سمحت» في الغدا|على «لو سمحت» في الغدا}، وواحدة على «${thanks}»، وواحدة {d:عشان ساعد|لأنّو ساعد|عشان ساعد|لأنّه ساعد}{H:|ت} ${pal} {H:يلمّ|تلمّ} {d:الألوان اللي وقعت|الألوان يلّي وقعوا|الألوان اللي طاحت|الألوان اللي طاحت}.`, '2p'],
  ],
  resolution: [
    ['At the end of the day, {H} stuck the leaves on the tree, and the bare branches began to turn green with kindness.', 'في آخِرِ اليَوْمِ {H:أَلْصَقَ|أَلْصَقَتْ} {H} الأَوْراقَ عَلى الشَّجَرَةِ، فَبَدَأَتِ الأَغْصانُ الَّتي كانَتْ بِلا وَرَقٍ تَخْضَرُّ بِاللُّطْفِ.', 'في آخر اليوم {H} {d:لزق|لزق|لزّق|لزّق}{H:|ت} الورقات على الشجرة، و{d:الفروع الفاضية ابتدت تخضرّ بالطيبة|الغصون الفاضية بلّشت تخضرّ باللطف|الأغصان الفاضية بدت تخضرّ بالطيبة|الأغصان الفاضية بدت تخضرّ بالطيبة}.'],
    ['The teacher stepped back to look. "This tree grows because of all of you," she said, and the whole class looked at it together.', 'تَراجَعَتِ المُعَلِّمَةُ خُطْوَةً لِتَنْظُرَ، وَقالَتْ: «هذِهِ الشَّجَرَةُ تَكْبُرُ بِفَضْلِكُمْ جَميعًا»، وَنَظَرَ الصَّفُّ كُلُّهُ إِلَيْها مَعًا.', '{d:المِس|المعلّمة|الأبلة|المعلّمة} رجعت خطوة لورا {d:تبصّ|تتطلّع|تطالع|تطالع}، وقالت: «{d:الشجرة دي بتكبر بسببكم كلّكم|هالشجرة عم تكبر بفضلكن كلّكن|هالشجرة تكبر بفضلكم كلّكم|هالشجرة تكبر بفضلكم كلّكم}»، {d:والفصل كلّه بصّ عليها|والصفّ كلّو طلّع فيها|والفصل كلّه طالعها|والصفّ كلّه طالعها} سوا.', '2'],
    ['{H} saw that the tree was not really about leaves. It was about noticing: glue passed across a table, a door held open, a crayon picked up. Please and thank you were how people said "I see you", and kindness grew from there.', '{H:أَدْرَكَ|أَدْرَكَتْ} {H} أَنَّ الشَّجَرَةَ لَيْسَتْ عَنِ الأَوْراقِ حَقًّا، بَلْ عَنِ الانْتِباهِ: صَمْغٌ يُناوَلُ عَبْرَ الطّاوِلَةِ، وَبابٌ يُمْسَكُ مَفْتوحًا، وَقَلَمٌ يُلْتَقَطُ مِنَ الأَرْضِ. أَمّا «مِنْ فَضْلِكَ وَشُكْرًا» فَطَريقَةٌ نَقولُ بِها: «أَنا أَراكَ»، وَمِنْ هُنا يَكْبُرُ اللُّطْفُ.', '{H} فهم{H:|ت} إنّ الشجرة {d:مش عن الورق وبس؛ هي عن إنّنا ناخد بالنا|مش عن الورق بسّ؛ هيّي عن إنّو ننتبه|مو عن الورق بس؛ هي عن إنّا ننتبه|مب عن الورق بس؛ هي عن إنّا ننتبه}: {d:صمغ بيتناول من فوق الترابيزة|غرا بينعطى فوق الطاولة|صمغ ينعطى فوق الطاولة|صمغ ينعطى فوق الطاولة}، وباب {d:حدّ بيفتحه لحدّ|حدا بيفتحو لحدا|أحد يفتحه لأحد|حد يفتحه لحد}، وقلم {d:حدّ بيلمّه|حدا بيلمّو|أحد يلمّه|حد يلمّه} من الأرض. «{d:لو سمحت وشكرًا|إذا بتريد وشكرًا|لو سمحت ومشكور|لو سمحت ومشكور}» {d:طريقة بنقول بيها «أنا شايفك»، ومن هنا الطيبة بتكبر|طريقة منقول فيها «أنا شايفك»، ومن هون اللطف بيكبر|طريقة نقول فيها «أنا شايفك»، ومن هنا الطيبة تكبر|طريقة نقول فيها «أنا شايفك»، ومن هني الطيبة تكبر}.', '3'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'stand in the classroom as the teacher pins a bare paper tree on the wall',
    together: 'take a green paper leaf from the teacher at a classroom table',
    resolution: 'stick green paper leaves on a paper tree on the classroom wall beside the teacher',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    help: [{ kind: 'drawing', where: 'table', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'held' }],
    resolution: [{ kind: 'drawing', where: 'held' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'classroom', together: 'classroom', resolution: 'classroom' },
};

/** The neighbour brings a plate of vine leaves: in this street a plate never goes back empty. */
const plate: SituationPlot = {
  ...shared,
  key: 'kindness-manners/the-plate-never-goes-back-empty',
  morals: [
    ['Kindness travels from door to door and never comes back empty.', 'اللُّطْفُ يَنْتَقِلُ مِنْ بابٍ إِلى بابٍ، وَلا يَعودُ فارِغًا.', '{d:الطيبة بتتنقل من باب لباب، وعمرها ما ترجع فاضية|اللطف بينتقل من باب لباب، وعمرو ما بيرجع فاضي|الطيبة تنتقل من باب لباب، وما ترجع فاضية أبد|الطيبة تنتقل من باب لباب، وما ترد فاضية أبد}.'],
    ['A thank you is the best thing to put on a plate you return.', 'أَجْمَلُ ما نَضَعُهُ عَلى صَحْنٍ نُعيدُهُ كَلِمَةُ «شُكْرًا».', `{d:أحلى حاجة نحطّها على طبق راجع|أحلى شي منحطّو على صحن راجع|أحلى شي نحطّه على صحن راجع|أحلى شي نحطّه على صحن راجع} كلمة «${thanks}».`],
  ],
  titles: [
    ['The Plate That Never Goes Back Empty', 'الصَّحْنُ الَّذي لا يَعودُ فارِغًا', '{d:الطبق اللي عمره ما يرجع فاضي|الصحن يلّي ما بيرجع فاضي|الصحن اللي ما يرجع فاضي|الصحن اللي ما يرد فاضي}'],
    ['Kindness from Door to Door', 'اللُّطْفُ مِنْ بابٍ إِلى بابٍ', '{d:الطيبة من باب لباب|اللطف من باب لباب|الطيبة من باب لباب|الطيبة من باب لباب}'],
  ],
  help: [
    ['The neighbour knocked with a plate of warm vine leaves. "In our street, a plate never goes back empty," she said. "That is how kindness travels from door to door."', 'طَرَقَتِ الجارَةُ البابَ وَمَعَها صَحْنٌ مِنْ وَرَقِ العِنَبِ الدّافِئِ، وَقالَتْ: «في شارِعِنا لا يَعودُ الصَّحْنُ فارِغًا أَبَدًا؛ هكَذا يَنْتَقِلُ اللُّطْفُ مِنْ بابٍ إِلى بابٍ».', '{d:الجارة خبّطت على الباب ومعاها طبق ورق عنب سخن|الجارة دقّت الباب ومعها صحن ورق عنب سخن|الجارة طقّت الباب ومعها صحن ورق عنب حار|اليارة طقّت الباب وويّاها صحن ورق عنب حار}، وقالت: «{d:في شارعنا الطبق عمره ما يرجع فاضي؛ كده الطيبة بتتنقل من باب لباب|بشارعنا الصحن عمرو ما بيرجع فاضي؛ هيك اللطف بينتقل من باب لباب|في شارعنا الصحن ما يرجع فاضي أبد؛ كذا الطيبة تنتقل من باب لباب|في شارعنا الصحن ما يرد فاضي أبد؛ جي الطيبة تنتقل من باب لباب}».'],
    ['The neighbour came to the door with a plate of vine leaves. "Here in our street," she said, "a plate always goes back with something kind on it."', 'جاءَتِ الجارَةُ إِلى البابِ بِصَحْنٍ مِنْ وَرَقِ العِنَبِ، وَقالَتْ: «هُنا في شارِعِنا يَعودُ الصَّحْنُ دائِمًا وَعَلَيْهِ شَيْءٌ مِنَ اللُّطْفِ».', '{d:الجارة جت على الباب بطبق ورق عنب|الجارة إجت عالباب بصحن ورق عنب|الجارة جات للباب بصحن ورق عنب|اليارة يات للباب بصحن ورق عنب}، وقالت: «{d:هنا في شارعنا الطبق دايمًا بيرجع وعليه حاجة من الطيبة|هون بشارعنا الصحن دايمًا بيرجع وعليه شي من اللطف|هنا في شارعنا الصحن دايم يرجع وعليه شي من الطيبة|هني في شارعنا الصحن دايم يرد وعليه شي من الطيبة}».'],
  ],
  together: [
    ['{H} looked at the empty plate and thought hard: what could go back on it?', '{H:نَظَرَ|نَظَرَتْ} {H} إِلى الصَّحْنِ الفارِغِ {H:وَفَكَّرَ|وَفَكَّرَتْ} طَويلًا: ماذا يَعودُ عَلَيْهِ؟', '{H} {d.looked:H} على {d:الطبق الفاضي|الصحن الفاضي|الصحن الفاضي|الصحن الفاضي} وفكّر{H:|ت} {d:كتير|كتير|واجد|وايد}: {d:إيه اللي يرجع عليه؟|شو بيرجع عليه؟|وش يرجع عليه؟|شو يرد عليه؟}'],
    ['Then {H} put the best biscuits on the plate and wrote a little note to go with them: "Thank you for the vine leaves. Please enjoy these."', 'ثُمَّ {H:وَضَعَ|وَضَعَتْ} {H} أَطْيَبَ البَسْكَويتِ عَلى الصَّحْنِ، {H:وَكَتَبَ|وَكَتَبَتْ} مَعَهُ وَرَقَةً صَغيرَةً: «شُكْرًا يا جارَتَنا عَلى وَرَقِ العِنَبِ. تَفَضَّلي هذا، مِنْ فَضْلِكِ».', 'وبعدين {H} حطّ{H:|ت} {d:أحلى بسكوت على الطبق|أطيب بسكوت عالصحن|أطيب بسكوت على الصحن|أطيب بسكوت على الصحن}، و{H:كتب|كتبت} {d:معاه|معو|معه|ويّاه} ورقة {d:صغيّرة|زغيرة|صغيرة|صغيرة}: «{d:شكرًا على ورق العنب. اتفضّلي ده، لو سمحتي|ميرسي عورق العنب. تفضّلي هيدا، إذا بتريدي|مشكورة على ورق العنب. تفضّلي هذا، لو سمحتي|مشكورة على ورق العنب. تفضّلي هذا، لو سمحتي}».', '2p'],
  ],
  resolution: [
    ['{H} took the plate back next door with biscuits on it and said, "Thank you!" The neighbour smiled. "And now kindness comes back to you," she said.', '{H:أَعادَ|أَعادَتْ} {H} الصَّحْنَ إِلى بَيْتِ الجارَةِ وَعَلَيْهِ بَسْكَويتٌ، {H:وَقالَ|وَقالَتْ}: «شُكْرًا!» فَابْتَسَمَتِ الجارَةُ، وَقالَتْ: «وَها هُوَ اللُّطْفُ يَعودُ إِلَيْ{H:كَ|كِ}».', '{H} {d:رجّع|رجّع|رجّع|ردّ}{H:|ت} {d:الطبق لبيت الجارة وعليه بسكوت|الصحن لبيت الجارة وعليه بسكوت|الصحن لبيت الجارة وعليه بسكوت|الصحن لبيت اليارة وعليه بسكوت} وقال{H:|ت}: «{d.thanks:f}!» و{d:الجارة|الجارة|الجارة|اليارة} ابتسمت، وقالت: «{d:وأهي الطيبة راجعة لك|وهيدا اللطف راجعلك|وهذي الطيبة راجعة لك|وهذي الطيبة راجعة لك}».'],
    ['The next day the plate came back with a few dates on it. It kept travelling between the two doors, and it never went back empty.', 'وَفي اليَوْمِ التّالي عادَ الصَّحْنُ وَعَلَيْهِ بِضْعُ تَمَراتٍ. وَظَلَّ يَتَنَقَّلُ بَيْنَ البابَيْنِ، وَلَمْ يَعُدْ فارِغًا قَطُّ.', '{d:وتاني يوم الطبق رجع وعليه شوية بلح|وتاني يوم الصحن رجع وعليه شوية تمر|وثاني يوم الصحن رجع وعليه شوي تمر|وثاني يوم الصحن رد وعليه شوي تمر}. {d:وفضل يروح ويجي بين البابين، وعمره ما رجع فاضي|وضلّ يروح ويجي بين البابين، وعمرو ما رجع فاضي|وظلّ يروح ويجي بين البابين، وما رجع فاضي أبد|وظلّ يروح ويرد بين البابين، وما رد فاضي أبد}.', '2'],
    ['{H} understood the neighbour\'s rule: kindness was not one good deed but something that goes and comes back, with please and thank you riding along on a plate, until two doors felt like one family.', '{H:فَهِمَ|فَهِمَتْ} {H} قاعِدَةَ الجارَةِ: اللُّطْفُ لَيْسَ عَمَلًا طَيِّبًا واحِدًا، بَلْ شَيْءٌ يَذْهَبُ وَيَعودُ، تُرافِقُهُ «مِنْ فَضْلِكَ وَشُكْرًا» عَلى صَحْنٍ صَغيرٍ، حَتّى يَصيرَ البابانِ كَأَنَّهُما عائِلَةٌ واحِدَةٌ.', '{H} فهم{H:|ت} {d:قاعدة الجارة|قاعدة الجارة|قاعدة الجارة|قاعدة اليارة}: {d:الطيبة مش حاجة حلوة مرّة واحدة، دي حاجة بتروح وترجع|اللطف مش شي منيح مرّة وحدة، هيدا شي بيروح وبيرجع|الطيبة مو شي زين مرّة وحدة، هذي شي يروح ويرجع|الطيبة مب شي زين مرّة وحدة، هذي شي يروح ويرد}، ومعاها «{d:لو سمحت وشكرًا|إذا بتريد وشكرًا|لو سمحت ومشكور|لو سمحت ومشكور}» على {d:طبق صغيّر|صحن زغير|صحن صغير|صحن صغير}، {d:لحدّ ما البابين يبقوا زيّ عيلة واحدة|لحتّى يصير البابين متل عيلة وحدة|لين يصير البابين مثل عايلة وحدة|لين يصير البابين شرات عايلة وحدة}.', '3'],
  ],
  scene: {
    problem: 'sit at the dinner table, grabbing a biscuit, looking grumpy',
    try: 'sit quietly at the table, looking down',
    help: 'open the front door to the neighbour, who holds a plate of warm vine leaves',
    together: 'put biscuits on a plate at the kitchen table beside a folded note',
    resolution: 'hand a plate of biscuits back to the neighbour at her door',
  },
  props: {
    problem: [{ kind: 'cookies', where: 'table' }],
    try: [{ kind: 'dinner', where: 'table' }],
    help: [{ kind: 'dinner', where: 'held' }],
    together: [{ kind: 'cookies', where: 'table' }, { kind: 'letter', where: 'table' }],
    resolution: [{ kind: 'cookies', where: 'held' }],
  },
  rooms: { problem: 'kitchen', try: 'kitchen', help: 'living-room', together: 'kitchen' },
};

export const kindnessMannersPlots: readonly SituationPlot[] = [magicWords, thankYouCard, threeKindThings, bakery, kindnessTree, plate];
