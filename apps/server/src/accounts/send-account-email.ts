import type { FastifyInstance } from 'fastify';
import { isLanguage, type Language } from '@qamar/shared';
import { accountEmail, accountLink } from './account-emails.ts';
import { createEmailToken, type EmailTokenKind } from './email-tokens.repository.ts';
import type { UserRow } from './users.repository.ts';

export type AccountEmailKind = 'verify' | 'changeEmail' | 'reset';

const tokenKind: Record<AccountEmailKind, EmailTokenKind> = {
  verify: 'verify',
  changeEmail: 'verify',
  reset: 'reset',
};

/** Creates a single-use link for `email` and sends it; throws MailUnavailableError when mail is down. */
export async function sendAccountEmail(
  app: FastifyInstance,
  user: UserRow,
  kind: AccountEmailKind,
  email: string,
): Promise<void> {
  const language: Language = isLanguage(user.language) ? user.language : 'en';
  const token = await createEmailToken(app.db, user.id, tokenKind[kind], email, app.now());
  const link = accountLink(
    app.config.publicUrl,
    language,
    kind === 'reset' ? 'reset-password' : 'verify-email',
    token,
  );
  await app.mailer.send(accountEmail(kind, { to: email, name: user.name, link, language }));
}
