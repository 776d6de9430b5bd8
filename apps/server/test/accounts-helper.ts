import { eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { generate } from 'otplib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { stories, users } from '../src/db/schema.ts';
import type { TestApp } from './helper.ts';

/** Solves the server's ALTCHA challenge the way the browser widget does, giving the payload the form sends. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const challenge = (await t.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Headers for a mutating call: the bearer token (if any) and a CSRF token bound to it. */
export async function withCsrf(t: TestApp, token?: string): Promise<Record<string, string>> {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const { token: csrf, cookie } = await t.csrf(auth);
  return { ...auth, cookie, 'x-csrf-token': csrf };
}

export async function register(
  t: TestApp,
  body: { name?: string; email: string; password?: string; language?: string },
  extraHeaders: Record<string, string> = {},
) {
  const headers = { ...(await withCsrf(t)), ...extraHeaders };
  return t.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      name: 'Layla Haddad',
      password: 'moonlit-dunes-42',
      captchaToken: await solveCaptcha(t),
      ...body,
    },
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  remoteAddress = '10.2.0.1',
) {
  return t.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: await withCsrf(t),
    payload: { email, password },
    remoteAddress,
  });
}

/** A signed-up parent who verified the address (unless `verified: false`) and has a display name (the community's, needed to publish; unless `displayName: null`); answers the bearer token. */
export async function parent(
  t: TestApp,
  email: string,
  options: {
    verified?: boolean;
    plan?: 'free' | 'family' | 'heritage';
    displayName?: string | null;
  } = {},
): Promise<{ token: string; id: number }> {
  const response = await register(t, { email });
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json() as { token: string; user: { id: number } };
  await t.handle.db
    .update(users)
    .set({
      ...(options.verified === false ? {} : { emailVerifiedAt: new Date() }),
      plan: options.plan ?? 'free',
      grantedPlan: options.plan ?? 'free',
      displayName: options.displayName === undefined ? 'A parent' : options.displayName,
    })
    .where(eq(users.id, user.id));
  return { token, id: user.id };
}

/** The password step of an admin's sign-in: its answer says which second step follows and carries the step token. */
export async function adminPasswordStep(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '10.8.9.9',
) {
  return t.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: await withCsrf(t),
    payload: { username, password },
    remoteAddress,
  });
}

/** Each app's admins' authenticator secrets, as the tests' "phone" keeps them once enrolled. */
const authenticators = new WeakMap<TestApp, Map<string, string>>();
/** Each app's admin sessions already opened by `adminToken`, reused while they last. */
const sessions = new WeakMap<TestApp, Map<string, string>>();

/** The authenticator secret an admin enrolled through `adminToken` or `enrolAdmin` in this app. */
export function authenticatorSecret(t: TestApp, username: string): string {
  const secret = authenticators.get(t)?.get(username);
  if (!secret) throw new Error(`${username} has not enrolled an authenticator in this app`);
  return secret;
}

/** Keeps a secret enrolled by hand (a test walking the enrolment itself) for the helpers' later sign-ins. */
export function rememberAuthenticator(t: TestApp, username: string, secret: string): void {
  if (!authenticators.has(t)) authenticators.set(t, new Map());
  authenticators.get(t)!.set(username, secret);
}

/** The code an authenticator app shows for a secret at the app's time, `steps` periods of 30 s later. */
export async function authenticatorCode(t: TestApp, secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.app.now().getTime() / 1000) + steps * 30 });
}

async function stepCall(
  t: TestApp,
  url: string,
  payload: Record<string, unknown>,
  remoteAddress = '10.8.9.9',
) {
  return t.inject({ method: 'POST', url, headers: await withCsrf(t), payload, remoteAddress });
}

/**
 * An admin's first sign-in: password, the secret shown, the first code. Keeps the secret for later
 * sign-ins and answers the session token and the recovery codes shown this once.
 */
export async function enrolAdmin(
  t: TestApp,
  username: string,
  password: string,
): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const first = await adminPasswordStep(t, username, password);
  const { secondStep, stepToken } = first.json() as { secondStep: string; stepToken: string };
  if (first.statusCode !== 200 || secondStep !== 'enrol')
    throw new Error(`not a first sign-in: ${first.statusCode} ${first.body}`);
  const enrolment = await stepCall(t, '/api/admin/login/enrolment', { stepToken });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
  const { secret } = enrolment.json() as { secret: string };
  const confirmed = await stepCall(t, '/api/admin/login/enrolment/confirm', {
    stepToken,
    code: await authenticatorCode(t, secret),
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment not confirmed: ${confirmed.body}`);
  rememberAuthenticator(t, username, secret);
  const { token, recoveryCodes } = confirmed.json() as { token: string; recoveryCodes: string[] };
  return { token, secret, recoveryCodes };
}

/**
 * An admin's session token, signed in as an admin does: password, then a code computed from the
 * authenticator secret (enrolled here at the first sign-in). A session this helper opened earlier
 * is reused while it lasts: a code works once (replays are refused), and an app's clock may stand
 * still. A code already spent is followed by the next step's, which the server accepts too.
 */
export async function adminToken(t: TestApp, username: string, password: string): Promise<string> {
  if (!sessions.has(t)) sessions.set(t, new Map());
  const kept = sessions.get(t)!.get(username);
  if (
    kept &&
    (
      await t.inject({
        method: 'GET',
        url: '/api/admin/current',
        headers: { authorization: `Bearer ${kept}` },
      })
    ).statusCode === 200
  )
    return kept;
  let token: string;
  if (!authenticators.get(t)?.has(username))
    token = (await enrolAdmin(t, username, password)).token;
  else token = await adminSignIn(t, username, password);
  sessions.get(t)!.set(username, token);
  return token;
}

/** A full sign-in with password and the authenticator's code (never a kept session). */
export async function adminSignIn(t: TestApp, username: string, password: string): Promise<string> {
  const secret = authenticatorSecret(t, username);
  const first = await adminPasswordStep(t, username, password);
  if (first.statusCode !== 200) throw new Error(`admin sign-in failed: ${first.body}`);
  const { stepToken } = first.json() as { stepToken: string };
  for (const steps of [0, 1]) {
    const answer = await stepCall(t, '/api/admin/login/code', {
      stepToken,
      code: await authenticatorCode(t, secret, steps),
    });
    if (answer.statusCode === 200) return (answer.json() as { token: string }).token;
    if ((answer.json() as { code?: string }).code !== 'CODE_REPLAYED')
      throw new Error(`admin code refused: ${answer.body}`);
  }
  throw new Error('every code the server accepts now was already used: move the app clock on');
}

/** What an admin's approval does to a new author's first story waiting for review (the moderation queue's `approve`). */
export async function approveStory(t: TestApp, storyId: number): Promise<void> {
  await t.handle.db
    .update(stories)
    .set({ moderation: 'visible', moderatedAt: new Date() })
    .where(eq(stories.id, storyId));
}

/**
 * Starts a story for a parent (or an admin) through the API, with the catalogue's first character
 * and first place; answers the response, whose body has the story's id.
 */
export async function postCatalogueStory(
  t: TestApp,
  token: string,
  payload: Record<string, unknown> = {},
) {
  const auth = { authorization: `Bearer ${token}` };
  const [character] = (
    await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth })
  ).json() as Array<{ id: number }>;
  const [place] = (
    await t.inject({ method: 'GET', url: '/api/locations', headers: auth })
  ).json() as Array<{ id: number }>;
  return t.inject({
    method: 'POST',
    url: '/api/stories',
    headers: await withCsrf(t, token),
    payload: {
      selectedCharacterIds: [character!.id],
      selectedLocationId: place!.id,
      length: 3,
      ...payload,
    },
  });
}

/** Waits until every queued account email (reset links, new-address links) has been worked. */
export async function accountEmailsSettled(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await t.app.db.execute(
      sql`select count(*) as waiting from pgboss.job where name = 'account-email' and state in ('created', 'retry', 'active')`,
    );
    if (Number((result as unknown as { rows: Array<{ waiting: number }> }).rows[0]?.waiting) === 0)
      return;
    if (Date.now() > deadline) throw new Error('account emails still queued');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
