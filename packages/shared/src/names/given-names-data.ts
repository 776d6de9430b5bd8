/**
 * The given-names table, one name a line: the fully vowelled Arabic without its case ending, the
 * gender (m, f, b for both; `!` marks a masculine name that is a diptote: أَفْعَل، فَعْلان, foreign
 * names, عُمَر; `=` a name that never changes), the regions (g Gulf, l Levant, e Egypt, m Maghreb, *
 * all four) and the Latin spellings parents use. Feminine names, names in ة and long-vowel endings
 * need no mark: the rules in given-names.ts read them from the letters. Parsed by given-names.ts.
 */
export const givenNamesData = `
# Men's names heard in every region, then the Gulf, Levantine, Egyptian and Maghrebi ones
مُحَمَّد | m | * | mohammed muhammad mohamed mohamad mohammad muhammed mohamed mehmed
أَحْمَد | m! | * | ahmed ahmad
مَحْمُود | m | * | mahmoud mahmud mahmood
حَامِد | m | * | hamed hamid
حَمِيد | m | * | hameed
حَمَد | m | g | hamad
حَمَّاد | m | * | hammad
حَمْدِي | m | e | hamdy hamdi
حَمْدَان | m! | g | hamdan
حُمَيْد | m | g | humaid humaid homaid humayd
مُصْطَفَى | m | * | mustafa moustafa mostafa mustapha moustapha
عَلِيّ | m | * | ali aly
حَسَن | m | * | hassan hasan
حُسَيْن | m | * | hussein husain hussain husayn hussien hossein houssein
حُسْنِي | m | e | hosny husni
حَسَّان | m! | * | hassaan
عُمَر | m! | * | omar umar omer
عُثْمَان | m! | * | othman uthman othmane osman
خَالِد | m | * | khalid khaled
يُوسُف | m! | * | yousef yusuf youssef yousif yosef yousuf yussuf youcef
إِبْرَاهِيم | m! | * | ibrahim ebrahim brahim ibraheem
إِسْمَاعِيل | m! | * | ismail esmail ismael ismaeel smail
إِسْحَاق | m! | * | ishaq ishak
يَعْقُوب | m! | * | yaqub yacoub yaqoub yakoub yaacoub
آدَم | m! | * | adam
نُوح | m | * | nouh nuh
مُوسَى | m | * | musa moussa mousa
عِيسَى | m | * | isa eisa issa aissa
يَحْيَى | m | * | yahya yehia yahia yehya
زَكَرِيَّا | m | * | zakaria zakariya zakariyya zakarya zakaria
سُلَيْمَان | m! | * | sulaiman suleiman sulayman soliman slimane souleymane
دَاوُود | m! | * | dawood dawud daoud dawoud daud
يُونُس | m! | * | younes yunus younis younus
أَيُّوب | m! | * | ayoub ayyub ayub ayyoub
هَارُون | m! | * | haroun harun haroon
إِدْرِيس | m! | * | idris idrees driss
لُقْمَان | m! | * | luqman loqman lokman
عِمْرَان | m! | * | imran emran
صَالِح | m | * | saleh salih
شُعَيْب | m | * | shuaib shoaib chouaib
إِلْيَاس | m! | * | ilyas elias elyas ilias
يَزِيد | m! | * | yazid yazeed
يَزَن | m! | l g | yazan
سَعِيد | m | * | saeed said saied
سَعْد | m | * | saad
سُعُود | m | g | saud saoud suood
سُلْطَان | m! | * | sultan soltan
فَيْصَل | m | * | faisal faysal feisal faycal
فَهْد | m | g | fahad fahd
تُرْكِيّ | m | g | turki torki
نَايِف | m | g | nayef naif nayif
نَوَّاف | m | g | nawaf nawwaf
بَنْدَر | m! | g | bandar
مِشْعَل | m | g | mishal meshal mishaal mesh'al
مُتْعِب | m | g | mutaib miteb mutib
مِشَارِي | m | g | mishari meshari
مَاجِد | m | * | majid majed
مَايِد | m | g | mayed
رَاشِد | m | * | rashid rashed
رَشِيد | m | * | rasheed rachid
زَايِد | m | g | zayed zayid
خَلِيفَة | m | g | khalifa khalifah kalifa
مَنْصُور | m | * | mansour mansoor mansur
سَالِم | m | * | salem saalem
سَلِيم | m | * | salim saleem selim
سَيْف | m | * | saif sayf seif
صَقْر | m | g | saqr saqer saker sakr
شَاهِين | m | * | shaheen shahin chahine
حَمْزَة | m | * | hamza hamzah hamzeh
أُسَامَة | m | * | osama usama oussama ossama
طَلَال | m | * | talal
عَادِل | m | * | adel adil
جَمَال | m | * | jamal gamal djamel jamel
كَرِيم | m | * | karim kareem krim
نَبِيل | m | * | nabil nabeel
سَامِي | m | * | sami samy
رَامِي | m | * | rami ramy
هَادِي | m | * | hadi hady
فَادِي | m | * | fadi fady
شَادِي | m | * | shadi shady chadi
سَامِر | m | * | samer
سَمِير | m | * | samir sameer
مَاهِر | m | * | maher mahir
طَارِق | m | * | tariq tarek tarik tareq
زِيَاد | m | * | ziad ziyad zyad
فَارِس | m | * | fares faris
نَاصِر | m | * | nasser nasir naser
جَاسِم | m | g | jassim jasim jasem
قَاسِم | m | * | qasim kassem qassim kasem qasem
هَاشِم | m | * | hashem hashim hachem
بَاسِم | m | * | basem basim bassem
بَاسِل | m | * | basel basil bassel
حَازِم | m | * | hazem hazim
عَاصِم | m | * | asem asim assem
عَامِر | m | * | amer aamer
أَمِير | m | * | amir ameer
أَنَس | m | * | anas
أَنِيس | m | * | anis anees
أَيْمَن | m! | * | ayman aymen
أَكْرَم | m! | * | akram
أَشْرَف | m! | * | ashraf achraf
أَمْجَد | m! | * | amjad
أَسْعَد | m! | * | asaad assad
أَنْوَر | m! | * | anwar
أَدْهَم | m! | * | adham
أَيْهَم | m! | * | ayham
أَوْس | m | * | aws aous
أَمِين | m | * | amin ameen amine
مَأْمُون | m | * | mamoun mamun
مَرْوَان | m! | * | marwan
عَدْنَان | m! | * | adnan
غَسَّان | m! | * | ghassan
سُفْيَان | m! | * | sufyan soufiane sofiane sufian
رِضْوَان | m! | * | radwan redouane ridwan redwan
عَمَّار | m | * | ammar
يَاسِر | m | * | yasser yasir
يَاسِين | m | * | yassin yaseen yassine yacine yasin
مُعَاذ | m | * | muath moaz muadh moath mouad
بِلَال | m | * | bilal belal
زَيْد | m | * | zaid zayd zeid
لَيْث | m | * | laith layth leith
غَيْث | m | * | ghaith ghayth gaith
رَيَّان | m! | * | rayan rayyan
بَدْر | m | * | badr bader
هِلَال | m | * | hilal helal
نَجْم | m | * | najm nejm
سَهْم | m | * | sahm
لَهَب | m | * | lahab
قُصَيّ | m | * | qusai qusay kusai
عُدَيّ | m | * | uday oday odai
لُؤَيّ | m | * | louay luay loay
صُهَيْب | m | * | suhaib sohaib souhaib
حُذَيْفَة | m | * | huthaifa hudhaifa huzaifa houdaifa
عُبَيْدَة | m | * | ubaida obaida
جَعْفَر | m | * | jaafar jafar
مَالِك | m | * | malik malek
مُرَاد | m | * | murad mourad
مُنِير | m | * | munir mounir
بَشِير | m | * | bashir bachir basheer
نَادِر | m | * | nader nadir
نَدِيم | m | * | nadim nadeem
وَسِيم | m | * | wassim wasim waseem
وَلِيد | m | * | walid waleed
وَائِل | m | * | wael wail
وَضَّاح | m | * | waddah
مَجْد | b | * | majd magd
مَجْدِي | m | e l | magdy majdi
رَمْزِي | m | * | ramzi ramzy
فَوْزِي | m | * | fawzi fawzy
شُكْرِي | m | e l | shukri shokry
صَبْرِي | m | e l | sabri sabry
لُطْفِي | m | * | lotfi lutfi lotfy
حِلْمِي | m | e | helmy hilmi
خَيْرِي | m | e | khairy khairi
رُشْدِي | m | e | roshdy rushdi
سَامِح | m | * | sameh
شَرِيف | m | * | sherif sharif cherif
عِصَام | m | * | essam issam isam
هِشَام | m | * | hisham hesham hicham
حُسَام | m | * | hussam hossam houssam
وِسَام | m | * | wissam wesam wisam
عِمَاد | m | * | imad emad
نِزَار | m | * | nizar nezar
إِيَاد | m | * | eyad iyad
جِهَاد | m | * | jihad gehad
رِيَاض | m | * | riyad riad
فِرَاس | m | * | firas feras
كِنَان | m | l g | kinan kenan
سِنَان | m | * | sinan
أُبَيّ | m | * | ubai obai ubay
تَيْم | m | * | taim taym teem
تَمِيم | m | * | tamim tameem
مُهَنَّد | m | * | muhannad mohannad
مُنْذِر | m | * | munther monzer mundhir mounder
مُؤْمِن | m | * | moamen mumin momin
مُعْتَزّ | m | * | moataz mutaz moetaz
مُصْعَب | m | * | musab mosab mousab
مُهَاب | m | e | mohab muhab
مَهْدِي | m | * | mahdi mehdi
نُعْمَان | m! | * | noman numan nouman
قَحْطَان | m! | g | qahtan
سَلْمَان | m! | * | salman
حَبِيب | m | * | habib habeeb
مُبَارَك | m | * | mubarak mobarak
نَاجِي | m | * | naji nagy
فَرِيد | m | * | farid fareed
وَحِيد | m | * | wahid waheed
فُؤَاد | m | * | fouad fuad
جَوَاد | m | * | jawad
عَزِيز | m | * | aziz
عَبَّاس | m | * | abbas
كَامِل | m | * | kamel kamil
كَمَال | m | * | kamal
جَلَال | m | * | jalal galal
بَهَاء | m | * | bahaa baha
ضِيَاء | m | * | diaa dia zia diyaa
عَلَاء | m | * | alaa ala
صَفْوَان | m! | * | safwan
هَيْثَم | m | * | haitham haytham
طٰهٰ | m= | * | taha
نِضَال | m | * | nidal
رَائِد | m | * | raed raid
رَعْد | m | * | raad
بَرْق | m | * | barq
رِمَال | m | * | rimal
مَوْج | m | * | mawj mooj mouj
نَسِيم | m | * | naseem nasim nassim
هُدْهُود | m | * | hudhud hudhood hoodhood
أَرْنُوب | m | * | arnoob arnub arnoub
تَنُّون | m | * | tannoun tanoon tannun
إِسْلَام | m | e | islam eslam
رَمَضَان | m! | e | ramadan ramadhan
رَجَب | m | e | ragab rajab
شَعْبَان | m! | e | shaaban chaabane
مِينَا | m | e | mina
جَاد | m | l | jad jaad
رَبِيع | m | l e | rabih rabie rabea rabia
خَلِيل | m | * | khalil khaleel
نَصْرِي | m | l | nasri
رَفِيق | m | l e | rafik rafiq rafic
وَدِيع | m | l | wadih wadie wadia
أَدِيب | m | * | adib adeeb
جَمِيل | m | * | jamil jameel gamil
رَامِز | m | * | ramez ramiz
هَانِي | m | * | hani hany
تَامِر | m | * | tamer tamir
شَرْبِل | m! | l | charbel sharbel
جُورْج | m! | l e | georges george jorj
إِيلِي | m | l | elie eli
مَارُون | m! | l | maroun maron
مُخْتَار | m | * | mokhtar mukhtar
صَلَاح | m | * | salah
نَصْر | m | * | nasr
مَطَر | m | g | matar mattar
بُطِّي | m | g | butti
جُمْعَة | m | g e | juma jumaa gomaa
خَمِيس | m | g e m | khamis khamees
حَارِب | m | g | hareb harib
ثَانِي | m | g | thani
ذِيَاب | m | g | thiyab theyab diab dhiyab
غَانِم | m | * | ghanim ghanem
سَطَّام | m | g | sattam
مُطْلَق | m | g | mutlaq mutlak
ضَارِي | m | g | dhari dari
فَوَّاز | m | * | fawaz fawwaz
مُهَنَّا | m | g | muhanna mohanna
هَزَّاع | m | g | hazza hazaa
مَكْتُوم | m | g | maktoum maktoom
طَحْنُون | m | g | tahnoun tahnoon
عُمْرَان | m! | g | omran umran
فَالِح | m | g | faleh falih
نَهْيَان | m! | g | nahyan
فَلَاح | m | * | falah
سُهَيْل | m | * | suhail sohail souhail
عَوَض | m | g e | awad
عِيد | m | g e | eid
جَابِر | m | * | jaber jabir
رَاكَان | m | g | rakan
عُبَيْد | m | g | obaid ubaid
مَرْزُوق | m | g e | marzouq marzouk marzooq
نَجِيب | m | * | najib naguib nageeb
زُهَيْر | m | * | zuhair zouhair zoheir
عَزَّام | m | * | azzam
عِزّ | m | * | ezz izz
عِصْمَت | m! | e | esmat ismat
مِدْحَت | m! | e | medhat midhat
رَأْفَت | m! | e | raafat rafat
عِزَّت | m! | e | ezzat izzat
حِكْمَت | m! | e l | hikmat hekmat
شَوْقِي | m | e | shawki shawqi
فَتْحِي | m | e | fathi fathy
مَدْحَت | m! | e | madhat
سَيِّد | m | e | sayyid sayed sayid
عَطِيَّة | m | e | attia atiya atteya
رِفْعَت | m! | e | refaat rifaat
إِمَام | m | e | imam emam
مُنْتَصِر | m | * | muntasir montaser
مُعْتَصِم | m | * | mutasim moatasem motasem
# Women's names, and the pet, animal and fantasy names of the catalogue
فَاطِمَة | f | * | fadma fatima fatma fatimah fatemah fatme fatmeh
عَائِشَة | f | * | aisha aysha aicha aishah ayesha
خَدِيجَة | f | * | khadija khadijah khadidja
زَيْنَب | f | * | zainab zaynab zeinab zineb
مَرْيَم | f | * | maryam mariam mariyam meriem meryem maryem
آمِنَة | f | * | amina aminah amna
أَسْمَاء | f | * | asma asmaa asmae
سَارَة | f | * | sara sarah sarra
هَاجَر | f | * | hajar hagar hajer
رُقَيَّة | f | * | rkia ruqayya roqaya rokaya ruqaya
حَفْصَة | f | * | hafsa hafssa
سُمَيَّة | f | * | sumaya somaya soumaya sumayya
نُور | b | * | noor nour nur
نُورَة | f | g l m | noura nourah nura noorah
نُورَا | f | e l | nora
لَيْلَى | f | * | layla leila laila leyla laela lyla
سَلْمَى | f | * | salma selma
هُدَى | f | * | huda houda hoda
مُنَى | f | * | mona muna mouna
رِيم | f | * | reem rim
دَانَة | f | g | dana danah
دَانَا | f | l e | dana
لِينَا | f | * | lina leena
جَنَى | f | * | jana
مَلَاك | f | * | malak malaak
فَرَح | f | * | farah
نَادِيَة | f | * | nadia nadya
رَانِيَا | f | * | rania ranya raniya
يَارَا | f | * | yara
تَالَا | f | l e | tala talah
جُود | f | * | joud jude jood
مَهَا | f | * | maha
آيَة | f | * | aya ayah aaya
هَالَة | f | * | hala halah
أَمَل | f | * | amal
سَحَر | f | * | sahar
نَجْمَة | f | * | najma najmah
وَرْدَة | f | * | warda wardah
لُولُو | f | * | lulu loulou lolo
لُولْوَة | f | g | lulwa loulwa lolwa
لُؤْلُؤَة | f | * | lulua luluah loulouah lulu'a
شَيْخَة | f | g | sheikha shaikha shaykha shekha
مَوْزَة | f | g | moza mouza mozah
حِصَّة | f | g | hessa hissa hesa hessah
عَفْرَاء | f | g | afra afraa
مَيْثَاء | f | g | maitha meitha maytha
شَمَّا | f | g | shamma shama
مَهْرَة | f | g | mahra mahrah
وَضْحَى | f | g | wadha wadhha wadhaa
عَلْيَاء | f | * | alyaa alya
عَالِيَة | f | * | aliya alia aaliya aliyah
نَوَال | f | * | nawal
نَجْلَاء | f | * | najla najlaa naglaa
نَجْوَى | f | * | najoua najwa nagwa
سُعَاد | f | * | souad suad soad
سَمِيرَة | f | * | samira samirah
أَمِيرَة | f | * | amira ameera amirah
جَمِيلَة | f | * | jamila gamila jameela djamila
لَطِيفَة | f | * | latifa lateefa latifah
نَعِيمَة | f | * | naima naeema
حَلِيمَة | f | * | halima halimah
كَرِيمَة | f | * | karima kareema
رَحْمَة | f | * | rahma rahmah
نِعْمَة | f | * | nema niema naama
رُبَى | f | * | ruba roba rouba
رَزَان | f | * | razan
رَغَد | f | * | raghad
رَهَف | f | * | rahaf
رِيمَاس | f | g | rimas reemas remas
رِتَاج | f | g | ritaj retaj
رِيتَال | f | g | rital retal
لَيَان | f | * | layan
لِيَان | f | * | lian liyan leean
لُجَيْن | f | * | lujain lujayn loujain
شَهْد | f | * | shahd shahad
غَزَال | b | * | ghazal ghazaal
غَزَل | f | * | ghazel
تَسْنِيم | f | * | tasnim tasneem
بَتُول | f | * | batoul batool batul
زَهْرَة | f | * | zahra zahrah
زَهْرَاء | f | * | zahraa
يَاسْمِين | f | * | yasmin yasmine yasmeen yasmina
نِسْرِين | f | * | nisreen nesrine nisrine nasrin
شِيرِين | f | * | shereen sherine shirin chirine
نِيفِين | f | e | nevine nivin nevin
دَالْيَا | f | * | dalia dalya daliya
دِيمَة | f | g | dima deema
دِيمَا | f | l e | dima
لَمَى | f | * | lama lamma
لَمْيَاء | f | * | lamia lamya lamiaa lamyaa
رَوَان | f | * | rawan
مَيَار | f | * | mayar
مَيْس | f | * | mais mays
مَايَا | f | l e | maya
جِيهَان | f | e | jihan gehan jehan
نِهَال | f | * | nihal nehal
نُهَى | f | * | noha nuha nouha
سُهَى | f | * | suha soha
ضُحَى | f | * | duha doha
سَنَاء | f | * | sanaa sana sanae
هَنَاء | f | * | hanaa hana
وَفَاء | f | * | wafae wafaa wafa
صَفَاء | f | * | safaa safa safae
رَجَاء | f | * | rajaa ragaa
شَيْمَاء | f | * | shaimaa shaima chaimae chaima shayma
إِيمَان | f | * | iman eman imane
حَنَان | f | * | hanan hanane
جِنَان | f | * | jinan jenan
بَيَان | f | * | bayan
أَفْنَان | f | * | afnan
وِجْدَان | f | * | wijdan wejdan
رِهَام | f | * | reham riham
سِهَام | f | * | siham seham
إِلْهَام | f | * | ilham elham
أَحْلَام | f | * | ahlam
ابْتِسَام | f | * | btissam ibtisam ebtisam ibtissam
هِبَة | f | * | hiba heba hibah hibeh
مِنَّة | f | e | menna minna
آلَاء | f | * | alaa ala'a
إِسْرَاء | f | * | israa esraa isra esra
دُعَاء | f | * | doaa duaa douae doua
رَنَا | f | * | rana
رَنِيم | f | * | raneem ranim
تَقْوَى | f | * | taqwa
تُقَى | f | * | tuqa toqa
مَرَح | f | * | marah
بُشْرَى | f | * | bushra boushra bouchra
سَلْسَبِيل | f | * | salsabil salsabeel
جُورِي | f | g | jouri joori juri
غَلَا | f | g | ghala ghalaa
وَعْد | f | * | waad wa'ad
عَهْد | f | * | ahed ahd
ذِكْرَى | f | * | thikra zikra dhikra
فَجْر | f | * | fajr
شُرُوق | f | * | shorouk shurooq shorouq
أَرِيج | f | * | areej arij
عَبِير | f | * | abeer abir
عَبْلَة | f | * | abla
عُلَا | f | * | ola ula oula
جُمَانَة | f | * | jumana joumana
صَفِيَّة | f | * | safiya safia safiyya
سُكَيْنَة | f | * | sukaina sokaina soukaina
زُبَيْدَة | f | * | zubaida zoubida zobaida
بَسْمَة | f | * | basma basmah
نَسْمَة | f | * | nasma nesma
هَيْفَاء | f | * | haifa haifaa haifa'a
لُبْنَى | f | * | lubna loubna
مَيْسُون | f | * | maysoon maisoun maysun
كَوْثَر | f | * | kaoutar kawthar kaouthar kawsar kawtar
فِرْدَوْس | f | * | firdaws firdous
سَوْسَن | f | * | sawsan soussan sawssan
نَرْجِس | f | * | narjis narges
فَيْرُوز | f | * | fairuz fayrouz fairouz
مُنِيرَة | f | * | munira mounira
بَدْرِيَّة | f | g | badria badriya badriyah
فَوْزِيَّة | f | * | fouzia fawzia fawziya fawziyah
العَنُود | f | g | anoud alanoud anood alanood
الجَوْهَرَة | f | g | jawhara aljawhara aljohara johara
الجَازِي | f | g | aljazi jazi
اليَازِيَة | f | g | alyazia yazia alyaziya
شَرِيفَة | f | * | sharifa cherifa
نَوْف | f | g | nouf nawf
مَشَاعِل | f | g | mashael mashail
أَثِير | f | g | atheer athir
جَوَاهِر | f | g | jawaher jawahir
رِيمَا | f | * | rima reema
غَادَة | f | * | ghada
غَالِيَة | f | * | ghalia ghaliya
سَمَر | f | * | samar
سَمَاح | f | * | samah
صَبَاح | f | * | sabah
عَزَّة | f | * | azza
دُنْيَا | f | * | dunya donia dounia
كِنْدَة | f | l | kinda kenda
تَمَارَا | f | l | tamara
رِيتَا | f | l | rita
نَادِين | f | l e | nadine nadin
مَيّ | f | * | mai may mayy
نُورْهَان | f | e | nourhan nurhan
حَبِيبَة | f | * | habiba habibah
فَرِيدَة | f | * | farida fareeda
نَدَى | f | * | nada
دِينَا | f | * | dina deena
مَرْوَة | f | * | marwa marwah
سَامِيَة | f | * | samia samiya
سَيِّدَة | f | e | sayeda sayyida
مِرْفَت | f | e | mervat mirvat
شِيرِيهَان | f | e | sherihan
نِرْمِين | f | e | nermeen nermin
أُمْنِيَة | f | e | omnia omneya umniya
جَنَّة | f | * | ganna jannah janna
رَضْوَى | f | e | radwa
يُمْنَى | f | * | yomna yumna
لَارَا | f | l | lara
زَيْنَة | f | l | zeina zaina zayna
لَيَال | f | l | layal
غِنَى | f | l | ghina ghena
مَيْسَاء | f | * | maisa maysaa maysa
فَادِيَة | f | l | fadia fadya
أَمَانِي | f | * | amani amany
رُولَا | f | l | rola rula
مِيرَا | f | l | mira
مَلِيكَة | f | m | malika
نَجَاة | f | * | najat nagat
غِزْلَان | f | m | ghizlane ghizlan
وِئَام | f | * | wiam wiaam wi'am
إِكْرَام | f | * | ikram
هِنْد | f | * | hind hend
رَشِيدَة | f | m | rachida rashida
سَعِيدَة | f | m | saida saeeda
عَزِيزَة | f | m | aziza
أُمَيْمَة | f | * | oumaima umaima omayma
وِدَاد | f | * | widad wedad
فَاتِحَة | f | m | fatiha
خَوْلَة | f | * | khawla khaoula khaula
سَلْوَى | f | * | salwa salua
إِينَاس | f | * | inas ines enas
نُهَيْلَة | f | m | nouhaila nuhaila
مَنَال | f | * | manal
كَنْزَة | f | m | kenza
رَوْضَة | f | g | rawdha roudha rawda rowdha
غَايَة | f | g | ghaya
حَمْدَة | f | g | hamda hamdah
شَوْق | f | g | shouq shooq shouk
دَلَال | f | * | dalal
هَيَا | f | g | haya
هَنَادِي | f | * | hanadi hanady
طَرْفَة | f | g | tarfa
خُلُود | f | * | khulood kholoud khouloud
أَصَايِل | f | g | asayel asail
غَدِير | f | * | ghadeer ghadir
هَدِيل | f | * | hadeel hadil
لَمِيس | f | * | lamees lamis
سَدِيم | f | g | sadeem sadim
طَيْف | f | * | taif tayf
وَجْد | f | g | wajd
وَسَن | f | * | wasan
أَرْوَى | f | * | arwa arwah
مَرَام | f | * | maram
حُور | f | * | hoor hour hur
لَمَار | f | * | lamar
مِيرَة | f | g | meera
سَلَامَة | b | g l | salama salamah
رَشَا | f | * | rasha
حَكِيمَة | f | * | hakima hakeema hakimah
زُمُرُّدَة | f | * | zumurruda zumuruda zomorroda
زَيْتُونَة | f | * | zaytuna zaytouna zeituna zaytoona
شَمْس | b | * | shams chams
مِشْمِش | b | * | mishmish meshmesh mechmech
قَمَر | b | * | qamar kamar
سَحَاب | b | * | sahab sahaab
# Compound names: عَبْد with a divine name, names on الدِّين and اللّٰه
عَبْد اللّٰه | m | * | abdullah abdallah abdulla abdellah abdela abdalla abdulah
عَبْد الرَّحْمٰن | m | * | abdulrahman abdelrahman abdurrahman abderrahmane abdalrahman abdul-rahman
عَبْد العَزِيز | m | * | abdulaziz abdelaziz abdul-aziz
عَبْد المَلِك | m | * | abdulmalik abdelmalek abdulmalek
عَبْد الكَرِيم | m | * | abdulkarim abdelkarim abdelkrim abdulkareem
عَبْد المَجِيد | m | * | abdulmajeed abdelmajid abdelmadjid
عَبْد المُحْسِن | m | * | abdulmohsen abdulmuhsin abdelmohsen
عَبْد الإِلٰه | m | * | abdulelah abdelilah abdulilah abdulela
عَبْد الوَهَّاب | m | * | abdulwahab abdelwahab abdulwahhab
عَبْد الهَادِي | m | * | abdulhadi abdelhadi
عَبْد اللَّطِيف | m | * | abdullatif abdellatif abdulatif
عَبْد السَّلَام | m | * | abdulsalam abdessalam abdeslam abdelsalam
عَبْد الرَّزَّاق | m | * | abdulrazzaq abderrazak abdelrazek abdulrazaq
عَبْد القَادِر | m | * | abdulqader abdelkader abdulkader abdelqader
عَبْد الحَمِيد | m | * | abdulhamid abdelhamid abdulhameed
عَبْد النَّاصِر | m | * | abdulnasser abdelnasser abdennacer
عَبْد الغَنِيّ | m | * | abdulghani abdelghani
عَبْد الحَكِيم | m | * | abdulhakim abdelhakim
عَبْد الخَالِق | m | * | abdulkhaliq abdelkhalek
عَبْد البَارِي | m | * | abdulbari abdelbari
عَبْد الرَّحِيم | m | * | abdulrahim abderrahim abdelrahim
عَبْد الوَاحِد | m | * | abdulwahid abdelwahed
عَبْد الفَتَّاح | m | * | abdulfattah abdelfattah
عَبْد الجَلِيل | m | * | abduljalil abdeljalil
عَبْد المُنْعِم | m | * | abdulmunim abdelmoneim abdelmonem
عَبْد الحَفِيظ | m | * | abdulhafiz abdelhafid abdelhafez
عَبْد الحَقّ | m | * | abdulhaq abdelhak abdelhaq
عَبْد النُّور | m | * | abdennour abdulnour abdelnour
عَبْد الصَّمَد | m | * | abdulsamad abdessamad abdelsamad
عَبْد الجَبَّار | m | * | abduljabbar abdeljabbar
عَبْد البَاسِط | m | * | abdulbasit abdelbasset abdelbaset
عَبْد الرَّؤُوف | m | * | abdulraouf abdelraouf abderraouf
عَبْد العَلِيم | m | * | abdulalim abdelalim
عَبْد الحَلِيم | m | * | abdulhalim abdelhalim
عَبْد الكَبِير | m | m | abdulkabir abdelkebir
عَبْد المُطَّلِب | m | * | abdulmuttalib abdelmottaleb
عَبْد الرَّشِيد | m | * | abdulrashid abderrachid
عَبْد الوَدُود | m | * | abdulwadud abdelwadoud
عَبْد الجَوَاد | m | e | abdelgawad abduljawad
عَبْد العَظِيم | m | e | abdelazim abdulazim
عَبْد المُعْطِي | m | e | abdelmoti abdulmuti
عَبْد السَّتَّار | m | * | abdulsattar abdelsattar
عَبْد العَالِي | m | m | abdelali abdulali
نُور الدِّين | m | * | nuruddin nureddine nourredine nordine noureddine nour-eldin nour-aldin nooraldeen
سَيْف الدِّين | m | * | saifuddin seifeddine saifeldin saif-aldin
عَلَاء الدِّين | m | * | alaaeddine alaaldin aladdin alaa-eldin alaaddin
صَلَاح الدِّين | m | * | salahuddin salaheddine salah-eldin salahaldin
عِزّ الدِّين | m | * | ezzeddine izzuddin ezzeldin ezz-aldin izzeddin
جَمَال الدِّين | m | * | jamaluddin djamaleddine gamaleldin jamal-aldin
بَدْر الدِّين | m | * | badruddin badreddine badreldin badr-aldin
شَمْس الدِّين | m | * | shamsuddin chamseddine shamseldin shams-aldin
نَصْر الدِّين | m | * | nasruddin nasreddine nasreldin
خَيْر الدِّين | m | * | khairuddin kheireddine khaireldin
فَخْر الدِّين | m | * | fakhruddin fakhreddine fakhreldin
حُسَام الدِّين | m | * | hussamuddin houssameddine hossameldin
زَيْن الدِّين | m | * | zainuddin zineddine zeineldin zinedine
كَمَال الدِّين | m | * | kamaluddin kamaleddine kamaleldin
نَصْر اللّٰه | m | l | nasrallah nasrullah
فَتْح اللّٰه | m | l m | fathallah fatallah fathullah
عَطَاء اللّٰه | m | l | ataallah atallah ataullah
خَيْر اللّٰه | m | l | khairallah khairullah
جَار اللّٰه | m | g | jarallah jarullah
ضَيْف اللّٰه | m | g | daifallah dhaifallah deifallah
سَعْد اللّٰه | m | l m | saadallah saadullah
حَسَب اللّٰه | m | e | hasaballah
نُور الهُدَى | f | * | nourelhouda nour-alhuda noor-alhuda nourelhuda
شَمْس الضُّحَى | f | * | shamseldoha shams-aldoha
نُور الإِيمَان | f | * | nourelimane nour-aliman
فَاطِمَة الزَّهْرَاء | f~ | * | fatimazahra fatima-zahra fatimazohra fatima-ezzahra fatimaezzahra
سِتّ البَنَات | f | l | sitt-albanat sittelbanat
# More men's names
مَيْسَرَة | m | * | maysara
مُنْصِف | m | m | moncef munsif
مُحْسِن | m | * | mohsen muhsin
مُعِين | m | * | moein muin moeen
مُنِيب | m | * | munib mounib
مُجِيب | m | * | mujib
مُرْشِد | m | * | murshid morshed
مُؤَيَّد | m | * | muayyad moayad
مُوَفَّق | m | * | muwaffaq mowafak
مُنَوَّر | m | * | munawar monawar
مُعَزّ | m | * | moez muizz mouez
مُظَفَّر | m | * | muzaffar mudhaffar
مَنِيع | m | g | manea mani
مَانِع | m | g | mane maneh
مُحَيْسِن | m | g | muhaisen
شَبِيب | m | g | shabib
ذِيبَان | m! | g | thiban
عَقِيل | m | * | aqeel akil aqil
عُقْبَة | m | * | oqba uqba okba
خَطَّاب | m | * | khattab
سَاعِد | m | g | saed
سَلَمَة | m | * | salameh
غَالِب | m | * | ghaleb ghalib
غَازِي | m | * | ghazi ghazy
فَضْل | m | * | fadl
فَاضِل | m | * | fadel fadhel fadil
فَيَّاض | m | * | fayyad fayad
فِكْرِي | m | e | fekry fikri
فِهْر | m | * | fihr
قُتَيْبَة | m | * | qutaiba qutayba
قَيْس | m | * | qais qays kais
كُلَيْب | m | g | kulaib
لَبِيب | m | * | labib labeeb
نَشْأَت | m! | e | nashaat nashat
نَوْفَل | m | * | nawfal naufal
هُمَام | m | * | humam homam
وَهْب | m | * | wahb
يَامِن | m | * | yamen yamin
يَعْرُب | m! | * | yarub yaarob
أَبَان | m | * | aban
أَرْقَم | m! | * | arqam
أَسِيد | m | * | asid
أُسَيْد | m | * | usaid osaid oussaid
أَصِيل | m | * | aseel asil
أَنْمَار | m | * | anmar
أَوَّاب | m | * | awab awwab
إِيَاس | m | * | iyas eyas
بَسَّام | m | * | bassam basam
بَكْر | m | * | bakr baker
بَهِيج | m | * | bahij baheej
تَوْفِيق | m | * | tawfik tawfiq toufik
ثَامِر | m | * | thamer thamir
ثَابِت | m | * | thabet thabit
جَلِيل | m | * | jalil
جُنَيْد | m | * | junaid junayd
حَاتِم | m | * | hatem hatim
حَارِث | m | * | hareth harith
حَمُّود | m | * | hammoud hamoud hamood
حَيْدَر | m | * | haidar haydar haider
خَلَف | m | * | khalaf
خَلْدُون | m | * | khaldoun khaldun
دُرَيْد | m | * | duraid doraid
ذَاكِر | m | * | thaker zaker
رَاضِي | m | * | radi rady
رَاغِب | m | * | ragheb raghib
رِضَا | m | * | reda rida ridha redha
رَؤُوف | m | * | raouf rauf raoof
رَشَاد | m | * | rashad rachad
زَكِيّ | m | * | zaki zaky
شَاكِر | m | * | shaker shakir chaker
شِهَاب | m | * | shihab shehab chihab
صَابِر | m | * | saber sabir
صَادِق | m | * | sadek sadiq sadeq
صَخْر | m | * | sakhr
ضَاحِي | m | g | dhahi dahi
طَلْحَة | m | * | talha talhah
ظَافِر | m | * | dhafer zafer thafer
عَارِف | m | * | aref arif
عَاطِف | m | * | atef atif
عَاكِف | m | * | akef akif
عَلَّام | m | * | allam
عَمِيد | m | * | amid ameed
عَوَّاد | m | * | awwad
عَيَّاش | m | * | ayyash
غَيَّاث | m | * | ghiyath ghayath
فِدَاء | m | * | fidaa
فَرَج | m | * | faraj farag
فَرْحَان | m! | * | farhan
فَهِيم | m | * | fahim faheem
كَنْعَان | m! | l | kanaan kanan
لُطْف | m | * | lutf
مُجَاهِد | m | * | mujahid mojahed
مِقْدَاد | m | * | miqdad meqdad
مُنِيف | m | g | munif
مَيَّاس | m | * | mayyas
نَاجِح | m | * | najeh
نَبِيه | m | * | nabih
نَعِيم | m | * | naim naeem
نُمَيْر | m | * | numair nemer
هَمَّام | m | * | hammam
وَافِي | m | * | wafi
وَفِيق | m | * | wafik wafiq
يُسْرِي | m | e | yousry yusri
يُسْر | m | * | yusr yousr
يَمَان | m | * | yaman
زُهْدِي | m | e | zohdy zuhdi
عَاشُور | m | e m | ashour achour
شِحَاتَة | m | e | shehata
حَمَادَة | m | e | hamada
مَدْبُولِي | m | e | madbouly
مُتَوَلِّي | m | e | metwally metwalli
عَبْدُهْ | m= | e | abdo abdu abdou
سَعْدُون | m | * | saadoun
مُرْسِي | m | e | morsi morsy
طَاهِر | m | * | taher tahir
ظَاهِر | m | * | dhaher thaher
مَعْن | m | * | maan
يَقِين | b | * | yaqeen yakin
تَيْسِير | m | * | taysir tayseer
تَمَّام | m | * | tammam
جَبْر | m | * | jabr gabr
جَرِير | m | * | jarir
جَسَّار | m | * | jassar
حَرْب | m | * | harb
حَسِيب | m | * | hasib haseeb
حَكِيم | m | * | hakim hakeem
خَزْعَل | m | * | khazal
رَابِح | m | m | rabeh rabah
رِبْحِي | m | l | ribhi
رَجَائِي | m | e | ragaei rajai
رُفَيْدَة | f | * | rufaida rofaida
زَاهِر | m | * | zaher zahir
زُبَيْر | m | * | zubair zoubair zobair
شَادِن | f | * | shaden shadin
شَجَاع | m | * | shuja shujaa
صَفْوَت | m! | e | safwat
صُبْحِي | m | e l | sobhy subhi
طَلْعَت | m! | e | talaat talat
عَبُّود | m | l | abboud abood
عَزْمِي | m | e l | azmi azmy
فَضْلِي | m | e | fadly fadli
فَهْمِي | m | e | fahmy fahmi
قَدْرِي | m | e | kadry qadri
مَرْعِي | m | e | maraai marei
مَكِّي | m | * | makki
نَبْهَان | m! | * | nabhan
وَجِيه | m | * | wajih wagih
يُسْرَا | f | * | yousra yusra
# More women's names, and pet and treat names
أَبْرَار | f | * | abrar
أَرْجُوَان | f | * | arjuwan orjuwan
أَسِيل | f | * | aseel
أَصَالَة | f | * | asala assala
أَلْطَاف | f | g | altaf
أَنْوَار | f | * | anwaar
إِنْعَام | f | * | inaam enaam
أَنْفَال | f | * | anfal
إِيلَاف | f | * | ilaf elaf
بَارِعَة | f | * | bariaa
بَرَاءَة | f | * | baraah
بُثَيْنَة | f | * | buthaina bothaina boutheina
بَدِيعَة | f | * | badia badiaa
بَشَائِر | f | g | bashayer bashaer
بَلْقِيس | f | * | balqees balkis belkis
بَهِيَّة | f | * | bahia bahiya
تَغْرِيد | f | * | taghreed taghrid
تَهَانِي | f | * | tahani tahany
ثُرَيَّا | f | * | touria thuraya soraya thurayya
حَسْنَاء | f | * | hasnaa hasna
حَمِيدَة | f | * | hamida hameeda
حَنِين | f | * | haneen hanin
حَيَاة | f | * | hayat
خُزَامَى | f | * | khuzama khozama
دُرَّة | f | * | durra dorra
رَاوِيَة | f | * | rawia rawiya
رَبَاب | f | * | rabab
رَفِيف | f | * | rafif
رِفْقَة | f | * | rifqa
رَنْد | f | * | rand
رَوْعَة | f | * | rawaa
رِيف | f | * | reef rif
زُلَيْخَة | f | * | zulaikha zoulikha
زَكِيَّة | f | * | zakia zakiya
سَجَى | f | * | saja
سَدِيل | f | * | sadeel
سَمَاء | f | * | samaa
سَمِيحَة | f | * | samiha
شَذَى | f | * | shatha shaza shadha
صَبَا | f | * | saba
صَابِرِين | f | * | sabreen sabrine
عَفَاف | f | * | afaf
عَلِيَّة | f | * | aliyya
عَوَاطِف | f | * | awatef
غُفْرَان | f | * | ghufran ghofrane
فَدْوَى | f | * | fadwa
فَرْحَة | f | * | farha
فَضِيلَة | f | * | fadila fadhila
لَبِيبَة | f | * | labiba
لَيَالِي | f | * | layali
مَاجِدَة | f | * | majida magda majda
مَارِيَا | f | * | maria
مَدِيحَة | f | * | madiha
مَرْجَانَة | f | * | marjana
مَسَرَّة | f | * | masarra
مَنَار | f | * | manar
مَيْمُونَة | f | * | maimouna maymuna
نَبِيلَة | f | * | nabila nabeela
نَجِيبَة | f | * | najiba
نَسِيمَة | f | * | nasima
نَهْلَة | f | * | nahla
نَوَارَة | f | * | nawara
نَيْرُوز | f | * | nairouz nayrouz
هَادِيَة | f | * | hadia hadiya
هَنِيَّة | f | * | hania haniya
هِيَام | f | * | hiyam hiam
وَحِيدَة | f | * | wahida
وَرْد | f | * | ward
وَسِيلَة | f | * | wassila wasila
وَصَال | f | * | wisal wesal
يَاقُوت | b | * | yaqut yakout yaqoot
مَرْجَان | b | * | marjan
سُكَّر | b | * | sukkar sukar sokkar
عَسَل | b | * | asal
لَوْز | b | * | loz lawz
فُسْتُق | b | * | fustuq fostok
بُنْدُق | m | * | bunduq bondok
سِمْسِم | b | * | simsim semsem
فُلَّة | f | * | fulla fula
شَمْسَة | f | g | shamsa
نُجُوم | f | * | nujoom nojoom
غَيْمَة | f | * | ghaima ghayma
ثَلْج | b | * | thalj
نَيْزَك | m | * | nayzak
بُرَاق | m | * | buraq burak
عَنْتَر | m | * | antar
أَسَد | m | * | asad
نِمْر | m | * | nimr nimer
بِسْبِس | b | * | bisbis besbes
بُوبُو | b | * | bobo boubou
زُوزُو | b | * | zuzu zouzou
كُوكُو | b | * | koko
فَرْفُور | m | * | farfour
نُونُو | b | * | nono nounou
دَبْدُوب | m | * | dabdoub
فَيْرُوزَة | f | * | fairouza
مَرْمَر | f | * | marmar
# Names typical of one region
أَمِينَة | f | e m l | ameena amineh
زَيْن | b | * | zain zayn zein
مَازِن | m | * | mazen mazin
كَرَم | m | l | karam
سَنَد | m | * | sanad
البَرَاء | m | * | albaraa baraa albara
عُبَادَة | m | * | obada ubada oubada
إِيهَاب | m | * | ehab ihab
آسِر | m | * | aser asser
فَارُوق | m | * | farouk farouq faruk
مَمْدُوح | m | * | mamdouh mamdooh
مُسَاعِد | m | g | musaed mosaed
مَاضِي | m | g | madi mady
عَايِض | m | g | ayedh ayed
فَزَّاع | m | g | fazza
سَارِي | m | * | sari sary
جَرَّاح | m | g | jarrah
ذِيب | m | g | theeb dheeb thib
عَتِيق | m | g | ateeq atiq
دَخِيل | m | g | dakhil dakheel
هَتَّان | m | g | hattan
كَاظِم | m | g | kadhim kazem kadhem kazim
العَرَبِيّ | m | m | larbi alarabi
الطَّاهِر | m | m | tahar ettaher
الطَّيِّب | m | m | tayeb tayyib ettayeb
مَوْلُود | m | m | mouloud
بَشَّار | m | * | bashar bachar
زَاهِي | m | l | zahi
لِين | f | l | leen lin lynn
نَايَا | f | l | naya
لَانَا | f | l | lana
سِيرِين | f | l | sirine sireen
تَالِين | f | l | taleen talin
رَامَا | f | l | rama
سَمَا | f | * | sama
سَلَام | b | * | salam
فَاتِن | f | * | faten fatin
دَعْد | f | l | daad
خِتَام | f | l | khitam
شَام | f | l | sham
نَاهِد | f | e | nahed nahid
عَايِدَة | f | * | aida aaida
شَاهِنْدَة | f | e | shahenda
وَلَاء | f | * | walaa wala
مُزْنَة | f | g | muzna mozna
نَاعِمَة | f | g | naema naemah
فَاخِتَة | f | g | fakhta fakhtah
عُوشَة | f | g | ousha osha
عَذْبَة | f | g | athba adhba
أَرْيَام | f | g | aryam
نُجُود | f | g | nujood nojood
زُهُور | f | m | zhor zohour zuhur
يَمِينَة | f | m | yamina
رَبِيعَة | f | m | rabiaa
حُورِيَّة | f | m | houria huriya
سَلِيمَة | f | * | salima saleema
إِحْسَان | b | * | ihsane ihssane ihsan ehsan
غِيثَة | f | m | ghita ghitha
نُزْهَة | f | m | nezha nuzha
سَعْدِيَّة | f | m e | saadia saadiya
زَاهِيَة | f | m | zahia
نَزِيهَة | f | m | naziha
رَاضِيَة | f | m | radia radiya
مَيْمُون | m | m | maymoun
عُمَيْر | m | * | omair umair
سِرَاج | m | * | siraj seraj
ضَيْف | m | g | dhaif daif
مُفَرِّج | m | g | mufarrej
مَنَّاع | m | g | manna
# More names, and characters of stories and sweets children name their pets after
ثَائِر | m | * | thaer thair
رَافِع | m | * | rafea rafei
عَدْلِي | m | e | adly adli
عَوْنِي | m | l | awni awny
فَايِز | m | * | fayez faiz fayiz
وَجْدِي | m | e l | wagdy wajdi
إِسْكَنْدَر | m! | * | iskandar eskandar skander
بِشْر | m | * | bishr bechr
بَهْجَت | m! | e | bahgat bahjat
تَحْسِين | m | * | tahseen tahsin
رَجَا | m | l | raja
سُرُور | m | * | surour sorour
شَفِيق | m | * | shafik shafiq chafik
شَكِيب | m | * | chakib shakib
عَلْوَان | m! | * | alwan
لَبِيد | m | * | labid labeed
مَجِيد | m | * | majeed magid
مُرِيد | m | * | mourid murid
مُسْلِم | m | * | muslim moslem
مَعْرُوف | m | * | maarouf maruf
مَهِيب | m | * | mahib maheeb
مَيْسَم | b | * | maysam maisam
نَوَّار | m | * | nawwar
آسِيَة | f | * | asiya asia
آمَال | f | * | amaal amel
أَنْغَام | f | * | angham
أَزْهَار | f | * | azhar azhaar
بَاسِمَة | f | * | basima
تَمَاضُر | f | * | tamadur tumadir
خَيْرِيَّة | f | * | khairia khairiya
رِحَاب | f | * | rehab rihab
رُؤَى | f | * | roaa ruaa roa
رَيَّا | f | * | raya rayya
سُنْدُس | f | * | sundus sondos
مَوَدَّة | f | * | mawadda
نَجَاح | f | * | najah nagah
نَفِيسَة | f | * | nafisa nefisa
نِهَاد | b | * | nihad nehad
شِفَاء | f | * | shifaa shefaa
صَبِيحَة | f | * | sabiha
عَرِين | f | * | areen arin
فِرْيَال | f | * | faryal firyal
مَيَّادَة | f | * | mayada mayyada
نَوْرَس | b | * | nawras
جَوَى | f | * | jawa
دَارِين | f | * | dareen darine
تَيْمَاء | f | * | taima tayma
نَغَم | f | * | nagham
مُنْيَة | f | * | munia mounia monia
شُعَاع | m | * | shuaa shoaa
ضَوْء | m | * | daw dhaw
بَرِيق | m | * | bariq bareeq
فَانُوس | m | * | fanous fanoos
كُحْل | b | * | kohl kuhl
عَنْبَر | b | * | anbar
مِسْك | b | * | misk mesk
زَعْتَر | m | * | zaatar zatar
تَمْر | m | * | tamr
بَلَح | m | * | balah
تُفَّاحَة | f | * | tuffaha toffaha
لَيْمُونَة | f | * | laymouna
قُطْنَة | f | * | qutna otna
فَرْوَة | f | * | farwa
نَعْنَع | m | * | naana nanaa
فِلْفِل | m | * | filfil felfel
جَزَرَة | f | * | jazara
قِرْفَة | f | * | qirfa erfa
مِيمِي | b | * | mimi
سُوسُو | b | * | soso susu
تُوتُو | b | * | toto tutu
بَسْبُوسَة | f | * | basbousa
دُودُو | b | * | dodo doudou
كَرَز | b | * | karaz
نَجِيمَة | f | * | nujaima nojaima
أَلْمَاس | b | * | almas
صَدَفَة | f | * | sadafa
بَحْر | m | * | bahr
مَوْجَة | f | * | mawja
شِرَاع | m | * | shiraa
سُهَيْلَة | f | * | suhaila souhaila
حَلِيم | m | * | halim haleem
رَحِيم | m | * | rahim raheem
كَرِيمَان | f | e | kariman
جُلْنَار | f | * | julnar gulnar
جَنَّات | f | * | jannat
أَفْرَاح | f | * | afrah
سِدْرَة | f | * | sidra sedra
زُمُرُّد | m | * | zumurrud zomorrod
عَقِيق | m | * | aqeeq
كَهْرَمَان | m! | * | kahraman
شَهْرَزَاد | f | * | shahrazad scheherazade shahrazade
سِنْدِبَاد | m! | * | sindbad sinbad
جُحَا | m | * | juha joha goha
قَطْر النَّدَى | f | * | qatr-alnada qatrelnada
`;
