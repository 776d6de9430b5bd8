import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogEntry } from './request-log.ts';

const entry = (n: number): RequestLogEntry => ({
  method: 'GET',
  route: '/api/stories/:id',
  status: 200,
  durationMs: n,
  principalKind: 'anonymous',
  principalId: null,
  createdAt: new Date(0),
});

function collecting(
  options: { batchSize: number; flushMs: number; maxBuffered: number },
  fail = () => false,
) {
  const batches: number[][] = [];
  const errors: string[] = [];
  let inFlight = 0;
  let overlapped = false;
  const log = new RequestLog(
    async (rows) => {
      inFlight += 1;
      overlapped ||= inFlight > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (fail()) throw new Error('database away');
      batches.push(rows.map((row) => row.durationMs));
    },
    (error) => errors.push((error as Error).message),
    options,
  );
  return { log, batches, errors, overlapped: () => overlapped };
}

describe('the request log buffer', () => {
  it('writes a full batch at once and the rest after the wait, one write at a time, in order', async () => {
    const { log, batches, overlapped } = collecting({
      batchSize: 3,
      flushMs: 30,
      maxBuffered: 100,
    });
    for (let i = 1; i <= 7; i++) log.record(entry(i));
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(overlapped()).toBe(false);
  });

  it('keeps going after a failed write', async () => {
    let failing = true;
    const { log, batches, errors } = collecting(
      { batchSize: 2, flushMs: 1000, maxBuffered: 100 },
      () => failing,
    );
    log.record(entry(1));
    log.record(entry(2));
    await log.flush();
    expect(errors).toEqual(['database away']);
    failing = false;
    log.record(entry(3));
    log.record(entry(4));
    await log.flush();
    expect(batches).toEqual([[3, 4]]);
  });

  it('drops rows past its limit, counting the ones still being written, rather than grow', async () => {
    const { log, batches, errors } = collecting({ batchSize: 2, flushMs: 1000, maxBuffered: 4 });
    for (let i = 1; i <= 9; i++) log.record(entry(i));
    await log.flush();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(log.dropped).toBe(5);
    expect(errors.filter((message) => message.includes('buffer is full'))).toHaveLength(1);
    // Once written, there is room again.
    log.record(entry(10));
    await log.flush();
    expect(batches.at(-1)).toEqual([10]);
  });

  it('writes what waits when asked to flush (the server closing)', async () => {
    const { log, batches } = collecting({ batchSize: 500, flushMs: 60_000, maxBuffered: 1000 });
    log.record(entry(1));
    log.record(entry(2));
    await log.flush();
    expect(batches).toEqual([[1, 2]]);
    await log.flush();
    expect(batches).toEqual([[1, 2]]);
  });
});
