import type { BillingState, Language } from '@qamar/shared';
import { formatDate } from '../../../lib/format-date.ts';

export type Subscription = NonNullable<BillingState['subscription']>;

/** A date as the page writes it, nothing when there is none. */
export const dateIn = (language: Language) => (iso: string | null | undefined) =>
  iso ? formatDate(iso, language) : '';
