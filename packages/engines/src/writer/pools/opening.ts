import type { Pool } from '../lines.ts';

/** How the first page sets the evening in the place. */
export const settingLines: Pool = [
  ['It was a [warm|golden] afternoon in {P}.', 'كانَ عَصْرًا [دافِئًا|ذَهَبِيًّا] في {P.g}.', 'كان عصر [دافي|دهبي] في {P}.', 'a'],
  ['The sun was going down in {P}.', 'كانَتِ الشَّمْسُ تَميلُ إِلى الغُروبِ في {P.g}.', 'الشمس كانت {d.b}تغيب في {P}.', 's'],
  ['Evening came softly to {P}.', 'جاءَ المَساءُ بِهُدوءٍ إِلى {P.g}.', 'المسا {d.came:m} بهدوء على {P}.', 's'],
  ['It was almost bedtime in {P}.', 'اقْتَرَبَ وَقْتُ النَّوْمِ في {P.g}.', 'وقت النوم قرّب في {P}.', 's'],
  ['The sky over {P} turned [pink|orange] and gold.', 'تَلَوَّنَتِ السَّماءُ فَوْقَ {P.g} بِاللَّوْنِ [الوَرْدِيِّ|البُرْتُقالِيِّ] وَالذَّهَبِيِّ.', 'السما فوق {P} {d.became:f} [{d:بمبي|زهر|وردي}|{d:برتقاني|ليموني|برتقالي}] ودهبي.', 's'],
  ['The day was ending in {P}.', 'كانَ النَّهارُ يَنْتَهي في {P.g}.', 'النهار كان {d.b}يخلص في {P}.', 'as'],
  ['The air in {P} was soft and cool.', 'كانَ الهَواءُ في {P.g} ناعِمًا بارِدًا.', 'الهوا في {P} كان ناعم و{d:ساقع|بارد|بارد}.'],
  ['In {P}, the shadows were growing long and the air was turning cool.', 'كانَتِ الظِّلالُ تَطولُ في {P.g}، وَالهَواءُ يَبْرُدُ شَيْئًا فَشَيْئًا.', 'في {P}، الضلّ كان {d.b}يطوّل والهوا {d.b}يبرد {d.bit} {d.bit}.', '2s'],
  ['Another busy day was ending in {P}, and everything was slowing down.', 'كانَ يَوْمٌ آخَرُ مَشْغولٌ يَنْتَهي في {P.g}، وَكُلُّ شَيْءٍ يَهْدَأُ رُوَيْدًا رُوَيْدًا.', '{d:يوم تاني|يوم تاني|يوم ثاني} مليان شغل كان {d.b}يخلص في {P}، وكل {d.thing} كان {d.b}يهدى {d.bit} {d.bit}.', '2as'],
  ['The sun hung low over {P}, like a big orange ball.', 'كانَتِ الشَّمْسُ مُنْخَفِضَةً فَوْقَ {P.g} مِثْلَ كُرَةٍ بُرْتُقالِيَّةٍ كَبيرَةٍ.', 'الشمس كانت واطية فوق {P} {d.like} {d:كورة برتقاني|طابة ليموني|كورة برتقالية} كبيرة.', '2s'],
  ['The last light of the day was painting {P} in soft gold, and the whole place seemed to sigh and get ready for the night.', 'كانَ آخِرُ ضَوْءِ النَّهارِ يَصْبُغُ {P.a} بِذَهَبٍ ناعِمٍ، وَكَأَنَّ المَكانَ كُلَّهُ يَتَنَهَّدُ وَيَسْتَعِدُّ لِلَّيْلِ.', 'آخر نور النهار كان {d.b}يلوّن {P} دهبي ناعم، وكأنّ المكان كلّه {d.b}يتنهّد و{d.b}يجهّز نفسه لليل.', '3s'],
  ['The afternoon in {P} was quiet and golden, and the long day was slowly turning towards evening.', 'كانَ العَصْرُ في {P.g} هادِئًا ذَهَبِيًّا، وَالنَّهارُ الطَّويلُ يَميلُ شَيْئًا فَشَيْئًا نَحْوَ المَساءِ.', 'العصر في {P} كان هادي ودهبي، والنهار الطويل كان {d.b}يميل {d.bit} {d.bit} ناحية المغرب.', '3a'],
  ['Far away, the sun was slipping behind the edge of the world, and warm colours were wrapping {P}.', 'وَبَعيدًا، كانَتِ الشَّمْسُ تَنْزَلِقُ خَلْفَ حافَّةِ الدُّنْيا، وَالأَلْوانُ الدّافِئَةُ تَلُفُّ {P.a}.', 'وبعيد، الشمس كانت {d.b}تنزل ورا آخر الدنيا، والألوان الدافية {d.b}تلفّ {P}.', '3s'],
  ['The evening air in {P} smelled [sweet|fresh] and clean.', 'كانَ هَواءُ المَساءِ في {P.g} [عَطِرًا|مُنْعِشًا] نَقِيًّا.', 'هوا المسا في {P} كان [ريحته حلوة|منعش] ونضيف.', 's'],
  ['Everything in {P} was turning [gold|rosy] and quiet.', 'كانَ كُلُّ شَيْءٍ في {P.g} يَصيرُ [ذَهَبِيًّا|وَرْدِيًّا] هادِئًا.', 'كل {d.thing} في {P} كان {d.b}يقلب [دهبي|{d:بمبي|زهر|وردي}] وهادي.', 's'],
  ['A soft, golden light lay over {P}.', 'كانَ ضَوْءٌ ذَهَبِيٌّ ناعِمٌ يَغْمُرُ {P.a}.', 'نور دهبي ناعم كان مغطّي {P}.', 'as'],
];

/** Who the story is about. */
export const introLines: Pool = [
  ['There was {H.intro} named {H}.', 'كانَ هُناكَ {H.intro} اسْمُ{H:هُ|ها} {H}.', 'كان {d.thereis} {H.intro} اسم{H:ه|ها} {H}.'],
  ['{H} was {H.intro} who lived near {P}.', '{H} {H.intro} {H:يَعيشُ|تَعيشُ} قُرْبَ {P.g}.', '{H} {H.intro} {d.bh}{H:يعيش|تعيش} جنب {P}.'],
  ['{H} loved evenings in {P}.', 'كانَ{H:|تْ} {H} {H:يُحِبُّ|تُحِبُّ} المَساءَ في {P.g}.', '{H} كان{H:|ت} {d.bh}{H:يحبّ|تحبّ} المسا في {P}.'],
  ['This is {H}, {H.intro}.', '{H:هذا|هذِهِ} {H}، وَ{H:هُوَ|هِيَ} {H.intro}.', '{d.this:H} {H}، {H.intro}.'],
  ['{H}, {H.intro}, knew every corner of {P}.', 'كانَ{H:|تْ} {H}، وَ{H:هُوَ|هِيَ} {H.intro}، {H:يَعْرِفُ|تَعْرِفُ} كُلَّ زاوِيَةٍ في {P.g}.', '{H}، {H.intro}، كان{H:|ت} {d.bh}{H:يعرف|تعرف} كل {d:حتّة|زاوية|زاوية} في {P}.', '2'],
  ['{H} was {H.intro} with a big heart and many questions.', '{H} {H.intro}، {H:لَهُ|لَها} قَلْبٌ كَبيرٌ وَأَسْئِلَةٌ كَثيرَةٌ.', '{H} {H.intro}، قلب{H:ه|ها} كبير وأسئلت{H:ه|ها} {d:كتير|كتيرة|واجد|وايد}.', '2'],
  ['{H} was {H.intro}, and {H.his} favourite time of day was this one, when the place grew calm and the first stars came out.', '{H} {H.intro}، وَكانَ أَحَبُّ الأَوْقاتِ إِلَيْ{H:هِ|ها} هذا الوَقْتَ، حينَ يَهْدَأُ المَكانُ وَتَظْهَرُ أَوَّلُ النُّجومِ.', '{H} {H.intro}، وأحلى وقت عند{H:ه|ها} كان الوقت {d.this:m}، لمّا المكان {d.b}يهدى وأوّل النجوم {d.b}تطلع.', '3s'],
  ['Everyone in {P} knew {H}, whose smile was never far away.', 'كانَ الجَميعُ في {P.g} يَعْرِفونَ {H.a}، فَالابْتِسامَةُ لا {H:تُفارِقُ وَجْهَهُ|تُفارِقُ وَجْهَها}.', '{H} كان{H:|ت} معروف{H:|ة} في {P} {d.because} ضحكت{H:ه|ها} {d:ما بتفارقش|ما بتفارق|ما تفارق} {d:وشّ|وجّ|وجه}{H:ه|ها}.', '3'],
  ['{H} was {H.intro} who liked [big questions|small adventures].', '{H} {H.intro} {H:يُحِبُّ|تُحِبُّ} [الأَسْئِلَةَ الكَبيرَةَ|المُغامَراتِ الصَّغيرَةَ].', '{H} {H.intro} {d.bh}{H:يحبّ|تحبّ} [الأسئلة الكبيرة|المغامرات الصغيّرة].'],
  ['Meet {H}, {H.intro} with [bright eyes|a warm smile].', 'إِلَيْكُمْ {H.a}، {H:وَهُوَ|وَهِيَ} {H.intro} [بِعَيْنَيْنِ لامِعَتَيْنِ|بِابْتِسامَةٍ دافِئَةٍ].', '{d:دي|هيدي|هذي|هذي} حكاية {H}، {H.intro} [بعيون بتلمع|بضحكة دافية].'],
];

export const ageLines: Pool = [
  ['{H} was {H.age}.', 'كانَ{H:|تْ} {H} في {H.age} مِنْ عُمُرِ{H:هِ|ها}.', '{H} عمر{H:ه|ها} {H.age}.'],
  ['{H} was {H.age}, old enough to help and young enough to wonder about everything.', 'كانَ{H:|تْ} {H} في {H.age} مِنْ عُمُرِ{H:هِ|ها}؛ {H:كَبيرًا|كَبيرَةً} بِما يَكْفي {H:لِيُساعِدَ|لِتُساعِدَ}، وَ{H:صَغيرًا|صَغيرَةً} بِما يَكْفي {H:لِيَتَعَجَّبَ|لِتَتَعَجَّبَ} مِنْ كُلِّ شَيْءٍ.', '{H} عمر{H:ه|ها} {H.age}، {H:كبير|كبيرة} كفاية {d.sothat} {H:يساعد|تساعد}، و{H:صغيّر|صغيّرة} كفاية {d.sothat} {H:يستغرب|تستغرب} من كل {d.thing}.', '2'],
  ['{H} had just turned {H.age}.', 'كانَ{H:|تْ} {H} قَدْ {H:بَلَغَ|بَلَغَتْ} لِلتَّوِّ {H.age} مِنْ عُمُرِ{H:هِ|ها}.', '{H} {d:لسّه مكمّل|لسّا مكمّل|توّه مكمّل}{H:|ة} {H.age}.'],
];

/** The friend chosen by the parent, met on the first page. */
export const friendIntroLines: Pool = [
  ['{F} was {H}\'s best friend.', '{F} {F:صَديقُ|صَديقَةُ} {H.g} {F:المُقَرَّبُ|المُقَرَّبَةُ}.', '{F} {d.friend:F} {H} {F:المقرّب|المقرّبة}.', 'c'],
  ['{F} was there too, with a big smile.', 'وَكانَ{F:|تْ} {F} هُناكَ أَيْضًا، {F:يَبْتَسِمُ|تَبْتَسِمُ} ابْتِسامَةً كَبيرَةً.', 'و{F} كان{F:|ت} {d.here} {d.also}، {d.b}{F:يضحك|تضحك} ضحكة كبيرة.', 'c'],
  ['{F}, {F.intro}, lived just next door.', '{F} {F.intro} {F:يَسْكُنُ|تَسْكُنُ} في البَيْتِ المُجاوِرِ.', '{F} {F.intro} {d.bh}{F:يسكن|تسكن} {d:في البيت اللي جنبهم|بالبيت اللي حدّن|في البيت اللي جنبهم}.', 'c'],
  ['{H} was playing with {F}, {F.intro}.', 'كانَ{H:|تْ} {H} {H:يَلْعَبُ|تَلْعَبُ} مَعَ {F.g}، وَ{F:هُوَ|هِيَ} {F.intro}.', '{H} كان{H:|ت} {d.b}{H:يلعب|تلعب} {d.with} {F}، {F.intro}.', 'c'],
  ['{H} and {F} did almost everything together.', 'كانَ{H:|تْ} {H} وَ{F} {W:يَفْعَلانِ|تَفْعَلانِ} كُلَّ شَيْءٍ تَقْريبًا مَعًا.', '{W} كانوا {d.bh}{d:يعملوا|يعملوا|يسوّون} كل {d.thing} تقريبًا سوا.', '2c'],
  ['{F}, {F.intro}, had been {H}\'s friend for as long as either of them could remember.', '{F}، وَ{F:هُوَ|هِيَ} {F.intro}، {F:صَديقُ|صَديقَةُ} {H.g} مُنْذُ أَقْدَمِ ما {W:يَتَذَكَّرانِ|تَتَذَكَّرانِ}.', '{F}، {F.intro}، {d.friend:F} {H} من زمان {d.very}، من أيّام ما {d:يفتكروا|بيتذكّروا|يتذكّرون}.', '3c'],
  ['{F} was never far from {H}.', 'لَمْ {F:يَكُنْ|تَكُنْ} {F} {F:بَعيدًا|بَعيدَةً} عَنْ {H.g} أَبَدًا.', '{F} {d:دايمًا|دايمًا|دايم} {d:جنب|حدّ|جنب} {H}.', 'c'],
  ['{H} and {F} [played|laughed] together every evening.', '[كانَ{H:|تْ} {H} وَ{F} {W:يَلْعَبانِ|تَلْعَبانِ}|كانَ{H:|تْ} {H} وَ{F} {W:يَضْحَكانِ|تَضْحَكانِ}] مَعًا كُلَّ مَساءٍ.', '{W} كانوا [{d.bh}يلعب{d.un}|{d.bh}يضحك{d.un}] سوا كل مسا.', 'c'],
];

/** The third chosen character. */
export const thirdIntroLines: Pool = [
  ['And {T}, {T.intro}, came along too.', 'وَجاءَ{T:|تْ} {T} أَيْضًا، وَ{T:هُوَ|هِيَ} {T.intro}.', 'و{T} {d.came:T} {d.also}، {T.intro}.'],
  ['{T} was with them too, humming a little tune.', 'وَكانَ{T:|تْ} {T} مَعَهُما أَيْضًا، {T:يُدَنْدِنُ|تُدَنْدِنُ} لَحْنًا صَغيرًا.', 'و{T} كان{T:|ت} {d.with}{d.hum} {d.also}، {d.b}{T:يدندن|تدندن} {d:غنوة صغيّرة|غنّية زغيرة|أغنية صغيرة}.'],
  ['Their friend {T} joined them, {T.intro}.', 'وَانْضَمَّ{T:|تْ} إِلَيْهِما {T}، وَ{T:هُوَ|هِيَ} {T.intro}.', 'و{T} {d:انضمّ|انضمّ|انضمّ}{T:|ت} {d:ليهم|إلن|لهم}، {T.intro}.'],
  ['{T}, {T.intro}, was never far from {H} and {F}.', 'وَلَمْ {T:يَكُنْ|تَكُنْ} {T} {T:بَعيدًا|بَعيدَةً} عَنْ {W.g} أَبَدًا، وَ{T:هُوَ|هِيَ} {T.intro}.', 'و{T}، {T.intro}، {d:دايمًا|دايمًا|دايم} {d:جنب|حدّ|جنب} {W}.', '2'],
];

/** How the evening feels. */
export const moodLines: Pool = [
  ['Everything felt calm and cosy.', 'كانَ كُلُّ شَيْءٍ هادِئًا وَدافِئًا.', 'كل {d.thing} كان هادي ودافي.'],
  ['It was almost time for bed, but not quite yet.', 'اقْتَرَبَ وَقْتُ النَّوْمِ، لكِنَّهُ لَمْ يَأْتِ بَعْدُ.', 'وقت النوم قرّب، بس {d:لسّه ما جاش|بعدو ما إجا|للحين ما جا|للحين ما يا}.', 'as'],
  ['{H} hummed a happy little song.', 'دَنْدَنَ{H:|تْ} {H} أُغْنِيَةً صَغيرَةً سَعيدَةً.', '{H} دندن{H:|ت} {d:غنوة صغيّرة حلوة|غنّية زغيرة حلوة|أغنية صغيرة حلوة}.'],
  ['A cool breeze said hello.', 'هَبَّ نَسيمٌ لَطيفٌ كَأَنَّهُ يُلْقي التَّحِيَّةَ.', 'نسمة لطيفة {d.came:f} كأنّها {d.b}تسلّم.'],
  ['Birds were flying home.', 'كانَتِ الطُّيورُ عائِدَةً إِلى أَعْشاشِها.', 'الطيور كانت راجعة لعشوشها.', 'as'],
  ['{H} skipped along, feeling happy.', 'قَفَزَ{H:|تْ} {H} في مَرَحٍ، {H:سَعيدًا|سَعيدَةً}.', '{H} كان{H:|ت} {d.b}{H:ينطّ|تنطّ} {d:من الفرحة|من الفرحة|من الوناسة}.', 'w'],
  ['The air was soft, and somewhere a bird sang its last song of the day.', 'كانَ الهَواءُ ناعِمًا، وَفي مَكانٍ ما غَرَّدَ عُصْفورٌ آخِرَ أُغْنِيَةٍ في يَوْمِهِ.', 'الهوا كان ناعم، و{d:في حتّة|بمحلّ|في مكان} عصفور غنّى آخر {d:غنوة|غنّية|أغنية} في يومه.', '2as'],
  ['{H} felt happy just to be in {P} at this hour.', 'شَعَرَ{H:|تْ} {H} بِالسَّعادَةِ لِمُجَرَّدِ وُجودِ{H:هِ|ها} في {P.g} في هذِهِ السّاعَةِ.', '{H} كان{H:|ت} {d.happy:H} {d.very} {H:وهو|وهي} في {P} {d:الساعة دي|بهالساعة|في هالساعة}.', '2'],
  ['Grown-ups sat talking in low voices, and children played their very last games before bedtime.', 'جَلَسَ الكِبارُ يَتَحَدَّثونَ بِأَصْواتٍ خافِتَةٍ، وَلَعِبَ الصِّغارُ آخِرَ أَلْعابِهِمْ قَبْلَ النَّوْمِ.', 'الكبار قعدوا {d.b}يدردش{d.un} بصوت واطي، و{d.kids} لعبوا آخر لعبة قبل النوم.', '3as'],
  ['{H} liked this quiet time best of all, when the busy day let go and the whole world seemed to slow down.', 'كانَ{H:|تْ} {H} {H:يُحِبُّ|تُحِبُّ} هذا الوَقْتَ الهادِئَ أَكْثَرَ مِنْ أَيِّ وَقْتٍ آخَرَ، حينَ يَهْدَأُ النَّهارُ المَشْغولُ وَيَبْطُؤُ العالَمُ كُلُّهُ.', '{H} كان{H:|ت} {d.bh}{H:يحبّ|تحبّ} الوقت الهادي {d.this:m} {d:أكتر|أكتر|أكثر} من أيّ وقت، لمّا النهار {d.b}يهدى والدنيا كلّها {d.b}تمشي {d:بالراحة|عمهلا|على هونها}.', '3'],
  ['{H} felt [calm|cosy] and happy.', 'شَعَرَ{H:|تْ} {H} [بِالهُدوءِ|بِالدِّفْءِ] وَالسَّعادَةِ.', '{H} حسّ{H:|ت} [بالهدوء|بالدفا] والفرحة.'],
  ['It was a [lovely|peaceful] evening.', 'كانَ مَساءً [جَميلًا|هادِئًا].', 'كان مسا [حلو|هادي].', 'sn'],
  ['A cat stretched and yawned on a wall.', 'تَمَطّى قِطٌّ وَتَثاءَبَ فَوْقَ جِدارٍ.', 'قطّ {d:اتمطّع|تمطّى|تمطّى} و{d:اتاوب|تاوب|تثاوب} فوق {d:حيطة|حيط|جدار}.'],
  ['Somewhere a door closed softly.', 'في مَكانٍ ما، انْغَلَقَ بابٌ بِهُدوءٍ.', '{d:في حتّة|بمحلّ|في مكان}، باب {d:اتقفل|تسكّر|تسكّر} بهدوء.'],
  ['{H} [waved|smiled] at a neighbour going home.', '[لَوَّحَ{H:|تْ} {H} لِجارٍ|ابْتَسَمَ{H:|تْ} {H} لِجارٍ] عائِدٍ إِلى بَيْتِهِ.', '{H} [سلّم{H:|ت} على|ابتسم{H:|ت} ل] جار راجع بيته.', '2'],
  ['The day had been long and full, and now it was slowly folding itself away, like a blanket at bedtime.', 'كانَ النَّهارُ طَويلًا مَليئًا، وَها هُوَ الآنَ يَطْوي نَفْسَهُ بِبُطْءٍ، مِثْلَ بَطّانِيَّةٍ عِنْدَ وَقْتِ النَّوْمِ.', 'النهار كان طويل ومليان، و{d.now} {d:بيطبّق|عم يطوي|يطوي} نفسه {d.slowly}، {d.like} بطّانية وقت النوم.', '3'],
];
