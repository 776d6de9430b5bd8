import type { Pool } from '../../lines.ts';
import { words } from '../../idea/words.ts';
import type { SituationPlot } from '../types.ts';

/*
 * A wedding in the family. The child has a job in the zaffa: to walk in front of the bride with a
 * basket of flowers, and at the door of the hall, with the drums and the lights and everyone
 * watching, the child's feet will not move. Mama stands at the end of the hall and gives the child
 * the drum to step to; or the one getting married ({R}: the aunt, the uncle, the bride) comes over,
 * says they are nervous too, and they walk in side by side.
 */

const person = {
  roles: ['aunt', 'uncle', 'bride', 'groom'] as const,
  fallback: words('the aunt', 'الخالَةُ', 'خالتو', 'خالتو', 'الخالة', 'الخالة'),
  male: false,
};

const hall = '{d:قاعة الفرح|صالة العرس|قاعة العرس|قاعة العرس}';
const bride = '{d:العروسة|العروس|العروس|العروس}';
const forBride = '{d:للعروسة|للعروس|للعروس|للعروس}';

const problem: Pool = [
  [
    "Tonight was {R}'s wedding, and {H} had an important job: to walk in front of the bride with a basket of flowers.",
    'كانَ عُرْسُ {R.g} اللَّيْلَةَ، وَكانَتْ لِ{H.g} مُهِمَّةٌ كَبيرَةٌ: أَنْ {H:يَمْشِيَ|تَمْشِيَ} أَمامَ العَروسِ بِسَلَّةِ وُرودٍ.',
    `{d:الليلة فرح|الليلة عرس|الليلة عرس|الليلة عرس} {R}، و{H} {H:كان عنده|كانت عندها} مهمّة كبيرة: {H:يمشي|تمشي} قدّام ${bride} {d:بسبت ورد|بسلّة ورد|بسلّة ورد|بسلّة ورد}.`,
  ],
  [
    'The wedding hall was full of lights, drums and people, and {H} suddenly felt very small.',
    'كانَتْ قاعَةُ العُرْسِ مَليئَةً بِالأَضْواءِ وَالطُّبولِ وَالنّاسِ، فَشَعَرَ{H:|تْ} {H} فَجْأَةً {H:أَنَّهُ صَغيرٌ|أَنَّها صَغيرَةٌ} جِدًّا.',
    `${hall} كانت مليانة أنوار وطبول وناس، و{H} {H:حسّ|حسّت} فجأة {H:إنّه|إنّها} {d.small:H} {d.very}.`,
  ],
  [
    '{H} had practised walking in front of the bride all week. But now, at the door of the wedding hall, with hundreds of eyes turned that way, {H.his} feet did not want to move.',
    'تَمَرَّنَ{H:|تْ} {H} طَوالَ الأُسْبوعِ عَلى المَشْيِ أَمامَ العَروسِ، لكِنَّ{H:هُ|ها} الآنَ، عِنْدَ بابِ قاعَةِ العُرْسِ، وَمِئاتُ العُيونِ تَنْظُرُ إِلى هُناكَ، {H:شَعَرَ|شَعَرَتْ} أَنَّ قَدَمَيْ{H:هِ|ها} لا تُريدانِ أَنْ تَتَحَرَّكا.',
    `{H} {d:اتمرّن|تمرّن|تمرّن|تمرّن}{H:|ت} طول الأسبوع على المشي قدّام ${bride}، بس {d.now}، عند باب ${hall}، و{d:مية عين بتبصّ هناك|مية عين عم تطلّع لهونيك|مية عين تطالع هناك|مية عين تطالع هناك}، {d:رجلين|إجرين|رجول|رجول}{H:ه|ها} {d:ما رضيتش تتحرّك|ما رضيوا يتحرّكوا|ما رضت تتحرّك|ما رضت تتحرّك}.`,
    '3',
  ],
];

const problemMore: Pool = [
  [
    'The drums of the zaffa began to beat: dum, dum, tak!',
    'بَدَأَتْ طُبولُ الزَّفَّةِ تَدُقُّ: بُمْ، بُمْ، تَكْ!',
    'طبول الزفّة {d:ابتدت تدقّ|بلّشت تدقّ|بدت تدقّ|بدت تدقّ}: بم، بم، تك!',
  ],
  [
    '{H} held the basket of flowers tight and stood as still as a statue.',
    '{H:أَمْسَكَ|أَمْسَكَتْ} {H} سَلَّةَ الوُرودِ بِقُوَّةٍ، {H:وَوَقَفَ|وَوَقَفَتْ} كَالتِّمْثالِ.',
    '{H} {H:مسك|مسكت} {d:سبت الورد جامد|سلّة الورد منيح|سلّة الورد زين|سلّة الورد زين}، ووقف{H:|ت} {d:زيّ التمثال|متل التمتال|مثل التمثال|شرات التمثال}.',
  ],
  [
    '"What if I trip in front of everyone?" {H} whispered.',
    '«وَماذا لَوْ تَعَثَّرْتُ أَمامَ الجَميعِ؟» هَمَسَ{H:|تْ} {H}.',
    '«{d:ولو اتكعبلت قدّام الناس كلّها؟|وإذا تعتّرت قدّام كل الناس؟|ولو طحت قدّام الناس كلّهم؟|ولو طحت قدّام الناس كلّهم؟}» {d:وشوش|وشوش|همس|همس}{H:|ت} {H}.',
  ],
];

const tries: Pool = [
  [
    '{H} took one step forward, then stepped back again.',
    '{H:تَقَدَّمَ|تَقَدَّمَتْ} {H} خُطْوَةً، ثُمَّ {H:رَجَعَ|رَجَعَتْ} إِلى الوَراءِ.',
    '{H} {H:مشى|مشت} خطوة، {H:ورجع|ورجعت} لورا.',
  ],
  [
    '{H} looked for a quiet corner, but the whole hall was full of people.',
    '{H:بَحَثَ|بَحَثَتْ} {H} عَنْ رُكْنٍ هادِئٍ، لكِنَّ القاعَةَ كُلَّها كانَتْ مَليئَةً بِالنّاسِ.',
    '{H} دوّر{H:|ت} على {d:ركن هادي، بس القاعة كلّها كانت مليانة ناس|زاوية هادية، بس الصالة كلّها كانت مليانة ناس|زاوية هادية، بس القاعة كلّها كانت مليانة ناس|زاوية هادية، بس القاعة كلّها كانت مليانة ناس}.',
  ],
  [
    '{H} squeezed {H.his} eyes shut and wished the music would stop.',
    '{H:أَغْمَضَ|أَغْمَضَتْ} {H} عَيْنَيْ{H:هِ|ها} بِقُوَّةٍ، {H:وَتَمَنّى|وَتَمَنَّتْ} لَوْ تَتَوَقَّفُ المُوسيقى.',
    '{H} غمّض{H:|ت} {d:عيني|عيون|عيون|عيون}{H:ه|ها} {d:جامد|منيح|بقوّة|بقوّة}، {H:وتمنّى|وتمنّت} {d:المزّيكا تسكت|الموسيقى توقف|الموسيقى توقف|الموسيقى توقف}.',
    '2',
  ],
];

const reflect: Pool = [
  [
    'Being brave, {H} thought, is walking on even when your knees are wobbly.',
    'فَكَّرَ{H:|تْ} {H}: الشَّجاعَةُ أَنْ نَمْشِيَ حَتّى لَوْ كانَتْ رُكَبُنا تَرْتَجِفُ.',
    'فكّر{H:|ت} {H}: الشجاعة {d:إنّنا نمشي حتّى لو ركبنا بتترعش|إنّو نمشي حتّى لو ركابنا عم ترجف|إنّا نمشي حتّى لو ركبنا ترجف|إنّا نمشي حتّى لو ركبنا ترجف}.',
  ],
  [
    '{H} knew that {R} would always remember this wedding and the flowers {H.he} had carried.',
    'عَرَفَ{H:|تْ} {H} أَنَّ {R.a} {R:سَيَتَذَكَّرُ|سَتَتَذَكَّرُ} هذا العُرْسَ، وَالوُرودَ الَّتي {H:حَمَلَها|حَمَلَتْها}، إِلى الأَبَدِ.',
    '{H} عرف{H:|ت} إنّ {R} {d.willremember:R} {d:الفرح ده|هالعرس|هالعرس|هالعرس} والورد اللي {H:شاله|شالته} {d:على طول|عطول|دايم|دايم}.',
  ],
  [
    '{H} understood that a wedding joins two families into one big family, and that {H.he} had a place in it, right at the front.',
    'فَهِمَ{H:|تْ} {H} أَنَّ العُرْسَ يَجْمَعُ عائِلَتَيْنِ في عائِلَةٍ واحِدَةٍ كَبيرَةٍ، وَأَنَّ لَ{H:هُ|ها} فيها مَكانًا، في المُقَدِّمَةِ تَمامًا.',
    '{H} فهم{H:|ت} إنّ {d:الفرح بيجمع عيلتين في عيلة واحدة كبيرة|العرس بيجمع عيلتين بعيلة وحدة كبيرة|العرس يجمع عايلتين في عايلة وحدة كبيرة|العرس يجمع عايلتين في عايلة وحدة كبيرة}، {d:وإنّ|وإنّو|وإنّ|وإنّ} {H:له|لها} مكان فيها، {d:في الأوّل خالص|بالأوّل|في أوّلها|في أوّلها}.',
    '3',
  ],
];

const shared = {
  situation: 'family-wedding',
  gentle: false,
  person,
  problem,
  problemMore,
  tries,
  reflect,
} as const;

/** Mama stands at the end of the hall: look only at her, one step to every beat of the drum. */
const drumSteps: SituationPlot = {
  ...shared,
  key: 'family-wedding/drum-steps',
  titles: [
    ['{H} Leads the Zaffa', '{H} {H:يَتَقَدَّمُ|تَتَقَدَّمُ} الزَّفَّةَ', '{H} قدّام الزفّة'],
    ['Flowers for the Bride', 'وُرودٌ لِلْعَروسِ', 'ورد {d:للعروسة|للعروس|للعروس|للعروس}'],
  ],
  morals: [
    [
      'Brave steps can be small steps, one at a time.',
      'الخُطُواتُ الشُّجاعَةُ قَدْ تَكونُ صَغيرَةً، واحِدَةً بَعْدَ واحِدَةٍ.',
      'الخطوات الشجاعة ممكن تكون {d.small:p}، {d:واحدة ورا واحدة|وحدة ورا وحدة|وحدة ورا وحدة|وحدة ورا وحدة}.',
    ],
    [
      'When we look at someone who loves us, the crowd grows small.',
      'حينَ نَنْظُرُ إِلى مَنْ يُحِبُّنا، يَصْغُرُ الزِّحامُ.',
      'لمّا {d:نبصّ على اللي بيحبّنا، الزحمة بتصغر|نطلّع باللي بيحبّنا، العجقة بتزغر|نطالع اللي يحبّنا، الزحمة تصغر|نطالع اللي يحبّنا، الزحمة تصغر}.',
    ],
  ],
  help: [
    [
      'Mama came and knelt beside {H}. "I will stand at the end of the hall," she said. "Look only at me, and take one step with every beat of the drum. The bride will be right behind you."',
      'جاءَتْ أُمُّ{H:هُ|ها} وَجَثَتْ بِجانِبِ{H:هِ|ها}، وَقالَتْ: «سَأَقِفُ في آخِرِ القاعَةِ. {H:انْظُرْ|انْظُري} إِلَيَّ وَحْدي، {H:وَاخْطُ|وَاخْطي} خُطْوَةً مَعَ كُلِّ دَقَّةِ طَبْلٍ، وَالعَروسُ خَلْفَ{H:كَ|كِ} تَمامًا».',
      `{d.mom} {d.came:f} {d:ونزلت على ركبها جنب|ونزلت على ركبها حدّ|ونزلت على ركبها جنب|ونزلت على ركبها جنب} {H}، وقالت: «{d:أنا هقف في آخر القاعة|أنا رح أوقف بآخر الصالة|أنا بوقف في آخر القاعة|أنا بوقف في آخر القاعة}. {d:بصّ|طلّع|طالع|طالع}{H:|ي} {d:عليّا أنا بس|فيّي أنا وبس|فيني أنا بس|فيني أنا بس}، وامشي خطوة مع كل دقّة طبل، و${bride} {d:جاية على طول|جايي دغري|جاية على طول|جاية على طول}».`,
    ],
  ],
  together: [
    [
      'The drums beat: dum, dum. {H} looked at Mama and took one step, then another.',
      'دَقَّتِ الطُّبولُ: بُمْ، بُمْ. {H:نَظَرَ|نَظَرَتْ} {H} إِلى أُمِّ{H:هِ|ها}، {H:وَخَطا|وَخَطَتْ} خُطْوَةً، ثُمَّ أُخْرى.',
      'الطبول دقّت: بم، بم. {H} {d.looked:H} {d:على ماما|على ماما|ماما|ماما} {H:ومشى|ومشت} خطوة، وبعدين {d:التانية|التانية|الثانية|الثانية}.',
    ],
    [
      'Step by step, {H} scattered rose petals on the floor, and the hall grew quieter, as if everyone were smiling.',
      'خُطْوَةً خُطْوَةً {H:نَثَرَ|نَثَرَتْ} {H} بَتَلاتِ الوَرْدِ عَلى الأَرْضِ، وَبَدَتِ القاعَةُ أَهْدَأَ، كَأَنَّ الجَميعَ يَبْتَسِمونَ.',
      'خطوة خطوة، {H} {H:رشّ|رشّت} ورق الورد على الأرض، والقاعة {d:بقت أهدى، كأنّ الكل بيبتسم|صارت أهدى، كأنّو الكل عم يبتسم|صارت أهدى، كأنّ الكل يبتسم|صارت أهدى، كأنّ الكل يبتسم}.',
      '2',
    ],
  ],
  resolution: [
    [
      '{H} reached Mama at the end of the hall, and behind {H.him} came the bride, shining. Everyone clapped for the bride and for {H} too.',
      'وَصَلَ{H:|تْ} {H} إِلى أُمِّ{H:هِ|ها} في آخِرِ القاعَةِ، وَخَلْفَ{H:هُ|ها} أَقْبَلَتِ العَروسُ مُشْرِقَةً، فَصَفَّقَ الجَميعُ لِلْعَروسِ، وَلِ{H.g} أَيْضًا.',
      `{H} وصل{H:|ت} {d:لماما في آخر القاعة|لعند ماما بآخر الصالة|لماما في آخر القاعة|لماما في آخر القاعة}، وورا{H:ه|ها} {d:جت العروسة منوّرة، والكل سقّف للعروسة|إجت العروس مضوّاية، والكل صفّق للعروس|جات العروس منوّرة، والكل صفّق للعروس|جات العروس منوّرة، والكل صفّق للعروس}، ول{H} {d.also}.`,
    ],
    [
      'Later {R} hugged {H}. "You were the bravest one at the wedding," {R:he|she} said.',
      'وَبَعْدَ ذلِكَ {R:عانَقَ|عانَقَتْ} {R} {H.a}، {R:وَقالَ|وَقالَتْ}: «{H:كُنْتَ|كُنْتِ} أَشْجَعَ مَنْ في العُرْسِ».',
      'وبعدين {R} {R:حضن|حضنت} {H}، {R:وقال|وقالت}: «{H:إنت كنت أشجع واحد|إنتي كنتي أشجع وحدة} {d:في الفرح|بالعرس|في العرس|في العرس}».',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'listen to Mama, who kneels beside them at the door of the wedding hall',
    together: 'walk in the wedding procession, scattering rose petals to the drumbeat',
    resolution: 'stand beside Mama at the end of the hall as the bride arrives and everyone claps',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
  },
};

/** The one getting married comes over, says they are nervous too, and they walk in side by side. */
const sideBySide: SituationPlot = {
  ...shared,
  key: 'family-wedding/side-by-side',
  titles: [
    ['Walking In Together', 'نَدْخُلُ مَعًا', '{d:ندخل سوا|منفوت سوا|ندخل سوا|ندخل سوا}'],
    ['{H} at the Wedding', '{H} في العُرْسِ', '{H} {d:في الفرح|بالعرس|في العرس|في العرس}'],
  ],
  morals: [
    [
      'Two nervous hearts together make one brave one.',
      'قَلْبانِ قَلِقانِ مَعًا يَصيرانِ قَلْبًا واحِدًا شُجاعًا.',
      'قلبين قلقانين سوا {d:بيبقوا قلب واحد شجاع|بيصيروا قلب واحد شجاع|يصيرون قلب واحد شجاع|يصيرون قلب واحد شجاع}.',
    ],
    [
      'Even grown-ups feel nervous sometimes, and sharing it makes it lighter.',
      'حَتّى الكِبارُ يَقْلَقونَ أَحْيانًا، وَحينَ نَتَقاسَمُ القَلَقَ يَخِفُّ.',
      'حتّى الكبار {d:بيقلقوا ساعات، ولمّا نقسم القلق بيخفّ|بيقلقوا أوقات، ولمّا نتقاسم القلق بيخفّ|يقلقون أحيانًا، ولمّا نتشارك القلق يخفّ|يقلقون أحيانًا، ولمّا نتشارك القلق يخفّ}.',
    ],
  ],
  help: [
    [
      'Then {R} saw {H} standing still at the door of the wedding hall. {R:He|She} came over, bent down and held out {R:his|her} hand. "Shall we walk in together?" {R:he|she} asked. "I am a little nervous too."',
      '{R:وَرَأى|وَرَأَتْ} {R} {H.a} {H:واقِفًا|واقِفَةً} عِنْدَ بابِ قاعَةِ العُرْسِ، {R:فَاقْتَرَبَ وَانْحَنى وَمَدَّ يَدَهُ، وَقالَ|فَاقْتَرَبَتْ وَانْحَنَتْ وَمَدَّتْ يَدَها، وَقالَتْ}: «هَلْ نَدْخُلُ مَعًا؟ {R:أَنا أَيْضًا قَلِقٌ قَليلًا|أَنا أَيْضًا قَلِقَةٌ قَليلًا}».',
      `وبعدين {R} {R:شاف|شافت} {H} {H:واقف|واقفة} عند باب ${hall}، {R:وقرّب ووطّى ومدّ|وقرّبت ووطّت ومدّت} {d:إيد|إيد|يد|يد}{R:ه|ها}، {R:وقال|وقالت}: «{d:ندخل سوا؟|منفوت سوا؟|ندخل سوا؟|ندخل سوا؟} {d:أنا كمان|أنا كمان|أنا بعد|أنا بعد} {R:متوتّر|متوتّرة} {d.bit}».`,
    ],
  ],
  together: [
    [
      "{H} put {H.his} hand in {R}'s hand and walked in beside {R:him|her}, slowly, to the beat of the drums.",
      'وَضَعَ{H:|تْ} {H} يَدَ{H:هُ|ها} في يَدِ {R.g}، {H:وَدَخَلَ|وَدَخَلَتْ} بِجانِبِ{R:هِ|ها} عَلى مَهَلٍ، عَلى إيقاعِ الطُّبولِ.',
      '{H} حطّ{H:|ت} {d:إيد|إيد|يد|يد}{H:ه|ها} في {d:إيد|إيد|يد|يد} {R}، {H:ودخل|ودخلت} {d:جنب|حدّ|جنب|جنب}{R:ه|ها} {d:بالراحة|عمهل|بشويش|بشويش} على دقّ الطبول.',
      'p',
    ],
    [
      'With {R} beside {H.him}, the lights felt warm instead of bright, and the drums felt like a heartbeat.',
      'وَ{R} بِجانِبِ{H:هِ|ها}، صارَتِ الأَضْواءُ دافِئَةً لا ساطِعَةً، وَصارَتِ الطُّبولُ كَدَقّاتِ القَلْبِ.',
      'و{R} {d:جنب|حدّ|جنب|جنب}{H:ه|ها}، الأنوار {d:بقت دافية مش قوية، والطبول بقت زيّ دقّات القلب|صارت دافية مش قوية، والطبول صارت متل دقّات القلب|صارت دافية مو قوية، والطبول صارت مثل دقّات القلب|صارت دافية مب قوية، والطبول صارت شرات دقّات القلب}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At the front of the hall, {H} scattered the last petals, and the whole wedding clapped for the bride and for {H}.',
      'وَفي صَدْرِ القاعَةِ {H:نَثَرَ|نَثَرَتْ} {H} آخِرَ البَتَلاتِ، فَصَفَّقَ أَهْلُ العُرْسِ كُلُّهُمْ لِلْعَروسِ وَلِ{H.g}.',
      'وفي {d:أوّل القاعة|صدر الصالة|صدر القاعة|صدر القاعة}، {H} {H:رشّ|رشّت} آخر ورق الورد، و{d:كل اللي في الفرح سقّفوا للعروسة|كل اللي بالعرس صفّقوا للعروس|كل اللي في العرس صفّقوا للعروس|كل اللي في العرس صفّقوا للعروس} ول{H}.',
    ],
    [
      '"Thank you for walking with me," {R} said softly. {R:He|She} squeezed {H}\'s hand.',
      '«شُكْرًا لِأَنَّ{H:كَ مَشَيْتَ|كِ مَشَيْتِ} مَعي»، {R:قالَ|قالَتْ} {R} بِهُدوءٍ، {R:وَضَغَطَ|وَضَغَطَتْ} عَلى يَدِ {H.g}.',
      '«{d.thanks:H} {d:على المشوار ده معايا|عهالمشوار معي|على هالمشوار معي|على هالمشوار ويّاي}»، {R:قال|قالت} {R} بصوت واطي، {R:وضغط|وضغطت} على {d:إيد|إيد|يد|يد} {H}.',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'take the hand of the one getting married, who bends down at the door of the wedding hall',
    together: 'walk into the wedding hall hand in hand, to the beat of the drums',
    resolution: 'scatter the last rose petals at the front of the wedding hall as everyone claps',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
  },
};

/** Baba turns the child's eyes from the crowd to the job: where the next petal should fall. */
const petalPath: SituationPlot = {
  ...shared,
  key: 'family-wedding/petal-path',
  titles: [
    ['A Path of Petals', 'دَرْبٌ مِنَ البَتَلاتِ', 'طريق من ورق الورد'],
    [
      '{H} Makes the Way for the Bride',
      '{H} {H:يَفْرُشُ|تَفْرُشُ} الطَّريقَ لِلْعَروسِ',
      `{H} {d.bh}{H:يفرش|تفرش} الطريق ${forBride}`,
    ],
  ],
  morals: [
    [
      'When we think about our job, there is less room for fear.',
      'حينَ نُفَكِّرُ في مُهِمَّتِنا، يَضيقُ مَكانُ الخَوْفِ.',
      'لمّا {d:بنفكّر في شغلتنا، الخوف ما بيلاقيش مكان|منفكّر بشغلتنا، الخوف ما بيلاقي محلّ|نفكّر في مهمّتنا، الخوف ما يلقى مكان|نفكّر في مهمّتنا، الخوف ما يلقى مكان}.',
    ],
    drumSteps.morals[0]!,
  ],
  help: [
    [
      'Baba came and crouched beside {H}. He whispered, "Tonight your job is a path of rose petals for the bride, not the people. Just look for the spot where the next petal will fall."',
      'جاءَ أَبو{H:هُ|ها} وَجَثا بِجانِبِ{H:هِ|ها}، وَهَمَسَ: «مُهِمَّتُ{H:كَ|كِ} اللَّيْلَةَ دَرْبٌ مِنَ البَتَلاتِ لِلْعَروسِ، لا النّاسُ. {H:ابْحَثْ|ابْحَثي} فَقَطْ عَنِ المَكانِ الَّذي سَتَقَعُ فيهِ البَتَلَةُ التّالِيَةُ».',
      `{d.dad} {d.came:m} {d:وقعد على ركبه جنب|ونزل على ركبه حدّ|ونزل على ركبه جنب|ونزل على ركبه جنب} {H}، {d:ووشوش|ووشوش|وهمس|وهمس}: «المهمّة الليلة طريق من ورق الورد ${forBride}، {d.not} الناس. {H:دوّر|دوّري} بس على {d:المكان اللي الورقة الجاية هتقع فيه|المحلّ اللي رح توقع فيه الورقة الجايي|المكان اللي بتطيح فيه الورقة الجاية|المكان اللي بتطيح فيه الورقة الياية}».`,
    ],
  ],
  together: [
    [
      '{H} dropped one petal, looked for the next spot and dropped another. {H} was so busy with the path that {H.he} forgot all about the people.',
      '{H:أَسْقَطَ|أَسْقَطَتْ} {H} بَتَلَةً، ثُمَّ {H:بَحَثَ|بَحَثَتْ} عَنِ المَكانِ التّالي، {H:وَأَسْقَطَ|وَأَسْقَطَتْ} أُخْرى. وَكانَ{H:|تْ} {H:مَشْغولًا|مَشْغولَةً} بِالدَّرْبِ حَتّى {H:نَسِيَ|نَسِيَتْ} النّاسَ كُلَّهُمْ.',
      '{H} {H:رمى|رمت} ورقة ورد، وبعدين {H:دوّر|دوّرت} على المكان اللي بعده، {H:ورمى|ورمت} {d:واحدة تانية|وحدة تانية|وحدة ثانية|وحدة ثانية}. {H:وكان مشغول|وكانت مشغولة} بالطريق لدرجة {H:إنّه نسي|إنّها نسيت} {d:الناس كلّها|الناس كلّن|الناس كلّهم|الناس كلّهم}.',
    ],
    [
      'Behind {H.him} came the bride, stepping softly on the petals {H.he} had laid.',
      'وَخَلْفَ{H:هُ|ها} كانَتِ العَروسُ تَمْشي بِخِفَّةٍ عَلى البَتَلاتِ الَّتي {H:فَرَشَها|فَرَشَتْها}.',
      'وورا{H:ه|ها} {d:العروسة كانت ماشية بالراحة على الورد اللي|العروس كانت ماشية عمهل عالورد اللي|العروس كانت تمشي بشويش على الورد اللي|العروس كانت تمشي بشويش على الورد اللي} {H:فرشه|فرشته}.',
      '2',
    ],
  ],
  resolution: [
    [
      'At the end of the hall {H} turned around: a long path of rose petals ran all the way back to the door, and the bride was smiling at the end of it. Everyone clapped for the bride and for {H} too.',
      'وَحينَ {H:بَلَغَ|بَلَغَتْ} {H} آخِرَ القاعَةِ {H:الْتَفَتَ|الْتَفَتَتْ}، فَإِذا دَرْبٌ طَويلٌ مِنَ البَتَلاتِ يَمْتَدُّ حَتّى البابِ، وَالعَروسُ تَبْتَسِمُ في آخِرِهِ؛ فَصَفَّقَ الجَميعُ لِلْعَروسِ، وَلِ{H.g} أَيْضًا.',
      `ولمّا {H} {H:وصل|وصلت} لآخر القاعة {H:لفّ|لفّت}، {d:وكان فيه|وكان في|وكان فيه|وكان في} طريق طويل من ورق الورد {d:لحدّ الباب|لحدّ الباب|لين الباب|لين الباب}، و${bride} {d:بتبتسم في آخره. والكل سقّف للعروسة|عم تبتسم بآخرو. والكل صفّق للعروس|تبتسم في آخره. والكل صفّق للعروس|تبتسم في آخره. والكل صفّق للعروس} ول{H} {d.also}.`,
    ],
    [
      'Later {R} hugged {H} and said, "That was the most beautiful path I have ever walked on."',
      'وَبَعْدَ ذلِكَ {R:عانَقَ|عانَقَتْ} {R} {H.a}، {R:وَقالَ|وَقالَتْ}: «كانَ أَجْمَلَ دَرْبٍ مَشَيْتُ عَلَيْهِ في حَياتي».',
      'وبعدين {R} {R:حضن|حضنت} {H}، {R:وقال|وقالت}: «{d:ده كان أحلى طريق مشيت عليه في حياتي|هيدا كان أحلى طريق مشيت عليه بحياتي|هذا كان أحلى طريق مشيت عليه في حياتي|هذا كان أحلى طريق مشيت عليه في حياتي}».',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'listen to Baba, who crouches beside them at the door of the wedding hall',
    together: 'scatter rose petals one by one into a path across the wedding hall',
    resolution: 'look back along a long path of rose petals as the bride smiles at the end of it',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'ground' }, { kind: 'bunting' }],
  },
};

const grandma = '{d:تيتة|تيتا|جدّتي|يدّتي}';
const song = '{d:أغنية الفرح القديمة|غنيّة العرس القديمة|أغنية العرس القديمة|أغنية العرس القديمة}';

/** Grandma hums the old wedding song of the family, and the song walks the child in. */
const familySong: SituationPlot = {
  ...shared,
  key: 'family-wedding/family-song',
  titles: [
    [
      "Grandma's Wedding Song",
      'أُغْنِيَةُ الجَدَّةِ في العُرْسِ',
      '{d:أغنية تيتة في الفرح|غنيّة تيتا بالعرس|أغنية الجدّة في العرس|أغنية اليدّة في العرس}',
    ],
    [
      'The Song That Walks Us In',
      'الأُغْنِيَةُ الَّتي تَزُفُّنا',
      '{d:الأغنية اللي بتزفّنا|الغنيّة اللي بتزفّنا|الأغنية اللي تزفّنا|الأغنية اللي تزفّنا}',
    ],
  ],
  morals: [
    [
      'An old family song can carry us through a new and scary door.',
      'أُغْنِيَةُ العائِلَةِ القَديمَةُ تَحْمِلُنا عَبْرَ البابِ الجَديدِ المُخيفِ.',
      '{d:أغنية العيلة القديمة بتعدّينا من الباب الجديد اللي بيخوّف|غنيّة العيلة القديمة بتمرّقنا من الباب الجديد اللي بيخوّف|أغنية العايلة القديمة تعدّينا من الباب الجديد اللي يخوّف|أغنية العايلة القديمة تعدّينا من الباب الجديد اللي يخوّف}.',
    ],
    [
      'When we sing together, no one walks alone.',
      'حينَ نُغَنّي مَعًا، لا يَمْشي أَحَدٌ وَحْدَهُ.',
      'لمّا {d:بنغنّي سوا، محدّش بيمشي لوحده|منغنّي سوا، ما حدا بيمشي وحدو|نغنّي سوا، ما أحد يمشي بروحه|نغنّي سوا، ما حد يمشي بروحه}.',
    ],
  ],
  help: [
    [
      'Then Grandma came and stood beside {H}. Very softly she hummed the old wedding song, the one {H} had heard at home a hundred times. "This song has walked every bride of the family into the wedding," she said, "and me too, long ago. Hum it with me, and the song will walk you in."',
      'ثُمَّ جاءَتِ الجَدَّةُ وَوَقَفَتْ بِجانِبِ {H.g}، وَدَنْدَنَتْ بِصَوْتٍ خافِتٍ أُغْنِيَةَ الأَعْراسِ القَديمَةَ الَّتي {H:سَمِعَها|سَمِعَتْها} {H} في البَيْتِ مِئَةَ مَرَّةٍ، وَقالَتْ: «هذِهِ الأُغْنِيَةُ زَفَّتْ كُلَّ عَروسٍ في عائِلَتِنا إِلى العُرْسِ، وَزَفَّتْني أَنا قَديمًا. {H:دَنْدِنْها|دَنْدِنيها} مَعي، وَالأُغْنِيَةُ {H:سَتَمْشي بِكَ|سَتَمْشي بِكِ}».',
      `وبعدين ${grandma} {d.came:f} ووقفت جنب {H}، ودندنت بصوت واطي ${song}، اللي {H} {H:سمعها|سمعتها} في البيت مية مرّة، وقالت: «{d:الأغنية دي زفّت كل عروسة في عيلتنا للفرح، وزفّتني أنا زمان|هالغنيّة زفّت كل عروس بعيلتنا عالعرس، وزفّتني أنا زمان|هالأغنية زفّت كل عروس في عايلتنا للعرس، وزفّتني أنا زمان|هالأغنية زفّت كل عروس في عايلتنا للعرس، وزفّتني أنا زمان}. {H:دندنها|دندنيها} {d:معايا|معي|معي|ويّاي}، والأغنية {d:هتمشّيك|رح تمشّيك|بتمشّيك|بتمشّيك}».`,
    ],
  ],
  together: [
    [
      '{H} hummed along under {H.his} breath. The first step came with the first line of the song, and the second step with the second.',
      'دَنْدَنَ{H:|تْ} {H} مَعَها بِصَوْتٍ خافِتٍ؛ فَجاءَتِ الخُطْوَةُ الأولى مَعَ السَّطْرِ الأَوَّلِ مِنَ الأُغْنِيَةِ، وَالثّانِيَةُ مَعَ الثّاني.',
      '{H} {H:دندن|دندنت} {d:معاها|معها|معها|ويّاها} بصوت واطي؛ أوّل خطوة {d:جت|إجت|جات|جات} مع أوّل {d:سطر|سطر|بيت|بيت} في الأغنية، {d:والتانية مع التاني|والتانية مع التاني|والثانية مع الثاني|والثانية مع الثاني}.',
    ],
    [
      "Soon the whole hall was singing the same song, and {H}'s humming was tucked inside it, warm and safe, one small voice in a big family.",
      'وَسُرْعانَ ما صارَتِ القاعَةُ كُلُّها تُغَنّي الأُغْنِيَةَ نَفْسَها، وَاخْتَبَأَتْ دَنْدَنَةُ {H.g} في داخِلِها، دافِئَةً آمِنَةً، صَوْتًا صَغيرًا في عائِلَةٍ كَبيرَةٍ.',
      'وبسرعة {d:القاعة كلّها بقت تغنّي نفس الأغنية|الصالة كلّها صارت تغنّي نفس الغنيّة|القاعة كلّها صارت تغنّي نفس الأغنية|القاعة كلّها صارت تغنّي نفس الأغنية}، ودندنة {H} {d:استخبّت جوّاها، دافية ومطمّنة، صوت صغيّر في عيلة كبيرة|تخبّت جوّاها، دافية ومطمّنة، صوت زغير بعيلة كبيرة|تخبّت داخلها، دافية ومطمّنة، صوت صغير في عايلة كبيرة|تخبّت داخلها، دافية ومطمّنة، صوت صغير في عايلة كبيرة}.',
      '2',
    ],
  ],
  resolution: [
    [
      'With the last line of the song, {H} reached the front of the hall. The bride came right behind, smiling, and Grandma was still humming.',
      'وَمَعَ آخِرِ سَطْرٍ مِنَ الأُغْنِيَةِ وَصَلَ{H:|تْ} {H} إِلى صَدْرِ القاعَةِ، وَخَلْفَ{H:هُ|ها} العَروسُ تَبْتَسِمُ، وَالجَدَّةُ ما زالَتْ تُدَنْدِنُ.',
      `ومع آخر {d:سطر|سطر|بيت|بيت} في الأغنية {H} {H:وصل|وصلت} {d:لأوّل القاعة|لصدر الصالة|لصدر القاعة|لصدر القاعة}، و${bride} ورا{H:ه|ها} {d:بتبتسم|عم تبتسم|تبتسم|تبتسم}، و${grandma} {d:لسّه بتدندن|بعدا عم تدندن|للحين تدندن|للحين تدندن}.`,
    ],
    [
      'At the end of the wedding {R} found {H} and said, "You walked in on the family\'s song. Now it is your song too."',
      'وَفي آخِرِ العُرْسِ {R:وَجَدَ|وَجَدَتْ} {R} {H.a}، {R:وَقالَ|وَقالَتْ}: «{H:مَشَيْتَ|مَشَيْتِ} عَلى أُغْنِيَةِ عائِلَتِنا، وَصارَتِ الآنَ أُغْنِيَتَ{H:كَ|كِ} أَيْضًا».',
      `وفي آخر {d:الفرح|العرس|العرس|العرس}، {R} {R:قال|قالت} ل{H}: «{H:مشيت|مشيتي} على أغنية {d:عيلتنا، ودلوقتي بقت أغنيتك كمان|عيلتنا، وهلّق صارت غنيّتك كمان|عايلتنا، والحين صارت أغنيتك بعد|عايلتنا، والحين صارت أغنيتك بعد}».`,
      '2',
    ],
    [
      '{H} understood why Grandma had chosen that song: for years it had carried the brides and children of the family through this same nervous door, and tonight it had carried {H} too.',
      'فَهِمَ{H:|تْ} {H} لِماذا اخْتارَتِ الجَدَّةُ تِلْكَ الأُغْنِيَةَ: فَقَدْ حَمَلَتْ عَرائِسَ العائِلَةِ وَأَطْفالَها عَبْرَ هذا البابِ المُرْبِكِ سِنينَ طَويلَةً، وَاللَّيْلَةَ حَمَلَتْ {H.a} أَيْضًا.',
      `{H} فهم{H:|ت} {d:ليه|ليش|ليه|ليش} ${grandma} {d:اختارت الأغنية دي: سنين وهي بتعدّي عرايس العيلة وعيالها من الباب ده اللي بيخوّف|اختارت هالغنيّة: سنين وهيّي عم تمرّق عرايس العيلة وولادها من هالباب اللي بيخوّف|اختارت هالأغنية: سنين وهي تعدّي عرايس العايلة وعيالها من هالباب اللي يخوّف|اختارت هالأغنية: سنين وهي تعدّي عرايس العايلة وعيالها من هالباب اللي يخوّف}، والليلة {d:عدّت|مرّقت|عدّت|عدّت} {H} {d.also}.`,
      '3',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'stand beside Grandma, who hums softly at the door of the wedding hall',
    together: 'walk into the wedding hall humming, holding the flower basket',
    resolution: 'stand at the front of the wedding hall as the bride arrives and Grandma hums',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
  },
};

const grandpa = '{d:جدّو|جدّو|جدّي|يدّي}';
const tambourine = '{d:الرقّ|الدفّ|الطار|الطار}';

/** Grandpa borrows a little tambourine from the drummers: the zaffa needs one more drummer, and the drummer walks in front. */
const littleDrummer: SituationPlot = {
  ...shared,
  key: 'family-wedding/little-drummer',
  titles: [
    [
      'The Littlest Drummer',
      'أَصْغَرُ طَبّالٍ في الزَّفَّةِ',
      '{d:أصغر طبّال في الزفّة|أزغر طبّال بالزفّة|أصغر طبّال في الزفّة|أصغر طبّال في الزفّة}',
    ],
    ['Tap, Step, Tap', 'نَقْرَةٌ وَخُطْوَةٌ', 'دقّة وخطوة'],
  ],
  morals: [
    [
      'When our hands are busy with the music, our feet find the way.',
      'حينَ تَنْشَغِلُ أَيْدينا بِالإيقاعِ، تَعْرِفُ أَقْدامُنا الطَّريقَ.',
      'لمّا {d:إيدينا تنشغل بالإيقاع، رجلينا بتعرف الطريق|إيدينا تنشغل بالإيقاع، إجرينا بتعرف الطريق|يدينا تنشغل بالإيقاع، رجولنا تعرف الطريق|يدينا تنشغل بالإيقاع، رجولنا تعرف الطريق}.',
    ],
    drumSteps.morals[0]!,
  ],
  help: [
    [
      'Then Grandpa came over with a little tambourine borrowed from the drummers. "The zaffa needs one more drummer," he said, "and the drummer walks in front of the bride. Tap it with every step."',
      'ثُمَّ جاءَ الجَدُّ بِدُفٍّ صَغيرٍ اسْتَعارَهُ مِنَ الطَّبّالينَ، وَقالَ: «الزَّفَّةُ تَحْتاجُ إِلى طَبّالٍ آخَرَ، وَالطَّبّالُ يَمْشي أَمامَ العَروسِ. {H:انْقُرْهُ|انْقُريهِ} مَعَ كُلِّ خُطْوَةٍ».',
      `وبعدين ${grandpa} {d.came:m} {d:ومعاه رقّ صغيّر استلفه من الطبّالين|ومعو دفّ زغير استعارو من الطبّالين|ومعه طار صغير استلفه من الطبّالين|وويّاه طار صغير استلفه من الطبّالين}، وقال: «الزفّة {d:محتاجة طبّال كمان، والطبّال بيمشي قدّام العروسة|بدّها طبّال كمان، والطبّال بيمشي قدّام العروس|تبي طبّال بعد، والطبّال يمشي قدّام العروس|تبا طبّال بعد، والطبّال يمشي قدّام العروس}. {H:دقّ|دقّي} عليه مع كل خطوة».`,
      '2',
    ],
    [
      'Then Grandpa came with a little drum. "The bride\'s walk needs one more drummer," he said. "Tap it with every step."',
      'ثُمَّ جاءَ الجَدُّ بِدُفٍّ صَغيرٍ، وَقالَ: «الزَّفَّةُ تَحْتاجُ إِلى طَبّالٍ آخَرَ. {H:انْقُرْهُ|انْقُريهِ} مَعَ كُلِّ خُطْوَةٍ».',
      'وبعدين {d:جدّو|جدّو|جدّي|يدّي} {d.came:m} {d:ومعاه رقّ صغيّر|ومعو دفّ زغير|ومعه طار صغير|وويّاه طار صغير}، وقال: «الزفّة {d:محتاجة طبّال كمان|بدّها طبّال كمان|تبي طبّال بعد|تبا طبّال بعد}. {H:دقّ|دقّي} عليه مع كل خطوة».',
      'y',
    ],
  ],
  together: [
    [
      'Tap, step. Tap, step. {H} was so busy keeping the beat that {H.he} forgot to count the people watching.',
      'نَقْرَةٌ وَخُطْوَةٌ، نَقْرَةٌ وَخُطْوَةٌ. {H:انْشَغَلَ|انْشَغَلَتْ} {H} بِالإيقاعِ حَتّى {H:نَسِيَ|نَسِيَتْ} أَنْ {H:يَعُدَّ|تَعُدَّ} النّاسَ الَّذينَ يَنْظُرونَ.',
      'دقّة وخطوة، دقّة وخطوة. {H} انشغل{H:|ت} بالإيقاع لدرجة {H:إنّه نسي|إنّها نسيت} {d:الناس اللي بيتفرّجوا|الناس اللي عم يتفرّجوا|الناس اللي يطالعون|الناس اللي يطالعون}.',
    ],
    [
      "The big drums answered the little tambourine, and the whole zaffa seemed to follow {H}'s steps.",
      'وَرَدَّتِ الطُّبولُ الكَبيرَةُ عَلى الدُّفِّ الصَّغيرِ، فَبَدا كَأَنَّ الزَّفَّةَ كُلَّها تَتْبَعُ خُطُواتِ {H.g}.',
      'والطبول الكبيرة {d:ردّت على الرقّ الصغيّر، وكأنّ الزفّة كلّها ماشية ورا خطوات|ردّت عالدفّ الزغير، وكأنّو الزفّة كلّا ماشية ورا خطوات|ردّت على الطار الصغير، وكأنّ الزفّة كلّها تمشي ورا خطوات|ردّت على الطار الصغير، وكأنّ الزفّة كلّها تمشي ورا خطوات} {H}.',
      '2',
    ],
  ],
  resolution: [
    [
      'With one last tap, {H} reached the front of the hall. The bride came in behind {H.him}, and the drums rolled for them both.',
      'وَبِنَقْرَةٍ أَخيرَةٍ وَصَلَ{H:|تْ} {H} إِلى صَدْرِ القاعَةِ، وَدَخَلَتِ العَروسُ خَلْفَ{H:هُ|ها}، وَدَوَّتِ الطُّبولُ لَهُما مَعًا.',
      `وبآخر دقّة {H} {H:وصل|وصلت} {d:لأوّل القاعة|لصدر الصالة|لصدر القاعة|لصدر القاعة}، و${bride} {d:دخلت|فاتت|دخلت|دخلت} ورا{H:ه|ها}، والطبول {d:دوّت ليهم هما الاتنين|ضربت إلن التنين|دوّت لهم الثنين|دوّت لهم الثنين}.`,
    ],
    [
      'Grandpa took the tambourine back to the drummers, and they thanked their new drummer with a long roll on the big drum.',
      'وَأَعادَ الجَدُّ الدُّفَّ إِلى الطَّبّالينَ، فَشَكَروا {H:طَبّالَهُمُ الجَديدَ|طَبّالَتَهُمُ الجَديدَةَ} بِدَقَّةٍ طَويلَةٍ عَلى الطَّبْلِ الكَبيرِ.',
      `${grandpa} رجّع ${tambourine} للطبّالين، {d:وشكروا|وشكروا|وشكروا|وشكروا} {H:طبّالهم الجديد|طبّالتهم الجديدة} {d:بدقّة طويلة على الطبلة الكبيرة|بضربة طويلة عالطبل الكبير|بدقّة طويلة على الطبل الكبير|بدقّة طويلة على الطبل الكبير}.`,
      '2',
    ],
    [
      '{H} understood that fear likes us to stand still; once {H.his} hands had a beat to keep, there was no room left for it.',
      'فَهِمَ{H:|تْ} {H} أَنَّ الخَوْفَ يُحِبُّ أَنْ نَقِفَ ساكِنينَ؛ فَلَمّا صارَ لِيَدَيْ{H:هِ|ها} إيقاعٌ {H:يَحْفَظُهُ|تَحْفَظُهُ}، لَمْ يَبْقَ لَهُ مَكانٌ.',
      '{H} فهم{H:|ت} إنّ الخوف {d:بيحبّنا واقفين مكاننا؛ ولمّا إيدي|بيحبّنا واقفين بمحلّنا؛ ولمّا إيدي|يحبّنا واقفين مكاننا؛ ولمّا يدين|يحبّنا واقفين مكاننا؛ ولمّا يدين}{H:ه|ها} {d:بقى ليها إيقاع، ما فضلش له مكان|صار إلها إيقاع، ما ضلّ إلو محلّ|صار لها إيقاع، ما بقى له مكان|صار لها إيقاع، ما بقى له مكان}.',
      '3',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'take a little tambourine from Grandpa at the door of the wedding hall',
    together: 'walk into the wedding hall tapping a little tambourine to the drums',
    resolution:
      'stand at the front of the wedding hall with a little tambourine as the bride arrives',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
  },
};

/** A little girl of the family, even smaller, is frightened too: looking after her, the child forgets to be afraid. */
const smallerOne: SituationPlot = {
  ...shared,
  key: 'family-wedding/smaller-one',
  titles: [
    [
      'Two Little Flower Carriers',
      '{H:حامِلا الوُرودِ الصَّغيرانِ|حامِلَتا الوُرودِ الصَّغيرَتانِ}',
      '{d:اتنين شايلين الورد|تنين حاملين الورد|ثنين شايلين الورد|ثنين شايلين الورد}',
    ],
    ['{H} Counts the Petals', '{H} {H:يَعُدُّ|تَعُدُّ} البَتَلاتِ', '{H} {d.bh}{H:يعدّ|تعدّ} ورق الورد'],
  ],
  morals: [
    [
      'Courage is easiest to find when we hold it out to someone else.',
      'أَسْهَلُ ما تَكونُ الشَّجاعَةُ حينَ نُقَدِّمُها لِغَيْرِنا.',
      '{d:الشجاعة بتبقى أسهل لمّا بنديها لغيرنا|الشجاعة بتصير أسهل لمّا منعطيها لغيرنا|الشجاعة تصير أسهل لمّا نعطيها لغيرنا|الشجاعة تصير أسهل لمّا نعطيها لغيرنا}.',
    ],
    drumSteps.morals[0]!,
  ],
  help: [
    [
      'Then a little girl of the family, even smaller than {H}, came and stood close beside {H.him}. She had a flower basket too, and her lip was trembling. "I am scared to walk in front of the bride," she whispered.',
      'ثُمَّ جاءَتْ طِفْلَةٌ مِنَ العائِلَةِ، أَصْغَرُ مِنْ {H.g}، وَوَقَفَتْ قَريبًا مِنْ{H:هُ|ها}. كانَتْ تَحْمِلُ سَلَّةَ وُرودٍ هِيَ أَيْضًا، وَشَفَتُها تَرْتَجِفُ، وَهَمَسَتْ: «أَخافُ أَنْ أَمْشِيَ أَمامَ العَروسِ».',
      `وبعدين {d:بنت صغيّرة من العيلة، أصغر من|بنت زغيرة من العيلة، أزغر من|بنت صغيرة من العايلة، أصغر من|بنت صغيرة من العايلة، أصغر من} {H}، {d:جت ووقفت جنب|إجت ووقفت حدّ|جات ووقفت جنب|جات ووقفت جنب}{H:ه|ها}. {d:كانت شايلة سبت ورد هي كمان، وشفايفها بتترعش، ووشوشت: «أنا خايفة أمشي قدّام العروسة»|كانت حاملة سلّة ورد هيّي كمان، وشفافها عم ترجف، ووشوشت: «أنا خايفة إمشي قدّام العروس»|كانت شايلة سلّة ورد هي بعد، وشفايفها ترجف، وهمست: «أنا خايفة أمشي قدّام العروس»|كانت شايلة سلّة ورد هي بعد، وشفايفها ترجف، وهمست: «أنا خايفة أمشي قدّام العروس»}.`,
    ],
  ],
  together: [
    [
      '{H} forgot all about {H.his} own wobbly knees. "Walk with me," {H} told her. "We will count the petals together, one for every step."',
      '{H:نَسِيَ|نَسِيَتْ} {H} رُكْبَتَيْ{H:هِ|ها} المُرْتَجِفَتَيْنِ، {H:وَقالَ|وَقالَتْ} لَها: «امْشي مَعي، نَعُدُّ البَتَلاتِ مَعًا، بَتَلَةً مَعَ كُلِّ خُطْوَةٍ».',
      '{H} {H:نسي|نسيت} {d:ركب|ركاب|ركب|ركب}{H:ه|ها} {d:اللي بتترعش|اللي عم ترجف|اللي ترجف|اللي ترجف}، {H:وقال|وقالت} {d:ليها: «امشي معايا، نعدّ ورق الورد سوا، ورقة مع كل خطوة»|إلها: «مشي معي، منعدّ ورق الورد سوا، ورقة مع كل خطوة»|لها: «امشي معي، نعدّ ورق الورد سوا، ورقة مع كل خطوة»|لها: «امشي ويّاي، نعدّ ورق الورد سوا، ورقة ويّا كل خطوة»}.',
    ],
    [
      'Side by side they stepped into the hall: one, two, three petals. The little girl counted in a whisper, and {H} counted a little louder, so that she could hear.',
      '{H:وَدَخَلا|وَدَخَلَتا} القاعَةَ جَنْبًا إِلى جَنْبٍ: بَتَلَةٌ، اثْنَتانِ، ثَلاثٌ. كانَتِ الصَّغيرَةُ تَعُدُّ هَمْسًا، وَ{H} {H:يَعُدُّ|تَعُدُّ} بِصَوْتٍ أَعْلى قَليلًا لِتَسْمَعَ.',
      '{d:ودخلوا القاعة جنب بعض: ورقة، اتنين، تلاتة. الصغيّرة كانت بتعدّ بهمس|وفاتوا عالصالة حدّ بعض: ورقة، تنتين، تلاتة. الزغيرة كانت عم تعدّ بالوشوشة|ودخلوا القاعة جنب بعض: ورقة، ثنتين، ثلاث. الصغيرة كانت تعدّ بهمس|ودخلوا القاعة جنب بعض: ورقة، ثنتين، ثلاث. الصغيرة كانت تعدّ بهمس}، و{H} {d.b}{H:يعدّ|تعدّ} {d:بصوت أعلى شوية عشان تسمع|بصوت أعلى شوي مشان تسمع|بصوت أعلى شوي عشان تسمع|بصوت أعلى شوي عشان تسمع}.',
      '2',
    ],
  ],
  resolution: [
    [
      'Together they reached the front of the hall, with the bride smiling behind them, and everyone clapped for the two of them.',
      '{H:وَوَصَلا|وَوَصَلَتا} مَعًا إِلى صَدْرِ القاعَةِ، وَالعَروسُ خَلْفَهُما تَبْتَسِمُ، فَصَفَّقَ الجَميعُ لَهُما.',
      `{d:ووصلوا سوا لأوّل القاعة|ووصلوا سوا لصدر الصالة|ووصلوا سوا لصدر القاعة|ووصلوا سوا لصدر القاعة}، و${bride} {d:وراهم بتبتسم، والكل سقّف ليهم|وراهن عم تبتسم، والكل صفّق إلن|وراهم تبتسم، والكل صفّق لهم|وراهم تبتسم، والكل صفّق لهم}.`,
    ],
    [
      'Later {R} bent down to them both. "My two bravest guests," {R:he|she} said, and gave each of them a rose from the bride\'s bouquet.',
      'وَبَعْدَ ذلِكَ {R:انْحَنى|انْحَنَتْ} {R} إِلَيْهِما {R:وَقالَ|وَقالَتْ}: «أَشْجَعُ {H:ضَيْفَيْنِ|ضَيْفَتَيْنِ} عِنْدي»، {R:وَأَعْطى|وَأَعْطَتْ} كُلًّا مِنْهُما وَرْدَةً مِنْ باقَةِ العَروسِ.',
      `وبعدين {R} {R:وطّى|وطّت} {d:ليهم|إلن|لهم|لهم} {R:وقال|وقالت}: «{d:أشجع اتنين في الفرح|أشجع تنين بالعرس|أشجع ثنين في العرس|أشجع ثنين في العرس}»، و{d.gave:R} كل واحد {d:فيهم وردة من بوكيه العروسة|منن وردة من باقة العروس|منهم وردة من باقة العروس|منهم وردة من باقة العروس}.`,
      '2',
    ],
    [
      '{H} noticed something strange: the fear had gone at the very moment someone smaller needed {H.him}. Perhaps, {H.he} thought, courage is easiest to find when you are holding it out to someone else.',
      '{H:لاحَظَ|لاحَظَتْ} {H} أَمْرًا عَجيبًا: ذَهَبَ الخَوْفُ في اللَّحْظَةِ الَّتي احْتاجَتْ فيها إِلَيْ{H:هِ|ها} مَنْ هِيَ أَصْغَرُ مِنْ{H:هُ|ها}. {H:وَفَكَّرَ|وَفَكَّرَتْ}: لَعَلَّ الشَّجاعَةَ أَسْهَلُ ما تَكونُ حينَ نُقَدِّمُها لِغَيْرِنا.',
      '{H} {H:لاحظ|لاحظت} {d:حاجة غريبة: الخوف راح في اللحظة اللي فيها حدّ أصغر احتاج|شي غريب: الخوف راح باللحظة اللي فيها حدا أزغر احتاج|شي غريب: الخوف راح في اللحظة اللي فيها أحد أصغر احتاج|شي غريب: الخوف راح في اللحظة اللي فيها حد أصغر احتاج}{H:ه|ها}. {H:وفكّر|وفكّرت}: {d:يمكن الشجاعة أسهل لمّا بنديها لغيرنا|يمكن الشجاعة أسهل لمّا منعطيها لغيرنا|يمكن الشجاعة أسهل لمّا نعطيها لغيرنا|يمكن الشجاعة أسهل لمّا نعطيها لغيرنا}.',
      '3',
    ],
  ],
  scene: {
    problem: 'stand frozen at the door of a wedding hall, holding a basket of flowers',
    try: 'step back from the busy wedding hall, holding the flower basket',
    help: 'stand at the door of the wedding hall beside a smaller girl with a flower basket',
    together: 'walk into the wedding hall beside a smaller girl, both scattering petals',
    resolution: 'stand with a smaller girl at the front of the wedding hall as the bride arrives',
  },
  props: {
    problem: [{ kind: 'flowers', where: 'held' }],
    try: [{ kind: 'flowers', where: 'held' }],
    help: [{ kind: 'flowers', where: 'held' }],
    together: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
    resolution: [{ kind: 'flowers', where: 'held' }, { kind: 'bunting' }],
  },
};

export const familyWeddingPlots: readonly SituationPlot[] = [
  drumSteps,
  sideBySide,
  petalPath,
  familySong,
  littleDrummer,
  smallerOne,
];
