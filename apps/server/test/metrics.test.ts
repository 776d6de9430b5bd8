import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parent, postCatalogueStory } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const token = 'metrics-token-for-tests-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One sample of the text format: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const given = Object.fromEntries(
      [...line.slice(name.length + 1, line.lastIndexOf('}')).matchAll(/(\w+)="([^"]*)"/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe(`metrics (${target})`, () => {
  let t: TestApp;
  let port: number;
  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    t.inject({ method: 'GET', url: '/metrics', headers });

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { METRICS_TOKEN: token, METRICS_PORT: String(port) } });
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  it('answers only callers with the token on the API’s port, in the app’s error format otherwise', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: token },
    ] as Array<Record<string, string>>) {
      const refused = await scrape(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
    const arabic = await scrape({ 'accept-language': 'ar' });
    expect(arabic.json().message).toBe('غير مصرّح');
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('qamar_process_resident_memory_bytes{role="all"}');
  });

  it('counts requests and their time by route pattern, never by raw path', async () => {
    for (let i = 0; i < 3; i++) await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/stories/123456/status' });
    await t.inject({ method: 'GET', url: '/api/no-such-thing-here' });
    const text = (await scrape()).body;
    expect(
      sample(text, 'qamar_http_requests_total', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      }),
    ).toBe(3);
    expect(
      sample(text, 'qamar_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
      }),
    ).toBe(3);
    expect(sample(text, 'qamar_http_requests_total', { route: '/api/stories/:id/status' })).toBe(1);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('no-such-thing');
  });

  it(
    'reports a story’s jobs by queue and outcome, and the engines’ latency',
    { timeout: 180_000 },
    async () => {
      const { token: parentToken } = await parent(t, 'metrics@example.com');
      const id = (await postCatalogueStory(t, parentToken)).json().id as number;
      await untilStoryComplete(t, id);
      const text = (await scrape()).body;
      expect(
        sample(text, 'qamar_job_duration_seconds_count', {
          queue: 'story-write',
          outcome: 'completed',
        }),
      ).toBe(1);
      expect(
        sample(text, 'qamar_job_duration_seconds_count', {
          queue: 'story-illustrate',
          outcome: 'completed',
        }),
      ).toBe(3);
      expect(
        sample(text, 'qamar_job_duration_seconds_count', {
          queue: 'story-narrate',
          outcome: 'completed',
        }),
      ).toBeGreaterThanOrEqual(6);
      expect(
        sample(text, 'qamar_engine_call_duration_seconds_count', {
          engine: 'embedded-writer',
          kind: 'writer',
          outcome: 'ok',
        }),
      ).toBe(1);
      expect(
        sample(text, 'qamar_engine_call_duration_seconds_count', {
          engine: 'embedded-narrator',
          kind: 'narrator',
          outcome: 'ok',
        }),
      ).toBeGreaterThanOrEqual(6);
    },
  );

  it('serves the same on a port of its own, where a worker’s metrics are read', async () => {
    const url = `http://127.0.0.1:${t.app.metricsAddress!.port}`;
    expect(t.app.metricsAddress!.port).toBe(port);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('qamar_job_duration_seconds_bucket');
    expect((await fetch(`${url}/api/health`)).status).toBe(404);
  });
});

describe(`queue depth in the metrics (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // An API process sends jobs and works none: they wait in the queue.
    t = await createTestApp({ role: 'api', env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  it('counts the jobs waiting in each queue', async () => {
    const { token: parentToken } = await parent(t, 'depth@example.com');
    for (let i = 0; i < 2; i++)
      expect((await postCatalogueStory(t, parentToken)).statusCode).toBe(201);
    const text = (
      await t.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
    expect(
      sample(text, 'qamar_queue_jobs', { queue: 'story-write', state: 'created', role: 'api' }),
    ).toBe(2);
    expect(
      sample(text, 'qamar_queue_jobs', { queue: 'story-write', state: 'active' }),
    ).toBeUndefined();
  });
});

describe(`without metrics settings (${target})`, () => {
  it('serves no metrics and counts nothing', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metrics.enabled).toBe(false);
      // The path is then one more page of the web app.
      const answer = await t.inject({ method: 'GET', url: '/metrics' });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).not.toContain('qamar_');
    } finally {
      await t.close();
    }
  });
});
