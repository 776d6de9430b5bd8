import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, adminRecoveryCodes, admins } from '../src/db/schema.ts';
import {
  adminPasswordStep,
  adminSignIn,
  authenticatorCode,
  authenticatorSecret,
  enrolAdmin,
  parent,
  rememberAuthenticator,
  withCsrf,
} from './accounts-helper.ts';
import { createTestApp, target, testClock, type TestApp } from './helper.ts';

const USER = 'warda';
const PASSWORD = 'night-garden-7';

const step = async (
  t: TestApp,
  url: string,
  payload: Record<string, unknown>,
  remoteAddress = '10.9.0.1',
  language = 'en',
) =>
  t.inject({
    method: 'POST',
    url,
    headers: { ...(await withCsrf(t)), 'accept-language': language },
    payload,
    remoteAddress,
  });
const stepToken = async (t: TestApp) =>
  (await adminPasswordStep(t, USER, PASSWORD)).json().stepToken as string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`the admins' second factor (${target})`, () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD },
      now: clock.now,
    });
  });
  afterAll(async () => t.close());

  it('gives nothing for the password alone: its step token opens no admin route and no parent route', async () => {
    const first = await adminPasswordStep(t, USER, PASSWORD);
    expect(first.json()).toEqual({ secondStep: 'enrol', stepToken: expect.any(String) });
    const { stepToken: token } = first.json();
    for (const url of [
      '/api/admin/current',
      '/api/admin/users',
      '/api/admin/audit-log',
      '/api/user',
    ]) {
      expect((await t.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, url).toBe(
        401,
      );
    }
    const grant = await t.inject({
      method: 'POST',
      url: '/api/admin/users/plan',
      headers: await withCsrf(t, token),
      payload: { email: 'x@example.com', plan: 'family' },
    });
    expect(grant.statusCode).toBe(401);
    // Nor does a made-up or a session token pass for a step token.
    expect(
      (await step(t, '/api/admin/login/enrolment', { stepToken: 'not-a-token' })).json(),
    ).toMatchObject({ code: 'STEP_EXPIRED', field: 'stepToken' });
  });

  it('enrols at the first sign-in: the same secret until confirmed, a wrong code refused, then ten recovery codes once', async () => {
    const token = await stepToken(t);
    const shown = await step(t, '/api/admin/login/enrolment', { stepToken: token });
    expect(shown.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = shown.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Qamar:${USER}?secret=${secret}&issuer=Qamar`);
    expect(qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    // Asked again (another tab, a reload): the same secret, so an app already scanned stays right.
    expect(
      (await step(t, '/api/admin/login/enrolment', { stepToken: await stepToken(t) })).json()
        .secret,
    ).toBe(secret);
    // Stored sealed, never as given.
    const [stored] = await t.handle.db.select().from(admins).where(eq(admins.username, USER));
    expect(stored!.totpPendingSecret).not.toContain(secret);
    expect(stored!.totpSecret).toBeNull();

    const wrong = await step(
      t,
      '/api/admin/login/enrolment/confirm',
      {
        stepToken: token,
        code: (Number(await authenticatorCode(t, secret)) ^ 1).toString().padStart(6, '0'),
      },
      '10.9.0.1',
      'ar',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CODE_INVALID',
      field: 'code',
      message:
        'هذا الرمز غير صحيح. تحقّق من الوقت في هاتفك ومن الرمز في تطبيق المصادقة، ثم حاول مرة أخرى.',
    });
    expect(
      (
        await step(t, '/api/admin/login/enrolment/confirm', { stepToken: token, code: '12a456' })
      ).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter the 6-digit code from your authenticator app.',
    });

    const code = await authenticatorCode(t, secret);
    const confirmed = await step(t, '/api/admin/login/enrolment/confirm', {
      stepToken: token,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const { token: session, recoveryCodes, admin } = confirmed.json();
    expect(admin).toMatchObject({ username: USER });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const value of recoveryCodes) expect(value).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/current', headers: bearer(session) }))
        .statusCode,
    ).toBe(200);

    // Enrolled: the secret is never shown again, the codes are stored only as hashes.
    expect(
      (await step(t, '/api/admin/login/enrolment', { stepToken: await stepToken(t) })).json(),
    ).toMatchObject({ code: 'ENROLMENT_DONE' });
    expect((await adminPasswordStep(t, USER, PASSWORD)).json().secondStep).toBe('code');
    const hashes = await t.handle.db.select().from(adminRecoveryCodes);
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0].replace('-', ''));
    const [enrolled] = await t.handle.db.select().from(admins).where(eq(admins.username, USER));
    expect(enrolled!.totpSecret).not.toContain(secret);
    expect(enrolled!.totpPendingSecret).toBeNull();
    recovery = recoveryCodes;
    rememberAuthenticator(t, USER, secret);
  });
  let recovery: string[] = [];

  it('refuses a code used once already, even for a new password step; the next period’s code works', async () => {
    clock.advance(60_000);
    const secret = authenticatorSecret(t, USER);
    const code = await authenticatorCode(t, secret);
    const first = await step(t, '/api/admin/login/code', { stepToken: await stepToken(t), code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token: expect.any(String), recoveryCodesLeft: 10 });
    const again = await step(t, '/api/admin/login/code', { stepToken: await stepToken(t), code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'CODE_REPLAYED',
      message: 'That code has already been used. Wait for the next code in your authenticator app.',
    });
    // Both at the same moment: exactly one gets in.
    clock.advance(30_000);
    const racing = await authenticatorCode(t, secret);
    const [a, b] = await Promise.all([
      step(t, '/api/admin/login/code', { stepToken: await stepToken(t), code: racing }),
      step(t, '/api/admin/login/code', { stepToken: await stepToken(t), code: racing }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    // A code from before the last one used is refused too.
    expect(
      (
        await step(t, '/api/admin/login/code', {
          stepToken: await stepToken(t),
          code: await authenticatorCode(t, secret, -1),
        })
      ).json().code,
    ).toBe('CODE_REPLAYED');
    expect(
      (
        await step(t, '/api/admin/login/code', {
          stepToken: await stepToken(t),
          code: await authenticatorCode(t, secret, 1),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const used = recovery[0]!;
    const signedIn = await step(t, '/api/admin/login/code', {
      stepToken: await stepToken(t),
      recoveryCode: used.toLowerCase().replace('-', ' '),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().recoveryCodesLeft).toBe(9);
    const again = await step(t, '/api/admin/login/code', {
      stepToken: await stepToken(t),
      recoveryCode: used,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID', field: 'recoveryCode' });
    // Two at once with the same code: one session.
    const [a, b] = await Promise.all([
      step(t, '/api/admin/login/code', {
        stepToken: await stepToken(t),
        recoveryCode: recovery[1],
      }),
      step(t, '/api/admin/login/code', {
        stepToken: await stepToken(t),
        recoveryCode: recovery[1],
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    // Neither nor both: the form asks for one.
    expect(
      (await step(t, '/api/admin/login/code', { stepToken: await stepToken(t) })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a code from your authenticator app or one of your recovery codes.',
    });
  });

  it('throttles wrong codes like passwords: past ten in 15 minutes even the right one waits, then it works', async () => {
    clock.advance(15 * 60_000);
    const secret = authenticatorSecret(t, USER);
    const token = await stepToken(t);
    const right = await authenticatorCode(t, secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await step(t, '/api/admin/login/code', { stepToken: token, code: wrong }, `10.9.1.${i}`))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const held = await step(
      t,
      '/api/admin/login/code',
      { stepToken: token, code: right },
      '10.9.2.1',
      'ar',
    );
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^رموز خاطئة كثيرة\. يرجى الانتظار \d+ ثانية/);
    clock.advance(15 * 60_000 + 1000);
    const later = await step(
      t,
      '/api/admin/login/code',
      { stepToken: await stepToken(t), code: await authenticatorCode(t, secret) },
      '10.9.2.2',
    );
    expect(later.statusCode).toBe(200);
  });

  it('lets the step token live ten minutes; a sign-out ends the sessions', async () => {
    clock.advance(60_000);
    const token = await stepToken(t);
    clock.advance(10 * 60_000 + 1000);
    const late = await step(t, '/api/admin/login/code', {
      stepToken: token,
      code: await authenticatorCode(t, authenticatorSecret(t, USER)),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'STEP_EXPIRED',
      message: 'Your sign-in took too long. Please enter your password again.',
    });

    const session = await adminSignIn(t, USER, PASSWORD);
    const other = await step(t, '/api/admin/login/code', {
      stepToken: await stepToken(t),
      code: await authenticatorCode(t, authenticatorSecret(t, USER), 1),
    });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/admin/logout',
          headers: await withCsrf(t, session),
        })
      ).statusCode,
    ).toBe(200);
    for (const token of [session, other.json().token as string]) {
      expect(
        (await t.inject({ method: 'GET', url: '/api/admin/current', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    }
  });

  it('writes every sign-in and sign-out to the audit log, with the method and the address', async () => {
    const rows = await t.handle.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    const signIns = rows.filter((row) => row.action === 'admin.sign-in');
    expect(signIns[0]).toMatchObject({
      targetType: 'admin',
      detail: { method: 'enrolment' },
      ip: '10.9.0.1',
    });
    expect(signIns.map((row) => (row.detail as { method: string }).method)).toEqual(
      expect.arrayContaining(['authenticator', 'recovery-code']),
    );
    expect(rows.filter((row) => row.action === 'admin.sign-out')).toHaveLength(1);
  });

  it('keeps an admin session for 8 hours and not a second longer', async () => {
    clock.advance(60_000);
    const session = await adminSignIn(t, USER, PASSWORD);
    const current = () =>
      t.inject({ method: 'GET', url: '/api/admin/current', headers: bearer(session) });
    clock.advance(8 * 3_600_000 - 60_000);
    expect((await current()).statusCode).toBe(200);
    clock.advance(61_000);
    const late = await current();
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps a parent’s token out of the second step', async () => {
    const { token } = await parent(t, 'second-step-parent@example.com');
    expect(
      (await step(t, '/api/admin/login/code', { stepToken: token, code: '123456' })).json().code,
    ).toBe('STEP_EXPIRED');
  });

  it('answered no request with a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

describe(`two admins enrolling (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(async () => t.close());

  it('confirms one enrolment when two tabs confirm the same secret at once', async () => {
    const [first, second] = [await stepToken(t), await stepToken(t)];
    const { secret } = (await step(t, '/api/admin/login/enrolment', { stepToken: first })).json();
    const code = await authenticatorCode(t, secret);
    const answers = await Promise.all([
      step(t, '/api/admin/login/enrolment/confirm', { stepToken: first, code }),
      step(t, '/api/admin/login/enrolment/confirm', { stepToken: second, code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.handle.db.select().from(adminRecoveryCodes)).toHaveLength(10);
    // A helper's enrolment afterwards is refused: the admin already has an app.
    await expect(enrolAdmin(t, USER, PASSWORD)).rejects.toThrow(/not a first sign-in/);
  });
});
