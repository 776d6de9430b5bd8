import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

describe('createSerialQueue', () => {
  it('runs tasks one at a time in the order given', async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      return name;
    };
    expect(await Promise.all([queue(task('a', 20)), queue(task('b', 1)), queue(task('c', 5))])).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('keeps going after a task fails', async () => {
    const queue = createSerialQueue();
    const failed = queue(() => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await queue(() => 'next')).toBe('next');
  });
});
