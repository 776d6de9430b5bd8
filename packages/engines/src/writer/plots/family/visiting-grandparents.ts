import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A visit to a grandparent who lives far away. It has been a long time, and the child feels shy:
 * what will they talk about? A parent helps the child bring the distance closer before the visit
 * (a call to say hello, the year's photos to tell about), and the visit begins with a hug and no
 * shy silence. {R} is Grandma or Grandpa as the idea says (the dialect's own word: تيتة، تيتا،
 * الجدّة، اليدّة); Fusha writes "her grandma" with the case it needs, as grandparent-death.ts does.
 */

const nom = '{R:جَدُّ|جَدَّتُ}{H:هُ|ها}';
const acc = '{R:جَدَّ|جَدَّتَ}{H:هُ|ها}';
const gen = '{R:جَدِّ|جَدَّتِ}{H:هِ|ها}';
const yoursGen = '{R:جَدِّ|جَدَّتِ}{H:كَ|كِ}';
const yoursNom = '{R:جَدُّ|جَدَّتُ}{H:كَ|كِ}';

const person = {
  roles: ['grandmother', 'grandfather'] as const,
  fallback: words('Grandma', 'الجَدَّةُ', 'تيتة', 'تيتا', 'الجدّة', 'اليدّة'),
  male: false,
};

const problem: Pool = [
  [
    'A visit to {R} was coming. {H} had not seen {R:him|her} for a long time and felt a little shy.',
    `اقْتَرَبَ مَوْعِدُ الزِّيارَةِ إِلى ${gen}. لَمْ {H:يَرَ|تَرَ} {H} ${acc} مُنْذُ وَقْتٍ طَويلٍ، {H:فَشَعَرَ|فَشَعَرَتْ} بِشَيْءٍ مِنَ الخَجَلِ.`,
    'الزيارة عند {R} قرّبت. {H} {H:ما شاف|ما شافت} {R} من زمان، و{H:كان|كانت} {d:مكسوف|مستحي|مستحي|مستحي}{H:|ة}.',
  ],
  [
    '{R} lived far away. {H} wondered what they would talk about on the visit, and whether {R} would still know {H.him} after so long.',
    `${nom} {R:يَسْكُنُ|تَسْكُنُ} بَعيدًا، وَتَساءَلَ{H:|تْ} {H}: عَمَّ سَيَكونُ الحَديثُ في الزِّيارَةِ؟ وَهَلْ {R:سَيَعْرِفُ|سَتَعْرِفُ}{H:هُ|ها} بَعْدَ كُلِّ هذا الوَقْتِ؟`,
    '{R} {d:ساكن|ساكن|ساكن|ساكن}{R:|ة} بعيد، و{H} {H:سأل|سألت} {d:نفس|حال|نفس|نفس}{H:ه|ها}: {d:هيتكلّموا في إيه في الزيارة؟ و|شو رح يحكوا بالزيارة؟ و|وش بيسولفون في الزيارة؟ و|شو بيسولفون في الزيارة؟ و}{R} {d:ه|رح |ب|ب}{R:ي|ت}عرف{H:ه|ها} بعد كل {d:الوقت ده|هالوقت|هالوقت|هالوقت}؟',
    '2',
  ],
  [
    'It had been more than a year since {H} had seen {R}. {H} had grown taller since then, and {H.he} worried that the visit would begin with a long, awkward silence.',
    `مَرَّ أَكْثَرُ مِنْ عامٍ مُنْذُ {H:رَأى|رَأَتْ} {H} ${acc}، وَقَدْ {H:كَبِرَ|كَبِرَتْ} في هذا العامِ، {H:وَخَشِيَ|وَخَشِيَتْ} أَنْ تَبْدَأَ الزِّيارَةُ بِصَمْتٍ طَويلٍ مُحْرِجٍ.`,
    '{d:عدّت|مرقت|مرّت|مرّت} {d:أكتر|أكتر|أكثر|أكثر} من سنة من {d:ساعة ما|وقت ما|يوم|يوم} {H} {H:شاف|شافت} {R}. {H} {d.became:H} {d:أطول|أطول|أطول|أطول}، و{H:كان خايف|كانت خايفة} {d:الزيارة تبتدي بسكوت طويل ومحرج|الزيارة تبلّش بسكوت طويل ومحرج|الزيارة تبدا بسكوت طويل ومحرج|الزيارة تبدا بسكوت طويل ومحرج}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{H} felt butterflies in {H.his} tummy.',
    'شَعَرَ{H:|تْ} {H} بِقَلْبِ{H:هِ|ها} يَخْفِقُ بِسُرْعَةٍ.',
    '{H} حسّ{H:|ت} بقلب{H:ه|ها} {d:بيدقّ بسرعة|عم يدقّ بسرعة|يدقّ بسرعة|يدقّ بسرعة}.',
  ],
  [
    '"What if I do not know what to say?" {H} whispered.',
    '«وَماذا لَوْ لَمْ أَعْرِفْ ماذا أَقولُ؟» هَمَسَ{H:|تْ} {H}.',
    '«{d:ولو معرفتش أقول إيه|وإذا ما عرفت شو قول|ولو ما عرفت وش أقول|ولو ما عرفت شو أقول}؟» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.',
  ],
  [
    '{H} looked at an old photo of {R} and tried to remember {R:his|her} voice.',
    `{H:نَظَرَ|نَظَرَتْ} {H} إِلى صورَةٍ قَديمَةٍ لِ${gen}، {H:وَحاوَلَ|وَحاوَلَتْ} أَنْ {H:يَتَذَكَّرَ|تَتَذَكَّرَ} صَوْتَ{R:هُ|ها}.`,
    '{H} {d.looked:H} على صورة قديمة ل{R}، وحاول{H:|ت} {H:ي|ت}{d:فتكر|تذكّر|تذكّر|تذكّر} صوت{R:ه|ها}.',
    '2',
  ],
];

const tries: Pool = [
  [
    '{H} practised saying hello in front of the mirror.',
    '{H:تَدَرَّبَ|تَدَرَّبَتْ} {H} عَلى التَّحِيَّةِ أَمامَ المِرْآةِ.',
    '{H} {d:اتمرّن|تمرّن|تدرّب|تدرّب}{H:|ت} على السلام قدّام المراية.',
    'p',
  ],
  [
    '{H} tried to think of things to tell {R}, but {H.his} mind went blank.',
    `حاوَلَ{H:|تْ} {H} أَنْ {H:يُفَكِّرَ|تُفَكِّرَ} في أَشْياءَ {H:يَحْكيها|تَحْكيها} لِ${gen}، لكِنَّ رَأْسَ{H:هُ|ها} صارَ فارِغًا.`,
    '{H} حاول{H:|ت} {H:يفكّر|تفكّر} في {d:حاجات|شغلات|أشياء|أشياء} {H:يحكيها|تحكيها} ل{R}، بس {d:دماغ|راس|راس|راس}{H:ه|ها} {d:بقى فاضي|صار فاضي|صار فاضي|صار فاضي}.',
  ],
  [
    '{H} packed and unpacked {H.his} bag twice, just to keep busy.',
    '{H:رَتَّبَ|رَتَّبَتْ} {H} حَقيبَتَ{H:هُ|ها} {H:وَأَفْرَغَها|وَأَفْرَغَتْها} مَرَّتَيْنِ، {H:لِيَشْغَلَ نَفْسَهُ|لِتَشْغَلَ نَفْسَها} فَقَطْ.',
    '{H} رتّب{H:|ت} شنطت{H:ه|ها} و{H:فضّاها|فضّتها} مرّتين، بس {d:عشان|تا|عشان|عشان} {H:ين|تن}شغل.',
    '2p',
  ],
];

const reflect: Pool = [
  [
    'Love does not forget, {H} thought, even when we are far apart.',
    'فَكَّرَ{H:|تْ} {H}: الحُبُّ لا يَنْسى، حَتّى حينَ نَكونُ بَعيدينَ.',
    'فكّر{H:|ت} {H}: الحبّ {d:ما بينساش|ما بينسى|ما ينسى|ما ينسى}، حتّى لمّا {d:نبقى بعاد|نكون بعاد|نكون بعيدين|نكون بعيدين}.',
  ],
  [
    'Shyness melts fast in a warm house, {H} found.',
    '{H:وَجَدَ|وَجَدَتْ} {H} أَنَّ الخَجَلَ يَذوبُ سَريعًا في البَيْتِ الدّافِئِ.',
    '{H} {d.found:H} إنّ {d:الكسوف بيدوب بسرعة في البيت الدافي|الخجل بيدوب بسرعة بالبيت الدافي|الحيا يذوب بسرعة في البيت الدافي|الحيا يذوب بسرعة في البيت الدافي}.',
    '2',
  ],
  [
    'Being far apart, {H} thought, is only a matter of distance; the love between a grandchild and a grandparent waits patiently, like a lamp left on in a window.',
    'فَكَّرَ{H:|تْ} {H}: البُعْدُ مَسافَةٌ فَقَطْ؛ أَمّا الحُبُّ بَيْنَ الحَفيدِ وَجَدِّهِ فَيَنْتَظِرُ بِصَبْرٍ، مِثْلَ مِصْباحٍ تُرِكَ مُضاءً في نافِذَةٍ.',
    'فكّر{H:|ت} {H}: {d:البعد مجرّد مسافة؛ لكن الحبّ بين الأحفاد وجدودهم بيستنّى بصبر، زيّ لمبة سايبينها منوّرة في شبّاك|البعد بس مسافة؛ بس الحبّ بين الأحفاد وجدودن بينطر بصبر، متل ضو تاركينو مضوّي بشبّاك|البعد بس مسافة؛ أمّا الحبّ بين الأحفاد وأجدادهم فينتظر بصبر، مثل نور متروك شغّال في دريشة|البعد بس مسافة؛ أمّا الحبّ بين الأحفاد وأجدادهم فينطر بصبر، شرات ليت متروك شغّال في دريشة}.',
    '3',
  ],
];

const shared = {
  situation: 'visiting-grandparents',
  gentle: false,
  person,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

/** Mama helps the child call the grandparent before the visit, and the shyness is gone at the door. */
const helloCall: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/hello-call',
  meets: ['resolution'],
  titles: [
    ['A Call Before the Visit', 'مُكالَمَةٌ قَبْلَ الزِّيارَةِ', 'مكالمة قبل الزيارة'],
    ['{H} Calls {R}', `{H} {H:يَتَّصِلُ|تَتَّصِلُ} بِ${gen}`, '{H} {d.bh}{H:يكلّم|تكلّم} {R}'],
  ],
  morals: [
    [
      'A little hello makes a long way shorter.',
      'التَّحِيَّةُ الصَّغيرَةُ تُقَرِّبُ البَعيدَ.',
      '{d:سلام صغيّر بيقرّب البعيد|سلام زغير بيقرّب البعيد|سلام صغير يقرّب البعيد|سلام صغير يقرّب البعيد}.',
    ],
    [
      'Love waits for us, however far away we are.',
      'الحُبُّ يَنْتَظِرُنا مَهْما بَعُدْنا.',
      '{d:الحبّ بيستنّانا مهما بعدنا|الحبّ بينطرنا مهما بعدنا|الحبّ ينتظرنا مهما بعدنا|الحبّ ينطرنا مهما بعدنا}.',
    ],
  ],
  help: [
    [
      'Mama came and sat beside {H} with her phone. "Shall we call {R} before the visit?" she asked. "Just to say hello."',
      `جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَفي يَدِها الهاتِفُ، وَقالَتْ: «ما رَأْيُ{H:كَ|كِ} أَنْ نَتَّصِلَ بِ${yoursGen} قَبْلَ الزِّيارَةِ؟ فَقَطْ لِنَقولَ: مَرْحَبًا».`,
      '{d.mom} {d.came:f} وقعدت جنب {H} {d:ومعاها الموبايل|ومعها التلفون|ومعها الجوّال|وويّاها التيلفون}، وقالت: «{d:إيه رأيك نكلّم|شو رأيك نحكي|وش رايك نكلّم|شو رايك نكلّم} {R} قبل الزيارة؟ {d:بس نقول أهلًا|بس نقول مرحبا|بس نسلّم|بس نسلّم}».',
    ],
  ],
  together: [
    [
      'Mama held the phone, and soon {R}\'s face filled the screen. "My dear! How tall you have grown!" {R} said.',
      `أَمْسَكَتْ أُمُّ{H:هُ|ها} الهاتِفَ، وَسُرْعانَ ما مَلَأَ وَجْهُ ${gen} الشّاشَةَ. «يا {H:حَبيبي|حَبيبَتي}! ما أَطْوَلَ{H:كَ|كِ}!» {R:قالَ|قالَتْ} ${nom}.`,
      '{d.mom} مسكت {d:الموبايل|التلفون|الجوّال|التيلفون}، {d:وبسرعة وشّ|وبسرعة وجّ|وبسرعة وجه|وبسرعة ويه} {R} {d:ملا|عبّى|عبّى|عبّى} الشاشة. «يا {H:حبيبي|حبيبتي}! {d:طوّلت أوي|شو طوّلت|وش كثر طوّلت|شكثر طوّلت}!» قال{R:|ت} {R}.',
    ],
    [
      '{H} told {R} about school and about the cat next door, and {R} laughed and asked for more.',
      `{H:حَكى|حَكَتْ} {H} لِ${gen} عَنِ المَدْرَسَةِ وَعَنْ قِطِّ الجيرانِ، {R:فَضَحِكَ|فَضَحِكَتْ} ${nom} {R:وَطَلَبَ|وَطَلَبَتِ} المَزيدَ.`,
      '{H} قال{H:|ت} ل{R} عن المدرسة وعن {d:قطّة الجيران|بسّة الجيران|قطوة الجيران|قطوة الجيران}، و{R} ضحك{R:|ت} وطلب{R:|ت} {d:كمان|كمان|زيادة|زيادة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'When the day of the visit came and {H} saw {R} at last, {R} opened {R:his|her} arms wide. "My caller!" {R:he|she} said, and {H} went straight into {R:his|her} hug. There was no shy silence at all.',
      `وَحينَ جاءَ يَوْمُ الزِّيارَةِ {H:وَرَأى|وَرَأَتْ} {H} ${acc} أَخيرًا، {R:فَتَحَ|فَتَحَتْ} ${nom} ذِراعَيْ{R:هِ|ها} {R:وَقالَ|وَقالَتْ}: «يا {H:صاحِبَ|صاحِبَةَ} المُكالَمَةِ!» {H:فَارْتَمى|فَارْتَمَتْ} {H} في حِضْنِ{R:هِ|ها}، وَلَمْ يَكُنْ هُناكَ أَيُّ صَمْتٍ خَجولٍ.`,
      'ولمّا {d:جه يوم الزيارة|إجا يوم الزيارة|جا يوم الزيارة|يا يوم الزيارة} و{H} {H:شاف|شافت} {R} أخيرًا، {R} فتح{R:|ت} {d:دراعات|إيدي|يدين|يدين}{R:ه|ها} وقال{R:|ت}: «يا {H:صاحب|صاحبة} المكالمة!» و{H} {H:ارتمى|ارتمت} في حضن{R:ه|ها}، {d:ومكانش فيه لا سكوت ولا كسوف|وما كان في لا سكوت ولا خجل|وما كان فيه لا سكوت ولا حيا|وما كان في لا سكوت ولا حيا}.',
    ],
    [
      'Soon {H} was telling {R} everything, as if they had never been apart.',
      `وَسُرْعانَ ما {H:راحَ|راحَتْ} {H} {H:يَحْكي|تَحْكي} لِ${gen} كُلَّ شَيْءٍ، كَأَنَّهُما لَمْ يَفْتَرِقا أَبَدًا.`,
      '{d:وبسرعة|وبسرعة|وبسرعة|وبسرعة} {H} {d.began:H} {H:ي|ت}{d:حكي|حكي|سولف|سولف} ل{R} كل {d:حاجة، كأنّهم عمرهم ما بعدوا|شي، كأنّن ما بعدوا أبدًا|شي، كأنّهم ما تفارقوا أبد|شي، كأنّهم ما تفارقوا أبد}.',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'sit beside Mama, who holds her phone',
    together: 'wave at a grandparent on the phone screen beside Mama',
    resolution: 'hug a grandparent with arms open wide',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'phone', where: 'held' }],
    together: [{ kind: 'phone', where: 'held' }],
  },
  rooms: { problem: 'living-room', try: 'bedroom', help: 'living-room', together: 'living-room' },
};

/** Baba and the child choose the year's photos to take along: a story for every picture. */
const yearInPhotos: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/year-in-photos',
  meets: ['resolution'],
  titles: [
    ["{H}'s Year in Pictures", 'سَنَةُ {H.g} في صُوَرٍ', 'سنة {H} في صور'],
    ['Stories for {R}', `حِكاياتٌ لِ${gen}`, '{d:حواديت|قصص|سوالف|سوالف} ل{R}'],
  ],
  morals: [
    [
      'When we share our stories, we are close again.',
      'حينَ نَتَبادَلُ الحِكاياتِ نَعودُ قَريبينَ.',
      '{d:لمّا نحكي حكاياتنا بنرجع قريّبين|لمّا نحكي قصصنا منرجع قراب|لمّا نتبادل السوالف نرجع قريبين|لمّا نتبادل السوالف نرد قريبين}.',
    ],
    [
      'Every picture holds a story worth telling.',
      'في كُلِّ صورَةٍ حِكايَةٌ تَسْتَحِقُّ أَنْ تُرْوى.',
      '{d:في كل صورة حكاية تستاهل تتحكي|بكل صورة في قصّة بتستاهل تنحكى|في كل صورة سالفة تستاهل تنقال|في كل صورة سالفة تستاهل تنقال}.',
    ],
  ],
  help: [
    [
      'Baba came and sat beside {H} with a pile of photos from the year. "Let us choose the best ones to take on the visit," he said. "Then you will have a story for every picture."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ كَوْمَةٌ مِنْ صُوَرِ السَّنَةِ، وَقالَ: «هَيّا نَخْتَرْ أَجْمَلَها لِنَأْخُذَها مَعَنا في الزِّيارَةِ؛ فَيَكونَ لَ{H:كَ|كِ} حِكايَةٌ عَنْ كُلِّ صورَةٍ».',
      '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه كومة صور من السنة|ومعو كومة صور من السنة|ومعه كومة صور من السنة|وويّاه كومة صور من السنة}، وقال: «{d:يلّا نختار أحلاهم وناخدهم معانا في الزيارة؛ كده يبقى عندك حكاية لكل صورة|يلّا ننقّي أحلاهن وناخدن معنا عالزيارة؛ هيك بيصير عندك قصّة لكل صورة|خلّنا نختار أحلاها وناخذها معنا في الزيارة؛ كذا يصير عندك سالفة لكل صورة|خلّنا نختار أحلاها وناخذها ويّانا في الزيارة؛ جي يصير عندك سالفة لكل صورة}».',
    ],
  ],
  together: [
    [
      "They chose a photo of {H}'s first bike ride, one of the sea, and one of the school play.",
      'اخْتارا صورَةً لِأَوَّلِ مَرَّةٍ {H:رَكِبَ|رَكِبَتْ} فيها {H} الدَّرّاجَةَ، وَصورَةً لِلْبَحْرِ، وَصورَةً مِنْ حَفْلِ المَدْرَسَةِ.',
      '{d:اختاروا|نقّوا|اختاروا|اختاروا} صورة لأوّل مرّة {H} {H:يركب|تركب} {d:العجلة|البسكليت|السيكل|السيكل}، وصورة للبحر، وصورة من حفلة المدرسة.',
      'p',
    ],
    [
      'Baba tucked the photos into the bag for the visit.',
      'وَضَعَ أَبو{H:هُ|ها} الصُّوَرَ في حَقيبَةِ الزِّيارَةِ.',
      '{d.dad} حطّ الصور في شنطة الزيارة.',
    ],
  ],
  resolution: [
    [
      'On the visit, {H} brought out the photos. {R} asked about every one, and the stories came out one after another, with no shy silence at all.',
      `في الزِّيارَةِ {H:أَخْرَجَ|أَخْرَجَتْ} {H} الصُّوَرَ، {R:فَسَأَلَ|فَسَأَلَتْ} ${nom} عَنْ كُلِّ واحِدَةٍ، وَخَرَجَتِ الحِكاياتُ واحِدَةً بَعْدَ الأُخْرى، بِلا أَيِّ صَمْتٍ خَجولٍ.`,
      'في الزيارة، {H} {H:طلّع|طلّعت} الصور، و{R} سأل{R:|ت} عن كل واحدة، {d:والحكايات طلعت ورا بعض، من غير لا سكوت ولا كسوف|والقصص طلعت ورا بعض، بلا سكوت ولا خجل|والسوالف طلعت وحدة ورا الثانية، بلا سكوت ولا حيا|والسوالف طلعت وحدة ورا الثانية، بلا سكوت ولا حيا}.',
    ],
    [
      '{R} kept the photo of the sea by {R:his|her} bed. "Now I will see you every day," {R:he|she} said.',
      `{R:احْتَفَظَ|احْتَفَظَتْ} ${nom} بِصورَةِ البَحْرِ بِجانِبِ سَريرِ{R:هِ|ها}، {R:وَقالَ|وَقالَتْ}: «الآنَ {H:سَأَراكَ|سَأَراكِ} كُلَّ يَوْمٍ».`,
      '{R} حطّ{R:|ت} صورة البحر جنب {d:سرير|تخت|سرير|سرير}{R:ه|ها}، وقال{R:|ت}: «{d:كده هشوفك كل يوم|هيك رح شوفك كل يوم|كذا بشوفك كل يوم|جي بشوفك كل يوم}».',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'sit beside Baba, who holds a pile of photos',
    together: 'choose photos with Baba and put them in a bag',
    resolution: 'show photos to a grandparent on the sofa',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'photo', where: 'held' }],
    together: [
      { kind: 'photo', where: 'table' },
      { kind: 'suitcase', where: 'ground' },
    ],
    resolution: [{ kind: 'photo', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** On the first day of the visit the grandparent opens an old tin of toys from their own childhood. */
const oldTinBox: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/old-tin-box',
  meets: ['help', 'together', 'resolution'],
  titles: [
    ["{R}'s Old Tin Box", `صُنْدوقُ ${gen} القَديمُ`, 'علبة {R} القديمة'],
    [
      'When {R} Was Small',
      `حينَ كانَ{R:|تْ} ${nom} {R:صَغيرًا|صَغيرَةً}`,
      'لمّا {R} {R:كان|كانت} {d.small:R}',
    ],
  ],
  morals: [
    [
      'Old toys carry stories from one child to the next.',
      'الأَلْعابُ القَديمَةُ تَحْمِلُ الحِكاياتِ مِنْ طِفْلٍ إِلى طِفْلٍ.',
      '{d:اللعب القديمة بتنقل الحكايات من طفل لطفل|الألعاب القديمة بتنقل القصص من ولد لولد|الألعاب القديمة تنقل السوالف من طفل لطفل|الألعاب القديمة تنقل السوالف من طفل لطفل}.',
    ],
    [
      'A game played together is the shortest way between two hearts.',
      'اللُّعْبَةُ المُشْتَرَكَةُ أَقْصَرُ طَريقٍ بَيْنَ قَلْبَيْنِ.',
      '{d:اللعبة اللي بنلعبها سوا أقصر طريق بين قلبين|اللعبة اللي منلعبها سوا أقصر طريق بين قلبين|اللعبة اللي نلعبها سوا أقصر طريق بين قلبين|اللعبة اللي نلعبها سوا أقصر طريق بين قلبين}.',
    ],
  ],
  help: [
    [
      'On the first day of the visit, {R} came and sat beside {H} with an old tin box. "These were my toys when I was your age," {R:he|she} said. "Shall we play?"',
      `في أَوَّلِ يَوْمٍ مِنَ الزِّيارَةِ {R:جاءَ|جاءَتْ} ${nom} {R:وَجَلَسَ|وَجَلَسَتْ} بِجانِبِ{H:هِ|ها} وَمَعَ{R:هُ|ها} صُنْدوقٌ قَديمٌ مِنَ الصَّفيحِ، {R:وَقالَ|وَقالَتْ}: «كانَتْ هذِهِ أَلْعابي حينَ كُنْتُ في مِثْلِ عُمُرِ{H:كَ|كِ}. هَلْ نَلْعَبُ؟»`,
      'في أوّل يوم {d:من الزيارة|بالزيارة|من الزيارة|من الزيارة}، {R} {d.came:R} وقعد{R:|ت} جنب {H} {d:ومعا|ومع|ومع|وويّا}{R:ه|ها} علبة صفيح قديمة، وقال{R:|ت}: «{d:دي كانت لعبي وأنا قدّك. نلعب|هيدي كانت ألعابي لمّا كنت قدّك. منلعب|هذي كانت ألعابي يوم كنت قدّك. نلعب|هذي كانت ألعابي يوم كنت قدّك. نلعب}؟»',
    ],
  ],
  together: [
    [
      'Inside were marbles, a spinning top and a little wooden car with one wheel missing.',
      'كانَ في الصُّنْدوقِ كُرِيّاتٌ زُجاجِيَّةٌ، وَخُذْروفٌ، وَسَيّارَةٌ خَشَبِيَّةٌ صَغيرَةٌ تَنْقُصُها عَجَلَةٌ.',
      '{d:جوّا العلبة كان فيه بلي، ونحلة، وعربية خشب صغيّرة ناقصها عجلة|جوّا العلبة كان في كلل، وبلبل، وسيّارة خشب زغيرة ناقصها دولاب|داخل العلبة كان فيه تيلة، ودوّامة، وسيّارة خشب صغيرة ناقصها كفر|داخل العلبة كان في تيلة، ودوّامة، وسيّارة خشب صغيرة ناقصها تاير}.',
    ],
    [
      '{R} showed {H} how to spin the top, and soon they were laughing over who could make it spin the longest.',
      `{R:أَرى|أَرَتْ} ${nom} {H.a} كَيْفَ يَدورُ الخُذْروفُ، وَسُرْعانَ ما عَلَتِ الضَّحِكاتُ: مَنْ يُدَوِّرُهُ وَقْتًا أَطْوَلَ؟`,
      '{R} {d.showed:R} {H} {d:إزاي النحلة بتلفّ، وبسرعة الضحك علي: مين يلفّها أطول|كيف بيبرم البلبل، وبسرعة علي الضحك: مين بيبرمو أطول|كيف تدور الدوّامة، وبسرعة علا الضحك: مين يدوّرها أطول|شلون تدور الدوّامة، وبسرعة علا الضحك: منو يدوّرها أطول}؟',
      '2',
    ],
  ],
  resolution: [
    [
      "By the end of the first day of the visit, {H} was sitting on {R}'s lap, and the shyness had gone as if it had never been there.",
      `وَمَعَ نِهايَةِ أَوَّلِ يَوْمٍ مِنَ الزِّيارَةِ، كانَ{H:|تْ} {H} {H:جالِسًا|جالِسَةً} في حِضْنِ ${gen}، وَقَدْ ذَهَبَ الخَجَلُ كَأَنَّهُ لَمْ يَكُنْ.`,
      '{d:وقبل ما يخلص أوّل يوم في الزيارة|وقبل ما يخلص أوّل يوم بالزيارة|وقبل لا يخلص أوّل يوم في الزيارة|وقبل لا يخلص أوّل يوم في الزيارة}، {H} {H:كان قاعد|كانت قاعدة} في حضن {R}، {d:والكسوف راح كأنّه ما كانش|والخجل راح كأنّو ما كان|والحيا راح كأنّه ما كان|والحيا راح كأنّه ما كان}.',
    ],
    [
      '"Tomorrow I will show you my favourite game," {R} promised.',
      `«غَدًا {H:سَأُريكَ|سَأُريكِ} لُعْبَتي المُفَضَّلَةَ»، {R:وَعَدَ|وَعَدَتْ} ${nom}.`,
      '«{d:بكرة هورّيك لعبتي المفضّلة|بكرا بفرجيك لعبتي المفضّلة|باكر أوريك لعبتي المفضّلة|باكر أوريك لعبتي المفضّلة}»، وعد{R:|ت} {R}.',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'sit beside a grandparent, who opens an old tin box of toys',
    together: 'spin an old wooden top on the floor with a grandparent',
    resolution: "sit on a grandparent's lap with old toys all around",
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'toys', where: 'held' }],
    together: [{ kind: 'toys', where: 'ground' }],
    resolution: [{ kind: 'toys', where: 'ground' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

/** The teacher gives the child a little notebook for three questions; read out at the door, they start the visit talking. */
const questionBook: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/question-book',
  meets: ['resolution'],
  titles: [
    [
      'Three Questions for {R}',
      `ثَلاثَةُ أَسْئِلَةٍ لِ${gen}`,
      '{d:تلات أسئلة ل|تلات أسئلة ل|ثلاث أسئلة ل|ثلاث أسئلة ل}{R}',
    ],
    [
      'The Little Question Book',
      'دَفْتَرُ الأَسْئِلَةِ الصَّغيرُ',
      '{d:كشكول الأسئلة الصغيّر|دفتر الأسئلة الزغير|دفتر الأسئلة الصغير|دفتر الأسئلة الصغير}',
    ],
  ],
  morals: [
    [
      'A good question opens a door between two hearts.',
      'السُّؤالُ الطَّيِّبُ يَفْتَحُ بابًا بَيْنَ قَلْبَيْنِ.',
      '{d:السؤال الحلو بيفتح باب بين قلبين|السؤال الحلو بيفتح باب بين قلبين|السؤال الحلو يفتح باب بين قلبين|السؤال الحلو يفتح باب بين قلبين}.',
    ],
    [
      'Every grandparent was once a child with questions too.',
      'كُلُّ جَدٍّ وَجَدَّةٍ كانَ يَوْمًا طِفْلًا مَليئًا بِالأَسْئِلَةِ.',
      '{d:كل جدّ وجدّة كانوا في يوم عيال مليانين أسئلة|كل جدّ وجدّة كانوا بيوم ولاد مليانين أسئلة|كل جدّ وجدّة كانوا في يوم بزران مليانين أسئلة|كل يدّ ويدّة كانوا في يوم يهال مليانين أسئلة}.',
    ],
  ],
  help: [
    [
      '{H} told the teacher about the visit, and the teacher smiled and gave {H.him} a little notebook. "Write three questions for {R}," she said. "Questions are the best way to begin a visit."',
      `{H:حَكى|حَكَتْ} {H} لِلْمُعَلِّمَةِ عَنِ الزِّيارَةِ، فَابْتَسَمَتِ المُعَلِّمَةُ {H:وَأَعْطَتْهُ|وَأَعْطَتْها} دَفْتَرًا صَغيرًا، وَقالَتْ: «{H:اُكْتُبْ|اُكْتُبي} ثَلاثَةَ أَسْئِلَةٍ لِ${yoursGen}؛ فَالأَسْئِلَةُ أَجْمَلُ بِدايَةٍ لِلزِّيارَةِ».`,
      '{H} قال{H:|ت} {d:للمِس عن الزيارة، والمِس ابتسمت وإدّت|للمعلّمة عن الزيارة، والمعلّمة ابتسمت وعطيت|للأبلة عن الزيارة، والأبلة ابتسمت وعطت|للمعلّمة عن الزيارة، والمعلّمة ابتسمت وعطت}{H:ه|ها} {d:كشكول صغيّر|دفتر زغير|دفتر صغير|دفتر صغير}، وقالت: «اكتب{H:|ي} {d:تلات أسئلة ل|تلات أسئلة ل|ثلاث أسئلة ل|ثلاث أسئلة ل}{R}؛ {d:الأسئلة أحلى بداية للزيارة|الأسئلة أحلى بداية للزيارة|الأسئلة أحلى بداية للزيارة|الأسئلة أحلى بداية للزيارة}».',
    ],
    [
      'The teacher stopped by {H}\'s desk with a little notebook. "I hear you have a visit coming," she said. "Write down your questions before the visit. A question is a door, and {R} will open it."',
      `تَوَقَّفَتِ المُعَلِّمَةُ عِنْدَ طاوِلَةِ {H.g} وَمَعَها دَفْتَرٌ صَغيرٌ، وَقالَتْ: «سَمِعْتُ أَنَّ عِنْدَ{H:كَ|كِ} زِيارَةً قَريبَةً. {H:اُكْتُبْ|اُكْتُبي} أَسْئِلَتَ{H:كَ|كِ} قَبْلَ الزِّيارَةِ؛ فَالسُّؤالُ بابٌ، {R:وَسَيَفْتَحُهُ|وَسَتَفْتَحُهُ} ${yoursNom}».`,
      '{d:المِس وقفت عند ترابيزة|المعلّمة وقفت عند طاولة|الأبلة وقفت عند طاولة|المعلّمة وقفت عند طاولة} {H} {d:ومعاها كشكول صغيّر|ومعها دفتر زغير|ومعها دفتر صغير|وويّاها دفتر صغير}، وقالت: «{d:سمعت إنّ عندك زيارة قريّب|سمعت إنّو عندك زيارة قريبًا|سمعت إنّ عندك زيارة قريب|سمعت إنّ عندك زيارة قريب}. اكتب{H:|ي} {d:أسئلتك قبل الزيارة؛ السؤال باب، و|أسئلتك قبل الزيارة؛ السؤال باب، و|أسئلتك قبل الزيارة؛ السؤال باب، و|أسئلتك قبل الزيارة؛ السؤال باب، و}{R} {d.fut}{R:ي|ت}فتحه».',
      '2',
    ],
  ],
  together: [
    [
      'That evening {H} wrote three questions in the notebook, one on each page, and drew a little picture beside each one.',
      '{H:كَتَبَ|كَتَبَتْ} {H} في المَساءِ ثَلاثَةَ أَسْئِلَةٍ في الدَّفْتَرِ، سُؤالًا في كُلِّ صَفْحَةٍ، {H:وَرَسَمَ|وَرَسَمَتْ} بِجانِبِ كُلِّ سُؤالٍ صورَةً صَغيرَةً.',
      '{d:بالليل|بالليل|في الليل|في الليل} {H} كتب{H:|ت} {d:تلات أسئلة في الكشكول|تلات أسئلة بالدفتر|ثلاث أسئلة في الدفتر|ثلاث أسئلة في الدفتر}، سؤال في كل صفحة، ورسم{H:|ت} جنب كل سؤال صورة {d.small:f}.',
    ],
    [
      'The first question was {H}\'s favourite: "What was your house like when you were small?"',
      `كانَ السُّؤالُ الأَوَّلُ أَحَبَّها إِلى {H.g}: «كَيْفَ كانَ بَيْتُ{R:كَ|كِ} حينَ {R:كُنْتَ صَغيرًا|كُنْتِ صَغيرَةً}؟»`,
      'أوّل سؤال كان {d:أحبّ سؤال ل|أحلى سؤال عند |أحبّ سؤال ل|أحبّ سؤال ل}{H}: «{d:بيتك كان شكله إيه|كيف كان بيتك|وش كان شكل بيتك|شلون كان بيتك} {d:وإنت|وإنت|يوم إنت|يوم إنت}{R:|ي} {d.small:R}؟»',
      '2',
    ],
  ],
  resolution: [
    [
      "At {R}'s house, {H} opened the notebook and read the first question. {R} laughed and began a long story, and the visit began with no shy silence at all.",
      `وَفي بَيْتِ ${gen} {H:فَتَحَ|فَتَحَتْ} {H} الدَّفْتَرَ {H:وَقَرَأَ|وَقَرَأَتِ} السُّؤالَ الأَوَّلَ، {R:فَضَحِكَ|فَضَحِكَتْ} ${nom} {R:وَبَدَأَ|وَبَدَأَتْ} حِكايَةً طَويلَةً، وَبَدَأَتِ الزِّيارَةُ بِلا صَمْتٍ خَجولٍ.`,
      'وفي بيت {R}، {H} فتح{H:|ت} {d:الكشكول|الدفتر|الدفتر|الدفتر} وقرا{H:|ت} أوّل سؤال، و{R} ضحك{R:|ت} و{d.began:R} {R:ي|ت}{d:حكي حكاية|حكي حكاية|سولف سالفة|سولف سالفة} طويلة، والزيارة {d.began:f} من غير {d:كسوف|خجل|حيا|حيا}.',
    ],
    [
      '{R} answered every question, and then asked one back: "And you, what do you dream of?" By the end of the visit, the notebook was full.',
      `{R:أَجابَ|أَجابَتْ} ${nom} عَنْ كُلِّ سُؤالٍ، ثُمَّ {R:سَأَلَ|سَأَلَتْ} بِدَوْرِ{R:هِ|ها}: «وَ{H:أَنْتَ|أَنْتِ}، ما حُلْمُ{H:كَ|كِ}؟» وَمَعَ نِهايَةِ الزِّيارَةِ كانَ الدَّفْتَرُ قَدِ امْتَلَأَ.`,
      '{R} جاوب{R:|ت} على كل سؤال، وبعدين سأل{R:|ت}: «وإنت{H:|ي}، {d:حلمك إيه|شو حلمك|وش حلمك|شو حلمك}؟» {d:ولمّا الزيارة خلصت، الكشكول كان اتملى|ولمّا خلصت الزيارة، الدفتر كان تعبّى|ولمّا خلصت الزيارة، الدفتر كان تعبّى|ولمّا خلصت الزيارة، الدفتر كان تروّس}.',
      '2',
    ],
    [
      'On the way home from the visit, {H} turned the pages of the notebook and felt {H.he} knew {R} in a new way: {R} had once been a child too, full of questions, just like {H.him}.',
      `وَفي طَريقِ العَوْدَةِ مِنَ الزِّيارَةِ {H:قَلَّبَ|قَلَّبَتْ} {H} صَفَحاتِ الدَّفْتَرِ، {H:وَشَعَرَ|وَشَعَرَتْ} أَنَّ{H:هُ صارَ يَعْرِفُ|ها صارَتْ تَعْرِفُ} ${acc} مِنْ جَديدٍ؛ فَقَدْ {R:كانَ|كانَتْ} ${nom} يَوْمًا {R:طِفْلًا مَليئًا|طِفْلَةً مَليئَةً} بِالأَسْئِلَةِ مِثْلَ{H:هُ|ها}.`,
      '{d:وفي السكّة وهم راجعين من الزيارة|وبطريق الرجعة من الزيارة|وفي الطريق وهم راجعين من الزيارة|وفي الطريق وهم رادّين من الزيارة}، {H} قلّب{H:|ت} {d:صفحات الكشكول|صفحات الدفتر|صفحات الدفتر|صفحات الدفتر}، وحسّ{H:|ت} إنّ{H:ه|ها} عرف{H:|ت} {R} {d:من جديد|من جديد|من جديد|من يديد}: {R} {R:كان|كانت} {d:زمان|زمان|قبل|قبل} {R:طفل|طفلة} {d:مليان|مليان|مليان|مليان}{R:|ة} أسئلة {d:زيّ|متل|مثل|شرات}{H:ه|ها}.',
      '3',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'sit at a school desk while the teacher holds out a little notebook',
    together: 'write questions in a little notebook at home, a crayon in hand',
    resolution: 'read from a little notebook to a grandparent, who laughs and begins a story',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    help: [{ kind: 'book', where: 'held' }],
    together: [{ kind: 'book', where: 'table' }],
    resolution: [{ kind: 'book', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'classroom',
    together: 'bedroom',
    resolution: 'living-room',
  },
};

/** Auntie and the child bake ma'amoul for the grandparent; the plate held out at the door starts the visit, and a story of the grandparent's own baking. */
const maamoul: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/maamoul',
  meets: ['resolution'],
  titles: [
    ["Ma'amoul for {R}", `مَعْمولٌ لِ${gen}`, 'معمول ل{R}'],
    [
      'A Plate of Something Sweet',
      'صَحْنٌ مِنْ شَيْءٍ حُلْوٍ',
      '{d:طبق فيه حاجة حلوة|صحن فيه شي حلو|صحن فيه شي حلو|صحن فيه شي حلو}',
    ],
  ],
  morals: [
    [
      'Something made by your own hands says what words cannot.',
      'ما تَصْنَعُهُ يَداكَ يَقولُ ما لا تَقولُهُ الكَلِماتُ.',
      '{d:اللي بتعمله بإيدك بيقول اللي الكلام ما يقولوش|اللي بتعملو بإيدك بيقول اللي الحكي ما بيقولو|اللي تسوّيه بيدك يقول اللي الكلام ما يقوله|اللي تسوّيه بيدك يقول اللي الكلام ما يقوله}.',
    ],
    [
      'Shyness melts over something sweet to share.',
      'الخَجَلُ يَذوبُ أَمامَ شَيْءٍ حُلْوٍ نَتَقاسَمُهُ.',
      '{d:الكسوف بيدوب قدّام حاجة حلوة نقسمها|الخجل بيدوب قدّام شي حلو نتقاسمو|الحيا يذوب قدّام شي حلو نتقاسمه|الحيا يذوب قدّام شي حلو نتقاسمه}.',
    ],
  ],
  help: [
    [
      'Auntie came into the kitchen with a bag of dates. "{R} loves ma\'amoul, little date cookies, made by small hands," she said. "Shall we bake some to take on the visit?"',
      `جاءَتْ خالَةُ {H.g} إِلى المَطْبَخِ وَمَعَها كيسٌ مِنَ التَّمْرِ، وَقالَتْ: «${yoursNom} {R:يُحِبُّ|تُحِبُّ} المَعْمولَ الَّذي تَصْنَعُهُ الأَيْدي الصَّغيرَةُ. هَلْ نَخْبِزُ مِنْهُ شَيْئًا نَأْخُذُهُ مَعَنا في الزِّيارَةِ؟»`,
      'خالة {H} {d:دخلت المطبخ ومعاها كيس عجوة|فاتت عالمطبخ ومعها كيس تمر|دخلت المطبخ ومعها كيس تمر|دخلت المطبخ وويّاها كيس تمر}، وقالت: «{R} {d.bh}{R:يحبّ|تحبّ} {d:المعمول اللي بتعمله الإيدين الصغيّرة. نخبز شوية ناخدهم معانا في الزيارة|المعمول اللي بتعملو الإيدين الزغيرة. منخبز شوي ناخدن معنا عالزيارة|المعمول اللي تسوّيه اليدين الصغيرة. نخبز شوي ناخذه معنا في الزيارة|المعمول اللي تسوّيه اليدين الصغيرة. نخبز شوي ناخذه ويّانا في الزيارة}؟»',
    ],
    [
      'Auntie found {H} sitting by the window, worrying about the visit. "When I feel shy, I keep my hands busy," she said. "Come and help me make ma\'amoul for {R}. The patterns on top are your job."',
      `جاءَتْ خالَةُ {H.g} {H:فَوَجَدَتْهُ جالِسًا|فَوَجَدَتْها جالِسَةً} عِنْدَ النّافِذَةِ {H:قَلِقًا|قَلِقَةً} مِنَ الزِّيارَةِ، فَقالَتْ: «حينَ أَخْجَلُ أُشْغِلُ يَدَيَّ. {H:تَعالَ|تَعالَيْ} {H:ساعِدْني|ساعِديني} في صُنْعِ المَعْمولِ لِ${yoursGen}؛ وَالنُّقوشُ عَلَيْ{H:كَ|كِ}».`,
      'خالة {H} {d.came:f} و{d:لقت|لاقت|لقت|لقت}{H:ه|ها} {H:قاعد|قاعدة} {d:جنب الشبّاك قلقان|حدّ الشبّاك قلقان|جنب الدريشة قلقان|يمّ الدريشة قلقان}{H:|ة} من الزيارة، وقالت: «{d:لمّا بتكسف بشغل إيديّا|لمّا بستحي بشغّل إيديّي|لمّا أستحي أشغّل يديني|لمّا أستحي أشغّل يديني}. {d.come:H} {d:نعمل معمول ل|نعمل معمول ل|نسوّي معمول ل|نسوّي معمول ل}{R}، {d:والنقشة عليك|والنقشة عليك|والنقش عليك|والنقش عليك}».',
      '2',
    ],
  ],
  together: [
    [
      'They pressed dates into soft dough, and {H} stamped a little flower on top of each one.',
      '{H:حَشَيا|حَشَتا} العَجينَ الطَّرِيَّ بِالتَّمْرِ، {H:وَطَبَعَ|وَطَبَعَتْ} {H} عَلى كُلِّ قِطْعَةٍ زَهْرَةً صَغيرَةً.',
      '{d:حشوا العجين الطري بالعجوة|حشوا العجين الطري بالتمر|حشوا العجين الطري بالتمر|حشوا العجين الطري بالتمر}، و{H} طبع{H:|ت} على كل {d:واحدة وردة صغيّرة|وحدة وردة زغيرة|وحدة وردة صغيرة|وحدة وردة صغيرة}.',
    ],
    [
      "While the ma'amoul baked, the kitchen filled with a warm, sweet smell, and {H} quite forgot to be shy.",
      'وَبَيْنَما كانَ المَعْمولُ في الفُرْنِ امْتَلَأَ المَطْبَخُ بِرائِحَةٍ دافِئَةٍ حُلْوَةٍ، {H:وَنَسِيَ|وَنَسِيَتْ} {H} الخَجَلَ تَمامًا.',
      '{d:والمعمول في الفرن، المطبخ اتملى بريحة دافية حلوة|والمعمول بالفرن، المطبخ تعبّى ريحة دافية حلوة|والمعمول في الفرن، المطبخ تعبّى ريحة دافية حلوة|والمعمول في الفرن، المطبخ تروّس ريحة دافية حلوة}، و{H} نسي{H:|ت} {d:الكسوف خالص|الخجل تمامًا|الحيا تمامًا|الحيا تمامًا}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At {R}\'s door, {H} held out the plate of ma\'amoul. "I made them for you," {H.he} said, and {R} hugged {H.him}, plate and all. The visit began with something sweet.',
      `عِنْدَ بابِ ${gen} {H:مَدَّ|مَدَّتْ} {H} صَحْنَ المَعْمولِ، {H:وَقالَ|وَقالَتْ}: «صَنَعْتُهُ لَ{R:كَ|كِ}»، {R:فَضَمَّ|فَضَمَّتْ}{H:هُ|ها} ${nom} مَعَ الصَّحْنِ، وَبَدَأَتِ الزِّيارَةُ بِشَيْءٍ حُلْوٍ.`,
      'عند باب {R}، {H} مدّ{H:|ت} {d:طبق|صحن|صحن|صحن} المعمول وقال{H:|ت}: «{d:عملته عشانك|عملتو كرمالك|سوّيته لك|سوّيته لك}»، و{R} {d:حضن|ضمّ|ضمّ|ضمّ}{R:|ت}{H:ه|ها} {d:بالطبق|بالصحن|بالصحن|بالصحن}، والزيارة {d.began:f} {d:بحاجة حلوة|بشي حلو|بشي حلو|بشي حلو}.',
    ],
    [
      '{R} tasted one and closed {R:his|her} eyes. "Just like the ones I made when I was small," {R:he|she} said, and began to tell {H} how {R:he|she} used to bake them with {R:his|her} own grandmother.',
      `{R:ذاقَ|ذاقَتْ} ${nom} واحِدَةً {R:وَأَغْمَضَ|وَأَغْمَضَتْ} عَيْنَيْ{R:هِ|ها}، {R:وَقالَ|وَقالَتْ}: «مِثْلُ المَعْمولِ الَّذي كُنْتُ أَصْنَعُهُ وَأَنا {R:صَغيرٌ|صَغيرَةٌ}»، ثُمَّ {R:راحَ يَحْكي|راحَتْ تَحْكي} لِ{H.g} كَيْفَ كانَ{R:|تْ} {R:يَخْبِزُهُ|تَخْبِزُهُ} مَعَ جَدَّتِ{R:هِ|ها}.`,
      '{R} {d:داق|داق|ذاق|ذاق}{R:|ت} واحدة وغمّض{R:|ت} {d:عيني|عيون|عيون|عيون}{R:ه|ها}، وقال{R:|ت}: «{d:زيّ المعمول اللي كنت بعمله وأنا صغيّر|متل المعمول اللي كنت أعملو وأنا زغير|مثل المعمول اللي كنت أسوّيه وأنا صغير|شرات المعمول اللي كنت أسوّيه وأنا صغير}{R:|ة}»، وبعدين قال{R:|ت} ل{H} {d:إزاي كان|كيف كان|كيف كان|شلون كان}{R:|ت} {R:ي|ت}{d:خبزه مع|خبزو مع|خبزه مع|خبزه ويّا} {d:جدّت|جدّت|جدّت|يدّت}{R:ه|ها}.',
      '2',
    ],
    [
      "{H} noticed that the shyness had gone without anyone noticing, somewhere between the first bite and the story. A plate of ma'amoul had done what all that practising could not: it had given the visit something sweet to share.",
      '{H:لاحَظَ|لاحَظَتْ} {H} أَنَّ الخَجَلَ رَحَلَ مِنْ غَيْرِ أَنْ يَنْتَبِهَ أَحَدٌ، في مَكانٍ ما بَيْنَ القَضْمَةِ الأُولى وَالحِكايَةِ. لَقَدْ فَعَلَ صَحْنُ المَعْمولِ ما لَمْ يَفْعَلْهُ كُلُّ ذلِكَ التَّدَرُّبِ: أَعْطى الزِّيارَةَ شَيْئًا حُلْوًا يُتَقاسَمُ.',
      '{H} لاحظ{H:|ت} إنّ {d:الكسوف راح من غير ما حدّ ياخد باله، في حتّة ما بين أوّل قطمة والحكاية. طبق المعمول عمل اللي التمرين كلّه ما عملوش: إدّى الزيارة حاجة حلوة تتقسم|الخجل راح بلا ما حدا ينتبه، بمحلّ ما بين أوّل عضّة والحكاية. صحن المعمول عمل اللي كل التمرين ما عملو: عطى الزيارة شي حلو يتقاسموه|الحيا راح بدون ما أحد ينتبه، في مكان بين أوّل قضمة والسالفة. صحن المعمول سوّى اللي كل التدريب ما سوّاه: عطى الزيارة شي حلو يتقاسمونه|الحيا راح بدون ما حد ينتبه، في مكان بين أوّل قضمة والسالفة. صحن المعمول سوّى اللي كل التدريب ما سوّاه: عطى الزيارة شي حلو يتقاسمونه}.',
      '3',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'stand in the kitchen beside Auntie, who holds a bag of dates',
    together: 'press flower patterns into date cookies at the kitchen table with Auntie',
    resolution: 'hold out a plate of date cookies to a grandparent at the door',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'cake', where: 'table' }],
    resolution: [{ kind: 'cake', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'kitchen',
    together: 'kitchen',
    resolution: 'living-room',
  },
};

/** Uncle teaches the child a clapping game to give the grandparent: the child teaches, and the visit starts with four hands and a rhyme. */
const clappingGame: SituationPlot = {
  ...shared,
  key: 'visiting-grandparents/clapping-game',
  meets: ['resolution'],
  titles: [
    ['{H} Teaches {R} a Game', `{H} {H:يُعَلِّمُ|تُعَلِّمُ} ${acc} لُعْبَةً`, '{H} {d.bh}{H:يعلّم|تعلّم} {R} لعبة'],
    [
      'A Clapping Game for the Visit',
      'لُعْبَةُ تَصْفيقٍ لِلزِّيارَةِ',
      '{d:لعبة سقفة للزيارة|لعبة تصفيق للزيارة|لعبة تصفيق للزيارة|لعبة تصفيق للزيارة}',
    ],
  ],
  morals: [
    [
      'Even grandparents love to learn something new.',
      'حَتّى الأَجْدادُ يُحِبّونَ أَنْ يَتَعَلَّموا شَيْئًا جَديدًا.',
      '{d:حتّى الجدود بيحبّوا يتعلّموا حاجة جديدة|حتّى الجدود بيحبّوا يتعلّموا شي جديد|حتّى الأجداد يحبّون يتعلّمون شي جديد|حتّى الأجداد يحبّون يتعلّمون شي يديد}.',
    ],
    [
      'A game played together is the shortest way between two hearts.',
      'اللُّعْبَةُ المُشْتَرَكَةُ أَقْصَرُ طَريقٍ بَيْنَ قَلْبَيْنِ.',
      '{d:اللعبة اللي بنلعبها سوا أقصر طريق بين قلبين|اللعبة اللي منلعبها سوا أقصر طريق بين قلبين|اللعبة اللي نلعبها سوا أقصر طريق بين قلبين|اللعبة اللي نلعبها سوا أقصر طريق بين قلبين}.',
    ],
  ],
  help: [
    [
      'Uncle came and sat beside {H}. "Shall I tell you what grandparents love most?" he asked. "Learning something new from a grandchild. Come, I will teach you a clapping game, and on the visit it can be your present for {R}."',
      `جاءَ عَمُّ {H.g} وَجَلَسَ بِجانِبِ{H:هِ|ها}، وَقالَ: «هَلْ {H:أُخْبِرُكَ|أُخْبِرُكِ} بِما يُحِبُّهُ الأَجْدادُ أَكْثَرَ مِنْ كُلِّ شَيْءٍ؟ أَنْ يَتَعَلَّموا شَيْئًا جَديدًا مِنْ أَحْفادِهِمْ. {H:تَعالَ|تَعالَيْ} {H:أُعَلِّمْكَ|أُعَلِّمْكِ} لُعْبَةَ تَصْفيقٍ، وَفي الزِّيارَةِ تَكونُ هَدِيَّتَ{H:كَ|كِ} لِ${yoursGen}».`,
      'عمّ {H} {d.came:m} وقعد {d:جنب|حدّ|جنب|يمّ}{H:ه|ها}، وقال: «{d:أقولّك الجدود بيحبّوا إيه أكتر حاجة؟ إنّهم يتعلّموا حاجة جديدة من حفيدهم|بقلّك شو بيحبّوا الجدود أكتر شي؟ إنّن يتعلّموا شي جديد من حفيدن|أقولك وش يحبّ الأجداد أكثر شي؟ إنّهم يتعلّمون شي جديد من حفيدهم|أقولك شو يحبّ الأجداد أكثر شي؟ إنّهم يتعلّمون شي يديد من حفيدهم}. {d.come:H} {d:أعلّمك لعبة سقفة، وفي الزيارة اللعبة دي تبقى هديّتك ل|علّمك لعبة تصفيق، وبالزيارة هاللعبة بتكون هديّتك ل|أعلّمك لعبة تصفيق، وفي الزيارة هاللعبة تكون هديّتك ل|أعلّمك لعبة تصفيق، وفي الزيارة هاللعبة تكون هديّتك ل}{R}».',
    ],
    [
      'Uncle found {H} worrying about what to say on the visit. "Talking is not the only way," he said with a wink. "Playing is better. I am sure {R} was a champion at clapping games. I will teach you a fast one, and we will see if {R} can keep up."',
      `جاءَ عَمُّ {H.g} {H:فَوَجَدَهُ قَلِقًا|فَوَجَدَها قَلِقَةً} مِنَ الكَلامِ في الزِّيارَةِ، فَغَمَزَ وَقالَ: «الكَلامُ لَيْسَ الطَّريقَ الوَحيدَ؛ اللَّعِبُ أَجْمَلُ. أَنا مُتَأَكِّدٌ أَنَّ {R:جَدَّ|جَدَّتَ}{H:كَ|كِ} {R:كانَ بَطَلًا|كانَتْ بَطَلَةً} في لُعَبِ التَّصْفيقِ. سَ{H:أُعَلِّمُكَ|أُعَلِّمُكِ} واحِدَةً سَريعَةً، وَسَنَرى هَلْ {R:يَلْحَقُ|تَلْحَقُ} بِ{H:كَ|كِ}».`,
      'عمّ {H} {d.came:m} و{d:لقى|لاقى|لقى|لقى}{H:ه|ها} قلقان{H:|ة} {d:من الكلام في الزيارة|من الحكي بالزيارة|من السوالف في الزيارة|من السوالف في الزيارة}، فغمز وقال: «{d:الكلام مش لازم؛ اللعب أحلى. وأنا متأكّد إنّ|الحكي مش ضروري؛ اللعب أحلى. وأنا متأكّد إنّو|السوالف مو لازم؛ اللعب أحلى. وأنا متأكّد إنّ|السوالف مب لازم؛ اللعب أحلى. وأنا متأكّد إنّ} {R} {R:كان|كانت} {R:بطل|بطلة} {d:في لعب السقفة. هعلّمك واحدة سريعة، ونشوف لو|بألعاب التصفيق. رح علّمك وحدة سريعة، ومنشوف إذا|في ألعاب التصفيق. بعلّمك وحدة سريعة، ونشوف إذا|في ألعاب التصفيق. بعلّمك وحدة سريعة، ونشوف إذا} {R} {d.fut}{R:ي|ت}لحقك».',
      '2',
    ],
  ],
  together: [
    [
      'Clap, pat, clap, click! {H} practised with Uncle until {H.his} hands knew the game by heart.',
      'صَفْقَةٌ، رَبْتَةٌ، صَفْقَةٌ، طَقَّةٌ! {H:تَدَرَّبَ|تَدَرَّبَتْ} {H} مَعَ عَمِّ{H:هِ|ها} عَلى اللُّعْبَةِ حَتّى حَفِظَتْها يَدا{H:هُ|ها}.',
      '{d:سقفة، طبطبة، سقفة، طقّة|تصفيقة، طبطبة، تصفيقة، طقّة|صفقة، طبطبة، صفقة، طقّة|صفقة، طبطبة، صفقة، طقّة}! {H} {d:اتمرّن|تمرّن|تدرّب|تدرّب}{H:|ت} {d:مع|مع|مع|ويّا} عمّ{H:ه|ها} على اللعبة {d:لحدّ ما إيدي|لحتّى إيدي|لين يدين|لين يدين}{H:ه|ها} حفظوها.',
    ],
    [
      'They changed the last word of the clapping rhyme to "{R}", so that the game would belong to {R} alone.',
      `وَجَعَلا آخِرَ كَلِمَةٍ في أُنْشودَةِ التَّصْفيقِ اسْمَ ${gen}، لِتَكونَ اللُّعْبَةُ {R:لَهُ|لَها} وَحْدَ{R:هُ|ها}.`,
      '{d:وخلّوا آخر كلمة في أغنية السقفة|وخلّوا آخر كلمة بغنّية التصفيق|وخلّوا آخر كلمة في أنشودة التصفيق|وخلّوا آخر كلمة في أنشودة التصفيق} «{R}»، {d:عشان اللعبة تبقى ل|لتكون اللعبة ل|عشان اللعبة تكون ل|عشان اللعبة تكون ل}{R} {d:لوحد|لحال|بروح|بروح}{R:ه|ها}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At {R}\'s house, {H} held up both hands. "I have a game for you," {H.he} said. Soon {R} was clapping and laughing too, and the visit began with no shy silence at all.',
      `وَفي بَيْتِ ${gen} {H:رَفَعَ|رَفَعَتْ} {H} يَدَيْ{H:هِ|ها} {H:وَقالَ|وَقالَتْ}: «عِنْدي لُعْبَةٌ لَ{R:كَ|كِ}». وَسُرْعانَ ما صارَ{R:|تْ} ${nom} {R:يُصَفِّقُ وَيَضْحَكُ|تُصَفِّقُ وَتَضْحَكُ}، وَبَدَأَتِ الزِّيارَةُ بِلا صَمْتٍ خَجولٍ.`,
      'وفي بيت {R}، {H} رفع{H:|ت} {d:إيدي|إيدي|يدين|يدين}{H:ه|ها} وقال{H:|ت}: «{d:عندي لعبة عشانك|عندي لعبة كرمالك|عندي لعبة لك|عندي لعبة لك}». وبسرعة {R} {d.became:R} {R:ي|ت}{d:سقّف|صفّق|صفّق|صفّق} {R:وي|وت}ضحك، والزيارة {d.began:f} {d:من غير كسوف|بلا خجل|بدون حيا|بدون حيا}.',
    ],
    [
      '{R} asked to play again and again, and before the visit was over, {R:he|she} taught {H} a clapping game from {R:his|her} own childhood.',
      `{R:طَلَبَ|طَلَبَتْ} ${nom} أَنْ تُعادَ اللُّعْبَةُ مَرَّةً بَعْدَ مَرَّةٍ، وَقَبْلَ أَنْ تَنْتَهِيَ الزِّيارَةُ {R:عَلَّمَ|عَلَّمَتْ} {H.a} لُعْبَةَ تَصْفيقٍ مِنْ أَيّامِ طُفولَتِ{R:هِ|ها}.`,
      '{R} طلب{R:|ت} {d:يعيدوا اللعبة تاني وتالت|يعيدوا اللعبة مرّة ورا مرّة|يعيدون اللعبة مرّة ورا مرّة|يعيدون اللعبة مرّة ورا مرّة}، وقبل ما الزيارة تخلص علّم{R:|ت} {H} لعبة {d:سقفة|تصفيق|تصفيق|تصفيق} من أيّام طفولت{R:ه|ها}.',
      '2',
    ],
    [
      '{H} had worried that the talk would run out. It turned out that the visit did not need words to begin: it needed four hands and a rhyme, and then the words came by themselves.',
      '{H:كانَ|كانَتْ} {H} {H:يَخْشى|تَخْشى} أَنْ يَنْفَدَ الكَلامُ، فَإِذا بِالزِّيارَةِ لا تَحْتاجُ إِلى كَلِماتٍ لِتَبْدَأَ: احْتاجَتْ إِلى أَرْبَعِ أَيْدٍ وَأُنْشودَةٍ، ثُمَّ جاءَتِ الكَلِماتُ وَحْدَها.',
      '{H} {H:كان خايف|كانت خايفة} {d:إنّ الكلام يخلص، وطلع إنّ الزيارة مش محتاجة كلام عشان تبتدي: كانت محتاجة أربع إيدين وأغنية، وبعدين الكلام جه لوحده|إنّو الحكي يخلص، وطلع إنّو الزيارة مش بحاجة حكي لتبلّش: كانت بحاجة لأربع إيدين وغنّية، وبعدين الحكي إجا لحالو|إنّ السوالف تخلص، وطلع إنّ الزيارة ما تحتاج كلام عشان تبدا: كانت تحتاج أربع يدين وأنشودة، وبعدين الكلام جا بروحه|إنّ السوالف تخلص، وطلع إنّ الزيارة ما تحتاي كلام عشان تبدا: كانت تحتاي أربع يدين وأنشودة، وبعدين الكلام يا بروحه}.',
      '3',
    ],
  ],
  scene: {
    problem: 'look shyly at an old photo of a grandparent',
    try: 'practise saying hello in front of a mirror',
    help: 'sit beside Uncle, both holding up their hands ready to clap',
    together: 'play a clapping game with Uncle, palms meeting',
    resolution: 'play a clapping game with a laughing grandparent',
  },
  props: {
    problem: [{ kind: 'photo', where: 'held' }],
  },
  rooms: {
    problem: 'living-room',
    try: 'bedroom',
    help: 'living-room',
    together: 'living-room',
    resolution: 'living-room',
  },
};

export const visitingGrandparentsPlots: readonly SituationPlot[] = [
  helloCall,
  yearInPhotos,
  oldTinBox,
  questionBook,
  maamoul,
  clappingGame,
];
