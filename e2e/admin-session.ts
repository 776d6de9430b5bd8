import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, texts, type Lang } from './fixtures.ts';
import { adminPassword, e2eDataDir } from './outbox.ts';

/**
 * The admin's authenticator, as a phone would keep it: the secret shown at the first sign-in,
 * written where every spec of the run finds it (they share one server and one admin).
 */
const authenticatorFile = (dataDir: string) => path.join(dataDir, 'admin-authenticator.txt');

export function savedAdminSecret(dataDir = e2eDataDir): string | undefined {
  try {
    return fs.readFileSync(authenticatorFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function saveAdminSecret(secret: string, dataDir = e2eDataDir): void {
  fs.writeFileSync(authenticatorFile(dataDir), `${secret.replace(/\s/g, '')}\n`, { mode: 0o600 });
}

/** The code the authenticator app shows now, or `steps` periods of 30 s later (the server accepts the next one too). */
export function adminCode(secret: string, steps = 0): Promise<string> {
  return generate({
    secret: secret.replace(/\s/g, ''),
    epoch: Math.floor(Date.now() / 1000) + steps * 30,
  });
}

/** Each code works once and specs sign in in parallel: the next step's, then waiting for a new period. */
async function withFreshCode<T>(
  secret: string,
  attempt: (code: string) => Promise<T | undefined>,
): Promise<T> {
  for (let round = 0; round < 3; round++) {
    for (const steps of [0, 1]) {
      const done = await attempt(await adminCode(secret, steps));
      if (done !== undefined) return done;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error('no admin code was accepted');
}

/**
 * The admin signed in through the API: the password, then the authenticator's code. At the
 * first sign-in of a run (no spec enrolled the authenticator yet), it enrols it as an admin would
 * and keeps the secret for the others. Answers the session token.
 */
export async function adminTokenThroughApi(
  request: APIRequestContext,
  dataDir = e2eDataDir,
): Promise<string> {
  // A code works once a period for the whole admin: the specs share one session while it lasts.
  const saved = savedSession(dataDir);
  if (
    saved &&
    (
      await request.get('/api/admin/current', { headers: { authorization: `Bearer ${saved}` } })
    ).ok()
  )
    return saved;
  const token = await signInThroughApi(request, dataDir);
  fs.writeFileSync(sessionFile(dataDir), token, { mode: 0o600 });
  return token;
}

const sessionFile = (dataDir: string) => path.join(dataDir, 'admin-session.txt');
function savedSession(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(sessionFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

async function signInThroughApi(request: APIRequestContext, dataDir: string): Promise<string> {
  const csrf = async () =>
    ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const post = async (url: string, data: Record<string, unknown>) =>
    request.post(url, { data, headers: { 'x-csrf-token': await csrf() } });
  const passwordStep = async () => {
    const answer = await post('/api/admin/login', {
      username: 'admin',
      password: adminPassword(dataDir),
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as { secondStep: 'code' | 'enrol'; stepToken: string };
  };
  const first = await passwordStep();
  let stepToken = first.stepToken;
  if (first.secondStep === 'enrol') {
    // Specs enrolling at the same moment are shown the same secret; one confirmation wins.
    const { secret } = (await (await post('/api/admin/login/enrolment', { stepToken })).json()) as {
      secret: string;
    };
    saveAdminSecret(secret, dataDir);
    const confirmed = await post('/api/admin/login/enrolment/confirm', {
      stepToken,
      code: await adminCode(secret),
    });
    if (confirmed.ok()) return ((await confirmed.json()) as { token: string }).token;
    ({ stepToken } = await passwordStep());
  }
  const secret = savedAdminSecret(dataDir);
  if (!secret) throw new Error('the admin has an authenticator this run does not know');
  return withFreshCode(secret, async (code) => {
    const answer = await post('/api/admin/login/code', { stepToken, code });
    if (answer.ok()) return ((await answer.json()) as { token: string }).token;
    const refusal = (await answer.json()) as { code?: string };
    if (refusal.code !== 'CODE_REPLAYED')
      throw new Error(`admin code refused: ${JSON.stringify(refusal)}`);
    return undefined;
  });
}

/**
 * The second step on the admin sign-in page, after the password was sent: types the
 * authenticator's code (a fresh one if another spec just used it) and waits for the portal.
 */
export async function enterAdminCode(page: Page, lang: Lang, dataDir = e2eDataDir): Promise<void> {
  const t = texts[lang].adminAccess.signIn;
  const field = page.getByLabel(t.codeLabel);
  await expect(field).toBeVisible();
  const secret = savedAdminSecret(dataDir);
  if (!secret) throw new Error('enrol the admin first (signInAdminOnPage does, through the API)');
  await withFreshCode(secret, async (code) => {
    await field.fill(code);
    await page.getByRole('button', { name: t.submitCode }).click();
    return (
      (await page
        .waitForURL(/\/admin\/dashboard$/, { timeout: 4_000 })
        .then(() => true)
        .catch(() => undefined)) ?? undefined
    );
  });
}

/** The admin signs in on the sign-in page, password then code, as a person does; enrolled first through the API if no spec has yet (`dataDir`: the app's data folder, for a spec's own second app). */
export async function signInAdminOnPage(
  page: Page,
  lang: Lang = 'en',
  dataDir = e2eDataDir,
): Promise<void> {
  if (!savedAdminSecret(dataDir)) await adminTokenThroughApi(page.request, dataDir);
  const t = texts[lang];
  await page.goto(lang === 'en' ? '/admin/login' : '/ar/admin/login');
  await page.getByLabel(t.admin.username).fill('admin');
  await page.getByLabel(t.admin.password, { exact: true }).fill(adminPassword(dataDir));
  await page.getByRole('button', { name: t.admin.submit }).click();
  await enterAdminCode(page, lang, dataDir);
}
