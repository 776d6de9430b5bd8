/** Which engine did what: the report of every engine call. */
export type EngineKind = 'writer' | 'illustrator' | 'narrator';

/** Every engine call is reported (the server stores it as the API log; docs/product/stories-and-engines.md). */
export interface EngineCallReport {
  engine: string;
  model: string;
  kind: EngineKind;
  latencyMs: number;
  outcome: 'ok' | 'error' | 'timeout' | 'fallback';
  /** Size of the output: characters for text, bytes for pictures and audio. */
  size: number;
  estimatedCostUsd: number;
  error?: string;
  /** True when this call was the embedded engine standing in for a cloud engine that failed (its outcome says how it went). */
  fallback?: boolean;
}

export type EngineReporter = (report: EngineCallReport) => void;
