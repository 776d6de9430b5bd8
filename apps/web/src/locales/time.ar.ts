import type { ArabicTranslations } from './en.ts';

/**
 * Arabic texts of how long ago something was written (merged into ar.ts). The noun agrees with the
 * number: one and two are said with the noun alone (ساعة، ساعتين), 3 to 10 take the plural
 * (3 ساعات), 11 and more the singular (11 ساعة).
 */
export const timeAr: ArabicTranslations['time'] = {
  justNow: 'الآن',
  minutesAgo_zero: 'الآن',
  minutesAgo_one: 'منذ دقيقة',
  minutesAgo_two: 'منذ دقيقتين',
  minutesAgo_few: 'منذ {{n}} دقائق',
  minutesAgo_many: 'منذ {{n}} دقيقة',
  minutesAgo_other: 'منذ {{n}} دقيقة',
  hoursAgo_zero: 'الآن',
  hoursAgo_one: 'منذ ساعة',
  hoursAgo_two: 'منذ ساعتين',
  hoursAgo_few: 'منذ {{n}} ساعات',
  hoursAgo_many: 'منذ {{n}} ساعة',
  hoursAgo_other: 'منذ {{n}} ساعة',
  yesterday: 'أمس',
  daysAgo_zero: 'اليوم',
  daysAgo_one: 'منذ يوم',
  daysAgo_two: 'منذ يومين',
  daysAgo_few: 'منذ {{n}} أيام',
  daysAgo_many: 'منذ {{n}} يومًا',
  daysAgo_other: 'منذ {{n}} يوم',
};
