/** English texts of the onboarding tour (merged into en.ts). */
export const onboardingEn = {
  label: 'Welcome tour',
  stepOf: 'Step {{step}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete Tour',
  start: 'Start Creating',
  close: 'Close the tour',
  steps: {
    welcome: {
      title: 'Welcome to Qamar!',
      text: 'Together we will make tonight’s bedtime story: written in English and fully vowelled Arabic, painted page by page and read aloud by a gentle voice.',
      quick:
        'Quick start: choose your heroes, a place and a theme, and your story can be ready in under 2 minutes.',
    },
    character: {
      title: 'Choose your heroes',
      text: 'Pick up to 3 characters for the story: a brave falcon, a clever cat, a grandmother who bakes… or a character you create yourself, with its own picture.',
      tip: 'Tip: tap Discover More Heroes to see new faces.',
    },
    location: {
      title: 'Pick a magical place',
      text: 'An old souk, a desert oasis under the stars, a floating library… choose where the adventure happens, or create a place of your own.',
      tip: 'Then add a theme, like kindness or courage, or describe your own idea in a sentence.',
    },
    language: {
      title: 'Choose the language',
      text: 'Every story comes in English and in Fusha. Add your family’s dialect and the story sounds like home.',
      beta: 'The spoken dialects are new, so they carry a BETA tag.',
    },
    features: {
      title: 'Read, listen and treasure',
      text: 'Words light up as the narrator reads, bedtime mode dims the screen, and you can hide the vowel marks as your child grows.',
      plansTitle: 'What each plan includes',
    },
    ready: {
      title: 'You are ready!',
      text: 'Your first story is a few taps away. Fill in the four cards, press Create my story, and watch the story come to life.',
      wish: 'Sweet dreams start here.',
    },
  },
  plan: {
    stories_one: '{{count}} story a week',
    stories_other: '{{count}} stories a week',
    characters_one: '{{count}} own character',
    characters_other: '{{count}} own characters',
    dialects: 'Languages: {{list}}',
    addsDialects: 'Adds {{list}}',
  },
} as const;
