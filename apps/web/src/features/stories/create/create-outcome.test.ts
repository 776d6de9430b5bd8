import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { outcomeOfAnswer, outcomeOfFailure } from './create-outcome.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, JSON.stringify(body), body as never);

describe('create outcome', () => {
  it('starts the story named by the answer', () => {
    expect(outcomeOfAnswer({ id: 12 })).toEqual({ kind: 'created', id: 12 });
  });

  it('reports an answer without an id', () => {
    expect(outcomeOfAnswer({})).toEqual({ kind: 'noId' });
    expect(outcomeOfAnswer(undefined)).toEqual({ kind: 'noId' });
    expect(outcomeOfAnswer({ id: '12' })).toEqual({ kind: 'noId' });
  });

  it('turns the weekly limit into an offer with the server message', () => {
    const body = {
      error: 'limit_exceeded',
      code: 'LIMIT_EXCEEDED',
      message: 'You have reached your weekly limit of 3 stories.',
      upgradeOptions: [],
      resetDate: '',
      limit: 3,
    };
    expect(outcomeOfFailure(apiError(403, body))).toEqual({ kind: 'limit', message: body.message });
  });

  it('keeps the server message of any other refusal', () => {
    expect(
      outcomeOfFailure(apiError(403, { code: 'DIALECT_LOCKED', message: 'Exclusive to Family' })),
    ).toEqual({ kind: 'error', message: 'Exclusive to Family', status: 403 });
    expect(outcomeOfFailure(apiError(500, { error: 'Internal' }))).toEqual({
      kind: 'error',
      message: 'Internal',
      status: 500,
    });
  });

  it('falls back to the status, then to nothing', () => {
    expect(outcomeOfFailure(new ApiError(502, 'Bad Gateway', undefined))).toEqual({
      kind: 'error',
      message: null,
      status: 502,
    });
    expect(outcomeOfFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: null,
      status: null,
    });
  });

  it('reports a success body that is not JSON', () => {
    expect(outcomeOfFailure(new SyntaxError('Unexpected token'))).toEqual({ kind: 'parse' });
  });
});
