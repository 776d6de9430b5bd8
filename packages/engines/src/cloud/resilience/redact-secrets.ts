/** Shapes of credentials that providers echo back in error texts (OpenAI's "Incorrect API key provided: sk-…"). */
const credentialPatterns = [
  /\bBearer\s+[\w.~+/-]+=*/gi,
  /\bsk-[\w-]{6,}/g,
  /\bAIza[\w-]{20,}/g,
  /([?&](?:key|api_key|apikey|token)=)[^&\s]+/gi,
];

const maxLength = 500;

/**
 * An error text fit for the API log: the configured keys and anything shaped like a key
 * removed, on one line and short, since the log is shown on an admin page.
 */
export function redactSecrets(
  text: string,
  secrets: ReadonlyArray<string | undefined> = [],
): string {
  let redacted = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; no real key is that short.
    if (secret && secret.length >= 6) redacted = redacted.split(secret).join('[redacted]');
  }
  for (const pattern of credentialPatterns) {
    redacted = redacted.replace(pattern, (match, prefix?: string) =>
      typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]',
    );
  }
  redacted = redacted.replace(/\s+/g, ' ').trim();
  return redacted.length > maxLength ? `${redacted.slice(0, maxLength - 1)}…` : redacted;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    // The AI SDK wraps provider failures; the status code is the most useful part of the log line.
    const status = (error as { statusCode?: unknown }).statusCode;
    return typeof status === 'number' ? `${status}: ${error.message}` : error.message || error.name;
  }
  return String(error);
}
