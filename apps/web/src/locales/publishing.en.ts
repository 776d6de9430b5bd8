/** English texts of publishing to the community: the display name, the publish dialog, the review states (merged into en.ts). */
export const publishingEn = {
  displayName: 'Display name',
  displayNameHint:
    'Shown with the stories you publish to the community, instead of your name or email.',
  dialog: {
    title: 'Publish to the community',
    description:
      'Other families will read the copy below. Names you hide are replaced by other names in every language and in the narration.',
    loading: 'Preparing the copy others will read…',
    failed: 'Could not prepare the public copy',
    preview: 'What other families will read',
    replacedLegend: 'Replaced names are highlighted.',
    pageLabel: 'Page {{n}}',
    names: 'Names in this story',
    namesHint:
      'Your own characters’ names are hidden unless you choose to show them. Characters from our collection keep their names.',
    hideName: 'Hide this name',
    shownAs: 'Shown as {{name}}',
    stockCharacter: 'From our collection: the name stays',
    noOwnCharacters: 'This story has only characters from our collection: nothing needs hiding.',
    review:
      'A family’s first story is read by our team before it appears in the library. Later stories appear at once.',
    publish: 'Publish',
    publishing: 'Publishing…',
    cancel: 'Cancel',
  },
  toast: {
    pendingTitle: 'Sent for review',
    pendingText: 'Our team will read it soon; it appears in the library once approved.',
    publishedTitle: 'Published to the community',
    publishedText: 'Other families can now read this story, with the names you hid replaced.',
  },
  state: {
    pending: 'Waiting for review',
    visible: 'Published',
    hidden: 'Hidden while we review reports',
    removed: 'Removed',
    removedReason: 'Removed by our team: {{reason}}',
    removedNoReason: 'Removed by our team. It cannot be published again.',
  },
} as const;
