import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A new baby in the family, on the way or just home. The child wonders whether there is still room
 * and time for them; a parent shows them their own place in the family (their baby photos, a
 * drawing of everyone), and the child gives the baby something as the big brother or sister.
 * The lines hold for a baby still expected and a baby already home. {R} is the baby the idea names.
 */

const person = { roles: ['baby-brother', 'baby-sister', 'baby'] as const, fallback: words('the new baby', 'المَوْلودُ الجَديدُ', 'النونو الجديد', 'البيبي الجديد', 'البيبي الجديد'), male: true };

const problem: Pool = [
  ['Everyone at home was talking about the new baby, and {H} wondered what a big brother or sister really does.', 'كانَ الجَميعُ في البَيْتِ يَتَحَدَّثونَ عَنِ المَوْلودِ الجَديدِ، وَتَساءَلَ{H:|تْ} {H}: ماذا يَفْعَلُ الأَخُ الأَكْبَرُ أَوِ الأُخْتُ الكُبْرى؟', '{d:كل اللي في البيت كانوا بيتكلّموا عن النونو الجديد|كل اللي بالبيت كانوا عم يحكوا عن البيبي الجديد|كل اللي في البيت كانوا يسولفون عن البيبي الجديد|كل اللي في البيت كانوا يسولفون عن البيبي الجديد}، و{H} {H:سأل|سألت} {d:نفس|حال|نفس|نفس}{H:ه|ها}: {d:الأخ الكبير أو الأخت الكبيرة بيعملوا إيه|شو بيعمل الخيّ الكبير أو الإخت الكبيرة|وش يسوّي الأخو الكبير أو الأخت الكبيرة|شو يسوّي الأخو الكبير أو الأخت الكبيرة}؟'],
  ['Tiny clothes and a little bed were ready for the new baby. {H} looked at them for a long time and wondered: what does a big brother or sister do?', 'كانَتْ ثِيابٌ صَغيرَةٌ وَسَريرٌ صَغيرٌ جاهِزَةً مِنْ أَجْلِ المَوْلودِ الجَديدِ. {H:نَظَرَ|نَظَرَتْ} {H} إِلَيْها طَويلًا {H:وَتَساءَلَ|وَتَساءَلَتْ}: ماذا يَفْعَلُ الأَخُ الأَكْبَرُ أَوِ الأُخْتُ الكُبْرى؟', '{d:هدوم صغيّرة وسرير صغيّر كانوا جاهزين عشان النونو الجديد|تياب زغيرة وتخت زغير كانوا جاهزين كرمال البيبي الجديد|ملابس صغيرة وسرير صغير كانت جاهزة عشان البيبي الجديد|ملابس صغيرة وسرير صغير كانت جاهزة عشان البيبي الجديد}. {H} {d.looked:H} عليها وقت طويل، و{H:سأل|سألت} {d:نفس|حال|نفس|نفس}{H:ه|ها}: {d:الأخ الكبير أو الأخت الكبيرة بيعملوا إيه|شو بيعمل الخيّ الكبير أو الإخت الكبيرة|وش يسوّي الأخو الكبير أو الأخت الكبيرة|شو يسوّي الأخو الكبير أو الأخت الكبيرة}؟', '2'],
  ['With the new baby, everything at home seemed to be changing, and {H} kept wondering quietly whether there would still be time for {H.him}: for bedtime stories, for walks, for all {H.his} questions. And what, exactly, is a big brother or sister for?', 'مَعَ المَوْلودِ الجَديدِ بَدا كُلُّ شَيْءٍ في البَيْتِ يَتَغَيَّرُ، وَظَلَّ{H:|تْ} {H} {H:يَتَساءَلُ|تَتَساءَلُ} في سِرِّ{H:هِ|ها}: هَلْ سَيَبْقى وَقْتٌ لَ{H:هُ|ها}، لِحِكاياتِ النَّوْمِ وَالنُّزُهاتِ وَكُلِّ أَسْئِلَتِ{H:هِ|ها}؟ وَما دَوْرُ الأَخِ الأَكْبَرِ أَوِ الأُخْتِ الكُبْرى بِالضَّبْطِ؟', 'مع {d:النونو الجديد كل حاجة في البيت كانت بتتغيّر|البيبي الجديد كل شي بالبيت كان عم يتغيّر|البيبي الجديد كل شي في البيت كان يتغيّر|البيبي الجديد كل شي في البيت كان يتغيّر}، و{H} {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يسأل|تسأل} {d:نفس|حال|نفس|نفس}{H:ه|ها}: {d:هيفضل فيه وقت للحواديت والمشاوير وكل الأسئلة|رح يضلّ في وقت للقصص والمشاوير وكل الأسئلة|بيظلّ فيه وقت للسوالف والمشاوير وكل الأسئلة|بيظلّ في وقت للسوالف والمشاوير وكل الأسئلة}؟ {d:والأخ الكبير أو الأخت الكبيرة دورهم إيه بالظبط|والخيّ الكبير أو الإخت الكبيرة شو دورن بالزبط|والأخو الكبير أو الأخت الكبيرة وش دورهم بالضبط|والأخو الكبير أو الأخت الكبيرة شو دورهم بالضبط}؟', '3'],
];

const problemMore: Pool = [
  ['{H} felt a little flutter inside.', 'شَعَرَ{H:|تْ} {H} بِرَفْرَفَةٍ صَغيرَةٍ في داخِلِ{H:هِ|ها}.', '{H} حسّ{H:|ت} {d:بحاجة بترفرف جوّا|بشي عم يرفرف جوّا|بشي يرفرف داخل|بشي يرفرف داخل}{H:ه|ها}.'],
  ['"Will Mama and Baba still have time for me?" {H} whispered.', '«هَلْ سَيَبْقى عِنْدَ أُمّي وَأَبي وَقْتٌ لي؟» هَمَسَ{H:|تْ} {H}.', '«{d:ماما وبابا هيفضل عندهم وقت ليّا|ماما وبابا رح يضلّ عندن وقت إلي|ماما وبابا بيظلّ عندهم وقت لي|ماما وبابا بيظلّ عندهم وقت لي}؟» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.'],
  ['Everyone kept asking about the new baby, and nobody asked about {H}\'s drawing.', 'كانَ الجَميعُ يَسْأَلونَ عَنِ المَوْلودِ الجَديدِ، وَلَمْ يَسْأَلْ أَحَدٌ عَنْ رَسْمَةِ {H.g}.', '{d:الكل كان بيسأل عن النونو الجديد، ومحدّش سأل عن رسمة|الكل كان عم يسأل عن البيبي الجديد، وما حدا سأل عن رسمة|الكل كان يسأل عن البيبي الجديد، وما أحد سأل عن رسمة|الكل كان يسأل عن البيبي الجديد، وما حد سأل عن رسمة} {H}.', '2'],
];

const tries: Pool = [
  ['{H} tried to play alone, but {H.he} kept thinking about the new baby.', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يَلْعَبَ|تَلْعَبَ} وَحْدَ{H:هُ|ها}، لكِنَّ{H:هُ|ها} ظَلَّ{H:|تْ} {H:يُفَكِّرُ|تُفَكِّرُ} في المَوْلودِ الجَديدِ.', '{H} حاول{H:|ت} {H:يلعب|تلعب} {d:لوحد|لحال|بروح|بروح}{H:ه|ها}، بس {d:فضل|ضلّ|ظلّ|ظلّ}{H:|ت} {H:يفكّر|تفكّر} في {d:النونو الجديد|البيبي الجديد|البيبي الجديد|البيبي الجديد}.'],
  ['{H} asked a question, but everyone was busy.', 'سَأَلَ{H:|تْ} {H} سُؤالًا، لكِنَّ الجَميعَ كانوا مَشْغولينَ.', '{H} سأل{H:|ت} سؤال، بس {d:الكل كان مشغول|الكل كانوا مشغولين|الكل كانوا مشغولين|الكل كانوا مشغولين}.'],
  ['{H} tried to be extra helpful and folded the tiny clothes, but one question kept coming back: what if there was not enough love to go round?', 'حاوَلَ{H:|تْ} {H} أَنْ {H:يُساعِدَ|تُساعِدَ} أَكْثَرَ مِنَ المُعْتادِ، {H:فَرَتَّبَ|فَرَتَّبَتْ} الثِّيابَ الصَّغيرَةَ، لكِنَّ سُؤالًا ظَلَّ يَعودُ: ماذا لَوْ لَمْ يَكْفِ الحُبُّ الجَميعَ؟', '{H} حاول{H:|ت} {H:يساعد|تساعد} {d:أكتر|أكتر|أكثر|أكثر} من العادة، ورتّب{H:|ت} {d:الهدوم الصغيّرة|التياب الزغيرة|الملابس الصغيرة|الملابس الصغيرة}، بس {d:فيه سؤال فضل يرجع: ولو الحبّ ما كفّاش الكل|في سؤال ضلّ يرجع: وإذا الحبّ ما كفّى الكل|فيه سؤال ظلّ يرجع: ولو الحبّ ما كفّى الكل|في سؤال ظلّ يرجع: ولو الحبّ ما كفّى الكل}؟', '3p'],
];

const reflect: Pool = [
  ['"I have so much to teach the baby," {H} thought, "and so much love to give."', '«عِنْدي الكَثيرُ لِأُعَلِّمَهُ لِلرَّضيعِ، وَالكَثيرُ مِنَ الحُبِّ لِأُعْطِيَهُ»، فَكَّرَ{H:|تْ} {H}.', '«{d:عندي حاجات كتير أعلّمها للنونو، وحبّ كتير أدّيه|عندي شغلات كتير علّمها للبيبي، وحبّ كتير أعطيه|عندي أشياء كثير أعلّمها للبيبي، وحبّ كثير أعطيه|عندي أشياء وايد أعلّمها للبيبي، وحبّ وايد أعطيه}»، فكّر{H:|ت} {H}.'],
  ['{H} understood that love does not shrink when a family grows; it grows with it.', 'فَهِمَ{H:|تْ} {H} أَنَّ الحُبَّ لا يَقِلُّ حينَ تَكْبُرُ العائِلَةُ، بَلْ يَكْبُرُ مَعَها.', '{H} فهم{H:|ت} إنّ الحبّ {d:ما بيقلّش لمّا العيلة تكبر، ده بيكبر معاها|ما بيقلّ لمّا العيلة بتكبر، هوّي بيكبر معها|ما يقلّ لمّا العايلة تكبر، هو يكبر معها|ما يقلّ لمّا العايلة تكبر، هو يكبر وياها}.', '2'],
  ['{H} thought about the new baby, who would need help with everything, and felt, for the first time, a little proud: {H.he} already knew the house and all its secrets.', 'فَكَّرَ{H:|تْ} {H} في المَوْلودِ الجَديدِ الَّذي سَيَحْتاجُ إِلى المُساعَدَةِ في كُلِّ شَيْءٍ، {H:وَشَعَرَ|وَشَعَرَتْ} لِأَوَّلِ مَرَّةٍ بِشَيْءٍ مِنَ الفَخْرِ؛ فَ{H:هُوَ يَعْرِفُ|هِيَ تَعْرِفُ} البَيْتَ وَكُلَّ أَسْرارِهِ.', '{H} فكّر{H:|ت} في {d:النونو الجديد اللي هيحتاج مساعدة في كل حاجة|البيبي الجديد اللي رح يحتاج مساعدة بكل شي|البيبي الجديد اللي بيحتاج مساعدة في كل شي|البيبي الجديد اللي بيحتاج مساعدة في كل شي}، وحسّ{H:|ت} لأوّل مرّة {d:بشوية فخر|بشوي فخر|بشوي فخر|بشوي فخر}؛ {H:هو عارف|هي عارفة} البيت وكل أسراره.', '3'],
];

const loveGrows = ['Love is not cut into pieces; it grows.', 'الحُبُّ لا يُقَسَّمُ، بَلْ يَكْبُرُ.', '{d:الحبّ ما بيتقسمش، الحبّ بيكبر|الحبّ ما بينقسم، الحبّ بيكبر|الحبّ ما ينقسم، الحبّ يكبر|الحبّ ما ينقسم، الحبّ يكبر}.'] as const;

const shared = { situation: 'new-sibling', gentle: false, person, problem, problemMore, tries, reflect } as const;

/** Baba shows the child's own baby photos; the child gives the baby an old teddy, as the big one. */
const babyPhotos: SituationPlot = {
  ...shared,
  key: 'new-sibling/baby-photos',
  titles: [
    ['When {H} Was Small', 'حينَ كانَ{H:|تْ} {H} {H:صَغيرًا|صَغيرَةً}', 'لمّا {H} {H:كان|كانت} {d.small:H}'],
    ['A Gift from the Big {H:Brother|Sister}', 'هَدِيَّةٌ مِنَ {H:الأَخِ الأَكْبَرِ|الأُخْتِ الكُبْرى}', 'هديّة من {H:الأخ الكبير|الأخت الكبيرة}'],
  ],
  morals: [
    loveGrows,
    ['A gift from the heart says: welcome.', 'هَدِيَّةُ القَلْبِ تَقولُ: أَهْلًا وَسَهْلًا.', '{d:هديّة القلب بتقول: أهلًا وسهلًا|هديّة القلب بتقول: أهلا وسهلا|هديّة القلب تقول: هلا والله|هديّة القلب تقول: هلا والله}.'],
  ],
  help: [
    ['Baba came and sat beside {H} with an old photo album. "Every big brother or sister was a tiny baby once," he said. "Look."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ بِجانِبِ{H:هِ|ها} وَمَعَهُ أَلْبومُ صُوَرٍ قَديمٌ، وَقالَ: «الأَخُ الأَكْبَرُ وَالأُخْتُ الكُبْرى كانَ كُلٌّ مِنْهُما رَضيعًا صَغيرًا يَوْمًا ما. {H:اُنْظُرْ|اُنْظُري}».', '{d.dad} {d.came:m} وقعد جنب {H} {d:ومعاه ألبوم صور قديم|ومعو ألبوم صور قديم|ومعه ألبوم صور قديم|ووياه ألبوم صور قديم}، وقال: «{d:الأخ الكبير والأخت الكبيرة كانوا نونو صغيّر في يوم من الأيام. بصّ|الخيّ الكبير والإخت الكبيرة كانوا بيبي زغار بيوم من الإيّام. طلّع|الأخو الكبير والأخت الكبيرة كانوا بيبي صغار في يوم من الأيّام. شوف|الأخو الكبير والأخت الكبيرة كانوا بيبي صغار في يوم من الأيّام. شوف}{H:|ي}».'],
  ],
  together: [
    ['In the photos, a tiny baby slept in Baba\'s arms, and it was {H}!', 'في الصُّوَرِ رَضيعٌ صَغيرٌ نائِمٌ بَيْنَ ذِراعَيْ أَبي{H:هِ|ها}، {H:فَإِذا هُوَ|فَإِذا هِيَ} {H}!', '{d:في الصور كان فيه نونو صغيّر نايم في حضن بابا|بالصور كان في بيبي زغير نايم بحضن بابا|في الصور كان فيه بيبي صغير نايم في حضن بابا|في الصور كان في بيبي صغير راقد في حضن بابا}، و{H:طلع هو|طلعت هي} {H}!'],
    ['Baba pointed to {H}\'s first tiny shoes. "We loved you from the very first day," he said.', 'أَشارَ أَبو{H:هُ|ها} إِلى حِذاءِ {H.g} الأَوَّلِ الصَّغيرِ، وَقالَ: «أَحْبَبْنا{H:كَ|كِ} مِنْ أَوَّلِ يَوْمٍ».', '{d.dad} {d:شاور|دلّ|أشّر|أشّر} على {d:أوّل جزمة صغيّرة بتاعة|أوّل صبّاط زغير تبع|أوّل جوتي صغير حقّ|أوّل جوتي صغير مال} {H}، وقال: «حبّيناك من أوّل يوم».', '2'],
  ],
  resolution: [
    ['{H} chose {H.his} old soft rabbit and put it in the new baby\'s bed. "From the big {H:brother|sister}," {H.he} said, and Baba hugged {H.him} tight.', '{H:اخْتارَ|اخْتارَتْ} {H} أَرْنَبَ{H:هُ|ها} القُماشِيَّ القَديمَ {H:وَوَضَعَهُ|وَوَضَعَتْهُ} في سَريرِ المَوْلودِ الجَديدِ، {H:وَقالَ|وَقالَتْ}: «هَدِيَّةٌ مِنَ {H:الأَخِ الأَكْبَرِ|الأُخْتِ الكُبْرى}»، فَضَمَّ{H:هُ|ها} أَبو{H:هُ|ها} بِقُوَّةٍ.', '{H} اختار{H:|ت} {d:الأرنب القماش القديم|الأرنب القماش العتيق|الأرنب القماش القديم|الأرنب القماش القديم} وحطّ{H:|ت}ه في {d:سرير النونو الجديد|تخت البيبي الجديد|سرير البيبي الجديد|سرير البيبي الجديد}، وقال{H:|ت}: «هديّة من {H:الأخ الكبير|الأخت الكبيرة}»، و{d.dad} {d:حضن|ضمّ|ضمّ|ضمّ}{H:ه|ها} {d:جامد|كتير|بقوّة|بقوّة}.'],
    ['"There is love enough for the new baby and for me," {H} said, and Baba nodded.', '«في قُلوبِنا حُبٌّ يَكْفي المَوْلودَ الجَديدَ وَيَكْفيني»، قالَ{H:|تْ} {H}، فَهَزَّ أَبو{H:هُ|ها} رَأْسَهُ مُوافِقًا.', '«{d:فيه حبّ يكفّي النونو الجديد ويكفّيني|في حبّ بيكفّي البيبي الجديد وبيكفّيني|فيه حبّ يكفي البيبي الجديد ويكفيني|في حبّ يكفي البيبي الجديد ويكفيني}»، قال{H:|ت} {H}، و{d.dad} {d:هزّ راسه|هزّ راسو|هزّ راسه|هزّ راسه}.'],
  ],
  scene: {
    problem: 'look at tiny baby clothes and a little baby bed',
    try: 'sit alone with a toy, thinking',
    help: 'sit beside Baba, who opens an old photo album',
    together: 'look at baby photos in the album with Baba',
    resolution: 'put an old soft toy rabbit into the little baby bed beside Baba',
  },
  props: {
    problem: [{ kind: 'bed', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    help: [{ kind: 'photo', where: 'held' }],
    together: [{ kind: 'photo', where: 'held' }],
    resolution: [{ kind: 'teddy', where: 'held' }, { kind: 'bed', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'bedroom' },
};

/** Mama and the child draw the whole family, with a place for the baby and one for the big one. */
const familyDrawing: SituationPlot = {
  ...shared,
  key: 'new-sibling/family-drawing',
  titles: [
    ['A Place in the Picture', 'مَكانٌ في الصّورَةِ', 'مكان في الرسمة'],
    ['{H} Draws the Family', '{H} {H:يَرْسُمُ|تَرْسُمُ} العائِلَةَ', '{H} {d.bh}{H:يرسم|ترسم} {d:العيلة|العيلة|العايلة|العايلة}'],
  ],
  morals: [
    ['In a family, everyone has a place.', 'في العائِلَةِ لِكُلِّ واحِدٍ مَكانُهُ.', 'في {d:العيلة كل واحد ليه مكانه|العيلة كل واحد إلو محلّو|العايلة كل واحد له مكانه|العايلة كل واحد له مكانه}.'],
    loveGrows,
  ],
  help: [
    ['Mama came and sat down beside {H} with a big sheet of paper. "Let us draw the whole family," she said. "There is a place for the new baby, and every baby needs a big brother or sister in the picture."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها وَرَقَةٌ كَبيرَةٌ، وَقالَتْ: «هَيّا نَرْسُمِ العائِلَةَ كُلَّها؛ فيها مَكانٌ لِلْمَوْلودِ الجَديدِ، وَكُلُّ رَضيعٍ يَحْتاجُ إِلى الأَخِ الأَكْبَرِ أَوِ الأُخْتِ الكُبْرى في الصّورَةِ».', '{d.mom} {d.came:f} وقعدت جنب {H} {d:ومعاها ورقة كبيرة|ومعها ورقة كبيرة|ومعها ورقة كبيرة|ووياها ورقة كبيرة}، وقالت: «{d:يلّا نرسم العيلة كلّها؛ فيها مكان للنونو الجديد، وكل نونو محتاج الأخ الكبير أو الأخت الكبيرة في الصورة|يلّا نرسم العيلة كلّها؛ فيها محلّ للبيبي الجديد، وكل بيبي بدّو الخيّ الكبير أو الإخت الكبيرة بالصورة|خلّنا نرسم العايلة كلّها؛ فيها مكان للبيبي الجديد، وكل بيبي يبي الأخو الكبير أو الأخت الكبيرة في الصورة|خلّنا نرسم العايلة كلّها؛ فيها مكان للبيبي الجديد، وكل بيبي يبا الأخو الكبير أو الأخت الكبيرة في الصورة}».'],
  ],
  together: [
    ['They drew Baba, Mama and {H} hand in hand, and a tiny baby in the middle.', '{H:رَسَما|رَسَمَتا} الأَبَ وَالأُمَّ وَ{H.a} يَدًا بِيَدٍ، وَرَضيعًا صَغيرًا في الوَسَطِ.', '{d:رسموا|رسموا|رسموا|رسموا} بابا وماما و{H} {d:ماسكين إيدين بعض|ماسكين إيدين بعض|ماسكين يدين بعض|ماسكين يدين بعض}، و{d:نونو صغيّر في النصّ|بيبي زغير بالنصّ|بيبي صغير في النصّ|بيبي صغير في النصّ}.'],
    ['{H} chose the brightest colours for the big {H:brother|sister}, standing right beside the baby.', '{H:اخْتارَ|اخْتارَتْ} {H} أَزْهى الأَلْوانِ {H:لِلْأَخِ الأَكْبَرِ الواقِفِ|لِلْأُخْتِ الكُبْرى الواقِفَةِ} بِجانِبِ الرَّضيعِ تَمامًا.', '{H} اختار{H:|ت} أحلى الألوان {H:للأخ الكبير اللي واقف|للأخت الكبيرة اللي واقفة} {d:جنب النونو على طول|حدّ البيبي تمامًا|جنب البيبي على طول|يمّ البيبي على طول}.', '2p'],
  ],
  resolution: [
    ['Mama hung the drawing above the new baby\'s bed. "Look," she said. "Everyone has a place, and there is love enough for all of us."', 'عَلَّقَتْ أُمُّ{H:هُ|ها} الرَّسْمَةَ فَوْقَ سَريرِ المَوْلودِ الجَديدِ، وَقالَتْ: «{H:اُنْظُرْ|اُنْظُري}، لِكُلِّ واحِدٍ مَكانٌ، وَالحُبُّ يَكْفينا جَميعًا».', '{d.mom} علّقت الرسمة فوق {d:سرير النونو الجديد|تخت البيبي الجديد|سرير البيبي الجديد|سرير البيبي الجديد}، وقالت: «{d:بصّ|طلّع|شوف|شوف}{H:|ي}، كل واحد {d:ليه مكان، والحبّ يكفّينا كلّنا|إلو محلّ، والحبّ بيكفّينا كلّنا|له مكان، والحبّ يكفينا كلّنا|له مكان، والحبّ يكفينا كلّنا}».'],
    ['In the picture, {H} stood right beside the new baby, and {H} felt warm inside.', 'في الرَّسْمَةِ كانَ{H:|تْ} {H} {H:واقِفًا|واقِفَةً} بِجانِبِ المَوْلودِ الجَديدِ تَمامًا، {H:فَشَعَرَ|فَشَعَرَتْ} بِدِفْءٍ في قَلْبِ{H:هِ|ها}.', 'في الرسمة {H} {H:كان واقف|كانت واقفة} {d:جنب النونو الجديد على طول|حدّ البيبي الجديد تمامًا|جنب البيبي الجديد على طول|يمّ البيبي الجديد على طول}، وحسّ{H:|ت} بدفا في قلب{H:ه|ها}.'],
  ],
  scene: {
    problem: 'look at tiny baby clothes and a little baby bed',
    try: 'sit alone with a toy, thinking',
    help: 'sit beside Mama, who holds a big sheet of paper and crayons',
    together: 'draw the whole family with Mama, a tiny baby in the middle',
    resolution: 'look at the family drawing hung above the little baby bed with Mama',
  },
  props: {
    problem: [{ kind: 'bed', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    help: [{ kind: 'drawing', where: 'held', state: 'empty' }],
    together: [{ kind: 'drawing', where: 'table' }],
    resolution: [{ kind: 'drawing' }, { kind: 'bed', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'bedroom' },
};

/** Grandma teaches the big brother or sister the family's old lullaby, a job only they can do. */
const lullaby: SituationPlot = {
  ...shared,
  key: 'new-sibling/lullaby',
  titles: [
    ['The Big {H:Brother|Sister}\'s Lullaby', 'تَهْويدَةُ {H:الأَخِ الأَكْبَرِ|الأُخْتِ الكُبْرى}', 'تهويدة {H:الأخ الكبير|الأخت الكبيرة}'],
    ['A Song for the New Baby', 'أُغْنِيَةٌ لِلْمَوْلودِ الجَديدِ', '{d:غنوة للنونو الجديد|غنّية للبيبي الجديد|أغنية للبيبي الجديد|أغنية للبيبي الجديد}'],
  ],
  morals: [
    ['Every voice that loves a baby is a lullaby.', 'كُلُّ صَوْتٍ يُحِبُّ الرَّضيعَ تَهْويدَةٌ لَهُ.', '{d:كل صوت بيحبّ النونو تهويدة ليه|كل صوت بيحبّ البيبي تهويدة إلو|كل صوت يحبّ البيبي تهويدة له|كل صوت يحبّ البيبي تهويدة له}.'],
    loveGrows,
  ],
  help: [
    ['Grandma came and sat beside {H}. "I have a job that only a big brother or sister can do," she said. "Shall I teach you the old family lullaby for the new baby?"', 'جاءَتِ الجَدَّةُ وَجَلَسَتْ بِجانِبِ {H.g}، وَقالَتْ: «عِنْدي مُهِمَّةٌ لا يَقْدِرُ عَلَيْها إِلّا الأَخُ الأَكْبَرُ أَوِ الأُخْتُ الكُبْرى. هَلْ {H:أُعَلِّمُكَ|أُعَلِّمُكِ} تَهْويدَةَ عائِلَتِنا القَديمَةَ لِلْمَوْلودِ الجَديدِ؟»', '{d:تيتة جت وقعدت جنب|تيتا إجت وقعدت حدّ|الجدّة جات وقعدت جنب|اليدّة جات وقعدت جنب} {H}، وقالت: «{d:عندي مهمّة محدّش يقدر عليها غير الأخ الكبير أو الأخت الكبيرة. أعلّمك تهويدة العيلة القديمة للنونو الجديد|عندي مهمّة ما حدا بيقدر عليها غير الخيّ الكبير أو الإخت الكبيرة. بعلّمك تهويدة العيلة القديمة للبيبي الجديد|عندي مهمّة ما أحد يقدر عليها إلّا الأخو الكبير أو الأخت الكبيرة. أعلّمك تهويدة العايلة القديمة للبيبي الجديد|عندي مهمّة ما حد يقدر عليها إلّا الأخو الكبير أو الأخت الكبيرة. أعلّمك تهويدة العايلة القديمة للبيبي الجديد}؟»'],
  ],
  together: [
    ['Grandma sang it first, very softly, and {H} sang it after her, line by line.', 'غَنَّتِ الجَدَّةُ التَّهْويدَةَ أَوَّلًا بِصَوْتٍ خافِتٍ، {H:وَرَدَّدَها|وَرَدَّدَتْها} {H} وَراءَها سَطْرًا سَطْرًا.', '{d:تيتة غنّتها الأوّل|تيتا غنّتها أوّل شي|الجدّة غنّتها أوّل|اليدّة غنّتها أوّل} بصوت واطي، و{H} ردّد{H:|ت}ها وراها سطر سطر.'],
    ['It was a short song about the moon watching over a sleeping baby.', 'كانَتْ أُغْنِيَةً قَصيرَةً عَنْ قَمَرٍ يَحْرُسُ رَضيعًا نائِمًا.', '{d:كانت غنوة قصيرة عن قمر بيحرس نونو نايم|كانت غنّية قصيرة عن قمر عم يحرس بيبي نايم|كانت أغنية قصيرة عن قمر يحرس بيبي نايم|كانت أغنية قصيرة عن قمر يحرس بيبي راقد}.', '2'],
  ],
  resolution: [
    ['{H} sang the lullaby softly for the new baby. "Babies know the voices of the people who love them," Grandma said. "The new baby will know yours."', '{H:غَنّى|غَنَّتْ} {H} التَّهْويدَةَ بِهُدوءٍ لِلْمَوْلودِ الجَديدِ. قالَتِ الجَدَّةُ: «الرُّضَّعُ يَعْرِفونَ أَصْواتَ مَنْ يُحِبّونَهُمْ، وَسَيَعْرِفُ المَوْلودُ الجَديدُ صَوْتَ{H:كَ|كِ}».', '{H} {H:غنّى|غنّت} التهويدة بهدوء {d:للنونو الجديد|للبيبي الجديد|للبيبي الجديد|للبيبي الجديد}. {d:تيتة قالت|تيتا قالت|الجدّة قالت|اليدّة قالت}: «{d:النونو بيعرف صوت اللي بيحبّوه، والنونو الجديد هيعرف صوتك|البيبي بيعرف صوت اللي بيحبّوه، والبيبي الجديد رح يعرف صوتك|البيبي يعرف صوت اللي يحبّونه، والبيبي الجديد بيعرف صوتك|البيبي يعرف صوت اللي يحبّونه، والبيبي الجديد بيعرف صوتك}».'],
    ['Now {H} had a job that no one else could do: the big {H:brother|sister}\'s song.', 'صارَ لِ{H.g} عَمَلٌ لا يَقْدِرُ عَلَيْهِ أَحَدٌ غَيْرُ{H:هُ|ها}: أُغْنِيَةُ {H:الأَخِ الأَكْبَرِ|الأُخْتِ الكُبْرى}.', '{d:بقى عند|صار عند|صار عند|صار عند} {H} {d:شغلانة محدّش يقدر عليها غير|شغلة ما حدا بيقدر عليها غير|شغلة ما أحد يقدر عليها غير|شغلة ما حد يقدر عليها غير}{H:ه|ها}: {d:غنوة|غنّية|أغنية|أغنية} {H:الأخ الكبير|الأخت الكبيرة}.'],
  ],
  scene: {
    problem: 'look at tiny baby clothes and a little baby bed',
    try: 'sit alone with a toy, thinking',
    help: 'sit beside Grandma on the sofa',
    together: 'sing softly with Grandma, line by line',
    resolution: 'sing softly beside the little baby bed while Grandma listens',
  },
  props: {
    problem: [{ kind: 'bed', where: 'ground', state: 'empty' }],
    try: [{ kind: 'toys', where: 'ground' }],
    resolution: [{ kind: 'bed', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'living-room', help: 'living-room', together: 'living-room', resolution: 'bedroom' },
};

export const newSiblingPlots: readonly SituationPlot[] = [babyPhotos, familyDrawing, lullaby];
