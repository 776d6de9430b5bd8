import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

describe(`system routes (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers liveness at /api/health', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database and the queue are reachable', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: true, queue: true } });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never answers a 5xx to any of these requests', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
