import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { login, register, solveCaptcha, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, testClock, type TestApp } from './helper.ts';
import { startSmtpServer } from './smtp.ts';

describe(`accounts: sign-up, sign-in, tokens (${target})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = testClock();
  const bodies: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      now: clock.now,
      beforeReady: (app) =>
        app.addHook('onSend', async (_request, _reply, payload) => {
          if (typeof payload === 'string') bodies.push(payload);
          return payload;
        }),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers a parent with a solved captcha, signs them in and sends a verification email', async () => {
    const response = await register(t, { email: '  Layla@Example.COM ', name: 'Layla Haddad' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: expect.any(Number),
        role: 'user',
        username: 'layla@example.com',
        name: 'Layla Haddad',
        email: 'layla@example.com',
        emailVerified: false,
        subscription: 'Free',
        displayName: null,
      },
      token: expect.any(String),
      authToken: body.token,
      emailSent: true,
      message: 'Welcome to Qamar! We have sent a verification link to your email.',
    });
    expect(smtp.messages.at(-1)?.to).toEqual(['layla@example.com']);
    const me = await t.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('layla@example.com');
    const viaHeader = await t.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-auth-token': body.token },
    });
    expect(viaHeader.statusCode).toBe(200);
  });

  it('creates one account when the same email registers twice at once', async () => {
    const [a, b] = await Promise.all([
      register(t, { email: 'twins@example.com' }),
      register(t, { email: 'twins@example.com' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ message: 'Email already exists', code: 'EMAIL_EXISTS' });
    const rows = await t.app.db.select().from(users).where(eq(users.email, 'twins@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [
      { password: 'password123' },
      'This password is too common and easy to guess. Please choose another one.',
    ],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ name: '   ' }, 'This field is required'],
    [{ password: 'x'.repeat(257) }, 'Must be less than 256 characters'],
  ])('refuses a registration with %o, saying why', async (change, message) => {
    const response = await register(t, { email: 'refused@example.com', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(
      await t.app.db.select().from(users).where(eq(users.email, 'refused@example.com')),
    ).toHaveLength(0);
  });

  it('accepts a long passphrase in full, without truncating it', async () => {
    const passphrase = `${'the moon over the dunes '.repeat(8)}!`;
    expect(
      (await register(t, { email: 'long@example.com', password: passphrase })).statusCode,
    ).toBe(201);
    expect((await login(t, 'long@example.com', passphrase)).statusCode).toBe(200);
    expect((await login(t, 'long@example.com', passphrase.slice(0, -1))).statusCode).toBe(401);
  });

  it('refuses a missing, wrong or replayed captcha', async () => {
    const headers = await withCsrf(t);
    const base = { name: 'Omar', email: 'omar@example.com', password: 'lanterns-in-the-souk' };
    const missing = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: base,
    });
    expect(missing.json()).toMatchObject({
      message: 'Please complete the CAPTCHA verification',
      code: 'VALIDATION_FAILED',
    });
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { ...base, captchaToken: 'bm90IGEgc29sdXRpb24=' },
    });
    expect(wrong.json()).toMatchObject({
      message: 'The CAPTCHA verification did not pass. Please try it again.',
      code: 'CAPTCHA_FAILED',
    });
    const solved = await solveCaptcha(t);
    const first = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { ...base, captchaToken: solved },
    });
    expect(first.statusCode).toBe(201);
    const replay = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { ...base, email: 'omar2@example.com', captchaToken: solved },
    });
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
  });

  it('signs in with the right password only, never telling whether the email exists', async () => {
    const ok = await login(t, 'LAYLA@example.com ', 'moonlit-dunes-42');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      user: { email: 'layla@example.com' },
      message: 'Welcome back!',
    });
    const wrong = await login(t, 'layla@example.com', 'not-my-password');
    const unknown = await login(t, 'nobody@example.com', 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
  });

  it('answers the sign-in refusal in Arabic to an Arabic page', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...(await withCsrf(t)), 'accept-language': 'ar' },
      payload: { email: 'layla@example.com', password: 'nope-nope-nope' },
      remoteAddress: '10.3.0.1',
    });
    expect(response.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('refuses forged, expired, revoked and wrong-kind tokens with 401', async () => {
    const { token } = (await login(t, 'layla@example.com', 'moonlit-dunes-42')).json();
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-key-another-key-another-key!'));
    const expired = await new SignJWT({
      ...claims,
      exp: Math.floor(clock.now().getTime() / 1000) - 60,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.app.secret);
    const adminKind = await new SignJWT({ ...claims, aud: 'qamar:admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.app.secret);
    const forged = [
      `${header}.${payload}.`,
      `${header}.${payload}`,
      none,
      wrongKey,
      expired,
      adminKind,
      'garbage',
      '',
    ];
    for (const bad of forged) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode, bad).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    const adminRoute = await t.inject({
      method: 'GET',
      url: '/api/admin/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(adminRoute.statusCode).toBe(401);
  });

  it('refuses a token signed with the real key when it lacks a claim the server always writes, or is older than its lifetime', async () => {
    const { token } = (await register(t, { email: 'claims@example.com' })).json();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const signed = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(t.app.secret);
    const without = (name: string) =>
      Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));
    const me = async (bearer: string) =>
      (
        await t.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).statusCode;
    // The same claims signed again pass: only the missing or stale claim is refused below.
    expect(await me(await signed(claims))).toBe(200);
    for (const name of ['exp', 'iat', 'aud', 'iss', 'sub', 'jti'])
      expect(await me(await signed(without(name))), `without ${name}`).toBe(401);
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const ancient = await signed({
      ...claims,
      iat: nowSeconds - 31 * 86_400,
      exp: nowSeconds + 86_400,
    });
    expect(await me(ancient)).toBe(401);
  });

  it('revokes every earlier token of the account at logout', async () => {
    const first = (await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.4.0.1')).json()
      .token;
    const second = (await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.4.0.2')).json()
      .token;
    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: await withCsrf(t, first),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been successfully logged out' });
    expect(out.cookies.find((c) => c.name === '_csrf')).toBeTruthy();
    for (const token of [first, second]) {
      expect(
        (
          await t.inject({
            method: 'GET',
            url: '/api/user',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('refuses a mutating call whose CSRF token belongs to another session', async () => {
    const { token } = (await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.5.0.1')).json();
    const anonymous = await t.csrf();
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: anonymous.cookie,
        'x-csrf-token': anonymous.token,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_INVALID');
  });

  it('never locks the owner out: after many failures from many addresses it asks for a captcha, and the right password with one signs in', async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 14; i++)
      guesses.push(
        (await login(t, 'layla@example.com', `guess-${i}`, `10.60.0.${i + 1}`)).statusCode,
      );
    expect(guesses).toEqual([...Array(10).fill(401), ...Array(4).fill(428)]);

    const withoutCaptcha = await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.61.0.1');
    expect(withoutCaptcha.statusCode).toBe(428);
    expect(withoutCaptcha.json()).toEqual({
      message:
        'Many sign-in attempts have failed here. Please complete the CAPTCHA verification and sign in again.',
      code: 'CAPTCHA_REQUIRED',
      field: 'captchaToken',
    });
    const inArabic = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...(await withCsrf(t)), 'accept-language': 'ar' },
      payload: { email: 'layla@example.com', password: 'moonlit-dunes-42' },
      remoteAddress: '10.61.0.2',
    });
    expect(inArabic.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message:
        'فشلت محاولات كثيرة لتسجيل الدخول هنا. يرجى إكمال التحقق من أنك لست روبوتًا ثم تسجيل الدخول مرة أخرى.',
    });

    const withCaptcha = (password: string, captchaToken: string, remoteAddress: string) =>
      withCsrf(t).then((headers) =>
        t.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: 'layla@example.com', password, captchaToken },
          remoteAddress,
        }),
      );
    expect(
      (await withCaptcha('moonlit-dunes-42', 'bm90IGEgc29sdXRpb24=', '10.61.0.3')).json(),
    ).toMatchObject({ code: 'CAPTCHA_FAILED' });
    // A solved captcha does not make a wrong password right, and is spent.
    const spent = await solveCaptcha(t);
    expect((await withCaptcha('still-guessing', spent, '10.61.0.4')).statusCode).toBe(401);
    expect((await withCaptcha('moonlit-dunes-42', spent, '10.61.0.4')).json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
    });

    const owner = await withCaptcha('moonlit-dunes-42', await solveCaptcha(t), '10.61.0.5');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('layla@example.com');
    // Signing in clears the account's failures: the next sign-in needs no captcha.
    expect((await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.61.0.6')).statusCode).toBe(
      200,
    );
  });

  it('slows one address guessing across many accounts with the captcha, then refuses it for the rest of the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await login(t, `someone-${i}@example.com`, 'a-guessed-password', '10.6.6.6')).statusCode,
      );
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(428), 429]);
    const throttled = await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.6.6.6');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );
    // Elsewhere the owner signs in as usual, and this address may again once the window passes.
    expect((await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.7.7.7')).statusCode).toBe(
      200,
    );
    clock.advance(16 * 60_000);
    expect((await login(t, 'layla@example.com', 'moonlit-dunes-42', '10.6.6.6')).statusCode).toBe(
      200,
    );
  });

  it('counts parallel guesses one by one: a burst cannot slip past the captcha together', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, 'burst@example.com', `guess-${i}`, `10.62.0.${i + 1}`),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 428)).toHaveLength(20);
  });

  it('never sends a password hash, nor any token but the caller’s own', () => {
    expect(bodies.length).toBeGreaterThan(30);
    const all = bodies.join('\n');
    expect(all).not.toContain('$argon2');
    expect(all).not.toMatch(/password_?hash/i);
    expect(all).not.toMatch(/token_?version/i);
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
