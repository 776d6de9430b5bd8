/**
 * A provider answered, but not with something a parent can be given (wrong page count, an empty
 * page, Arabic without vowels, an unreadable image). Retryable: the next answer may be fine.
 */
export class InvalidEngineOutputError extends Error {
  override readonly name = 'InvalidEngineOutputError';
}
