import { stdSerializers, type SerializedError } from 'pino';

/**
 * An error as the log writes it: everything Pino keeps (type, message, stack, code, a failed
 * query's text with its `$1` placeholders) except the values it was given. Drizzle writes a failed
 * query's bound values into its message, its stack and `params`, and PostgreSQL repeats a refused
 * row in `detail` ("Failing row contains (…)", "Key (email)=(…)"): a child's name, a parent's
 * idea, an email address, none of which the log ever holds.
 */
export function loggedError(error: Error): SerializedError {
  const logged = stdSerializers.err(error);
  // Pino hands back what is not an error as it came.
  if ((logged as unknown) === error || !logged || typeof logged !== 'object') return logged;
  const fields: Record<string, unknown> = logged;
  const params = (error as Error & { params?: unknown }).params;
  if (Array.isArray(params)) {
    // Drizzle's own words, "params: a,b,c", wherever the message and stack repeat them.
    const said = `params: ${String(params)}`;
    for (const key of ['message', 'stack'] as const)
      if (typeof fields[key] === 'string')
        fields[key] = (fields[key] as string).split(said).join('params: [redacted]');
  }
  for (const key of ['params', 'detail']) if (fields[key] !== undefined) fields[key] = '[redacted]';
  return logged;
}
