/**
 * A worker thread running the embedded narrator: eSpeak and the MP3 encoder are synchronous
 * WebAssembly, and on the main thread they would stall every request and every other step.
 */
import { parentPort } from 'node:worker_threads';
import type { NarrationLanguage } from '@qamar/engines';
// The narrator alone: a thread needs eSpeak and the encoder, not the writer, the illustrator or the cloud engines.
import { createEmbeddedNarrator } from '@qamar/engines/narrator';

export interface NarrateRequest {
  id: number;
  text: string;
  language: NarrationLanguage;
}

const narrator = createEmbeddedNarrator();

parentPort?.on('message', (request: NarrateRequest) => {
  narrator.narrate({ text: request.text, language: request.language }).then(
    (narration) => {
      // The audio's buffer moves to the main thread instead of being copied.
      const audio =
        narration.audio.buffer.byteLength === narration.audio.byteLength
          ? narration.audio
          : narration.audio.slice();
      parentPort?.postMessage({ id: request.id, narration: { ...narration, audio } }, [
        audio.buffer as ArrayBuffer,
      ]);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
