import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Narration, Narrator } from '@qamar/engines';
import type { NarrateRequest } from './narrator-thread.ts';

interface Thread {
  worker: Worker;
  busy: number;
}

interface Pending {
  thread: Thread;
  resolve: (narration: Narration) => void;
  reject: (error: Error) => void;
}

export interface ThreadedNarrator extends Narrator {
  /** Threads running now (started on demand, stopped when idle). */
  threadCount: () => number;
  close: () => Promise<void>;
}

/** How long the threads outlive their last narration: a queue of stories keeps them, an idle process lets them go. */
const IDLE_STOP_MS = 60_000;

/**
 * The embedded narrator on a pool of worker threads (one per core, at most four): narrations of a
 * story run side by side, and the main thread stays free for requests, pictures and the
 * database. Each thread holds its own synthesiser and voice data (about 80 MB), so threads start
 * with the first narration that needs one and all stop once none has had work for `idleMs`; a
 * thread starts in a fraction of the time a story takes. `close()` stops them at once.
 */
export function createThreadedNarrator(
  size = Math.max(1, Math.min(4, os.availableParallelism())),
  idleMs = IDLE_STOP_MS,
): ThreadedNarrator {
  const threads: Thread[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const stopAll = () =>
    Promise.all(threads.splice(0).map((thread) => thread.worker.terminate())).then(() => undefined);
  const settled = () => {
    if (pending.size > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) void stopAll();
    }, idleMs);
    idleTimer.unref();
  };

  const start = (): Thread => {
    const worker = new Worker(new URL('./narrator-thread.ts', import.meta.url));
    worker.unref();
    const thread = { worker, busy: 0 };
    worker.on('message', (message: { id: number; narration?: Narration; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      thread.busy -= 1;
      settled();
      if (message.narration)
        waiting.resolve({ ...message.narration, audio: new Uint8Array(message.narration.audio) });
      else waiting.reject(new Error(message.error ?? 'narration failed'));
    });
    worker.on('error', (error) => {
      // A crashed thread fails what it held and is replaced on next use.
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const [id, waiting] of pending) {
        if (waiting.thread !== thread) continue;
        pending.delete(id);
        waiting.reject(error);
      }
      settled();
    });
    threads.push(thread);
    return thread;
  };

  const leastBusy = (): Thread => {
    const idle = threads.find((thread) => thread.busy === 0);
    if (idle) return idle;
    if (threads.length < size) return start();
    return threads.reduce((best, thread) => (thread.busy < best.busy ? thread : best));
  };

  const send = (thread: Thread, text: string, language: NarrateRequest['language']) => {
    const id = nextId++;
    thread.busy += 1;
    return new Promise<Narration>((resolve, reject) => {
      pending.set(id, { thread, resolve, reject });
      thread.worker.postMessage({ id, text, language } satisfies NarrateRequest);
    });
  };

  return {
    name: 'embedded-narrator',
    narrate(input, signal) {
      signal?.throwIfAborted();
      return send(leastBusy(), input.text, input.language);
    },
    threadCount: () => threads.length,
    async close() {
      clearTimeout(idleTimer);
      await stopAll();
    },
  };
}
