/**
 * Runs tasks one after another, in the order they were given. The WebAssembly synthesiser and
 * encoder are single instances that are not re-entrant, so every use of them goes through one.
 */
export type SerialQueue = <T>(task: () => T | Promise<T>) => Promise<T>;

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    // A failed task must not stop the ones queued after it.
    tail = run.catch(() => undefined);
    return run;
  };
}
