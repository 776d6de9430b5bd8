import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

describe('createSerialQueue', () => {
  it('runs tasks one at a time in the order given', async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const task = (name: string, wait?: Promise<void>) => async () => {
      events.push(`start ${name}`);
      await wait;
      events.push(`end ${name}`);
      return name;
    };
    const all = Promise.all([queue(task('a', gate)), queue(task('b')), queue(task('c'))]);
    // However long the first task takes, the others wait for it.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(events).toEqual(['start a']);
    release();
    expect(await all).toEqual(['a', 'b', 'c']);
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
