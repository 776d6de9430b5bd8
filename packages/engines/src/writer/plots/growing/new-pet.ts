import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';
import { everyBeatIn } from '../../theme-pack.ts';

/*
 * A new pet has come home. The child wants to hold it at once; the little one is frightened and
 * hides. A parent shows what a new pet needs: quiet and patience (Baba sits low and still beside
 * the bowl), or a place of its own and daily care (Mama and a bed in a box). What the helper shows
 * is what brings the pet out. {R} is the pet the idea names ("a puppy" → the dog), else the cat.
 */

const person = {
  roles: ['pet'] as const,
  fallback: words('the cat', 'القِطَّةُ', 'القطّة', 'البسّة', 'القطوة', 'القطوة'),
  male: false,
};

const problem: Pool = [
  [
    'The new pet came home that day, but {R} ran straight under the sofa and would not come out.',
    'وَصَلَ الصَّغيرُ الجَديدُ إِلى البَيْتِ في ذلِكَ اليَوْمِ، لكِنَّ {R.a} {R:رَكَضَ|رَكَضَتْ} إِلى تَحْتِ الأَريكَةِ، وَلَمْ {R:يَخْرُجْ|تَخْرُجْ}.',
    'الضيف الجديد {d:وصل البيت|وصل عالبيت|وصل البيت|وصل البيت} {d.today}، بس {R} {d.ran:R} تحت الكنبة، و{d:مش راضي|مش راضي|مو راضي|مب راضي}{R:|ة} {R:يطلع|تطلع}.',
  ],
  [
    '{R} was the new pet, small and soft, and {H} wanted to hold {R:him|her} right away.',
    '{R:كانَ|كانَتْ} {R} ضَيْفَ البَيْتِ الصَّغيرَ الجَديدَ، {R:صَغيرًا ناعِمًا|صَغيرَةً ناعِمَةً}، {H:وَأَرادَ|وَأَرادَتْ} {H} أَنْ {H:يَحْمِلَ|تَحْمِلَ}{R:هُ|ها} فَوْرًا.',
    '{R} {R:كان|كانت} الضيف الجديد في البيت، {d.small:R} {d:وناعم|وناعم|وناعم|وناعم}{R:|ة}، و{H} {d.want:H} {H:يشيل|تشيل}{R:ه|ها} {d.now}.',
    'p',
  ],
  [
    '{H} had asked for a pet for a long time and had pictured this day often: in {H.his} mind the new pet always ran straight into {H.his} arms. Instead, {R} pressed {R:himself|herself} into the darkest corner and trembled.',
    'طالَما {H:طَلَبَ|طَلَبَتْ} {H} حَيَوانًا أَليفًا، {H:وَتَخَيَّلَ|وَتَخَيَّلَتْ} هذا اليَوْمَ كَثيرًا: في خَيالِ{H:هِ|ها} كانَ الصَّغيرُ الجَديدُ يَرْكُضُ إِلَيْ{H:هِ|ها} دائِمًا. لكِنَّ {R.a} {R:انْزَوى|انْزَوَتْ} في أَبْعَدِ رُكْنٍ {R:يَرْتَجِفُ|تَرْتَجِفُ}.',
    '{H} {H:كان|كانت} {d.b}{H:يطلب|تطلب} حيوان أليف من زمان، {H:وكان|وكانت} {d.bh}{H:يتخيّل|تتخيّل} اليوم {d.this:m} {d:كتير|كتير|واجد|وايد}: {d:في خيال|بخيال|في خيال|في خيال}{H:ه|ها} الضيف الجديد {d:بيجري على حضن|بيركض لعند|يركض ل|يركض ل}{H:ه|ها} {d:على طول|دغري|على طول|على طول}. بس {R} {d.hid:R} في أبعد {d:ركن|زاوية|زاوية|زاوية} و{R:هو|هي} {d.b}{R:يرتعش|ترتعش}.',
    '3',
  ],
];

const problemMore: Pool = [
  [
    '{R} did not know this house yet.',
    'لَمْ {R:يَكُنْ|تَكُنْ} {R} {R:يَعْرِفُ|تَعْرِفُ} هذا البَيْتَ بَعْدُ.',
    'البيت {d.this:m} {d:كان لسّه غريب على|كان بعدو غريب على|كان للحين غريب على|كان للحين غريب على} {R}.',
  ],
  [
    'Two round eyes looked out from the dark.',
    'نَظَرَتْ عَيْنانِ مُسْتَديرَتانِ مِنَ العَتْمَةِ.',
    '{d:عينين مدوّرين بصّوا|عينين مدوّرين طلّعوا|عيون مدوّرة طالعت|عيون مدوّرة طالعت} من {d:الضلمة|العتمة|الظلمة|الظلمة}.',
  ],
  [
    '"Why does the new pet not like me?" {H} asked.',
    '«لِماذا لا يُحِبُّني الصَّغيرُ الجَديدُ؟» سَأَلَ{H:|تْ} {H}.',
    '«{d.why} الضيف الجديد {d:مش بيحبّني|ما بيحبّني|ما يحبّني|ما يحبّني}؟» سأل{H:|ت} {H}.',
  ],
  [
    'Everything was new for {R}: the smells, the voices, the big shoes by the door.',
    'كانَ كُلُّ شَيْءٍ جَديدًا عَلى {R.g}: الرَّوائِحُ، وَالأَصْواتُ، وَالأَحْذِيَةُ الكَبيرَةُ عِنْدَ البابِ.',
    'كل {d:حاجة كانت جديدة|شي كان جديد|شي كان جديد|شي كان جديد} على {R}: الريحة، والأصوات، والجزم الكبيرة {d:جنب|حدّ|جنب|جنب} الباب.',
    '2',
  ],
];

const tries: Pool = [
  [
    '{H} called {R} loudly, but {R} stayed hidden.',
    '{H:نادى|نادَتْ} {H} {R.a} بِصَوْتٍ عالٍ، لكِنَّ{R:هُ بَقِيَ مُخْتَبِئًا|ها بَقِيَتْ مُخْتَبِئَةً}.',
    '{H} {H:نادى|نادت} على {R} بصوت عالي، بس {R:هو|هي} {d:فضل|ضلّ|ظلّ|ظلّ}{R:|ت} {d:مستخبّي|متخبّي|متخبّي|متخبّي}{R:|ة}.',
  ],
  [
    '{H} shook a toy mouse and a ball with a bell, but nothing came out.',
    '{H:هَزَّ|هَزَّتْ} {H} فَأْرًا مِنْ قُماشٍ وَكُرَةً فيها جَرَسٌ، لكِنْ لَمْ يَخْرُجْ شَيْءٌ.',
    '{H} هزّ{H:|ت} فار قماش وكورة فيها جرس، بس {d:ما طلعش حاجة|ما طلع شي|ما طلع شي|ما طلع شي}.',
  ],
  [
    '{H} lay flat on the floor and reached under the sofa, and {R} only crept further back.',
    '{H:اسْتَلْقى|اسْتَلْقَتْ} {H} عَلى الأَرْضِ، {H:وَمَدَّ|وَمَدَّتْ} يَدَ{H:هُ|ها} تَحْتَ الأَريكَةِ، فَ{R:تَراجَعَ|تَراجَعَتْ} {R} إِلى الوَراءِ أَكْثَرَ.',
    '{H} {d:نام|تمدّد|انسدح|انسدح}{H:|ت} على الأرض ومدّ{H:|ت} {d:إيد|إيد|يد|يد}{H:ه|ها} تحت الكنبة، و{R} رجع{R:|ت} لورا {d:أكتر|أكتر|أكثر|أكثر}.',
    '2p',
  ],
  [
    '{H} tried to be patient for one minute, then two, then peeked again; waiting for someone to trust you is harder than it sounds.',
    'حاوَلَ{H:|تْ} {H} أَنْ {H:يَصْبِرَ|تَصْبِرَ} دَقيقَةً، ثُمَّ دَقيقَتَيْنِ، ثُمَّ {H:عادَ|عادَتْ} {H:يَخْتَلِسُ|تَخْتَلِسُ} النَّظَرَ؛ فَانْتِظارُ أَنْ يَثِقَ بِكَ أَحَدٌ أَصْعَبُ مِمّا يَبْدو.',
    '{H} حاول{H:|ت} {H:يصبر|تصبر} دقيقة، وبعدين دقيقتين، وبعدين رجع{H:|ت} {d:بصّ|طلّع|طالع|طالع}{H:|ت} {d:تاني|مرّة تانية|مرّة ثانية|مرّة ثانية}؛ {d:إنّك تستنّى حدّ يثق فيك أصعب ممّا تتخيّل|إنّك تنطر حدا يوثق فيك أصعب ممّا بتتخيّل|إنّك تنتظر أحد يثق فيك أصعب ممّا تتخيّل|إنّك تنتظر حد يثق فيك أصعب ممّا تتخيّل}.',
    '3',
  ],
];

const reflect: Pool = [
  [
    'A new friend needs time, {H} thought.',
    'فَكَّرَ{H:|تْ} {H}: الصَّديقُ الجَديدُ يَحْتاجُ إِلى وَقْتٍ.',
    'فكّر{H:|ت} {H}: {d:الصاحب الجديد محتاج وقت|الرفيق الجديد بدّو وقت|الخويّ الجديد يبي له وقت|الربيع الجديد يبا له وقت}.',
  ],
  [
    'Looking after someone small, {H} learned, starts with being gentle and quiet.',
    'تَعَلَّمَ{H:|تْ} {H} أَنَّ رِعايَةَ الصِّغارِ تَبْدَأُ بِاللُّطْفِ وَالهُدوءِ.',
    '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ {d:اللي يهتمّ بحدّ صغيّر يبدأ بالهدوء واللطف|اللي بيهتمّ بحدا زغير بيبلّش بالهدوء واللطف|اللي يهتمّ بأحد صغير يبدا بالهدوء واللطف|اللي يهتمّ بحد صغير يبدا بالهدوء واللطف}.',
    '2',
  ],
  [
    'Love, {H} understood, does not grab; it waits, and it makes a safe place for the other to come to.',
    'فَهِمَ{H:|تْ} {H} أَنَّ الحُبَّ لا يَنْتَزِعُ، بَلْ يَنْتَظِرُ، وَيَصْنَعُ لِلْآخَرِ مَكانًا آمِنًا يَأْتي إِلَيْهِ.',
    '{H} فهم{H:|ت} إنّ الحبّ {d:ما بيشدّش بالعافية|ما بيشدّ بالقوّة|ما يشدّ بالغصب|ما يشدّ بالغصب}؛ الحبّ {d:بيستنّى|بينطر|ينتظر|ينتظر}، {d:وبيعمل|وبيعمل|ويسوّي|ويسوّي} للتاني مكان {d:أمان ييجي له|أمان يجي لعندو|آمن يجي له|آمن ييي له}.',
    '3',
  ],
];

/** Baba sits low and still by the bowl, and the new pet comes out to them in its own time. */
const quietWaiting: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/quiet-waiting',
  gentle: false,
  person,
  titles: [
    ['{H} and the Shy New Pet', '{H} وَالصَّغيرُ الجَديدُ الخَجولُ', '{H} والضيف الجديد {d.shy:m}'],
    ['Slow and Quiet', 'بِهُدوءٍ وَصَبْرٍ', '{d:بالراحة وبهدوء|عمهل وبهدوء|بشويش وبهدوء|بشويش وبهدوء}'],
  ],
  morals: [
    [
      'Gentle hands and a quiet voice make a new friend feel safe.',
      'اليَدُ اللَّطيفَةُ وَالصَّوْتُ الهادِئُ يُشْعِرانِ الصَّديقَ الجَديدَ بِالأَمانِ.',
      '{d:الإيد الحنيّنة والصوت الهادي بيطمّنوا|الإيد الحنونة والصوت الهادي بيطمّنوا|اليد الحنونة والصوت الهادي يطمّنون|اليد الحنونة والصوت الهادي يطمّنون} {d:الصاحب الجديد|الرفيق الجديد|الخويّ الجديد|الربيع الجديد}.',
    ],
    [
      'Trust comes to those who wait.',
      'الثِّقَةُ تَأْتي لِمَنْ يَنْتَظِرُ.',
      'الثقة {d:بتيجي للي بيستنّى|بتجي للي بينطر|تجي للي ينتظر|تيي للي ينتظر}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Baba came and sat on the floor beside {H}. "The new pet is scared," he whispered. "Let us be still and quiet, and let {R:him|her} come to us."',
      'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى الأَرْضِ بِجانِبِ{H:هِ|ها}، وَهَمَسَ: «الصَّغيرُ الجَديدُ خائِفٌ. لِنَبْقَ ساكِنَيْنِ هادِئَيْنِ، وَنَتْرُكْهُ يَأْتي إِلَيْنا».',
      '{d.dad} {d.came:m} وقعد على الأرض جنب {H}، {d:ووشوش|ووشوش|وهمس|وهمس}: «الضيف الجديد {d:خايف|خايف|خايف|خايف}. {d:خلّينا نقعد ساكتين ومن غير حركة، ونسيبه ييجي لنا|خلّينا نقعد ساكتين وما نتحرّك، ونتركو يجي لعنّا|خلّنا نقعد ساكتين ولا نتحرّك، ونخلّيه يجي لنا|خلّنا نقعد ساكتين ولا نتحرّك، ونخلّيه ييي لنا}».',
    ],
    [
      'Baba came in with the pet bowl, set it near the sofa and sat down a little way off. "When a new pet is scared, we do not reach in," he said softly. "We make ourselves small and wait."',
      'جاءَ أَبو{H:هُ|ها} بِوِعاءِ الطَّعامِ، فَوَضَعَهُ قُرْبَ الأَريكَةِ، وَجَلَسَ بَعيدًا قَليلًا، وَقالَ بِهُدوءٍ: «حينَ يَخافُ الصَّغيرُ الجَديدُ لا نَمُدُّ أَيْدِيَنا إِلَيْهِ، بَلْ نَجْلِسُ قَريبًا مِنَ الأَرْضِ وَنَنْتَظِرُ».',
      '{d.dad} {d.came:m} {d:ومعاه طبق الأكل، حطّه|ومعو صحن الأكل، حطّو|ومعه صحن الأكل، حطّه|وويّاه صحن الأكل، حطّه} {d:جنب|حدّ|جنب|جنب} الكنبة، وقعد بعيد {d.bit}، وقال بهدوء: «لمّا الضيف الجديد {d:يخاف ما نمدّش إيدنا|يخاف ما منمدّ إيدنا|يخاف ما نمدّ يدنا|يخاف ما نمدّ يدنا}؛ {d:نقعد واطيين ونستنّى|منقعد واطيين ومننطر|نقعد واطين وننتظر|نقعد واطين وننتظر}».',
    ],
  ],
  together: [
    [
      'They sat side by side, very still, and Baba hummed a soft song.',
      'جَلَسا جَنْبًا إِلى جَنْبٍ ساكِنَيْنِ تَمامًا، وَدَنْدَنَ الأَبُ أُغْنِيَةً هادِئَةً.',
      'قعدوا جنب بعض {d:من غير ولا حركة|بلا ولا حركة|بدون ولا حركة|بدون ولا حركة}، و{d.dad} دندن {d:غنوة هادية|غنّية هادية|أغنية هادية|أغنية هادية}.',
    ],
    [
      '{H} put a little food in the bowl and then sat back and waited.',
      'وَضَعَ{H:|تْ} {H} قَليلًا مِنَ الطَّعامِ في الوِعاءِ، ثُمَّ {H:رَجَعَ|رَجَعَتْ} إِلى الوَراءِ {H:وَانْتَظَرَ|وَانْتَظَرَتْ}.',
      '{H} حطّ{H:|ت} {d.bit} أكل في {d:الطبق|الصحن|الصحن|الصحن}، وبعدين رجع{H:|ت} لورا {H:وهو|وهي} {d.b}{H:ي|ت}{d:ستنّى|نطر|نتظر|نتظر}.',
    ],
  ],
  resolution: [
    [
      'Slowly, the new pet crept out and sniffed the bowl. Then {R} began to eat, and at last {R:he|she} came close and rubbed against {H}.',
      'وَبِبُطْءٍ خَرَجَ الصَّغيرُ الجَديدُ وَشَمَّ الوِعاءَ، ثُمَّ {R:بَدَأَ|بَدَأَتْ} {R} {R:يَأْكُلُ|تَأْكُلُ}، وَأَخيرًا {R:اقْتَرَبَ|اقْتَرَبَتْ} {R:وَاحْتَكَّ|وَاحْتَكَّتْ} بِ{H.g}.',
      '{d:وبالراحة|وعمهلو|وبشويش|وعلى هونه} الضيف الجديد طلع وشمّ {d:الطبق|الصحن|الصحن|الصحن}، وبعدين {R} {d.began:R} {R:ياكل|تاكل}، وفي الآخر {R:قرّب|قرّبت} {d:واتمسّح|وتمسّح|وتمسّح|وتمسّح}{R:|ت} في {H}.',
    ],
    [
      'Because they had waited so quietly, the new pet came to {H} without being called, and soon {R} was asleep, curled against {H.his} side.',
      'وَلِأَنَّهُما انْتَظَرا بِهُدوءٍ، اخْتارَ الصَّغيرُ الجَديدُ {H.a} مِنْ تِلْقاءِ نَفْسِهِ، وَنامَ مُلْتَفًّا بِجانِبِ{H:هِ|ها}.',
      '{d:وعشان|ولأنّن|ولأنّهم|ولأنّهم} {d:استنّوا|نطروا|انتظروا|انتظروا} بهدوء، الضيف الجديد اختار {H} {d:من نفسه|من حالو|من نفسه|من نفسه}، ونام {d:مكوّر|مكبكب|ملتفّ|ملتفّ} {d:جنب|حدّ|جنب|يمّ}{H:ه|ها}.',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'lie on the floor, looking under the sofa',
    help: 'sit quietly on the floor with Baba, a pet bowl set near the sofa',
    together: 'sit very still side by side, watching the pet bowl',
    resolution: 'sit on the floor while the new pet eats from the bowl and curls up close',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    help: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    together: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    resolution: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Mama shows the care a new pet needs, and a bed of its own brings it out. */
const aBedOfItsOwn: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/a-bed-of-its-own',
  gentle: false,
  person,
  titles: [
    ['A Bed for the New Pet', 'سَريرٌ لِلصَّغيرِ الجَديدِ', 'سرير للضيف الجديد'],
    ['{H} Looks After {R}', '{H} {H:يَرْعى|تَرْعى} {R.a}', '{H} {d.bh}{H:يهتمّ|تهتمّ} ب{R}'],
  ],
  morals: [
    [
      'Looking after someone is a kind of love.',
      'الرِّعايَةُ نَوْعٌ مِنَ الحُبِّ.',
      '{d:إنّك تهتمّ بحدّ|إنّك تهتمّ بحدا|إنّك تهتمّ بأحد|إنّك تهتمّ بحد} {d:ده نوع من الحبّ|هيدا نوع من الحبّ|هذا نوع من الحبّ|هذا نوع من الحبّ}.',
    ],
    [
      'A little one feels at home when someone cares for it every day.',
      'يَشْعُرُ الصَّغيرُ أَنَّهُ في بَيْتِهِ حينَ يَرْعاهُ أَحَدٌ كُلَّ يَوْمٍ.',
      '{d:الصغيّر بيحسّ إنّه في بيته لمّا حدّ يهتمّ بيه كل يوم|الزغير بيحسّ إنّو ببيتو لمّا حدا يهتمّ فيه كل يوم|الصغير يحسّ إنّه في بيته لمّا أحد يهتمّ فيه كل يوم|الصغير يحسّ إنّه في بيته لمّا حد يهتمّ فيه كل يوم}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Mama came in with a cardboard box and an old soft towel. "The new pet needs looking after before cuddles," she said. "First, a bed of {R:his|her} own, some water and a quiet corner."',
      'دَخَلَتْ أُمُّ{H:هُ|ها} تَحْمِلُ صُنْدوقًا مِنَ الكَرْتونِ وَمِنْشَفَةً قَديمَةً ناعِمَةً، وَقالَتْ: «يَحْتاجُ الصَّغيرُ الجَديدُ إِلى الرِّعايَةِ قَبْلَ العِناقِ: سَريرٌ لَهُ وَحْدَهُ، وَماءٌ، وَرُكْنٌ هادِئٌ».',
      '{d.mom} دخلت {d:ومعاها كرتونة وفوطة قديمة ناعمة|ومعها كرتونة ومنشفة قديمة ناعمة|ومعها كرتون وفوطة قديمة ناعمة|وويّاها كرتون وفوطة قديمة ناعمة}، وقالت: «الضيف الجديد {d:محتاج حدّ يهتمّ بيه قبل الحضن|بدّو حدا يهتمّ فيه قبل الضمّة|يبي أحد يهتمّ فيه قبل الضمّة|يبا حد يهتمّ فيه قبل الضمّة}: سرير {d:بتاعه لوحده|إلو وحدو|له بروحه|له بروحه}، و{d.water}، و{d:ركن هادي|زاوية هادية|زاوية هادية|زاوية هادية}».',
    ],
    [
      'Mama came and knelt down beside {H}. "A new pet is like a guest who does not speak our language yet," she said. "We show {R:him|her} with care: food, water and a safe bed."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَثَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «الصَّغيرُ الجَديدُ مِثْلُ ضَيْفٍ لا يَعْرِفُ لُغَتَنا بَعْدُ؛ نُفْهِمُهُ ذلِكَ بِالرِّعايَةِ: طَعامٌ، وَماءٌ، وَسَريرٌ آمِنٌ».',
      '{d.mom} {d.came:f} وقعدت على {d:ركبها|ركبا|ركبها|ركبها} جنب {H} وقالت: «الضيف الجديد {d.like} ضيف {d:لسّه ما يعرفش لغتنا|بعدو ما بيعرف لغتنا|للحين ما يعرف لغتنا|للحين ما يعرف لغتنا}؛ {d:بنفهّمه بالاهتمام|منفهّمو بالاهتمام|نفهّمه بالاهتمام|نفهّمه بالاهتمام}: أكل، و{d.water}، وسرير {d:أمان|أمان|آمن|آمن}».',
      '2',
    ],
  ],
  together: [
    [
      'They folded the towel into the box and set it in a quiet corner, with the bowls beside it.',
      '{H:طَوَيا|طَوَتا} المِنْشَفَةَ في الصُّنْدوقِ، {H:وَوَضَعاهُ|وَوَضَعَتاهُ} في رُكْنٍ هادِئٍ، وَبِجانِبِهِ الأَوْعِيَةُ.',
      '{d:طبّقوا الفوطة جوّا الكرتونة وحطّوها|طوّوا المنشفة جوّا الكرتونة وحطّوها|طووا الفوطة داخل الكرتون وحطّوه|طووا الفوطة داخل الكرتون وحطّوه} في {d:ركن هادي|زاوية هادية|زاوية هادية|زاوية هادية}، و{d:الطباق جنبها|الصحون حدّا|الصحون جنبه|الصحون يمّه}.',
    ],
    [
      '{H} filled the water bowl all by {H.him}self, carefully, so not a drop spilled.',
      'مَلَأَ{H:|تْ} {H} وِعاءَ الماءِ {H:بِنَفْسِهِ|بِنَفْسِها}، بِحِرْصٍ، فَلَمْ تَنْسَكِبْ قَطْرَةٌ واحِدَةٌ.',
      '{H} حطّ{H:|ت} {d.water} في {d:الطبق|الصحن|الصحن|الصحن} {d:بنفس|بحال|بنفس|بنفس}{H:ه|ها}، بحرص، {d:وولا نقطة وقعت|وولا نقطة نقطت|وولا قطرة طاحت|وولا قطرة طاحت}.',
    ],
  ],
  resolution: [
    [
      'When the house was quiet, the new pet came out and drank some water. Then {R} climbed into the soft bed that {H} had made.',
      'وَحينَ هَدَأَ البَيْتُ، خَرَجَ الصَّغيرُ الجَديدُ، وَشَرِبَ قَليلًا مِنَ الماءِ، وَدَخَلَ السَّريرَ النّاعِمَ الَّذي {H:صَنَعَهُ|صَنَعَتْهُ} {H}.',
      'ولمّا البيت هدي، الضيف الجديد طلع، {d:وشرب شوية مية|وشرب شوي مي|وشرب شوي موية|وشرب شوي ماي}، ودخل السرير الناعم اللي {H} {d:جهّز|حضّر|جهّز|جهّز}{H:|ت}ه.',
    ],
    [
      '{R} turned around three times in the new bed and closed {R:his|her} eyes, and {H} promised to fill the bowls every morning.',
      'دارَ{R:|تْ} {R} حَوْلَ نَفْسِ{R:هِ|ها} ثَلاثَ مَرّاتٍ في السَّريرِ الجَديدِ، {R:وَأَغْمَضَ|وَأَغْمَضَتْ} عَيْنَيْ{R:هِ|ها}، {H:وَوَعَدَ|وَوَعَدَتْ} {H} بِأَنْ {H:يَمْلَأَ|تَمْلَأَ} الأَوْعِيَةَ كُلَّ صَباحٍ.',
      '{R} لفّ{R:|ت} {d.around} نفس{R:ه|ها} {d:تلات|تلات|ثلاث|ثلاث} مرّات في السرير الجديد {d:وغمّض|وغمّض|وغمّض|وغمّض}{R:|ت} {d:عيني|عيون|عيون|عيون}{R:ه|ها}، و{H} {d:وعد|وعد|وعد|وعد}{H:|ت} {H:يملا|تملا} الصحون كل {d:يوم الصبح|يوم الصبح|صباح|صباح}.',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'shake a toy by the sofa',
    help: 'kneel with Mama, who holds a cardboard box and a soft towel',
    together: 'fill a pet bowl with water beside a box bed in a quiet corner',
    resolution: 'watch the new pet sleeping in the box bed beside the pet bowl',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    together: [{ kind: 'pet-bowl', where: 'held', state: 'whole' }],
    resolution: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Grandma's secret: the child's old T-shirt in the pet's bed, so the new pet learns the child's smell. */
const grandmasShirt: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/grandmas-shirt',
  gentle: false,
  person,
  titles: [
    ["Grandma's Secret", 'سِرُّ الجَدَّةِ', '{d:سرّ تيتة|سرّ تيتا|سرّ الجدّة|سرّ الجدّة}'],
    [
      'The Shirt That Smelled of {H}',
      'القَميصُ الَّذي يَحْمِلُ رائِحَةَ {H.g}',
      '{d:التيشيرت اللي ريحته ريحة|الكنزة اللي ريحتا ريحة|التيشيرت اللي ريحته ريحة|التيشيرت اللي ريحته ريحة} {H}',
    ],
  ],
  morals: [
    [
      'Friendship starts with small, gentle steps.',
      'الصَّداقَةُ تَبْدَأُ بِخُطُواتٍ صَغيرَةٍ لَطيفَةٍ.',
      'الصداقة {d:بتبتدي|بتبلّش|تبدا|تبدا} {d:بخطوات صغيّرة ولطيفة|بخطوات زغيرة ولطيفة|بخطوات صغيرة ولطيفة|بخطوات صغيرة ولطيفة}.',
    ],
    [
      'Looking after a new friend means helping them feel at home.',
      'رِعايَةُ الصَّديقِ الجَديدِ أَنْ نُشْعِرَهُ بِأَنَّهُ في بَيْتِهِ.',
      '{d:إنّك تهتمّ بصاحب جديد يعني تخلّيه يحسّ إنّه في بيته|إنّك تهتمّ برفيق جديد يعني تخلّيه يحسّ إنّو ببيتو|إنّك تهتمّ بخويّ جديد يعني تخلّيه يحسّ إنّه في بيته|إنّك تهتمّ بربيع جديد يعني تخلّيه يحسّ إنّه في بيته}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Grandma came and sat on the sofa. "The new pet gets to know us with {R:his|her} nose," she said. "Put your old T-shirt in {R:his|her} bed, and {R:he|she} will learn your smell."',
      'جاءَتْ جَدَّتُ{H:هُ|ها} وَجَلَسَتْ عَلى الأَريكَةِ، وَقالَتْ: «يَتَعَرَّفُ الصَّغيرُ الجَديدُ عَلَيْنا بِأَنْفِهِ. {H:ضَعْ|ضَعي} قَميصَ{H:كَ|كِ} القَديمَ في سَريرِ{R:هِ|ها}، {R:يَعْرِفْ|تَعْرِفْ} رائِحَتَ{H:كَ|كِ}».',
      '{d:تيتة|تيتا|جدّتي|جدّتي} {d.came:f} وقعدت على الكنبة، وقالت: «الضيف الجديد {d:بيتعرّف علينا بمناخيره|بيتعرّف علينا بمناخيرو|يتعرّف علينا بخشمه|يتعرّف علينا بخشمه}. حطّ{H:|ي} {d:التيشيرت القديم بتاعك|كنزتك العتيقة|تيشيرتك القديم|تيشيرتك القديم} في {d:سريره|تختو|فراشه|فراشه}، {d:وهيعرف ريحتك|ورح يعرف ريحتك|وبيعرف ريحتك|وبيعرف ريحتك}».',
    ],
    [
      'Grandma came over, lowered herself onto the rug and smiled. "When I was young, we had a shy new pet too," she said. "Put your old T-shirt in the new pet\'s bed. It smells of you, so {R:he|she} can find you with {R:his|her} nose."',
      'جاءَتْ جَدَّتُ{H:هُ|ها}، وَجَلَسَتْ عَلى السَّجّادَةِ مُبْتَسِمَةً، وَقالَتْ: «حينَ كُنْتُ صَغيرَةً كانَ عِنْدَنا صَغيرٌ جَديدٌ خَجولٌ أَيْضًا. {H:ضَعْ|ضَعي} قَميصَ{H:كَ|كِ} القَديمَ في سَريرِ الصَّغيرِ الجَديدِ؛ فَفيهِ رائِحَتُ{H:كَ|كِ}، فَيَجِدُ{H:كَ|كِ} بِأَنْفِهِ».',
      '{d:تيتة|تيتا|جدّتي|جدّتي} {d.came:f} وقعدت على السجّادة وهي مبتسمة، وقالت: «{d:لمّا كنت صغيّرة، كان عندنا ضيف جديد مكسوف برضه|لمّا كنت زغيرة، كان عنّا ضيف جديد مستحي كمان|يوم كنت صغيرة، كان عندنا ضيف جديد مستحي بعد|يوم كنت صغيرة، كان عندنا ضيف جديد مستحي بعد}. حطّ{H:|ي} {d:التيشيرت القديم بتاعك في سرير الضيف الجديد؛ فيه ريحتك، وهو هيلاقيك بمناخيره|كنزتك العتيقة بتخت الضيف الجديد؛ فيها ريحتك، وهوّي رح يلاقيك بمناخيرو|تيشيرتك القديم في فراش الضيف الجديد؛ فيه ريحتك، وهو بيلقاك بخشمه|تيشيرتك القديم في فراش الضيف الجديد؛ فيه ريحتك، وهو بيلقاك بخشمه}».',
      '2',
    ],
  ],
  together: [
    [
      "{H} fetched {H.his} old T-shirt and laid it in the pet's bed, soft and folded.",
      '{H:أَحْضَرَ|أَحْضَرَتْ} {H} قَميصَ{H:هُ|ها} القَديمَ، {H:وَوَضَعَهُ|وَوَضَعَتْهُ} مَطْوِيًّا ناعِمًا في سَريرِ {R.g}.',
      '{H} {d:جاب|جاب|جاب|جاب}{H:|ت} {d:التيشيرت القديم بتاع|الكنزة العتيقة تبع|التيشيرت القديم حقّ|التيشيرت القديم مال}{H:ه|ها} وحطّ{H:|ت}{d:ه|ها|ه|ه} {d:متطبّق|مطوي|مطوي|مطوي} في {d:سرير|تخت|فراش|فراش} {R}.',
    ],
    [
      'Grandma and {H} sat nearby and spoke in soft voices, so the new pet could learn their sound too.',
      'جَلَسَتِ الجَدَّةُ وَ{H} قَريبًا، {H:وَتَحَدَّثا|وَتَحَدَّثَتا} بِصَوْتٍ هادِئٍ، لِيَتَعَرَّفَ الصَّغيرُ الجَديدُ عَلى صَوْتَيْهِما أَيْضًا.',
      '{d:تيتة|تيتا|جدّتي|جدّتي} و{H} قعدوا {d:قريّب|قريب|قريب|قريب} {d:واتكلّموا بصوت واطي، عشان الضيف الجديد يتعوّد على صوتهم كمان|وحكيوا بصوت واطي، مشان الضيف الجديد يتعوّد على صوتن كمان|وتكلّموا بصوت واطي، عشان الضيف الجديد يتعوّد على صوتهم بعد|وتكلّموا بصوت واطي، عشان الضيف الجديد يتعوّد على صوتهم بعد}.',
    ],
  ],
  resolution: [
    [
      "After a while, the new pet crept out, sniffed the T-shirt and curled up on it. Now {R} knew {H}'s smell!",
      'وَبَعْدَ قَليلٍ خَرَجَ الصَّغيرُ الجَديدُ، وَشَمَّ القَميصَ، وَالْتَفَّ فَوْقَهُ؛ فَقَدْ {R:عَرَفَ|عَرَفَتْ} {R} رائِحَةَ {H.g}!',
      'وبعد {d.bit} الضيف الجديد طلع، {d:وشمّ التيشيرت|وشمّ الكنزة|وشمّ التيشيرت|وشمّ التيشيرت} {d:واتكوّر عليه|وتكبكب عليها|وتكوّر عليه|وتكوّر عليه}؛ {R} {d:عرف|عرف|عرف|عرف}{R:|ت} ريحة {H}!',
    ],
    [
      'When {H} held out a gentle hand, {R} sniffed it and came closer. The new pet was not scared any more.',
      'وَحينَ {H:مَدَّ|مَدَّتْ} {H} يَدَ{H:هُ|ها} بِلُطْفٍ، {R:شَمَّها|شَمَّتْها} {R} {R:وَاقْتَرَبَ|وَاقْتَرَبَتْ}؛ لَمْ يَعُدِ الصَّغيرُ الجَديدُ خائِفًا.',
      'ولمّا {H} مدّ{H:|ت} {d:إيد|إيد|يد|يد}{H:ه|ها} {d:بالراحة|عمهلو|بشويش|على هونه}، {R} {d:شمّ|شمّ|شمّ|شمّ}{R:|ت}ها {d:وقرّب|وقرّب|وقرّب|وقرّب}{R:|ت}؛ الضيف الجديد {d:ما بقاش خايف|ما عاد خايف|ما عاد خايف|ما عاد خايف}.',
      'p',
    ],
    [
      "By bedtime the new pet would not leave {H}'s side: the T-shirt had told {R:him|her} everything {R:he|she} needed to know.",
      'وَقَبْلَ النَّوْمِ صارَ الصَّغيرُ الجَديدُ لا يُفارِقُ {H.a}؛ فَقَدْ أَخْبَرَهُ القَميصُ بِكُلِّ ما يَحْتاجُ أَنْ يَعْرِفَهُ.',
      'وقبل النوم، الضيف الجديد {d:ما بقاش بيسيب|ما عاد يترك|ما عاد يترك|ما عاد يترك} {H}؛ {d:التيشيرت قال له|الكنزة قالتلو|التيشيرت قال له|التيشيرت قال له} كل اللي {d:محتاج يعرفه|بدّو يعرفو|يحتاج يعرفه|يحتاج يعرفه}.',
      '2',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'shake a toy by the sofa',
    help: 'sit in the living room with Grandma, who smiles and talks softly',
    together: "lay an old T-shirt in the pet's bed while Grandma watches",
    resolution: 'watch the new pet curled up on the T-shirt, close by',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'held' }],
    together: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    resolution: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** Grandpa lays a trail of food from the sofa to the child, and the new pet comes out one bit at a time. */
const treatTrail: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/treat-trail',
  gentle: false,
  person,
  titles: [
    ["Grandpa's Trail", 'دَرْبُ الجَدِّ', '{d:سكّة جدّو|درب جدّو|درب الجدّ}'],
    ['One Bit at a Time', 'حَبَّةً بَعْدَ حَبَّةٍ', 'حبّة ورا حبّة'],
  ],
  morals: [
    [
      'Trust is built one small step at a time.',
      'تُبْنى الثِّقَةُ خُطْوَةً صَغيرَةً بَعْدَ خُطْوَةٍ.',
      '{d:الثقة بتتبني خطوة صغيّرة ورا خطوة|الثقة بتنبنى خطوة زغيرة ورا خطوة|الثقة تنبني خطوة صغيرة ورا خطوة}.',
    ],
    [
      'A shy friend comes closer when we let them choose.',
      'يَقْتَرِبُ الصَّديقُ الخَجولُ حينَ نَتْرُكُهُ يَخْتارُ.',
      '{d:الصاحب المكسوف بيقرّب لمّا نسيبه يختار|الرفيق المستحي بيقرّب لمّا نتركو ينقّي|الخويّ المستحي يقرّب لمّا نخلّيه يختار|الربيع المستحي يقرّب لمّا نخلّيه يختار}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'Grandpa came in with a handful of food from the pet bowl and laid it in a trail, bit by bit, from the sofa to {H}. "The new pet is not ready to be held," he said. "But {R:he|she} may follow a trail."',
      'دَخَلَ جَدُّ{H:هُ|ها} بِحَفْنَةٍ مِنْ وِعاءِ الصَّغيرِ الجَديدِ، وَرَصَّها حَبَّةً حَبَّةً في دَرْبٍ مِنَ الأَريكَةِ إِلى {H.g}، وَقالَ: «الصَّغيرُ الجَديدُ لَيْسَ مُسْتَعِدًّا لِأَنْ نَحْمِلَهُ، لكِنَّهُ قَدْ يَتْبَعُ الدَّرْبَ».',
      '{d:جدّو|جدّو|الجدّ} دخل {d:بحفنة أكل من طبق|بحفنة أكل من صحن|بحفنة أكل من صحن} الضيف الجديد، {d:ورصّها حبّة حبّة في سكّة من الكنبة لحدّ|وصفّها حبّة حبّة بدرب من الكنبة لعند|وصفّها حبّة حبّة في درب من الكنبة لين} {H}، وقال: «الضيف الجديد {d:لسّه مش جاهز نشيله|بعدو مش جاهز نحملو|للحين مو جاهز نشيله|للحين مب جاهز نشيله}، بس {d:ممكن يمشي ورا السكّة|فيه يلحق الدرب|يمكن يلحق الدرب}».',
    ],
    [
      'Grandpa sat down on the rug and laid a trail of tiny bits of food, from the sofa all the way to {H}\'s knees. "A shy pet comes a little closer for each one," he whispered. "Looking after {R:him|her} means letting {R:him|her} choose."',
      'جَلَسَ جَدُّ{H:هُ|ها} عَلى السَّجّادَةِ، وَصَنَعَ دَرْبًا مِنْ حَبّاتِ طَعامٍ صَغيرَةٍ، مِنَ الأَريكَةِ حَتّى رُكْبَتَيْ {H.g}، وَهَمَسَ: «الصَّغيرُ الخَجولُ يَقْتَرِبُ قَليلًا مَعَ كُلِّ حَبَّةٍ، وَالرِّعايَةُ أَنْ نَتْرُكَهُ يَخْتارُ».',
      '{d:جدّو|جدّو|الجدّ} قعد على السجّادة، {d:وعمل سكّة من حبّات أكل صغيّرة، من الكنبة لحدّ ركب|وعمل درب من حبّات أكل زغيرة، من الكنبة لحدّ ركب|وسوّى درب من حبّات أكل صغيرة، من الكنبة لين ركب} {H}، {d:ووشوش|ووشوش|وهمس}: «{d:الضيف المكسوف بيقرّب شوية مع كل حبّة، واللي يهتمّ بيه يسيبه يختار|الضيف المستحي بيقرّب شوي مع كل حبّة، واللي بيهتمّ فيه بيتركو ينقّي|الضيف المستحي يقرّب شوي مع كل حبّة، واللي يهتمّ فيه يخلّيه يختار}».',
      '2',
    ],
  ],
  together: [
    [
      '{H} sat at the end of the trail without moving, and Grandpa counted the bits of food in a whisper: one, two, three.',
      'جَلَسَ{H:|تْ} {H} في آخِرِ الدَّرْبِ لا {H:يَتَحَرَّكُ|تَتَحَرَّكُ}، وَعَدَّ الجَدُّ الحَبّاتِ هَمْسًا: واحِدَةٌ، اثْنَتانِ، ثَلاثٌ.',
      '{H} قعد{H:|ت} في آخر {d:السكّة|الدرب|الدرب} {d:مش ب|ما عم |ما }{H:يتحرّك|تتحرّك}، و{d:جدّو عدّ الحبّات بصوت واطي: واحدة، اتنين، تلاتة|جدّو عدّ الحبّات بصوت واطي: وحدة، تنتين، تلاتة|الجدّ عدّ الحبّات بصوت واطي: وحدة، ثنتين، ثلاث}.',
    ],
    [
      '{H} put the last bit of food on an open hand and waited, just as Grandpa had shown.',
      '{H:وَضَعَ|وَضَعَتْ} {H} آخِرَ حَبَّةٍ عَلى كَفٍّ مَفْتوحَةٍ {H:وَانْتَظَرَ|وَانْتَظَرَتْ}، كَما عَلَّمَ{H:هُ|ها} الجَدُّ.',
      '{H} حطّ{H:|ت} آخر حبّة على كفّ {d:إيد|إيد|يد}{H:ه|ها} {d:المفتوح|المفتوح|المفتوح} و{H:هو|هي} {d:مستنّي|ناطر|منتظر}{H:|ة}، {d:زيّ ما جدّو علّم|متل ما جدّو علّم|مثل ما الجدّ علّم|شرات ما الجدّ علّم}{H:ه|ها}.',
      'p',
    ],
  ],
  resolution: [
    [
      'One bit at a time, the new pet came out. {R} ate the last one right next to {H}, and stayed.',
      'حَبَّةً بَعْدَ حَبَّةٍ خَرَجَ الصَّغيرُ الجَديدُ، {R:وَأَكَلَ|وَأَكَلَتْ} {R} آخِرَ حَبَّةٍ بِجانِبِ {H.g}، {R:وَبَقِيَ|وَبَقِيَتْ} هُناكَ.',
      'حبّة ورا حبّة، الضيف الجديد طلع، و{R} {d:كل|أكل|أكل}{R:|ت} آخر حبّة {d:جنب|حدّ|جنب} {H}، {d:وفضل|وضلّ|وظلّ}{R:|ت} {d:هناك|هونيك|هناك}.',
    ],
    [
      'Each evening after that, {H} laid a shorter trail, and each evening the new pet came sooner, until there was no trail at all, only {R} waiting for {H.him} by the door.',
      'وَفي كُلِّ مَساءٍ بَعْدَ ذلِكَ {H:صَنَعَ|صَنَعَتْ} {H} دَرْبًا أَقْصَرَ، وَكانَ الصَّغيرُ الجَديدُ يَأْتي أَسْرَعَ، حَتّى لَمْ يَعُدْ هُناكَ دَرْبٌ، وَصارَ{R:|تْ} {R} {R:يَنْتَظِرُ|تَنْتَظِرُ}{H:هُ|ها} عِنْدَ البابِ.',
      'وكل ليلة بعدها، {H} {d.did:H} {d:سكّة أقصر|درب أقصر|درب أقصر}، والضيف الجديد {d:بقى ييجي أسرع، لحدّ ما السكّة خلصت خالص|صار يجي أسرع، لحتّى ما عاد في درب أبدًا|صار يجي أسرع، لين ما عاد فيه درب أبد|صار يجي أسرع، لين ما عاد في درب أبد}، و{R} {d.became:R} {d:مستنّي|ناطر|منتظر}{R:|ة} {H} عند الباب.',
      '2',
    ],
    [
      'It took most of the evening and half the bowl of food. But when {R} finally rested beside {H}, {H} understood that the trail had not tricked the new pet; it had let {R:him|her} find {R:his|her} courage at {R:his|her} own speed.',
      'اسْتَغْرَقَ ذلِكَ مُعْظَمَ المَساءِ وَنِصْفَ الوِعاءِ، لكِنْ حينَ {R:اسْتَراحَ|اسْتَراحَتْ} {R} أَخيرًا بِجانِبِ {H.g}، {H:فَهِمَ|فَهِمَتْ} {H} أَنَّ الدَّرْبَ لَمْ يَخْدَعِ الصَّغيرَ الجَديدَ، بَلْ تَرَكَهُ يَتَشَجَّعُ عَلى مَهْلِهِ.',
      'الموضوع {d.took:m} أغلب المسا ونصّ {d:الطبق|الصحن|الصحن}، بس لمّا {R} ارتاح{R:|ت} أخيرًا {d:جنب|حدّ|جنب} {H}، {H} فهم{H:|ت} إنّ {d:السكّة ما ضحكتش على الضيف الجديد؛ السكّة سابته يتشجّع على مهله|الدرب ما ضحك على الضيف الجديد؛ الدرب تركو يتشجّع عمهلو|الدرب ما ضحك على الضيف الجديد؛ الدرب خلّاه يتشجّع على كيفه}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'lie on the floor, looking under the sofa',
    help: 'sit on the rug with Grandpa, who lays a trail of pet food from the sofa',
    together: 'sit very still at the end of a trail of pet food, Grandpa beside them',
    resolution: 'sit on the rug while the new pet eats the last bit of food right beside them',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    help: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    together: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    resolution: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** The neighbour's ribbon on a stick, drawn away from the pet: a frightened pet will not come to a hand, but it chases what runs away. */
const ribbonGame: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/ribbon-game',
  gentle: false,
  person,
  titles: [
    ["The Neighbour's Ribbon", 'شَريطُ الجارَةِ', 'شريطة الجارة'],
    [
      'A Ribbon That Runs Away',
      'الشَّريطُ الهارِبُ',
      '{d:الشريطة اللي بتجري|الشريطة اللي بتهرب|الشريطة اللي تهرب}',
    ],
  ],
  morals: [
    [
      'A shy friend follows what does not chase them.',
      'الصَّديقُ الخَجولُ يَتْبَعُ مَنْ لا يُطارِدُهُ.',
      '{d:الصاحب المكسوف بيمشي ورا اللي ما بيجريش وراه|الرفيق المستحي بيلحق يلّي ما بيركض وراه|الخويّ المستحي يلحق اللي ما يركض وراه|الربيع المستحي يلحق اللي ما يركض وراه}.',
    ],
    [
      'Play is the first language of friendship.',
      'اللَّعِبُ أَوَّلُ لُغَةٍ في الصَّداقَةِ.',
      'اللعب {d:أوّل لغة في الصداقة|أوّل لغة بالصداقة|أوّل لغة في الصداقة}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'The neighbour came over with a long ribbon tied to a stick. "A frightened pet will not come to a hand," she said. "But it may chase something that runs away. Looking after the new pet can start with a game."',
      'جاءَتِ الجارَةُ وَمَعَها شَريطٌ طَويلٌ مَرْبوطٌ بِعَصًا، وَقالَتْ: «الصَّغيرُ الجَديدُ الخائِفُ لا يَأْتي إِلى اليَدِ، لكِنَّهُ قَدْ يُطارِدُ شَيْئًا يَهْرُبُ مِنْهُ، وَالرِّعايَةُ قَدْ تَبْدَأُ بِلُعْبَةٍ».',
      'الجارة {d.came:f} {d:ومعاها شريطة طويلة مربوطة في عصاية|ومعها شريطة طويلة مربوطة بعصاية|ومعها شريطة طويلة مربوطة بعصا|وويّاها شريطة طويلة مربوطة بعصا}، وقالت: «الضيف الجديد {d:لمّا يبقى خايف ما بييجيش للإيد، بس ممكن يجري ورا حاجة بتهرب منه. واللي يهتمّ بيه ممكن يبتدي بلعبة|لمّا يكون خايف ما بيجي عالإيد، بس فيه يركض ورا شي عم يهرب منّو. واللي بيهتمّ فيه فيه يبلّش بلعبة|يوم يكون خايف ما يجي لليد، بس يمكن يركض ورا شي يهرب منه. واللي يهتمّ فيه يقدر يبدا بلعبة|يوم يكون خايف ما ييي لليد، بس يمكن يركض ورا شي يهرب منه. واللي يهتمّ فيه يقدر يبدا بلعبة}».',
    ],
    [
      'The neighbour dropped in with her ribbon on a stick. She knelt a little way from the sofa and drew the ribbon slowly across the floor, away from the new pet. "We never wave it at {R:him|her}," she said quietly. "Something that comes at you is frightening. Something that runs away is a game."',
      'جاءَتِ الجارَةُ بِشَريطٍ عَلى عَصًا، وَجَثَتْ عَلى بُعْدٍ مِنَ الأَريكَةِ، وَسَحَبَتِ الشَّريطَ بِبُطْءٍ عَلى الأَرْضِ، بَعيدًا عَنِ الصَّغيرِ الجَديدِ، وَقالَتْ بِهُدوءٍ: «لا نُلَوِّحُ بِهِ في وَجْهِهِ أَبَدًا؛ فَما يَأْتي نَحْوَنا يُخيفُنا، وَما يَهْرُبُ مِنّا لُعْبَةٌ».',
      'الجارة {d.came:f} {d:بشريطة على عصاية، وقعدت على ركبها بعيد شوية عن|بشريطة على عصاية، وقعدت على ركبا بعيد شوي عن|بشريطة على عصا، وقعدت على ركبها بعيد شوي عن} الكنبة، {d:وسحبت الشريطة بالراحة على الأرض، بعيد عن|وسحبت الشريطة عمهل عالأرض، بعيد عن|وسحبت الشريطة بشويش على الأرض، بعيد عن|وسحبت الشريطة على هونها على الأرض، بعيد عن} الضيف الجديد، وقالت بهدوء: «{d:عمرنا ما نهزّها في وشّه؛ اللي بييجي علينا بيخوّف، واللي بيهرب منّنا لعبة|ما منهزّا بوجّو أبدًا؛ يلّي بيجي علينا بيخوّف، ويلّي بيهرب منّا لعبة|ما نهزّها في وجهه أبد؛ اللي يجي علينا يخوّف، واللي يهرب منّا لعبة}».',
      '2',
    ],
  ],
  together: [
    [
      '{H} took the stick and pulled the ribbon slowly past the sofa. First a paw shot out, then a nose, then two bright eyes.',
      '{H:أَخَذَ|أَخَذَتْ} {H} العَصا {H:وَسَحَبَ|وَسَحَبَتِ} الشَّريطَ بِبُطْءٍ أَمامَ الأَريكَةِ، فَخَرَجَتْ قَدَمٌ صَغيرَةٌ أَوَّلًا، ثُمَّ أَنْفٌ، ثُمَّ عَيْنانِ لامِعَتانِ.',
      '{H} مسك{H:|ت} العصاية وسحب{H:|ت} الشريطة {d:بالراحة قدّام|عمهل قدّام|بشويش قدّام|على هونه قدّام} الكنبة، {d:فطلعت رجل صغيّرة الأوّل، وبعدين مناخير، وبعدين عينين بيلمعوا|فطلعت إجر زغيرة أوّل شي، وبعدين مناخير، وبعدين عينين عم يلمعوا|فطلعت رجل صغيرة أوّل، وبعدين خشم، وبعدين عيون تلمع|فطلعت ريل صغيرة أوّل، وبعدين خشم، وبعدين عيون تلمع}.',
      'p',
    ],
    [
      'Round and round the rug went the ribbon, and round and round went the new pet after it.',
      'دارَ الشَّريطُ حَوْلَ السَّجّادَةِ مَرَّةً بَعْدَ مَرَّةٍ، وَدارَ الصَّغيرُ الجَديدُ وَراءَهُ.',
      'الشريطة {d:لفّت حوالين|لفّت حوالي|لفّت حول} السجّادة مرّة ورا مرّة، والضيف الجديد لفّ وراها.',
    ],
  ],
  resolution: [
    [
      'Soon the new pet was out in the open, chasing the ribbon all over the rug. When the game ended, {R} flopped down right beside {H}.',
      'وَسُرْعانَ ما صارَ الصَّغيرُ الجَديدُ في وَسَطِ الغُرْفَةِ يُطارِدُ الشَّريطَ عَلى السَّجّادَةِ كُلِّها، وَحينَ انْتَهَتِ اللُّعْبَةُ {R:اسْتَلْقى|اسْتَلْقَتْ} {R} بِجانِبِ {H.g} تَمامًا.',
      'وبسرعة الضيف الجديد {d:بقى في نصّ الأوضة بيجري|صار بنصّ الغرفة عم يركض|صار في نصّ الغرفة يركض|صار في نصّ الحجرة يركض} ورا الشريطة على السجّادة كلّها، ولمّا اللعبة خلصت، {R} {d:اتمدّد|تمدّد|انسدح}{R:|ت} {d:جنب|حدّ|جنب|يمّ} {H} {d:على طول|دغري|على طول}.',
    ],
    [
      'By bedtime, the new pet had learned that {H} meant games, not grabbing, and followed {H.him} from room to room, hoping for the ribbon.',
      'وَقَبْلَ النَّوْمِ كانَ الصَّغيرُ الجَديدُ قَدْ عَرَفَ أَنَّ {H.a} يَعْني اللَّعِبَ لا الإِمْساكَ بِالقُوَّةِ، فَصارَ يَتْبَعُ{H:هُ|ها} مِنْ غُرْفَةٍ إِلى غُرْفَةٍ، آمِلًا في الشَّريطِ.',
      'وقبل النوم، الضيف الجديد {d:كان عرف إنّ|كان عرف إنّو|كان عرف إنّ} {H} {d:معناه لعب مش مسك بالقوّة|يعني لعب مش مسك بالقوّة|يعني لعب مو مسك بالقوّة|يعني لعب مب مسك بالقوّة}، {d:وبقى يمشي ورا|وصار يلحق|وصار يلحق} {H} من {d:أوضة لأوضة|غرفة لغرفة|غرفة لغرفة|حجرة لحجرة}، {d:يمكن تطلع الشريطة|بلكي بتطلع الشريطة|يمكن تطلع الشريطة}.',
      '2',
    ],
    [
      '{H} had been trying to bring the new pet closer by reaching for {R:him|her}. The neighbour had turned it round: give a frightened creature something to choose, and it comes out to choose it. Looking after someone, {H} saw, can look a lot like playing.',
      'كانَ{H:|تْ} {H} {H:يُحاوِلُ|تُحاوِلُ} أَنْ {H:يُقَرِّبَ|تُقَرِّبَ} الصَّغيرَ الجَديدَ بِمَدِّ يَدِ{H:هِ|ها} إِلَيْهِ، فَقَلَبَتِ الجارَةُ الأَمْرَ: إِذا أَعْطَيْنا الخائِفَ شَيْئًا يَخْتارُهُ، خَرَجَ لِيَخْتارَهُ. {H:وَرَأى|وَرَأَتْ} {H} أَنَّ الرِّعايَةَ قَدْ تُشْبِهُ اللَّعِبَ كَثيرًا.',
      '{H} {H:كان|كانت} {d.b}{H:يحاول|تحاول} {H:يقرّب|تقرّب} الضيف الجديد بمدّ {d:إيد|إيد|يد}{H:ه|ها}، {d:والجارة قلبت الموضوع: لو إدّينا الخايف حاجة يختارها، هيطلع عشان يختارها|والجارة قلبت الموضوع: إذا عطينا الخايف شي ينقّيه، رح يطلع لينقّيه|والجارة قلبت السالفة: لو عطينا الخايف شي يختاره، بيطلع عشان يختاره}. و{H} شاف{H:|ت} إنّ {d:اللي بيهتمّ بيه بجد ساعات بيلعب معاه|يلّي بيهتمّ فيه عنجد أوقات بيلعب معو|اللي يهتمّ فيه صدق أحيانًا يلعب معه|اللي يهتمّ فيه صدق أحيانًا يلعب ويّاه}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'shake a toy by the sofa',
    help: 'sit on the rug near the sofa with the neighbour, who holds a long ribbon on a stick',
    together:
      'pull a ribbon on a stick slowly across the rug while a paw reaches out from under the sofa',
    resolution: 'sit on the rug while the new pet chases a ribbon, then curls up close',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'held' }],
    help: [{ kind: 'toys', where: 'held' }],
    together: [{ kind: 'toys', where: 'held' }],
    resolution: [{ kind: 'toys', where: 'ground' }],
  },
  rooms: everyBeatIn('living-room'),
};

/** The pet doctor's first check-up: staring eyes frighten a small animal, so the child sits sideways, looks away and blinks slowly. */
const slowBlinks: SituationPlot = {
  situation: 'new-pet',
  key: 'new-pet/slow-blinks',
  gentle: false,
  person,
  titles: [
    ["The Pet Doctor's Secret", 'سِرُّ الطَّبيبَةِ البَيْطَرِيَّةِ', 'سرّ الدكتورة البيطريّة'],
    ['Slow Blinks', 'رَمْشاتٌ بَطيئَةٌ', 'رمشات بطيئة'],
  ],
  morals: [
    [
      'Sometimes the kindest thing is to look away and let a friend come.',
      'أَحْيانًا يَكونُ اللُّطْفُ أَنْ نَغُضَّ النَّظَرَ وَنَتْرُكَ الصَّديقَ يَأْتي.',
      '{d:ساعات اللطف إنّنا نبصّ بعيد ونسيب الصاحب ييجي|أوقات اللطف إنّو نطلّع لبعيد ونترك الرفيق يجي|أحيانًا اللطف إنّا نطالع بعيد ونخلّي الخويّ يجي|أحيانًا اللطف إنّا نطالع بعيد ونخلّي الربيع ييي}.',
    ],
    [
      'Every creature has its own way of saying hello.',
      'لِكُلِّ مَخْلوقٍ طَريقَتُهُ في التَّحِيَّةِ.',
      '{d:كل مخلوق ليه طريقته في السلام|كل مخلوق إلو طريقتو بالسلام|كل مخلوق له طريقته في السلام}.',
    ],
  ],
  problem,
  problemMore,
  tries,
  help: [
    [
      'The pet doctor came to give the new pet a check-up. She watched {H} for a moment and smiled. "To a small animal, staring eyes look scary," she said. "Sit sideways, look at the floor and blink slowly. That means: I am a friend."',
      'جاءَتِ الطَّبيبَةُ البَيْطَرِيَّةُ لِتَفْحَصَ الصَّغيرَ الجَديدَ، فَنَظَرَتْ إِلى {H.g} لَحْظَةً وَابْتَسَمَتْ، وَقالَتْ: «العُيونُ المُحَدِّقَةُ تُخيفُ الحَيَوانَ الصَّغيرَ. {H:اجْلِسْ|اجْلِسي} عَلى جَنْبِ{H:كَ|كِ}، {H:وَانْظُرْ|وَانْظُري} إِلى الأَرْضِ، {H:وَارْمُشْ|وَارْمُشي} بِبُطْءٍ؛ فَمَعْنى ذلِكَ: أَنا {H:صَديقٌ|صَديقَةٌ}».',
      '{d:الدكتورة البيطريّة جت تكشف على|الدكتورة البيطريّة إجت تفحص|الدكتورة البيطريّة جات تفحص} الضيف الجديد، {d:وبصّت على|وطلّعت على|وطالعت} {H} {d.bit} وابتسمت، وقالت: «{d:العينين اللي بتبحلق بتخوّف الحيوان الصغيّر|العيون يلّي عم تبحلق بتخوّف الحيوان الزغير|العيون اللي تحدّق تخوّف الحيوان الصغير}. اقعد{H:|ي} على جنب، {d:وبصّ|وطلّع|وطالع}{H:|ي} {d:في الأرض|بالأرض|في الأرض}، {d:ورمّش|ورمّش|ورمش}{H:|ي} {d:بالراحة|عمهل|بشويش|على هونك}؛ {d:معناها: أنا صاحبك|معناها: أنا رفيقك|معناها: أنا خويّك|معناها: أنا ربيعك}».',
    ],
    [
      'The pet doctor knelt a little way from the sofa, with her side turned to it. "Animals talk with their bodies," she said softly. "A big face coming close says danger. A body turned sideways and slow, sleepy blinks say: you are safe here. Looking after a shy pet starts with speaking its language."',
      'جَثَتِ الطَّبيبَةُ البَيْطَرِيَّةُ عَلى بُعْدٍ قَليلٍ مِنَ الأَريكَةِ، وَقَدْ أَدارَتْ جَنْبَها نَحْوَها، وَقالَتْ بِهُدوءٍ: «الحَيَواناتُ تَتَكَلَّمُ بِأَجْسامِها؛ الوَجْهُ الكَبيرُ القَريبُ يَقولُ: خَطَرٌ، وَالجِسْمُ المُلْتَفِتُ وَالرَّمْشاتُ البَطيئَةُ تَقولُ: أَنْتَ في أَمانٍ هُنا. وَالرِّعايَةُ تَبْدَأُ بِأَنْ نَتَكَلَّمَ لُغَتَهُ».',
      '{d:الدكتورة البيطريّة قعدت على ركبها بعيد شوية عن الكنبة، وجنبها للكنبة|الدكتورة البيطريّة قعدت على ركبا بعيد شوي عن الكنبة، وجنبا للكنبة|الدكتورة البيطريّة قعدت على ركبها بعيد شوي عن الكنبة، وجنبها للكنبة}، وقالت بهدوء: «{d:الحيوانات بتتكلّم بجسمها: الوشّ الكبير القريّب بيقول خطر، والجسم اللي على جنب والرمشات البطيئة بيقولوا: إنت في أمان هنا. واللي يهتمّ بيه يبتدي يتكلّم لغته|الحيوانات بتحكي بجسمها: الوجّ الكبير القريب بيقول خطر، والجسم يلّي على جنب والرمشات البطيئة بيقولوا: إنت بأمان هون. ويلّي بيهتمّ فيه بيبلّش يحكي لغتو|الحيوانات تتكلّم بجسمها: الوجه الكبير القريب يقول خطر، والجسم اللي على جنب والرمشات البطيئة تقول: إنت في أمان هنا. واللي يهتمّ فيه يبدا يتكلّم لغته|الحيوانات تتكلّم بجسمها: الويه الكبير القريب يقول خطر، والجسم اللي على جنب والرمشات البطيئة تقول: إنت في أمان هني. واللي يهتمّ فيه يبدا يتكلّم لغته}».',
      '2',
    ],
  ],
  together: [
    [
      '{H} sat sideways on the rug, looked at the floor and blinked slowly: once, twice, three times.',
      'جَلَسَ{H:|تْ} {H} عَلى جَنْبِ{H:هِ|ها} فَوْقَ السَّجّادَةِ، {H:وَنَظَرَ|وَنَظَرَتْ} إِلى الأَرْضِ، {H:وَرَمَشَ|وَرَمَشَتْ} بِبُطْءٍ: مَرَّةً، وَمَرَّتَيْنِ، وَثَلاثًا.',
      '{H} قعد{H:|ت} على جنب فوق السجّادة، {d:وبصّ|وطلّع|وطالع}{H:|ت} {d:في الأرض|بالأرض|في الأرض}، {d:ورمّش|ورمّش|ورمش}{H:|ت} {d:بالراحة: مرّة، واتنين، وتلاتة|عمهل: مرّة، وتنتين، وتلاتة|بشويش: مرّة، وثنتين، وثلاث|على هونه: مرّة، وثنتين، وثلاث}.',
    ],
    [
      'The pet doctor sat quietly too, and the room grew so still that they could hear the clock.',
      'وَجَلَسَتِ الطَّبيبَةُ ساكِنَةً هِيَ أَيْضًا، وَهَدَأَتِ الغُرْفَةُ حَتّى {H:سَمِعا|سَمِعَتا} تَكَّةَ السّاعَةِ.',
      '{d:والدكتورة قعدت ساكتة هي كمان، والأوضة هديت لدرجة إنّهم سمعوا تكّة الساعة|والدكتورة قعدت ساكتة هيّي كمان، والغرفة هديت لدرجة إنّن سمعوا تكّة الساعة|والدكتورة قعدت ساكتة هي بعد، والغرفة هديت لدرجة إنّهم سمعوا تكّة الساعة|والدكتورة قعدت ساكتة هي بعد، والحجرة هديت لدرجة إنّهم سمعوا تكّة الساعة}.',
    ],
  ],
  resolution: [
    [
      'After a while, {R} blinked slowly back. Then the new pet crept out, sniffed {H} carefully and sat down beside {H.him}.',
      'وَبَعْدَ قَليلٍ {R:رَمَشَ|رَمَشَتْ} {R} بِبُطْءٍ {R:هُوَ|هِيَ} أَيْضًا، ثُمَّ خَرَجَ الصَّغيرُ الجَديدُ، وَشَمَّ {H.a} بِحَذَرٍ، وَجَلَسَ بِجانِبِ{H:هِ|ها}.',
      'وبعد {d.bit}، {R} {d:رمّش|رمّش|رمش}{R:|ت} {d:بالراحة|عمهل|بشويش|على هونه} {R:هو|هي} {d.also}، وبعدين الضيف الجديد طلع، وشمّ {H} بحذر، {d:وقعد جنب|وقعد حدّ|وقعد جنب|وقعد يمّ}{H:ه|ها}.',
    ],
    [
      'Before she left, the pet doctor said the new pet was healthy and already less afraid. "You have learned {R:his|her} language," she told {H}.',
      'وَقَبْلَ أَنْ تَذْهَبَ قالَتِ الطَّبيبَةُ إِنَّ الصَّغيرَ الجَديدَ بِصِحَّةٍ جَيِّدَةٍ، وَإِنَّهُ صارَ أَقَلَّ خَوْفًا، وَقالَتْ لِ{H.g}: «{H:تَعَلَّمْتَ|تَعَلَّمْتِ} لُغَتَهُ».',
      'وقبل ما {d:تمشي|تفلّ|تمشي}، الدكتورة قالت إنّ الضيف الجديد {d:صحّته كويسة، وبقى أقلّ خوف|صحّتو منيحة، وصار أقلّ خوف|صحّته زينة، وصار أقلّ خوف}، وقالت ل{H}: «{d:اتعلّمت|تعلّمت|تعلّمت}{H:|ي} {d:لغته|لغتو|لغته}».',
      '2',
    ],
    [
      '{H} had thought that loving the new pet meant showing it, with hugs and calls and reaching hands. The pet doctor had shown the opposite: to a small, frightened creature, love looks like a quiet body, eyes that look away, and time. Looking after someone means learning how they feel safe.',
      'كانَ{H:|تْ} {H} {H:يَظُنُّ|تَظُنُّ} أَنَّ حُبَّ الصَّغيرِ الجَديدِ يَظْهَرُ بِالعِناقِ وَالنِّداءِ وَالأَيْدي المَمْدودَةِ، فَأَرَتْ{H:هُ|ها} الطَّبيبَةُ العَكْسَ: الحُبُّ عِنْدَ المَخْلوقِ الصَّغيرِ الخائِفِ جِسْمٌ هادِئٌ، وَعَيْنانِ تَنْظُرانِ بَعيدًا، وَوَقْتٌ؛ فَالرِّعايَةُ أَنْ نَعْرِفَ كَيْفَ يَشْعُرُ الآخَرُ بِالأَمانِ.',
      '{H} {d:افتكر|فكّر|حسب}{H:|ت} إنّ {d:حبّ الضيف الجديد بيبان بالحضن والنداء والإيدين الممدودة، بس الدكتورة ورّت|حبّ الضيف الجديد بيبيّن بالضمّة والندا والإيدين الممدودة، بس الدكتورة فرجت|حبّ الضيف الجديد يبان بالضمّة والنداء واليدين الممدودة، بس الدكتورة ورّت}{H:ه|ها} العكس: {d:الحبّ عند المخلوق الصغيّر الخايف جسم هادي، وعينين بتبصّ بعيد، ووقت. واللي يهتمّ بيه بجد يعرف إزاي يحسّ بالأمان|الحبّ عند المخلوق الزغير الخايف جسم هادي، وعيون عم تطلّع لبعيد، ووقت. ويلّي بيهتمّ فيه عنجد بيعرف كيف بيحسّ بالأمان|الحبّ عند المخلوق الصغير الخايف جسم هادي، وعيون تطالع بعيد، ووقت. واللي يهتمّ فيه صدق يعرف كيف يحسّ بالأمان|الحبّ عند المخلوق الصغير الخايف جسم هادي، وعيون تطالع بعيد، ووقت. واللي يهتمّ فيه صدق يعرف شلون يحسّ بالأمان}.',
      '3',
    ],
  ],
  reflect,
  scene: {
    problem: 'kneel by the sofa, peering at a shy new pet hiding underneath',
    try: 'lie on the floor, looking under the sofa',
    help: 'sit on the rug near the pet doctor, who kneels sideways a little way from the sofa',
    together: 'sit sideways on the rug, looking at the floor and blinking slowly',
    resolution: 'sit on the rug while the new pet sniffs their knee, the pet doctor watching',
  },
  props: {
    problem: [{ kind: 'pet-bowl', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    help: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    together: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
    resolution: [{ kind: 'pet-bowl', where: 'ground', state: 'whole' }],
  },
  rooms: everyBeatIn('living-room'),
};

export const newPetPlots: readonly SituationPlot[] = [
  quietWaiting,
  aBedOfItsOwn,
  grandmasShirt,
  treatTrail,
  ribbonGame,
  slowBlinks,
];
