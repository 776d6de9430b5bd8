import type { Pool } from '../../lines.ts';
import type { SituationPlot } from '../types.ts';

/*
 * Moving to a new home. The boxes fill the house and the child does not want to leave the old
 * room. A parent gives the move a shape the child can hold: a box of the child's own things,
 * opened first in the new room, or a goodbye to every room with a photo of each, hung again above
 * the new bed. The old home comes along, and the new one begins to feel like home.
 */

const problem: Pool = [
  ['Boxes filled the house. Soon the family would move to the new home.', 'مَلَأَتِ الصَّناديقُ البَيْتَ؛ فَقَريبًا سَتَنْتَقِلُ العائِلَةُ إِلى البَيْتِ الجَديدِ.', '{d:الكراتين ملت البيت؛ وقريّب العيلة هتنقل على البيت الجديد|الكراتين عبّت البيت؛ وقريبًا العيلة رح تنقل عالبيت الجديد|الكراتين عبّت البيت؛ وقريب العايلة بتنتقل إلى البيت الجديد|الكراتين عبّت البيت؛ وقريب العايلة بتنتقل إلى البيت الجديد}.'],
  ['The new home was full of boxes, and nothing in it felt like {H.his} yet.', 'كانَ البَيْتُ الجَديدُ مَليئًا بِالصَّناديقِ، وَلَمْ {H:يَشْعُرْ|تَشْعُرْ} {H} أَنَّ فيهِ شَيْئًا لَ{H:هُ|ها} بَعْدُ.', 'البيت الجديد كان مليان {d:بالكراتين|بالكراتين|بالكراتين|بالكراتين}، و{H} {H:ما حسّ|ما حسّت} إنّ {d:فيه حاجة تخصّ|في شي بيخصّ|فيه شي يخصّ|في شي يخصّ}{H:ه|ها} {d:لسّه|بعد|للحين|للحين}.', '2'],
  ['Moving to the new home meant leaving the old one: the door frame with {H.his} height marked in pencil, the window where {H.he} watched the rain, the street where everyone knew {H.his} name. And the boxes were already waiting by the door.', 'كانَ الانْتِقالُ إِلى البَيْتِ الجَديدِ يَعْني تَرْكَ القَديمِ: إِطارَ البابِ الَّذي عَلَيْهِ خُطوطُ طولِ{H:هِ|ها} بِالقَلَمِ، وَالنّافِذَةَ الَّتي {H:كانَ يُراقِبُ|كانَتْ تُراقِبُ} مِنْها المَطَرَ، وَالشّارِعَ الَّذي يَعْرِفُ فيهِ الجَميعُ اسْمَ{H:هُ|ها}. وَكانَتِ الصَّناديقُ تَنْتَظِرُ عِنْدَ البابِ.', '{d:النقل على البيت الجديد معناه إنّنا نسيب البيت القديم|النقلة عالبيت الجديد يعني نترك البيت القديم|الانتقال إلى البيت الجديد معناه نترك البيت القديم|الانتقال إلى البيت الجديد معناه نخلّي البيت القديم}: {d:حلق الباب|إطار الباب|إطار الباب|إطار الباب} اللي عليه خطوط طول{H:ه|ها} بالقلم، و{d:الشبّاك|الشبّاك|الدريشة|الدريشة} اللي {H:كان|كانت} {d.bh}{H:ي|ت}{d:تفرّج منه على المطر|تفرّج منّو عالشتي|طالع منها المطر|طالع منها المطر}، والشارع اللي {d:الكل فيه عارف اسم|الكل فيه بيعرف اسم|الكل فيه يعرف اسم|الكل فيه يعرف اسم}{H:ه|ها}. {d:والكراتين كانت مستنّية جنب الباب|والكراتين كانت ناطرة حدّ الباب|والكراتين كانت تنتظر عند الباب|والكراتين كانت تنطر عند الباب}.', '3'],
];

const problemMore: Pool = [
  ['{H} did not want to leave {H.his} room.', 'لَمْ {H:يُرِدْ|تُرِدْ} {H} أَنْ {H:يَتْرُكَ|تَتْرُكَ} غُرْفَتَ{H:هُ|ها}.', '{H} {d:مش|مش|ما|مب} {d.want:H} {H:ي|ت}{d:سيب|ترك|ترك|خلّي} {d:أوضت|أوضت|غرفت|حجرت}{H:ه|ها}.'],
  ['"What if the new home never feels like home?" {H} asked.', '«وَماذا لَوْ لَمْ يَصِرِ البَيْتُ الجَديدُ بَيْتًا لَنا أَبَدًا؟» سَأَلَ{H:|تْ} {H}.', '«{d:ولو البيت الجديد عمره ما بقى بيتنا|وإذا البيت الجديد ما صار أبدًا بيتنا|ولو البيت الجديد ما صار أبد بيتنا|ولو البيت الجديد ما صار أبد بيتنا}؟» سأل{H:|ت} {H}.'],
  ['Even {H.his} bed stood in pieces against the wall, ready to go.', 'حَتّى سَريرُ{H:هُ|ها} صارَ قِطَعًا مُسْنَدَةً إِلى الحائِطِ، جاهِزَةً لِلرَّحيلِ.', 'حتّى {d:سرير|تخت|سرير|سرير}{H:ه|ها} {d:بقى حتت مسنودة على الحيطة، جاهزة للنقل|صار شقف مسنودة عالحيط، جاهزة للنقلة|صار قطع مسنودة على الجدار، جاهزة للنقل|صار قطع مسنودة على الجدار، جاهزة للنقل}.', '2'],
];

const tries: Pool = [
  ['{H} hid {H.his} favourite toys under the bed so they would not go into the boxes.', '{H:خَبَّأَ|خَبَّأَتْ} {H} أَلْعابَ{H:هُ|ها} المُفَضَّلَةَ تَحْتَ السَّريرِ كَيْ لا تُوضَعَ في الصَّناديقِ.', '{H} {H:خبّى|خبّت} {d:لعب|ألعاب|ألعاب|ألعاب}{H:ه|ها} {d:تحت السرير عشان ما يتحطّوش في الكراتين|تحت التخت تا ما ينحطّوا بالكراتين|تحت السرير عشان ما تنحطّ في الكراتين|تحت السرير عشان ما تنحطّ في الكراتين}.', 'p'],
  ['{H} said goodbye to the old house, but {H.his} eyes filled with tears.', '{H:وَدَّعَ|وَدَّعَتْ} {H} البَيْتَ القَديمَ، لكِنَّ عَيْنَيْ{H:هِ|ها} امْتَلَأَتا بِالدُّموعِ.', '{H} ودّع{H:|ت} البيت القديم، بس {d:عيني|عيون|عيون|عيون}{H:ه|ها} دمّعت.'],
  ['{H} sat on a box and would not help to pack.', '{H:جَلَسَ|جَلَسَتْ} {H} عَلى صُنْدوقٍ، وَلَمْ {H:يَرْضَ|تَرْضَ} أَنْ {H:يُساعِدَ|تُساعِدَ} في التَّعْبِئَةِ.', '{H} قعد{H:|ت} على {d:كرتونة|كرتونة|كرتون|كرتون}، و{H:رفض|رفضت} {H:يساعد|تساعد} في {d:التعبئة|التوضيب|الترتيب|الترتيب}.', '2'],
];

const reflect: Pool = [
  ['Home is where the people who love you are, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: البَيْتُ حَيْثُ يَكونُ مَنْ يُحِبّونَنا.', 'فكّر{H:|ت} {H}: {d:البيت هو المكان اللي فيه اللي بيحبّونا|البيت هوّي المطرح اللي في فيه اللي بيحبّونا|البيت هو المكان اللي فيه اللي يحبّونا|البيت هو المكان اللي فيه اللي يحبّونا}.'],
  ['A new home becomes a real home, {H} saw, one small thing at a time.', '{H:رَأى|رَأَتْ} {H} أَنَّ البَيْتَ الجَديدَ يَصيرُ بَيْتًا حَقيقِيًّا شَيْئًا فَشَيْئًا.', '{H} شاف{H:|ت} إنّ البيت الجديد {d:بيبقى بيت بجد حاجة حاجة|بيصير بيت عنجد شي شي|يصير بيت صدق شوي شوي|يصير بيت صدق شوي شوي}.', '2'],
  ['The old home would stay in {H.his} memories, {H} thought, and the new one was waiting to be filled with new ones; a heart has room for more than one home.', 'فَكَّرَ{H:|تْ} {H}: سَيَبْقى البَيْتُ القَديمُ في ذِكْرَياتِ{H:هِ|ها}، وَالبَيْتُ الجَديدُ يَنْتَظِرُ ذِكْرَياتٍ جَديدَةً؛ فَفي القَلْبِ مُتَّسَعٌ لِأَكْثَرَ مِنْ بَيْتٍ.', 'فكّر{H:|ت} {H}: البيت القديم {d:هيفضل في ذكريات|رح يضلّ بذكريات|بيظلّ في ذكريات|بيظلّ في ذكريات}{H:ه|ها}، والبيت الجديد {d:مستنّي ذكريات جديدة؛ والقلب فيه مكان لأكتر من بيت|ناطر ذكريات جديدة؛ والقلب في محلّ لأكتر من بيت|ينتظر ذكريات جديدة؛ والقلب فيه مكان لأكثر من بيت|ينطر ذكريات جديدة؛ والقلب في مكان لأكثر من بيت}.', '3'],
];

const shared = { situation: 'moving-house', gentle: false, problem, problemMore, tries, reflect } as const;

/** Mama gives the child a box of their own, opened first in the new room. */
const firstBox: SituationPlot = {
  ...shared,
  key: 'moving-house/first-box',
  titles: [
    ['{H}\'s First Box', 'صُنْدوقُ {H.g} الأَوَّلُ', '{d:الكرتونة الأولى بتاعة|الكرتونة الأولى تبع|الكرتون الأوّل حقّ|الكرتون الأوّل مال} {H}'],
    ['A Box Full of Home', 'صُنْدوقٌ مَليءٌ بِالبَيْتِ', '{d:كرتونة مليانة بيت|كرتونة مليانة بيت|كرتون مليان بيت|كرتون مليان بيت}'],
  ],
  morals: [
    ['Home is wherever we bring our love.', 'البَيْتُ حَيْثُ نَحْمِلُ حُبَّنا.', '{d:البيت هو المكان اللي بناخد له حبّنا|البيت هوّي المطرح اللي مناخد عليه حبّنا|البيت هو المكان اللي ناخذ له حبّنا|البيت هو المكان اللي ناخذ له حبّنا}.'],
    ['The things we love make any room our own.', 'الأَشْياءُ الَّتي نُحِبُّها تَجْعَلُ أَيَّ غُرْفَةٍ غُرْفَتَنا.', '{d:الحاجات اللي بنحبّها بتخلّي أيّ أوضة أوضتنا|الأغراض اللي منحبّا بتخلّي أيّ أوضة أوضتنا|الأغراض اللي نحبّها تخلّي أيّ غرفة غرفتنا|الأغراض اللي نحبّها تخلّي أيّ حجرة حجرتنا}.'],
  ],
  help: [
    ['Mama came and sat down beside {H} with an empty box. "This box is only for you," she said. "Put in the things you love most, and in the new home we will open it before all the other boxes."', 'جاءَتْ أُمُّ{H:هُ|ها} وَجَلَسَتْ بِجانِبِ{H:هِ|ها} وَمَعَها صُنْدوقٌ فارِغٌ، وَقالَتْ: «هذا الصُّنْدوقُ لَ{H:كَ|كِ} وَحْدَ{H:كَ|كِ}. {H:ضَعْ|ضَعي} فيهِ أَغْلى أَشْيائِ{H:كَ|كِ}، وَفي البَيْتِ الجَديدِ سَنَفْتَحُهُ قَبْلَ كُلِّ الصَّناديقِ».', '{d.mom} {d.came:f} وقعدت جنب {H} {d:ومعاها كرتونة فاضية|ومعها كرتونة فاضية|ومعها كرتون فاضي|ووياها كرتون فاضي}، وقالت: «{d:الكرتونة دي ليك إنت بس|هالكرتونة إلك إنت بس|هالكرتون لك إنت بس|هالكرتون لك إنت بس}. حطّ{H:|ي} {d:فيها أغلى حاجاتك، وفي البيت الجديد هنفتحها قبل كل الكراتين|فيها أغلى أغراضك، وبالبيت الجديد رح نفتحها قبل كل الكراتين|فيه أغلى أغراضك، وفي البيت الجديد بنفتحه قبل كل الكراتين|فيه أغلى أغراضك، وفي البيت الجديد بنفتحه قبل كل الكراتين}».'],
  ],
  together: [
    ['{H} put in {H.his} teddy, {H.his} favourite book and a drawing of the old house.', '{H:وَضَعَ|وَضَعَتْ} {H} فيهِ دُبَّ{H:هُ|ها}، وَكِتابَ{H:هُ|ها} المُفَضَّلَ، وَرَسْمَةً لِلْبَيْتِ القَديمِ.', '{H} حطّ{H:|ت} {d:فيها|فيها|فيه|فيه} الدبدوب، وكتاب{H:ه|ها} المفضّل، ورسمة للبيت القديم.', 'p'],
    ['Mama wrote {H}\'s name on the lid in big letters: "Open first."', 'كَتَبَتْ أُمُّ{H:هُ|ها} اسْمَ {H.g} عَلى الغِطاءِ بِحُروفٍ كَبيرَةٍ: «يُفْتَحُ أَوَّلًا».', '{d.mom} كتبت اسم {H} على الغطا بحروف كبيرة: «{d:يتفتح الأوّل|بينفتح أوّل شي|ينفتح أوّل|ينفتح أوّل}».', '2'],
  ],
  resolution: [
    ['In the new home, before all the other boxes, {H} opened {H.his} own box. With the teddy on the bed and the drawing on the wall, the new room began to feel like {H.his}.', 'في البَيْتِ الجَديدِ، وَقَبْلَ كُلِّ الصَّناديقِ، {H:فَتَحَ|فَتَحَتْ} {H} صُنْدوقَ{H:هُ|ها}. وَحينَ صارَ الدُّبُّ عَلى السَّريرِ وَالرَّسْمَةُ عَلى الحائِطِ، بَدَأَتِ الغُرْفَةُ الجَديدَةُ {H:تَصيرُ غُرْفَتَهُ|تَصيرُ غُرْفَتَها}.', 'في البيت الجديد، وقبل كل الكراتين، {H} فتح{H:|ت} {d:الكرتونة بتاعت|الكرتونة تبع|الكرتون حقّ|الكرتون مال}{H:ه|ها}. ولمّا الدبدوب {d:بقى|صار|صار|صار} على السرير والرسمة على {d:الحيطة|الحيط|الجدار|الجدار}، {d:الأوضة|الأوضة|الغرفة|الحجرة} الجديدة {d:ابتدت تبقى أوضت|بلّشت تصير أوضت|بدت تصير غرفت|بدت تصير حجرت}{H:ه|ها}.'],
    ['Mama hugged {H}. "Now this is home too," she said.', 'ضَمَّتْ أُمُّ{H:هُ|ها} {H.a} وَقالَتْ: «الآنَ صارَ هذا بَيْتَنا أَيْضًا».', '{d.mom} {d:حضنت|ضمّت|ضمّت|ضمّت} {H} وقالت: «{d:كده ده بقى بيتنا كمان|هلّق صار هيدا بيتنا كمان|الحين صار هذا بيتنا بعد|الحين صار هذا بيتنا بعد}».'],
  ],
  scene: {
    problem: 'stand among stacked moving boxes in a half-empty room',
    try: 'sit sadly on a moving box',
    help: 'sit beside Mama, who holds an empty box',
    together: 'put a teddy and a book into a box of one\'s own beside Mama',
    resolution: 'open the box in a new room, a teddy on the new bed',
  },
  props: {
    problem: [{ kind: 'moving-boxes', where: 'ground' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'moving-boxes', where: 'held', state: 'empty' }],
    together: [{ kind: 'moving-boxes', where: 'ground' }, { kind: 'teddy', where: 'held' }, { kind: 'book', where: 'ground' }],
    resolution: [{ kind: 'teddy', where: 'ground' }, { kind: 'drawing' }, { kind: 'bed', where: 'ground' }],
  },
  rooms: { problem: 'bedroom', try: 'bedroom', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

/** Baba and the child say goodbye to every room and photograph it; the photos go up in the new room. */
const goodbyePhotos: SituationPlot = {
  ...shared,
  key: 'moving-house/goodbye-photos',
  titles: [
    ['A Photo of Every Room', 'صورَةٌ لِكُلِّ غُرْفَةٍ', '{d:صورة لكل أوضة|صورة لكل أوضة|صورة لكل غرفة|صورة لكل حجرة}'],
    ['Hello, New Home', 'أَهْلًا أَيُّها البَيْتُ الجَديدُ', '{d:أهلًا يا بيتنا الجديد|أهلا يا بيتنا الجديد|هلا يا بيتنا الجديد|هلا يا بيتنا الجديد}'],
  ],
  morals: [
    ['We can love the old home and the new one too.', 'نَسْتَطيعُ أَنْ نُحِبَّ البَيْتَ القَديمَ وَالبَيْتَ الجَديدَ مَعًا.', '{d:ممكن نحبّ البيت القديم والبيت الجديد سوا|فينا نحبّ البيت القديم والبيت الجديد سوا|نقدر نحبّ البيت القديم والبيت الجديد سوا|نقدر نحبّ البيت القديم والبيت الجديد سوا}.'],
    ['Memories move house with us.', 'الذِّكْرَياتُ تَنْتَقِلُ مَعَنا.', '{d:الذكريات بتنقل معانا|الذكريات بتنقل معنا|الذكريات تنتقل معنا|الذكريات تنتقل ويانا}.'],
  ],
  help: [
    ['Baba came and sat on one of the boxes beside {H}. "Let us say goodbye to every room and take a photo of each one," he said. "Then the old home will come with us to the new home."', 'جاءَ أَبو{H:هُ|ها} وَجَلَسَ عَلى أَحَدِ الصَّناديقِ بِجانِبِ{H:هِ|ها}، وَقالَ: «هَيّا نُوَدِّعْ كُلَّ غُرْفَةٍ، وَنَلْتَقِطْ لِكُلِّ واحِدَةٍ صورَةً؛ فَيَأْتِيَ البَيْتُ القَديمُ مَعَنا إِلى البَيْتِ الجَديدِ».', '{d.dad} {d.came:m} وقعد على {d:واحدة من الكراتين|وحدة من الكراتين|وحدة من الكراتين|وحدة من الكراتين} جنب {H}، وقال: «{d:يلّا نودّع كل أوضة، وناخد لكل واحدة صورة؛ كده البيت القديم ييجي معانا على البيت الجديد|يلّا نودّع كل أوضة، وناخد لكل وحدة صورة؛ هيك البيت القديم بيجي معنا عالبيت الجديد|خلّنا نودّع كل غرفة، وناخذ لكل وحدة صورة؛ كذا البيت القديم يجي معنا إلى البيت الجديد|خلّنا نودّع كل حجرة، وناخذ لكل وحدة صورة؛ جي البيت القديم ييي ويانا إلى البيت الجديد}».'],
  ],
  together: [
    ['They went from room to room. "Goodbye, kitchen. Goodbye, window," {H} said, and Baba took a photo of each one.', 'تَنَقَّلا مِنْ غُرْفَةٍ إِلى غُرْفَةٍ. «وَداعًا أَيُّها المَطْبَخُ، وَداعًا أَيَّتُها النّافِذَةُ»، قالَ{H:|تْ} {H}، وَالْتَقَطَ أَبو{H:هُ|ها} صورَةً لِكُلِّ واحِدَةٍ.', '{d:لفّوا من أوضة لأوضة|لفّوا من أوضة لأوضة|تنقّلوا من غرفة لغرفة|تنقّلوا من حجرة لحجرة}. «{d:باي يا مطبخ، باي يا شبّاك|باي يا مطبخ، باي يا شبّاك|مع السلامة يا مطبخ، مع السلامة يا دريشة|مع السلامة يا مطبخ، مع السلامة يا دريشة}»، قال{H:|ت} {H}، و{d.dad} صوّر كل {d:واحدة|وحدة|وحدة|وحدة}.'],
    ['In {H.his} old room, {H} touched the pencil marks on the door frame, and Baba took that photo twice.', 'في غُرْفَتِ{H:هِ|ها} القَديمَةِ، {H:لَمَسَ|لَمَسَتْ} {H} خُطوطَ القَلَمِ عَلى إِطارِ البابِ، فَالْتَقَطَ أَبو{H:هُ|ها} تِلْكَ الصّورَةَ مَرَّتَيْنِ.', 'في {d:أوضت|أوضت|غرفت|حجرت}{H:ه|ها} القديمة، {H} لمس{H:|ت} خطوط القلم على {d:حلق|إطار|إطار|إطار} الباب، و{d.dad} صوّر {d:الصورة دي|هالصورة|هالصورة|هالصورة} مرّتين.', '2p'],
  ],
  resolution: [
    ['In the new home, among the boxes, Baba printed the photos, and {H} stuck them on the wall above {H.his} new bed. "Hello, new home," {H} said. The old home had come along after all.', 'في البَيْتِ الجَديدِ، بَيْنَ الصَّناديقِ، طَبَعَ أَبو{H:هُ|ها} الصُّوَرَ، {H:فَأَلْصَقَها|فَأَلْصَقَتْها} {H} عَلى الحائِطِ فَوْقَ سَريرِ{H:هِ|ها} الجَديدِ. «أَهْلًا أَيُّها البَيْتُ الجَديدُ»، قالَ{H:|تْ} {H}؛ فَقَدْ جاءَ البَيْتُ القَديمُ مَعَهُمْ في النِّهايَةِ.', 'في البيت الجديد، بين الكراتين، {d.dad} طبع الصور، و{H} {H:لزقها|لزقتها} على {d:الحيطة|الحيط|الجدار|الجدار} فوق {d:سرير|تخت|سرير|سرير}{H:ه|ها} الجديد. «{d:أهلًا يا بيتنا الجديد|أهلا يا بيتنا الجديد|هلا يا بيتنا الجديد|هلا يا بيتنا الجديد}»، قال{H:|ت} {H}؛ {d:البيت القديم جه معاهم في الآخر|البيت القديم إجا معن بالآخر|البيت القديم جا معهم في الأخير|البيت القديم يا وياهم في الأخير}.'],
    ['Later, {H} looked at the photos on the wall and felt at home.', 'وَبَعْدَ قَليلٍ {H:نَظَرَ|نَظَرَتْ} {H} إِلى الصُّوَرِ عَلى الحائِطِ، {H:وَشَعَرَ أَنَّهُ|وَشَعَرَتْ أَنَّها} في بَيْتِ{H:هِ|ها}.', '{d:وبعد شوية|وبعد شوي|وبعد شوي|وبعد شوي} {H} {d.looked:H} على الصور اللي على {d:الحيطة|الحيط|الجدار|الجدار}، وحسّ{H:|ت} {d:إنّ ده بيت|إنّو هيدا بيت|إنّ هذا بيت|إنّ هذا بيت}{H:ه|ها}.'],
  ],
  scene: {
    problem: 'stand among stacked moving boxes in a half-empty room',
    try: 'sit sadly on a moving box',
    help: 'sit on a moving box beside Baba, who holds his phone',
    together: 'wave goodbye to the old kitchen while Baba takes a photo',
    resolution: 'stick photos of the old home on the wall above a new bed',
  },
  props: {
    problem: [{ kind: 'moving-boxes', where: 'ground' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'moving-boxes', where: 'ground' }, { kind: 'phone', where: 'held' }],
    together: [{ kind: 'phone', where: 'held' }],
    resolution: [{ kind: 'photo', where: 'held' }, { kind: 'bed', where: 'ground' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'living-room', together: 'kitchen', resolution: 'bedroom' },
};

/** Grandma brings a plant that is moving too; its roots find the new soil, and so does the child. */
const newRoots: SituationPlot = {
  ...shared,
  key: 'moving-house/new-roots',
  titles: [
    ['A Plant for the New Home', 'نَبْتَةٌ لِلْبَيْتِ الجَديدِ', 'زرعة للبيت الجديد'],
    ['New Roots', 'جُذورٌ جَديدَةٌ', '{d:جدور جديدة|شروش جديدة|عروق جديدة|عروق جديدة}'],
  ],
  morals: [
    ['Like a plant in a new pot, we need a few days to grow roots.', 'مِثْلَ النَّبْتَةِ في أُصيصٍ جَديدٍ، نَحْتاجُ أَيّامًا قَليلَةً لِتَمْتَدَّ جُذورُنا.', '{d:زيّ الزرعة في قصرية جديدة، محتاجين كام يوم عشان جدورنا تمدّ|متل الزرعة بقصريّة جديدة، بدّنا كم يوم تا تمدّ شروشنا|مثل الزرعة في مركن جديد، نحتاج كم يوم عشان تمتدّ عروقنا|شرات الزرعة في مركن جديد، نحتاج كم يوم عشان تمتدّ عروقنا}.'],
    ['A new home comes closer to our hearts one day at a time.', 'البَيْتُ الجَديدُ يَقْتَرِبُ مِنْ قُلوبِنا يَوْمًا بَعْدَ يَوْمٍ.', 'البيت الجديد {d:بيقرّب من قلوبنا يوم ورا يوم|بيقرب من قلوبنا يوم ورا يوم|يقرب من قلوبنا يوم ورا يوم|يقرب من قلوبنا يوم ورا يوم}.'],
  ],
  help: [
    ['Grandma came to the new home, where the boxes were still piled high, with a little plant in a pot. "This plant is moving too," she said. "Let us give it a new pot by your window and see how it settles in."', 'جاءَتِ الجَدَّةُ إِلى البَيْتِ الجَديدِ، وَالصَّناديقُ ما زالَتْ مُكَدَّسَةً، تَحْمِلُ نَبْتَةً صَغيرَةً في أُصيصٍ، وَقالَتْ: «هذِهِ النَّبْتَةُ تَنْتَقِلُ هِيَ أَيْضًا. هَيّا نَضَعْها في أُصيصٍ جَديدٍ عِنْدَ نافِذَتِ{H:كَ|كِ}، وَنَرَ كَيْفَ تَعْتادُ مَكانَها».', '{d:تيتة جت البيت الجديد، والكراتين لسّه متكوّمة، شايلة زرعة صغيّرة في قصرية|تيتا إجت عالبيت الجديد، والكراتين بعدا مكوّمة، حاملة زرعة زغيرة بقصريّة|الجدّة جات البيت الجديد، والكراتين للحين مكوّمة، شايلة زرعة صغيرة في مركن|اليدّة جات البيت الجديد، والكراتين للحين مكوّمة، شايلة زرعة صغيرة في مركن}، وقالت: «{d:الزرعة دي بتنقل هي كمان. يلّا نحطّها في قصرية جديدة جنب شبّاكك، ونشوف إزاي هتتعوّد|هالزرعة عم تنقل هيّي كمان. يلّا نحطّا بقصريّة جديدة حدّ شبّاكك، ونشوف كيف رح تتعوّد|هالزرعة تنتقل هي بعد. خلّنا نحطّها في مركن جديد جنب دريشتك، ونشوف كيف بتتعوّد|هالزرعة تنتقل هي بعد. خلّنا نحطّها في مركن جديد يمّ دريشتك، ونشوف شلون بتتعوّد}».'],
  ],
  together: [
    ['Together they pressed the plant into fresh soil, and {H} gave it its first drink of water.', '{H:وَضَعا|وَضَعَتا} النَّبْتَةَ في تُرابٍ جَديدٍ، {H:وَسَقاها|وَسَقَتْها} {H} أَوَّلَ شَرْبَةِ ماءٍ.', '{d:حطّوا|حطّوا|حطّوا|حطّوا} الزرعة في تراب جديد، و{H} {H:سقاها|سقتها} أوّل {d:شوية مية|شوي مي|شوي موية|شوي ماي}.', 'p'],
    ['"It may droop for a day or two," Grandma said. "Then its roots find the new soil, and it grows even better."', 'قالَتِ الجَدَّةُ: «قَدْ تَذْبُلُ يَوْمًا أَوْ يَوْمَيْنِ، ثُمَّ تَجِدُ جُذورُها التُّرابَ الجَديدَ، فَتَنْمو أَحْسَنَ مِنْ قَبْلُ».', '{d:تيتة قالت|تيتا قالت|الجدّة قالت|اليدّة قالت}: «{d:ممكن تدبل يوم ولّا اتنين، وبعدين جدورها تلاقي التراب الجديد، وتكبر أحسن من الأوّل|يمكن تدبل يوم أو تنين، وبعدين شروشها بتلاقي التراب الجديد، وبتكبر أحسن من قبل|يمكن تذبل يوم أو يومين، وبعدين عروقها تلقى التراب الجديد، وتكبر أحسن من قبل|يمكن تذبل يوم أو يومين، وبعدين عروقها تلقى التراب الجديد، وتكبر أحسن من قبل}».', '2'],
  ],
  resolution: [
    ['Every morning {H} watered the plant by the window of the new home. By the time the boxes were all unpacked, a bright new leaf had opened, and {H} felt that the new home was {H.his} home now.', 'كُلَّ صَباحٍ {H:كانَ يَسْقي|كانَتْ تَسْقي} {H} النَّبْتَةَ عِنْدَ نافِذَةِ البَيْتِ الجَديدِ. وَحينَ أُفْرِغَتِ الصَّناديقُ كُلُّها، كانَتْ قَدْ تَفَتَّحَتْ وَرَقَةٌ جَديدَةٌ لامِعَةٌ، {H:وَشَعَرَ|وَشَعَرَتْ} {H} أَنَّ البَيْتَ الجَديدَ صارَ بَيْتَ{H:هُ|ها}.', 'كل {d:صبح|صبح|صباح|صباح} {H} {H:كان|كانت} {d.bh}{H:ي|ت}سقي الزرعة {d:جنب شبّاك|حدّ شبّاك|جنب دريشة|يمّ دريشة} البيت الجديد. ولمّا الكراتين {d:فضيت كلّها|فضيت كلّا|فضت كلّها|فضت كلّها}، كانت ورقة جديدة لامعة طلعت، و{H} حسّ{H:|ت} {d:إنّ البيت الجديد بقى بيت|إنّو البيت الجديد صار بيت|إنّ البيت الجديد صار بيت|إنّ البيت الجديد صار بيت}{H:ه|ها}.'],
    ['"You and the plant have both found your place," Grandma said.', 'قالَتِ الجَدَّةُ: «{H:أَنْتَ|أَنْتِ} وَالنَّبْتَةُ وَجَدْتُما مَكانَكُما».', '{d:تيتة قالت|تيتا قالت|الجدّة قالت|اليدّة قالت}: «{d:إنت والزرعة لقيتوا مكانكم|إنت والزرعة لاقيتوا محلّكن|إنت والزرعة لقيتوا مكانكم|إنت والزرعة لقيتوا مكانكم}».'],
  ],
  scene: {
    problem: 'stand among stacked moving boxes in a half-empty room',
    try: 'sit sadly on a moving box',
    help: 'stand among moving boxes beside Grandma, who holds a little potted plant',
    together: 'water a little plant in a new pot by the window with Grandma',
    resolution: 'water a plant with a bright new leaf by the window of a new room',
  },
  props: {
    problem: [{ kind: 'moving-boxes', where: 'ground' }],
    try: [{ kind: 'moving-boxes', where: 'ground' }],
    help: [{ kind: 'moving-boxes', where: 'ground' }, { kind: 'flower-pot', where: 'held' }],
    together: [{ kind: 'flower-pot', where: 'table' }, { kind: 'watering-can', where: 'held' }],
    resolution: [{ kind: 'flower-pot', where: 'table', state: 'whole' }, { kind: 'watering-can', where: 'held' }],
  },
  rooms: { problem: 'living-room', try: 'living-room', help: 'bedroom', together: 'bedroom', resolution: 'bedroom' },
};

export const movingHousePlots: readonly SituationPlot[] = [firstBox, goodbyePhotos, newRoots];
