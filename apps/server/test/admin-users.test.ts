import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, stories, users } from '../src/db/schema.ts';
import { adminToken, login, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

describe(`the admins' Users screen and audit log (${target})`, () => {
  let t: TestApp;
  let admin: string;
  let author: { token: string; id: number };
  let storyId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    author = await parent(t, 'maryam.author@example.com', {
      plan: 'family',
      displayName: 'Umm Sami',
    });
    await t.handle.db
      .update(users)
      .set({ name: 'Maryam Al-Khatib' })
      .where(eq(users.id, author.id));
    for (const email of ['noor_1@example.com', 'noora@example.com', 'yusuf@example.org'])
      await parent(t, email);
    storyId = (await postCatalogueStory(t, author.token)).json().id;
    await untilStoryComplete(t, storyId);
  }, 180_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const get = (url: string, token = admin, language = 'en') =>
    t.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const send = async (
    method: 'POST' | 'DELETE',
    url: string,
    token = admin,
    payload?: object,
    language = 'en',
  ) =>
    t.inject({
      method,
      url,
      headers: { ...(await withCsrf(t, token)), 'accept-language': language },
      payload,
      remoteAddress: '10.7.7.7',
    });
  const auditRows = () => t.handle.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);

  it('searches parents by part of an email or a name, any case, with % and _ as plain letters', async () => {
    const all = (await get('/api/admin/users')).json();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    // Newest first.
    expect(all.users.map((user: { email: string }) => user.email)).toEqual([
      'yusuf@example.org',
      'noora@example.com',
      'noor_1@example.com',
      'maryam.author@example.com',
    ]);
    const byName = (await get('/api/admin/users?q=al-KHATIB')).json();
    expect(byName.users).toEqual([
      {
        id: author.id,
        email: 'maryam.author@example.com',
        name: 'Maryam Al-Khatib',
        plan: 'family',
        emailVerified: true,
        disabled: false,
        createdAt: expect.any(String),
        storiesThisWeek: 1,
        storiesTotal: 1,
      },
    ]);
    // As wildcards, `y%o` would find yusuf@example.org and `noor_` noora@example.com.
    expect((await get('/api/admin/users?q=y%25o')).json().total).toBe(0);
    expect(
      (await get('/api/admin/users?q=noor_'))
        .json()
        .users.map((user: { email: string }) => user.email),
    ).toEqual(['noor_1@example.com']);
    expect((await get('/api/admin/users?q=example.org')).json().total).toBe(1);
    expect((await get('/api/admin/users?q=nobody-at-all')).json()).toEqual({
      users: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await get(`/api/admin/users?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/admin/users?page=2')).json().users).toEqual([]);
  });

  it('shows one parent with their usage and newest stories; an unknown id is not found', async () => {
    const detail = (await get(`/api/admin/users/${author.id}`)).json();
    expect(detail.user).toMatchObject({
      email: 'maryam.author@example.com',
      displayName: 'Umm Sami',
      disabledAt: null,
      plan: 'family',
    });
    expect(detail.usage).toEqual({
      storiesThisWeek: 1,
      storiesPerWeek: 15,
      storiesTotal: 1,
      characters: 0,
      locations: 0,
    });
    expect(detail.recentStories).toEqual([
      {
        id: storyId,
        titleEn: expect.any(String),
        titleAr: expect.any(String),
        status: 'complete',
        createdAt: expect.any(String),
        published: false,
        featured: false,
        moderation: 'visible',
      },
    ]);
    expect((await get('/api/admin/users/999999')).statusCode).toBe(404);
    expect(JSON.stringify(detail)).not.toMatch(/password|token/i);
  });

  it('grants a plan and writes who, what, to whom and from where to the audit log', async () => {
    const granted = await send('POST', '/api/admin/users/plan', admin, {
      email: 'yusuf@example.org',
      plan: 'heritage',
    });
    expect(granted.json()).toMatchObject({
      user: { email: 'yusuf@example.org', subscription: 'Heritage' },
    });
    const yusuf = (await get('/api/admin/users?q=yusuf')).json().users[0];
    expect(yusuf.plan).toBe('heritage');
    const row = (await auditRows()).at(-1)!;
    expect(row).toMatchObject({
      action: 'user.plan-grant',
      targetType: 'user',
      targetId: String(yusuf.id),
      detail: { plan: 'heritage', previousPlan: 'free' },
      ip: '10.7.7.7',
    });
    expect(
      (
        await send('POST', '/api/admin/users/plan', admin, {
          email: 'nobody@example.org',
          plan: 'family',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('disables an account: no sign-in (said in the parent’s language), every session ended, their public stories gone until re-enabled', async () => {
    // Published and approved through the moderation queue (which the audit log records too).
    expect(
      (
        await send('POST', `/api/stories/${storyId}/publish`, author.token, {
          displayName: 'Umm Sami',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send('POST', `/api/admin/moderation/stories/${storyId}`, admin, {
          action: 'approve',
          reason: '',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send('POST', `/api/admin/stories/${storyId}/feature`)).statusCode).toBe(200);
    const anonymousRead = () => t.inject({ method: 'GET', url: `/api/stories/${storyId}` });
    const inLibrary = async () =>
      (await t.inject({ method: 'GET', url: '/api/stories/public' }))
        .json()
        .stories.some((story: { id: number }) => story.id === storyId);
    const publicRead = await anonymousRead();
    expect(publicRead.statusCode).toBe(200);
    const picture = (publicRead.json() as { pages: Array<{ imageUrl: string | null }> }).pages.find(
      (page) => page.imageUrl,
    )!.imageUrl!;
    expect((await t.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    expect(await inLibrary()).toBe(true);
    const oldToken = (await login(t, 'maryam.author@example.com', 'moonlit-dunes-42')).json()
      .token as string;

    const disabled = await send('POST', `/api/admin/users/${author.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().user).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    for (const token of [author.token, oldToken])
      expect((await get('/api/user', token)).statusCode).toBe(401);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...(await withCsrf(t)), 'accept-language': 'ar' },
      payload: { email: 'maryam.author@example.com', password: 'moonlit-dunes-42' },
      remoteAddress: '10.7.1.1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'تم تعطيل هذا الحساب. إن كنت ترى أن في ذلك خطأ، يرجى مراسلتنا.',
    });
    // A wrong password still hears only that it is wrong: whether an account is disabled is no guesser's business.
    expect((await login(t, 'maryam.author@example.com', 'wrong-password-1')).statusCode).toBe(401);
    expect((await anonymousRead()).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    expect(await inLibrary()).toBe(false);
    expect(
      (await t.inject({ method: 'GET', url: '/api/landing-data' })).json().featuredStories,
    ).toEqual([]);
    // Disabling again changes nothing and writes no second line.
    expect((await send('POST', `/api/admin/users/${author.id}/disable`)).json().user.disabled).toBe(
      true,
    );
    expect((await auditRows()).filter((row) => row.action === 'user.disable')).toHaveLength(1);

    const enabled = await send('POST', `/api/admin/users/${author.id}/enable`);
    expect(enabled.json().user).toMatchObject({ disabled: false, disabledAt: null });
    expect(
      (await login(t, 'maryam.author@example.com', 'moonlit-dunes-42', '10.7.1.2')).statusCode,
    ).toBe(200);
    expect((await anonymousRead()).statusCode).toBe(200);
    expect(await inLibrary()).toBe(true);
    expect((await get('/api/admin/users/999999/disable')).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/users/999999/disable')).statusCode).toBe(404);

    const actions = (await auditRows()).map((row) => [row.action, row.targetId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['story.approve', String(storyId)],
        ['story.feature', String(storyId)],
        ['user.disable', String(author.id)],
        ['user.enable', String(author.id)],
      ]),
    );
  });

  it('deletes an account with everything it owns, through the account deletion parents use', async () => {
    const victim = await parent(t, 'leaving@example.com');
    await postCatalogueStory(t, victim.token);
    const deleted = await send('DELETE', `/api/admin/users/${victim.id}`, admin, undefined, 'ar');
    expect(deleted.json()).toEqual({ message: 'تم حذف الحساب وجميع بياناته.' });
    expect((await get(`/api/admin/users/${victim.id}`)).statusCode).toBe(404);
    expect(
      (
        await t.handle.db
          .select({ id: stories.id })
          .from(stories)
          .where(eq(stories.userId, victim.id))
      ).length,
    ).toBe(0);
    expect((await login(t, 'leaving@example.com', 'moonlit-dunes-42', '10.7.1.3')).statusCode).toBe(
      401,
    );
    expect((await send('DELETE', `/api/admin/users/${victim.id}`)).statusCode).toBe(404);
    // The log keeps the id, no address of an account that is gone.
    const row = (await auditRows()).find((line) => line.action === 'user.delete')!;
    expect(row).toMatchObject({ targetId: String(victim.id), detail: {} });
  });

  it('lists the audit log newest first, by admin, action and days, a page at a time', async () => {
    const log = (await get('/api/admin/audit-log')).json();
    expect(log.total).toBeGreaterThanOrEqual(7);
    const times = log.entries.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(log.entries[0]).toMatchObject({
      action: 'user.delete',
      admin: { username: 'warda' },
      targetType: 'user',
      targetLabel: null,
      ip: '10.7.7.7',
    });
    expect(log.admins).toEqual([{ id: expect.any(Number), username: 'warda' }]);
    expect(log.actions).toEqual(
      expect.arrayContaining(['admin.sign-in', 'user.plan-grant', 'user.disable', 'story.feature']),
    );

    const disables = (await get('/api/admin/audit-log?action=user.disable')).json();
    expect(disables.entries).toHaveLength(1);
    // A parent's email while the account exists.
    expect(disables.entries[0]).toMatchObject({
      targetId: String(author.id),
      targetLabel: 'maryam.author@example.com',
    });
    expect((await get(`/api/admin/audit-log?adminId=${log.admins[0].id}`)).json().total).toBe(
      log.total,
    );
    expect((await get('/api/admin/audit-log?adminId=999999')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/audit-log?from=${today}&to=${today}`)).json().total).toBe(
      log.total,
    );
    expect((await get('/api/admin/audit-log?to=2020-01-01')).json().total).toBe(0);
    const backwards = await get('/api/admin/audit-log?from=2026-05-02&to=2026-05-01', admin, 'ar');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('يجب أن يسبق اليومُ الأول اليومَ الأخير.');
    expect((await get('/api/admin/audit-log?from=2026-02-31')).statusCode).toBe(400);
    expect((await get("/api/admin/audit-log?action=x'%20or%201=1")).statusCode).toBe(400);
    const page2 = (await get('/api/admin/audit-log?page=2')).json();
    expect(page2.entries.length).toBe(Math.max(0, Math.min(20, log.total - 20)));
  });

  it('keeps the log append-only: the database refuses to change or delete a line', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.handle.db.execute(statement);
        return 'done';
      } catch (error) {
        return String((error as Error).cause ?? error);
      }
    };
    expect(await refusal(sql`update admin_audit_log set action = 'nothing'`)).toMatch(
      /rows of admin_audit_log are never changed or deleted/,
    );
    expect(await refusal(sql`delete from admin_audit_log`)).toMatch(/never changed or deleted/);
    expect(await refusal(sql`truncate admin_audit_log`)).toMatch(/never changed or deleted/);
    expect((await auditRows()).length).toBeGreaterThan(0);
  });

  it('refuses parents and anonymous callers on every admin call', async () => {
    const parentToken = (await parent(t, 'curious@example.com')).token;
    for (const url of [
      '/api/admin/users',
      `/api/admin/users/${author.id}`,
      '/api/admin/audit-log',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, parentToken)).statusCode, url).toBe(401);
    }
    expect(
      (await send('POST', `/api/admin/users/${author.id}/disable`, parentToken)).statusCode,
    ).toBe(401);
    expect((await send('DELETE', `/api/admin/users/${author.id}`, parentToken)).statusCode).toBe(
      401,
    );
    expect((await get(`/api/admin/users/${author.id}`)).json().user.disabled).toBe(false);
  });
});
