import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Rows are numbered by PostgreSQL integers (int4), so no id is larger than this; a larger number
 * names nothing and must never reach a query, where the database would refuse it as out of range.
 */
export const maxId = 2_147_483_647;

/**
 * An id sent in a body: a whole number from 1 to maxId. `invalid` is the message for anything
 * that is not such a number at all, `unknown` for a number no row can have (default: `invalid`).
 */
export function idField(messages: { invalid?: MessageKey; unknown?: MessageKey } = {}) {
  const invalid = { error: messages.invalid };
  return z
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(maxId, { error: messages.unknown ?? messages.invalid });
}

/** The `:id` of a path; anything that cannot be a row's id is simply not found. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'error.notFound' }).int().min(1).max(maxId),
});
