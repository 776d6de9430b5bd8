import { count as countRows, eq } from 'drizzle-orm';
import { feedback } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

describe(`POST /api/feedback (${target})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;

  const count = async () => {
    const [row] = await t.app.db.select({ n: countRows() }).from(feedback);
    return row?.n ?? 0;
  };
  // Each call comes from its own address unless a test says otherwise, so the rate limit only bites where tested.
  let address = 0;
  const post = (
    payload: unknown,
    extra: Record<string, string> = {},
    remoteAddress = `10.0.0.${++address}`,
  ) =>
    t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...headers, ...extra },
      payload: payload as object,
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const { token, cookie } = await t.csrf();
    headers = { cookie, 'x-csrf-token': token };
  });
  afterAll(async () => t.close());

  it('stores feedback from an anonymous visitor, trimmed, and thanks them', async () => {
    const response = await post({
      category: 'bug',
      message: '  The moon button overlaps on my phone.  ',
      pageUrl: '/help',
      _csrf: 'ignored',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), message: 'Thank you for your feedback!' });
    const [row] = await t.app.db
      .select({
        category: feedback.category,
        message: feedback.message,
        pageUrl: feedback.pageUrl,
        language: feedback.language,
        userId: feedback.userId,
      })
      .from(feedback)
      .where(eq(feedback.id, body.id));
    expect(row).toEqual({
      category: 'bug',
      message: 'The moon button overlaps on my phone.',
      pageUrl: '/help',
      language: 'en',
      userId: null,
    });
  });

  it('thanks an Arabic page in Arabic and records the language', async () => {
    const response = await post(
      { category: 'feature', message: 'نريد قصصًا عن رمضان', pageUrl: '/ar' },
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('شكرًا على ملاحظاتك!');
  });

  it('defaults the category to general', async () => {
    const response = await post({ message: 'Just saying hello' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['an empty message', { category: 'general', message: '' }, 'Please enter your feedback'],
    [
      'a message of spaces',
      { category: 'general', message: '   \n ' },
      'Please enter your feedback',
    ],
    ['no message at all', { category: 'general' }, 'Please enter your feedback'],
    [
      'a message over 5000 characters',
      { category: 'general', message: 'a'.repeat(5001) },
      'Must be less than 5000 characters',
    ],
    [
      'an unknown category',
      { category: 'praise', message: 'Hi' },
      'Some of the information sent is not valid. Please check it and try again.',
    ],
    [
      'a message that is not text',
      { category: 'general', message: 42 },
      'Please enter your feedback',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, payload, message) => {
    const before = await count();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    expect(await count()).toBe(before);
  });

  it('accepts exactly 5000 characters after trimming', async () => {
    const response = await post({ category: 'general', message: ` ${'b'.repeat(5000)} ` });
    expect(response.statusCode).toBe(201);
  });

  it('explains a refusal in Arabic to an Arabic page', async () => {
    const response = await post(
      { category: 'general', message: ' ' },
      { 'accept-language': 'ar-SA,ar;q=0.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('يرجى كتابة ملاحظاتك');
  });

  it('limits how often one visitor can send feedback, counting refused attempts too', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post({ category: 'general', message: i % 2 ? 'Idea' : '' }, {}, '10.9.9.9'))
          .statusCode,
      );
    expect(statuses).toEqual([400, 201, 400, 201, 400]);
    const response = await post({ category: 'general', message: 'One more thing' }, {}, '10.9.9.9');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toMatch(
      /^Too many requests\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
