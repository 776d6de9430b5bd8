import type { PersonRole, Words } from './types.ts';
import { words } from './words.ts';

export interface PersonEntry {
  role: PersonRole;
  gender: 'male' | 'female' | null;
  words: Words;
  baby?: boolean;
  /** Cues (cues.ts), English and Arabic together; tried in order, a longer phrase first. */
  cues: readonly string[];
}

/**
 * The people an idea may name, most specific first: "baby brother" is found before "brother", and
 * the words it covers are not read again. Each carries how a story names it in every language
 * (the dialect narrator says the story's grandma, تيتا، ستّي، يدّتي, never "my grandma").
 */
export const peopleEntries: readonly PersonEntry[] = [
  { role: 'baby-cousin', gender: null, baby: true, words: words('the baby cousin', 'ابْنُ العَمِّ الرَّضيعُ', 'النونو ابن خالته', 'البيبي ابن خالتو', 'البيبي ولد خالته'), cues: ['baby cousin', 'new cousin', 'ابن خاله & مولود', 'ابن عم & مولود', 'بنت خاله & مولوده', 'خالته & نونو', 'خالتها & نونو', 'خالتو & نونو', 'خالتو & بيبي', 'عمتو & بيبي'] },
  { role: 'baby-brother', gender: 'male', baby: true, words: words('the baby brother', 'الأَخُ الصَّغيرُ', 'أخوه النونو', 'خيّو الزغير', 'أخوه الصغير'), cues: ['baby brother', 'little baby brother', 'newborn brother', 'new brother', 'اخ رضيع', 'اخوه الرضيع', 'اخوها الرضيع', 'اخ جديد', 'اخو جديد', 'اخيها الرضيع', 'اخيه الرضيع', 'اخي الرضيع', 'اخوها الرضيع', 'اخوه الرضيع', 'اخوها المولود', 'اخوه المولود', 'اخوه النونو', 'اخوها النونو', 'اخوه البيبي', 'اخوها البيبي', 'خيو الزغير', 'خيا الزغير', 'خيي الزغير', 'اخوه الصغير & مولود', 'اخوه الصغنن', 'اخوها الصغنن', 'اخو صغير & مولود'] },
  { role: 'baby-sister', gender: 'female', baby: true, words: words('the baby sister', 'الأُخْتُ الصَّغيرَةُ', 'أخته النونو', 'أختو الزغيرة', 'أخته الصغيرة'), cues: ['baby sister', 'little baby sister', 'newborn sister', 'new sister', 'اخت رضيعه', 'اخته الرضيعه', 'اختها الرضيعه', 'اخت جديده', 'اختها الرضيعه', 'اخته الرضيعه', 'اختي الرضيعه', 'اخته النونو', 'اختها النونو', 'اخته البيبي', 'اختها البيبي', 'اختو الزغيره', 'اختا الزغيره', 'اخته الصغننه', 'اختها الصغننه'] },
  { role: 'baby', gender: null, baby: true, words: words('the baby', 'الرَّضيعُ', 'النونو', 'البيبي', 'البيبي'), cues: ['new baby', 'baby', 'newborn', 'infant', 'مولود', 'مولوده', 'نونو', 'بيبي', 'رضيع', 'رضيعه'] },
  { role: 'twin', gender: null, words: words('the twin', 'التَّوْأَمُ', 'التوأم', 'التوأم', 'التوأم'), cues: ['twin', 'twins', 'توام', 'توامه', 'تؤام'] },
  { role: 'siblings', gender: null, words: words('the brothers and sisters', 'الإِخْوَةُ', 'إخواته', 'إخواتو', 'إخوانه'), cues: ['الاخوه', 'الاخوات', 'اخوته', 'اخوتها', 'siblings', 'sibling', 'brothers', 'sisters', 'اخواته', 'اخواتها', 'اخوات', 'اخوان', 'اخوته', 'اخوتها', 'خواتو'] },
  { role: 'brother', gender: 'male', words: words('the brother', 'الأَخُ', 'أخوه', 'خيّو', 'أخوه'), cues: ['big brother', 'little brother', 'younger brother', 'older brother', 'brother', 'bro', 'اخوه', 'اخوها', 'اخو', 'اخ', 'خيو', 'خيي', 'خيا', 'اخوي', 'اخويا'] },
  { role: 'sister', gender: 'female', words: words('the sister', 'الأُخْتُ', 'أخته', 'أختو', 'أخته'), cues: ['big sister', 'little sister', 'younger sister', 'older sister', 'sister', 'sis', 'اخته', 'اختها', 'اختو', 'اخت', 'اختي'] },
  { role: 'baby-cousin', gender: null, baby: true, words: words('the baby cousin', 'ابْنُ العَمِّ الرَّضيعُ', 'النونو ابن خالته', 'البيبي ابن خالتو', 'البيبي ولد خالته'), cues: ['cousin & baby'] },
  { role: 'cousin', gender: null, words: words('the cousin', 'ابْنُ العَمِّ', 'ابن خالته', 'ابن عمّو', 'ولد عمّه'), cues: ['cousin', 'cousins', 'ابن عم', 'ابن عمه', 'ابن عمها', 'ابن خال', 'ابن خاله', 'ابن خالها', 'ابن خالته', 'ابن خالتها', 'ابن عمته', 'ابن عمتها', 'بنت عم', 'بنت عمه', 'بنت عمها', 'بنت خاله', 'بنت خالته', 'بنت خالتها', 'بنت عمته', 'بنت عمتها', 'ولد عم', 'ولد عمه', 'ولد عمها', 'ولد خاله', 'ولد خالته', 'ولاد عمه', 'ولاد خالته', 'ولاد عمها', 'عيال عمه', 'عيال خاله', 'اولاد عم', 'ابن عمو', 'بنت عمو', 'ابن خالتو', 'بنت خالتو'] },
  { role: 'grandparents', gender: null, words: words('grandma and grandpa', 'الجَدّانِ', 'تيتة وجدّو', 'تيتا وجدّو', 'الجدّة والجدّ', 'اليدّة واليدّ'), cues: ['grandparents', 'grandparent', 'اجداد', 'جدود', 'جدان', '@grandma @grandpa', '@grandpa @grandma'] },
  { role: 'grandmother', gender: 'female', words: words('Grandma', 'الجَدَّةُ', 'تيتة', 'تيتا', 'الجدّة', 'اليدّة'), cues: ['grandma', 'grandmother', 'granny', 'grannie', 'nana', 'nan', 'gran', 'grandmom', 'grandmum', 'teta', 'tata', 'sitto', 'sitti', 'nena', 'جده', 'تيتا', 'تيته', 'ستي', 'ستو', 'يده', 'نينا', 'حبوبه'] },
  { role: 'grandfather', gender: 'male', words: words('Grandpa', 'الجَدُّ', 'جدّو', 'جدّو', 'الجدّ', 'اليدّ'), cues: ['grandpa', 'grandfather', 'granddad', 'grandad', 'grampa', 'gramps', 'jiddo', 'jeddo', 'jido', 'geddo', 'sido', 'seedo', 'جدي', 'جدو', 'الجد', 'جدنا', 'سيدو', 'يدي', 'يدو', 'يدها', 'جدها'] },
  { role: 'parents', gender: null, words: words('Mama and Baba', 'الأُمُّ وَالأَبُ', 'ماما وبابا', 'ماما وبابا', 'ماما وبابا'), cues: ['parents', 'mom and dad', 'mum and dad', 'mama and baba', 'والدين', 'الاهل', 'ابوه وامه', 'ابوها وامها', 'امه وابوه', 'امها وابوها', 'ماما وبابا', 'بابا وماما'] },
  { role: 'mother', gender: 'female', words: words('Mama', 'الأُمُّ', 'ماما', 'ماما', 'ماما', 'ماما'), cues: ['mom', 'mum', 'mommy', 'mummy', 'mother', 'mama', 'mamma', 'ماما', 'امه', 'امها', 'امي', 'الام', 'مامته', 'مامتها', 'امك'] },
  { role: 'father', gender: 'male', words: words('Baba', 'الأَبُ', 'بابا', 'بابا', 'بابا', 'بابا'), cues: ['dad', 'daddy', 'father', 'baba', 'papa', 'dada', 'بابا', 'ابوه', 'ابوها', 'ابويا', 'ابوي', 'ابويه', 'الاب', 'باباه', 'باباها', 'ابوك'] },
  { role: 'aunt', gender: 'female', words: words('the aunt', 'الخالَةُ', 'خالتو', 'خالتو', 'خالتي', 'خالوه'), cues: ['aunt', 'auntie', 'aunty', 'khalto', 'amto', 'خاله', 'خالتو', 'خالته', 'خالتها', 'خالتي', 'عمه', 'عمتو', 'عمته', 'عمتها', 'عمتي', 'خالوه'] },
  { role: 'uncle', gender: 'male', words: words('the uncle', 'العَمُّ', 'عمّو', 'عمّو', 'عمّي', 'عمّي'), cues: ['uncle', 'khalo', 'ammo', 'عمو', 'عمي', 'خالو', 'خالي'] },
  { role: 'teacher', gender: 'female', words: words('the teacher', 'المُعَلِّمَةُ', 'المِس', 'المعلّمة', 'الأبلة', 'المعلّمة'), cues: ['teacher', 'teachers', 'ms', 'ميس', 'مس', 'معلمه', 'معلمته', 'معلمتها', 'المعلمه', 'مدرستها', 'الابله', 'ابله', 'الاستاذه', 'استاذه', 'مدرسته', 'ميسته', 'ميستها', 'المدرسه & معلم'] },
  { role: 'teacher', gender: 'male', words: words('the teacher', 'المُعَلِّمُ', 'الأستاذ', 'الأستاذ', 'الأستاذ', 'المعلّم'), cues: ['mr', 'sir', 'معلم', 'استاذ', 'الاستاذ', 'مستر'] },
  { role: 'dentist', gender: null, words: words('the dentist', 'طَبيبُ الأَسْنانِ', 'دكتور السنان', 'حكيم الأسنان', 'دكتور الأسنان'), cues: ['dentist', 'دكتور اسنان', 'دكتوره اسنان', 'دكتور سنان', 'طبيب اسنان', 'طبيبه اسنان', 'حكيم اسنان', 'طبيب الاسنان'] },
  { role: 'doctor', gender: null, words: words('the doctor', 'الطَّبيبُ', 'الدكتور', 'الحكيم', 'الدكتور'), cues: ['doctor', 'doc', 'pediatrician', 'paediatrician', 'دكتور', 'دكتوره', 'طبيب', 'طبيبه', 'الحكيم', 'حكيمه'] },
  { role: 'nurse', gender: 'female', words: words('the nurse', 'المُمَرِّضَةُ', 'الممرّضة', 'الممرّضة', 'الممرّضة'), cues: ['nurse', 'ممرضه', 'الممرضه', 'ممرض'] },
  { role: 'coach', gender: null, words: words('the coach', 'المُدَرِّبُ', 'الكابتن', 'المدرّب', 'المدرّب'), cues: ['coach', 'trainer', 'instructor', 'مدرب', 'مدربه', 'كابتن', 'الكوتش'] },
  { role: 'bride', gender: 'female', words: words('the bride', 'العَروسُ', 'العروسة', 'العروس', 'العروس'), cues: ['bride', 'عروسه', 'العروس'] },
  { role: 'groom', gender: 'male', words: words('the groom', 'العَريسُ', 'العريس', 'العريس', 'المعرس'), cues: ['groom', 'عريس', 'معرس'] },
  { role: 'classmates', gender: null, words: words('the classmates', 'زُمَلاءُ الصَّفِّ', 'صحابه في الفصل', 'رفقاتو بالصف', 'ربعه في الفصل'), cues: ['classmates', 'classmate', 'other kids', 'kids at school', 'زملاء', 'زمايل', 'زمايله', 'زمايلها', 'زملاءه', 'زميلاتها', 'العيال في المدرسه', 'الولاد بالمدرسه', 'الاطفال في المدرسه'] },
  { role: 'friend', gender: null, words: words('the friend', 'الصَّديقُ', 'صاحبه', 'رفيقو', 'خويّه', 'ربيعه'), cues: ['best friend', 'bestie', 'bff', 'friend', 'friends', 'buddy', 'pal', 'صديق', 'صديقه', 'صاحب', 'صاحبه', 'صاحبتها', 'صحاب', 'اصحاب', 'اصدقاء', 'رفيق', 'رفيقه', 'رفيقتها', 'رفقات', 'ربع', 'خوي', 'خويه', 'ربيعه', 'ربيع', 'ربيعتها', 'صديقتها', 'صحبتها', 'صاحبتو'] },
  { role: 'neighbour', gender: null, words: words('the neighbour', 'الجارُ', 'الجيران', 'الجيران', 'الجيران'), cues: ['neighbor', 'neighbour', 'neighbors', 'neighbours', 'جار', 'جاره', 'جيران', 'الجيران'] },
];

export interface PetEntry {
  species: string;
  gender: 'male' | 'female' | null;
  words: Words;
  cues: readonly string[];
}

/** Pets by species, for a pet the idea names ("our cat", «قطّتنا», «بسّتنا», «كلبنا»). */
export const petEntries: readonly PetEntry[] = [
  { species: 'cat', gender: null, words: words('the cat', 'القِطَّةُ', 'القطّة', 'البسّة', 'القطوة', 'القطوة'), cues: ['cat', 'kitten', 'kitty', 'قطه', 'قط', 'بسه', 'بسينه', 'قطوه', 'بسبس', 'قطط'] },
  { species: 'dog', gender: null, words: words('the dog', 'الكَلْبُ', 'الكلب', 'الكلب', 'الكلب'), cues: ['dog', 'doggy', 'doggie', 'puppy', 'pup', 'كلب', 'كلبه', 'جرو', 'كلاب'] },
  { species: 'bird', gender: null, words: words('the bird', 'العُصْفورُ', 'العصفورة', 'العصفور', 'الطير'), cues: ['bird', 'budgie', 'canary', 'عصفور', 'عصفوره', 'طير', 'كناري', 'عصافير'] },
  { species: 'parrot', gender: null, words: words('the parrot', 'البَبَّغاءُ', 'البغبغان', 'الببّغا', 'الببغاء'), cues: ['parrot', 'ببغاء', 'ببغا', 'بغبغان'] },
  { species: 'fish', gender: null, words: words('the fish', 'السَّمَكَةُ', 'السمكة', 'السمكة', 'السمكة'), cues: ['goldfish', 'fish', 'سمكه', 'سمك', 'سمكات'] },
  { species: 'hamster', gender: null, words: words('the hamster', 'الهامِسْتَرُ', 'الهامستر', 'الهامستر', 'الهامستر'), cues: ['hamster', 'guinea pig', 'هامستر'] },
  { species: 'rabbit', gender: null, words: words('the rabbit', 'الأَرْنَبُ', 'الأرنب', 'الأرنب', 'الأرنب'), cues: ['rabbit', 'bunny', 'ارنب', 'ارانب'] },
  { species: 'turtle', gender: null, words: words('the turtle', 'السُّلَحْفاةُ', 'السلحفة', 'السلحفاة', 'السلحفاة'), cues: ['turtle', 'tortoise', 'سلحفاه', 'سلحفه', 'زلحفه'] },
  { species: 'horse', gender: null, words: words('the horse', 'الحِصانُ', 'الحصان', 'الحصان', 'الحصان'), cues: ['horse', 'pony', 'حصان', 'مهر'] },
  { species: 'camel', gender: null, words: words('the camel', 'الجَمَلُ', 'الجمل', 'الجمل', 'البعير', 'اليمل'), cues: ['camel', 'جمل', 'ناقه', 'بعير', 'حوار'] },
  { species: 'falcon', gender: null, words: words('the falcon', 'الصَّقْرُ', 'الصقر', 'الصقر', 'الصقر'), cues: ['falcon', 'صقر'] },
  { species: 'sheep', gender: null, words: words('the lamb', 'الخَروفُ', 'الخروف', 'الخاروف', 'الطلي', 'الطلي'), cues: ['sheep', 'lamb', 'خروف', 'خاروف', 'طلي', 'حمل صغير'] },
];
