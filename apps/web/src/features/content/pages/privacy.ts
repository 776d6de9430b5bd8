import { UPDATED_AR, UPDATED_EN, type ContentPageTexts } from './types.ts';

export const privacy: ContentPageTexts = {
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
};
