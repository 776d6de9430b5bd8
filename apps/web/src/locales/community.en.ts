/** English texts of the community pages: the library, the forum, saved stories and testimonials (merged into en.ts). */
export const communityEn = {
  seo: {
    library: {
      title: 'Story Library · Qamar',
      description:
        'Bilingual bedtime stories published by Qamar families, to read together tonight.',
    },
    forum: {
      title: 'Forum · Qamar',
      description:
        'The stories Qamar families have shared, newest first, with their conversations.',
    },
    saved: {
      title: 'Saved Stories · Qamar',
      description: 'The stories you saved from the Qamar library.',
    },
  },
  library: {
    title: 'Story Library',
    subtitle: 'Bedtime stories other families have made and shared.',
    featuredTitle: 'Featured stories',
    savedLink: 'Saved stories',
    allTitle: 'All stories',
    results_one: '{{count}} story',
    results_other: '{{count}} stories',
    loading: 'Loading stories...',
    loadFailed: 'The stories could not be loaded.',
    retry: 'Try again',
    emptyTitle: 'No stories published yet',
    emptyText:
      'Be the first: publish one of your stories from My Stories and other families can read it here.',
    emptyCta: 'Go to My Stories',
    noResultsTitle: 'No stories match',
    noResultsText: 'Try other words, or fewer filters.',
    clear: 'Clear search and filters',
  },
  filters: {
    label: 'Search and filters',
    search: 'Search stories',
    searchPlaceholder: 'A title, an idea, a theme...',
    clearSearch: 'Clear the search',
    ageGroup: 'Age',
    allAges: 'All ages',
    dialect: 'Language',
    allDialects: 'All languages',
    theme: 'Theme',
    allThemes: 'All themes',
    sort: 'Sort by',
    sorts: { recent: 'Newest', popular: 'Most liked', oldest: 'Oldest' },
  },
  card: {
    by: 'by {{author}}',
    featured: 'Featured',
  },
  forum: {
    title: 'Forum',
    subtitle: 'The stories families have shared, and what other parents say about them.',
    sorts: { recent: 'Most recent', popular: 'Most popular', oldest: 'Oldest first' },
    posts: 'Posts',
    postedBy: 'Posted by {{author}}',
    openComments: 'Read “{{title}}” and its comments',
    emptyTitle: 'No posts yet',
    emptyText:
      'When families publish their stories, they appear here for everyone to read and talk about.',
    emptyCta: 'Publish one of yours',
  },
  saved: {
    title: 'Saved Stories',
    subtitle: 'The stories you kept for another night.',
    emptyTitle: 'No saved stories yet',
    emptyText: 'Save stories from the library to find them here.',
    emptyCta: 'Browse the library',
  },
  testimonial: {
    cardTitle: 'Share your experience',
    cardText:
      'How are bedtime stories going at home? A few words from you can help another family decide.',
    open: 'Write a few words',
    dialogTitle: 'Share your experience',
    dialogText:
      'We may show your first name, your city and your words on our home page once we have read them.',
    firstName: 'First name',
    city: 'City',
    message: 'Your words',
    messagePlaceholder: 'What do your children love about their stories?',
    counter: '{{count}} / {{max}}',
    tooShort_one: 'Please write at least {{count}} character.',
    tooShort_other: 'Please write at least {{count}} characters.',
    required: 'This field is required',
    submit: 'Send',
    submitting: 'Sending...',
    thanksTitle: 'Thank you!',
    thanksText: 'We’ll show it once we’ve reviewed it.',
    done: 'Done',
    failed: 'Your words could not be sent',
  },
} as const;
