/**
 * A value put into a sentence of the other direction (an email, a Latin name or a price in an
 * Arabic sentence), wrapped in Unicode's first-strong isolate so its dots, digits and signs stay in
 * their own order and do not pull the sentence's words around.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
