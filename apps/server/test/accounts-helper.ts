import { eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
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
    payload: { name: 'Layla Haddad', password: 'moonlit-dunes-42', captchaToken: await solveCaptcha(t), ...body },
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

export async function login(t: TestApp, email: string, password: string, remoteAddress = '10.2.0.1') {
  return t.inject({ method: 'POST', url: '/api/auth/login', headers: await withCsrf(t), payload: { email, password }, remoteAddress });
}

/** A signed-up parent who verified the address (unless `verified: false`) and has a display name (the community's, needed to publish; unless `displayName: null`); answers the bearer token. */
export async function parent(
  t: TestApp,
  email: string,
  options: { verified?: boolean; plan?: 'free' | 'family' | 'heritage'; displayName?: string | null } = {},
): Promise<{ token: string; id: number }> {
  const response = await register(t, { email });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json() as { token: string; user: { id: number } };
  await t.handle.db
    .update(users)
    .set({ ...(options.verified === false ? {} : { emailVerifiedAt: new Date() }), plan: options.plan ?? 'free', grantedPlan: options.plan ?? 'free', displayName: options.displayName === undefined ? 'A parent' : options.displayName })
    .where(eq(users.id, user.id));
  return { token, id: user.id };
}

export async function adminToken(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.inject({ method: 'POST', url: '/api/admin/login', headers: await withCsrf(t), payload: { username, password }, remoteAddress: '10.8.9.9' });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** What an admin's approval does to a new author's first story waiting for review (the moderation queue's `approve`). */
export async function approveStory(t: TestApp, storyId: number): Promise<void> {
  await t.handle.db.update(stories).set({ moderation: 'visible', moderatedAt: new Date() }).where(eq(stories.id, storyId));
}

/**
 * Starts a story for a parent (or an admin) through the API, with the catalogue's first character
 * and first place; answers the response, whose body has the story's id.
 */
export async function postCatalogueStory(t: TestApp, token: string, payload: Record<string, unknown> = {}) {
  const auth = { authorization: `Bearer ${token}` };
  const [character] = (await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth })).json() as Array<{ id: number }>;
  const [place] = (await t.inject({ method: 'GET', url: '/api/locations', headers: auth })).json() as Array<{ id: number }>;
  return t.inject({
    method: 'POST',
    url: '/api/stories',
    headers: await withCsrf(t, token),
    payload: { selectedCharacterIds: [character!.id], selectedLocationId: place!.id, length: 3, ...payload },
  });
}

/** Waits until every queued account email (reset links, new-address links) has been worked. */
export async function accountEmailsSettled(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await t.app.db.execute(sql`select count(*) as waiting from pgboss.job where name = 'account-email' and state in ('created', 'retry', 'active')`);
    if (Number((result as unknown as { rows: Array<{ waiting: number }> }).rows[0]?.waiting) === 0) return;
    if (Date.now() > deadline) throw new Error('account emails still queued');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
