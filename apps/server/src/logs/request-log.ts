import type { RawQuery } from '../db/client.ts';

export type PrincipalKind = 'anonymous' | 'user' | 'admin';

/** One answered API request, as the request log keeps it (see `request_logs` in the schema). */
export interface RequestLogEntry {
  method: string;
  /** The route's pattern (`/api/stories/:id`), never the address asked for. */
  route: string;
  status: number;
  durationMs: number;
  principalKind: PrincipalKind;
  principalId: number | null;
  createdAt: Date;
}

/** The route of a request no route answered: its address is not kept (it could hold anything). */
export const unmatchedRoute = '(no route)';

export interface RequestLogOptions {
  /** Rows written by one statement; a full buffer is written at once. */
  batchSize: number;
  /** How long a row may wait for others before its batch is written anyway. */
  flushMs: number;
  /**
   * Rows held, waiting or being written, while the database does not keep up (or is down); beyond
   * this, new rows are dropped and counted rather than let the process grow.
   */
  maxBuffered: number;
}

export const defaultRequestLogOptions: RequestLogOptions = {
  batchSize: 500,
  flushMs: 1000,
  maxBuffered: 20_000,
};

/**
 * Collects request log rows in memory and writes them in batches, one statement at a time, after
 * the answers have gone: recording a request is a push onto an array, so the log never slows the
 * request it describes. What a crash loses is at most the last second's rows.
 */
export class RequestLog {
  private buffer: RequestLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Rows handed to writes that have not finished yet (they count against the limit too). */
  private queued = 0;
  /** Rows dropped because the buffer was full. */
  dropped = 0;

  private readonly write: (rows: RequestLogEntry[]) => Promise<void>;
  private readonly onError: (error: unknown, rows: number) => void;
  private readonly options: RequestLogOptions;

  constructor(
    write: (rows: RequestLogEntry[]) => Promise<void>,
    onError: (error: unknown, rows: number) => void,
    options: RequestLogOptions = defaultRequestLogOptions,
  ) {
    this.write = write;
    this.onError = onError;
    this.options = options;
  }

  record(entry: RequestLogEntry): void {
    if (this.buffer.length + this.queued >= this.options.maxBuffered) {
      // Said once per thousand rows lost, not once per request.
      if (this.dropped++ % 1000 === 0)
        this.onError(
          new Error(
            `the request log's buffer is full (${this.options.maxBuffered} rows): newer rows are dropped`,
          ),
          1,
        );
      return;
    }
    this.buffer.push(entry);
    if (this.buffer.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Writes what is buffered (after any write in flight); resolves when it is written or has failed. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffer.length === 0) return this.writing;
    const rows = this.buffer;
    this.buffer = [];
    this.queued += rows.length;
    this.writing = this.writing.then(async () => {
      for (let start = 0; start < rows.length; start += this.options.batchSize) {
        const batch = rows.slice(start, start + this.options.batchSize);
        try {
          await this.write(batch);
        } catch (error) {
          this.onError(error, batch.length);
        } finally {
          this.queued -= batch.length;
        }
      }
    });
    return this.writing;
  }
}

/**
 * The statement that writes a batch: one insert of seven arrays unnested into rows, straight to the
 * driver (on PGlite about a third of the CPU of a multi-row insert through the query builder).
 */
export function requestLogWriter(query: RawQuery): (rows: RequestLogEntry[]) => Promise<void> {
  return async (rows) => {
    await query(
      `insert into request_logs (method, route, status, duration_ms, principal_kind, principal_id, created_at)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::real[], $5::text[], $6::int[], $7::timestamptz[])`,
      [
        rows.map((row) => row.method),
        rows.map((row) => row.route),
        rows.map((row) => row.status),
        rows.map((row) => row.durationMs),
        rows.map((row) => row.principalKind),
        rows.map((row) => row.principalId),
        rows.map((row) => row.createdAt.toISOString()),
      ],
    );
  };
}
