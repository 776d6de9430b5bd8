import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../jobs/registry.ts';
import { sendAccountEmail } from './send-account-email.ts';
import { findUserByEmail, findUserById } from './users.repository.ts';

/**
 * Emails whose sending must not show in a route's answer time: a reset link (forgot-password
 * answers the same for every address) and the link to a new address (the answer does not say
 * whether another account has it). The route only queues what was asked; the job finds the
 * account and makes the link itself, so no token ever sits in the queue.
 */
const accountEmailRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reset'), email: z.string() }),
  z.object({ kind: z.literal('changeEmail'), userId: z.number().int(), email: z.string() }),
]);
export type AccountEmailRequest = z.infer<typeof accountEmailRequest>;

const ACCOUNT_EMAIL_QUEUE = 'account-email';

async function sendRequested(app: FastifyInstance, request: AccountEmailRequest): Promise<void> {
  if (request.kind === 'reset') {
    const user = await findUserByEmail(app.db, request.email);
    if (user) await sendAccountEmail(app, user, 'reset', user.email);
    return;
  }
  const user = await findUserById(app.db, request.userId);
  // A later change replaced this one, or the account is gone.
  if (!user || user.pendingEmail !== request.email) return;
  // The address is another account's: it gets no link (opening one would be refused anyway).
  const owner = await findUserByEmail(app.db, request.email);
  if (owner && owner.id !== user.id) return;
  await sendAccountEmail(app, user, 'changeEmail', request.email);
}

/** Mail servers fail for a while: a few tries, the last some minutes on. */
export const accountEmailJob = defineJob({
  name: ACCOUNT_EMAIL_QUEUE,
  payload: accountEmailRequest,
  retryLimit: 4,
  retryDelay: 15,
  retryBackoff: true,
  concurrency: 2,
  handle: sendRequested,
});

export async function queueAccountEmail(
  app: FastifyInstance,
  request: AccountEmailRequest,
): Promise<void> {
  await app.queue.send(ACCOUNT_EMAIL_QUEUE, request);
}
