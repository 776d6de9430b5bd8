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
        'Lanterns [glowed|shone|flickered|twinkled] [softly|warmly|here and there] {P.in}.',
        'كانَتِ الفَوانيسُ [تَتَوَهَّجُ|تَلْمَعُ|تَتَراقَصُ أَنْوارُها|تَتَلَأْلَأُ] [بِهُدوءٍ|بِدِفْءٍ|هُنا وَهُناكَ] في {P.g}.',
        'الفوانيس كانت [{d.b}تنوّر|{d.b}تلمع|نورها {d.b}يرقص|{d.b}تبرق] [بهدوء|بدفا|{d:هنا وهناك|هون وهونيك|هنا وهناك|هني وهناك}] في {P}.',
        'sn',
      ],
      [
        '[Red, gold and green|Blue, pink and amber|Purple and silver] lanterns [swayed on their strings|rocked gently in the breeze|swayed above the doorways].',
        'تَمايَلَتْ فَوانيسُ [حَمْراءُ وَذَهَبِيَّةٌ وَخَضْراءُ|زَرْقاءُ وَوَرْدِيَّةٌ وَكَهْرَمانِيَّةٌ|بَنَفْسَجِيَّةٌ وَفِضِّيَّةٌ] [عَلى حِبالِها|مَعَ النَّسيمِ بِرِفْقٍ|فَوْقَ المَداخِلِ].',
        'فوانيس [حمرا ودهبية وخضرا|زرقا و{d:بمبي|زهر|وردي} وعسلي|بنفسجية وفضّية] كانت {d.b}تتمايل [على الحبال|مع النسمة بالراحة|فوق الأبواب].',
      ],
      [
        "The lantern light made little [patterns|stars|flowers|moons] [on the walls|on the ground|on {H}'s hands].",
        'رَسَمَ ضَوْءُ الفَوانيسِ [نُقوشًا|نُجومًا|أَزْهارًا|أَقْمارًا] صَغيرَةً [عَلى الجُدْرانِ|عَلى الأَرْضِ|عَلى يَدَيْ {H.g}].',
        'نور الفوانيس رسم [نقوش|نجوم|ورود|أقمار] صغيرة [على {d:الحيطان|الحيطان|الجدران}|على الأرض|على {d:إيدين|إيدين|يدين} {H}].',
        '2sn',
      ],
      [
        'A [big brass|little glass|star-shaped] lantern hung [by the door|over the path|from a hook], [glowing like honey|full of tiny lights|bright and gentle].',
        'تَدَلّى فانوسٌ [نُحاسِيٌّ كَبيرٌ|زُجاجِيٌّ صَغيرٌ|عَلى شَكْلِ نَجْمَةٍ] [عِنْدَ البابِ|فَوْقَ المَمَرِّ|مِنْ خُطّافٍ]، [يَتَوَهَّجُ مِثْلَ العَسَلِ|مَليئًا بِأَضْواءٍ صَغيرَةٍ|لامِعًا لَطيفًا].',
        'فانوس [نحاس كبير|{d:إزاز|قزاز|زجاج} {d.small:m}|على شكل نجمة] كان متعلّق [جنب الباب|فوق {d:السكّة|الممرّ|الممرّ}|في {d:شنكل|كلّاب|كلّاب}]، [{d.b}ينوّر {d.like} العسل|مليان أنوار صغيرة|لامع وهادي].',
        '2sn',
      ],
    ],
  },
  {
    key: 'spices',
    match: /spice|cinnamon|saffron|cardamom|perfume|incense|\boud\b/i,
    lines: [
      [
        'The air smelled of [cinnamon|saffron|cumin|cloves] and [warm bread|sweet tea|fresh mint].',
        'فاحَتْ في الهَواءِ رائِحَةُ [القِرْفَةِ|الزَّعْفَرانِ|الكَمّونِ|القَرَنْفُلِ] وَ[الخُبْزِ الدّافِئِ|الشّايِ الحُلْوِ|النَّعْناعِ الطّازَجِ].',
        'ريحة [القرفة|الزعفران|الكمّون|القرنفل] و[{d:العيش السخن|الخبز السخن|الخبز الحار}|الشاي الحلو|النعناع {d:الفريش|الطازة|الطازج}] كانت {d:في كل حتّة|بكل مطرح|في كل مكان}.',
      ],
      [
        'Sacks of [yellow|orange|red|brown] spices stood [in neat rows|by every door|against the walls].',
        'وَقَفَتْ أَكْياسُ التَّوابِلِ [الصَّفْراءِ|البُرْتُقالِيَّةِ|الحَمْراءِ|البُنِّيَّةِ] [في صُفوفٍ مُرَتَّبَةٍ|عِنْدَ كُلِّ بابٍ|عِنْدَ الجُدْرانِ].',
        'أكياس البهارات [الصفرا|البرتقالي|الحمرا|البنّي] كانت [مصفوفة صفوف صفوف|واقفة عند كل باب|مسنودة على {d:الحيطان|الحيطان|الجدران}].',
      ],
      [
        '{H} breathed in the sweet smell of [spices|cardamom and cloves|cinnamon sticks|dried roses] and [smiled|took another breath|felt very calm].',
        'اسْتَنْشَقَ{H:|تْ} {H} رائِحَةَ [التَّوابِلِ|الهالِ وَالقَرَنْفُلِ|أَعْوادِ القِرْفَةِ|الوَرْدِ المُجَفَّفِ] الحُلْوَةَ [وَابْتَسَمَ{H:|تْ}|وَأَخَذَ{H:|تْ} نَفَسًا آخَرَ|وَشَعَرَ{H:|تْ} بِهُدوءٍ كَبيرٍ].',
        '{H} شمّ{H:|ت} ريحة [البهارات|{d:الحبّهان|الهيل|الهيل} والقرنفل|عيدان القرفة|الورد {d:المجفّف|المنشّف|المجفّف}] الحلوة [وابتسم{H:|ت}|و{d.took:H} نفس {d.also}|وحسّ{H:|ت} بهدوء كبير].',
        '2',
      ],
    ],
  },
  {
    key: 'palms',
    match: /\bpalms?\b|date trees?|\bdates\b/i,
    lines: [
      [
        '[Tall|Old|Slender] palm trees [swayed|rustled|nodded their heads|waved their fronds] in the [evening|gentle|cool] breeze.',
        'كانَ النَّخيلُ [العالي|العَتيقُ|الرَّشيقُ] [يَتَمايَلُ|يُحَرِّكُ سَعَفَهُ|يَهُزُّ رَأْسَهُ|يُلَوِّحُ بِسَعَفِهِ] مَعَ [نَسيمِ المَساءِ|النَّسيمِ اللَّطيفِ|النَّسيمِ البارِدِ].',
        'النخل [العالي|{d:القديم|العتيق|القديم}|الرفيع] كان [{d.b}يتمايل|{d.b}يحرّك سعفه|{d.b}يهزّ راسه|{d.b}يلوّح بسعفه] مع [نسمة المغرب|النسمة الحلوة|النسمة {d:الساقعة|الباردة|الباردة}].',
      ],
      [
        'Dates hung [from the palms|in heavy bunches|under the green fronds] like [little lamps|golden beads|amber buttons|brown bells|tiny jewels].',
        'تَدَلّى التَّمْرُ [مِنَ النَّخيلِ|في عَناقيدَ ثَقيلَةٍ|تَحْتَ السَّعَفِ الأَخْضَرِ] مِثْلَ [مَصابيحَ صَغيرَةٍ|خَرَزٍ ذَهَبِيٍّ|أَزْرارٍ كَهْرَمانِيَّةٍ|أَجْراسٍ بُنِّيَّةٍ|جَواهِرَ صَغيرَةٍ].',
        '{d:البلح|التمر|التمر} كان متعلّق [في النخل|{d:في عناقيد تقيلة|بعناقيد تقيلة|في عذوق ثقيلة}|تحت السعف الأخضر] {d.like} [لمبات صغيرة|خرز دهبي|{d:زراير|زرار|أزرار} عسلي|أجراس بنّي|جواهر صغيرة].',
      ],
      [
        '{H} [sat|rested|lay down] for a moment under a palm tree and [looked up|watched the fronds move|listened to the fronds rustle|counted the dates].',
        '[جَلَسَ{H:|تْ}|اسْتَراحَ{H:|تْ}|{H:اسْتَلْقى|اسْتَلْقَتْ}] {H} لَحْظَةً تَحْتَ نَخْلَةٍ، [وَنَظَرَ{H:|تْ} إِلى الأَعْلى|وَراقَبَ{H:|تْ} السَّعَفَ يَتَحَرَّكُ|{H:وَأَصْغى|وَأَصْغَتْ} إِلى حَفيفِ السَّعَفِ|وَعَدَّ{H:|تْ} حَبّاتِ التَّمْرِ].',
        '{H} [قعد{H:|ت}|ارتاح{H:|ت}|{d:اتمدّد|تمدّد|انسدح}{H:|ت}] {d.bit} تحت نخلة [و{d.looked:H} لفوق|و{d:اتفرّج|تفرّج|تفرّج}{H:|ت} على السعف وهو {d.b}يتحرّك|وسمع{H:|ت} {d:خشخشة|وشوشة|حفيف} السعف|وعدّ{H:|ت} حبّات {d:البلح|التمر|التمر}].',
        '2w',
      ],
      [
        'The palm fronds made [lacy|striped|feathery] shadows [on the ground|over {H}|across the path].',
        'رَسَمَ السَّعَفُ ظِلالًا [مُخَرَّمَةً|مُخَطَّطَةً|كَالرّيشِ] [عَلى الأَرْضِ|فَوْقَ {H.g}|عَلى الطَّريقِ].',
        'السعف رسم {d:ضلال|ضلال|ظلال} [مخرّمة|مقلّمة|{d.like} الريش] [على الأرض|فوق {H}|على الطريق].',
        'as',
      ],
    ],
  },
  {
    key: 'sand',
    match: /\bsand|\bdunes?\b|desert/i,
    lines: [
      [
        'The sand was [soft and golden|warm and golden|smooth and honey-coloured|fine and soft like flour|rippled and golden] [all around {H}|as far as the eye could see|under the wide sky|{P.in}].',
        'كانَتِ الرِّمالُ [ناعِمَةً ذَهَبِيَّةً|دافِئَةً ذَهَبِيَّةً|مَلْساءَ بِلَوْنِ العَسَلِ|ناعِمَةً مِثْلَ الطَّحينِ|مُتَمَوِّجَةً ذَهَبِيَّةً] [حَوْلَ {H.g}|عَلى مَدِّ البَصَرِ|تَحْتَ السَّماءِ الواسِعَةِ|في {P.g}].',
        'الرمل كان [ناعم ودهبي|دافي ودهبي|ناعم ولونه عسلي|ناعم {d.like} {d:الدقيق|الطحين|الطحين}|متموّج ودهبي] [{d.around} {H}|{d:على مدّ الشوف|على مدّ النظر|لين آخر الشوف}|تحت السما الواسعة|في {P}].',
      ],
      [
        'The dunes [rolled away|ran on to the horizon|rose and dipped|lay quietly] like [soft waves|sleeping camels|folded blankets|giant pillows|heaps of gold].',
        '[امْتَدَّتِ الكُثْبانُ بَعيدًا|تَتابَعَتِ الكُثْبانُ إِلى الأُفُقِ|ارْتَفَعَتِ الكُثْبانُ وَانْخَفَضَتْ|اسْتَلْقَتِ الكُثْبانُ بِهُدوءٍ] مِثْلَ [أَمْواجٍ ناعِمَةٍ|جِمالٍ نائِمَةٍ|بَطّانِيّاتٍ مَطْوِيَّةٍ|وَسائِدَ كَبيرَةٍ|أَكْوامٍ مِنَ الذَّهَبِ].',
        '{d:تلال الرمل|تلال الرمل|الطعوس} كانت [ممدودة لبعيد|ورا بعضها لآخر السما|عالية وواطية|نايمة بهدوء] {d.like} [موج ناعم|جمال نايمة|{d:بطاطين|حرامات|بطانيات} مطبّقة|مخدّات كبيرة|كوم دهب].',
      ],
      [
        "[Little|Tiny] footprints [dotted|crossed|zigzagged over|wandered over] the sand [along {H}'s path|behind {H}|from where {H} had played].",
        'آثارُ أَقْدامٍ [صَغيرَةٍ|دَقيقَةٍ] [انْتَشَرَتْ عَلى الرَّمْلِ|عَبَرَتِ الرَّمْلَ|تَعَرَّجَتْ عَلى الرَّمْلِ|تَجَوَّلَتْ عَلى الرَّمْلِ] [عَلى طَريقِ {H.g}|خَلْفَ {H.g}|مِنْ حَيْثُ لَعِبَ{H:|تْ} {H}].',
        'آثار خطوات [{d.small:f}|{d:صغنّنة|زغنونة|صغيرونة}] [كانت منقّطة على الرمل|عدّت فوق الرمل|كانت متعرّجة على الرمل|كانت {d.b}تلفّ على الرمل] [على طريق {H}|ورا {H}|من المكان اللي {H} لعب{H:|ت} فيه].',
        '2w',
      ],
      [
        'A [gentle|soft|dry] wind [drew wavy lines|made little ripples|wrote tiny patterns] on the sand.',
        'رَسَمَتْ ريحٌ [لَطيفَةٌ|ناعِمَةٌ|جافَّةٌ] [خُطوطًا مُتَمَوِّجَةً|تَمَوُّجاتٍ صَغيرَةً|نُقوشًا دَقيقَةً] عَلى الرِّمالِ.',
        'هوا [خفيف|ناعم|ناشف] رسم [خطوط متموّجة|تموّجات {d.small:f}|نقوش رفيعة] على الرمل.',
      ],
      [
        'Far away, [a lone acacia tree|a big round rock|a tall sand hill] [stood still under the sky|looked like a little island|seemed to be resting].',
        'في البَعيدِ، [شَجَرَةُ سَمُرٍ وَحيدَةٌ|صَخْرَةٌ كَبيرَةٌ مُسْتَديرَةٌ|تَلَّةٌ رَمْلِيَّةٌ عالِيَةٌ] [تَقِفُ ساكِنَةً تَحْتَ السَّماءِ|تَبْدو مِثْلَ جَزيرَةٍ صَغيرَةٍ|تَبْدو كَأَنَّها تَسْتَريحُ].',
        'من بعيد، [{d:شجرة سنط|شجرة أكاسيا|شجرة سمر} وحيدة|صخرة كبيرة مدوّرة|تلّة رمل عالية] [كانت واقفة ساكتة تحت السما|كانت {d.like} جزيرة {d.small:f}|كانت {d:كأنّها|كأنّا|كأنّها} {d.b}ترتاح].',
        '2',
      ],
      [
        "The sand [trickled|slipped|poured] through {H}'s fingers like [water|sugar|silk].",
        '[انْسابَتِ|انْزَلَقَتِ|تَسَرَّبَتِ] الرِّمالُ مِنْ بَيْنِ أَصابِعِ {H.g} مِثْلَ [الماءِ|السُّكَّرِ|الحَريرِ].',
        '[الرمل {d:اتسرسب|تسرسب|تسرّب}|الرمل {d:اتزحلق|تزحلق|تزحلق}|الرمل سال] من بين {d:صوابع|أصابيع|أصابع} {H} {d.like} [{d.water}|السكّر|الحرير].',
        'p',
      ],
    ],
  },
  {
    key: 'sea',
    match: /\bsea\b|beach|shore|coast|waves?\b|ocean|\bbay\b|corniche/i,
    lines: [
      [
        "[Little|Gentle|Tiny white] waves [whispered|splashed|sighed|tumbled|curled] [on the shore|along the beach|at the water's edge].",
        'كانَتِ الأَمْواجُ [الصَّغيرَةُ|الهادِئَةُ|البَيْضاءُ الصَّغيرَةُ] [تَهْمِسُ|تَتَناثَرُ|تَتَنَهَّدُ|تَتَدَحْرَجُ|تَلْتَفُّ] [عَلى الشّاطِئِ|عَلى طولِ الشّاطِئِ|عِنْدَ حافَّةِ الماءِ].',
        'الموج [ال{d.small:m}|الهادي|الأبيض ال{d.small:m}] كان [{d.b}يوشوش|{d.b}يرشّ|{d.b}يتنهّد|{d.b}يتدحرج|{d.b}يلفّ] [على {d:الشط|الشط|البحر}|على طول {d:الشط|الشط|الساحل}|عند {d:حرف|طرف|طرف} {d.water}].',
      ],
      [
        'The sea [shone|glittered|lay calm and shone|shimmered] like [silver|glass|a blue mirror|a dish of pearls|soft blue silk].',
        'كانَ البَحْرُ [يَلْمَعُ|يَتَلَأْلَأُ|ساكِنًا لامِعًا|يَتَرَقْرَقُ] مِثْلَ [الفِضَّةِ|الزُّجاجِ|مِرْآةٍ زَرْقاءَ|صَحْنٍ مِنَ اللُّؤْلُؤِ|الحَريرِ الأَزْرَقِ].',
        'البحر كان [{d.b}يلمع|{d.b}يبرق|هادي و{d.b}يلمع|{d.b}يضوّي] {d.like} [الفضّة|{d:الإزاز|القزاز|الزجاج}|مراية زرقا|طبق {d:لولي|لولو|لولو}|الحرير الأزرق].',
      ],
      [
        '[Seagulls|White seagulls|Big seagulls] [called to each other|cried softly|chattered] as they flew [home to their nests|over the water|along the shore].',
        'كانَتِ [النَّوارِسُ|النَّوارِسُ البَيْضاءُ|النَّوارِسُ الكَبيرَةُ] [تَتَنادى|تَصيحُ بِرِفْقٍ|تُثَرْثِرُ] وَهِيَ تَطيرُ [عائِدَةً إِلى أَعْشاشِها|فَوْقَ الماءِ|عَلى امْتِدادِ السّاحِلِ].',
        '[النوارس|النوارس البيضا|النوارس الكبيرة] كانت [{d.b}تنادي على بعض|{d.b}تصيّح بهدوء|{d.b}{d:تدردش|تدردش|تسولف}] وهي طايرة [راجعة لعشوشها|فوق {d.water}|{d:جنب الشط|حدّ الشط|جنب الساحل}].',
        '2',
      ],
      [
        'A [cool|salty|gentle] breeze came in from the sea [and smelled of salt and shells|and ruffled the water|and made the air feel fresh].',
        'هَبَّ مِنَ البَحْرِ نَسيمٌ [بارِدٌ|مالِحٌ|لَطيفٌ] [تَفوحُ مِنْهُ رائِحَةُ المِلْحِ وَالأَصْدافِ|فَحَرَّكَ سَطْحَ الماءِ|فَصارَ الهَواءُ مُنْعِشًا].',
        'نسمة [{d:ساقعة|باردة|باردة}|مالحة|خفيفة] {d:جت|إجت|جات} من البحر [ريحتها ملح وصدف|وحرّكت {d.water}|وخلّت الهوا منعش].',
        '2',
      ],
      [
        'Shells [of every shape|in pink and white|tiny and shiny] lay [near {H}|among the smooth rocks|in the wet sand].',
        'تَناثَرَتْ أَصْدافٌ [مِنْ كُلِّ شَكْلٍ|وَرْدِيَّةٌ وَبَيْضاءُ|صَغيرَةٌ لامِعَةٌ] [قُرْبَ {H.g}|بَيْنَ الصُّخورِ المَلْساءِ|فَوْقَ الرَّمْلِ المُبْتَلِّ].',
        '{d.thereis} صدف [من كل شكل|وردي وأبيض|{d.small:m} ولامع] كان متفرّق [جنب {H}|بين الصخور الناعمة|على الرمل المبلول].',
      ],
      [
        '[Far out|Far away|Out past the waves], the sea and the sky [met in a soft line|turned the same colour|seemed to touch].',
        '[في عُرْضِ البَحْرِ|في البَعيدِ البَعيدِ|خَلْفَ الأَمْواجِ]، [الْتَقى البَحْرُ وَالسَّماءُ في خَطٍّ ناعِمٍ|صارَ لِلْبَحْرِ وَالسَّماءِ لَوْنٌ واحِدٌ|بَدا البَحْرُ كَأَنَّهُ يَلْمُسُ السَّماءَ].',
        '[{d:في وسط البحر|بنصّ البحر|في وسط البحر}|{d:بعيد هناك|بعيد هونيك|بعيد هناك}|ورا الموج]، [البحر والسما {d:اتقابلوا|التقوا|التقوا} في خطّ رفيع|البحر والسما {d.became:p} نفس اللون|البحر {d:كان كأنّه|كان كأنّو|كان كأنّه} لامس السما].',
        '2',
      ],
    ],
  },
  {
    key: 'flowers',
    match: /flower|garden|\broses?\b|jasmine|blossom|meadow/i,
    lines: [
      [
        '[The flowers|Tiny yellow flowers|Pink and white flowers] [nodded|swayed|bowed their heads|danced] in the [soft|cool|sleepy] breeze.',
        'كانَتِ [الأَزْهارُ|الأَزْهارُ الصَّفْراءُ الصَّغيرَةُ|الأَزْهارُ الوَرْدِيَّةُ وَالبَيْضاءُ] [تَهُزُّ رُؤوسَها|تَتَمايَلُ|تَحْني رُؤوسَها|تَرْقُصُ] مَعَ النَّسيمِ [اللَّطيفِ|العَليلِ|النَّعْسانِ].',
        'الورد[| الأصفر ال{d.small:m}| ال{d:بمبي|زهر|وردي} والأبيض] كان [{d.b}يهزّ راسه|{d.b}يتمايل|{d.b}يوطّي راسه|{d.b}يرقص] مع النسمة [الحلوة|الطريّة|الناعسة].',
      ],
      [
        '[The jasmine|The little white jasmine flowers|The jasmine by the wall] [smelled sweet|smelled like honey|gave off a gentle scent] [in the evening air|as the light grew soft|all along the path].',
        'كانَ [الياسَمينُ|الياسَمينُ الأَبْيَضُ الصَّغيرُ|الياسَمينُ عِنْدَ الجِدارِ] [يَفوحُ بِعِطْرٍ حُلْوٍ|يَفوحُ بِرائِحَةٍ كَالعَسَلِ|يَنْشُرُ عِطْرَهُ الرَّقيقَ] [في هَواءِ المَساءِ|وَالضَّوْءُ يَخْفُتُ|عَلى طولِ المَمَرِّ].',
        '[الياسمين|الياسمين الأبيض ال{d.small:m}|الياسمين اللي جنب {d:الحيطة|الحيط|الجدار}] كان [ريحته حلوة {d.very}|ريحته {d.like} العسل|{d.b}يفوح بريحته الرقيقة] [في هوا المغرب|والنور {d.b}يهدى|على طول {d:السكّة|الممرّ|الممرّ}].',
        'sn',
      ],
      [
        '[The bees had gone to sleep|The butterflies were fast asleep|The bees were tucked in their hive|The butterflies had folded their wings|The last bee had flown home], and the garden was [very still|quiet as a whisper|calm and hushed|sleepy and silent].',
        '[نامَ النَّحْلُ|غَطَّتِ الفَراشاتُ في النَّوْمِ|أَوى النَّحْلُ إِلى خَلِيَّتِهِ|طَوَتِ الفَراشاتُ أَجْنِحَتَها|عادَتْ آخِرُ نَحْلَةٍ إِلى بَيْتِها]، وَصارَتِ الحَديقَةُ [ساكِنَةً تَمامًا|هادِئَةً كَالهَمْسِ|وادِعَةً صامِتَةً|ناعِسَةً صامِتَةً].',
        '[النحل نام|الفراشات نامت|النحل دخل {d:خليّته|قفيرو|خليّته}|الفراشات ضمّت جناحاتها|آخر نحلة رجعت بيتها]، و{d:الجنينة|الجنينة|الحديقة} {d.became:f} [ساكتة {d.very}|هادية {d.like} الهمس|هادية وساكتة|ناعسة وساكتة].',
        '2sn',
      ],
    ],
  },
  {
    key: 'trees',
    match: /\btrees?\b|forest|\bwoods?\b|jungle|\bleaf|leaves|\boaks?\b|olive/i,
    lines: [
      [
        '[Tall|Old|Leafy] trees [whispered|rustled|swayed|hummed softly] [above {H}|over the path|in the breeze].',
        'كانَتِ الأَشْجارُ [العالِيَةُ|العَتيقَةُ|الكَثيفَةُ الأَوْراقِ] [تَهْمِسُ|تُحَرِّكُ أَوْراقَها|تَتَمايَلُ|تُدَنْدِنُ بِهُدوءٍ] [فَوْقَ {H.g}|فَوْقَ المَمَرِّ|مَعَ النَّسيمِ].',
        'الشجر [العالي|{d:القديم|العتيق|القديم}|المليان ورق] كان [{d.b}يوشوش|{d.b}يحرّك ورقه|{d.b}يتمايل|{d.b}يدندن بهدوء] [فوق {H}|فوق {d:السكّة|الطريق|الدرب}|مع الهوا].',
      ],
      [
        '[The leaves|The treetop leaves] [glowed green|turned gold|shone like copper|blushed orange] [in the last light of the day|as the sun went down|in the low, warm sun].',
        'صارَتِ [الأَوْراقُ|أَوْراقُ القِمَمِ] [خَضْراءَ لامِعَةً|ذَهَبِيَّةً|نُحاسِيَّةً لامِعَةً|بُرْتُقالِيَّةً] [في آخِرِ ضَوْءِ النَّهارِ|مَعَ غُروبِ الشَّمْسِ|تَحْتَ الشَّمْسِ الدّافِئَةِ المائِلَةِ].',
        '[الورق|الورق اللي فوق] {d.became:m} [أخضر {d.b}يلمع|دهبي|نحاسي {d.b}يلمع|{d:برتقاني|ليموني|برتقالي}] [في آخر نور النهار|والشمس {d.b}تغيب|في نور الشمس الدافي].',
        's',
      ],
      [
        '[An old olive tree|A great old tree|The oldest tree of all] stood [in the middle|near the path|alone in a clearing], [with wide, kind shade|its branches open like arms|its trunk twisted like a rope|its roots like big knobbly toes].',
        'وَقَفَتْ [شَجَرَةُ زَيْتونٍ عَجوزٌ|شَجَرَةٌ عَجوزٌ ضَخْمَةٌ|أَقْدَمُ شَجَرَةٍ في المَكانِ] [في الوَسَطِ|قُرْبَ المَمَرِّ|وَحْدَها في فُسْحَةٍ]، [ظِلُّها واسِعٌ حَنونٌ|أَغْصانُها مَفْتوحَةٌ مِثْلَ ذِراعَيْنِ|جِذْعُها مَلْفوفٌ مِثْلَ الحَبْلِ|جُذورُها مِثْلُ أَصابِعِ قَدَمٍ كَبيرَةٍ].',
        '{d.thereis} [شجرة زيتون كبيرة|شجرة {d:عجوزة|عتيقة|قديمة} ضخمة|أقدم شجرة في المكان] [في النصّ|جنب {d:السكّة|الطريق|الدرب}|لوحدها في {d:فسحة|ساحة|ساحة}]، [ضلّها واسع وحنين|فروعها مفتوحة {d.like} {d:الدراعات|الإيدين|اليدين}|جذعها ملفوف {d.like} الحبل|{d:جدورها زيّ صوابع رجل كبيرة|جدورا متل أصابيع إجر كبيرة|عروقها مثل أصابع رجل كبيرة}].',
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
        'The hills stood [quiet and tall|still and proud|calm and strong|big and gentle] [around {P}|like old friends keeping watch|with the wide sky behind them].',
        'وَقَفَتِ التِّلالُ [هادِئَةً عالِيَةً|ساكِنَةً شامِخَةً|هادِئَةً قَوِيَّةً|كَبيرَةً لَطيفَةً] [حَوْلَ {P.g}|مِثْلَ أَصْدِقاءَ قُدامى يَسْهَرونَ|وَالسَّماءُ الواسِعَةُ خَلْفَها].',
        'التلال كانت [هادية وعالية|ساكتة وشامخة|هادية وقويّة|كبيرة وحنيّنة] [{d.around} {P}|{d.like} {d:صحاب قدام بيسهروا|رفقات قدام عم يسهروا|أصحاب قدامى يسهرون}|والسما الواسعة وراها].',
      ],
      [
        'The [mountain tops|high rocks|hilltops] turned [pink|orange|purple|honey gold] [in the evening|as the sun sank low].',
        'تَلَوَّنَتْ [قِمَمُ الجِبالِ|الصُّخورُ العالِيَةُ|رُؤوسُ التِّلالِ] بِاللَّوْنِ [الوَرْدِيِّ|البُرْتُقالِيِّ|البَنَفْسَجِيِّ|العَسَلِيِّ] [في المَساءِ|حينَ مالَتِ الشَّمْسُ لِلْغُروبِ].',
        '[روس الجبال|الصخور العالية|روس التلال] {d.became:p} [{d:بمبي|زهر|وردي}|{d:برتقاني|ليموني|برتقالي}|بنفسجي|عسلي] [وقت المغرب|والشمس {d.b}تنزل].',
        's',
      ],
      [
        'A [small|narrow|stony] path wound [up the hill|around the hillside|past the big rocks] like a [ribbon|loose thread|grey scarf].',
        'الْتَفَّ دَرْبٌ [صَغيرٌ|ضَيِّقٌ|حَجَرِيٌّ] [عَلى التَّلِّ|حَوْلَ سَفْحِ التَّلِّ|بِجانِبِ الصُّخورِ الكَبيرَةِ] مِثْلَ [شَريطٍ|خَيْطٍ مُرْتَخٍ|وِشاحٍ رَمادِيٍّ].',
        '{d.thereis} سكّة [{d.small:f}|ضيّقة|{d:كلّها حجارة|كلّا حجار|كلّها حصى}] ملفوفة [على التلّ|{d.around} التلّ|جنب الصخور الكبيرة] {d.like} [الشريطة|الخيط {d:السايب|المرخي|المرخي}|{d:الكوفية|الشال|الشال} الرمادي].',
        '2',
      ],
      [
        "A [cool|gentle|quiet] wind came down from the [hills|cliffs|mountain], [carrying the smell of wild thyme|humming a low song|brushing {H}'s face].",
        'هَبَّتْ ريحٌ [بارِدَةٌ|لَطيفَةٌ|هادِئَةٌ] مِنَ [التِّلالِ|الجُروفِ|الجَبَلِ]، [تَحْمِلُ رائِحَةَ الزَّعْتَرِ البَرِّيِّ|تُدَنْدِنُ لَحْنًا خَفيضًا|تُداعِبُ وَجْهَ {H.g}].',
        'هوا [{d:ساقع|بارد|بارد}|خفيف|هادي] نزل من [التلال|الجروف|الجبل]، [ريحته زعتر برّي|{d.b}يدندن لحن واطي|{d.b}يلمس {d:وشّ|وجّ|وجه} {H}].',
        '2',
      ],
    ],
  },
  {
    key: 'castle',
    match: /castle|palace|tower|kingdom|throne|\bforts?\b/i,
    lines: [
      [
        'The castle towers shone [pink|gold|peach|silvery white] [in the evening light|high above the walls|as the sun leaned low].',
        'لَمَعَتْ أَبْراجُ القَصْرِ بِلَوْنٍ [وَرْدِيٍّ|ذَهَبِيٍّ|مِشْمِشِيٍّ|أَبْيَضَ فِضِّيٍّ] [في ضَوْءِ المَساءِ|فَوْقَ الأَسْوارِ العالِيَةِ|وَالشَّمْسُ تَميلُ].',
        'أبراج القصر كانت {d.b}تلمع [{d:بمبي|زهر|وردي}|دهبي|مشمشي|أبيض فضّي] [في نور المغرب|فوق السور العالي|والشمس {d.b}تميل].',
        'as',
      ],
      [
        '[Flags|Little flags|Silk banners] on the towers [waved hello to the stars|fluttered in the night breeze|waved to the sleepy moon].',
        'لَوَّحَتِ [الأَعْلامُ|الأَعْلامُ الصَّغيرَةُ|الرّاياتُ الحَريرِيَّةُ] فَوْقَ الأَبْراجِ [لِلنُّجومِ|مَعَ نَسيمِ اللَّيْلِ|لِلْقَمَرِ النَّعْسانِ].',
        '[الأعلام|الأعلام ال{d.small:f}|{d:الرايات الحرير|الرايات الحرير|البيارق الحرير}] اللي فوق الأبراج كانت [{d.b}تسلّم على النجوم|{d.b}ترفرف مع نسمة الليل|{d:بتشاور|عم تلوّح|تأشّر} للقمر النعسان].',
        'sn',
      ],
      [
        'Inside the castle, the long halls were [warm|quiet|bright] and full of [soft carpets|velvet cushions|tall carved doors|golden lamps].',
        'في داخِلِ القَصْرِ، كانَتِ القاعاتُ الطَّويلَةُ [دافِئَةً|هادِئَةً|مُضيئَةً] مَليئَةً بِ[السَّجّادِ النّاعِمِ|الوَسائِدِ المُخْمَلِيَّةِ|الأَبْوابِ العالِيَةِ المَنْقوشَةِ|المَصابيحِ الذَّهَبِيَّةِ].',
        '{d:جوّا|جوّا|داخل} القصر، القاعات الطويلة كانت [دافية|هادية|منوّرة] ومليانة [سجّاد ناعم|مخدّات {d:قطيفة|مخمل|مخمل}|أبواب عالية منقوشة|{d:لمبات|قناديل|قناديل} دهبية].',
        '2',
      ],
    ],
  },
  {
    key: 'crystals',
    match: /crystal|\bgems?\b|jewel|sparkl|glitter|shimmer|rainbow/i,
    lines: [
      [
        'Everything {P.in} [sparkled|glittered|twinkled] like [tiny crystals|dewdrops|magic dust|grains of sugar].',
        'كانَ كُلُّ شَيْءٍ في {P.g} [يَلْمَعُ|يَبْرُقُ|يَتَلَأْلَأُ] مِثْلَ [بَلّوراتٍ صَغيرَةٍ|قَطَراتِ النَّدى|غُبارٍ سِحْرِيٍّ|حَبّاتِ السُّكَّرِ].',
        'كل {d.thing} في {P} كان [{d.b}يلمع|{d.b}يبرق|{d.b}يضوّي] {d.like} [حبّات كريستال صغيرة|نقط الندى|تراب سحري|حبّات السكّر].',
      ],
      [
        'Rainbow colours [danced|slid|shimmered|played] [on every wall|across the floor|on the ceiling].',
        '[رَقَصَتْ|انْزَلَقَتْ|تَرَقْرَقَتْ|لَعِبَتْ] أَلْوانُ قَوْسِ قُزَحَ [عَلى كُلِّ جِدارٍ|عَلى الأَرْضِ|عَلى السَّقْفِ].',
        'ألوان قوس قزح كانت [{d.b}ترقص|{d.b}تتزحلق|{d.b}تلمع|{d.b}تلعب] [على كل {d:حيطة|حيط|جدار}|على الأرض|على السقف].',
      ],
    ],
  },
  {
    key: 'boats',
    match: /\bboats?\b|\bships?\b|\bdhows?\b|harbou?r|\bport\b|marina|\bpier\b|fisherm/i,
    lines: [
      [
        '[Wooden|Little painted|Blue and white] boats [rocked gently|bobbed up and down|bumped softly together] [by the pier|in the harbour|on their ropes].',
        'كانَتِ القَوارِبُ [الخَشَبِيَّةُ|الصَّغيرَةُ المُلَوَّنَةُ|الزَّرْقاءُ وَالبَيْضاءُ] [تَتَأَرْجَحُ بِلُطْفٍ|تَعْلو وَتَهْبِطُ|يَلْمِسُ بَعْضُها بَعْضًا بِرِفْقٍ] [قُرْبَ الرَّصيفِ|في المِيناءِ|مَشْدودَةً إِلى حِبالِها].',
        '{d:المراكب|القوارب|القوارب} [الخشب|ال{d.small:f} الملوّنة|الزرقا والبيضا] كانت [{d:بتتمرجح بالراحة|عم تتمرجح عمهلا|تتمايل على هونها}|{d.b}تطلع وتنزل|{d.b}تلمس بعضها بهدوء] [جنب الرصيف|في المينا|{d:مربوطة بحبالها|مربوطة بحبالا|مربوطة بحبالها}].',
      ],
      [
        'An old [dhow|fishing boat] with a [white|patched|striped] sail [came slowly home|glided into the harbour|drifted back to shore].',
        'كانَ [مَرْكَبٌ شِراعِيٌّ قَديمٌ|قارِبُ صَيْدٍ قَديمٌ] بِشِراعٍ [أَبْيَضَ|مُرَقَّعٍ|مُخَطَّطٍ] [يَعودُ إِلى المِيناءِ بِبُطْءٍ|يَنْزَلِقُ إِلى المِيناءِ|يَرْجِعُ إِلى الشّاطِئِ عَلى مَهَلٍ].',
        '[مركب قديم|{d:مركب صيد|قارب صيد|قارب صيد} قديم] بشراع [أبيض|مرقّع|مقلّم] [رجع للمينا {d.slowly}|دخل المينا {d:بالراحة|بهدوء|بهدوء}|رجع {d:للشط|عالشط|للساحل} {d:وهو بيتهادى|وهو عم يتهادى|وهو يتهادى}].',
        '2',
      ],
    ],
  },
  {
    key: 'souk',
    match: /souk|souq|market|bazaar|\bstalls?\b|\bshops?\b|vendor|seller/i,
    lines: [
      [
        '[The shopkeepers|The old traders] were closing their stalls [one by one|and counting the last coins of the day|and sweeping their doorsteps|and calling goodnight to each other].',
        'كانَ [أَصْحابُ الدَّكاكينِ|التُّجّارُ المُسِنّونَ] يُغْلِقونَ مَحَلّاتِهِمْ [واحِدًا بَعْدَ واحِدٍ|وَيَعُدّونَ آخِرَ قُروشِ اليَوْمِ|وَيَكْنُسونَ عَتَباتِهِمْ|وَيَتَبادَلونَ تَحِيَّةَ المَساءِ].',
        '[أصحاب المحلّات|{d:التجّار الكبار|التجّار الختيارية|التجّار الشيّاب}] كانوا {d:بيقفلوا محلّاتهم|عم يسكّروا محلّاتن|يسكّرون محلّاتهم} [واحد ورا {d:التاني|التاني|الثاني}|و{d.b}يعدّ{d.un} آخر {d:قروش|مصاري|فلوس} اليوم|و{d.b}يكنس{d.un} {d:قدّام محلّاتهم|قدّام محلّاتن|قدّام محلّاتهم}|و{d.b}يقول{d.un} لبعض تصبح على خير].',
        'sn',
      ],
      [
        '[Copper pots and bright cloth|Brass trays and woven baskets|Silver bells and silk scarves] hung [in the little shops|at every doorway|from wooden hooks].',
        'تَدَلَّتِ [القُدورُ النُّحاسِيَّةُ وَالأَقْمِشَةُ المُلَوَّنَةُ|الصَّواني النُّحاسِيَّةُ وَالسِّلالُ المَنْسوجَةُ|الأَجْراسُ الفِضِّيَّةُ وَالأَوْشِحَةُ الحَريرِيَّةُ] [في الدَّكاكينِ الصَّغيرَةِ|عِنْدَ كُلِّ مَدْخَلٍ|مِنْ خَطاطيفَ خَشَبِيَّةٍ].',
        '[{d:الحلل|الطناجر|القدور} النحاس والقماش الملوّن|الصواني النحاس والسلال المجدولة|الأجراس الفضّة و{d:الإيشاربات|الإشاربات|الشيلان} الحرير] كانوا متعلّقين [في المحلّات ال{d.small:f}|عند كل باب|على {d:شناكل|كلاليب|كلاليب} خشب].',
      ],
      [
        '[A man was|An old woman was|A young woman was] selling [warm sweets that smelled of honey|round sesame bread, still warm from the oven|sticky date cakes on a copper tray].',
        '[كانَ رَجُلٌ يَبيعُ|كانَتْ عَجوزٌ تَبيعُ|كانَتْ شابَّةٌ تَبيعُ] [حَلْوًى دافِئَةً تَفوحُ مِنْها رائِحَةُ العَسَلِ|كَعْكًا مُسْتَديرًا بِالسِّمْسِمِ ما زالَ دافِئًا مِنَ الفُرْنِ|كَعْكَ التَّمْرِ عَلى صينِيَّةٍ نُحاسِيَّةٍ].',
        '[واحد كان {d.b}يبيع|{d:ست كبيرة|ختيارة|عجوز} كانت {d.b}تبيع|{d:بنت|صبيّة|بنت} كانت {d.b}تبيع] [حلويات {d:سخنة|سخنة|حارّة} ريحتها عسل|كعك بالسمسم {d:لسّه طالع|بعدو طالع|توّه طالع} من الفرن|كعك بالتمر على صينية نحاس].',
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
        '[Soft|Fluffy|Little] clouds [drifted by|sailed past|floated slowly] like [cotton|wool|little sheep|white pillows].',
        'كانَتْ غُيومٌ [ناعِمَةٌ|مُنْتَفِشَةٌ|صَغيرَةٌ] [تَمُرُّ|تُبْحِرُ|تَطوفُ بِبُطْءٍ] مِثْلَ [القُطْنِ|الصّوفِ|خِرافٍ صَغيرَةٍ|وَسائِدَ بَيْضاءَ].',
        'غيوم [ناعمة|منفوشة|{d.small:f}] كانت [{d:بتعدّي|عم تمرق|تمرّ}|{d.b}تبحر|{d.b}تعوم {d:بالراحة|عمهلا|على مهلها|على هونها}] {d.like} [القطن|الصوف|خرفان صغيرة|مخدّات بيضا].',
      ],
      [
        'The sky over {P} was [wide|huge|deep] and full of [colour|wonder|soft light|gentle pinks].',
        'كانَتِ السَّماءُ فَوْقَ {P.g} [واسِعَةً|كَبيرَةً جِدًّا|عَميقَةً] مَليئَةً بِ[الأَلْوانِ|العَجائِبِ|الضَّوْءِ النّاعِمِ|الوَرْدِيِّ الرَّقيقِ].',
        'السما فوق {P} كانت [واسعة|كبيرة {d.very}|عميقة] ومليانة [ألوان|عجايب|نور ناعم|ألوان {d:بمبي|زهر|وردي} رقيقة].',
      ],
      [
        '[A shooting star|A tiny shooting star|One bright shooting star] drew a [silver|golden|long white] line across the sky.',
        'رَسَمَ [شِهابٌ|شِهابٌ صَغيرٌ|شِهابٌ لامِعٌ] خَطًّا [فِضِّيًّا|ذَهَبِيًّا|أَبْيَضَ طَويلًا] في السَّماءِ.',
        '[شهاب|شهاب {d.small:m}|شهاب لامع] رسم خط [فضّي|دهبي|أبيض طويل] في السما.',
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
        '[In the courtyard|In the little courtyard|In the middle of the courtyard], a little fountain [sang|bubbled|splashed softly|trickled drop by drop] and [jasmine|a grapevine|bougainvillea] climbed the walls.',
        '[في فِناءِ البَيْتِ|في الفِناءِ الصَّغيرِ|في وَسَطِ الفِناءِ]، [غَنَّتْ|بَقْبَقَتْ|رَشَّتْ بِرِفْقٍ|قَطَرَتْ قَطْرَةً قَطْرَةً] نافورَةٌ صَغيرَةٌ، وَتَسَلَّقَ [الياسَمينُ|عَريشُ العِنَبِ|نَباتُ الجَهَنَّمِيَّةِ] الجُدْرانَ.',
        '[في حوش البيت|في الحوش ال{d.small:m}|في نصّ الحوش]، نافورة صغيرة كانت [{d.b}تغنّي|{d.b}تبقبق|{d.b}ترشّ بهدوء|{d.b}تنقّط نقطة نقطة]، [والياسمين طالع على {d:الحيطان|الحيطان|الجدران}|و{d:عريشة العنب طالعة على الحيطان|عريشة العنب طالعة عالحيطان|عريش العنب طالع على الجدران}|و{d:الجهنّمية طالعة على الحيطان|المجنونة طالعة عالحيطان|الجهنّمية طالعة على الجدران}].',
        '2',
      ],
      [
        'A [lemon|pomegranate|fig] tree in a big pot [smelled sweet|gave a little shade|stood by the door].',
        'كانَتْ شَجَرَةُ [لَيْمونٍ|رُمّانٍ|تينٍ] في أَصيصٍ كَبيرٍ [تَفوحُ بِرائِحَةٍ حُلْوَةٍ|تَصْنَعُ ظِلًّا صَغيرًا|تَقِفُ عِنْدَ البابِ].',
        'شجرة [{d:لمون|حامض|ليمون}|رمّان|تين] في قصريّة كبيرة كانت [ريحتها حلوة|{d:عاملة|عاملة|مسوّية} ضلّ {d.small:m}|واقفة جنب الباب].',
      ],
      [
        'Cool tiles [in blue and white|with little stars|in old patterns] [covered the floor|ran around the fountain|lined the steps].',
        'غَطّى البَلاطُ البارِدُ [الأَزْرَقُ وَالأَبْيَضُ|المُزَيَّنُ بِنُجومٍ صَغيرَةٍ|ذو النُّقوشِ القَديمَةِ] [الأَرْضَ|ما حَوْلَ النّافورَةِ|الدَّرَجاتِ].',
        'البلاط ال{d:ساقع|بارد|بارد} [الأزرق والأبيض|اللي عليه نجوم صغيرة|اللي نقوشه قديمة] كان [مغطّي الأرض|{d.around} النافورة|على {d:السلّم|الدرج|الدرج}].',
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
        '[On the balcony|On the windowsill|On the step by the door], the [basil and mint|thyme|little pink roses|parsley] [smelled fresh after their evening water|smelled clean and fresh|smelled sweet in the cool air].',
        '[في الشُّرْفَةِ|عَلى حافَّةِ النّافِذَةِ|عَلى عَتَبَةِ البابِ]، فاحَتْ رائِحَةُ [الرَّيْحانِ وَالنَّعْناعِ|الزَّعْتَرِ|الوَرْدِ الوَرْدِيِّ الصَّغيرِ|البَقْدونِسِ] [مُنْعِشَةً بَعْدَ سَقْيِ المَساءِ|نَظيفَةً مُنْعِشَةً|حُلْوَةً في الهَواءِ البارِدِ].',
        '[{d:في البلكونة|عالبلكون|في البلكونة|في البلكونة}|على {d:حرف الشبّاك|حفّة الشبّاك|طرف الدريشة}|على عتبة الباب]، ريحة [{d:الريحان|الحبق|الريحان|الريحان} والنعناع|الزعتر|الورد ال{d.small:m} ال{d:بمبي|زهر|وردي}|البقدونس] [كانت منعشة {d:بعد الرّي|بعد السقاية|بعد السقي}|كانت نضيفة ومنعشة|كانت حلوة في الهوا ال{d:ساقع|بارد|بارد}].',
        '2',
      ],
      [
        'The smell of [mint tea|fresh bread|lentil soup|sage tea] [drifted|floated|crept|came softly] [from the kitchen|along the hallway|through the open door].',
        'رائِحَةُ [الشّايِ بِالنَّعْناعِ|الخُبْزِ الطّازَجِ|شورْبَةِ العَدَسِ|شايِ المَرْيَمِيَّةِ] [فاحَتْ|طافَتْ|تَسَلَّلَتْ|أَتَتْ بِهُدوءٍ] [مِنَ المَطْبَخِ|في المَمَرِّ|مِنَ البابِ المَفْتوحِ].',
        'ريحة [الشاي بالنعناع|{d:العيش الطازة|الخبز الطازة|الخبز الطازج}|شوربة العدس|{d:شاي الميرمية|شاي الميرمية|شاي المرمريّة}] [كانت طالعة|طارت|{d:اتسحّبت|تسلّلت|تسلّلت}|{d:جت بهدوء|إجت بهدوء|جات بهدوء}] [من المطبخ|في {d:الطرقة|الممرّ|الممرّ}|من الباب المفتوح].',
      ],
      [
        '[A lamp|A soft light|A little night light] glowed [in the living room|by the sofa|near the window] [with a warm yellow glow|with a round golden glow|like a small moon].',
        '[أَضاءَ مِصْباحٌ|أَضاءَ نورٌ خافِتٌ|أَضاءَ مِصْباحُ لَيْلٍ صَغيرٌ] [في الصّالَةِ|قُرْبَ الأَريكَةِ|عِنْدَ النّافِذَةِ] [بِضَوْءٍ أَصْفَرَ دافِئٍ|بِضَوْءٍ ذَهَبِيٍّ مُسْتَديرٍ|مِثْلَ قَمَرٍ صَغيرٍ].',
        '[لمبة نوّرت|نور خفيف نوّر|لمبة نوم {d.small:f} نوّرت] [في {d:الصالة|الصالون|الصالة}|جنب {d:الكنبة|الكنباية|الكنبة}|عند {d.window}] [بنور أصفر دافي|بنور دهبي مدوّر|{d.like} قمر {d.small:m}].',
        'sn',
      ],
      [
        'Indoors, everything was [quiet|warm|peaceful], and the clock [ticked softly|tick-tocked on the wall|kept its slow, steady beat].',
        'كانَ البَيْتُ مِنَ الدّاخِلِ [هادِئًا|دافِئًا|وادِعًا]، وَالسّاعَةُ [تُتَكْتِكُ بِهُدوءٍ|تُتَكْتِكُ عَلى الحائِطِ|تَدُقُّ دَقّاتِها البَطيئَةَ].',
        'البيت {d:من جوّا|من جوّا|من داخل} كان [هادي|دافي|{d:مريّح|مريّح|مريح}]، والساعة [كانت {d.b}تتكتك بهدوء|كانت {d.b}تتكتك على {d:الحيطة|الحيط|الجدار}|كانت {d.b}تدقّ دقّاتها البطيئة].',
      ],
      [
        '[From the window|Through the window glass|From the sofa by the window], {H} could see [the moon|the first stars|lights in other windows|the tops of the trees].',
        '[مِنَ النّافِذَةِ|مِنْ خِلالِ زُجاجِ النّافِذَةِ|مِنَ الأَريكَةِ قُرْبَ النّافِذَةِ]، {H:رَأى|رَأَتْ} {H} [القَمَرَ|أُولى النُّجومِ|الأَضْواءَ في النَّوافِذِ الأُخْرى|رُؤوسَ الأَشْجارِ].',
        '[من {d.window}|من ورا {d:إزاز|قزاز|زجاج} {d.window}|من {d:الكنبة|الكنباية|الكنبة} اللي جنب {d.window}]، {H} شاف{H:|ت} [القمر|أوّل النجوم|الأنوار في {d:الشبابيك|الشبابيك|الدرايش} {d:التانية|التانية|الثانية}|روس الشجر].',
        'sn',
      ],
      [
        '[The slippers|The little shoes|The sandals] waited [in a neat row|by the door|side by side] for the morning.',
        'انْتَظَرَتِ [الشَّباشِبُ|الأَحْذِيَةُ الصَّغيرَةُ|الصَّنادِلُ] [في صَفٍّ مُرَتَّبٍ|عِنْدَ البابِ|جَنْبًا إِلى جَنْبٍ] الصَّباحَ.',
        '[{d:الشباشب|الشحاطات|النعول}|{d:الجزم|الصبابيط|الأحذية} ال{d.small:f}|الصنادل] كانت [في صفّ مترتّب|جنب الباب|جنب بعض] {d:مستنّية|ناطرة|تنتظر} الصبح.',
        'sn',
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
      '[Slowly|Little by little|Far and near], the [city lights|street lights|lights on the tall buildings] began to [twinkle|glow|shine like stars].',
      '[بِبُطْءٍ|شَيْئًا فَشَيْئًا|مِنْ قَريبٍ وَمِنْ بَعيدٍ]، بَدَأَتْ [أَنْوارُ المَدينَةِ|أَنْوارُ الشَّوارِعِ|أَنْوارُ البِناياتِ العالِيَةِ] [تَتَلَأْلَأُ|تَتَوَهَّجُ|تَلْمَعُ مِثْلَ النُّجومِ].',
      '[{d:بالراحة|عمهل|على مهل}|{d:حبّة حبّة|شوي شوي|شوي شوي}|من قريب ومن بعيد]، [أنوار المدينة|أنوار الشوارع|أنوار {d:العماير|البنايات|العماير} العالية] {d.began:f} [تلمع|تنوّر|تبرق {d.like} النجوم].',
      'sn',
    ],
    [
      '[People|Grown-ups and children|Families] [walked|strolled|ambled slowly] home, [saying hello to their neighbours|waving to friends on balconies|chatting softly on the pavement].',
      'كانَ [النّاسُ|الكِبارُ وَالصِّغارُ|الأَهالي] [يَمْشونَ|يَتَمَشَّوْنَ|يَسيرونَ عَلى مَهْلٍ] إِلى بُيوتِهِمْ، [وَهُمْ يُسَلِّمونَ عَلى جيرانِهِمْ|وَهُمْ يُلَوِّحونَ لِأَصْحابِهِمْ في الشُّرُفاتِ|وَهُمْ يَتَحَدَّثونَ بِهُدوءٍ عَلى الرَّصيفِ].',
      '[الناس|الكبار والصغار|{d:الأهالي|العيل|الأهالي}] كانوا [ماشيين|{d:بيتمشّوا|عم يتمشّوا|يتمشّون}|ماشيين {d:على مهلهم|عمهلن|على مهلهم|على هونهم}] لبيوت{d.hum}، [و{d.b}يسلّم{d.un} على جيران{d.hum}|و{d:بيشاوروا لصحابهم|عم يلوّحوا لرفقاتن|يأشّرون لربعهم} اللي في {d:البلكونات|البلاكين|البلكونات}|و{d:بيدردشوا|عم يحكوا|يسولفون} بهدوء على الرصيف].',
    ],
    [
      '[Somewhere nearby|From an open window|Across the street], someone was playing [a soft song|a slow, sleepy tune|an old, gentle tune] on [an oud|a flute|a qanun].',
      '[في مَكانٍ قَريبٍ|مِنْ نافِذَةٍ مَفْتوحَةٍ|في الجِهَةِ الأُخْرى مِنَ الشّارِعِ]، كانَ أَحَدُهُمْ يَعْزِفُ [لَحْنًا هادِئًا|لَحْنًا بَطيئًا ناعِسًا|لَحْنًا قَديمًا رَقيقًا] عَلى [العودِ|النّايِ|القانونِ].',
      '[{d:في حتّة قريبة|بمحلّ قريب|في مكان قريب}|من {d:شبّاك مفتوح|شبّاك مفتوح|دريشة مفتوحة}|{d:في الناحية التانية من الشارع|بالصوب التاني من الشارع|في الصوب الثاني من الشارع}]، {d.someone} كان {d.b}يعزف [لحن هادي|لحن بطيء {d:بيجيب النوم|بيجيب النوم|يجيب النوم}|لحن قديم ورقيق] على [العود|الناي|القانون].',
      '2',
    ],
    [
      '[A bicycle bell rang|A door closed softly|A window clicked shut] [somewhere down the street|nearby|far away], and then the city was quiet again.',
      '[رَنَّ جَرَسُ دَرّاجَةٍ|أُغْلِقَ بابٌ بِهُدوءٍ|انْغَلَقَتْ نافِذَةٌ بِرِفْقٍ] [في آخِرِ الشّارِعِ|قَريبًا|بَعيدًا]، ثُمَّ عادَ الهُدوءُ إِلى المَدينَةِ.',
      '[جرس {d:عجلة|بسكليت|سيكل} رنّ|باب {d:اتقفل|تسكّر|تسكّر} بهدوء|{d.window} {d:اتقفل|تسكّر|تسكّرت} {d:بالراحة|عمهل|بشويش}] [في آخر الشارع|قريب|بعيد]، وبعدين المدينة رجعت هادية.',
      '2sn',
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
