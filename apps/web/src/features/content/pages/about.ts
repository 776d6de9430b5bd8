import type { ContentPageTexts } from './types.ts';

export const about: ContentPageTexts = {
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
};
