import type { Pool } from '../lines.ts';
import type { SituationPlot } from './types.ts';

/*
 * The dark at bedtime. The worry starts as the sun goes down; the child tries to keep every lamp
 * on; a parent comes, and what the parent does (a night light, shadows on the wall) makes the dark
 * a room the child knows again. Older children worry about their thoughts in the dark, not monsters.
 */

const problem: Pool = [
  ['As the sun went down, {H} began to worry about bedtime, because at bedtime came the dark.', 'وَمَعَ غُروبِ الشَّمْسِ، بَدَأَ{H:|تْ} {H} {H:يَقْلَقُ|تَقْلَقُ} مِنْ وَقْتِ النَّوْمِ؛ فَمَعَهُ يَأْتي الظَّلامُ.', 'ومع غروب الشمس، {H} {d.began:H} {H:يقلق|تقلق} من وقت النوم؛ {d:عشان معاه بتيجي الضلمة|لأنّو معو بتجي العتمة|لأنّ معه يجي الظلام|لأنّ معه ييي الظلام}.'],
  ['The dark scared {H}: when the light went out, the room seemed full of strange shapes.', 'كانَ الظَّلامُ يُخيفُ {H.a}؛ فَحينَ يَنْطَفِئُ النّورُ تَبْدو الغُرْفَةُ مَليئَةً بِأَشْكالٍ غَريبَةٍ.', '{d:الضلمة كانت بتخوّف|العتمة كانت تخوّف|الظلام كان يخوّف|الظلام كان يخوّف} {H}؛ لمّا النور {d:يطفي|ينطفى|ينطفي|ينطفي}، {d:الأوضة بتبان|الأوضة بتبيّن|الغرفة تبين|الحجرة تبين} مليانة أشكال غريبة.'],
  ['{H} was too old to believe in monsters, and knew it; still, in the dark every small sound grew big, and every thought grew louder.', '{H:كانَ|كانَتْ} {H} {H:يَعْرِفُ|تَعْرِفُ} أَنَّهُ لا وُجودَ لِلْوُحوشِ؛ وَمَعَ ذلِكَ، كانَ كُلُّ صَوْتٍ صَغيرٍ يَكْبُرُ في الظَّلامِ، وَكُلُّ فِكْرَةٍ يَعْلو صَوْتُها.', '{H} {H:كان|كانت} {d:عارف|عارف|عارف|عارف}{H:|ة} {d:إنّ مفيش وحوش|إنّو ما في وحوش|إنّ ما فيه وحوش|إنّ ما في وحوش}؛ بس في {d:الضلمة|العتمة|الظلام|الظلام} كل صوت صغير {d:كان بيكبر|كان يكبر|كان يكبر|كان يكبر}، وكل فكرة {d:صوتها بيعلى|صوتها بيعلى|صوتها يعلى|صوتها يعلى}.', '3'],
];

const problemMore: Pool = [
  ['"What if something is hiding in the dark?" {H} whispered.', '«وَماذا لَوْ كانَ شَيْءٌ يَخْتَبِئُ في الظَّلامِ؟» هَمَسَ{H:|تْ} {H}.', '«{d:ولو فيه حاجة مستخبّية في الضلمة|وإذا في شي مخبّى بالعتمة|ولو فيه شي متخبّي في الظلام|ولو في شي متخبّي في الظلام}؟» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.'],
  ['The coat on the door looked like a tall, thin giant.', 'بَدا المِعْطَفُ المُعَلَّقُ عَلى البابِ مِثْلَ عِمْلاقٍ طَويلٍ نَحيفٍ.', 'البالطو {d:المتعلّق على الباب كان باين زيّ|المعلّق عالباب كان متل|المعلّق على الباب كان مثل|المعلّق على الباب كان شرات} عملاق طويل ورفيع.'],
  ['{H} pulled the blanket up to {H.his} nose.', 'شَدَّ{H:|تْ} {H} البَطّانِيَّةَ حَتّى أَنْفِ{H:هِ|ها}.', '{H} شدّ{H:|ت} {d:البطّانية|الحرام|البطّانية|البطّانية} لحدّ {d:مناخير|مناخير|خشم|خشم}{H:ه|ها}.'],
];

const tries: Pool = [
  ['{H} asked to keep every lamp in the house on, but Mama said the lights could not stay on all night.', 'طَلَبَ{H:|تْ} {H} أَنْ تَبْقى كُلُّ مَصابيحِ البَيْتِ مُضاءَةً، لكِنَّ الأُمَّ قالَتْ إِنَّ الأَنْوارَ لا تَبْقى طَوالَ اللَّيْلِ.', '{H} طلب{H:|ت} {d:إنّ كل لمض البيت تفضل منوّرة|إنّو كل ضواو البيت يضلّوا مضوّيين|إنّ كل أنوار البيت تظلّ شغّالة|إنّ كل ليتات البيت تظلّ شغّالة}، بس {d.mom} قالت {d:إنّ النور ما ينفعش يفضل طول الليل|إنّو الضو ما بيضلّ طول الليل|إنّ النور ما يظلّ طول الليل|إنّ النور ما يظلّ طول الليل}.'],
  ['{H} closed {H.his} eyes tight, but the dark was still there behind them.', '{H:أَغْمَضَ|أَغْمَضَتْ} {H} عَيْنَيْ{H:هِ|ها} بِقُوَّةٍ، لكِنَّ الظَّلامَ بَقِيَ هُناكَ.', '{H} غمّض{H:|ت} {d:عيني|عيون|عيون|عيون}{H:ه|ها} {d:جامد|منيح|بقوّة|بقوّة}، بس {d:الضلمة فضلت موجودة|العتمة ضلّت موجودة|الظلام ظلّ موجود|الظلام ظلّ موجود}.'],
  ['{H} counted to fifty, then back again, and still could not sleep.', 'عَدَّ{H:|تْ} {H} إِلى الخَمْسينَ، ثُمَّ عادَ{H:|تْ} إِلى الوَراءِ، وَمَعَ ذلِكَ لَمْ {H:يَنَمْ|تَنَمْ}.', '{H} عدّ{H:|ت} لحدّ خمسين، {d:ورجع|ورجع|ورجع|ورجع}{H:|ت} {d:لورا|لورا|لورا|لورا}، وبرضه {d:النوم ما جاش|ما إجا النوم|ما جا النوم|ما يا النوم}.', '2'],
];

const reflect: Pool = [
  ['The dark was only the room with its eyes closed, {H} thought.', 'فَكَّرَ{H:|تْ} {H}: الظَّلامُ لَيْسَ إِلّا الغُرْفَةَ نَفْسَها وَقَدْ أَغْمَضَتْ عَيْنَيْها.', 'فكّر{H:|ت} {H}: {d:الضلمة دي هي الأوضة نفسها وهي مغمّضة عينيها|العتمة هي الأوضة نفسا وهيّي مغمّضة عيونا|الظلام هو الغرفة نفسها وهي مغمّضة عيونها|الظلام هو الحجرة نفسها وهي مغمّضة عيونها}.'],
  ['The dark did not frighten {H} so much any more: everything in it was something {H.he} knew.', 'لَمْ {H:يَعُدْ|تَعُدْ} {H} {H:يَخافُ|تَخافُ} مِنَ الظَّلامِ كَثيرًا؛ فَكُلُّ ما فيهِ أَشْياءُ {H:يَعْرِفُها|تَعْرِفُها}.', '{d:الخوف من الضلمة ما بقاش كبير عند|الخوف من العتمة ما عاد كبير عند|الخوف من الظلام ما عاد كبير عند|الخوف من الظلام ما عاد كبير عند} {H}؛ كل اللي {d:فيها|فيها|فيه|فيه} {d:حاجات|شغلات|أشياء|أشياء} {H:يعرفها|تعرفها}.'],
  ['Being brave in the dark, {H} learned, is not about not being scared; it is about remembering what is really there.', 'تَعَلَّمَ{H:|تْ} {H} أَنَّ الشَّجاعَةَ في الظَّلامِ لَيْسَتْ أَلّا نَخافَ، بَلْ أَنْ نَتَذَكَّرَ ما هُوَ مَوْجودٌ حَقًّا.', '{H} {d:اتعلّم|تعلّم|تعلّم|تعلّم}{H:|ت} إنّ الشجاعة في {d:الضلمة|العتمة|الظلام|الظلام} {d:مش إنّنا ما نخافش|مش إنّو ما نخاف|مو إنّا ما نخاف|مب إنّا ما نخاف}، {d:لأ|لأ|لا|لا}، إنّنا {d:نفتكر|نتذكّر|نتذكّر|نتذكّر} {d:إيه اللي موجود بجد|شو الموجود عنجد|وش الموجود صدق|شو الموجود صدق}.', '3'],
];

/** Baba brings a small night light, and together they name every shape in the dark. */
const nightLight: SituationPlot = {
  situation: 'fear-of-dark',
  key: 'fear-of-dark/night-light',
  gentle: false,
  titles: [
    ['{H} and the Little Night Light', '{H} وَمِصْباحُ اللَّيْلِ الصَّغيرُ', '{H} و{d:اللمبة الصغيّرة|الضو الزغير|النور الصغير|الليت الصغير}'],
    ['The Room in the Dark', 'الغُرْفَةُ في الظَّلامِ', '{d:الأوضة في الضلمة|الأوضة بالعتمة|الغرفة في الظلام|الحجرة في الظلام}'],
  ],
  morals: [
    ['The dark holds the same room we know by day.', 'في الظَّلامِ الغُرْفَةُ نَفْسُها الَّتي نَعْرِفُها في النَّهارِ.', '{d:في الضلمة الأوضة هي هي اللي نعرفها بالنهار|بالعتمة الأوضة هيّي ذاتا اللي منعرفا بالنهار|في الظلام الغرفة هي نفسها اللي نعرفها في النهار|في الظلام الحجرة هي نفسها اللي نعرفها في النهار}.'],
    ['A small light and a kind voice make the night friendly.', 'مِصْباحُ لَيْلٍ صَغيرٌ وَصَوْتٌ حَنونٌ يَجْعَلانِ اللَّيْلَ صَديقًا.', '{d:اللمبة الصغيّرة والصوت الحنين بيخلّوا الليل صاحب|الضو الزغير والصوت الحنون بيخلّوا الليل رفيق|النور الصغير والصوت الحنون يخلّون الليل خويّ|الليت الصغير والصوت الحنون يخلّون الليل ربيع}.'],
  ],
  problem,
  problemMore,
  tries,
  help: [
    ['Baba came in and sat on the edge of the bed. He had brought a small night light shaped like a moon, and he switched it on. "Let us look at the dark together and see what is really in it," he said.', 'دَخَلَ أَبو{H:هُ|ها} وَجَلَسَ عَلى طَرَفِ السَّريرِ، وَقَدْ أَحْضَرَ مِصْباحَ لَيْلٍ صَغيرًا عَلى شَكْلِ قَمَرٍ، فَأَضاءَهُ وَقالَ: «{H:تَعالَ|تَعالَيْ} نَنْظُرْ إِلى الظَّلامِ مَعًا، وَنَرَ ما فيهِ حَقًّا».', '{d.dad} دخل وقعد على طرف السرير، وكان جايب {d:لمبة صغيّرة|ضو زغير|نور صغير|ليت صغير} على شكل قمر، {d:ونوّرها|وضوّاه|وشغّله|وشغّله} وقال: «{d.come:H} {d:نبصّ على الضلمة سوا ونشوف فيها إيه بجد|نطلّع عالعتمة سوا ونشوف شو فيها عنجد|نطالع الظلام سوا ونشوف وش فيه صدق|نطالع الظلام سوا ونشوف شو فيه صدق}».'],
    ['Baba knocked softly and came in with a little night light. He put it by the bed and switched it on. "The dark is just the room resting," he said. "Let us see."', 'طَرَقَ أَبو{H:هُ|ها} البابَ بِرِفْقٍ وَدَخَلَ يَحْمِلُ مِصْباحَ لَيْلٍ صَغيرًا، فَوَضَعَهُ بِجانِبِ السَّريرِ وَأَضاءَهُ، وَقالَ: «لَيْسَ الظَّلامُ إِلّا الغُرْفَةَ وَهِيَ تَسْتَريحُ. هَيّا نَرى».', '{d.dad} خبّط على الباب {d:بالراحة|عمهل|بشويش|بشويش} ودخل {d:ومعاه لمبة صغيّرة|ومعو ضو زغير|ومعه نور صغير|ووياه ليت صغير}، {d:حطّها|حطّو|حطّه|حطّه} جنب السرير {d:ونوّرها|وضوّاه|وشغّله|وشغّله}، وقال: «{d:الضلمة دي هي الأوضة وهي بترتاح|العتمة هيّي الأوضة وهيّي عم ترتاح|الظلام هو الغرفة وهي ترتاح|الظلام هو الحجرة وهي ترتاح}. {d:يلّا نشوف|يلّا نشوف|يلّا نشوف|يلّا نشوف}».'],
  ],
  together: [
    ['In the soft light they named every shape: the chair, the coat, the box of toys.', 'وَفي الضَّوْءِ الخافِتِ {H:سَمَّيا|سَمَّتا} كُلَّ شَكْلٍ: الكُرْسِيَّ، وَالمِعْطَفَ، وَصُنْدوقَ الأَلْعابِ.', 'وفي النور الخفيف {d:سمّوا|سمّوا|سمّوا|سمّوا} كل شكل: الكرسي، والبالطو، وصندوق اللعب.'],
  ],
  resolution: [
    ['The tall giant was only the coat on the door, and the dark was only the room, glowing softly under the little night light.', 'لَمْ يَكُنِ العِمْلاقُ الطَّويلُ إِلّا المِعْطَفَ المُعَلَّقَ عَلى البابِ، وَلَمْ يَكُنِ الظَّلامُ إِلّا الغُرْفَةَ نَفْسَها، تَتَوَهَّجُ بِهُدوءٍ تَحْتَ مِصْباحِ اللَّيْلِ الصَّغيرِ.', 'العملاق الطويل {d:طلع البالطو اللي على الباب|طلع البالطو المعلّق عالباب|طلع البالطو المعلّق على الباب|طلع البالطو المعلّق على الباب}، و{d:الضلمة طلعت الأوضة نفسها|العتمة طلعت الأوضة نفسا|الظلام طلع الغرفة نفسها|الظلام طلع الحجرة نفسها}، {d:منوّرة بهدوء تحت اللمبة الصغيّرة|مضوّاية بهدوء تحت الضو الزغير|منوّرة بهدوء تحت النور الصغير|منوّرة بهدوء تحت الليت الصغير}.'],
    ['{H} let out a long breath, and {H.his} shoulders grew soft.', 'أَطْلَقَ{H:|تْ} {H} نَفَسًا طَويلًا، وَارْتَخى كَتِفا{H:هُ|ها}.', '{H} {d:خد|أخد|أخذ|خذ}{H:|ت} نَفَس طويل، و{d:كتاف|كتاف|كتوف|كتوف}{H:ه|ها} ارتخت.'],
  ],
  reflect,
  scene: {
    problem: 'lie in bed, looking worriedly at the dark room',
    try: 'pull the blanket up in the dark bedroom',
    help: 'sit on the bed with Baba, who plugs in a moon-shaped night light',
    together: 'point at the chair and the coat in the soft glow of the night light',
    resolution: 'lie calmly in bed under the glow of the night light',
  },
};

/** Mama makes shadow animals with a torch, and the shapes on the wall become friends. */
const shadowPuppets: SituationPlot = {
  situation: 'fear-of-dark',
  key: 'fear-of-dark/shadow-puppets',
  gentle: false,
  titles: [
    ['{H} and the Shadow Rabbit', '{H} وَأَرْنَبُ الظِّلِّ', '{H} {d:وأرنب الضلّ|وأرنب الفيّ|وأرنب الظلّ|وأرنب الظلّ}'],
    ['Friends on the Wall', 'أَصْدِقاءُ عَلى الحائِطِ', '{d:صحاب على الحيطة|رفقات عالحيط|خويان على الجدار|ربع على الجدار}'],
  ],
  morals: nightLight.morals,
  problem,
  problemMore,
  tries,
  help: [
    ['Mama came in with a small torch and switched on the night light. "Shall I show you a secret of the dark?" she asked.', 'دَخَلَتْ أُمُّ{H:هُ|ها} تَحْمِلُ مِصْباحًا يَدَوِيًّا صَغيرًا، وَأَضاءَتْ مِصْباحَ اللَّيْلِ، وَسَأَلَتْ: «هَلْ {H:أُريكَ|أُريكِ} سِرًّا مِنْ أَسْرارِ الظَّلامِ؟»', '{d.mom} دخلت {d:ومعاها كشّاف صغيّر|ومعها بيل زغير|ومعها كشّاف صغير|ووياها تورش صغير}، و{d:نوّرت اللمبة الصغيّرة|ضوّت الضو الزغير|شغّلت النور الصغير|شغّلت الليت الصغير}، وسألت: «{d:أورّيك سرّ من أسرار الضلمة|فرجيك سرّ من أسرار العتمة|أوريك سرّ من أسرار الظلام|أوريك سرّ من أسرار الظلام}؟»'],
  ],
  together: [
    ['Mama held her hands in the beam, and a rabbit with long ears hopped across the wall.', 'وَضَعَتْ أُمُّ{H:هُ|ها} يَدَيْها في الضَّوْءِ، فَقَفَزَ أَرْنَبٌ طَويلُ الأُذُنَيْنِ عَلى الحائِطِ.', '{d.mom} حطّت {d:إيديها|إيديها|يدينها|يدينها} في النور، {d:وأرنب ودانه طويلة نطّ على الحيطة|وأرنب دينيه طوال نطّ عالحيط|وأرنب أذونه طويلة نطّ على الجدار|وأرنب أذونه طويلة نطّ على الجدار}.'],
  ],
  resolution: [
    ['{H} made a bird with {H.his} own hands, and it flew over the dark corner. The shadows were only hands and light, and {H} was the one who made them.', '{H:صَنَعَ|صَنَعَتْ} {H} عُصْفورًا بِيَدَيْ{H:هِ|ها}، فَطارَ فَوْقَ الرُّكْنِ المُظْلِمِ. لَمْ تَكُنِ الظِّلالُ إِلّا أَيْدِيًا وَضَوْءًا، وَ{H} {H:هُوَ الَّذي صَنَعَها|هِيَ الَّتي صَنَعَتْها}.', '{H} عمل{H:|ت} عصفورة {d:بإيدي|بإيدي|بيدين|بيدين}{H:ه|ها}، وطارت فوق {d:الركن الضلمة|الزاوية المعتّمة|الزاوية المظلمة|الزاوية المظلمة}. {d:الضلال طلعت مجرّد إيدين ونور|الفيّ طلع بس إيدين وضو|الظلال طلعت بس يدين ونور|الظلال طلعت بس يدين ونور}، و{H} {H:هو|هي} اللي {d:عملها|عملا|سوّاها|سوّاها}.'],
    ['When Mama switched off the torch, the little night light stayed on, and the dark felt friendly.', 'وَحينَ أَطْفَأَتِ الأُمُّ المِصْباحَ اليَدَوِيَّ، بَقِيَ مِصْباحُ اللَّيْلِ الصَّغيرُ مُضاءً، وَبَدا الظَّلامُ وَدودًا.', 'ولمّا {d.mom} {d:طفت الكشّاف|طفّت البيل|طفّت الكشّاف|طفّت التورش}، {d:اللمبة الصغيّرة فضلت منوّرة، والضلمة بقت لطيفة|الضو الزغير ضلّ مضوّي، والعتمة صارت لطيفة|النور الصغير ظلّ شغّال، والظلام صار لطيف|الليت الصغير ظلّ شغّال، والظلام صار لطيف}.'],
  ],
  reflect,
  scene: {
    problem: 'lie in bed, looking worriedly at the dark room',
    try: 'pull the blanket up in the dark bedroom',
    help: 'sit on the bed with Mama, who holds a small torch',
    together: 'watch a shadow rabbit on the bedroom wall made by Mama\'s hands',
    resolution: 'make a shadow bird on the wall by the glow of the night light',
  },
};

export const fearOfDarkPlots: readonly SituationPlot[] = [nightLight, shadowPuppets];
