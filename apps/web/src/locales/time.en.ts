/** English texts of how long ago something was written (lib/time-label.ts; merged into en.ts). */
export const timeEn = {
  justNow: 'just now',
  minutesAgo_one: 'a minute ago',
  minutesAgo_other: '{{n}} minutes ago',
  hoursAgo_one: 'an hour ago',
  hoursAgo_other: '{{n}} hours ago',
  yesterday: 'yesterday',
  daysAgo_one: 'a day ago',
  daysAgo_other: '{{n}} days ago',
} as const;
