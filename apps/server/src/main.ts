/**
 * Process entry (`npm start`, `start:api`, `start:worker`): how modules load is settled first, then
 * the server is loaded and started in the role named by the first argument.
 */
import { loadDrizzleFromCommonJs } from './module-loading.ts';

loadDrizzleFromCommonJs();
await import('./server-process.ts');
