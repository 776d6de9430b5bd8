// Content of the public information pages (/help, /about, /terms, /privacy) in English and Arabic.
// Plan numbers quoted here mirror the single plan table (docs/docs/product/README.md section 1); if that
// table changes, update the Help, Terms and Privacy wording below as well.

export type ContentPageId = 'help' | 'about' | 'terms' | 'privacy';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface ContentPage {
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
  updated?: string;
}

const UPDATED_EN = 'Last updated: 21 November 2026';
const UPDATED_AR = 'آخر تحديث: 21 نوفمبر 2026';

export const contentPages: Record<ContentPageId, Record<'en' | 'ar', ContentPage>> = {
  // ───────────────────────────────────────────────────────────── Help
  help: {
    en: {
      title: 'Help Centre',
      description:
        'Answers for parents: creating your first Qamar story, reading in English and Arabic, sharing, plans and keeping your account safe.',
      intro:
        "Welcome to the Qamar help centre. Here you'll find quick answers about creating stories, reading them together, sharing them with family, and managing your plan and account. If your question isn't answered here, we're only an email away.",
      sections: [
        {
          heading: 'Getting started',
          paragraphs: [
            "Qamar is made for parents and guardians. To begin, choose “Sign In” and switch to the registration tab. Enter your name, your email address and a password of at least 8 characters, accept the terms and complete the short security check. You'll be taken straight to your workspace.",
            "We'll then email you a link to verify your address; it stays valid for 24 hours. Until your email is verified you can look around, browse characters and places and read the library, but creating stories, characters and places needs a verified address.",
            'The first time you open the Create page, a short tour walks you through each step, and you can close it at any time. In short:',
          ],
          bullets: [
            'Create your account from the Sign In page.',
            'Verify your email with the link we send you.',
            'Create your first story: setting it up takes under 2 minutes.',
          ],
        },
        {
          heading: 'Creating a story',
          paragraphs: [
            'Choose “Create Story” in the menu and fill in the four steps below; it takes under 2 minutes. When you press the create button, Qamar starts writing, illustrating and recording the narration. You can watch the progress, or leave the page and come back later: the finished story will be waiting for you in My Stories.',
            "Every story is written for the age you choose: short, simple pages for 3 to 5 year olds, and richer language and longer adventures for older children, lasting about 5, 7 or 10 minutes depending on the age group. If you've set up child profiles, choosing a child fills in the age group for you and can add your child to the story as one of its heroes.",
            'The four steps:',
          ],
          bullets: [
            "Characters: pick up to 3 heroes (people, animals or magical friends) from our collection or from the characters you've made.",
            'Place: choose where the adventure happens, from a busy city to a quiet forest or a land of make-believe.',
            'Theme or your own idea: pick one of our themes, or describe the story you have in mind in your own words. If you write your own idea, it is used instead of the theme.',
            'Settings: choose the age group (3-5, 6-8 or 9-12 years) and the language or dialect the story opens in: English, Fusha (Modern Standard Arabic), or Egyptian, Lebanese or Gulf Arabic on the plans that include them.',
          ],
        },
        {
          heading: 'Reading together',
          paragraphs: [
            'Open any story from My Stories to read it in the reader. Every page has its own illustration, text and narration, and the Next and Previous buttons turn the pages.',
            'Every story is bilingual. You can switch between English and Arabic at any moment, and if the story was made in a dialect, a third option shows the dialect version. A story always opens in the language or dialect you chose when you created it.',
            'The Arabic text is fully vowelled, so young readers and learners can pronounce every word correctly. When your child is ready to read without them, turn on the option to hide the vowel marks.',
            "Press play to hear the page read aloud in the language you're viewing, and follow the words together as the narrator reads. Because the narration reads the vowelled text, it's a gentle way to practise reading aloud.",
          ],
        },
        {
          heading: 'Characters and places',
          paragraphs: [
            'Besides our ready-made heroes and places, you can create your own: a grandmother, the family cat, or the garden behind your house. Create them from the character and place pickers on the Create page, or from My Characters and My Locations.',
            'For a character, give a name in English (and in Arabic if you like), an age, a gender and a short description of at least 10 characters. For a place, give a name, a type (city, nature or fantasy) and a description. Qamar then draws them, ready to use in any story.',
            "How many you can keep depends on your plan: 1 character and 1 place on Starter, 6 characters and 4 places on Family, and 10 of each on Heritage. Deleting one frees its slot, but it can't be undone.",
            "Names and descriptions go through a content check to make sure they suit a bedtime story. If something is flagged, you'll see a clear message and nothing is saved, so you can simply rephrase it.",
          ],
        },
        {
          heading: 'Sharing, PDFs and the community',
          paragraphs: [
            'Your stories stay private to your account until you choose to share them. From My Stories you can share a story in three ways, and in the community you can enjoy stories from other families:',
          ],
          bullets: [
            'Share by link: create a link that lets anyone read the story, no account needed. Each link can be viewed 50 times on Starter, 250 times on Family and 1,000 times on Heritage. Anyone opening the link sees a warning when it is close to its limit, and the link stops working once the limit is reached.',
            'Download as PDF: keep a printable copy for reading offline. PDFs on Starter carry a Qamar watermark; Family and Heritage PDFs come without one.',
            "Publish to the community: share the story in the public library and forum, where other families can read, like, comment on and save it, and withdraw it whenever you wish. Child profile names are never published; even so, we suggest reading the story once more before publishing, to be sure it contains nothing you'd rather keep within the family.",
            "Read the community: on Starter you can open up to 15 community stories a week; on Family and Heritage there is no limit. If you come across anything that doesn't belong, please report it.",
          ],
        },
        {
          heading: 'Plans and limits',
          paragraphs: [
            "Your current plan is shown in the badge at the top of the page, and your usage on your dashboard. Weekly limits reset every Monday at 00:00 UTC, and your dashboard shows how many stories you've used and when the next reset is. If a story can't be finished because of a problem on our side, it doesn't count towards your week. Dialect stories are still in beta.",
            'You can upgrade from the Subscription page at any time. Paid plans are billed monthly, you can cancel anytime, and they come with a 30-day money-back guarantee. Your stories are kept whichever plan you are on. If the Subscription page says online payment is not available, email support@qamar.app and our team will set up your plan for you.',
            'Qamar has three plans:',
          ],
          bullets: [
            'Starter (free): 3 stories a week, 1 custom character, 1 custom place, 1 child profile, English and Fusha, watermarked PDFs, share links up to 50 views, and 15 community stories a week.',
            'Family ($9.99 a month, with a 7-day free trial): 15 stories a week, 6 custom characters, 4 custom places, 4 child profiles, adds the Egyptian and Lebanese dialects, PDFs without a watermark, share links up to 250 views, and unlimited community stories.',
            'Heritage ($19.99 a month): 25 stories a week, 10 custom characters, 10 custom places, 8 child profiles, every dialect including Gulf Arabic, PDFs without a watermark, share links up to 1,000 views, unlimited community stories and priority generation.',
          ],
        },
        {
          heading: 'Your account and privacy',
          paragraphs: [
            'On your Profile page you can change your name, your email address (we will ask you to verify the new one), your password and your preferred language. Forgotten your password? Use the “Forgot password” link on the sign-in page; the reset link works once and expires after 1 hour.',
            "Child profiles keep your child's first name, age and interests so that stories can be tailored to them. They are private to your account and never published.",
            'Names in the story ideas you write are replaced on our servers with neutral words such as “a curious child” before anything is saved. We use no advertising trackers and never sell your data. Our Privacy Policy has all the details.',
            'You can delete your account, together with all its stories, characters, places and child profiles, from your Profile page at any time.',
          ],
        },
        {
          heading: 'Troubleshooting',
          paragraphs: ['Most problems have a quick fix. Here are the ones parents ask about most:'],
          bullets: [
            'My story is still generating. Writing, illustrating and narrating usually take a few minutes, and a little longer when many families are creating at once; the progress screen shows your place in the queue. You can close the page and find the story in My Stories later. If a step fails, Qamar tries again automatically; if the story still ends with an error, open it and press Retry.',
            "The verification email hasn't arrived. Check your spam, junk or promotions folder. If it isn't there, use “Resend verification email” on your dashboard; if you're asked to wait, the button becomes available again after a short pause. Verification links expire after 24 hours, so request a new one if yours is older.",
            "I've reached my story limit. Your weekly allowance resets on Monday at 00:00 UTC, and your dashboard shows the exact date. You can also upgrade for more stories each week.",
            'A dialect is locked. Egyptian and Lebanese come with the Family plan, and Gulf Arabic with Heritage. The lock shows which plan unlocks it.',
            'A shared link says “Story Not Found”. The link may have reached its view limit, or the story may have been deleted. Ask the person who shared it to check.',
            'The page says it is having trouble connecting. Check your internet connection and press “Retry Connection”. You can also come back to the story later from My Stories.',
            'My text was rejected. The content check keeps stories calm and gentle. Rephrase the description, leaving out frightening or unsuitable themes, and try again.',
            'Still stuck? Send us a message with the feedback button and tell us what happened; it helps us find the problem quickly.',
          ],
        },
        {
          heading: 'Contact us',
          paragraphs: [
            'Use the feedback button, found on every screen, to report a problem, suggest an idea or simply say hello. It tells us which page you were on, so we can help you faster.',
            'You can also email us. We read every message and reply as soon as we can:',
          ],
          bullets: [
            'Help with your account or a story: support@qamar.app',
            'Privacy questions and data requests: privacy@qamar.app',
            'Everything else: hello@qamar.app',
          ],
        },
      ],
    },
    ar: {
      title: 'مركز المساعدة',
      description:
        'إجابات للآباء والأمهات عن إنشاء أول قصة في قمر، والقراءة بالعربية والإنجليزية، والمشاركة، والباقات، وحماية حسابكم.',
      intro:
        'أهلًا بكم في مركز مساعدة قمر. تجدون هنا إجابات سريعة عن إنشاء القصص وقراءتها مع أطفالكم ومشاركتها مع العائلة، وعن إدارة باقتكم وحسابكم. وإن لم تجدوا ما تبحثون عنه، فنحن على بُعد رسالة واحدة.',
      sections: [
        {
          heading: 'البداية',
          paragraphs: [
            'قمر مخصّص للآباء والأمهات وأولياء الأمور. للبدء، اضغطوا «تسجيل الدخول» ثم انتقلوا إلى تبويب إنشاء حساب، وأدخلوا اسمكم وبريدكم الإلكتروني وكلمة مرور لا تقل عن 8 أحرف، ثم وافقوا على الشروط وأكملوا التحقق الأمني القصير. بعدها تنتقلون مباشرة إلى مساحتكم.',
            'سنرسل إليكم بعد ذلك رسالة فيها رابط لتأكيد بريدكم الإلكتروني، ويبقى الرابط صالحًا مدة 24 ساعة. يمكنكم قبل التأكيد التجوّل في التطبيق وتصفّح الشخصيات والأماكن والمكتبة، أما إنشاء القصص والشخصيات والأماكن فيتطلب بريدًا مؤكَّدًا.',
            'وعند فتح صفحة إنشاء القصة أول مرة، ترافقكم جولة تعريفية قصيرة خطوة بخطوة، ويمكنكم إغلاقها متى شئتم. وباختصار:',
          ],
          bullets: [
            'أنشئوا حسابكم من صفحة تسجيل الدخول.',
            'أكّدوا بريدكم الإلكتروني عبر الرابط الذي نرسله إليكم.',
            'أنشئوا قصتكم الأولى، فتجهيزها لا يستغرق أكثر من دقيقتين.',
          ],
        },
        {
          heading: 'إنشاء قصة',
          paragraphs: [
            'اختاروا «أنشئ قصة» من القائمة وأكملوا الخطوات الأربع الموضّحة أدناه، ولن يستغرق ذلك أكثر من دقيقتين. وحين تضغطون زر الإنشاء، يبدأ قمر بكتابة القصة ورسمها وتسجيل سردها الصوتي. يمكنكم متابعة التقدّم، أو مغادرة الصفحة والعودة لاحقًا، فالقصة المكتملة ستنتظركم في «قصصي».',
            'تُكتب كل قصة بما يناسب العمر الذي تختارونه: صفحات قصيرة وبسيطة للأطفال من 3 إلى 5 سنوات، ولغة أغنى ومغامرات أطول للأكبر سنًّا، وتستغرق القصة نحو 5 أو 7 أو 10 دقائق بحسب الفئة العمرية. وإن أنشأتم ملفات شخصية لأطفالكم، فاختيار الطفل يحدّد الفئة العمرية تلقائيًا، ويمكنه أن يضيف طفلكم إلى القصة بطلًا من أبطالها.',
            'الخطوات الأربع:',
          ],
          bullets: [
            'الشخصيات: اختاروا حتى 3 أبطال، من البشر أو الحيوانات أو الكائنات السحرية، من مجموعتنا أو من الشخصيات التي أنشأتموها.',
            'المكان: حدّدوا أين تجري المغامرة، من مدينة نابضة بالحياة إلى غابة هادئة أو عالم من الخيال.',
            'الموضوع أو فكرتكم الخاصة: اختاروا أحد موضوعاتنا، أو اكتبوا بكلماتكم فكرة القصة التي تتخيلونها. وإن كتبتم فكرتكم، فستُعتمد بدلًا من الموضوع.',
            'الإعدادات: اختاروا الفئة العمرية (من 3 إلى 5 سنوات، أو من 6 إلى 8، أو من 9 إلى 12 سنة) واللغة أو اللهجة التي تُفتح بها القصة: الإنجليزية، أو العربية الفصحى، أو اللهجة المصرية أو اللبنانية أو الخليجية في الباقات التي تشملها.',
          ],
        },
        {
          heading: 'القراءة معًا',
          paragraphs: [
            'افتحوا أي قصة من «قصصي» لقراءتها في القارئ. لكل صفحة رسمها ونصّها وسردها الصوتي، وتنتقلون بين الصفحات بزرّي «التالي» و«السابق».',
            'كل قصصنا ثنائية اللغة، فيمكنكم التبديل بين الإنجليزية والعربية في أي لحظة. وإن أنشأتم القصة بلهجة ما، يظهر خيار ثالث لنسختها باللهجة. وتُفتح القصة دائمًا باللغة أو اللهجة التي اخترتموها عند إنشائها.',
            'النص العربي مشكول بالكامل، ليتمكّن القرّاء الصغار ومتعلمو العربية من نطق كل كلمة نطقًا صحيحًا. وحين يصبح طفلكم مستعدًا للقراءة دون تشكيل، فعّلوا خيار إخفاء الحركات.',
            'اضغطوا زر التشغيل لتستمعوا إلى الصفحة مقروءةً باللغة المعروضة، وتابعوا الكلمات مع الراوي. ولأن الراوي يقرأ النص المشكول، فهذه طريقة لطيفة للتدرّب على القراءة بصوت مسموع.',
          ],
        },
        {
          heading: 'الشخصيات والأماكن',
          paragraphs: [
            'إلى جانب أبطالنا وأماكننا الجاهزة، يمكنكم إنشاء شخصياتكم وأماكنكم الخاصة: الجدة، أو قطة العائلة، أو الحديقة خلف البيت. أنشئوها من نافذتي اختيار الشخصيات والأماكن في صفحة إنشاء القصة، أو من صفحتي «شخصياتي» و«أماكني».',
            'للشخصية: اكتبوا اسمًا بالإنجليزية (وبالعربية إن شئتم)، والعمر، والجنس، ووصفًا قصيرًا لا يقل عن 10 أحرف. وللمكان: الاسم، والنوع (مدينة أو طبيعة أو عالم خيالي)، والوصف. بعدها يرسمها قمر لتصبح جاهزة لأي قصة.',
            'يتوقف عدد ما يمكنكم الاحتفاظ به على باقتكم: شخصية واحدة ومكان واحد في باقة المبتدئ، و6 شخصيات و4 أماكن في باقة العائلة، و10 من كلٍّ منهما في باقة التراث. وحذف شخصية أو مكان يُتيح لكم إنشاء غيره، لكن لا يمكن التراجع عن الحذف.',
            'تمرّ الأسماء والأوصاف بفحص للمحتوى للتأكد من ملاءمتها لقصة قبل النوم. وإن لم تجتز الفحص، تظهر لكم رسالة واضحة ولا يُحفظ شيء، فيكفي أن تعيدوا صياغتها.',
          ],
        },
        {
          heading: 'المشاركة وملفات PDF والمجتمع',
          paragraphs: [
            'تبقى قصصكم خاصة بحسابكم إلى أن تختاروا مشاركتها. ومن «قصصي» يمكنكم مشاركة القصة بثلاث طرق، كما يمكنكم الاستمتاع بقصص العائلات الأخرى في المجتمع:',
          ],
          bullets: [
            'المشاركة برابط: أنشئوا رابطًا يتيح لأي شخص قراءة القصة دون حساب. يمكن فتح كل رابط 50 مرة في باقة المبتدئ، و250 مرة في باقة العائلة، و1000 مرة في باقة التراث. ويظهر تنبيه حين يقترب الرابط من حدّه، ويتوقف عن العمل عند بلوغه.',
            'التنزيل بصيغة PDF: احتفظوا بنسخة قابلة للطباعة للقراءة دون اتصال بالإنترنت. تحمل ملفات PDF في باقة المبتدئ علامة قمر المائية، وتأتي في باقتي العائلة والتراث من دونها.',
            'النشر في المجتمع: شاركوا القصة في المكتبة العامة والمنتدى، حيث تستطيع العائلات الأخرى قراءتها والإعجاب بها والتعليق عليها وحفظها، ويمكنكم سحبها متى شئتم. لا تُنشر أسماء الأطفال المحفوظة في ملفاتهم أبدًا، ومع ذلك ننصحكم بقراءة القصة مرة أخيرة قبل نشرها، للتأكد من خلوّها مما تفضّلون إبقاءه داخل العائلة.',
            'قراءة قصص المجتمع: في باقة المبتدئ يمكنكم فتح 15 قصة من قصص المجتمع أسبوعيًا، أما في باقتي العائلة والتراث فلا حدّ لذلك. وإن صادفتم ما لا يليق، فأبلغونا عنه.',
          ],
        },
        {
          heading: 'الباقات والحدود',
          paragraphs: [
            'تظهر باقتكم الحالية في الشارة أعلى الصفحة، ويظهر استخدامكم في لوحة التحكم. وتتجدد الحدود الأسبوعية كل يوم اثنين عند الساعة 00:00 بالتوقيت العالمي المنسّق (UTC)، وتعرض لوحة التحكم عدد القصص التي استخدمتموها وموعد التجديد القادم. وإذا تعذّر إكمال قصة بسبب خلل من جهتنا، فلا تُحتسب من رصيدكم الأسبوعي. أما قصص اللهجات فما زالت في مرحلتها التجريبية (BETA).',
            'يمكنكم الترقية من صفحة الاشتراك في أي وقت. تُدفع الباقات المدفوعة شهريًا، ويمكن إلغاؤها في أي وقت، وتشملها ضمانة استرداد المبلغ خلال 30 يومًا. وتبقى قصصكم محفوظة أيًّا كانت باقتكم. وإن ذكرت صفحة الاشتراك أن الدفع الإلكتروني غير متاح، فراسلونا على support@qamar.app وسيفعّل فريقنا باقتكم.',
            'يقدّم قمر ثلاث باقات:',
          ],
          bullets: [
            'المبتدئ (مجانية): 3 قصص أسبوعيًا، وشخصية خاصة واحدة، ومكان خاص واحد، وملف طفل واحد، والإنجليزية والفصحى، وملفات PDF بعلامة مائية، وروابط مشاركة حتى 50 مشاهدة، و15 قصة من قصص المجتمع أسبوعيًا.',
            'العائلة (9.99 دولار شهريًا، مع تجربة مجانية لمدة 7 أيام): 15 قصة أسبوعيًا، و6 شخصيات خاصة، و4 أماكن خاصة، و4 ملفات أطفال، وتُضاف اللهجتان المصرية واللبنانية، وملفات PDF دون علامة مائية، وروابط مشاركة حتى 250 مشاهدة، وقصص المجتمع بلا حدود.',
            'التراث (19.99 دولار شهريًا): 25 قصة أسبوعيًا، و10 شخصيات خاصة، و10 أماكن خاصة، و8 ملفات أطفال، وكل اللهجات بما فيها الخليجية، وملفات PDF دون علامة مائية، وروابط مشاركة حتى 1000 مشاهدة، وقصص المجتمع بلا حدود، وأولوية في إنشاء القصص.',
          ],
        },
        {
          heading: 'حسابكم وخصوصيتكم',
          paragraphs: [
            'من صفحة الملف الشخصي يمكنكم تغيير الاسم، والبريد الإلكتروني (وسنطلب منكم تأكيد البريد الجديد)، وكلمة المرور، واللغة المفضلة. وإن نسيتم كلمة المرور، فاستخدموا رابط «نسيت كلمة المرور» في صفحة تسجيل الدخول؛ ورابط إعادة التعيين يعمل مرة واحدة وتنتهي صلاحيته بعد ساعة.',
            'تحفظ ملفات الأطفال الاسم الأول لطفلكم وعمره واهتماماته، لتأتي القصص على مقاسه. وهي خاصة بحسابكم ولا تُنشر أبدًا.',
            'تُستبدل الأسماء الواردة في أفكار القصص التي تكتبونها، على خوادمنا وقبل حفظ أي شيء، بعبارات محايدة مثل «طفل فضولي». ولا نستخدم أدوات تتبّع إعلانية، ولا نبيع بياناتكم أبدًا. وتجدون التفاصيل كاملة في سياسة الخصوصية.',
            'ويمكنكم في أي وقت حذف حسابكم من صفحة الملف الشخصي، مع كل ما فيه من قصص وشخصيات وأماكن وملفات أطفال.',
          ],
        },
        {
          heading: 'حلّ المشكلات',
          paragraphs: ['لمعظم المشكلات حلٌّ سريع، وإليكم أكثرها شيوعًا:'],
          bullets: [
            'ما زالت قصتي قيد الإنشاء: تستغرق الكتابة والرسم والتسجيل عادةً بضع دقائق، وقد تطول قليلًا حين تنشئ عائلات كثيرة قصصها في الوقت نفسه، وتعرض شاشة التقدّم موقعكم في قائمة الانتظار. يمكنكم إغلاق الصفحة والعثور على القصة لاحقًا في «قصصي». وإن تعثّرت خطوة ما، يعيد قمر المحاولة تلقائيًا، فإن انتهت القصة بخطأ رغم ذلك، فافتحوها واضغطوا «إعادة المحاولة».',
            'لم تصلني رسالة التأكيد: تفقّدوا مجلد الرسائل غير المرغوب فيها (Spam) أو مجلد العروض. وإن لم تجدوها، فاستخدموا خيار «إعادة إرسال رسالة التأكيد» في لوحة التحكم، وإن طُلب منكم الانتظار، فسيعود الزر متاحًا بعد مهلة قصيرة. تنتهي صلاحية رابط التأكيد بعد 24 ساعة، فاطلبوا رابطًا جديدًا إن كان رابطكم أقدم من ذلك.',
            'بلغتُ حدّ القصص: يتجدد رصيدكم الأسبوعي يوم الاثنين عند الساعة 00:00 بتوقيت UTC، وتعرض لوحة التحكم التاريخ بدقة. ويمكنكم أيضًا الترقية للحصول على قصص أكثر كل أسبوع.',
            'إحدى اللهجات مقفلة: المصرية واللبنانية متاحتان في باقة العائلة، والخليجية في باقة التراث، ويشير القفل إلى الباقة التي تفتحها.',
            'رابط المشاركة يعرض رسالة «لم يُعثر على القصة»: ربما بلغ الرابط حدّ مشاهداته، أو حُذفت القصة. اطلبوا ممن شارك الرابط أن يتحقق من ذلك.',
            'تظهر رسالة عن صعوبة في الاتصال: تحققوا من اتصالكم بالإنترنت واضغطوا «إعادة الاتصال». ويمكنكم أيضًا العودة إلى القصة لاحقًا من «قصصي».',
            'رُفض النص الذي كتبته: يحرص فحص المحتوى على أن تبقى القصص هادئة ولطيفة. أعيدوا صياغة الوصف دون الموضوعات المخيفة أو غير الملائمة، ثم حاولوا مجددًا.',
            'ما زالت المشكلة قائمة؟ راسلونا عبر زر الملاحظات وأخبرونا بما حدث، فذلك يساعدنا على تحديد المشكلة بسرعة.',
          ],
        },
        {
          heading: 'تواصلوا معنا',
          paragraphs: [
            'استخدموا زر الملاحظات الموجود في كل الشاشات لإبلاغنا بمشكلة، أو اقتراح فكرة، أو حتى لإلقاء التحية. ويُعلمنا الزر بالصفحة التي كنتم فيها، لنساعدكم بشكل أسرع.',
            'ويمكنكم أيضًا مراسلتنا بالبريد الإلكتروني، فنحن نقرأ كل رسالة ونرد في أقرب وقت ممكن:',
          ],
          bullets: [
            'للمساعدة في حسابكم أو في إحدى القصص: support@qamar.app',
            'لأسئلة الخصوصية وطلبات البيانات: privacy@qamar.app',
            'لكل ما عدا ذلك: hello@qamar.app',
          ],
        },
      ],
    },
  },

  // ──────────────────────────────────────────────────────────── About
  about: {
    en: {
      title: 'About Qamar',
      description:
        'Qamar makes personalised bedtime stories in English and fully vowelled Arabic, keeping families close to their language and heritage.',
      intro:
        'Qamar means “moon” in Arabic: the gentle light that keeps watch over bedtime. We make personalised, illustrated and narrated bedtime stories in English and Arabic, so that the story at the end of the day becomes a small, daily bridge to the language and heritage your family holds dear.',
      sections: [
        {
          heading: 'Our mission',
          paragraphs: [
            'For many families, Arabic is the language of grandparents, of childhood memories and of home. Yet it can slowly fade when children grow up surrounded by another language. Bedtime is one of the few quiet moments in a busy day, and a perfect time to keep Arabic alive.',
            'Our mission is simple: to give every family Arabic bedtime stories their children ask for by name, starring the heroes they love in the places they know, so that the language, and the heritage that comes with it, stays close.',
          ],
        },
        {
          heading: 'What makes Qamar different',
          paragraphs: [
            'Qamar brings together everything a good bedtime story needs, and setting up a new one takes under 2 minutes:',
          ],
          bullets: [
            'Truly bilingual: every page is written in English and in Modern Standard Arabic, so parents and children can read in whichever language suits them, or in both.',
            'Fully vowelled Fusha: the Arabic text carries complete vowel marks so every word can be read correctly, with an option to hide them as young readers grow more confident.',
            'Dialects from home: stories can also be told in Egyptian, Lebanese or Gulf Arabic, the way families really speak.',
            'Illustrated and narrated: every page has its own illustration and narration, so children can listen and read along.',
            'Made for your child: stories written for ages 3-5, 6-8 or 9-12, with the heroes, places and ideas you choose.',
            'Gentle by design: every story is written for bedtime, warm, calm and right for your child’s age.',
          ],
        },
        {
          heading: 'What we believe in',
          paragraphs: ['Three values guide everything we build:'],
          bullets: [
            'Safety: free text is checked for themes that have no place in a bedtime story, stories are written to be gentle and suited to each age group, and families can report anything in the community that doesn’t belong.',
            'Privacy: children’s names stay private and are never published, names in story ideas are replaced with neutral words on our servers, and we use no third-party trackers. Your data stays on our own servers.',
            'Craftsmanship: we care about careful, correctly vowelled Arabic, dialect wording that sounds natural to native speakers, illustrations that keep each character recognisable from page to page, and narration that reads the vowelled text.',
          ],
        },
        {
          heading: 'Why “Qamar”?',
          paragraphs: [
            'Qamar (قمر) is the Arabic word for the moon, the quiet companion of every bedtime. In Arab homes, calling a child “ya qamar”, “oh moon”, is one of the tenderest ways to say how loved and how lovely they are.',
            'And it is the same moon that shines over every home, wherever a family lives. That is what we hope our stories do: keep families connected to their language and heritage, night after night.',
          ],
        },
        {
          heading: 'Say hello',
          paragraphs: [
            'We would love to hear from you, whether it is an idea, a story your child loved, or something we could do better. Write to hello@qamar.app, or use the feedback button on any screen.',
          ],
        },
      ],
    },
    ar: {
      title: 'عن قمر',
      description:
        'يصنع قمر قصصًا مخصّصة قبل النوم بالإنجليزية والعربية المشكولة، لتبقى العائلات قريبة من لغتها وتراثها.',
      intro:
        'القمر رفيق الليل الهادئ الذي يسهر على لحظة النوم، ومنه استلهمنا اسمنا. نصنع في قمر قصصًا مصوّرة ومسموعة قبل النوم، بالعربية والإنجليزية، مصمّمة خصيصًا لكل طفل، لتغدو حكاية آخر النهار جسرًا يوميًا صغيرًا إلى اللغة والتراث اللذين تعتزّ بهما عائلتكم.',
      sections: [
        {
          heading: 'رسالتنا',
          paragraphs: [
            'العربية عند كثير من العائلات لغة الأجداد وذكريات الطفولة ودفء البيت، لكنها قد تخفت شيئًا فشيئًا حين يكبر الأطفال محاطين بلغة أخرى. ووقت النوم من اللحظات الهادئة القليلة في يوم مزدحم، وهو فرصة مثالية لتبقى العربية حاضرة.',
            'ورسالتنا بسيطة: أن نقدّم لكل عائلة قصصًا عربية قبل النوم يطلبها الأطفال بأنفسهم، أبطالها الشخصيات التي يحبونها، وأحداثها في الأماكن التي يعرفونها، لتبقى اللغة، وما تحمله من تراث، قريبة منهم.',
          ],
        },
        {
          heading: 'ما الذي يميّز قمر',
          paragraphs: [
            'يجمع قمر كل ما تحتاج إليه قصة جميلة قبل النوم، ولا يستغرق تجهيز قصة جديدة أكثر من دقيقتين:',
          ],
          bullets: [
            'ثنائية اللغة حقًّا: تُكتب كل صفحة بالإنجليزية وبالعربية الفصحى، ليقرأ الأهل والأطفال باللغة التي تناسبهم، أو باللغتين معًا.',
            'فصحى مشكولة بالكامل: يأتي النص العربي بتشكيل تام لتُقرأ كل كلمة قراءة صحيحة، مع خيار لإخفاء الحركات كلما ازدادت ثقة القارئ الصغير.',
            'لهجات من البيت: يمكن أن تُروى القصص أيضًا باللهجة المصرية أو اللبنانية أو الخليجية، كما تتحدث العائلات فعلًا.',
            'رسوم وسرد صوتي: لكل صفحة رسمها وسردها الصوتي، ليستمع الطفل ويتابع القراءة في آنٍ واحد.',
            'مصمَّمة لطفلكم: قصص تناسب الأعمار من 3 إلى 5 سنوات، ومن 6 إلى 8، ومن 9 إلى 12، بالأبطال والأماكن والأفكار التي تختارونها.',
            'لطيفة بطبيعتها: كل قصة مكتوبة لوقت النوم، دافئة وهادئة ومناسبة لعمر طفلكم.',
          ],
        },
        {
          heading: 'قيمنا',
          paragraphs: ['ثلاث قيم توجّه كل ما نبنيه:'],
          bullets: [
            'الأمان: يُفحص كل نص حرّ بحثًا عن موضوعات لا مكان لها في قصة قبل النوم، وتُكتب القصص لتكون لطيفة ومناسبة لكل فئة عمرية، ويستطيع أفراد المجتمع الإبلاغ عن أي محتوى لا يليق.',
            'الخصوصية: أسماء الأطفال تبقى خاصة ولا تُنشر أبدًا، والأسماء الواردة في أفكار القصص تُستبدل على خوادمنا بعبارات محايدة، ولا نستخدم أي أدوات تتبّع من أطراف ثالثة. وتبقى بياناتكم على خوادمنا.',
            'الإتقان: نعتني بعربية سليمة مشكولة تشكيلًا صحيحًا، وبلهجات تبدو طبيعية على لسان أهلها، وبرسوم تحافظ على ملامح كل شخصية من صفحة إلى أخرى، وبسرد صوتي يقرأ النص المشكول.',
          ],
        },
        {
          heading: 'لماذا «قمر»؟',
          paragraphs: [
            'القمر أنيس الليل ورفيق لحظة النوم. وفي بيوتنا العربية، يكفي أن نقول للطفل «يا قمر» لنعبّر عن محبتنا له وإعجابنا بجماله.',
            'والقمر واحد يضيء البيوت كلها، أينما كانت العائلة. وهذا ما نتمنى أن تفعله قصصنا: أن تُبقي العائلات موصولة بلغتها وتراثها، ليلة بعد ليلة.',
          ],
        },
        {
          heading: 'يسعدنا أن نسمع منكم',
          paragraphs: [
            'راسلونا بفكرة، أو بقصة أحبّها طفلكم، أو بملاحظة تساعدنا على أن نكون أفضل، على hello@qamar.app، أو استخدموا زر الملاحظات في أي شاشة.',
          ],
        },
      ],
    },
  },

  // ──────────────────────────────────────────────────────────── Terms
  terms: {
    en: {
      title: 'Terms of Service',
      description:
        'The terms for using Qamar: accounts, plans and billing, acceptable use, your stories, share links and publishing to the community.',
      intro:
        'These terms explain how Qamar works and what we can expect of each other. We have tried to write them in plain language. In these terms, “Qamar”, “we” and “us” mean the team that runs the Qamar service, and “you” means the parent or guardian who uses it.',
      updated: UPDATED_EN,
      sections: [
        {
          heading: '1. Accepting these terms',
          paragraphs: [
            'By creating an account or using Qamar, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the service.',
            'Stories shared by link can be read without an account; we ask everyone who reads them to respect these terms too.',
          ],
        },
        {
          heading: '2. The service',
          paragraphs: [
            'Qamar lets parents create personalised bedtime stories for their children. Each story is generated automatically from the choices you make (characters, a place, a theme or your own idea, an age group and a language or dialect) and includes text in English and Modern Standard Arabic (plus an Arabic dialect when you choose one), illustrations and audio narration.',
            'You can also create custom characters and places, read stories in our reader, share them by link, download them as PDFs, and publish them to our community library and forum.',
            'Because stories are generated automatically, they may occasionally contain mistakes or something that is not quite right for your child. Please look through a story before reading it together, and tell us through the feedback button if anything seems wrong.',
          ],
        },
        {
          heading: '3. Your account',
          paragraphs: [
            'Accounts are for adults: you must be at least 18 years old to create one. Children use Qamar through a parent’s or guardian’s account and under their supervision; they should not have accounts of their own.',
            'Please use a real email address and verify it, as some features, such as creating stories, need a verified address. Keep your password safe and do not share your account. You are responsible for what happens on your account, so tell us straight away at support@qamar.app if you think someone else has used it.',
          ],
        },
        {
          heading: '4. Plans, billing and the free trial',
          paragraphs: [
            'Qamar offers a free Starter plan and two paid plans: Family ($9.99 per month) and Heritage ($19.99 per month). Each plan has its own limits, such as stories per week, custom characters and places, and views per share link, as set out on our pricing and Help pages. Weekly limits reset every Monday at 00:00 UTC.',
            'The Family plan includes a 7-day free trial. If you do not cancel before the trial ends, your subscription begins and you are charged the monthly price. Paid plans renew automatically each month until you cancel.',
            'Payments are processed by Stripe when online payment is enabled. Where it is not available, our team can grant plans directly. We may change prices or plan features in the future; we will tell you in advance, and any price change will apply from your next billing period.',
          ],
        },
        {
          heading: '5. Cancellation and refunds',
          paragraphs: [
            'You can cancel anytime from the Subscription page. Once you cancel, you will not be charged again, and your account moves to the Starter plan at the end of the period you have already paid for. Your stories are kept.',
            'We offer a 30-day money-back guarantee: if you are not happy with a paid plan, email support@qamar.app within 30 days of your payment and we will refund it.',
          ],
        },
        {
          heading: '6. Acceptable use',
          paragraphs: [
            'Qamar is a place for children’s bedtime stories, and we want it to stay safe and welcoming. You agree not to misuse the service: no attempts to get around plan limits or security measures (including the captcha), no automated scraping or bulk access, no interfering with the service or with other users, and no creating several accounts to avoid limits.',
            'Free text you enter goes through an automatic content check, and text that does not suit a bedtime story is rejected. The check helps, but it does not replace your own judgement as a parent.',
            'In particular, please do not use Qamar to create, upload or share:',
          ],
          bullets: [
            'violent, frightening, sexual or otherwise adult content, or anything unsuitable for children',
            'hateful, discriminatory, harassing or bullying content, including content that mocks any religion, culture or people',
            'content that encourages self-harm, dangerous acts, drugs, alcohol or illegal activity',
            'personal information about other people, or about your child beyond what a story needs, such as surnames, addresses, schools or phone numbers',
            'content that infringes someone else’s copyright, trademarks or other rights',
            'spam, advertising or misleading content',
          ],
        },
        {
          heading: '7. Your stories and content',
          paragraphs: [
            'The details you provide, from story ideas to descriptions of characters and places, remain yours. You allow us to store and process them, and the stories made from them, only as far as needed to run Qamar for you.',
            'You and your family may use the stories you create for personal, non-commercial purposes: read them, print them, keep them and share them with family and friends. The Qamar service itself, including its software, design and ready-made characters, places and themes, belongs to us.',
            'Stories are produced by automated systems and may resemble stories made for other families, so we cannot promise that each one is unique.',
          ],
        },
        {
          heading: '8. The community library and forum',
          paragraphs: [
            'When you publish a story to the community library and forum, you grant Qamar a non-exclusive, royalty-free, worldwide licence to display it there, show it to other users and feature it, for as long as it stays published. You can withdraw a published story at any time, which ends this licence from then on.',
            'Be kind in comments and respectful towards other families. Child profile names are never published, but please make sure anything you publish is something you are comfortable sharing publicly.',
            'We may review, hide or remove any content, including published stories and comments, that breaks these terms or that we reasonably consider unsuitable for children, and we may act on reports from other users.',
          ],
        },
        {
          heading: '9. Share links',
          paragraphs: [
            'A share link lets anyone who has it read your story without an account. Only share links with people you trust; you are responsible for where you send them.',
            'Each link has a view limit set by your plan: 50 views on Starter, 250 on Family and 1,000 on Heritage. The link stops working when the limit is reached, or if the story is deleted.',
          ],
        },
        {
          heading: '10. Availability and changes to the service',
          paragraphs: [
            'We work hard to keep Qamar running smoothly, but we cannot promise that it will always be available or free of errors. Stories may take longer to create at busy times, and we may pause the service for maintenance. Heritage stories are generated with priority.',
            'Features marked BETA, such as the Arabic dialects, are still being refined and may change. We may add, change or remove features over time; if a change significantly reduces what your paid plan includes, we will let you know.',
          ],
        },
        {
          heading: '11. Ending your account',
          paragraphs: [
            'You can delete your account at any time from your Profile page. This permanently deletes the account and all its data, including stories, characters, places and child profiles, and its share links stop working. Please cancel any paid subscription first; if you need help, write to support@qamar.app.',
            'We may suspend or close an account that seriously or repeatedly breaks these terms, or where the law requires us to. Where appropriate, we will tell you why.',
          ],
        },
        {
          heading: '12. Limitation of liability',
          paragraphs: [
            'Qamar is provided “as is” and “as available”. To the fullest extent the law allows, we make no promises beyond those in these terms, and we are not liable for indirect or consequential losses, such as lost data or lost opportunities.',
            'Where we are liable, our total liability to you is limited to the amount you paid us in the 12 months before the event that gave rise to the claim. Nothing in these terms limits any rights you have under consumer law that cannot be excluded.',
          ],
        },
        {
          heading: '13. Changes to these terms and contact',
          paragraphs: [
            'We may update these terms from time to time. When we do, we will change the date at the top of this page, and we will tell you about important changes by email or in the app before they take effect. If you keep using Qamar after that, you accept the updated terms.',
            'Questions about these terms? Write to hello@qamar.app, or to support@qamar.app for help with your account or subscription.',
          ],
        },
      ],
    },
    ar: {
      title: 'شروط الاستخدام',
      description:
        'شروط استخدام قمر: الحسابات، والباقات والدفع، والاستخدام المقبول، وقصصكم، وروابط المشاركة، والنشر في المجتمع.',
      intro:
        'توضّح هذه الشروط طريقة عمل قمر وما يتوقعه كلٌّ منا من الآخر، وقد حرصنا على كتابتها بلغة واضحة. ويُقصد بـ«قمر» و«نحن» في هذه الشروط الفريقُ الذي يدير خدمة قمر، ويُقصد بـ«أنتم» الوالد أو ولي الأمر الذي يستخدمها.',
      updated: UPDATED_AR,
      sections: [
        {
          heading: '1. قبول الشروط',
          paragraphs: [
            'بإنشائكم حسابًا أو استخدامكم قمر، فإنكم توافقون على شروط الاستخدام هذه وعلى سياسة الخصوصية. وإن لم توافقوا عليها، فيُرجى عدم استخدام الخدمة.',
            'ويمكن قراءة القصص المشاركة برابط دون حساب، ونطلب من كل من يقرؤها أن يحترم هذه الشروط أيضًا.',
          ],
        },
        {
          heading: '2. الخدمة',
          paragraphs: [
            'يتيح قمر للآباء والأمهات إنشاء قصص مخصّصة قبل النوم لأطفالهم. تُنشأ كل قصة آليًا انطلاقًا من اختياراتكم: الشخصيات، والمكان، والموضوع أو فكرتكم الخاصة، والفئة العمرية، واللغة أو اللهجة. وتتضمن نصًا بالإنجليزية والعربية الفصحى (وباللهجة العربية التي تختارونها إن وُجدت)، ورسومًا، وسردًا صوتيًا.',
            'ويمكنكم أيضًا إنشاء شخصيات وأماكن خاصة، وقراءة القصص في القارئ، ومشاركتها برابط، وتنزيلها بصيغة PDF، ونشرها في مكتبة المجتمع ومنتداه.',
            'ولأن القصص تُنشأ آليًا، فقد تحتوي أحيانًا على أخطاء أو على ما لا يناسب طفلكم تمامًا. لذا نرجو أن تطّلعوا على القصة قبل قراءتها معه، وأن تخبرونا عبر زر الملاحظات إن بدا لكم فيها شيء غير سليم.',
          ],
        },
        {
          heading: '3. حسابكم',
          paragraphs: [
            'الحسابات مخصّصة للبالغين، ويجب ألا يقل عمر صاحب الحساب عن 18 عامًا. يستخدم الأطفال قمر من خلال حساب أحد الوالدين أو ولي الأمر وتحت إشرافه، ولا تُنشأ لهم حسابات خاصة بهم.',
            'يُرجى استخدام بريد إلكتروني حقيقي وتأكيده، إذ تتطلب بعض الميزات، كإنشاء القصص، بريدًا مؤكَّدًا. حافظوا على سرية كلمة المرور ولا تشاركوا حسابكم مع غيركم. أنتم مسؤولون عما يجري في حسابكم، لذا نرجو إبلاغنا فورًا على support@qamar.app إن ظننتم أن أحدًا غيركم استخدمه.',
          ],
        },
        {
          heading: '4. الباقات والدفع والفترة التجريبية',
          paragraphs: [
            'يقدّم قمر باقة مجانية هي «المبتدئ»، وباقتين مدفوعتين هما «العائلة» (9.99 دولار شهريًا) و«التراث» (19.99 دولار شهريًا). ولكل باقة حدودها، مثل عدد القصص أسبوعيًا، وعدد الشخصيات والأماكن الخاصة، وعدد مشاهدات كل رابط مشاركة، كما هو موضّح في صفحة الأسعار ومركز المساعدة. وتتجدد الحدود الأسبوعية كل يوم اثنين عند الساعة 00:00 بالتوقيت العالمي المنسّق (UTC).',
            'تشمل باقة العائلة فترة تجريبية مجانية مدتها 7 أيام، فإن لم تُلغوا الاشتراك قبل انتهائها، يبدأ الاشتراك ويُحتسب عليكم السعر الشهري. وتتجدد الباقات المدفوعة تلقائيًا كل شهر إلى أن تُلغوها.',
            'تُعالَج المدفوعات عبر Stripe حين يكون الدفع الإلكتروني مفعّلًا، وحين لا يكون متاحًا يمكن لفريقنا منح الباقات مباشرة. وقد نغيّر الأسعار أو ميزات الباقات مستقبلًا، وسنخبركم بذلك مسبقًا، على أن يسري أي تغيير في السعر بدءًا من فترة الفوترة التالية.',
          ],
        },
        {
          heading: '5. الإلغاء واسترداد المبلغ',
          paragraphs: [
            'يمكنكم إلغاء اشتراككم في أي وقت من صفحة الاشتراك. وبعد الإلغاء لن تُحتسب عليكم أي مبالغ جديدة، وينتقل حسابكم إلى باقة المبتدئ عند انتهاء الفترة التي دفعتم ثمنها، مع بقاء قصصكم محفوظة.',
            'ونقدّم ضمانة استرداد المبلغ خلال 30 يومًا: إن لم تكونوا راضين عن باقة مدفوعة، فراسلونا على support@qamar.app خلال 30 يومًا من الدفع، وسنعيد إليكم المبلغ.',
          ],
        },
        {
          heading: '6. الاستخدام المقبول',
          paragraphs: [
            'قمر مكان لقصص الأطفال قبل النوم، ونريده أن يبقى آمنًا ومرحّبًا بالجميع. لذا تتعهدون بعدم إساءة استخدام الخدمة: فلا محاولات للتحايل على حدود الباقات أو على إجراءات الحماية (بما فيها التحقق الأمني)، ولا جمع آلي للبيانات أو وصول بالجملة، ولا تعطيل للخدمة أو إزعاج لمستخدميها، ولا إنشاء حسابات متعددة للتهرّب من الحدود.',
            'يمرّ كل نص حرّ تكتبونه بفحص آلي للمحتوى، ويُرفض ما لا يناسب قصة قبل النوم. وهذا الفحص عون مفيد، لكنه لا يغني عن تقديركم أنتم بوصفكم آباء وأمهات.',
            'وعلى وجه الخصوص، نرجو ألا تستخدموا قمر لإنشاء أو رفع أو مشاركة ما يلي:',
          ],
          bullets: [
            'المحتوى العنيف أو المخيف أو الجنسي أو الموجّه للبالغين، أو أي محتوى لا يناسب الأطفال',
            'المحتوى الذي يحضّ على الكراهية أو التمييز، أو ينطوي على مضايقة أو تنمّر، بما في ذلك السخرية من أي دين أو ثقافة أو شعب',
            'المحتوى الذي يشجّع على إيذاء النفس، أو الأفعال الخطرة، أو المخدرات، أو الكحول، أو الأنشطة غير القانونية',
            'المعلومات الشخصية عن الآخرين، أو عن طفلكم بما يتجاوز حاجة القصة، كاسم العائلة أو العنوان أو المدرسة أو رقم الهاتف',
            'المحتوى الذي ينتهك حقوق النشر أو العلامات التجارية أو غيرها من حقوق الآخرين',
            'الرسائل المزعجة أو الإعلانات أو المحتوى المضلِّل',
          ],
        },
        {
          heading: '7. قصصكم ومحتواكم',
          paragraphs: [
            'التفاصيل التي تقدّمونها، من أفكار القصص إلى أوصاف الشخصيات والأماكن، تبقى ملكًا لكم، وتأذنون لنا بحفظها ومعالجتها، هي والقصص المصنوعة منها، بالقدر اللازم فقط لتقديم خدمة قمر لكم.',
            'ويحق لكم ولعائلتكم استخدام القصص التي تنشئونها استخدامًا شخصيًا غير تجاري: قراءتها وطباعتها والاحتفاظ بها ومشاركتها مع الأهل والأصدقاء. أما خدمة قمر نفسها، ببرمجياتها وتصميمها وشخصياتها وأماكنها وموضوعاتها الجاهزة، فهي ملك لنا.',
            'ولأن القصص تُنشأ بأنظمة آلية، فقد تتشابه مع قصص أُنشئت لعائلات أخرى، ولذلك لا نستطيع أن نضمن تفرّد كل قصة.',
          ],
        },
        {
          heading: '8. مكتبة المجتمع ومنتداه',
          paragraphs: [
            'حين تنشرون قصة في مكتبة المجتمع ومنتداه، فإنكم تمنحون قمر ترخيصًا غير حصري ومجانيًا وعالميًا لعرضها هناك وإتاحتها للمستخدمين الآخرين وإبرازها، ما دامت منشورة. ويمكنكم سحب القصة المنشورة في أي وقت، فينتهي هذا الترخيص من حينه.',
            'كونوا لطفاء في تعليقاتكم، واحترموا العائلات الأخرى. ولا تُنشر أسماء الأطفال المحفوظة في ملفاتهم أبدًا، لكن احرصوا على أن يكون كل ما تنشرونه مما ترتاحون لمشاركته علنًا.',
            'ويحق لنا مراجعة أي محتوى أو إخفاؤه أو حذفه، بما في ذلك القصص المنشورة والتعليقات، إن خالف هذه الشروط أو رأينا، بتقدير معقول، أنه لا يناسب الأطفال، ولنا أن نتخذ ما يلزم بناءً على بلاغات المستخدمين.',
          ],
        },
        {
          heading: '9. روابط المشاركة',
          paragraphs: [
            'يتيح رابط المشاركة لكل من يملكه قراءة قصتكم دون حساب، فلا تشاركوه إلا مع من تثقون بهم، وأنتم مسؤولون عمّن ترسلونه إليهم.',
            'لكل رابط حدّ للمشاهدات بحسب باقتكم: 50 مشاهدة في باقة المبتدئ، و250 في باقة العائلة، و1000 في باقة التراث. ويتوقف الرابط عن العمل عند بلوغ هذا الحد، أو إذا حُذفت القصة.',
          ],
        },
        {
          heading: '10. توفّر الخدمة وتطويرها',
          paragraphs: [
            'نبذل جهدنا ليعمل قمر بسلاسة، لكننا لا نستطيع أن نضمن توفره الدائم أو خلوّه من الأخطاء. فقد يستغرق إنشاء القصص وقتًا أطول في أوقات الذروة، وقد نوقف الخدمة مؤقتًا لأعمال الصيانة. وتحظى قصص باقة التراث بأولوية في الإنشاء.',
            'والميزات الموسومة بـ BETA، كاللهجات العربية، ما زالت قيد التطوير وقد تتغير. وقد نضيف ميزات أو نعدّلها أو نزيلها مع الوقت، وإن قلّص تغييرٌ ما تشمله باقتكم المدفوعة تقليصًا ملموسًا، فسنعلمكم بذلك.',
          ],
        },
        {
          heading: '11. إنهاء الحساب',
          paragraphs: [
            'يمكنكم حذف حسابكم في أي وقت من صفحة الملف الشخصي، فيُحذف الحساب نهائيًا مع كل بياناته، ومنها القصص والشخصيات والأماكن وملفات الأطفال، وتتوقف روابط المشاركة الخاصة به عن العمل. يُرجى إلغاء أي اشتراك مدفوع قبل ذلك، وإن احتجتم إلى مساعدة فراسلونا على support@qamar.app.',
            'ويحق لنا تعليق أي حساب أو إغلاقه إن خالف صاحبه هذه الشروط مخالفة جسيمة أو متكررة، أو إن ألزمنا القانون بذلك، وسنوضّح لكم السبب متى كان ذلك مناسبًا.',
          ],
        },
        {
          heading: '12. حدود المسؤولية',
          paragraphs: [
            'تُقدَّم خدمة قمر «كما هي» و«حسب توفرها». وإلى أقصى حد يسمح به القانون، لا نقدّم أي التزامات غير المذكورة في هذه الشروط، ولا نتحمل المسؤولية عن الخسائر غير المباشرة أو التبعية، كفقدان البيانات أو ضياع الفرص.',
            'وفي الحالات التي نتحمل فيها المسؤولية، لا تتجاوز مسؤوليتنا الإجمالية تجاهكم المبلغ الذي دفعتموه لنا خلال الأشهر الاثني عشر السابقة للواقعة التي نشأت عنها المطالبة. ولا يحدّ شيء في هذه الشروط من حقوقكم التي تكفلها قوانين حماية المستهلك ولا يجوز استثناؤها.',
          ],
        },
        {
          heading: '13. تعديل الشروط والتواصل معنا',
          paragraphs: [
            'قد نحدّث هذه الشروط من حين لآخر، وعندها نغيّر التاريخ في أعلى الصفحة، ونخبركم بالتغييرات المهمة عبر البريد الإلكتروني أو داخل التطبيق قبل سريانها. واستمراركم في استخدام قمر بعد ذلك يعني قبولكم الشروط المحدّثة.',
            'لأي سؤال عن هذه الشروط، راسلونا على hello@qamar.app، أو على support@qamar.app للمساعدة في حسابكم أو اشتراككم.',
          ],
        },
      ],
    },
  },

  // ────────────────────────────────────────────────────────── Privacy
  privacy: {
    en: {
      title: 'Privacy Policy',
      description:
        "How Qamar collects, uses and protects your family's data: no selling, no ad trackers, private child profiles and deletion at any time.",
      intro:
        "Your family's stories are personal, and we treat them that way. This policy explains what information Qamar collects, why, how we protect it and the choices you have. In short: we collect only what we need to make your stories, we keep it on our own servers, we never sell it, and you can delete it whenever you like.",
      updated: UPDATED_EN,
      sections: [
        {
          heading: '1. Information we collect',
          paragraphs: ['We collect only what we need to run Qamar:'],
          bullets: [
            'Account details: your name, email address, password (stored only as a secure hash), preferred language, whether your email is verified, and your plan.',
            'Stories and what goes into them: the characters, place, theme, your own story idea, age group and language or dialect you choose, and the stories we create from them: text, illustrations, narrations and PDFs.',
            'Custom characters and places: the names, ages, genders and descriptions you enter, and the pictures we create for them.',
            "Child profiles: your child's first name, age and interests. These stay private to your account.",
            'Community activity: the stories you publish, your likes, comments, saved stories and reports.',
            'Feedback: the messages you send us, with their category and the page you sent them from.',
            'Technical logs: records of requests, errors and each step of creating a story, which may include your IP address and browser details. We need them to keep the service running, secure and fair.',
            'Payments: if you subscribe through Stripe, we keep your subscription status and the reference numbers Stripe gives us, never your card details.',
          ],
        },
        {
          heading: '2. How we use it',
          paragraphs: ['We use your information only for these purposes:'],
          bullets: [
            'to create your account, sign you in and keep your account secure',
            'to generate, store and show your stories, characters and places',
            'to apply plan limits and manage your subscription',
            'to send the emails you need, such as email verification and password resets',
            'to run the community library and forum, including reviewing reported content',
            'to answer your feedback and support requests, fix problems and improve Qamar',
            'to prevent abuse and keep content safe for children',
          ],
        },
        {
          heading: '3. What we never do',
          paragraphs: ['Some things are simply not part of how Qamar works:'],
          bullets: [
            'We never sell or rent your personal information.',
            'We show no ads and use no advertising or third-party tracking tools.',
            'We do not load fonts, scripts or other files from third-party services or CDNs, so simply visiting Qamar tells no one else about you, apart from the cases explained in the Captcha and Payments sections below.',
            "We never publish your child's name or profile.",
          ],
        },
        {
          heading: "4. Children's privacy",
          paragraphs: [
            'Qamar is used by parents and guardians on behalf of their children. Children do not create accounts, and we do not knowingly collect information directly from children.',
            'Child profiles hold only a first name, an age and interests, so that stories suit your child. They are private to your account and are never published, even when you publish a story to the community.',
            'When you describe a story in your own words, our servers anonymise the description before it is saved: first names and other likely names are replaced with neutral phrases such as “the child” or “a curious child”. Free text is also checked for content unsuitable for children. Please avoid adding details such as surnames, addresses or school names.',
          ],
        },
        {
          heading: '5. Where your data is kept and how stories are made',
          paragraphs: [
            'Your data is stored on servers run by the Qamar operator. Illustrations, narrations and PDFs are kept in our own storage, or in an object storage service that we set up for that purpose.',
            'Stories are created by generation engines running on our servers. If we use an external AI provider to help write, illustrate or narrate, we send it only what is needed to create the story (its settings, characters, place and the anonymised description) and never your email address or payment details.',
          ],
        },
        {
          heading: '6. Cookies and browser storage',
          paragraphs: [
            'We use one essential cookie, which keeps your session secure and protects forms against cross-site request forgery (CSRF). Qamar cannot work without it, so it does not need your consent.',
            'Your browser also keeps a few settings on your device: your sign-in, your preferred language, whether you have seen the welcome tour, and your answer to the cookie banner (“Accept All Cookies” or “Essential Only”), so that we do not ask you again.',
            'We use no advertising or third-party tracking cookies. You can clear cookies and stored data in your browser settings at any time; you will then need to sign in again.',
          ],
        },
        {
          heading: '7. Emails',
          paragraphs: [
            'We only email you about your account: to verify your email address, to reset your password, and to tell you about important changes to your account, your subscription or our policies. Emails are sent through a standard mail server (SMTP) that we configure.',
            'Verification links expire after 24 hours and password reset links after 1 hour, and each works only once. When someone asks for a password reset, we never reveal whether an email address has an account with us.',
          ],
        },
        {
          heading: '8. Captcha',
          paragraphs: [
            'To keep automated sign-ups out, the registration form includes a security check. By default we use ALTCHA, a check we host ourselves: your browser solves a small calculation in the background, with no third party involved and no tracking.',
            'If we switch to Google reCAPTCHA instead, the sign-up page loads it from Google, and Google receives information such as your IP address and browser details under its own privacy policy.',
          ],
        },
        {
          heading: '9. Payments',
          paragraphs: [
            "When online payment is enabled, subscriptions are paid through Stripe. You enter your card details on Stripe's secure checkout page and they go straight to Stripe; we never see or store your full card number. Stripe handles this information under its own privacy policy.",
            'From Stripe we receive only what we need to manage your plan, such as your subscription status, plan and renewal dates. When online payment is not enabled, our team grants plans directly and no payment data is collected.',
          ],
        },
        {
          heading: '10. How long we keep data, and deleting it',
          paragraphs: [
            'We keep your account, stories, characters, places and child profiles for as long as your account exists, whatever your plan. You can delete any story, character or place at any time, and withdraw published stories from the community.',
            'You can delete your account from your Profile page. This permanently deletes the account and all of its data: stories, illustrations, narrations, PDFs, characters, places, child profiles and community posts, and its share links stop working.',
            'Technical logs are kept only as long as needed to run and secure the service, and are then deleted.',
          ],
        },
        {
          heading: '11. Security',
          paragraphs: ['We take great care to protect your data:'],
          bullets: [
            'Passwords are hashed with argon2id, a modern algorithm designed to resist cracking; we never store them in plain text.',
            'Sign-in tokens are signed and expire; verification and password reset links are single-use and time-limited.',
            'All traffic between your browser and Qamar is encrypted with HTTPS.',
            'Forms are protected against cross-site request forgery, and sign-ups by a captcha.',
            'No system is perfectly secure, but if a breach ever affects your information, we will tell you.',
          ],
        },
        {
          heading: '12. Your rights',
          paragraphs: [
            'You are in control of your information. Much of it you can manage yourself in the app; for everything else, including requests for a copy of your data, write to privacy@qamar.app from the email address on your account. We may need to confirm that the request comes from you, and we will reply as quickly as we can. Depending on where you live, local law may give you further rights.',
            'You have the right to:',
          ],
          bullets: [
            'Access: see your account details, stories, characters, places and child profiles in the app at any time, or ask us for a copy of what we hold about you.',
            'Correct: update your name, email, password and child profiles from your Profile and Child Profiles pages.',
            'Delete: delete individual items, or your whole account with all its data, from your Profile page.',
            'Export: ask us for a copy of your data in a portable format.',
          ],
        },
        {
          heading: '13. Changes and contact',
          paragraphs: [
            'If we change this policy, we will update the date at the top of this page and tell you about important changes by email or in the app before they take effect.',
            'Questions about privacy? Write to privacy@qamar.app. For anything else, we are at hello@qamar.app.',
          ],
        },
      ],
    },
    ar: {
      title: 'سياسة الخصوصية',
      description:
        'كيف يجمع قمر بيانات عائلتكم ويستخدمها ويحميها: لا بيع، ولا أدوات تتبّع إعلانية، وملفات أطفال خاصة، وحذف متى شئتم.',
      intro:
        'قصص عائلتكم شأن خاص، ونتعامل معها على هذا الأساس. توضّح هذه السياسة المعلومات التي يجمعها قمر، وسبب جمعها، وكيف نحميها، والخيارات المتاحة لكم. وباختصار: لا نجمع إلا ما نحتاج إليه لصنع قصصكم، ونحفظه على خوادمنا، ولا نبيعه أبدًا، ويمكنكم حذفه متى شئتم.',
      updated: UPDATED_AR,
      sections: [
        {
          heading: '1. المعلومات التي نجمعها',
          paragraphs: ['لا نجمع إلا ما نحتاج إليه لتشغيل قمر:'],
          bullets: [
            'بيانات الحساب: الاسم، والبريد الإلكتروني، وكلمة المرور (لا نحفظ منها إلا قيمة تجزئة آمنة)، واللغة المفضلة، وحالة تأكيد البريد، والباقة.',
            'القصص ومدخلاتها: الشخصيات والمكان والموضوع وفكرتكم الخاصة والفئة العمرية واللغة أو اللهجة التي تختارونها، والقصص التي ننشئها منها بنصوصها ورسومها وتسجيلاتها الصوتية وملفات PDF الخاصة بها.',
            'الشخصيات والأماكن الخاصة: الأسماء والأعمار والأجناس والأوصاف التي تدخلونها، والصور التي ننشئها لها.',
            'ملفات الأطفال: الاسم الأول لطفلكم وعمره واهتماماته، وتبقى خاصة بحسابكم.',
            'النشاط في المجتمع: القصص التي تنشرونها، وإعجاباتكم، وتعليقاتكم، والقصص التي تحفظونها، والبلاغات التي ترسلونها.',
            'الملاحظات: الرسائل التي ترسلونها إلينا، مع تصنيفها والصفحة التي أُرسلت منها.',
            'السجلات التقنية: سجلات الطلبات والأخطاء ومراحل إنشاء كل قصة، وقد تتضمن عنوان IP وبيانات المتصفح. ونحتاج إليها لتشغيل الخدمة وحمايتها وضمان استخدامها استخدامًا عادلًا.',
            'الدفع: إن اشتركتم عبر Stripe، نحتفظ بحالة اشتراككم والأرقام المرجعية التي يزوّدنا بها Stripe، ولا نحتفظ ببيانات بطاقتكم أبدًا.',
          ],
        },
        {
          heading: '2. كيف نستخدمها',
          paragraphs: ['لا نستخدم معلوماتكم إلا للأغراض التالية:'],
          bullets: [
            'إنشاء حسابكم، وتسجيل دخولكم، والحفاظ على أمان الحساب',
            'إنشاء قصصكم وشخصياتكم وأماكنكم وحفظها وعرضها',
            'تطبيق حدود الباقات وإدارة اشتراككم',
            'إرسال الرسائل الضرورية، مثل تأكيد البريد الإلكتروني وإعادة تعيين كلمة المرور',
            'تشغيل مكتبة المجتمع ومنتداه، بما في ذلك مراجعة المحتوى المُبلَّغ عنه',
            'الرد على ملاحظاتكم وطلبات الدعم، وإصلاح المشكلات، وتحسين قمر',
            'منع إساءة الاستخدام، والحفاظ على محتوى آمن للأطفال',
          ],
        },
        {
          heading: '3. ما لا نفعله أبدًا',
          paragraphs: ['هناك أمور لا مكان لها في طريقة عمل قمر:'],
          bullets: [
            'لا نبيع معلوماتكم الشخصية ولا نؤجّرها.',
            'لا نعرض إعلانات، ولا نستخدم أدوات تتبّع إعلانية أو أدوات تتبّع تابعة لأطراف ثالثة.',
            'لا نحمّل خطوطًا أو نصوصًا برمجية أو ملفات من خدمات خارجية أو شبكات توصيل المحتوى (CDN)، فزيارتكم قمر لا تُطلع أي طرف آخر عليكم، باستثناء الحالات الموضّحة أدناه في فقرتي التحقق الأمني والدفع.',
            'لا ننشر أبدًا اسم طفلكم أو ملفه.',
          ],
        },
        {
          heading: '4. خصوصية الأطفال',
          paragraphs: [
            'يستخدم الآباء والأمهات وأولياء الأمور قمر نيابةً عن أطفالهم؛ فالأطفال لا يُنشئون حسابات، ولا نجمع عن علمٍ أي معلومات من الأطفال مباشرة.',
            'لا تحتوي ملفات الأطفال إلا على الاسم الأول والعمر والاهتمامات، لتأتي القصص ملائمة لطفلكم. وهي خاصة بحسابكم ولا تُنشر أبدًا، حتى حين تنشرون قصة في المجتمع.',
            'وحين تصفون قصة بكلماتكم، تُزيل خوادمنا الأسماء من الوصف قبل حفظه، فتُستبدل الأسماء الأولى وما يُرجَّح أنه أسماء بعبارات محايدة مثل «الطفل» أو «طفل فضولي». ويُفحص كل نص حرّ أيضًا للتأكد من ملاءمته للأطفال. ونرجو ألا تضيفوا تفاصيل مثل اسم العائلة أو العنوان أو اسم المدرسة.',
          ],
        },
        {
          heading: '5. أين تُحفظ بياناتكم وكيف تُصنع القصص',
          paragraphs: [
            'تُحفظ بياناتكم على خوادم يديرها مشغّل قمر. وتُحفظ الرسوم والتسجيلات الصوتية وملفات PDF في وحدات التخزين الخاصة بنا، أو في خدمة تخزين كائنات (Object Storage) نُعدّها لهذا الغرض.',
            'تُنشأ القصص بمحركات توليد تعمل على خوادمنا. وإن استعنّا بمزوّد خارجي للذكاء الاصطناعي في الكتابة أو الرسم أو السرد، فلا نرسل إليه إلا ما يلزم لإنشاء القصة، أي إعداداتها وشخصياتها ومكانها ووصفها بعد إزالة الأسماء منه، ولا نرسل إليه أبدًا بريدكم الإلكتروني أو بيانات الدفع.',
          ],
        },
        {
          heading: '6. ملفات تعريف الارتباط والتخزين في المتصفح',
          paragraphs: [
            'نستخدم ملف تعريف ارتباط أساسيًا واحدًا، يحافظ على أمان جلستكم ويحمي النماذج من هجمات تزوير الطلبات عبر المواقع (CSRF). ولا يعمل قمر من دونه، لذا لا يتطلب موافقتكم.',
            'ويحفظ متصفحكم أيضًا بعض الإعدادات على جهازكم: بيانات تسجيل الدخول، واللغة المفضلة، وما إذا كنتم قد شاهدتم الجولة التعريفية، واختياركم في شريط ملفات تعريف الارتباط («قبول جميع الملفات» أو «الأساسية فقط»)، حتى لا نسألكم مرة أخرى.',
            'لا نستخدم ملفات تعريف ارتباط إعلانية أو ملفات تتبّع تابعة لأطراف ثالثة. ويمكنكم حذف ملفات تعريف الارتباط والبيانات المخزّنة من إعدادات المتصفح في أي وقت، وستحتاجون بعدها إلى تسجيل الدخول من جديد.',
          ],
        },
        {
          heading: '7. الرسائل الإلكترونية',
          paragraphs: [
            'لا نراسلكم إلا بشأن حسابكم: لتأكيد بريدكم الإلكتروني، وإعادة تعيين كلمة المرور، وإبلاغكم بالتغييرات المهمة في حسابكم أو اشتراككم أو سياساتنا. وتُرسل الرسائل عبر خادم بريد قياسي (SMTP) نتولّى إعداده.',
            'تنتهي صلاحية روابط التأكيد بعد 24 ساعة، وروابط إعادة تعيين كلمة المرور بعد ساعة واحدة، ولا يعمل كلٌّ منها إلا مرة واحدة. وحين يُطلب إعادة تعيين كلمة المرور، لا نكشف أبدًا ما إذا كان البريد الإلكتروني مسجلًا لدينا أم لا.',
          ],
        },
        {
          heading: '8. التحقق الأمني',
          paragraphs: [
            'لإبعاد التسجيلات الآلية، يتضمن نموذج إنشاء الحساب تحققًا أمنيًا. ونستخدم افتراضيًا ALTCHA، وهو تحقق نستضيفه بأنفسنا: يحلّ متصفحكم عملية حسابية صغيرة في الخلفية، دون أي طرف ثالث ودون أي تتبّع.',
            'وإن استخدمنا Google reCAPTCHA بدلًا منه، فستُحمِّل صفحة التسجيل أداته من Google، وستتلقى Google معلومات مثل عنوان IP وبيانات المتصفح وفق سياسة الخصوصية الخاصة بها.',
          ],
        },
        {
          heading: '9. الدفع',
          paragraphs: [
            'حين يكون الدفع الإلكتروني مفعّلًا، تُدفع الاشتراكات عبر Stripe. تُدخلون بيانات بطاقتكم في صفحة الدفع الآمنة التابعة لـ Stripe فتصل إليه مباشرة، ولا نطّلع على رقم بطاقتكم كاملًا ولا نحفظه. ويتعامل Stripe مع هذه البيانات وفق سياسة الخصوصية الخاصة به.',
            'ولا نتلقى من Stripe إلا ما نحتاج إليه لإدارة باقتكم، مثل حالة الاشتراك والباقة ومواعيد التجديد. وحين لا يكون الدفع الإلكتروني مفعّلًا، يمنح فريقنا الباقات مباشرة، ولا تُجمع أي بيانات دفع.',
          ],
        },
        {
          heading: '10. مدة الاحتفاظ بالبيانات وحذفها',
          paragraphs: [
            'نحتفظ بحسابكم وقصصكم وشخصياتكم وأماكنكم وملفات أطفالكم ما دام حسابكم قائمًا، أيًّا كانت باقتكم. ويمكنكم في أي وقت حذف أي قصة أو شخصية أو مكان، وسحب القصص المنشورة من المجتمع.',
            'ويمكنكم حذف حسابكم من صفحة الملف الشخصي، فيُحذف نهائيًا مع كل بياناته: القصص والرسوم والتسجيلات الصوتية وملفات PDF والشخصيات والأماكن وملفات الأطفال ومنشورات المجتمع، وتتوقف روابط المشاركة الخاصة به عن العمل.',
            'أما السجلات التقنية، فلا نحتفظ بها إلا بالقدر اللازم لتشغيل الخدمة وحمايتها، ثم نحذفها.',
          ],
        },
        {
          heading: '11. أمان بياناتكم',
          paragraphs: ['نحرص كل الحرص على حماية بياناتكم:'],
          bullets: [
            'تُحفظ كلمات المرور بعد تجزئتها بخوارزمية argon2id الحديثة المصممة لمقاومة محاولات الكسر، ولا نحفظها أبدًا كنص صريح.',
            'رموز تسجيل الدخول موقَّعة ولها مدة صلاحية، وروابط التأكيد وإعادة تعيين كلمة المرور تُستخدم مرة واحدة ولفترة محدودة.',
            'كل الاتصالات بين متصفحكم وقمر مشفّرة عبر بروتوكول HTTPS.',
            'النماذج محمية من هجمات تزوير الطلبات عبر المواقع، وإنشاء الحسابات محمي بالتحقق الأمني.',
            'لا يوجد نظام آمن تمامًا، لكن إن تعرّضت معلوماتكم لأي اختراق فسنبلغكم بذلك.',
          ],
        },
        {
          heading: '12. حقوقكم',
          paragraphs: [
            'أنتم أصحاب القرار في معلوماتكم. يمكنكم إدارة معظمها بأنفسكم داخل التطبيق، ولكل ما عدا ذلك، بما فيه طلب نسخة من بياناتكم، راسلونا على privacy@qamar.app من البريد الإلكتروني المسجّل في حسابكم. وقد نحتاج إلى التحقق من أن الطلب صادر عنكم، وسنرد عليكم بأسرع ما يمكن. وقد تكون لكم حقوق إضافية بحسب القوانين المعمول بها في بلدكم.',
            'ومن حقكم:',
          ],
          bullets: [
            'الاطلاع: مشاهدة بيانات حسابكم وقصصكم وشخصياتكم وأماكنكم وملفات أطفالكم داخل التطبيق في أي وقت، أو طلب نسخة مما نحتفظ به عنكم.',
            'التصحيح: تعديل الاسم والبريد الإلكتروني وكلمة المرور وملفات الأطفال من صفحتي الملف الشخصي وملفات الأطفال.',
            'الحذف: حذف أي عنصر على حدة، أو حذف حسابكم كاملًا مع كل بياناته من صفحة الملف الشخصي.',
            'التصدير: طلب نسخة من بياناتكم بصيغة قابلة للنقل.',
          ],
        },
        {
          heading: '13. التعديلات والتواصل معنا',
          paragraphs: [
            'إن عدّلنا هذه السياسة، فسنحدّث التاريخ في أعلى الصفحة، ونخبركم بالتغييرات المهمة عبر البريد الإلكتروني أو داخل التطبيق قبل سريانها.',
            'لأي سؤال عن الخصوصية، راسلونا على privacy@qamar.app، ولكل ما عدا ذلك نحن في انتظاركم على hello@qamar.app.',
          ],
        },
      ],
    },
  },
};
