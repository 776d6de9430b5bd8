import { z } from 'zod';
import type { EngineKind } from '../../types.ts';
import {
  defaultMaxRetries,
  defaultModels,
  defaultTimeoutsMs,
  illustratorEngines,
  narratorEngines,
  writerEngines,
  type IllustratorEngineName,
  type NarratorEngineName,
  type WriterEngineName,
} from './engine-names.ts';

export interface EngineSettings<E extends string = string> {
  engine: E;
  model: string;
  apiKey: string | undefined;
  /** For OpenAI-compatible servers (Ollama's http://localhost:11434/v1, vLLM, llama.cpp, LM Studio) or a proxy. */
  baseUrl: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

export interface NarratorSettings extends EngineSettings<NarratorEngineName> {
  /** Provider voice id; each provider has its own default. */
  voice: string | undefined;
}

export interface EngineConfig {
  writer: EngineSettings<WriterEngineName>;
  illustrator: EngineSettings<IllustratorEngineName>;
  narrator: NarratorSettings;
}

/** The variable suffix of each setting: WRITER_ENGINE, WRITER_MODEL... */
const variableOf = {
  engine: 'ENGINE',
  model: 'MODEL',
  apiKey: 'API_KEY',
  baseUrl: 'BASE_URL',
  timeoutMs: 'TIMEOUT_MS',
  maxRetries: 'MAX_RETRIES',
  voice: 'VOICE',
} as const;
type Field = keyof typeof variableOf;

const prefixOf = {
  writer: 'WRITER',
  illustrator: 'ILLUSTRATOR',
  narrator: 'NARRATOR',
} as const satisfies Record<EngineKind, string>;

/** Engines that run on someone else's computer need a key; a local OpenAI-compatible server usually does not. */
const keyless = new Set(['embedded', 'openai-compatible']);

function kindSchema<const E extends readonly [string, ...string[]]>(kind: EngineKind, engines: E) {
  const wholeNumber = (min: number, max: number) =>
    z.coerce
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int({ error: `must be a whole number from ${min} to ${max}` })
      .min(min, { error: `must be a whole number from ${min} to ${max}` })
      .max(max, { error: `must be a whole number from ${min} to ${max}` });
  return z
    .object({
      engine: z
        .enum(engines, { error: `must be one of ${engines.join(', ')}` })
        .default(engines[0] as E[number] & string),
      model: z.string().trim().min(1).optional(),
      apiKey: z.string().trim().min(1).optional(),
      baseUrl: z
        .url({
          protocol: /^https?$/,
          error: 'must be an http:// or https:// URL, e.g. http://localhost:11434/v1',
        })
        .optional(),
      timeoutMs: wholeNumber(1_000, 600_000).default(defaultTimeoutsMs[kind]),
      maxRetries: wholeNumber(0, 5).default(defaultMaxRetries),
      voice: z.string().trim().min(1).optional(),
    })
    .superRefine((settings, context) => {
      if (settings.engine === 'embedded') return;
      if (!keyless.has(settings.engine) && !settings.apiKey) {
        context.addIssue({
          code: 'custom',
          path: ['apiKey'],
          message: `is required for the ${settings.engine} ${kind}`,
        });
      }
      if (settings.engine === 'openai-compatible' && !settings.baseUrl) {
        context.addIssue({
          code: 'custom',
          path: ['baseUrl'],
          message: `is required for an openai-compatible ${kind} (e.g. http://localhost:11434/v1 for Ollama)`,
        });
      }
      if (!settings.model && !(settings.engine in defaultModels[kind])) {
        context.addIssue({
          code: 'custom',
          path: ['model'],
          message: `is required for an ${settings.engine} ${kind}: name the model the server serves`,
        });
      }
    });
}

const schemas = {
  writer: kindSchema('writer', writerEngines),
  illustrator: kindSchema('illustrator', illustratorEngines),
  narrator: kindSchema('narrator', narratorEngines),
};

function readKind(
  env: Record<string, string | undefined>,
  kind: EngineKind,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const [field, suffix] of Object.entries(variableOf) as Array<[Field, string]>) {
    const value = env[`${prefixOf[kind]}_${suffix}`];
    // A blank variable (WRITER_MODEL=) means "not set", as in the server's configuration.
    if (value !== undefined && value.trim() !== '') values[field] = value;
  }
  return values;
}

function describeProblem(
  kind: EngineKind,
  field: string,
  message: string,
  given: string | undefined,
): string {
  const name = `${prefixOf[kind]}_${variableOf[field as Field] ?? field.toUpperCase()}`;
  // Keys are never echoed back: problems end up in logs.
  const shown = given !== undefined && field !== 'apiKey' ? ` (got "${given}")` : '';
  return `${name} ${message}${shown}`;
}

/**
 * Reads the WRITER_*, ILLUSTRATOR_* and NARRATOR_* variables. Every problem is listed with its
 * variable, so that one restart fixes them all; with nothing set, every engine is embedded.
 */
export function parseEngineConfig(
  env: Record<string, string | undefined>,
): { config: EngineConfig } | { problems: string[] } {
  const problems: string[] = [];
  const parsed: Partial<Record<EngineKind, z.infer<(typeof schemas)[EngineKind]>>> = {};
  for (const kind of ['writer', 'illustrator', 'narrator'] as const) {
    const values = readKind(env, kind);
    const result = schemas[kind].safeParse(values);
    if (result.success) parsed[kind] = result.data;
    else {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'engine');
        problems.push(describeProblem(kind, field, issue.message, values[field as Field]));
      }
    }
  }
  if (problems.length > 0 || !parsed.writer || !parsed.illustrator || !parsed.narrator)
    return { problems };
  const settings = <E extends string>(
    kind: EngineKind,
    value: z.infer<(typeof schemas)[EngineKind]>,
  ): EngineSettings<E> => ({
    engine: value.engine as E,
    model:
      value.model ?? (defaultModels[kind] as Record<string, string>)[value.engine] ?? value.engine,
    apiKey: value.apiKey,
    baseUrl: value.baseUrl?.replace(/\/+$/, ''),
    timeoutMs: value.timeoutMs,
    maxRetries: value.maxRetries,
  });
  return {
    config: {
      writer: settings<WriterEngineName>('writer', parsed.writer),
      illustrator: settings<IllustratorEngineName>('illustrator', parsed.illustrator),
      narrator: {
        ...settings<NarratorEngineName>('narrator', parsed.narrator),
        voice: parsed.narrator.voice,
      },
    },
  };
}

/** The configuration with every engine embedded, for tests and the CLI. */
export const embeddedEngineConfig: EngineConfig = (() => {
  const parsed = parseEngineConfig({});
  if (!('config' in parsed)) throw new Error(parsed.problems.join('; '));
  return parsed.config;
})();
