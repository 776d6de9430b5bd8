/**
 * A value put into a sentence of the other direction (an email, a Latin name or a price in an
 * Arabic sentence), wrapped in Unicode's first-strong isolate so its dots, digits and signs stay in
 * their own order and do not pull the sentence's words around.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A price in US dollars in both languages ($9.99), isolated so that in an Arabic sentence the sign
 * stays before the figure («ثم $9.99 شهريًا», never «9.99$»).
 */
export const formatUsd = (dollars: number): string => isolate(usd.format(dollars));
