import type { SpokenDialect } from '../types.ts';

/**
 * A child's age as the lines say it (cast.ts): the Fusha ordinal (في الخامِسَةِ), the English
 * number and each dialect's number, by age in years.
 */
export const ORDINALS = [
  '',
  '',
  '',
  'الثّالِثَةِ',
  'الرّابِعَةِ',
  'الخامِسَةِ',
  'السّادِسَةِ',
  'السّابِعَةِ',
  'الثّامِنَةِ',
  'التّاسِعَةِ',
  'العاشِرَةِ',
  'الحادِيَةَ عَشْرَةَ',
  'الثّانِيَةَ عَشْرَةَ',
];
export const EN_NUMBERS = [
  '',
  '',
  '',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** Saudi and Emirati say the numbers alike. */
const GULF_NUMBERS = [
  '',
  '',
  '',
  'ثلاث',
  'أربع',
  'خمس',
  'ست',
  'سبع',
  'ثمان',
  'تسع',
  'عشر',
  'إحدعش',
  'اثنعش',
];

export const DL_NUMBERS: Record<SpokenDialect, string[]> = {
  egyptian: [
    '',
    '',
    '',
    'تلات',
    'أربع',
    'خمس',
    'ست',
    'سبع',
    'تمان',
    'تسع',
    'عشر',
    'حداشر',
    'اتناشر',
  ],
  lebanese: ['', '', '', 'تلات', 'أربع', 'خمس', 'ست', 'سبع', 'تمان', 'تسع', 'عشر', 'إحدعش', 'تنعش'],
  gulf_saudi: GULF_NUMBERS,
  gulf_uae: GULF_NUMBERS,
};
