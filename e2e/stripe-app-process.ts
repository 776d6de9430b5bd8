/**
 * The billing spec's second app, as a process of its own: the server started as `npm start` starts
 * it, but on a clock the test worker moves. The worker sends `{ offsetMs }` (how far ahead of real
 * time the app's clock runs, the same as its local Stripe's) and the app runs at once what its
 * minute's `billing-sweep` would then do, and answers `{ swept: true }`.
 */
import { loadDrizzleFromCommonJs } from '../apps/server/src/module-loading.ts';

loadDrizzleFromCommonJs();
const { loadConfig } = await import('../apps/server/src/config/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { sweepSubscriptions } = await import('../apps/server/src/features/billing/billing.jobs.ts');

let offsetMs = 0;
const config = loadConfig(process.env);
const app = await buildApp({ config, now: () => new Date(Date.now() + offsetMs) });
await app.listen({ port: config.port, host: config.host });

process.on('message', (message: { offsetMs: number }) => {
  offsetMs = message.offsetMs;
  sweepSubscriptions(app, app.now()).then(
    () => process.send?.({ swept: true }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
