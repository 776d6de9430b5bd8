import type { Language } from './locales.ts';

/**
 * Messages that cross the wire: the server answers errors in the caller's language with these,
 * and the web app loads the same table into its `messages` namespace, so each text exists once.
 */
export const messages = {
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.email': { en: 'Please enter a valid email', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  'validation.minLength': {
    en: 'Must be at least {{min}} characters',
    ar: 'يجب ألا يقل عدد الأحرف عن {{min}}',
  },
  'validation.maxLength': {
    en: 'Must be less than {{max}} characters',
    ar: 'يجب أن يكون عدد الأحرف أقل من {{max}}',
  },
  'validation.invalid': {
    en: 'Some of the information sent is not valid. Please check it and try again.',
    ar: 'بعض المعلومات المُرسلة غير صحيحة. يرجى مراجعتها والمحاولة مرة أخرى.',
  },
  'validation.nulCharacter': {
    en: 'The text contains a character that cannot be used (a null character). Please remove it and try again.',
    ar: 'يحتوي النص على حرف لا يمكن استخدامه (حرف فارغ). يرجى حذفه والمحاولة مرة أخرى.',
  },
  'error.generic': { en: 'Something went wrong', ar: 'حدث خطأ ما' },
  'error.network': { en: 'Network error', ar: 'خطأ في الشبكة' },
  'error.notFound': { en: 'Not found', ar: 'غير موجود' },
  'error.unauthorized': { en: 'Unauthorized', ar: 'غير مصرّح' },
  'error.forbidden': { en: 'Access denied', ar: 'تم رفض الوصول' },
  'error.csrf': {
    en: 'Your security check has expired. Please reload the page and try again.',
    ar: 'انتهت صلاحية التحقق الأمني. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  'error.badJson': {
    en: 'The request could not be read. Please try again.',
    ar: 'تعذّرت قراءة الطلب. يرجى المحاولة مرة أخرى.',
  },
  'error.unsupportedMediaType': {
    en: 'This kind of request is not supported.',
    ar: 'هذا النوع من الطلبات غير مدعوم.',
  },
  'error.payloadTooLarge': {
    en: 'What you sent is too large.',
    ar: 'ما أرسلته كبير جدًا.',
  },
  'error.badUrl': { en: 'This web address is not valid.', ar: 'عنوان الصفحة هذا غير صالح.' },
  'error.urlTooLong': { en: 'This web address is too long.', ar: 'عنوان الصفحة هذا طويل جدًا.' },
  'error.rateLimited': {
    en: 'Too many requests. Please wait {{seconds}} seconds and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى.',
  },
  'error.server': {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'auth.invalidCredentials': {
    en: 'Invalid email or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'auth.emailExists': { en: 'Email already exists', ar: 'البريد الإلكتروني مسجّل بالفعل' },
  'auth.passwordTooShort': {
    en: 'Password must be at least 8 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  },
  'auth.passwordCommon': {
    en: 'This password is too common and easy to guess. Please choose another one.',
    ar: 'كلمة المرور هذه شائعة جدًا ويسهل تخمينها. يرجى اختيار كلمة مرور أخرى.',
  },
  'auth.captchaRequired': {
    en: 'Please complete the CAPTCHA verification',
    ar: 'يرجى إكمال التحقق من أنك لست روبوتًا',
  },
  'auth.signInCaptcha': {
    en: 'Many sign-in attempts have failed here. Please complete the CAPTCHA verification and sign in again.',
    ar: 'فشلت محاولات كثيرة لتسجيل الدخول هنا. يرجى إكمال التحقق من أنك لست روبوتًا ثم تسجيل الدخول مرة أخرى.',
  },
  'auth.captchaFailed': {
    en: 'The CAPTCHA verification did not pass. Please try it again.',
    ar: 'لم ينجح التحقق من أنك لست روبوتًا. يرجى المحاولة مرة أخرى.',
  },
  'auth.registered': {
    en: 'Welcome to Qamar! We have sent a verification link to your email.',
    ar: 'أهلًا بك في قمر! أرسلنا رابط التأكيد إلى بريدك الإلكتروني.',
  },
  'auth.registeredNoEmail': {
    en: 'Welcome to Qamar! We could not send the verification email just now; use “Resend verification email” on your dashboard.',
    ar: 'أهلًا بك في قمر! تعذّر إرسال رسالة التأكيد الآن؛ استخدم «إعادة إرسال رسالة التأكيد» في لوحة التحكم.',
  },
  'auth.welcomeBack': { en: 'Welcome back!', ar: 'أهلًا بعودتك!' },
  'auth.loggedOut': { en: 'You have been successfully logged out', ar: 'تم تسجيل خروجك بنجاح' },
  'auth.verificationSent': {
    en: 'Please check your inbox and spam folder for the verification link.',
    ar: 'يرجى التحقق من صندوق الوارد ومجلد الرسائل غير المرغوب فيها بحثًا عن رابط التأكيد.',
  },
  'auth.alreadyVerified': {
    en: 'Your email address is already verified.',
    ar: 'بريدك الإلكتروني مؤكَّد بالفعل.',
  },
  'auth.tooSoon': {
    en: 'Please wait before requesting another email.',
    ar: 'يرجى الانتظار قبل طلب رسالة أخرى.',
  },
  'auth.mailUnavailable': {
    en: 'The email service is experiencing issues. Please try again later.',
    ar: 'تواجه خدمة البريد الإلكتروني مشكلة. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  'auth.verifyInvalid': {
    en: 'This verification link is invalid or has expired. Please request a new one.',
    ar: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.',
  },
  'auth.verified': {
    en: 'Your email address is verified. Thank you!',
    ar: 'تم تأكيد بريدك الإلكتروني. شكرًا لك!',
  },
  'auth.resetSent': {
    en: 'If an account exists for this email, we have sent a link to reset its password. The link works for one hour.',
    ar: 'إن كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور. يعمل الرابط لمدة ساعة واحدة.',
  },
  'auth.resetInvalid': {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.',
  },
  'auth.passwordReset': {
    en: 'Your password has been changed. Please sign in with your new password.',
    ar: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  },
  'auth.tooManyAttempts': {
    en: 'Too many sign-in attempts. Please wait {{seconds}} seconds and try again.',
    ar: 'محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى.',
  },
  'admin.invalidCredentials': {
    en: 'Invalid admin credentials',
    ar: 'بيانات دخول المشرف غير صحيحة',
  },
  'admin.usernameRequired': { en: 'Username is required', ar: 'اسم المستخدم مطلوب' },
  'admin.passwordTooShort': {
    en: 'Password must be at least 6 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  },
  'admin.loggedOut': {
    en: 'You have been logged out of the admin panel',
    ar: 'تم تسجيل خروجك من لوحة الإدارة',
  },
  'profile.updated': { en: 'Your profile has been updated.', ar: 'تم تحديث ملفك الشخصي.' },
  'profile.wrongPassword': {
    en: 'Your current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'profile.emailChangeSent': {
    en: 'We have sent a verification link to your new address. Your email changes once you open it.',
    ar: 'أرسلنا رابط تأكيد إلى عنوانك الجديد، وسيتغيّر بريدك الإلكتروني عند فتحه.',
  },
  'profile.sameEmail': {
    en: 'This is already your email address.',
    ar: 'هذا هو بريدك الإلكتروني الحالي بالفعل.',
  },
  'profile.passwordChanged': {
    en: 'Your password has been changed. Other devices have been signed out.',
    ar: 'تم تغيير كلمة المرور، وتم تسجيل الخروج من الأجهزة الأخرى.',
  },
  'profile.deleted': {
    en: 'Your account and all its data have been deleted.',
    ar: 'تم حذف حسابك وجميع بياناته.',
  },
  'feedback.empty': { en: 'Please enter your feedback', ar: 'يرجى كتابة ملاحظاتك' },
  'feedback.emptyDescription': {
    en: 'We need your message to help improve the platform.',
    ar: 'نحتاج إلى رسالتك لنحسّن المنصة.',
  },
  'feedback.received': {
    en: 'Thank you for your feedback!',
    ar: 'شكرًا على ملاحظاتك!',
  },
  'catalogue.nameTooShort': {
    en: 'Name must be at least 2 characters',
    ar: 'يجب ألا يقل الاسم عن حرفين',
  },
  'catalogue.nameNotEnglish': {
    en: 'The English name needs English (Latin) letters. Please put the Arabic name in the Arabic name field.',
    ar: 'يُكتب الاسم بالإنجليزية بحروف إنجليزية (لاتينية). يرجى وضع الاسم العربي في خانة الاسم بالعربية.',
  },
  'catalogue.nameArNotArabic': {
    en: 'The Arabic name needs Arabic letters. Please put the English spelling in the English name field.',
    ar: 'يُكتب الاسم بالعربية بحروف عربية. يرجى وضع الكتابة الإنجليزية في خانة الاسم بالإنجليزية.',
  },
  'catalogue.ageRange': { en: 'Age must be between 1 and 100', ar: 'يجب أن يكون العمر بين 1 و100' },
  'catalogue.descriptionTooShort': {
    en: 'Description must be at least 10 characters',
    ar: 'يجب ألا يقل الوصف عن 10 أحرف',
  },
  'catalogue.characterLimit': {
    en: 'You have used all {{limit}} custom characters of your plan. Upgrade to create more.',
    ar: 'لقد استخدمت كل الشخصيات المخصّصة في خطتك ({{limit}}). رقِّ خطتك لإنشاء المزيد.',
  },
  'catalogue.locationLimit': {
    en: 'You have used all {{limit}} custom locations of your plan. Upgrade to create more.',
    ar: 'لقد استخدمت كل الأماكن المخصّصة في خطتك ({{limit}}). رقِّ خطتك لإنشاء المزيد.',
  },
  'catalogue.pictureFailed': {
    en: 'We could not draw the picture just now. Please try again in a moment.',
    ar: 'تعذّر رسم الصورة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'story.charactersRequired': {
    en: 'Please select at least one character',
    ar: 'يرجى اختيار شخصية واحدة على الأقل',
  },
  'story.tooManyCharacters': {
    en: 'You can select up to 3 characters for your story',
    ar: 'يمكنك اختيار 3 شخصيات كحدٍّ أقصى لقصتك',
  },
  'story.locationRequired': { en: 'Please select a location', ar: 'يرجى اختيار مكان' },
  'story.ageGroupRequired': { en: 'Please select an age group', ar: 'يرجى اختيار الفئة العمرية' },
  'story.dialectRequired': { en: 'Please select a dialect', ar: 'يرجى اختيار اللهجة' },
  'story.lengthRange': { en: 'A story has 3 to 10 pages', ar: 'تتكوّن القصة من 3 إلى 10 صفحات' },
  'story.dialectLocked': {
    en: 'This dialect is an experimental dialect exclusive to the {{plan}} plan.',
    ar: 'هذه اللهجة تجريبية وحصرية لخطة {{plan}}.',
  },
  'story.limitReached': {
    en: "You've reached your weekly limit of {{limit}} stories. Your limit resets on {{date}}.",
    ar: 'لقد بلغت حدّك الأسبوعي من القصص ({{limit}}). يتجدّد حدّك في {{date}}.',
  },
  'story.unknownItem': {
    en: 'One of the chosen characters or the place is no longer available. Please choose again.',
    ar: 'إحدى الشخصيات المختارة أو المكان لم يعد متاحًا. يرجى الاختيار من جديد.',
  },
  'story.notRetryable': {
    en: 'Only a story that stopped with an error can be retried.',
    ar: 'لا يمكن إعادة المحاولة إلا لقصة توقفت بسبب خطأ.',
  },
  'story.publishNotReady': {
    en: 'This story can be published once it is complete.',
    ar: 'يمكن نشر هذه القصة بعد اكتمالها.',
  },
  'story.featureNotReady': {
    en: 'Only a complete story that its family has published can be featured on the home page.',
    ar: 'لا تُعرض على الصفحة الرئيسية إلا قصة مكتملة نشرتها عائلتها.',
  },
  'story.failed': {
    en: 'We could not finish this story. Your weekly story was given back; please try again.',
    ar: 'لم نتمكن من إكمال هذه القصة. أُعيدت إليك قصتك الأسبوعية؛ يرجى المحاولة مرة أخرى.',
  },
  'story.progress.preparing': { en: 'Getting ready...', ar: 'نستعد...' },
  'story.progress.writing': { en: 'Writing your story...', ar: 'نكتب قصتك...' },
  'story.progress.written': { en: 'Story written', ar: 'اكتملت كتابة القصة' },
  'story.progress.waiting': { en: 'Waiting for the story text', ar: 'بانتظار نص القصة' },
  'story.progress.images': {
    en: 'Drawing page {{done}} of {{total}}',
    ar: 'نرسم الصفحة {{done}} من {{total}}',
  },
  'story.progress.imagesDone': { en: 'All pictures drawn', ar: 'اكتملت جميع الرسومات' },
  'story.progress.audio': {
    en: 'Recording narration {{done}} of {{total}}',
    ar: 'نسجّل السرد {{done}} من {{total}}',
  },
  'story.progress.audioDone': { en: 'All narrations recorded', ar: 'اكتمل تسجيل السرد' },
  'share.notReady': {
    en: 'This story can be shared once it is complete.',
    ar: 'يمكن مشاركة هذه القصة بعد اكتمالها.',
  },
  'share.previewDescription': {
    en: 'A bilingual bedtime story, illustrated and narrated, made with Qamar.',
    ar: 'حكاية قبل النوم بلغتين، مرسومة ومرويّة، صُنعت مع قمر.',
  },
  'pdf.notReady': {
    en: 'The picture book can be downloaded once the story is complete.',
    ar: 'يمكن تنزيل الكتاب المصوّر بعد اكتمال القصة.',
  },
  'pdf.noDialect': {
    en: 'This story has no dialect text. Choose English, Arabic or both languages.',
    ar: 'لا يوجد نص باللهجة في هذه القصة. اختر الإنجليزية أو العربية أو اللغتين معًا.',
  },
  // Texts printed in the picture book itself; the Arabic is vowelled like the stories.
  'pdf.coverSubtitle': { en: 'A Qamar bedtime story', ar: 'حِكَايَةٌ قَبْلَ النَّوْمِ مِنْ قَمَر' },
  'pdf.moralTitle': { en: 'The moral of the story', ar: 'مَغْزَى الحِكَايَةِ' },
  'pdf.theEnd': { en: 'The End', ar: 'النِّهَايَةُ' },
  'pdf.goodnight': { en: 'Goodnight, and sweet dreams.', ar: 'تُصْبِحُونَ عَلَى خَيْرٍ، وَأَحْلَامًا سَعِيدَةً.' },
  'pdf.watermark': { en: 'Made with Qamar', ar: 'صُنعت مع قمر' },
  'pdf.watermarkFooter': {
    en: 'Made with Qamar on the free {{plan}} plan · {{host}}',
    ar: 'صُنعت مع قمر بخطة «{{plan}}» المجانية · {{host}}',
  },
  // Community: likes, saves, comments, reports and moderation (act).
  'community.anonymousAuthor': { en: 'A Qamar parent', ar: 'أحد أولياء الأمور في قمر' },
  'community.ownStory': {
    en: 'This is your own story: you can like and save other families’ stories.',
    ar: 'هذه قصتك أنت، ويمكنك الإعجاب بقصص العائلات الأخرى وحفظها.',
  },
  'community.ownContent': {
    en: 'You cannot report your own story or comment.',
    ar: 'لا يمكنك الإبلاغ عن قصتك أو تعليقك.',
  },
  'community.commentLink': {
    en: 'Comments cannot contain links. Please remove the link and try again.',
    ar: 'لا يمكن أن تحتوي التعليقات على روابط. يرجى حذف الرابط ثم المحاولة مرة أخرى.',
  },
  'community.commentContact': {
    en: 'To keep every family safe, comments cannot contain email addresses or phone numbers. Please remove them and try again.',
    ar: 'حفاظًا على سلامة جميع العائلات، لا يمكن أن تحتوي التعليقات على عناوين بريد إلكتروني أو أرقام هواتف. يرجى حذفها ثم المحاولة مرة أخرى.',
  },
  'community.commentUnsafe': {
    en: 'Your comment includes words that do not suit a community of families. Please choose gentler words.',
    ar: 'يتضمّن تعليقك كلمات لا تناسب مجتمعًا من العائلات. يرجى اختيار كلمات ألطف.',
  },
  'community.decisionNotApplicable': {
    en: 'This decision does not apply to it as it stands now.',
    ar: 'لا ينطبق هذا القرار على حالته الحالية.',
  },
  'account.verifyRequired': {
    en: 'Please verify your email address first. Check your inbox for the verification link.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا. تحقّق من صندوق الوارد لديك بحثًا عن رابط التأكيد.',
  },
  'content.unsafe': {
    en: 'This text includes something that does not belong in a bedtime story. Please choose gentler words.',
    ar: 'يحتوي هذا النص على ما لا يناسب حكاية قبل النوم. يرجى اختيار كلمات ألطف.',
  },
  // Community: publishing (display name, public copy, first story reviewed)
  'community.displayNameRequired': {
    en: 'Choose a display name first: it is shown with the stories you publish, instead of your name or email.',
    ar: 'اختر اسمًا للعرض أولًا: يظهر مع القصص التي تنشرها بدلًا من اسمك أو بريدك الإلكتروني.',
  },
  'community.displayNameEmail': {
    en: 'A display name cannot be an email address. Choose a name others can see.',
    ar: 'لا يمكن أن يكون اسم العرض بريدًا إلكترونيًا. اختر اسمًا يمكن للآخرين رؤيته.',
  },
  'community.displayNameContact': {
    en: 'A display name cannot hold a link or a phone number.',
    ar: 'لا يمكن أن يحتوي اسم العرض على رابط أو رقم هاتف.',
  },
  'community.storyRemoved': {
    en: 'This story was removed from the community by our team and cannot be published again.',
    ar: 'أزال فريقنا هذه القصة من المجتمع، ولا يمكن نشرها مرة أخرى.',
  },
  // Community: the library, allowance and testimonials (lib).
  'community.limitReached': {
    en: "You've opened {{limit}} stories by other families this week, as many as the Starter plan allows. You can open more on {{date}}, or upgrade to read without a limit.",
    ar: 'لقد فتحت {{limit}} قصة من قصص العائلات الأخرى هذا الأسبوع، وهو أقصى ما تتيحه خطة المبتدئ. يمكنك فتح المزيد في {{date}}، أو الترقية لتقرأ بلا حدود.',
  },
  'community.textLink': {
    en: 'Please remove the link: links cannot be shared here.',
    ar: 'يرجى حذف الرابط، فلا يمكن مشاركة الروابط هنا.',
  },
  'community.textEmail': {
    en: 'Please remove the email address: contact details cannot be shared here.',
    ar: 'يرجى حذف عنوان البريد الإلكتروني، فلا يمكن مشاركة بيانات التواصل هنا.',
  },
  'community.textPhone': {
    en: 'Please remove the phone number: contact details cannot be shared here.',
    ar: 'يرجى حذف رقم الهاتف، فلا يمكن مشاركة بيانات التواصل هنا.',
  },
  'community.testimonialReceived': {
    en: 'Thank you! Your words will appear on our home page once our team has read them.',
    ar: 'شكرًا لك! ستظهر كلماتك على صفحتنا الرئيسية بعد أن يطّلع عليها فريقنا.',
  },
  // Child profiles.
  'children.birthInvalid': {
    en: 'Please choose the month and year your child was born (a child of 12 or younger).',
    ar: 'يرجى اختيار شهر ميلاد طفلك وسنته (لطفل في الثانية عشرة أو أصغر).',
  },
  'children.tooManyInterests': {
    en: 'Please choose up to 8 interests.',
    ar: 'يرجى اختيار ثمانية اهتمامات على الأكثر.',
  },
  'children.limitReached': {
    en: 'You have all the child profiles your plan allows ({{limit}}). Upgrade to add another child.',
    ar: 'لديك كل ملفات الأطفال التي تتيحها خطتك ({{limit}}). رقِّ خطتك لتضيف طفلًا آخر.',
  },
  // Billing: plans, subscriptions and payment through Stripe.
  'billing.disabled': {
    en: 'Online payment is not set up on this server. The people who run it can give your account a plan: please ask them.',
    ar: 'الدفع الإلكتروني غير مُفعَّل على هذا الخادم. يمكن للقائمين عليه منح حسابك خطة، فيرجى التواصل معهم.',
  },
  'billing.unavailable': {
    en: 'The payment service cannot be reached right now. Nothing was changed; please try again in a few minutes.',
    ar: 'تعذّر الوصول إلى خدمة الدفع الآن، ولم يتغيّر شيء. يرجى المحاولة مرة أخرى بعد دقائق.',
  },
  'billing.alreadySubscribed': {
    en: 'You already have a subscription. You can switch plans or cancel it on the subscription management page.',
    ar: 'لديك اشتراك بالفعل. يمكنك تغيير الخطة أو إلغاء الاشتراك من صفحة إدارة الاشتراك.',
  },
  'billing.noSubscription': {
    en: 'You have no running subscription to change.',
    ar: 'ليس لديك اشتراك قائم لتغييره.',
  },
  'billing.noCustomer': {
    en: 'There is no payment account for you yet: it is made with your first subscription.',
    ar: 'لا يوجد حساب دفع باسمك بعد، فهو يُنشأ مع اشتراكك الأول.',
  },
  'billing.samePlan': {
    en: 'You are already on this plan.',
    ar: 'أنت مشترك في هذه الخطة بالفعل.',
  },
  'billing.coveredByGrant': {
    en: 'Your account already has this plan or a higher one, given by the Qamar team: there is nothing to pay for.',
    ar: 'لدى حسابك هذه الخطة أو خطة أعلى منها منحها فريق قمر، فلا حاجة إلى الدفع.',
  },
  'billing.notCanceling': {
    en: 'This subscription is not set to end, so there is nothing to undo.',
    ar: 'هذا الاشتراك غير مُعَدّ للانتهاء، فلا يوجد ما يمكن التراجع عنه.',
  },
  'billing.alreadyCanceling': {
    en: 'This subscription is already set to end at the close of the paid period.',
    ar: 'هذا الاشتراك مُعَدّ بالفعل للانتهاء في نهاية الفترة المدفوعة.',
  },
  'billing.signatureInvalid': {
    en: 'The event signature is missing, does not match, or is too old.',
    ar: 'توقيع الحدث مفقود أو غير مطابق أو قديم جدًا.',
  },
  'billing.refundWindowPassed': {
    en: 'This subscription started more than {{days}} days ago, after the money-back period.',
    ar: 'بدأ هذا الاشتراك قبل أكثر من {{days}} يومًا، أي بعد انتهاء فترة استرداد المال.',
  },
  'billing.alreadyRefunded': {
    en: 'This subscription has already been refunded.',
    ar: 'تم استرداد مبلغ هذا الاشتراك من قبل.',
  },
  // Admin access: the admins' second step at sign-in, disabled accounts, the audit log.
  'admin.stepExpired': {
    en: 'Your sign-in took too long. Please enter your password again.',
    ar: 'انتهت مهلة تسجيل الدخول. يرجى إدخال كلمة المرور مرة أخرى.',
  },
  'admin.codeFormat': {
    en: 'Enter the 6-digit code from your authenticator app.',
    ar: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  },
  'admin.codeRequired': {
    en: 'Enter a code from your authenticator app or one of your recovery codes.',
    ar: 'أدخل رمزًا من تطبيق المصادقة أو أحد رموز الاسترداد.',
  },
  'admin.codeWrong': {
    en: 'That code is not right. Check the time on your phone and the code in your authenticator app, then try again.',
    ar: 'هذا الرمز غير صحيح. تحقّق من الوقت في هاتفك ومن الرمز في تطبيق المصادقة، ثم حاول مرة أخرى.',
  },
  'admin.codeReplayed': {
    en: 'That code has already been used. Wait for the next code in your authenticator app.',
    ar: 'سبق استخدام هذا الرمز. انتظر الرمز التالي في تطبيق المصادقة.',
  },
  'admin.recoveryCodeWrong': {
    en: 'That recovery code is not right or has already been used.',
    ar: 'رمز الاسترداد هذا غير صحيح أو سبق استخدامه.',
  },
  'admin.alreadyEnrolled': {
    en: 'An authenticator app is already set up for this account. Sign in with its code.',
    ar: 'سبق إعداد تطبيق مصادقة لهذا الحساب. سجّل الدخول بالرمز الذي يعرضه.',
  },
  'admin.notEnrolled': {
    en: 'Set up your authenticator app first.',
    ar: 'أعِدّ تطبيق المصادقة أولًا.',
  },
  'admin.tooManyCodes': {
    en: 'Too many wrong codes. Please wait {{seconds}} seconds and try again.',
    ar: 'رموز خاطئة كثيرة. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى.',
  },
  'auth.accountDisabled': {
    en: 'This account has been disabled. If you think this is a mistake, please write to us.',
    ar: 'تم تعطيل هذا الحساب. إن كنت ترى أن في ذلك خطأ، يرجى مراسلتنا.',
  },
  'adminUsers.deleted': {
    en: 'The account and all its data have been deleted.',
    ar: 'تم حذف الحساب وجميع بياناته.',
  },
  'adminAudit.dateRange': {
    en: 'The first day must come before the last day.',
    ar: 'يجب أن يسبق اليومُ الأول اليومَ الأخير.',
  },
  // Admin portal: stories, moderation, testimonials, catalogue and feedback (admin-content).
  'admin.reasonRequired': {
    en: 'Write the reason the author will read.',
    ar: 'اكتب السبب الذي سيقرؤه صاحب المحتوى.',
  },
  'admin.textNotEnglish': {
    en: 'This text must be written in English letters.',
    ar: 'يجب أن يُكتب هذا النص بحروف إنجليزية.',
  },
  'admin.textNotArabic': {
    en: 'This text must be written in Arabic letters.',
    ar: 'يجب أن يُكتب هذا النص بحروف عربية.',
  },
  'admin.testimonialWordsRequired': {
    en: 'Write the parent’s words in English, in Arabic or in both.',
    ar: 'اكتب كلمات وليّ الأمر بالإنجليزية أو بالعربية أو بكلتيهما.',
  },
  'admin.sparksRequired': {
    en: 'Give the theme at least one story spark.',
    ar: 'أضف إلى الموضوع فكرة قصة واحدة على الأقل.',
  },
  'admin.sparksMismatch': {
    en: 'Give every story spark in both languages: the English and Arabic lists must be the same length.',
    ar: 'اكتب كل فكرة قصة باللغتين: يجب أن تتساوى القائمتان الإنجليزية والعربية في العدد.',
  },
  // Admin operations: the dashboard and the API logs (docs/admin-operations.md).
  'adminOps.invalidDate': {
    en: 'Dates are written as year-month-day, for example 2026-03-01.',
    ar: 'تُكتب التواريخ بالسنة ثم الشهر ثم اليوم، مثل 2026-03-01.',
  },
  'adminOps.rangeReversed': {
    en: 'The start date must not come after the end date.',
    ar: 'يجب ألا يأتي تاريخ البداية بعد تاريخ النهاية.',
  },
  'adminOps.rangeTooLong': {
    en: 'Please choose a range of at most 366 days.',
    ar: 'يرجى اختيار مدة لا تزيد على 366 يومًا.',
  },
  'adminOps.invalidStatus': {
    en: 'A status is a code such as 404 or a class such as 5xx.',
    ar: 'الحالة رمز مثل 404 أو فئة مثل 5xx.',
  },
  'adminOps.invalidCursor': {
    en: 'This page of the log cannot be found. Please start again from the first page.',
    ar: 'تعذّر العثور على هذه الصفحة من السجل. يرجى البدء من جديد من الصفحة الأولى.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translateMessage(
  key: MessageKey,
  language: Language,
  params?: MessageParams,
): string {
  return interpolate(messages[key][language], params);
}

export interface IssueLike {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** The text of a validation issue whose message is a key of this table (unknown keys read as "invalid"). */
export function issueMessage(issue: IssueLike, language: Language): string {
  const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  return translateMessage(key, language, {
    min: Number(issue.minimum ?? 0),
    max: Number(issue.maximum ?? 0),
  });
}

/** The first problem of a value against a schema, in a language; undefined when the value is fine. */
export function validationMessage(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: IssueLike[] } } },
  value: unknown,
  language: Language,
): string | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? issueMessage(issue, language) : undefined;
}
