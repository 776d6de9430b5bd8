import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { verifyCaptcha } from './captcha.ts';
import { spendPasswordCheck, verifyPassword } from './passwords.ts';
import { clear, hit, unhit, type ThrottleState } from './throttle.ts';
import { throttleRules } from './throttle-rules.ts';

export function tooManyRequests(
  state: ThrottleState,
  key:
    | 'error.rateLimited'
    | 'auth.tooManyAttempts'
    | 'auth.tooSoon'
    | 'admin.tooManyCodes' = 'error.rateLimited',
): AppError {
  return new AppError('RATE_LIMITED', key, {
    params: { seconds: state.retryAfter },
    retryAfter: state.retryAfter,
  });
}

/**
 * One sign-in attempt, for parents and admins alike. Failures slow the guesser, never lock the owner
 * out: every attempt from an address counts against that address's cap (then 429); past a number of
 * failures for the account, or from the address, each attempt must carry a solved captcha (428
 * CAPTCHA_REQUIRED), and with one the right password always signs in. An attempt counts as a
 * failure until its password is found right (one atomic upsert, so parallel guesses cannot all
 * slip under the threshold); the password is checked in the same time whether or not the account
 * exists. Answers the account when the password is right.
 */
export async function guardedSignIn<Account extends { passwordHash: string }>(
  app: FastifyInstance,
  options: {
    scope: 'signin' | 'admin-signin';
    address: string;
    account: string;
    find: () => Promise<Account | undefined>;
    password: string;
    captchaToken?: string;
  },
): Promise<Account | null> {
  const now = app.now();
  const perAddress = await hit(
    app.db,
    `${options.scope}:ip:${options.address}`,
    throttleRules.signInPerAddress,
    now,
  );
  if (!perAddress.allowed) throw tooManyRequests(perAddress, 'auth.tooManyAttempts');

  const accountFailures = `${options.scope}:failures:${options.account}`;
  const addressFailures = `${options.scope}:failures-ip:${options.address}`;
  const byAccount = await hit(app.db, accountFailures, throttleRules.signInFailuresPerAccount, now);
  const byAddress = await hit(app.db, addressFailures, throttleRules.signInFailuresPerAddress, now);
  if (!byAccount.allowed || !byAddress.allowed) {
    if (!options.captchaToken)
      throw new AppError('CAPTCHA_REQUIRED', 'auth.signInCaptcha', { field: 'captchaToken' });
    const solved = await verifyCaptcha(
      { config: app.config, db: app.db, secret: app.secret, now },
      options.captchaToken,
      options.address,
    );
    if (!solved)
      throw new AppError('SIGN_IN_CAPTCHA_FAILED', 'auth.captchaFailed', { field: 'captchaToken' });
  }

  const account = await options.find();
  const ok = account
    ? await verifyPassword(account.passwordHash, options.password)
    : (await spendPasswordCheck(options.password), false);
  if (!account || !ok) return null;
  await clear(app.db, accountFailures);
  await unhit(app.db, addressFailures);
  return account;
}
