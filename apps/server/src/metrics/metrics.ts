/** What the app reports for operations (`GET /metrics`, Prometheus); a no-op unless metrics are served. */
export interface Metrics {
  readonly enabled: boolean;
  request(method: string, route: string, status: number, seconds: number): void;
  /** A job's try ended: done, failed (retried later, or given up), or handed back to the queue at shutdown. */
  job(queue: string, outcome: 'completed' | 'failed' | 'returned', seconds: number): void;
  /** A job failed its last try. */
  jobGaveUp(queue: string): void;
  engineCall(engine: string, kind: string, outcome: string, seconds: number): void;
  /** The text exposition format, with its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

export const noMetrics: Metrics = {
  enabled: false,
  request: () => {},
  job: () => {},
  jobGaveUp: () => {},
  engineCall: () => {},
  render: async () => ({ contentType: 'text/plain', body: '' }),
};
