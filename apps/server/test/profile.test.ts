import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../src/db/schema.ts';
import { accountEmailsSettled, login, register, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, testClock, type TestApp } from './helper.ts';
import { linkIn, startSmtpServer } from './smtp.ts';

describe(`accounts: profile, email change, password change, deletion (${target})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let token: string;
  const clock = testClock();
  const call = async (
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload: object,
    as = token,
  ) => t.inject({ method, url, headers: await withCsrf(t, as), payload });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, now: clock.now });
    token = (await register(t, { email: 'mona@example.com', name: 'Mona' })).json().token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('updates the name and the language, trimming the name', async () => {
    const response = await call('PATCH', '/api/user/profile', {
      name: '  Mona Saleh ',
      language: 'ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Mona Saleh', email: 'mona@example.com' });
    expect((await call('PATCH', '/api/user/profile', { name: '' })).json().message).toBe(
      'This field is required',
    );
  });

  it('changes the email only once the new address is verified', async () => {
    const wrong = await call('POST', '/api/user/email', {
      email: 'mona.new@example.com',
      currentPassword: 'not-it',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Your current password is not correct.',
      code: 'WRONG_PASSWORD',
    });
    const asked = await call('POST', '/api/user/email', {
      email: 'Mona.New@example.com',
      currentPassword: 'moonlit-dunes-42',
    });
    expect(asked.statusCode).toBe(200);
    const me = await t.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().email).toBe('mona@example.com');
    await accountEmailsSettled(t);
    const mail = [...smtp.messages].reverse().find((m) => m.to.includes('mona.new@example.com'));
    // The parent chose Arabic above, so the Arabic text comes first.
    expect(mail?.decoded.indexOf('مرحبًا')).toBeLessThan(mail?.decoded.indexOf('Hello') ?? 0);
    const verified = await t.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: await withCsrf(t),
      payload: { token: linkIn(mail, 'verify-email').token },
    });
    expect(verified.json().user).toMatchObject({
      email: 'mona.new@example.com',
      emailVerified: true,
    });
  });

  it('answers an email change to an address another account uses as any other, and sends that address no link', async () => {
    await register(t, { email: 'taken@example.com', name: 'Taken' });
    const mailsToTaken = () =>
      smtp.messages.filter((m) => m.to.includes('taken@example.com')).length;
    const before = mailsToTaken();
    clock.advance(61_000);
    const taken = await call('POST', '/api/user/email', {
      email: 'taken@example.com',
      currentPassword: 'moonlit-dunes-42',
    });
    await accountEmailsSettled(t);
    expect(mailsToTaken()).toBe(before);
    // Asking to resend the link does not send it there either.
    clock.advance(61_000);
    expect((await call('POST', '/api/auth/resend-verification', {})).statusCode).toBe(200);
    await accountEmailsSettled(t);
    expect(mailsToTaken()).toBe(before);
    clock.advance(61_000);
    const free = await call('POST', '/api/user/email', {
      email: 'free-address@example.com',
      currentPassword: 'moonlit-dunes-42',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    await accountEmailsSettled(t);
    expect(smtp.messages.some((m) => m.to.includes('free-address@example.com'))).toBe(true);
    const me = await t.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().email).toBe('mona.new@example.com');
  });

  it('changes the password with the current one, ending other sessions but not this one', async () => {
    const other = (await login(t, 'mona.new@example.com', 'moonlit-dunes-42')).json().token;
    const changed = await call('POST', '/api/user/password', {
      currentPassword: 'moonlit-dunes-42',
      newPassword: 'stars-over-petra',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    for (const old of [token, other]) {
      expect(
        (
          await t.inject({
            method: 'GET',
            url: '/api/user',
            headers: { authorization: `Bearer ${old}` },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${fresh}` },
        })
      ).statusCode,
    ).toBe(200);
    token = fresh;
    expect(
      (
        await call('POST', '/api/user/password', {
          currentPassword: 'stars-over-petra',
          newPassword: 'short',
        })
      ).json().message,
    ).toBe('Password must be at least 8 characters');
  });

  it('deletes the account and everything it owns, after the password', async () => {
    const sent = await call('POST', '/api/feedback', { category: 'general', message: 'From Mona' });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(feedback).where(eq(feedback.id, sent.json().id));
    expect(row?.userId).toEqual(expect.any(Number));

    expect((await call('DELETE', '/api/user', { password: 'wrong-one' })).statusCode).toBe(400);
    const deleted = await call('DELETE', '/api/user', { password: 'stars-over-petra' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account and all its data have been deleted.');
    expect(
      await t.app.db.select().from(users).where(eq(users.email, 'mona.new@example.com')),
    ).toHaveLength(0);
    expect(
      await t.app.db.select().from(feedback).where(eq(feedback.id, sent.json().id)),
    ).toHaveLength(0);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('asks for a session on every profile call', async () => {
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: '/api/user/profile',
          headers: await withCsrf(t),
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
