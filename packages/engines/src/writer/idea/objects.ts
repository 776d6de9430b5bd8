import type { FeelingKey, Words } from './types.ts';
import { words } from './words.ts';

export interface ObjectEntry {
  key: string;
  words: Words;
  cues: readonly string[];
}

const o = (key: string, w: Words, cues: string[]): ObjectEntry => ({ key, words: w, cues });

/** Things an idea may turn on: the toy, the bike, the tooth, the lantern... */
export const objectEntries: readonly ObjectEntry[] = [
  o('teddy', words('the teddy bear', 'الدُّبُّ المَحْشُوُّ', 'الدبدوب', 'الدبدوب', 'الدبدوب'), ['teddy', 'teddy bear', 'stuffed animal', 'plushie', 'soft toy', 'دبدوب', 'الدبدوب', 'دب & لعبه']),
  o('doll', words('the doll', 'الدُّمْيَةُ', 'العروسة', 'اللعبة', 'العروسة', 'العروسة'), ['doll', 'barbie', 'دميه', 'عروسه & لعبه', 'عروستها', 'باربي']),
  o('blanket', words('the blanket', 'البَطّانِيَّةُ', 'البطّانية', 'الحرام', 'البطّانية', 'البطّانية'), ['blanket', 'blankie', 'بطانيه', 'غطا', 'حرام & نوم']),
  o('toy', words('the toy', 'اللُّعْبَةُ', 'اللعبة', 'اللعبة', 'اللعبة'), ['toy', 'toys', 'lego', 'legos', 'لعبه', 'لعب', 'العاب', 'ليجو', 'ليغو', 'العابه', 'العابها', 'لعبته', 'لعبتها']),
  o('ball', words('the ball', 'الكُرَةُ', 'الكورة', 'الطابة', 'الكورة'), ['ball', 'football', 'كوره', 'الكره', 'كرتي', 'كرته', 'كرتها', 'طابه']),
  o('bike', words('the bike', 'الدَّرّاجَةُ', 'العجلة', 'البسكليت', 'السيكل', 'السيكل'), ['bike', 'bicycle', 'عجله', 'دراجه', 'بسكليت', 'سيكل']),
  o('scooter', words('the scooter', 'السّكوتَرُ', 'الاسكوتر', 'السكوتر', 'السكوتر'), ['scooter', 'سكوتر', 'اسكوتر']),
  o('tooth', words('the tooth', 'السِّنُّ', 'السنّة', 'السنّ', 'السنّ'), ['tooth', 'teeth', 'سن', 'سنه & وقعت', 'سنته', 'سنتها', 'اسنان', 'سنان', 'ضرس']),
  o('lantern', words('the lantern', 'الفانوسُ', 'الفانوس', 'الفانوس', 'الفانوس'), ['lantern', 'fanous', 'fanoos', 'فانوس', 'فوانيس']),
  o('kite', words('the kite', 'الطّائِرَةُ الوَرَقِيَّةُ', 'الطيّارة الورق', 'الطيّارة الورق', 'الطيّارة الورقية'), ['kite', 'طياره ورق', 'طائره ورقيه']),
  o('balloon', words('the balloon', 'البالونُ', 'البلّونة', 'البالون', 'البالون'), ['balloon', 'balloons', 'بالونه', 'بلونه', 'بالون', 'بلالين']),
  o('cake', words('the cake', 'الكَعْكَةُ', 'التورتة', 'الكاتو', 'الكيكة'), ['cake', 'تورته', 'كيكه', 'كاتو', 'كيك']),
  o('present', words('the present', 'الهَدِيَّةُ', 'الهديّة', 'الهديّة', 'الهديّة'), ['present', 'presents', 'gift', 'gifts', 'هديه', 'هدايا']),
  o('book', words('the book', 'الكِتابُ', 'الكتاب', 'الكتاب', 'الكتاب'), ['book', 'books', 'storybook', 'كتاب', 'كتب', 'قصه & كتاب']),
  o('tablet', words('the tablet', 'الجِهازُ اللَّوْحِيُّ', 'التابلت', 'الآيباد', 'الآيباد'), ['ipad', 'tablet', 'phone', 'screen', 'ايباد', 'اي باد', 'تابلت', 'موبايل', 'جوال', 'تلفون', 'شاشه']),
  o('tv', words('the television', 'التِّلْفازُ', 'التلفزيون', 'التلفزيون', 'التلفزيون'), ['tv', 'television', 'cartoons', 'تلفزيون', 'تليفزيون', 'كرتون']),
  o('games-console', words('the video games', 'أَلْعابُ الفيدْيو', 'البلايستيشن', 'البلايستيشن', 'البلايستيشن'), ['playstation', 'video games', 'videogames', 'xbox', 'nintendo', 'بلايستيشن', 'بلاي ستيشن', 'العاب فيديو']),
  o('night-light', words('the night light', 'مِصْباحُ اللَّيْلِ', 'اللمبة الصغيّرة', 'الضو الزغير', 'النور الصغير'), ['night light', 'nightlight', 'lamp', 'flashlight', 'torch', 'لمبه', 'اباجوره', 'كشاف', 'ضو صغير', 'نور صغير']),
  o('school-bag', words('the school bag', 'الحَقيبَةُ المَدْرَسِيَّةُ', 'شنطة المدرسة', 'شنطة المدرسة', 'شنطة المدرسة'), ['school bag', 'backpack', 'schoolbag', 'شنطه المدرسه', 'شنطه & مدرسه', 'حقيبه مدرسيه']),
  o('uniform', words('the uniform', 'الزِّيُّ المَدْرَسِيُّ', 'اليونيفورم', 'المريول', 'المريول'), ['uniform', 'يونيفورم', 'مريول', 'زي مدرسي']),
  o('suitcase', words('the suitcase', 'حَقيبَةُ السَّفَرِ', 'شنطة السفر', 'شنطة السفر', 'شنطة السفر'), ['suitcase', 'luggage', 'شنطه سفر', 'شنط', 'حقيبه سفر']),
  o('medicine', words('the medicine', 'الدَّواءُ', 'الدوا', 'الدوا', 'الدوا'), ['medicine', 'syrup', 'دوا', 'دواء', 'شراب & دوا']),
  o('vaccine', words('the injection', 'الحُقْنَةُ', 'الحقنة', 'الإبرة', 'الإبرة'), ['vaccine', 'injection', 'shot', 'jab', 'needle', 'حقنه', 'ابره', 'تطعيم', 'لقاح']),
  o('eid-clothes', words('the Eid clothes', 'ثِيَابُ العيدِ', 'لبس العيد', 'تياب العيد', 'ملابس العيد', 'كشخة العيد'), ['eid clothes', 'new clothes', 'لبس العيد', 'هدوم العيد', 'تياب العيد', 'ملابس العيد', 'هدوم جديده']),
  o('eidiya', words('the eidiya', 'العيدِيَّةُ', 'العيدية', 'العيدية', 'العيدية'), ['eidiya', 'eidi', 'eidiyah', 'عيديه']),
  o('cookies', words('the cookies', 'الكَعْكُ', 'البسكوت', 'الكعك', 'الكعك'), ['cookies', 'cookie', 'biscuits', 'biscuit', 'كعك', 'بسكويت', 'بسكوت', 'كوكيز']),
  o('sweets', words('the sweets', 'الحَلْوى', 'الحلويات', 'السكاكر', 'الحلاو', 'الحلاو'), ['sweets', 'candy', 'candies', 'chocolate', 'kahk', 'maamoul', 'حلويات', 'حلوي', 'شوكولاته', 'سكاكر', 'كحك', 'معمول', 'حلاوه']),
  o('dates', words('the dates', 'التَّمْرُ', 'البلح', 'التمر', 'التمر'), ['dates', 'تمر', 'بلح']),
  o('potty', words('the potty', 'النُّونِيَّةُ', 'القصرية', 'البوتي', 'النونية'), ['potty', 'قصريه', 'نونيه', 'بوتي']),
  o('diaper', words('the nappy', 'الحِفاضُ', 'البامبرز', 'الحفاض', 'الحفاض'), ['diaper', 'diapers', 'nappy', 'nappies', 'pull ups', 'بامبرز', 'حفاض', 'حفاضه', 'حفاضات']),
  o('vegetables', words('the vegetables', 'الخُضارُ', 'الخضار', 'الخضرة', 'الخضار'), ['vegetables', 'veggies', 'broccoli', 'spinach', 'carrots', 'خضار', 'خضروات', 'سبانخ', 'بروكلي', 'ملوخيه', 'جزر']),
  o('drawing', words('the drawing', 'الرَّسْمَةُ', 'الرسمة', 'الرسمة', 'الرسمة'), ['drawing', 'painting', 'draw', 'رسمه', 'رسم', 'لوحه']),
  o('sandcastle', words('the sandcastle', 'قَلْعَةُ الرَّمْلِ', 'قلعة الرملة', 'قلعة الرمل', 'قلعة الرمل'), ['sandcastle', 'sand castle', 'قلعه رمل', 'قلعه الرمل']),
  o('shells', words('the shells', 'الأَصْدافُ', 'الصدف', 'الصدف', 'المحار'), ['shells', 'seashells', 'صدف', 'اصداف', 'محار']),
  o('flag', words('the flag', 'العَلَمُ', 'العلم', 'العلم', 'العلم'), ['flag', 'flags', 'علم & وطني', 'اعلام', 'العلم']),
  o('glasses', words('the glasses', 'النَّظّارَةُ', 'النضّارة', 'النضّارة', 'النظّارة'), ['glasses', 'نظاره', 'نضاره']),
  o('cast', words('the cast', 'الجَبيرَةُ', 'الجبس', 'الجبصين', 'الجبيرة'), ['cast & arm', 'cast & leg', 'جبس', 'جبيره', 'جبصين']),
  o('armbands', words('the armbands', 'العَوّاماتُ', 'العوّامات', 'العوّامات', 'العوّامات'), ['armbands', 'floaties', 'water wings', 'عوامه', 'عوامات']),
  o('photo', words('the photo', 'الصّورَةُ', 'الصورة', 'الصورة', 'الصورة'), ['photo', 'photos', 'picture', 'album', 'صوره', 'صور', 'البوم']),
];

export interface FeelingEntry {
  key: FeelingKey;
  words: Words;
  cues: readonly string[];
}

const f = (key: FeelingKey, w: Words, cues: string[]): FeelingEntry => ({ key, words: w, cues });

/** Feelings, the stronger and more specific first (jealous before sad). */
export const feelingEntries: readonly FeelingEntry[] = [
  f('jealous', words('jealous', 'الغَيْرَةُ', 'غيران', 'غيران', 'يغار', 'يغار'), ['jealous', 'jealousy', 'envious', 'غيره', 'غيران', 'غيرانه', 'يغار', 'تغار', 'بيغير', 'بتغير']),
  f('scared', words('scared', 'الخَوْفُ', 'خايف', 'خايف', 'خايف'), ['scared', 'afraid', 'frightened', 'terrified', 'fear', 'fears', 'scary', 'خايف', 'خايفه', 'يخاف', 'تخاف', 'خوف', 'مرعوب', 'مرعوبه', 'خوفان', 'خوفانه', 'يرتعب', 'ترتعب', 'مفزوع']),
  f('nervous', words('nervous', 'القَلَقُ', 'قلقان', 'قلقان', 'متوتّر', 'متوتّر'), ['nervous', 'anxious', 'worried', 'worries', 'stressed', 'butterflies', 'نرفوز', 'قلقان', 'قلقانه', 'قلق', 'متوتر', 'متوتره', 'توتر', 'مضغوط', 'رهبه', 'مرتبك', 'مرتبكه']),
  f('angry', words('angry', 'الغَضَبُ', 'متعصّب', 'معصّب', 'معصّب', 'معصّب'), ['angry', 'mad', 'furious', 'cross', 'tantrum', 'tantrums', 'meltdown', 'عصبي', 'عصبيه', 'معصب', 'معصبه', 'غضبان', 'غضبانه', 'متعصب', 'بيتعصب', 'بتتعصب', 'غضب', 'حردان']),
  f('frustrated', words('frustrated', 'الضّيقُ', 'متضايق', 'متضايق', 'متضايق', 'متضايق'), ['frustrated', 'frustration', 'gives up', 'متضايق', 'متضايقه', 'مخنوق', 'مخنوقه', 'زهقان', 'زهقانه']),
  f('missing', words('missing someone', 'الشَّوْقُ', 'وحشه', 'مشتاق', 'مشتاق', 'مشتاق'), ['misses', 'missing', 'miss', 'longs', 'وحشه', 'وحشها', 'واحشه', 'واحشها', 'مشتاق', 'مشتاقه', 'يشتاق', 'تشتاق', 'اشتاق', 'اشتاقت', 'يفتقد', 'تفتقد']),
  f('lonely', words('lonely', 'الوَحْدَةُ', 'وحيد', 'وحيد', 'وحيد'), ['lonely', 'alone', 'loneliness', 'وحيد', 'وحيده', 'لوحده', 'لوحدها', 'لحالو', 'لحالها', 'بروحه', 'بروحها']),
  f('shy', words('shy', 'الخَجَلُ', 'مكسوف', 'خجلان', 'مستحي', 'مستحي'), ['shy', 'timid', 'خجول', 'خجوله', 'خجلان', 'خجلانه', 'مكسوف', 'مكسوفه', 'بيتكسف', 'بتتكسف', 'مستحي', 'مستحيه', 'يستحي', 'تستحي']),
  f('embarrassed', words('embarrassed', 'الإِحْراجُ', 'محرج', 'محرج', 'محرج'), ['embarrassed', 'ashamed', 'guilty', 'محرج', 'محرجه', 'متكسف', 'خجلان من', 'ندمان', 'ندمانه']),
  f('sad', words('sad', 'الحُزْنُ', 'زعلان', 'زعلان', 'زعلان', 'زعلان'), ['sad', 'sadness', 'upset', 'crying', 'cries', 'cried', 'heartbroken', 'unhappy', 'tears', 'grieving', 'حزين', 'حزينه', 'زعلان', 'زعلانه', 'مزعول', 'مكتئب', 'يعيط', 'تعيط', 'بيعيط', 'بتعيط', 'يبكي', 'تبكي', 'بيبكي', 'بتبكي', 'دموع', 'حزن', 'مقهور', 'مقهوره', 'متضايق']),
  f('bored', words('bored', 'المَلَلُ', 'زهقان', 'ملّان', 'طفشان', 'ملّان'), ['bored', 'boring', 'زهقان', 'ملان', 'طفشان', 'طفشانه', 'زهق', 'ملل']),
  f('proud', words('proud', 'الفَخْرُ', 'فخور', 'فخور', 'فخور', 'فخور'), ['proud', 'فخور', 'فخوره', 'فخر']),
  f('excited', words('excited', 'الحَماسُ', 'متحمّس', 'متحمّس', 'متحمّس', 'متحمّس'), ['excited', "can't wait", 'cannot wait', 'thrilled', 'looking forward', 'متحمس', 'متحمسه', 'مبسوط اوي', 'فرحان اوي', 'مستني بفارغ', 'ناطر', 'متشوق', 'متشوقه', 'حماس']),
  f('curious', words('curious', 'الفُضولُ', 'فضولي', 'فضولي', 'فضولي', 'فضولي'), ['curious', 'wonders', 'asks why', 'questions', 'فضولي', 'فضوليه', 'بيسال', 'بتسال', 'اسئله']),
  f('happy', words('happy', 'الفَرَحُ', 'مبسوط', 'مبسوط', 'مستانس', 'فرحان'), ['happy', 'glad', 'joy', 'مبسوط', 'مبسوطه', 'فرحان', 'فرحانه', 'مستانس', 'مستانسه', 'سعيد', 'سعيده', 'فرح']),
];
