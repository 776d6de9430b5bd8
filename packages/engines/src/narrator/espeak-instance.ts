// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; every program compiling this file (bench, server) needs the declaration
/// <reference path="./espeak-ng-emscripten.d.ts" />
/**
 * The one eSpeak NG instance of the process, loaded on first use (about 0.1 s and 24 MB of voice
 * data) and kept. eSpeak keeps global state (voice, parameters, output callback), so every use is
 * serialised through one queue.
 */
import type { EspeakWorker } from '@echogarden/espeak-ng-emscripten';
// Not the package's barrel: the narrator's threads need this one function, not its schemas.
import { createSerialQueue } from '@qamar/shared/serial-queue';
import { softVariantFile, softVariantName, variantsFolder } from './soft-voice-variant.ts';

let worker: Promise<EspeakWorker> | undefined;
const queue = createSerialQueue();

async function loadWorker(): Promise<EspeakWorker> {
  const { default: initialise } = await import('@echogarden/espeak-ng-emscripten');
  const module = await initialise();
  // The voice data lives in the module's in-memory file system, where eSpeak reads a variant's
  // file each time a voice naming it is set: ours can be added beside eSpeak's own. (eSpeak
  // ignores a variant it cannot find and reads with the plain voice, without any error.)
  module.FS.writeFile(`${variantsFolder}/${softVariantName}`, softVariantFile);
  return new module.eSpeakNGWorker();
}

/** Runs `use` with exclusive access to the synthesiser. */
export function withEspeak<T>(use: (espeak: EspeakWorker) => T | Promise<T>): Promise<T> {
  return queue(async () => {
    worker ??= loadWorker().catch((error: unknown) => {
      // Let a later call try again rather than caching the failure forever.
      worker = undefined;
      throw error;
    });
    return use(await worker);
  });
}
