import fp from 'fastify-plugin';
import { AppError, notFound } from '../../errors/app-error.ts';

const NUL = '\u0000';

/**
 * Where the first NUL character of a parsed value is, in document order: the dotted path of the
 * string or object holding it ('' for the value itself), or undefined when there is none. Walked
 * with a list rather than recursion, so no nesting depth can overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const children: Array<[unknown, string]> = [];
    for (const [key, child] of Object.entries(current)) {
      if (key.includes(NUL)) return path;
      children.push([child, path ? `${path}.${key}` : key]);
    }
    pending.push(...children.reverse());
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: one reaching a query fails it (a 500, with the
 * statement and its values in the log). Every route's input is checked here, before validation,
 * so no route can forget it: a NUL in the body or query is a 400 naming the field, one in a path
 * names nothing (404). Only the parts a route declares a schema for are read; the rest is unused.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema;
      if (!schema) return;
      if (schema.params && findNul(request.params) !== undefined) throw notFound();
      for (const [declared, value] of [
        [schema.querystring, request.query],
        [schema.body, request.body],
      ] as const) {
        const field = declared ? findNul(value) : undefined;
        if (field !== undefined)
          throw new AppError('VALIDATION_FAILED', 'validation.nulCharacter', {
            field: field || undefined,
          });
      }
    });
  },
  { name: 'text-input' },
);
