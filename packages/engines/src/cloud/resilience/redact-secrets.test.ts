import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.ts';

describe('redactSecrets', () => {
  it('removes the configured key wherever it appears', () => {
    expect(redactSecrets('bad key xi-0123456789 (xi-0123456789)', ['xi-0123456789'])).toBe(
      'bad key [redacted] ([redacted])',
    );
  });

  it('removes anything shaped like a key even when it is not the configured one', () => {
    expect(
      redactSecrets('Incorrect API key provided: sk-proj-abcdef123456. Header: Bearer abc.def-ghi'),
    ).toBe('Incorrect API key provided: [redacted]. Header: [redacted]');
    expect(
      redactSecrets('GET https://example.com/v1?key=AIzaSyA-1234567890abcdefghij&alt=sse'),
    ).toBe('GET https://example.com/v1?key=[redacted]&alt=sse');
  });

  it('keeps the text on one short line', () => {
    const redacted = redactSecrets(`first\n\nsecond ${'x'.repeat(1_000)}`);
    expect(redacted.startsWith('first second')).toBe(true);
    expect(redacted).toHaveLength(500);
  });
});
