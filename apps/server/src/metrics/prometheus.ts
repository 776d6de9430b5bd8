import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metrics } from './metrics.ts';

/** Jobs by queue and state, read when Prometheus scrapes (the queue's own table, shared by every process). */
export type QueueDepth = () => Promise<Array<{ queue: string; state: string; count: number }>>;

/**
 * The Prometheus registry of one process (prom-client): request rate and latency by route, jobs
 * waiting and running by queue, job durations by outcome, final failures, engine latency, and
 * Node's own process metrics. Every series carries the process's role; Prometheus adds the
 * instance, so API and worker processes are summed or told apart there.
 */
export function createPrometheusMetrics(role: string, queueDepth: QueueDepth): Metrics {
  const register = new Registry();
  register.setDefaultLabels({ role });
  collectDefaultMetrics({ register, prefix: 'qamar_' });

  const histogram = <Label extends string>(
    name: string,
    help: string,
    labelNames: Label[],
    buckets: number[],
  ) => new Histogram<Label>({ name, help, labelNames, buckets, registers: [register] });
  const requests = new Counter({
    name: 'qamar_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [register],
  });
  const requestSeconds = histogram(
    'qamar_http_request_duration_seconds',
    'Time to answer an HTTP request, by route pattern',
    ['method', 'route'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  const jobSeconds = histogram(
    'qamar_job_duration_seconds',
    'Time a job try took in this process, by queue and outcome (completed, failed, returned at shutdown)',
    ['queue', 'outcome'],
    [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
  );
  const gaveUp = new Counter({
    name: 'qamar_job_gave_up_total',
    help: 'Jobs that failed their last try',
    labelNames: ['queue'],
    registers: [register],
  });
  const engineSeconds = histogram(
    'qamar_engine_call_duration_seconds',
    'Engine calls (writer, illustrator, narrator) by engine, kind and outcome',
    ['engine', 'kind', 'outcome'],
    [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  );
  new Gauge({
    name: 'qamar_queue_jobs',
    help: 'Jobs in the queue by queue and state (created and retry wait, active run)',
    labelNames: ['queue', 'state'],
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await queueDepth())
        this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });

  return {
    enabled: true,
    request: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    job: (queue, outcome, seconds) => jobSeconds.observe({ queue, outcome }, seconds),
    jobGaveUp: (queue) => gaveUp.inc({ queue }),
    engineCall: (engine, kind, outcome, seconds) =>
      engineSeconds.observe({ engine, kind, outcome }, seconds),
    render: async () => ({ contentType: register.contentType, body: await register.metrics() }),
  };
}
