import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { spendPasswordCheck, verifyPassword } from './passwords.ts';
import { clear, hit, peek, type ThrottleState } from './throttle.ts';
import { throttleRules } from './throttle-rules.ts';

export function tooManyRequests(state: ThrottleState, key: 'error.rateLimited' | 'auth.tooManyAttempts' | 'auth.tooSoon' = 'error.rateLimited'): AppError {
  return new AppError(429, 'RATE_LIMITED', key, { params: { seconds: state.retryAfter }, retryAfter: state.retryAfter });
}

/**
 * One sign-in attempt, for parents and admins alike: limited per address and per account (failures
 * only), the password checked in the same time whether or not the account exists, failures counted
 * and a success clearing the account's count. Answers the account when the password is right.
 */
export async function guardedSignIn<Account extends { passwordHash: string }>(
  app: FastifyInstance,
  options: { scope: 'signin' | 'admin-signin'; address: string; account: string; find: () => Promise<Account | undefined>; password: string },
): Promise<Account | null> {
  const now = app.now();
  const perAddress = await hit(app.db, `${options.scope}:ip:${options.address}`, throttleRules.signInPerAddress, now);
  if (!perAddress.allowed) throw tooManyRequests(perAddress, 'auth.tooManyAttempts');
  const failuresKey = `${options.scope}:failures:${options.account}`;
  const failures = await peek(app.db, failuresKey, throttleRules.signInFailuresPerAccount, now);
  if (!failures.allowed) throw tooManyRequests(failures, 'auth.tooManyAttempts');

  const account = await options.find();
  const ok = account ? await verifyPassword(account.passwordHash, options.password) : (await spendPasswordCheck(options.password), false);
  if (!account || !ok) {
    await hit(app.db, failuresKey, throttleRules.signInFailuresPerAccount, now);
    return null;
  }
  await clear(app.db, failuresKey);
  return account;
}
