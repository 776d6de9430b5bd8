import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggedError } from './logged-error.ts';

/** What a logger with the app's error serializer writes for one error. */
function logLine(error: unknown): string {
  let line = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ serializers: { err: loggedError } }, sink).error({ err: error }, 'request failed');
  return line;
}

describe('an error in the log', () => {
  it("keeps a failed query's text and the database's reason, never the values (a child's name, a row)", () => {
    const refused = Object.assign(new Error('new row violates check constraint "birth_month"'), {
      code: '23514',
      constraint: 'birth_month',
      detail: 'Failing row contains (7, Hessa, حصة, female, 13).',
    });
    const error = new DrizzleQueryError(
      'insert into "child_profiles" ("name_en", "name_ar") values ($1, $2)',
      ['Hessa', 'حصة', '{"idea":"Hessa bakes\nwith Teta"}'],
      refused,
    );
    const line = logLine(error);
    expect(line).not.toMatch(/Hessa|حصة|Teta/);
    const logged = JSON.parse(line) as { err: Record<string, string> };
    expect(logged.err.message).toContain('insert into "child_profiles"');
    expect(logged.err.message).toContain('violates check constraint "birth_month"');
    expect(logged.err.stack).toContain('at ');
    expect(logged.err).toMatchObject({ type: 'DrizzleQueryError', params: '[redacted]' });
  });

  it("redacts a database error's detail, and leaves other errors as Pino writes them", () => {
    const taken = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(huda@example.com) already exists.',
    });
    const line = logLine(taken);
    expect(line).not.toContain('huda@example.com');
    expect(JSON.parse(line).err).toMatchObject({ code: '23505', detail: '[redacted]' });
    expect(JSON.parse(logLine(new TypeError('no such page'))).err).toMatchObject({
      type: 'TypeError',
      message: 'no such page',
    });
  });
});
