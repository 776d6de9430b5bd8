import type { CatalogueLocation } from './types.ts';

// `setting` names one of the places the illustrator draws specially; without it the picture is
// chosen from the words of the name and description (engines backgrounds/settings.ts), so the
// descriptions below avoid place words that would pull a picture elsewhere.
export const defaultLocations: CatalogueLocation[] = [
  {
    slug: 'old-souk',
    nameEn: 'The Old Souk',
    nameAr: 'السوق القديم',
    type: 'city',
    setting: 'old-souk',
    descriptionEn:
      'A winding covered market of spice stalls, copper lanterns and carpet sellers calling out friendly greetings.',
    descriptionAr:
      'سوق مسقوف متعرج تملؤه أكشاك التوابل والفوانيس النحاسية وباعة السجاد الذين يلقون التحية بابتسامة.',
  },
  {
    slug: 'desert-oasis',
    nameEn: 'Desert Oasis Under the Stars',
    nameAr: 'واحة الصحراء تحت النجوم',
    type: 'nature',
    setting: 'desert-oasis',
    descriptionEn:
      'A quiet pool ringed by palm trees in the middle of golden dunes, under a sky full of twinkling stars.',
    descriptionAr:
      'بركة هادئة تحيط بها أشجار النخيل وسط الكثبان الذهبية، تحت سماء تتلألأ فيها النجوم.',
  },
  {
    slug: 'nile-felucca',
    nameEn: 'Felucca on the Nile',
    nameAr: 'فلوكة على النيل',
    type: 'nature',
    setting: 'nile-felucca',
    descriptionEn:
      'A white-sailed felucca drifting slowly down the wide Nile, past palm groves and sleepy villages.',
    descriptionAr:
      'فلوكة بشراع أبيض تنساب على مهل فوق مياه النيل الواسعة، مارّة ببساتين النخيل والقرى الهادئة.',
  },
  {
    slug: 'beirut-corniche',
    nameEn: 'The Beirut Corniche',
    nameAr: 'كورنيش بيروت',
    type: 'city',
    setting: 'beirut-corniche',
    descriptionEn:
      'A seaside promenade where families stroll, children ride bicycles and the sun sets behind the Pigeon Rocks.',
    descriptionAr:
      'ممشى على شاطئ البحر تتنزه فيه العائلات ويركب الأطفال دراجاتهم، وتغيب الشمس خلف صخرة الروشة.',
  },
  {
    slug: 'lebanese-mountain-village',
    nameEn: 'Mountain Village in Lebanon',
    nameAr: 'ضيعة في جبل لبنان',
    type: 'nature',
    setting: 'mountain-village',
    descriptionEn:
      'Stone houses with red roofs on a green mountainside, where church bells and the call to prayer share the morning air.',
    descriptionAr:
      'بيوت حجرية بسقوف قرميدية حمراء على سفح جبل أخضر، يلتقي فيها صوت الأجراس والأذان في هواء الصباح.',
  },
  {
    slug: 'date-palm-farm',
    nameEn: 'Date-Palm Farm',
    nameAr: 'مزرعة النخيل',
    type: 'nature',
    setting: 'date-palm-farm',
    descriptionEn:
      'Rows of tall date palms heavy with golden fruit, little water channels and a farmer’s ladder leaning on a trunk.',
    descriptionAr:
      'صفوف من النخيل الباسق المثقل بالرطب الذهبي، وسواقٍ صغيرة للماء، وسلّم المزارع مسنود إلى جذع نخلة.',
  },
  {
    slug: 'red-sea-coral-reef',
    nameEn: 'Red Sea Coral Reef',
    nameAr: 'الشعاب المرجانية في البحر الأحمر',
    type: 'nature',
    setting: 'coral-reef',
    descriptionEn:
      'Bright corals and swaying sea grass in clear blue water, where striped fish and gentle turtles play.',
    descriptionAr:
      'مرجان زاهي الألوان وأعشاب بحرية تتمايل في مياه زرقاء صافية، تلعب فيها الأسماك المخططة والسلاحف الوديعة.',
  },
  {
    slug: 'floating-library',
    nameEn: 'The Floating Library',
    nameAr: 'المكتبة الطائرة',
    type: 'fantasy',
    setting: 'floating-library',
    descriptionEn:
      'A library that floats among the clouds, with shelves that hum and storybooks that flutter like birds.',
    descriptionAr: 'مكتبة تطفو بين الغيوم، رفوفها تدندن وكتبها ترفرف كالعصافير.',
  },
  {
    slug: 'ramadan-lantern-street',
    nameEn: 'Ramadan Lantern Street',
    nameAr: 'شارع فوانيس رمضان',
    type: 'city',
    setting: 'lantern-street',
    descriptionEn:
      'A narrow old street strung with glowing lanterns and paper crescents, where neighbours share sweets after iftar.',
    descriptionAr:
      'شارع قديم ضيق تتدلى فوقه الفوانيس المضيئة والأهلّة الورقية، يتبادل فيه الجيران الحلوى بعد الإفطار.',
  },
  {
    slug: 'grandmother-courtyard',
    nameEn: 'Grandmother’s Courtyard',
    nameAr: 'فناء بيت الجدة',
    type: 'city',
    setting: 'grandmother-courtyard',
    descriptionEn:
      'A sunny courtyard with a lemon tree, a tiled fountain and pots of jasmine, where tea is always ready.',
    descriptionAr:
      'فناء مشمس فيه شجرة ليمون ونافورة مزخرفة بالبلاط وأصص الياسمين، والشاي فيه جاهز دائمًا.',
  },
  {
    slug: 'gulf-harbour',
    nameEn: 'Gulf Harbour with Dhows',
    nameAr: 'ميناء المراكب في الخليج',
    type: 'city',
    setting: 'gulf-harbour',
    descriptionEn:
      'Wooden dhows bobbing by the quay, fishermen mending nets and seagulls circling over the calm blue water.',
    descriptionAr:
      'مراكب خشبية تتهادى عند الرصيف، وصيادون يرتقون شباكهم، وطيور النورس تحوم فوق الماء الأزرق الهادئ.',
  },
  {
    slug: 'cozy-bedroom',
    nameEn: 'A Cozy Bedroom',
    nameAr: 'غرفة نوم دافئة',
    type: 'city',
    setting: 'cozy-bedroom',
    descriptionEn:
      'A snug room with a soft bed, a star-shaped night light and a window looking out at the moon.',
    descriptionAr: 'غرفة دافئة فيها سرير ناعم ومصباح ليلي على شكل نجمة ونافذة تطل على القمر.',
  },
  {
    slug: 'wadi-rum',
    nameEn: 'Wadi Rum Desert',
    nameAr: 'صحراء وادي رم',
    type: 'nature',
    descriptionEn:
      'Red sand and tall rocky mountains in southern Jordan, where the night sky is thick with stars.',
    descriptionAr: 'رمال حمراء وجبال صخرية شاهقة في جنوب الأردن، تزدحم سماؤها ليلًا بالنجوم.',
  },
  {
    slug: 'cedars-forest',
    nameEn: 'The Cedars Forest',
    nameAr: 'غابة الأرز',
    type: 'nature',
    setting: 'mountain-village',
    descriptionEn:
      'Ancient cedar trees high in the Lebanese mountains, with soft moss underfoot and snow on the peaks.',
    descriptionAr:
      'أشجار أرز عتيقة عالية في جبال لبنان، تحتها طحالب ناعمة وفوقها قمم مكسوة بالثلج.',
  },
  {
    slug: 'moroccan-riad-garden',
    nameEn: 'Moroccan Riad Garden',
    nameAr: 'حديقة رياض مغربي',
    type: 'city',
    setting: 'grandmother-courtyard',
    descriptionEn:
      'A hidden garden inside an old house in Marrakesh, with mosaic tiles, orange trees and a splashing fountain.',
    descriptionAr:
      'حديقة مخبأة في قلب بيت قديم في مراكش، فيها بلاط فسيفسائي وأشجار برتقال ونافورة يتناثر ماؤها.',
  },
  {
    slug: 'rose-red-canyon',
    nameEn: 'The Rose-Red Canyon',
    nameAr: 'الوادي الوردي',
    type: 'nature',
    descriptionEn:
      'A winding canyon of rose-pink rock with tall carved doorways, where friendly echoes answer back softly.',
    descriptionAr:
      'وادٍ متعرج من الصخر الوردي تزينه بوابات عالية منحوتة، يرد فيه الصدى بلطف على كل نداء.',
  },
  {
    slug: 'cairo-rooftop',
    nameEn: 'A Cairo Rooftop',
    nameAr: 'سطح بيت في القاهرة',
    type: 'city',
    descriptionEn:
      'A busy rooftop above Cairo with pigeon houses, potted plants and minarets glowing in the evening light.',
    descriptionAr:
      'سطح مزدحم فوق القاهرة فيه أبراج الحمام ونباتات الزينة، والمآذن تتوهج في ضوء المساء.',
  },
  {
    slug: 'omani-falaj',
    nameEn: 'Mountain Falaj in Oman',
    nameAr: 'فلج في جبال عمان',
    type: 'nature',
    descriptionEn:
      'A stone water channel running through terraced mountain gardens of pomegranates and roses.',
    descriptionAr: 'قناة ماء حجرية تجري بين مدرجات جبلية خضراء مزروعة بالرمان والورد.',
  },
  {
    slug: 'abu-dhabi-mangroves',
    nameEn: 'Abu Dhabi Mangroves',
    nameAr: 'غابة القرم في أبوظبي',
    type: 'nature',
    descriptionEn:
      'Quiet green mangrove channels where herons wade, crabs scuttle and kayaks glide slowly by.',
    descriptionAr:
      'قنوات هادئة بين أشجار القرم الخضراء، يخوض فيها مالك الحزين وتسرع السرطانات وتنساب قوارب الكاياك.',
  },
  {
    slug: 'neighbourhood-bakery',
    nameEn: 'The Spice-Scented Bakery',
    nameAr: 'المخبز العابق بالتوابل',
    type: 'city',
    descriptionEn:
      'A warm little bakery where za’atar manakish, sesame ka’ak and cinnamon rolls come out of a glowing stone oven.',
    descriptionAr:
      'مخبز صغير دافئ تخرج من فرنه الحجري المتوهج مناقيش الزعتر وكعك السمسم ولفائف القرفة.',
  },
  {
    slug: 'school-playground',
    nameEn: 'School Playground',
    nameAr: 'ساحة المدرسة',
    type: 'city',
    descriptionEn:
      'A bright playground with swings, a red slide and a chalk hopscotch, full of laughter at break time.',
    descriptionAr:
      'ساحة مشرقة فيها أراجيح وزلاجة حمراء ومربعات حجلة مرسومة بالطباشير، تملؤها الضحكات في وقت الاستراحة.',
  },
  {
    slug: 'city-park',
    nameEn: 'City Park',
    nameAr: 'حديقة المدينة',
    type: 'nature',
    descriptionEn:
      'A green park with a duck pond, shady trees and a kite-flying hill in the middle of the city.',
    descriptionAr:
      'حديقة خضراء فيها بحيرة صغيرة للبط وأشجار ظليلة وتلة لتطيير الطائرات الورقية في قلب المدينة.',
  },
  {
    slug: 'cloud-kingdom',
    nameEn: 'The Cloud Kingdom',
    nameAr: 'مملكة الغيوم',
    type: 'fantasy',
    descriptionEn:
      'Floating islands of soft cloud joined by rainbow bridges, with a castle where the wind sings.',
    descriptionAr: 'جزر عائمة من الغيوم الناعمة تصلها جسور من قوس قزح، وفيها قلعة تغني فيها الريح.',
  },
  {
    slug: 'star-observatory',
    nameEn: 'The Star-Lit Observatory',
    nameAr: 'مرصد النجوم',
    type: 'fantasy',
    descriptionEn:
      'A round tower on a hilltop with a giant brass telescope pointing at the planets and shooting stars.',
    descriptionAr: 'برج مستدير على قمة تلة، فيه منظار نحاسي عملاق موجّه نحو الكواكب والشهب.',
  },
  {
    slug: 'candy-castle',
    nameEn: 'The Candy-Coloured Castle',
    nameAr: 'القلعة الملونة كالحلوى',
    type: 'fantasy',
    descriptionEn:
      'A castle of pink and mint towers with lollipop trees, marshmallow hills and a lemonade river.',
    descriptionAr:
      'قلعة بأبراج وردية وخضراء بلون النعناع، حولها أشجار من المصاصات وتلال من حلوى الخطمي ونهر من عصير الليمون.',
  },
  {
    slug: 'underwater-palace',
    nameEn: 'The Underwater Palace',
    nameAr: 'قصر تحت الماء',
    type: 'fantasy',
    descriptionEn:
      'A pearl-white palace under the sea, with seashell doors, glowing jellyfish lamps and a seahorse guard.',
    descriptionAr:
      'قصر أبيض كاللؤلؤ في أعماق البحر، أبوابه من الأصداف وقناديله من قناديل البحر المضيئة، ويحرسه فرس البحر.',
  },
  {
    slug: 'moonlit-garden',
    nameEn: 'The Moonlit Garden',
    nameAr: 'حديقة ضوء القمر',
    type: 'fantasy',
    descriptionEn:
      'A secret garden where silver flowers open only at night and fireflies draw shapes in the air.',
    descriptionAr:
      'حديقة سرية لا تتفتح أزهارها الفضية إلا في الليل، وترسم اليراعات فيها أشكالًا في الهواء.',
  },
  {
    slug: 'pearl-diving-dhow',
    nameEn: 'The Pearl Divers’ Dhow',
    nameAr: 'سفينة الغوص على اللؤلؤ',
    type: 'nature',
    setting: 'gulf-harbour',
    descriptionEn:
      'A wooden dhow on the calm Gulf, where pearl divers sing old sea songs and open oysters looking for pearls.',
    descriptionAr:
      'سفينة خشبية في مياه الخليج الهادئة، يغني فيها الغواصون أهازيج البحر القديمة ويفتحون المحار بحثًا عن اللؤلؤ.',
  },
  {
    slug: 'desert-camp',
    nameEn: 'Desert Camp',
    nameAr: 'مخيم في الصحراء',
    type: 'nature',
    descriptionEn:
      'Woven tents among the dunes, a crackling campfire, cardamom coffee and camels resting under the stars.',
    descriptionAr:
      'خيام منسوجة بين الكثبان، ونار مخيم تطقطق، وقهوة بالهيل، وجمال تستريح تحت النجوم.',
  },
  {
    slug: 'mediterranean-beach',
    nameEn: 'Sunny Mediterranean Beach',
    nameAr: 'شاطئ البحر المتوسط المشمس',
    type: 'nature',
    descriptionEn:
      'Soft sand, gentle waves and colourful umbrellas, where children build sandcastles and collect shells.',
    descriptionAr:
      'رمل ناعم وأمواج هادئة ومظلات ملونة، يبني فيها الأطفال قلاع الرمل ويجمعون الأصداف.',
  },
  {
    slug: 'rainbow-forest',
    nameEn: 'The Rainbow Forest',
    nameAr: 'غابة قوس قزح',
    type: 'fantasy',
    descriptionEn:
      'A magical forest where every tree has leaves of a different colour and the mushrooms glow softly.',
    descriptionAr: 'غابة سحرية لكل شجرة فيها أوراق بلون مختلف، والفطر فيها يتوهج بنور خافت.',
  },
  {
    slug: 'toy-workshop',
    nameEn: 'The Toy Workshop',
    nameAr: 'ورشة الألعاب',
    type: 'fantasy',
    descriptionEn:
      'A cluttered, cheerful workshop where wooden toys wake up at night and tidy the shelves themselves.',
    descriptionAr: 'ورشة مبهجة مزدحمة تستيقظ فيها الألعاب الخشبية ليلًا وترتب الرفوف بنفسها.',
  },
  {
    slug: 'museum-of-wonders',
    nameEn: 'The Museum of Wonders',
    nameAr: 'متحف العجائب',
    type: 'city',
    descriptionEn:
      'A grand museum with dinosaur skeletons, golden astrolabes and old maps drawn by travelling scholars.',
    descriptionAr:
      'متحف فخم فيه هياكل الديناصورات والأسطرلابات الذهبية والخرائط القديمة التي رسمها العلماء الرحالة.',
  },
  {
    slug: 'hanging-gardens',
    nameEn: 'The Hanging Gardens',
    nameAr: 'الحدائق المعلقة',
    type: 'fantasy',
    descriptionEn:
      'Terraces of flowers spilling over high walls, with waterfalls, butterflies and singing birds on every step.',
    descriptionAr:
      'مدرجات من الأزهار تنسدل فوق الأسوار العالية، فيها شلالات وفراشات وعصافير تغرد على كل درجة.',
  },
  {
    slug: 'snowy-mountain-cabin',
    nameEn: 'Snowy Mountain Cabin',
    nameAr: 'كوخ في الجبل المثلج',
    type: 'nature',
    descriptionEn:
      'A wooden cabin on a snowy slope with smoke curling from the chimney and a sled waiting by the door.',
    descriptionAr:
      'كوخ خشبي على منحدر مكسو بالثلج، يتصاعد الدخان من مدخنته، وزلاجة تنتظر عند الباب.',
  },
];
