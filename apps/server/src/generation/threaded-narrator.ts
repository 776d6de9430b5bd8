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
  /** Starts every thread and loads its synthesiser, so the first story does not wait for it. */
  warm: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The embedded narrator on a pool of worker threads (one per core, at most four): narrations of a
 * story run side by side, and the main thread stays free for requests, pictures and the
 * database. Threads start on first use (or `warm()`) and stop with `close()`.
 */
export function createThreadedNarrator(size = Math.max(1, Math.min(4, os.availableParallelism()))): ThreadedNarrator {
  const threads: Thread[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const start = (): Thread => {
    const worker = new Worker(new URL('./narrator-thread.ts', import.meta.url));
    worker.unref();
    const thread = { worker, busy: 0 };
    worker.on('message', (message: { id: number; narration?: Narration; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      thread.busy -= 1;
      if (message.narration) waiting.resolve({ ...message.narration, audio: new Uint8Array(message.narration.audio) });
      else waiting.reject(new Error(message.error ?? 'narration failed'));
    });
    worker.on('error', (error) => {
      // A crashed thread fails what it held and is replaced on next use.
      threads.splice(threads.indexOf(thread), 1);
      for (const [id, waiting] of pending) {
        if (waiting.thread !== thread) continue;
        pending.delete(id);
        waiting.reject(error);
      }
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
    async warm() {
      while (threads.length < size) start();
      await Promise.all(threads.map((thread) => send(thread, 'Goodnight.', 'en')));
    },
    async close() {
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}
