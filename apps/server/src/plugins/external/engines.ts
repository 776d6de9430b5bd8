import fp from 'fastify-plugin';
import type { EmbeddedEngines, EngineCallReport, Engines } from '@qamar/engines';
import { apiLogs } from '../../db/schema.ts';
import { createThreadedNarrator } from '../../generation/threaded-narrator.ts';

/** What an engine call was made for; stored beside each API log entry. */
export interface EngineCallContext {
  purpose: 'character-portrait' | 'location-picture' | 'story';
  userId?: number | null;
  storyId?: number | null;
  /** Texts that name a child profile: spoken by the embedded narrator whatever is configured (a cloud one would be sent the name). */
  namesStayHere?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured engines, reporting every call to the API log under this context. */
    engines: (context: EngineCallContext) => Promise<Engines>;
    /** The offline engines, for the catalogue's own pictures (always drawn the same way). */
    embeddedEngines: () => Promise<EmbeddedEngines>;
  }
}

/**
 * The engines load at their first use, each on its own (bench/startup.ts prints what a process holds
 * idle): an API process draws pictures (the catalogue's, a parent's character) but never writes or
 * narrates, so it never loads the writer or the synthesiser; a worker loads them with its first
 * story. The narrator runs on worker threads, started with the first narration and stopped when
 * they have been idle a while, so long narrations never stall requests or other steps.
 */
export default fp(
  async (app) => {
    const narrator = createThreadedNarrator();
    app.addHook('onClose', async () => narrator.close());
    let embedded: Promise<EmbeddedEngines> | undefined;
    const embeddedEngines = () =>
      (embedded ??= import('@qamar/engines/load').then((engines) =>
        engines.lazyEmbeddedEngines(narrator),
      ));

    // Log writes are not awaited by the call they describe; closing waits for the ones in flight.
    const pending = new Set<Promise<unknown>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled(pending);
    });

    const reporterFor = (context: EngineCallContext) => (report: EngineCallReport) => {
      app.metrics.engineCall(report.engine, report.kind, report.outcome, report.latencyMs / 1000);
      const write = app.db
        .insert(apiLogs)
        .values({
          engine: report.engine,
          model: report.model,
          kind: report.kind,
          purpose: context.purpose,
          storyId: context.storyId ?? null,
          userId: context.userId ?? null,
          latencyMs: Math.round(report.latencyMs),
          outcome: report.outcome,
          size: report.size,
          estimatedCostUsd: report.estimatedCostUsd,
          error: report.error?.slice(0, 2000) ?? null,
          fallback: report.fallback ?? false,
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not write the API log'))
        .finally(() => pending.delete(write));
      pending.add(write);
    };

    app.decorate('embeddedEngines', embeddedEngines);
    app.decorate('engines', async (context: EngineCallContext) => {
      const { createEngines } = await import('@qamar/engines/load');
      const { engines } = app.config;
      const config = context.namesStayHere
        ? { ...engines, narrator: { ...engines.narrator, engine: 'embedded' as const } }
        : engines;
      return createEngines(config, await embeddedEngines(), reporterFor(context));
    });
  },
  { name: 'engines', dependencies: ['config', 'database', 'metrics'] },
);
