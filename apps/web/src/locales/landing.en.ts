/** English texts of the landing page (docs/product/screens.md "Landing page"; merged into en.ts). */
export const landingEn = {
  heroEyebrow: 'Bedtime stories in Arabic and English',
  heroTitle: 'Stories your child will ask for, in the language of home',
  heroText:
    'Pick up to three characters, a magical place and a theme. Qamar writes a gentle bilingual story in English and fully vowelled Arabic, paints every page and reads it aloud.',
  cta: 'Create Your First Story',
  ctaAgain: 'Create a new story',
  ctaNote: 'Free to start · No card needed',
  heroImageAlt: 'A child reading under a crescent moon with a camel and a falcon',
  howTitle: 'How it works',
  howSubtitle: 'A new story in under two minutes',
  steps: {
    pickTitle: 'Choose the heroes',
    pickText:
      'Up to three characters, from a brave falcon to a grandmother who bakes, or your own.',
    placeTitle: 'Pick a place and a theme',
    placeText:
      'An old souk, a desert oasis under the stars, a floating library, and a lesson like kindness or courage.',
    readTitle: 'Read, listen and treasure',
    readText: 'Every page illustrated and narrated, in English, Fusha or your family’s dialect.',
  },
  benefitsTitle: 'Made for Arabic-speaking families',
  benefits: {
    bilingualTitle: 'Truly bilingual',
    bilingualText:
      'English beside fully vowelled Modern Standard Arabic, written as Arabic, never translated word by word.',
    dialectTitle: 'The dialect of home',
    dialectText:
      'Add Egyptian, Lebanese or Gulf wording so the story sounds like the people your child loves.',
    listenTitle: 'Read and listen together',
    listenText:
      'Calm narration with words that light up as they are read, for little ones learning to read.',
    safeTitle: 'Gentle and safe',
    safeText:
      'Age-appropriate stories with a warm ending and a moral, checked for themes unfit for bedtime.',
  },
  pricingTitle: 'Simple plans for every family',
  pricingSubtitle: 'Start free. Upgrade when your family wants more stories.',
  mostPopular: 'Most popular',
  perMonth: '/month',
  free: 'Free',
  trial: '{{days}}-day free trial',
  choosePlan: 'Get started',
  features: {
    stories_one: '{{count}} story every week',
    stories_other: '{{count}} stories every week',
    characters_one: '{{count}} custom character',
    characters_other: '{{count}} custom characters',
    locations_one: '{{count}} custom place',
    locations_other: '{{count}} custom places',
    dialects: 'Languages: {{list}}',
    shareViews: 'Share links with up to {{count}} views',
    pdfWatermark: 'Picture-book PDF with a small watermark',
    pdfClean: 'Clean picture-book PDF',
    community: '{{count}} community stories a week',
    communityUnlimited: 'Unlimited community stories',
    priority: 'Priority story generation',
  },
  finalTitle: 'Tonight’s story is waiting',
  finalText: 'Turn your child’s favourite things into a story you will read again and again.',
  examples: {
    title: 'Stories to read tonight',
    subtitle: 'Made with Qamar: every page illustrated and read aloud, in English and Arabic.',
    failed: 'Failed to fetch landing data',
    loading: 'Loading example stories...',
    featured: 'Featured',
    sample: 'Sample',
    read: 'Read the story',
    blurb: 'A bedtime story in English and fully vowelled Arabic, with pictures and narration.',
    makeOne: 'Make one like it',
    makeOneLabel: 'Make a story like “{{title}}”',
    samples: {
      moon: {
        title: 'Layla and the Sleepy Moon',
        text: 'The moon is too sleepy to shine tonight, so Layla sings it a lullaby beside the oasis.',
      },
      kite: {
        title: 'Omar and the Falcon’s Kite',
        text: 'At sunset on the Beirut Corniche, a kite, a curious falcon and a lesson in sharing the sky.',
      },
      courtyard: {
        title: 'Stars in Teta Huda’s Courtyard',
        text: 'Grandma tells one last story under the stars while Noor reads along and the cat purrs.',
      },
    },
  },
  testimonials: {
    title: 'Loved at bedtime',
    subtitle: 'What parents and grandparents tell us',
  },
  trust: {
    title: 'Why families trust Qamar',
    ssl: 'SSL secure',
    moneyBack: '{{days}}-day money-back guarantee',
    cancel: 'Cancel anytime',
    gentle: 'Every idea checked for gentle content',
    noAds: 'No ads',
    private: 'Stories stay private unless you publish them',
  },
} as const;
