/**
 * Makes a new PGlite data folder and exits (run by `openDatabase` as a process of its own).
 * Creating the cluster grows PGlite's WebAssembly memory to several hundred MB, and WebAssembly
 * memory never shrinks: made in the server's own process, that peak would stay resident for the
 * process's whole life. Here it ends with this process, and the server opens the finished folder.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: create-pglite-folder.ts <folder>');
const pglite = await PGlite.create(folder, pgliteOptions);
await pglite.close();
