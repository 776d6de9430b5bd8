import { describe, expect, it } from 'vitest';
import type { UsageStats } from '@qamar/shared';
import { checkBeforeSubmit } from './before-submit.ts';

function usage(
  remaining: number,
  dialects: UsageStats['dialects'] = ['standard', 'english'],
): UsageStats {
  return {
    subscription: 'Free',
    plan: 'free',
    characters: { used: 0, limit: 1 },
    locations: { used: 0, limit: 1 },
    stories: {
      used: 3 - remaining,
      limit: 3,
      remaining,
      percentage: 0,
      resetDate: '2030-01-07T00:00:00.000Z',
      total: 3 - remaining,
    },
    dialects,
    features: { dialectAccess: false, pdfWatermark: true, shareMaxViews: 50, priority: 0 },
  };
}

const parent = {
  isAdmin: false,
  emailVerified: true,
  dialect: 'standard' as const,
  usage: usage(2),
};

describe('before submit', () => {
  it('lets a verified parent with stories left through', () => {
    expect(checkBeforeSubmit(parent)).toEqual({ kind: 'ok' });
  });

  it('asks an unverified parent to verify first', () => {
    expect(checkBeforeSubmit({ ...parent, emailVerified: false, usage: usage(0) })).toEqual({
      kind: 'verify',
    });
  });

  it('refuses an experimental dialect outside the plan and names the plan that opens it', () => {
    expect(checkBeforeSubmit({ ...parent, dialect: 'egyptian' })).toEqual({
      kind: 'dialect',
      plan: 'family',
    });
    expect(
      checkBeforeSubmit({
        ...parent,
        dialect: 'gulf_uae',
        usage: usage(2, ['standard', 'english', 'egyptian', 'lebanese']),
      }),
    ).toEqual({ kind: 'dialect', plan: 'heritage' });
    expect(
      checkBeforeSubmit({
        ...parent,
        dialect: 'egyptian',
        usage: usage(2, ['standard', 'english', 'egyptian', 'lebanese']),
      }),
    ).toEqual({ kind: 'ok' });
  });

  it('refuses a dialect the Starter plan lacks when the usage could not be read', () => {
    expect(checkBeforeSubmit({ ...parent, dialect: 'lebanese', usage: undefined })).toEqual({
      kind: 'dialect',
      plan: 'family',
    });
    expect(checkBeforeSubmit({ ...parent, usage: undefined })).toEqual({ kind: 'ok' });
  });

  it('stops at the weekly limit with the limit and the reset date', () => {
    expect(checkBeforeSubmit({ ...parent, usage: usage(0) })).toEqual({
      kind: 'limit',
      limit: 3,
      resetDate: '2030-01-07T00:00:00.000Z',
    });
  });

  it('lets an admin through every check', () => {
    expect(
      checkBeforeSubmit({
        isAdmin: true,
        emailVerified: false,
        dialect: 'gulf_saudi',
        usage: usage(0),
      }),
    ).toEqual({ kind: 'ok' });
  });
});
