import { findUnsafeContent, type SafetyOptions } from '@qamar/shared';
import { AppError } from '../errors/app-error.ts';
import type { UserRow } from './users.repository.ts';

/** Creating stories, characters and locations needs a verified email (docs/product/validation.md); admins never come here. */
export function assertVerified(user: UserRow): void {
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 'account.verifyRequired');
}

/**
 * Free text unfit for a bedtime story is refused before anything is saved. A story's
 * idea may speak of a loved one's or a pet's death (`loss`): the writer tells loss in gentle plots.
 */
export function assertGentle(
  fields: Record<string, string | null | undefined>,
  options: SafetyOptions = {},
): void {
  for (const [field, text] of Object.entries(fields)) {
    if (text && findUnsafeContent(text, options))
      throw new AppError('CONTENT_UNSAFE', 'content.unsafe', { field });
  }
}
