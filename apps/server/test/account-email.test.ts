import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import { insertUser } from '../src/accounts/users.repository.ts';
import { accountEmailsSettled, login, register, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, testClock, type TestApp } from './helper.ts';
import { linkIn, startSmtpServer } from './smtp.ts';

describe(`accounts: verification and password reset by email (${target})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = testClock();
  const lastMailTo = (address: string) =>
    [...smtp.messages].reverse().find((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a bilingual verification email, English first, in plain text and HTML', async () => {
    await register(t, { email: 'sara@example.com', name: 'Sara' });
    const mail = lastMailTo('sara@example.com');
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    const text = mail?.decoded ?? '';
    expect(text.indexOf('Hello Sara,')).toBeGreaterThan(-1);
    expect(text.indexOf('Hello Sara,')).toBeLessThan(text.indexOf('مرحبًا Sara،'));
    expect(linkIn(mail, 'verify-email').url).toMatch(/^http:\/\/qamar\.test\/verify-email\?token=/);
  });

  it('puts Arabic first, with an /ar link, for a parent who signed up in Arabic', async () => {
    await register(t, { email: 'huda@example.com', name: 'هدى' }, { 'accept-language': 'ar' });
    const mail = lastMailTo('huda@example.com');
    const text = mail?.decoded ?? '';
    expect(text.indexOf('مرحبًا هدى،')).toBeLessThan(text.indexOf('Hello هدى,'));
    expect(linkIn(mail, 'verify-email').url).toMatch(
      /^http:\/\/qamar\.test\/ar\/verify-email\?token=/,
    );
  });

  it('verifies the address with the link once; a second use is refused', async () => {
    const { token } = linkIn(lastMailTo('sara@example.com'), 'verify-email');
    const first = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: await withCsrf(t),
      payload: { token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Your email address is verified. Thank you!',
      user: { email: 'sara@example.com', emailVerified: true },
    });
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: await withCsrf(t),
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This verification link is invalid or has expired. Please request a new one.',
      code: 'TOKEN_INVALID',
    });
  });

  it('resends the verification email, then asks to wait, with the seconds to wait', async () => {
    const { token } = (await register(t, { email: 'nadia@example.com', name: 'Nadia' })).json();
    const headers = await withCsrf(t, token);
    clock.advance(61_000);
    const sent = await t.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers,
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'Please check your inbox and spam folder for the verification link.',
      retryAfter: 60,
    });
    const tooSoon = await t.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers,
      payload: {},
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      message: 'Please wait before requesting another email.',
      retryAfter: expect.any(Number),
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('expires a verification link after 24 hours', async () => {
    await register(t, { email: 'late@example.com', name: 'Late' });
    const { token } = linkIn(lastMailTo('late@example.com'), 'verify-email');
    clock.advance(24 * 3_600_000 + 1000);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: await withCsrf(t),
      payload: { token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('says "already verified" to a verified parent asking for another email', async () => {
    const { token } = (await login(t, 'sara@example.com', 'moonlit-dunes-42')).json();
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: await withCsrf(t, token),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your email address is already verified.');
  });

  it('answers forgot-password the same whether or not the address has an account, mailing only the owner', async () => {
    const before = smtp.messages.length;
    const known = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: await withCsrf(t),
      payload: { email: 'Sara@example.com' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: await withCsrf(t),
      payload: { email: 'ghost@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await accountEmailsSettled(t);
    expect(smtp.messages.length).toBe(before + 1);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: await withCsrf(t),
      payload: { email: 'ghost@example.com' },
    });
    expect(again.statusCode).toBe(429);
  });

  it('resets the password with the link once, revoking every earlier session', async () => {
    const { token: oldSession } = (await login(t, 'sara@example.com', 'moonlit-dunes-42')).json();
    const { token } = linkIn(lastMailTo('sara@example.com'), 'reset-password');
    const weak = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: await withCsrf(t),
      payload: { token, password: '12345678' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: await withCsrf(t),
      payload: { token, password: 'a-brand-new-crescent' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(
      'Your password has been changed. Please sign in with your new password.',
    );
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${oldSession}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(t, 'sara@example.com', 'moonlit-dunes-42')).statusCode).toBe(401);
    expect((await login(t, 'sara@example.com', 'a-brand-new-crescent')).statusCode).toBe(200);
    const reuse = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: await withCsrf(t),
      payload: { token, password: 'yet-another-crescent' },
    });
    expect(reuse.json()).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'TOKEN_INVALID',
    });
  });

  it('expires a reset link after one hour', async () => {
    clock.advance(61_000);
    await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: await withCsrf(t),
      payload: { email: 'sara@example.com' },
    });
    await accountEmailsSettled(t);
    const { token } = linkIn(lastMailTo('sara@example.com'), 'reset-password');
    clock.advance(3_600_000 + 1000);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: await withCsrf(t),
      payload: { token, password: 'too-late-for-this' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 503 when the mail server is down, and registration still succeeds without the email', async () => {
    await smtp.close();
    const registered = await register(t, { email: 'offline@example.com', name: 'Offline' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ emailSent: false });
    clock.advance(61_000);
    const resend = await t.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: await withCsrf(t, registered.json().token),
      payload: {},
    });
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({
      message: 'The email service is experiencing issues. Please try again later.',
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    t.serverErrors.length = 0;
  });

  it('never answered any other 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

const forgot = async (t: TestApp, email: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: await withCsrf(t),
    payload: { email },
  });

describe(`account emails sent from the queue (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox folder, as on the embedded default.
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('queues a reset request the same way for every address, with no link in the queue, and the job mails the owner', async () => {
    await register(t, { email: 'rania@example.com', name: 'Rania' });
    expect((await forgot(t, 'Rania@example.com')).statusCode).toBe(200);
    expect((await forgot(t, 'nobody-here@example.com')).statusCode).toBe(200);
    const jobs = await t.app.db.execute(
      sql`select data from pgboss.job where name = 'account-email' order by created_on`,
    );
    const data = (jobs as unknown as { rows: Array<{ data: unknown }> }).rows.map(
      (row) => row.data,
    );
    expect(data).toEqual([
      { kind: 'reset', email: 'rania@example.com' },
      { kind: 'reset', email: 'nobody-here@example.com' },
    ]);

    await accountEmailsSettled(t);
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    const resets = mails.filter((mail) => mail.includes('/reset-password?token='));
    expect(resets).toHaveLength(1);
    expect(resets[0]).toContain('To: rania@example.com');
    expect(mails.some((mail) => mail.includes('nobody-here@example.com'))).toBe(false);
  });
});

describe(`forgot-password while the mail server hangs (${target})`, () => {
  let t: TestApp;
  let smtp: net.Server;
  const connections = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never greets: a mail server that has stopped answering.
    smtp = net.createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as net.AddressInfo).port}` },
    });
    await insertUser(t.app.db, {
      email: 'kareem@example.com',
      name: 'Kareem',
      passwordHash: await hashPassword('moonlit-dunes-42'),
      language: 'en',
    });
  });
  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    smtp.close();
    await t.close();
  });

  it('answers at once for a registered address as for an unknown one: the email does not hold the answer back', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(t, email);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const known = await timed('kareem@example.com');
    const unknown = await timed('nobody@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.ms).toBeLessThan(2_000);
    expect(unknown.ms).toBeLessThan(2_000);
  });
});
