import { moneyBackGuaranteeDays } from '@qamar/shared';
import { free, family, heritage, grouped } from './plan-figures.ts';
import { UPDATED_AR, UPDATED_EN, type ContentPageTexts } from './types.ts';

export const terms: ContentPageTexts = {
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
          `Qamar offers a free Starter plan and two paid plans: Family ($${family.priceUsdMonthly} per month) and Heritage ($${heritage.priceUsdMonthly} per month). Each plan has its own limits, such as stories per week, custom characters and places, and views per share link, as set out on our pricing and Help pages. Weekly limits reset every Monday at 00:00 UTC.`,
          `The Family plan includes a ${family.trialDays}-day free trial. If you do not cancel before the trial ends, your subscription begins and you are charged the monthly price. Paid plans renew automatically each month until you cancel.`,
          'Payments are processed by Stripe when online payment is enabled. Where it is not available, our team can grant plans directly. We may change prices or plan features in the future; we will tell you in advance, and any price change will apply from your next billing period.',
        ],
      },
      {
        heading: '5. Cancellation and refunds',
        paragraphs: [
          'You can cancel anytime from the Subscription page. Once you cancel, you will not be charged again, and your account moves to the Starter plan at the end of the period you have already paid for. Your stories are kept.',
          `We offer a ${moneyBackGuaranteeDays}-day money-back guarantee: if you are not happy with a paid plan, email support@qamar.app within ${moneyBackGuaranteeDays} days of your payment and we will refund it.`,
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
          `Each link has a view limit set by your plan: ${free.shareMaxViews} views on Starter, ${family.shareMaxViews} on Family and ${grouped(heritage.shareMaxViews)} on Heritage. The link stops working when the limit is reached, or if the story is deleted.`,
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
          `يقدّم قمر باقة مجانية هي «المبتدئ»، وباقتين مدفوعتين هما «العائلة» (${family.priceUsdMonthly} دولار شهريًا) و«التراث» (${heritage.priceUsdMonthly} دولار شهريًا). ولكل باقة حدودها، مثل عدد القصص أسبوعيًا، وعدد الشخصيات والأماكن الخاصة، وعدد مشاهدات كل رابط مشاركة، كما هو موضّح في صفحة الأسعار ومركز المساعدة. وتتجدد الحدود الأسبوعية كل يوم اثنين عند الساعة 00:00 بالتوقيت العالمي المنسّق (UTC).`,
          `تشمل باقة العائلة فترة تجريبية مجانية مدتها ${family.trialDays} أيام، فإن لم تُلغوا الاشتراك قبل انتهائها، يبدأ الاشتراك ويُحتسب عليكم السعر الشهري. وتتجدد الباقات المدفوعة تلقائيًا كل شهر إلى أن تُلغوها.`,
          'تُعالَج المدفوعات عبر Stripe حين يكون الدفع الإلكتروني مفعّلًا، وحين لا يكون متاحًا يمكن لفريقنا منح الباقات مباشرة. وقد نغيّر الأسعار أو ميزات الباقات مستقبلًا، وسنخبركم بذلك مسبقًا، على أن يسري أي تغيير في السعر بدءًا من فترة الفوترة التالية.',
        ],
      },
      {
        heading: '5. الإلغاء واسترداد المبلغ',
        paragraphs: [
          'يمكنكم إلغاء اشتراككم في أي وقت من صفحة الاشتراك. وبعد الإلغاء لن تُحتسب عليكم أي مبالغ جديدة، وينتقل حسابكم إلى باقة المبتدئ عند انتهاء الفترة التي دفعتم ثمنها، مع بقاء قصصكم محفوظة.',
          `ونقدّم ضمانة استرداد المبلغ خلال ${moneyBackGuaranteeDays} يومًا: إن لم تكونوا راضين عن باقة مدفوعة، فراسلونا على support@qamar.app خلال ${moneyBackGuaranteeDays} يومًا من الدفع، وسنعيد إليكم المبلغ.`,
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
          `لكل رابط حدّ للمشاهدات بحسب باقتكم: ${free.shareMaxViews} مشاهدة في باقة المبتدئ، و${family.shareMaxViews} في باقة العائلة، و${heritage.shareMaxViews} في باقة التراث. ويتوقف الرابط عن العمل عند بلوغ هذا الحد، أو إذا حُذفت القصة.`,
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
};
