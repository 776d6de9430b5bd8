import { moneyBackGuaranteeDays } from '@qamar/shared';
import { free, family, heritage, grouped } from './plan-figures.ts';
import type { ContentPageTexts } from './types.ts';

export const help: ContentPageTexts = {
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
          `How many you can keep depends on your plan: ${free.customCharacters} character and ${free.customLocations} place on Starter, ${family.customCharacters} characters and ${family.customLocations} places on Family, and ${heritage.customCharacters} of each on Heritage. Deleting one frees its slot, but it can't be undone.`,
          "Names and descriptions go through a content check to make sure they suit a bedtime story. If something is flagged, you'll see a clear message and nothing is saved, so you can simply rephrase it.",
        ],
      },
      {
        heading: 'Sharing, PDFs and the community',
        paragraphs: [
          'Your stories stay private to your account until you choose to share them. From My Stories you can share a story in three ways, and in the community you can enjoy stories from other families:',
        ],
        bullets: [
          `Share by link: create a link that lets anyone read the story, no account needed. Each link can be viewed ${free.shareMaxViews} times on Starter, ${family.shareMaxViews} times on Family and ${grouped(heritage.shareMaxViews)} times on Heritage. Anyone opening the link sees a warning when it is close to its limit, and the link stops working once the limit is reached.`,
          'Download as PDF: keep a printable copy for reading offline. PDFs on Starter carry a Qamar watermark; Family and Heritage PDFs come without one.',
          "Publish to the community: share the story in the public library and forum, where other families can read, like, comment on and save it, and withdraw it whenever you wish. Child profile names are never published; even so, we suggest reading the story once more before publishing, to be sure it contains nothing you'd rather keep within the family.",
          `Read the community: on Starter you can open up to ${free.communityStoriesPerWeek} community stories a week; on Family and Heritage there is no limit. If you come across anything that doesn't belong, please report it.`,
        ],
      },
      {
        heading: 'Plans and limits',
        paragraphs: [
          "Your current plan is shown in the badge at the top of the page, and your usage on your dashboard. Weekly limits reset every Monday at 00:00 UTC, and your dashboard shows how many stories you've used and when the next reset is. If a story can't be finished because of a problem on our side, it doesn't count towards your week. Dialect stories are still in beta.",
          `You can upgrade from the Subscription page at any time. Paid plans are billed monthly, you can cancel anytime, and they come with a ${moneyBackGuaranteeDays}-day money-back guarantee. Your stories are kept whichever plan you are on. If the Subscription page says online payment is not available, email support@qamar.app and our team will set up your plan for you.`,
          'Qamar has three plans:',
        ],
        bullets: [
          `Starter (free): ${free.storiesPerWeek} stories a week, ${free.customCharacters} custom character, ${free.customLocations} custom place, ${free.childProfiles} child profile, English and Fusha, watermarked PDFs, share links up to ${free.shareMaxViews} views, and ${free.communityStoriesPerWeek} community stories a week.`,
          `Family ($${family.priceUsdMonthly} a month, with a ${family.trialDays}-day free trial): ${family.storiesPerWeek} stories a week, ${family.customCharacters} custom characters, ${family.customLocations} custom places, ${family.childProfiles} child profiles, adds the Egyptian and Lebanese dialects, PDFs without a watermark, share links up to ${family.shareMaxViews} views, and unlimited community stories.`,
          `Heritage ($${heritage.priceUsdMonthly} a month): ${heritage.storiesPerWeek} stories a week, ${heritage.customCharacters} custom characters, ${heritage.customLocations} custom places, ${heritage.childProfiles} child profiles, every dialect including Gulf Arabic, PDFs without a watermark, share links up to ${grouped(heritage.shareMaxViews)} views, unlimited community stories and priority generation.`,
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
          `يتوقف عدد ما يمكنكم الاحتفاظ به على باقتكم: شخصية واحدة ومكان واحد في باقة المبتدئ، و${family.customCharacters} شخصيات و${family.customLocations} أماكن في باقة العائلة، و${heritage.customCharacters} من كلٍّ منهما في باقة التراث. وحذف شخصية أو مكان يُتيح لكم إنشاء غيره، لكن لا يمكن التراجع عن الحذف.`,
          'تمرّ الأسماء والأوصاف بفحص للمحتوى للتأكد من ملاءمتها لقصة قبل النوم. وإن لم تجتز الفحص، تظهر لكم رسالة واضحة ولا يُحفظ شيء، فيكفي أن تعيدوا صياغتها.',
        ],
      },
      {
        heading: 'المشاركة وملفات PDF والمجتمع',
        paragraphs: [
          'تبقى قصصكم خاصة بحسابكم إلى أن تختاروا مشاركتها. ومن «قصصي» يمكنكم مشاركة القصة بثلاث طرق، كما يمكنكم الاستمتاع بقصص العائلات الأخرى في المجتمع:',
        ],
        bullets: [
          `المشاركة برابط: أنشئوا رابطًا يتيح لأي شخص قراءة القصة دون حساب. يمكن فتح كل رابط ${free.shareMaxViews} مرة في باقة المبتدئ، و${family.shareMaxViews} مرة في باقة العائلة، و${heritage.shareMaxViews} مرة في باقة التراث. ويظهر تنبيه حين يقترب الرابط من حدّه، ويتوقف عن العمل عند بلوغه.`,
          'التنزيل بصيغة PDF: احتفظوا بنسخة قابلة للطباعة للقراءة دون اتصال بالإنترنت. تحمل ملفات PDF في باقة المبتدئ علامة قمر المائية، وتأتي في باقتي العائلة والتراث من دونها.',
          'النشر في المجتمع: شاركوا القصة في المكتبة العامة والمنتدى، حيث تستطيع العائلات الأخرى قراءتها والإعجاب بها والتعليق عليها وحفظها، ويمكنكم سحبها متى شئتم. لا تُنشر أسماء الأطفال المحفوظة في ملفاتهم أبدًا، ومع ذلك ننصحكم بقراءة القصة مرة أخيرة قبل نشرها، للتأكد من خلوّها مما تفضّلون إبقاءه داخل العائلة.',
          `قراءة قصص المجتمع: في باقة المبتدئ يمكنكم فتح ${free.communityStoriesPerWeek} قصة من قصص المجتمع أسبوعيًا، أما في باقتي العائلة والتراث فلا حدّ لذلك. وإن صادفتم ما لا يليق، فأبلغونا عنه.`,
        ],
      },
      {
        heading: 'الباقات والحدود',
        paragraphs: [
          'تظهر باقتكم الحالية في الشارة أعلى الصفحة، ويظهر استخدامكم في لوحة التحكم. وتتجدد الحدود الأسبوعية كل يوم اثنين عند الساعة 00:00 بالتوقيت العالمي المنسّق (UTC)، وتعرض لوحة التحكم عدد القصص التي استخدمتموها وموعد التجديد القادم. وإذا تعذّر إكمال قصة بسبب خلل من جهتنا، فلا تُحتسب من رصيدكم الأسبوعي. أما قصص اللهجات فما زالت في مرحلتها التجريبية (BETA).',
          `يمكنكم الترقية من صفحة الاشتراك في أي وقت. تُدفع الباقات المدفوعة شهريًا، ويمكن إلغاؤها في أي وقت، وتشملها ضمانة استرداد المبلغ خلال ${moneyBackGuaranteeDays} يومًا. وتبقى قصصكم محفوظة أيًّا كانت باقتكم. وإن ذكرت صفحة الاشتراك أن الدفع الإلكتروني غير متاح، فراسلونا على support@qamar.app وسيفعّل فريقنا باقتكم.`,
          'يقدّم قمر ثلاث باقات:',
        ],
        bullets: [
          `المبتدئ (مجانية): ${free.storiesPerWeek} قصص أسبوعيًا، وشخصية خاصة واحدة، ومكان خاص واحد، وملف طفل واحد، والإنجليزية والفصحى، وملفات PDF بعلامة مائية، وروابط مشاركة حتى ${free.shareMaxViews} مشاهدة، و${free.communityStoriesPerWeek} قصة من قصص المجتمع أسبوعيًا.`,
          `العائلة (${family.priceUsdMonthly} دولار شهريًا، مع تجربة مجانية لمدة ${family.trialDays} أيام): ${family.storiesPerWeek} قصة أسبوعيًا، و${family.customCharacters} شخصيات خاصة، و${family.customLocations} أماكن خاصة، و${family.childProfiles} ملفات أطفال، وتُضاف اللهجتان المصرية واللبنانية، وملفات PDF دون علامة مائية، وروابط مشاركة حتى ${family.shareMaxViews} مشاهدة، وقصص المجتمع بلا حدود.`,
          `التراث (${heritage.priceUsdMonthly} دولار شهريًا): ${heritage.storiesPerWeek} قصة أسبوعيًا، و${heritage.customCharacters} شخصيات خاصة، و${heritage.customLocations} أماكن خاصة، و${heritage.childProfiles} ملفات أطفال، وكل اللهجات بما فيها الخليجية، وملفات PDF دون علامة مائية، وروابط مشاركة حتى ${heritage.shareMaxViews} مشاهدة، وقصص المجتمع بلا حدود، وأولوية في إنشاء القصص.`,
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
};
