import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  enrolAdmin,
  login,
  register,
  solveCaptcha,
  withCsrf,
} from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

const adminLogin = async (
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '10.8.0.1',
) =>
  t.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: await withCsrf(t),
    payload: { username, password },
    remoteAddress,
  });

describe(`admin sign-in (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
  });
  afterAll(async () => t.close());

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, who signs in (enrolling an authenticator) and out', async () => {
    const signedIn = await adminLogin(t, 'warda', 'night-garden-7');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ secondStep: 'enrol', stepToken: expect.any(String) });
    const { token } = await enrolAdmin(t, 'warda', 'night-garden-7');
    const admin = { id: expect.any(Number), username: 'warda', name: 'Administrator' };
    const current = await t.inject({
      method: 'GET',
      url: '/api/admin/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(current.json()).toEqual({ admin });
    expect(current.body).not.toMatch(/secret|totp/i);
    const out = await t.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: await withCsrf(t, token),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/admin/current',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers a failed admin sign-in with 401 and an error field', async () => {
    const response = await adminLogin(t, 'warda', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid admin credentials',
      error: 'Invalid admin credentials',
      code: 'UNAUTHORIZED',
    });
    expect((await adminLogin(t, 'warda', '12345')).json().message).toBe(
      'Password must be at least 6 characters',
    );
    expect((await adminLogin(t, ' ', 'whatever-long')).json().message).toBe('Username is required');
  });

  it('keeps admin and user tokens apart', async () => {
    const admin = await adminToken(t, 'warda', 'night-garden-7');
    await register(t, { email: 'parent@example.com' });
    const user = (await login(t, 'parent@example.com', 'moonlit-dunes-42')).json().token;
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/admin/current',
          headers: { authorization: `Bearer ${user}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never locks the admin out: guesses from many addresses bring the captcha, with which the right password signs in', async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (await adminLogin(t, 'warda', `guess-${i}-guess`, `10.80.0.${i + 1}`)).statusCode,
      );
    expect(guesses).toEqual([...Array(10).fill(401), 428, 428]);
    const asked = await adminLogin(t, 'WARDA', 'night-garden-7', '10.81.0.1');
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captchaToken' });
    const signedIn = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: await withCsrf(t),
      payload: {
        username: 'warda',
        password: 'night-garden-7',
        captchaToken: await solveCaptcha(t),
      },
      remoteAddress: '10.81.0.2',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('still refuses one address that keeps guessing, for the rest of the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await adminLogin(t, `nobody-${i}`, 'guess-guess', '10.8.7.7')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 428)).toHaveLength(10);
  });
});

describe(`the generated first admin (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates `admin` with a random password kept in a file only its owner can read', async () => {
    const file = path.join(t.dataDir, 'admin-password.txt');
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await adminLogin(t, 'admin', password)).json()).toEqual({
      secondStep: 'enrol',
      stepToken: expect.any(String),
    });
  });
});

describe(`reCAPTCHA when configured (${target})`, () => {
  let t: TestApp;
  let google: http.Server;
  const seen: string[] = [];
  beforeAll(async () => {
    // A local server answering like https://www.google.com/recaptcha/api/siteverify.
    google = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            form.get('response') === 'human'
              ? { success: true }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as { port: number };
    t = await createTestApp({
      env: {
        RECAPTCHA_SITE_KEY: 'site-key-1',
        RECAPTCHA_SECRET_KEY: 'secret-key-1',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    google.close();
  });

  it('tells the client to show reCAPTCHA, with the site key', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/recaptcha-site-key' })).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-1',
    });
    expect((await t.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);
  });

  it('verifies the answer with Google’s API and refuses a bad one', async () => {
    const payload = { name: 'Yusuf', email: 'yusuf@example.com', password: 'falcon-and-dunes' };
    const bad = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: await withCsrf(t),
      payload: { ...payload, captchaToken: 'robot' },
    });
    expect(bad.json().code).toBe('CAPTCHA_FAILED');
    const good = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: await withCsrf(t),
      payload: { ...payload, captchaToken: 'human' },
    });
    expect(good.statusCode).toBe(201);
    expect(seen).toEqual(['secret-key-1:robot', 'secret-key-1:human']);
  });
});
