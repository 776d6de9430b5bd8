/** Writes a narration's audio to a file, for a person to listen to (previews, debugging). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Narration } from '../types.ts';

export async function saveNarration(narration: Narration, filePath: string): Promise<void> {
  await mkdir(dirname(filePath), { recursive: true });
  await writeFile(filePath, narration.audio);
}
