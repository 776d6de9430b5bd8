import fp from 'fastify-plugin';
import { createEmbeddedEngines, createEngines, type EmbeddedEngines, type EngineCallReport, type Engines } from '@qamar/engines';
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
    engines: (context: EngineCallContext) => Engines;
    /** The offline engines, for the catalogue's own pictures (always drawn the same way). */
    embeddedEngines: () => EmbeddedEngines;
  }
}

export default fp(
  async (app) => {
    // Built on first use: the narrator loads a WebAssembly synthesiser that an idle API does not need.
    // It runs on worker threads, so long narrations never stall requests or other steps.
    let embedded: EmbeddedEngines | undefined;
    let narrator: ReturnType<typeof createThreadedNarrator> | undefined;
    const embeddedEngines = () => (embedded ??= { ...createEmbeddedEngines(), narrator: (narrator = createThreadedNarrator()) });
    app.addHook('onClose', async () => narrator?.close());
    // Processes that work stories load the synthesiser at start, not in the first parent's wait.
    if (app.config.role !== 'api' && app.config.env !== 'test') {
      app.addHook('onReady', async () => {
        void embeddedEngines();
        narrator?.warm().catch((error: unknown) => app.log.warn({ err: error }, 'could not warm the narrator'));
      });
    }

    // Log writes are not awaited by the call they describe; closing waits for the ones in flight.
    const pending = new Set<Promise<unknown>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled(pending);
    });

    const reporterFor = (context: EngineCallContext) => (report: EngineCallReport) => {
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
    app.decorate('engines', (context: EngineCallContext) => {
      const { engines } = app.config;
      const config = context.namesStayHere ? { ...engines, narrator: { ...engines.narrator, engine: 'embedded' as const } } : engines;
      return createEngines(config, embeddedEngines(), reporterFor(context));
    });
  },
  { name: 'engines', dependencies: ['config', 'database'] },
);
