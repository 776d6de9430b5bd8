import { useBilling } from '../api/billing-calls.ts';
import { PastDueNotice } from './billing-parts.tsx';

/** A strip above every page while a payment has failed: the plan's end date unless it is fixed, and the way to fix it. */
export function PaymentBanner() {
  const billing = useBilling();
  return billing.data ? <PastDueNotice state={billing.data} /> : null;
}
