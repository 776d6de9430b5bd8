/**
 * Runs tasks one after another, in the order they were given: for a resource that is not
 * re-entrant (the narrator's WebAssembly synthesiser and encoder, the web app's global interface
 * language while the server renders a page).
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
