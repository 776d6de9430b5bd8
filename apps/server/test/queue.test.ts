import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, target, type TestApp } from './helper.ts';

describe(`the job queue (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('runs a job sent through the app queue exactly once', async () => {
    const queue = 'test-echo';
    await t.app.queue.createQueue(queue);
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void t.app.queue.work<{ n: number }>(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) seen.push(job.data.n);
        if (seen.length >= 3) resolve();
      });
    });
    for (const n of [1, 2, 3]) await t.app.queue.send(queue, { n });
    await done;
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});
