/** `npm run bench`: every benchmark, printing its figures. */
import { benchStartup } from './startup.ts';

await benchStartup();
