import type { StoryLocationInput } from '../types.ts';
import type { Pool } from './lines.ts';

/**
 * Details of a place, found by words in the location's name and description (a souk with spice
 * stalls smells of cinnamon; a beach has little waves). When a description names fewer than two,
 * the place type adds its own.
 */
export interface PlaceFeature {
  key: string;
  match: RegExp;
  /** Words that rule the feature out (no courtyard fountain in a flat). */
  unless?: RegExp;
  lines: Pool;
}

export const placeFeatures: readonly PlaceFeature[] = [
  {
    key: 'lanterns',
    match: /lantern|\blamps?\b|fanoo?s|fanous/i,
    lines: [
      [
        'Lanterns [glowed|shone] softly {P.in}.',
        'كانَتِ الفَوانيسُ [تَتَوَهَّجُ|تَلْمَعُ] بِهُدوءٍ في {P.g}.',
        'الفوانيس كانت [{d.b}تنوّر|{d.b}تلمع] بهدوء في {P}.',
        'sn',
      ],
      [
        '[Red, gold and green|Blue, pink and amber] lanterns [swayed on their strings|rocked gently in the breeze].',
        'تَمايَلَتْ فَوانيسُ [حَمْراءُ وَذَهَبِيَّةٌ وَخَضْراءُ|زَرْقاءُ وَوَرْدِيَّةٌ وَكَهْرَمانِيَّةٌ] [عَلى حِبالِها|مَعَ النَّسيمِ بِرِفْقٍ].',
        'فوانيس [حمرا ودهبية وخضرا|زرقا و{d:بمبي|زهر|وردي} وعسلي] كانت {d.b}تتمايل [على الحبال|مع النسمة بالراحة].',
      ],
      [
        'The lantern light made little [patterns|stars] on the walls.',
        'رَسَمَ ضَوْءُ الفَوانيسِ [نُقوشًا|نُجومًا] صَغيرَةً عَلى الجُدْرانِ.',
        'نور الفوانيس رسم [نقوش|نجوم] صغيرة على {d:الحيطان|الحيطان|الجدران}.',
        '2sn',
      ],
    ],
  },
  {
    key: 'spices',
    match: /spice|cinnamon|saffron|cardamom|perfume|incense|\boud\b/i,
    lines: [
      [
        'The air smelled of [cinnamon|saffron] and warm bread.',
        'فاحَتْ في الهَواءِ رائِحَةُ [القِرْفَةِ|الزَّعْفَرانِ] وَالخُبْزِ الدّافِئِ.',
        'ريحة [القرفة|الزعفران] و{d:العيش السخن|الخبز السخن|الخبز الحار} كانت {d:في كل حتّة|بكل مطرح|في كل مكان}.',
      ],
      [
        'Sacks of [yellow|orange] spices stood in neat rows.',
        'وَقَفَتْ أَكْياسُ التَّوابِلِ [الصَّفْراءِ|البُرْتُقالِيَّةِ] في صُفوفٍ مُرَتَّبَةٍ.',
        'أكياس البهارات [الصفرا|البرتقالي] كانت مصفوفة صفوف صفوف.',
      ],
      [
        '{H} breathed in the sweet smell of [spices|cardamom and cloves] and smiled.',
        'اسْتَنْشَقَ{H:|تْ} {H} رائِحَةَ [التَّوابِلِ|الهالِ وَالقَرَنْفُلِ] الحُلْوَةَ وَابْتَسَمَ{H:|تْ}.',
        '{H} شمّ{H:|ت} ريحة [البهارات|{d:الحبّهان|الهيل|الهيل} والقرنفل] الحلوة وابتسم{H:|ت}.',
        '2',
      ],
    ],
  },
  {
    key: 'palms',
    match: /\bpalms?\b|date trees?|\bdates\b/i,
    lines: [
      [
        'Tall palm trees swayed in the [evening|gentle] breeze.',
        'تَمايَلَ النَّخيلُ العالي مَعَ [نَسيمِ المَساءِ|النَّسيمِ اللَّطيفِ].',
        'النخل العالي كان {d.b}يتمايل مع [نسمة المغرب|النسمة الحلوة].',
      ],
      [
        'Dates hung from the palms like [little lamps|golden beads].',
        'تَدَلّى التَّمْرُ مِنَ النَّخيلِ مِثْلَ [مَصابيحَ صَغيرَةٍ|خَرَزٍ ذَهَبِيٍّ].',
        '{d:البلح|التمر|التمر} كان متعلّق في النخل {d.like} [لمبات صغيرة|خرز دهبي].',
      ],
      [
        '{H} sat for a moment under a palm tree and looked up.',
        'جَلَسَ{H:|تْ} {H} لَحْظَةً تَحْتَ نَخْلَةٍ، وَنَظَرَ{H:|تْ} إِلى الأَعْلى.',
        '{H} قعد{H:|ت} {d.bit} تحت نخلة و{d.looked:H} لفوق.',
        '2w',
      ],
    ],
  },
  {
    key: 'sand',
    match: /\bsand|\bdunes?\b|desert/i,
    lines: [
      [
        'The sand was [soft|warm] and golden.',
        'كانَتِ الرِّمالُ [ناعِمَةً|دافِئَةً] ذَهَبِيَّةً.',
        'الرمل كان [ناعم|دافي] ولونه دهبي.',
      ],
      [
        'The dunes rolled away like [soft waves|sleeping camels].',
        'امْتَدَّتِ الكُثْبانُ بَعيدًا مِثْلَ [أَمْواجٍ ناعِمَةٍ|جِمالٍ نائِمَةٍ].',
        '{d:تلال الرمل|تلال الرمل|الطعوس} كانت ممدودة لبعيد {d.like} [موج ناعم|جمال نايمة].',
      ],
      [
        'Little footprints dotted the sand where {H} had walked.',
        'تَرَكَتْ خُطُواتُ {H.g} آثارًا صَغيرَةً عَلى الرَّمْلِ.',
        'خطوات {H} {d:سابت|تركت|خلّت} علامات صغيرة على الرمل.',
        '2w',
      ],
    ],
  },
  {
    key: 'sea',
    match: /\bsea\b|beach|shore|coast|waves?\b|ocean|\bbay\b|corniche/i,
    lines: [
      [
        'Little waves [whispered|splashed] on the shore.',
        'كانَتِ الأَمْواجُ الصَّغيرَةُ [تَهْمِسُ|تَتَناثَرُ] عَلى الشّاطِئِ.',
        'الموج ال{d.small:m} كان [{d.b}يوشوش|{d.b}يرشّ] على {d:الشط|الشط|البحر}.',
      ],
      [
        'The sea shone like [silver|glass].',
        'لَمَعَ البَحْرُ مِثْلَ [الفِضَّةِ|الزُّجاجِ].',
        'البحر كان {d.b}يلمع {d.like} [الفضّة|{d:الإزاز|القزاز|الزجاج}].',
      ],
      [
        'Seagulls called to each other as they flew home.',
        'تَنادَتِ النَّوارِسُ وَهِيَ تَطيرُ عائِدَةً إِلى أَعْشاشِها.',
        'النوارس كانت {d.b}تنادي على بعض وهي راجعة لعشوشها.',
        '2',
      ],
    ],
  },
  {
    key: 'flowers',
    match: /flower|garden|\broses?\b|jasmine|blossom|meadow/i,
    lines: [
      [
        'The flowers nodded in the [soft|cool] breeze.',
        'هَزَّتِ الأَزْهارُ رُؤوسَها مَعَ النَّسيمِ [اللَّطيفِ|العَليلِ].',
        'الورد كان {d.b}يهزّ راسه مع النسمة [الحلوة|الطريّة].',
      ],
      [
        'The jasmine smelled sweet in the evening air.',
        'فاحَ عِطْرُ الياسَمينِ في هَواءِ المَساءِ.',
        'ريحة الياسمين كانت حلوة {d.very} في هوا المغرب.',
        'sn',
      ],
      [
        'The bees had gone to sleep, and the garden was very still.',
        'نامَ النَّحْلُ، وَصارَتِ الحَديقَةُ ساكِنَةً تَمامًا.',
        'النحل نام، و{d:الجنينة بقت ساكتة خالص|الجنينة صارت ساكتة كتير|الحديقة صارت ساكتة مرّة|الحديقة صارت ساكتة وايد}.',
        '2sn',
      ],
    ],
  },
  {
    key: 'trees',
    match: /\btrees?\b|forest|\bwoods?\b|jungle|\bleaf|leaves|\boaks?\b|olive/i,
    lines: [
      [
        'Tall trees [whispered|rustled] above {H}.',
        'كانَتِ الأَشْجارُ العالِيَةُ [تَهْمِسُ|تُحَرِّكُ أَوْراقَها] فَوْقَ {H.g}.',
        'الشجر العالي كان [{d.b}يوشوش|{d.b}يحرّك ورقه] فوق {H}.',
      ],
      [
        'The leaves [glowed green|turned gold] in the last light of the day.',
        'صارَتِ الأَوْراقُ [خَضْراءَ لامِعَةً|ذَهَبِيَّةً] في آخِرِ ضَوْءِ النَّهارِ.',
        'الورق {d.became:m} [أخضر {d.b}يلمع|دهبي] في آخر نور النهار.',
        's',
      ],
      [
        'An old olive tree stood in the middle, with wide, kind shade.',
        'وَقَفَتْ في الوَسَطِ شَجَرَةُ زَيْتونٍ عَجوزٌ، واسِعَةُ الظِّلِّ.',
        'في النصّ {d.thereis} شجرة زيتون كبيرة، ضلّها واسع.',
        '2',
      ],
    ],
  },
  {
    key: 'fountain',
    match: /fountain|\bpools?\b|\bsprings?\b/i,
    lines: [
      [
        'A fountain [sang|bubbled] softly in the middle of {P}.',
        'كانَتْ نافورَةٌ [تُغَنّي|تُبَقْبِقُ] بِهُدوءٍ في وَسَطِ {P.g}.',
        '{d.thereis} نافورة كانت [{d.b}تغنّي|{d.b}تبقبق] بهدوء في نصّ {P}.',
      ],
      [
        'The water drops shone like tiny [pearls|stars].',
        'لَمَعَتْ قَطَراتُ الماءِ مِثْلَ [لَآلِئَ|نُجومٍ] صَغيرَةٍ.',
        'نقط {d.water} كانت {d.b}تلمع {d.like} [{d:لولي|لولو|لولو}|نجوم] صغيرة.',
      ],
    ],
  },
  {
    key: 'hills',
    match: /mountain|\bhills?\b|valley|cliff/i,
    lines: [
      [
        'The hills stood quiet and tall around {P}.',
        'وَقَفَتِ التِّلالُ هادِئَةً عالِيَةً حَوْلَ {P.g}.',
        'التلال كانت هادية وعالية {d.around} {P}.',
      ],
      [
        'The mountain tops turned [pink|orange] in the evening.',
        'تَلَوَّنَتْ قِمَمُ الجِبالِ بِاللَّوْنِ [الوَرْدِيِّ|البُرْتُقالِيِّ] في المَساءِ.',
        'روس الجبال {d.became:p} [{d:بمبي|زهر|وردي}|{d:برتقاني|ليموني|برتقالي}] وقت المغرب.',
        's',
      ],
      [
        'A small path wound up the hill like a ribbon.',
        'الْتَفَّ دَرْبٌ صَغيرٌ عَلى التَّلِّ مِثْلَ شَريطٍ.',
        '{d.thereis} سكّة صغيرة ملفوفة على التلّ {d.like} الشريطة.',
        '2',
      ],
    ],
  },
  {
    key: 'castle',
    match: /castle|palace|tower|kingdom|throne|\bforts?\b/i,
    lines: [
      [
        'The castle towers shone [pink|gold] in the evening light.',
        'لَمَعَتْ أَبْراجُ القَصْرِ بِلَوْنٍ [وَرْدِيٍّ|ذَهَبِيٍّ] في ضَوْءِ المَساءِ.',
        'أبراج القصر كانت {d.b}تلمع [{d:بمبي|زهر|وردي}|دهبي] في نور المغرب.',
        'as',
      ],
      [
        'Flags on the towers waved hello to the stars.',
        'لَوَّحَتِ الأَعْلامُ فَوْقَ الأَبْراجِ لِلنُّجومِ.',
        'الأعلام اللي فوق الأبراج كانت {d.b}تسلّم على النجوم.',
        'sn',
      ],
      [
        'Inside the castle, the long halls were warm and full of soft carpets.',
        'في داخِلِ القَصْرِ، كانَتِ القاعاتُ الطَّويلَةُ دافِئَةً مَفْروشَةً بِالسَّجّادِ النّاعِمِ.',
        'جوّا القصر، القاعات الطويلة كانت دافية ومليانة سجّاد ناعم.',
        '2',
      ],
    ],
  },
  {
    key: 'crystals',
    match: /crystal|\bgems?\b|jewel|sparkl|glitter|shimmer|rainbow/i,
    lines: [
      [
        'Everything {P.in} sparkled like tiny crystals.',
        'كانَ كُلُّ شَيْءٍ في {P.g} يَلْمَعُ مِثْلَ بَلّوراتٍ صَغيرَةٍ.',
        'كل {d.thing} في {P} كان {d.b}يلمع {d.like} حبّات كريستال صغيرة.',
      ],
      [
        'Rainbow colours danced on every wall.',
        'رَقَصَتْ أَلْوانُ قَوْسِ قُزَحَ عَلى كُلِّ جِدارٍ.',
        'ألوان قوس قزح كانت {d.b}ترقص على كل {d:حيطة|حيط|جدار}.',
      ],
    ],
  },
  {
    key: 'boats',
    match: /\bboats?\b|\bships?\b|\bdhows?\b|harbou?r|\bport\b|marina|\bpier\b|fisherm/i,
    lines: [
      [
        'Wooden boats rocked gently by the pier.',
        'تَأَرْجَحَتِ القَوارِبُ الخَشَبِيَّةُ بِلُطْفٍ قُرْبَ الرَّصيفِ.',
        '{d:المراكب|القوارب|القوارب} الخشب كانت {d:بتتمرجح بالراحة|عم تتمرجح عمهلا|تتمايل على هونها} جنب الرصيف.',
      ],
      [
        'An old dhow with a white sail came slowly home.',
        'عادَ مَرْكَبٌ قَديمٌ بِشِراعٍ أَبْيَضَ إِلى المِيناءِ بِبُطْءٍ.',
        'مركب قديم بشراع أبيض رجع للمينا {d.slowly}.',
        '2',
      ],
    ],
  },
  {
    key: 'souk',
    match: /souk|souq|market|bazaar|\bstalls?\b|\bshops?\b|vendor|seller/i,
    lines: [
      [
        'The shopkeepers were closing their stalls [one by one|and counting the last coins of the day].',
        'كانَ أَصْحابُ الدَّكاكينِ يُغْلِقونَ مَحَلّاتِهِمْ [واحِدًا بَعْدَ واحِدٍ|وَيَعُدّونَ آخِرَ قُروشِ اليَوْمِ].',
        'أصحاب المحلّات كانوا {d:بيقفلوا محلّاتهم|عم يسكّروا محلّاتن|يسكّرون محلّاتهم} [واحد ورا {d:التاني|التاني|الثاني}|و{d.b}يعدّ{d.un} آخر {d:قروش|مصاري|فلوس} اليوم].',
        'sn',
      ],
      [
        '[Copper pots and bright cloth|Brass trays and woven baskets] hung in the little shops.',
        'تَدَلَّتِ [القُدورُ النُّحاسِيَّةُ وَالأَقْمِشَةُ المُلَوَّنَةُ|الصَّواني النُّحاسِيَّةُ وَالسِّلالُ المَنْسوجَةُ] في الدَّكاكينِ الصَّغيرَةِ.',
        '[{d:الحلل|الطناجر|القدور} النحاس والقماش الملوّن|الصواني النحاس والسلال المجدولة] كانوا متعلّقين في المحلّات ال{d.small:f}.',
      ],
      [
        '[A man was|An old woman was] selling [warm sweets that smelled of honey|round sesame bread, still warm from the oven|sticky date cakes on a copper tray].',
        '[كانَ رَجُلٌ يَبيعُ|كانَتْ عَجوزٌ تَبيعُ] [حَلْوًى دافِئَةً تَفوحُ مِنْها رائِحَةُ العَسَلِ|كَعْكًا مُسْتَديرًا بِالسِّمْسِمِ ما زالَ دافِئًا مِنَ الفُرْنِ|كَعْكَ التَّمْرِ عَلى صينِيَّةٍ نُحاسِيَّةٍ].',
        '[واحد كان {d.b}يبيع|{d:ست كبيرة|ختيارة|عجوز} كانت {d.b}تبيع] [حلويات {d:سخنة|سخنة|حارّة} ريحتها عسل|كعك بالسمسم {d:لسّه طالع|بعدو طالع|توّه طالع} من الفرن|كعك بالتمر على صينية نحاس].',
        '2',
      ],
    ],
  },
  {
    key: 'streets',
    match:
      /street|\broads?\b|alley|\blanes?\b|building|rooftop|\bcity\b|\btown\b|neighbou?rhood|bridge/i,
    lines: [
      [
        'The narrow lanes grew quiet as families went home.',
        'هَدَأَتِ الأَزِقَّةُ الضَّيِّقَةُ حينَ عادَتِ العائِلاتُ إِلى بُيوتِها.',
        '{d:الحواري|الزواريب|السكيك} الضيّقة هديت لمّا الناس رجعوا بيوت{d.hum}.',
        'sn',
      ],
      [
        'Lights came on in the windows, one by one.',
        'أُضيئَتِ الأَنْوارُ في النَّوافِذِ، واحِدًا تِلْوَ الآخَرِ.',
        'الأنوار نوّرت في {d:الشبابيك|الشبابيك|الدرايش} واحد ورا {d:التاني|التاني|الثاني}.',
        'sn',
      ],
      [
        'On the rooftops, people set out cushions to watch the sky.',
        'فَرَشَ النّاسُ الوَسائِدَ فَوْقَ السُّطوحِ لِيَتَفَرَّجوا عَلى السَّماءِ.',
        'الناس حطّوا مخدّات فوق السطوح {d.sothat} {d:يتفرّجوا على|يتفرّجوا على|يطالعون} السما.',
        '2sn',
      ],
    ],
  },
  {
    key: 'mosque',
    match: /mosque|minaret|masjid/i,
    lines: [
      [
        'The minaret stood tall and white against the sky.',
        'ارْتَفَعَتِ المِئْذَنَةُ بَيْضاءَ عالِيَةً في السَّماءِ.',
        '{d:المادنة|المادنة|المنارة} كانت عالية وبيضا في السما.',
      ],
      [
        'A soft call to prayer floated over the rooftops.',
        'طافَ صَوْتُ الأَذانِ الرَّقيقُ فَوْقَ السُّطوحِ.',
        'صوت {d:الأدان|الأذان|الأذان} الحلو طار فوق السطوح.',
        'sn',
      ],
    ],
  },
  {
    key: 'oasis',
    match: /oasis|\bwells?\b/i,
    lines: [
      [
        'At the oasis, the water was clear and cool.',
        'كانَ الماءُ في الواحَةِ صافِيًا بارِدًا.',
        '{d.water} في الواحة كانت صافية وباردة.',
      ],
      [
        'Green reeds grew around the little pool.',
        'نَبَتَ قَصَبٌ أَخْضَرُ حَوْلَ البِرْكَةِ الصَّغيرَةِ.',
        '{d.thereis} {d:بوص|قصب|قصب} أخضر طالع {d.around} البركة.',
      ],
    ],
  },
  {
    key: 'sky',
    match: /cloud|\bsky\b|\bstars?\b|\bmoon\b|galaxy|\bspace\b|planet|comet/i,
    lines: [
      [
        'Soft clouds drifted by like [cotton|wool].',
        'مَرَّتْ غُيومٌ ناعِمَةٌ مِثْلَ [القُطْنِ|الصّوفِ].',
        '{d:سحاب ناعم عدّى|غيوم ناعمة مرقت|غيوم ناعمة مرّت} {d.like} [القطن|الصوف].',
      ],
      [
        'The sky over {P} was wide and full of [colour|wonder].',
        'كانَتِ السَّماءُ فَوْقَ {P.g} واسِعَةً مَليئَةً بِ[الأَلْوانِ|العَجائِبِ].',
        'السما فوق {P} كانت واسعة ومليانة [ألوان|عجايب].',
      ],
      [
        'A shooting star drew a silver line across the sky.',
        'رَسَمَ شِهابٌ خَطًّا فِضِّيًّا في السَّماءِ.',
        'شهاب رسم خط فضّي في السما.',
        '2n',
      ],
    ],
  },
  {
    key: 'farm',
    match: /\bfarms?\b|sheep|goats?\b|\bcows?\b|chicken|\bhens?\b|\bbarn\b|\bfields?\b|village/i,
    lines: [
      [
        'The sheep and goats walked slowly home.',
        'عادَتِ الخِرافُ وَالماعِزُ إِلى الحَظيرَةِ بِبُطْءٍ.',
        'الخرفان والمعيز رجعوا {d:للزريبة على مهلهم|عالحظيرة عمهلن|للحظيرة على هونهم}.',
        'as',
      ],
      [
        'A hen tucked her chicks under her wings before sleep.',
        'ضَمَّتْ دَجاجَةٌ صِغارَها تَحْتَ جَناحَيْها قَبْلَ النَّوْمِ.',
        '{d:فرخة حضنت كتاكيتها|جاجة ضمّت صيصانها|دجاجة ضمّت صيصانها} تحت جناحاتها قبل النوم.',
        'sn',
      ],
    ],
  },
  {
    key: 'books',
    match: /library|\bbooks?\b|school|bookshop/i,
    lines: [
      [
        'Shelves of old books smelled of paper and ink.',
        'فاحَتْ مِنْ رُفوفِ الكُتُبِ القَديمَةِ رائِحَةُ الوَرَقِ وَالحِبْرِ.',
        'رفوف الكتب القديمة كانت ريحتها ورق وحبر.',
      ],
      [
        'A reading lamp made a small, warm circle of light.',
        'صَنَعَ مِصْباحُ القِراءَةِ دائِرَةً صَغيرَةً دافِئَةً مِنَ الضَّوْءِ.',
        'لمبة القراية {d.did:f} دايرة نور صغيرة ودافية.',
      ],
    ],
  },
  {
    key: 'playground',
    match: /playground|swings?\b|\bslides?\b|\bparks?\b/i,
    lines: [
      [
        'The swings creaked softly in the breeze.',
        'صَرَّتِ الأَراجيحُ بِهُدوءٍ مَعَ النَّسيمِ.',
        'المراجيح كانت {d:بتزيّق|عم تزيّق|تصرّ} بهدوء مع الهوا.',
      ],
      [
        'The slide was still warm from the sun.',
        'كانَتِ الزُّحْلوقَةُ ما تَزالُ دافِئَةً مِنَ الشَّمْسِ.',
        'الزحليقة كانت {d.still:f} دافية من الشمس.',
        'as',
      ],
    ],
  },
  {
    key: 'courtyard',
    match: /courtyard|\bvilla\b|old house|family house|grandma|grandpa|granny|\bdar\b/i,
    unless: /\b(flat|apartment|tower|block)\b/i,
    lines: [
      [
        'In the courtyard, a little fountain sang and jasmine climbed the walls.',
        'في فِناءِ البَيْتِ، غَنَّتْ نافورَةٌ صَغيرَةٌ، وَتَسَلَّقَ الياسَمينُ الجُدْرانَ.',
        'في حوش البيت، نافورة صغيرة كانت {d.b}تغنّي، والياسمين طالع على {d:الحيطان|الحيطان|الجدران}.',
        '2',
      ],
    ],
  },
  {
    key: 'home',
    match:
      /\bhouse\b|\bhome\b|courtyard|\brooms?\b|balcony|\bflat\b|apartment|grandma|grandpa|granny/i,
    lines: [
      [
        'On the balcony, the basil and mint smelled fresh after their evening water.',
        'وَفي الشُّرْفَةِ، فاحَتْ رائِحَةُ الرَّيْحانِ وَالنَّعْناعِ بَعْدَ أَنْ سُقِيا في المَساءِ.',
        '{d:في البلكونة|عالبلكون|في البلكونة|في البلكونة}، ريحة {d:الريحان|الحبق|الريحان|الريحان} والنعناع {d:كانت حلوة بعد ما اتسقوا بالليل|كانت طيّبة بعد ما انسقيوا عالمسا|كانت زينة بعد ما انسقوا في المسا|كانت زينة بعد ما انسقوا في المسا}.',
        '2',
      ],
      [
        'The smell of mint tea drifted from the kitchen.',
        'فاحَتْ رائِحَةُ الشّايِ بِالنَّعْناعِ مِنَ المَطْبَخِ.',
        'ريحة الشاي بالنعناع كانت طالعة من المطبخ.',
      ],
    ],
  },
  {
    key: 'snow',
    match: /\bsnow|\bice\b|\bicy\b|frost|winter/i,
    lines: [
      [
        'Snowflakes drifted down slowly, like tiny feathers.',
        'تَساقَطَتْ نُدَفُ الثَّلْجِ بِبُطْءٍ مِثْلَ ريشٍ صَغيرٍ.',
        '{d:التلج|التلج|الثلج} كان {d.b}ينزل {d.slowly} {d.like} الريش ال{d.small:m}.',
      ],
    ],
  },
  {
    key: 'river',
    match: /river|\blakes?\b|stream|\bponds?\b|\bnile\b|canal/i,
    lines: [
      [
        'The river [hummed|sparkled] as it flowed past.',
        'كانَ النَّهْرُ [يُدَنْدِنُ|يَلْمَعُ] وَهُوَ يَجْري.',
        'النهر كان [{d.b}يدندن|{d.b}يلمع] وهو ماشي.',
      ],
      [
        'Ducks paddled home across the water.',
        'سَبَحَتِ البَطّاتُ عائِدَةً إِلى بُيوتِها عَبْرَ الماءِ.',
        'البطّ عام ورجع بيته في {d.water}.',
      ],
    ],
  },
  {
    key: 'birds',
    match: /\bbirds?\b|\bnests?\b|sparrow|\bdoves?\b|pigeon/i,
    lines: [
      [
        'Little birds flew home to their nests.',
        'طارَتِ العَصافيرُ الصَّغيرَةُ إِلى أَعْشاشِها.',
        'العصافير ال{d.small:f} طارت {d:لعشوشها|عأعشاشها|لعشوشها}.',
        'as',
      ],
      [
        'A dove cooed softly from a high branch.',
        'هَدَلَتْ حَمامَةٌ بِهُدوءٍ مِنْ غُصْنٍ عالٍ.',
        'حمامة كانت {d.b}تهدل بهدوء من فوق غصن عالي.',
      ],
    ],
  },
];

/** What every place of a type has, when its description names little. */
export const typeFeatures: Record<StoryLocationInput['type'], Pool> = {
  city: [
    [
      'The city lights began to twinkle.',
      'بَدَأَتْ أَنْوارُ المَدينَةِ تَتَلَأْلَأُ.',
      'أنوار المدينة {d.began:f} تلمع.',
      'sn',
    ],
    [
      'People walked home, saying hello to their neighbours.',
      'مَشى النّاسُ إِلى بُيوتِهِمْ وَهُمْ يُسَلِّمونَ عَلى جيرانِهِمْ.',
      'الناس كانوا ماشيين لبيوت{d.hum} و{d.b}يسلّم{d.un} على جيران{d.hum}.',
    ],
    [
      'Somewhere nearby, someone was playing a soft song on an oud.',
      'كانَ أَحَدُهُمْ يَعْزِفُ لَحْنًا هادِئًا عَلى العودِ في مَكانٍ قَريبٍ.',
      '{d:في حتّة قريبة، حدّ|بمحلّ قريب، حدا|في مكان قريب، أحد} كان {d.b}يعزف لحن هادي على العود.',
      '2',
    ],
  ],
  nature: [
    [
      'A cool breeze carried the smell of grass and earth.',
      'حَمَلَ نَسيمٌ بارِدٌ رائِحَةَ العُشْبِ وَالتُّرابِ.',
      'نسمة {d:ساقعة|باردة|باردة} جابت ريحة {d:النجيلة|الحشيش|العشب} والتراب.',
    ],
    [
      'The crickets began their quiet night song.',
      'بَدَأَتْ صَراصيرُ اللَّيْلِ أُغْنِيَتَها الهادِئَةَ.',
      'صراصير الليل {d.began:f} تغنّي بهدوء.',
      'sn',
    ],
    [
      "The grass was soft and cool under {H}'s feet.",
      'كانَ العُشْبُ ناعِمًا بارِدًا تَحْتَ قَدَمَيْ {H.g}.',
      'العشب كان ناعم وبارد تحت {d:رجلين|إجرين|رجلين} {H}.',
      'w',
    ],
  ],
  fantasy: [
    [
      '{P.in}, even the clouds could sing.',
      'في {P.g}، حَتّى الغُيومُ كانَتْ تُغَنّي.',
      'في {P}، حتّى الغيوم كانت {d.b}تغنّي.',
    ],
    [
      'Tiny lights floated in the air like friendly fireflies.',
      'سَبَحَتْ في الهَواءِ أَضْواءٌ صَغيرَةٌ مِثْلَ يَراعاتٍ لَطيفَةٍ.',
      'أنوار صغيرة كانت {d.b}تعوم في الهوا {d.like} النجوم ال{d.small:f}.',
    ],
    [
      'The flowers {P.in} glowed softly, blue and silver.',
      'تَوَهَّجَتِ الأَزْهارُ في {P.g} بِلَوْنٍ أَزْرَقَ فِضِّيٍّ.',
      'الورد في {P} كان {d.b}ينوّر أزرق وفضّي.',
      '2',
    ],
  ],
};
