/**
 * Words that mean one thing, in English and in Arabic as Fusha and the dialects say it, so a cue
 * can say "@grandma & @sick" once. Arabic is written bare: the idea's words are matched with their
 * clitics stripped (جدّتي، لجدّتها، وتيتا all reach جده or تيتا).
 */
export const wordClasses: Record<string, readonly string[]> = {
  grandma: ['grandma', 'grandmother', 'granny', 'grannie', 'nana', 'nan', 'gran', 'grandmom', 'grandmum', 'teta', 'tata', 'sitto', 'sitti', 'nena', 'جده', 'تيتا', 'تيته', 'ستي', 'ستو', 'يده', 'نينا', 'حبوبه', 'جدات'],
  grandpa: ['grandpa', 'grandfather', 'granddad', 'grandad', 'grampa', 'gramps', 'jiddo', 'jeddo', 'jido', 'geddo', 'sido', 'seedo', 'جدي', 'جدو', 'الجد', 'جدنا', 'سيدو', 'يدي', 'يدو', 'يدها', 'جدها', 'جده'],
  grandparents: ['grandparents', 'grandparent', 'اجداد', 'جدود', 'جدان'],
  dad: ['dad', 'daddy', 'father', 'baba', 'papa', 'dada', 'husband', 'بابا', 'ابو', 'ابي', 'ابويا', 'ابوي', 'ابويه', 'الاب', 'والد', 'بيو', 'بيي', 'بيها', 'بيّو', 'ابيه', 'ابيها', 'زوجي', 'جوزي', 'رجلي'],
  mom: ['mom', 'mum', 'mommy', 'mummy', 'mother', 'mama', 'mamma', 'wife', 'ماما', 'ام', 'امي', 'امه', 'امها', 'الام', 'زوجتي', 'مرتي', 'مراتي'],
  died: ['died', 'dead', 'die', 'dies', 'death', 'deceased', 'funeral', 'heaven', 'buried', 'rip', 'مات', 'ماتت', 'توفي', 'توفيت', 'متوفي', 'وفاه', 'موت', 'يرحمه', 'يرحمها', 'رحمه', 'رحمها', 'المرحوم', 'المرحومه', 'نفق', 'نفقت', 'الجنه', 'دفن', 'دفنا', 'دفناه', 'دفناها', 'جنازه', 'عزا', 'عزاء', 'فقدنا', 'فقدان', 'الفقد', 'فارق', 'فارقت', 'فارقنا', 'اتوفي', 'اتوفت', 'توفت', 'استشهد', 'استشهدت'],
  sick: ['sick', 'ill', 'illness', 'unwell', 'hospital', 'hospitalized', 'hospitalised', 'surgery', 'operation', 'cancer', 'stroke', 'chemo', 'dementia', 'alzheimer', 'alzheimers', 'parkinson', 'parkinsons', 'ضغط', 'سكري', 'مريض', 'مريضه', 'مرض', 'عيان', 'عيانه', 'تعبان', 'تعبانه', 'مستشفي', 'عمليه', 'سرطان', 'جلطه', 'زهايمر'],
  pet: ['cat', 'kitten', 'kitty', 'dog', 'doggy', 'puppy', 'pup', 'fish', 'goldfish', 'hamster', 'bird', 'parrot', 'budgie', 'canary', 'rabbit', 'bunny', 'turtle', 'tortoise', 'pet', 'guinea', 'قطه', 'قط', 'بسه', 'بسينه', 'قطوه', 'كلب', 'جرو', 'عصفور', 'عصفوره', 'سمكه', 'سمك', 'ارنب', 'هامستر', 'سلحفاه', 'ببغاء', 'ببغا', 'بغبغان', 'حيوان', 'طير', 'كناري'],
  travel: ['travel', 'traveling', 'travelling', 'trip', 'flight', 'fly', 'flying', 'plane', 'airplane', 'aeroplane', 'airport', 'vacation', 'holiday', 'abroad', 'journey', 'سفر', 'مسافر', 'مسافره', 'نسافر', 'يسافر', 'تسافر', 'سافر', 'سافرت', 'سافرنا', 'رحله', 'طياره', 'طائره', 'مطار', 'اجازه', 'عطله', 'الصيف'],
  visit: ['visit', 'visiting', 'see', 'stay', 'staying', 'sleepover', 'go', 'going', 'trip', 'زياره', 'نزور', 'يزور', 'تزور', 'زرنا', 'نشوف', 'نروح', 'رايحين', 'رحنا', 'نقضي', 'عند'],
  friend: ['friend', 'friends', 'bestie', 'bff', 'buddy', 'pal', 'classmate', 'classmates', 'صديق', 'صديقه', 'صاحب', 'صاحبه', 'صحاب', 'اصحاب', 'اصدقاء', 'رفيق', 'رفيقه', 'رفقات', 'رفقاته', 'ربع', 'ربيع', 'ربيعه', 'خوي', 'خويه', 'صحبه', 'رفقاتها', 'صاحبتها', 'صحباتها', 'انتيم'],
  school: ['school', 'kindergarten', 'kg', 'preschool', 'nursery', 'daycare', 'class', 'classroom', 'grade', 'مدرسه', 'مدارس', 'روضه', 'حضانه', 'صف', 'فصل', 'تمهيدي', 'الروضه'],
  baby: ['baby', 'newborn', 'infant', 'بيبي', 'نونو', 'رضيع', 'رضيعه', 'مولود', 'مولوده'],
  sibling: ['brother', 'sister', 'sibling', 'siblings', 'bro', 'sis', 'twin', 'اخ', 'اخو', 'اخوه', 'اخت', 'اخوات', 'خي', 'خيي', 'خيو', 'اختو', 'اخوان', 'خواته', 'اخواتها', 'اخوها', 'اخته'],
  scared: ['scared', 'afraid', 'fear', 'fears', 'frightened', 'terrified', 'scary', 'scares', 'panic', 'panics', 'freak', 'freaks', 'petrified', 'phobia', 'فزعان', 'فزعانه', 'مفزوع', 'يفزع', 'تفزع', 'ترعب', 'اترعب', 'خايف', 'خايفه', 'خاف', 'خوف', 'مرعوب', 'مرعوبه', 'ترتعب', 'يرتعب', 'خوفان', 'خوفانه', 'رعب', 'يخاف', 'تخاف'],
  nervous: ['nervous', 'anxious', 'worried', 'worries', 'worry', 'stressed', 'stress', 'nerves', 'butterflies', 'قلقان', 'قلقانه', 'قلق', 'متوتر', 'متوتره', 'توتر', 'خايف', 'خايفه', 'مرعوب', 'مضغوط', 'مضغوطه', 'رهبه', 'مخنوق'],
  toy: ['toy', 'toys', 'teddy', 'teddybear', 'doll', 'dolly', 'plushie', 'plush', 'stuffie', 'stuffy', 'blankie', 'lovey', 'soft', 'لعبه', 'العاب', 'دبدوب', 'دبدوبه', 'عروسه', 'عروسته', 'بطانيه', 'دميه', 'دمي', 'لعبتو', 'باربي'],
  lost: ['lost', 'missing', 'misplaced', 'ضاع', 'ضاعت', 'ضيع', 'ضيعت', 'ضايع', 'ضايعه', 'فقد', 'فقدت', 'انفقد', 'انفقدت', 'ضيعها', 'ضيعه', 'مفقود', 'مفقوده'],
  screen: ['screen', 'screens', 'ipad', 'tablet', 'phone', 'youtube', 'tv', 'cartoons', 'minecraft', 'roblox', 'fortnite', 'playstation', 'ps5', 'nintendo', 'switch', 'videos', 'games', 'gaming', 'شاشه', 'شاشات', 'ايباد', 'تابلت', 'موبايل', 'جوال', 'تلفون', 'تليفون', 'يوتيوب', 'كرتون', 'تلفزيون', 'تليفزيون', 'بلايستيشن', 'العاب', 'فيديوهات', 'روبلوكس', 'ماينكرافت'],
  animal: ['dog', 'dogs', 'puppy', 'cat', 'cats', 'horse', 'horses', 'pony', 'goat', 'goats', 'cow', 'cows', 'sheep', 'camel', 'camels', 'bee', 'bees', 'wasp', 'spider', 'spiders', 'insect', 'insects', 'bug', 'bugs', 'ant', 'ants', 'cockroach', 'bird', 'birds', 'pigeon', 'pigeons', 'snake', 'lizard', 'animal', 'animals', 'كلب', 'كلاب', 'قطه', 'قطط', 'بسه', 'بساس', 'البس', 'قطو', 'قطوه', 'حصان', 'خيل', 'احصنه', 'معزه', 'ماعز', 'بقره', 'خروف', 'جمل', 'بعير', 'نحل', 'نحله', 'دبور', 'عنكبوت', 'حشره', 'حشرات', 'صرصار', 'صراصير', 'نمل', 'نمله', 'حمام', 'طيور', 'ثعبان', 'حيه', 'سحليه', 'ضب', 'حيوان', 'حيوانات'],
  aunt: ['aunt', 'auntie', 'aunty', 'khalto', 'khalti', 'amto', 'ammto', 'خالته', 'خالتها', 'خالتهم', 'خالتو', 'خالتي', 'خالتك', 'عمته', 'عمتها', 'عمتهم', 'عمتو', 'عمتي', 'مرات خاله', 'مرت خالو', 'زوجه خاله'],
  light: ['light', 'lights', 'lamp', 'نور', 'النور', 'ضو', 'ضوء', 'الضو', 'ليت', 'الليت', 'لايت', 'اللايت', 'لمبه', 'اللمبه', 'اباجوره', 'مصباح', 'الاضاءه'],
  lightOff: ['طفي', 'طفينا', 'نطفي', 'يطفي', 'تطفي', 'اطفي', 'طفيت', 'طفت', 'مطفي', 'مطفيه', 'سكر', 'سكرنا', 'نسكر', 'يسكر', 'تسكر', 'اطفاء', 'نطفيه', 'طافي', 'مقفول', 'نقفل', 'قفلنا'],
};
