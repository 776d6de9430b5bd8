/**
 * The word lists the anonymiser reads a description with: first names in English and Arabic
 * letters, words that are not names, family and rank titles, role nouns, Arabic prefixes.
 */

const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

/** Arabic-world first names in English letters; also matched in lower case ("layla and omar"). */
export const ARAB_NAMES_LATIN = words(`
  mohammed muhammad mohamed mohammad mohamad ahmed ahmad ali omar umar omer yusuf youssef yousef yousif ibrahim ismail ismael
  khalid khaled hassan hasan hussein husain hussain hamza hamzah zaid zayd zayed karim kareem sami samy adam tariq tarek tareq
  faisal faysal nabil saeed saad salem salim rashid rashed majid majed fahad fahd nasser nasir naser mansour mansur walid waleed
  bilal anas amir ameer amin ameen rami ramy fadi hadi jad ziad ziyad ayman ayham basel bassel bassam hisham hesham mahmoud
  mahmud mustafa mostafa othman osman uthman abdullah abdallah abdulrahman abdelrahman abdulaziz yahya yaseen yassin yasin idris
  idrees ilyas elias issa musa moussa harun haroun suleiman sulaiman sulayman dawood dawud hamad hamdan hamid hamed rayan rayyan
  taha talal tamer tamim wael yazan yazeed yazid zakaria zakariya qasim kasim marwan mazen muaz muadh nadim nader nizar omran imran
  raed rafiq riyad riad saif seif sufyan tawfiq waseem wasim yunus younes zain zayn laith layth shadi fares faris jamal jameel
  jamil kamal khalil luay mahdi majd malik maher mounir munir murad nawaf obaid osama usama qais qays rabih sharif sherif sameer
  samir anwar ayoub ayyub ghassan hatem hazem ihab iyad karam muhannad mohannad saleh yasser yaser adel emad firas kenan
  hani wissam nasim naseem
  layla laila leila leyla lailah noor nour nur mariam maryam meryem salma huda hoda fatima fatma fatimah aisha aysha ayesha
  khadija khadijah zainab zaynab zeinab amal amira ameera rania ranya lina leena jana janna sara sarah hala dana reem rima reema
  lamia mona muna nadia nadya dalia dalal farah hana hanan haya hiba heba iman eman jamila jameela jumana joud lubna lujain
  malak manal maha maysa mayar nawal nesreen nisreen rahaf rawan razan ruba rola roula rula salwa samar samira sana shahd
  shaima sumaya somaya suha tala yara yasmin yasmeen yasmine zahra zahraa zeina zaina zayna ayah asma asmaa basma bushra dina
  duaa ghada hadeel hadil khawla lana lara layan leen maram marwa mira mirna nayla noura nora raghad randa rasha rehab ruqaya
  ruqayya safa safiya sahar samah sawsan shahed widad wafa warda yusra abeer afaf ola ghadeer maya jihan hala rana reham tasneem
  saja teba rahma marwa
`);

/** Arab-world names that are also words in English-language texts ("strong iman"): names only with a capital. */
export const CAPITAL_ONLY = words(
  'iman eman noor nour nur huda amal safa marwa hala maya malak sahar ola mona nasim naseem rahma majd karam jad',
);

/** Common English first names (not those that are everyday words, such as Grace, Hope, Will or May). */
export const ENGLISH_NAMES = words(`
  oliver jack harry george noah charlie jacob thomas oscar william james henry leo alfie joshua freddie archie ethan isaac
  alexander max lucas logan mason liam benjamin samuel daniel matthew david michael john andrew ryan luke nathan dylan tyler
  aaron edward sebastian theo finley harrison arthur toby jayden caleb elijah owen gabriel anthony christopher joseph peter paul
  simon tom tommy billy bobby danny jamie ben sam dan joe tim robert richard charles steven kevin brian jason justin eric adrian
  victor felix hugo jasper milo rory louis austin connor evan aiden olivia amelia isla ava emily isabella mia poppy ella lily
  sophia sophie evie charlotte jessica chloe alice emma hannah holly florence freya phoebe scarlett matilda elsie rosie millie
  lucy maisie zoe zara eva anna laura rachel rebecca megan lauren abigail madison harper natalie victoria elizabeth mary susan
  linda karen nancy betty helen sandra donna carol ruth sharon michelle kimberly jennifer amanda melissa stephanie nicole heather
  katie kate katherine catherine jane molly lola luna stella clara violet aurora penelope eleanor harriet georgia imogen bella
  mila nina tessa wendy alfred ivan oskar hugh ellie amy emilia beatrice edith elsa frida greta heidi ingrid julia kayla leah
  maddie nell paige quinn rhea tilly una vera yvonne
`);

/**
 * Capitalised words that are not names: sentence starters, days and months, feasts, places and
 * peoples, languages, sky words, titles kept as they are. Lower case.
 */
export const NOT_NAMES = words(`
  the and but for nor yet also then than that this these those there their they them here what when where which while who whom
  whose why how once one two three four five six seven eight nine ten first second third last next every each all any some many
  much more most few both either neither another other such after before during until till since because although though
  unless whether if else instead even still just only again always never sometimes often soon later now today tonight tomorrow
  yesterday morning evening night afternoon noon midnight suddenly finally meanwhile afterwards eventually luckily happily sadly
  slowly quickly quietly gently carefully together alone perhaps maybe actually really very too so not yes please thank thanks
  hello goodbye good great big small little long short new old young happy sad with without within into onto upon from about
  above below under over between among around across along through behind beside near inside outside against toward towards
  like unlike per via off out down far she her hers herself his him himself its itself our ours ourselves your yours yourself
  yourselves mine everyone everybody everything someone somebody something anyone anybody anything nobody nothing none
  let lets look come came see saw listen wait watch help make made take took give gave tell told say said ask asked keep
  remember imagine write read draw play find found follow bring show teach learn try need want wish hope grace joy faith will
  may might must shall should would could can cannot did does was were are has had have having being been not once upon
  story stories tale chapter page book bedtime dream dreams adventure adventures lesson moral theme
  monday tuesday wednesday thursday friday saturday sunday weekend
  january february march april june july august september october november december spring summer autumn winter
  ramadan eid adha fitr iftar suhoor suhur hajj umrah allah god quran koran mosque prophet islam muslim muslims christmas easter
  hanukkah diwali halloween new year birthday
  egypt egyptian cairo alexandria luxor aswan nile lebanon lebanese beirut tripoli sidon byblos jordan jordanian amman petra
  wadi rum aqaba syria syrian damascus aleppo palestine palestinian jerusalem gaza iraq iraqi baghdad basra kuwait kuwaiti qatar
  qatari doha bahrain bahraini manama oman omani muscat salalah saudi arabia arabian riyadh jeddah mecca makkah medina madinah
  yemen yemeni sanaa emirates emirati uae dubai sharjah ajman fujairah abu dhabi ain morocco moroccan marrakesh marrakech rabat
  fez fes casablanca tangier algeria algerian algiers tunisia tunisian tunis libya libyan tripoli sudan sudanese khartoum
  mauritania somalia djibouti comoros gulf red dead mediterranean arab arabs arabic english french spanish german italian turkish
  persian urdu hindi chinese japanese africa african asia asian europe european america american australia antarctica england
  britain british london paris france spain italy germany turkey istanbul india china japan canada london york sahara sinai
  atlantic pacific indian arctic ocean sea river lake mount mountain desert island
  moon sun star stars sky earth mars venus jupiter saturn mercury neptune uranus pluto milky way galaxy universe planet
  teta tata sitti sitto jaddah jadda jiddo jeddo geddo grandma grandpa granny grandmother grandfather nana mama baba mum mom
  dad daddy mummy mommy papa uncle aunt auntie aunty amo ammo khalo khalto amto king queen prince princess sultan sheikh sheikha
  emir captain doctor teacher coach professor miss mister madam lady sir mrs
  lego minecraft disney pixar youtube internet ipad tablet robot superhero
`);

/** Family titles: "Teta Salwa" keeps "Teta" ("Teta's" for a possessive). */
export const FAMILY_TITLES = words(`
  teta tata sitti sitto jaddah jadda jiddo jeddo geddo grandma grandpa granny grandmother grandfather nana mama baba mum mom dad
  daddy mummy mommy papa uncle aunt auntie aunty amo ammo khalo khalto amto
`);

/** Capitalised titles: "Princess Layla" becomes "the princess". */
export const RANK_TITLES: Record<string, string> = {
  king: 'king',
  queen: 'queen',
  prince: 'prince',
  princess: 'princess',
  sultan: 'sultan',
  sheikh: 'sheikh',
  sheikha: 'sheikha',
  emir: 'emir',
  captain: 'captain',
  doctor: 'doctor',
  dr: 'doctor',
  teacher: 'teacher',
  coach: 'coach',
  professor: 'professor',
  mr: 'neighbour',
  mrs: 'neighbour',
  ms: 'neighbour',
  miss: 'teacher',
  mister: 'neighbour',
  madam: 'neighbour',
  lady: 'lady',
  sir: 'knight',
};

/** Words after which a name only labels someone already described: "my friend Layla" → "my friend". */
export const ROLE_NOUNS = words(`
  friend sister brother cousin son daughter girl boy baby kid child neighbour neighbor grandson granddaughter niece nephew twin
  classmate teacher cat kitten dog puppy camel falcon horse pony rabbit bunny turtle tortoise owl bird parrot lion cub fish
  dolphin dragon unicorn genie fairy robot doll bear teddy hamster goldfish princess prince king queen sultan captain
`);

export const BE_VERBS = words('is was are were be been being am');

export const AR_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;

/** Arabic names, bare (without vowel marks). */
export const AR_MALE = words(`
  محمد أحمد يوسف إبراهيم إسماعيل خالد حسين حمزة زيد سامي آدم طارق فيصل سليم راشد ماجد ناصر منصور وليد بلال أنس رامي فادي
  جاد زياد أيمن أيهم باسل بسام هشام محمود مصطفى عثمان عبدالله عبدالرحمن عبدالعزيز يحيى ياسين إدريس إلياس عيسى موسى هارون
  سليمان داود ريان طلال تامر تميم وائل يزن يزيد زكريا قاسم مروان مازن معاذ نديم نادر نزار عمران رياض سفيان توفيق وسيم يونس ليث
  شادي خليل لؤي مهدي مراد نواف أسامة قيس سمير أنور أيوب غسان حاتم إياد مهند ياسر فراس جواد كنان عمر
`);
export const AR_FEMALE = words(`
  ليلى مريم سلمى فاطمة عائشة خديجة زينب رانيا لينا دانة دانا ريم ريما لمى لمياء منى نادية داليا دلال هيا جمانة لبنى لجين منال
  مها ميس ميار نوال نسرين رهف روان رزان ربى رولا سلوى سمر سميرة سناء شيماء سمية سهى تالا يارا ياسمين زهراء زينة أسيل دينا
  غادة هديل هند إسراء خولة لانا لارا ليان مروة ميرا نايلة نورة رندة رشا رقية صفية سوسن مايا جيهان حلا رنا رهام تسنيم سجى
`);
/** Arabic names that are also everyday words (نور "light", أمل "hope"): names only beside a title or another name. */
export const AR_MALE_WORDLIKE = words(
  'علي كريم سعيد سعد أمير أمين صالح جمال كمال حسن مالك ماهر رشيد عادل سالم زين فارس نبيل شريف منير سيف فهد هادي حمد حامد ربيع مجد وسام حازم هاني عماد رائد صلاح',
);
export const AR_FEMALE_WORDLIKE = words(
  'نور أمل هدى جنى سارة هالة ندى فرح حنان إيمان وفاء سحر بسمة وردة صفاء عبير جميلة أميرة ملاك هبة آية أسماء دعاء بشرى غدير علا سماح رحاب مرام شهد رغد جود لين وداد يسرى',
);

export const AR_TITLES = words(`
  الفتاة الفتى الطفل الطفلة الصبي البنت الولد الأميرة الأمير الملك الملكة السلطان الشيخ الشيخة المعلم المعلمة الأستاذ الأستاذة
  الدكتور الدكتورة الطبيب الطبيبة الجد الجدة العم الخال العمة الخالة القطة القط الكلب الجمل الحصان الصقر الأرنب السلحفاة
  صديقي صديقتي صديقه صديقها صديقته صديقتها صديقنا صديقتنا أخي أختي أخته أخوه أخاه أخيه أختها أخوها ابني ابنتي ابنه ابنها ابنته
  ابنتها جدتي جدي تيتا ستي سيتي جدو جدتو عمو خالو خالتو ماما بابا أمي أبي خالتي عمتي عمي خالي
`);
export const AR_INTRODUCERS = words('اسمه اسمها يدعى تدعى يسمى تسمى');
export const AR_PREPOSITIONS = words('في من إلى على عن مع عند بين حول لدى مثل');
/** Prefixes an Arabic word can carry (and, so, with, for), longest first. */
export const AR_PREFIXES = ['وب', 'ول', 'فب', 'فل', 'و', 'ف', 'ب', 'ل'];
