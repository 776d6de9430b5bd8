import { plans } from '@qamar/shared';
import { formatLocale } from '../../../lib/locale-format.ts';

/** The plan rows the Help and Terms pages quote, read from the one plan table. */
export const { free, family, heritage } = plans;

/** A number as the English pages write it: 1,000. */
export const grouped = (n: number) => new Intl.NumberFormat(formatLocale('en')).format(n);
