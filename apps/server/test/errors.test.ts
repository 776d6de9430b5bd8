import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

describe(`error handling (${target})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/explode', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
    const { token, cookie } = await t.csrf();
    headers = { cookie, 'x-csrf-token': token };
  });
  afterAll(async () => t.close());

  it('answers a malformed JSON body with 400 and a readable message', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"message": "unfinished',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request could not be read. Please try again.',
      code: 'INVALID_JSON',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...headers, 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'This kind of request is not supported.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with a JSON 404 in the caller language', async () => {
    const en = await t.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const ar = await t.inject({
      method: 'DELETE',
      url: '/api/no-such-thing',
      headers: { ...headers, 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'غير موجود', code: 'NOT_FOUND' });
  });

  it('hides what went wrong in a 5xx and gives a request id instead', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.body).not.toContain('hunter2');
    t.serverErrors.length = 0;
  });

  it('never answered a 5xx to anything else', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
