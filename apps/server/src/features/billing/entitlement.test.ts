import { describe, expect, it } from 'vitest';
import {
  entitlementAt,
  nextState,
  phaseOf,
  transitionEmails,
  type ProviderSubscription,
} from './entitlement.ts';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-05-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const stripe = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  providerId: 'sub_1',
  customerId: 'cus_1',
  plan: 'heritage',
  status: 'active',
  cancelAt: null,
  trialEnd: null,
  currentPeriodStart: t0,
  currentPeriodEnd: at(30),
  startedAt: t0,
  endedAt: null,
  ...over,
});

describe('subscription states', () => {
  it('grants the plan while trialing or paid, until a cancellation takes effect', () => {
    const trialing = nextState(
      undefined,
      stripe({ plan: 'family', status: 'trialing', trialEnd: at(7), currentPeriodEnd: at(7) }),
      t0,
    );
    expect(trialing.entitledPlan).toBe('family');
    expect(phaseOf(trialing)).toBe('trialing');
    const canceling = nextState(
      trialing,
      stripe({ plan: 'family', status: 'trialing', cancelAt: at(7), currentPeriodEnd: at(7) }),
      at(1),
    );
    expect(phaseOf(canceling)).toBe('canceling');
    expect(entitlementAt(canceling, at(7 - 0.001))).toBe('family');
    expect(entitlementAt(canceling, at(7))).toBeNull();
  });

  it('keeps a past-due subscription for 7 days from the first failure, not from later retries', () => {
    const paid = nextState(undefined, stripe(), t0);
    const failing = nextState(paid, stripe({ status: 'past_due' }), at(30));
    expect(failing.pastDueSince).toEqual(at(30));
    const retried = nextState(failing, stripe({ status: 'past_due' }), at(33));
    expect(retried.pastDueSince).toEqual(at(30));
    expect(entitlementAt(retried, at(36.9))).toBe('heritage');
    expect(entitlementAt(retried, at(37))).toBeNull();
    expect(transitionEmails(paid, failing)).toEqual(['paymentFailed']);
    expect(transitionEmails(failing, retried)).toEqual([]);
  });

  it('applies an upgrade at once and a downgrade from the end of the period it was made in', () => {
    const family = nextState(undefined, stripe({ plan: 'family' }), t0);
    expect(nextState(family, stripe({ plan: 'heritage' }), at(3)).entitledPlan).toBe('heritage');
    const heritage = nextState(undefined, stripe(), t0);
    const down = nextState(heritage, stripe({ plan: 'family' }), at(10));
    expect(down).toMatchObject({
      plan: 'heritage',
      pendingPlan: 'family',
      pendingFrom: at(30),
      entitledPlan: 'heritage',
    });
    // Said again before the period ends: still waiting, from the same date.
    expect(nextState(down, stripe({ plan: 'family' }), at(20))).toMatchObject({
      pendingPlan: 'family',
      pendingFrom: at(30),
    });
    expect(entitlementAt(down, at(30))).toBe('family');
    // Renewed at the lower price.
    expect(
      nextState(
        down,
        stripe({ plan: 'family', currentPeriodStart: at(30), currentPeriodEnd: at(60) }),
        at(30),
      ),
    ).toMatchObject({ plan: 'family', pendingPlan: null, entitledPlan: 'family' });
    // Back up before the end: nothing waits any more.
    expect(nextState(down, stripe(), at(20))).toMatchObject({
      plan: 'heritage',
      pendingPlan: null,
    });
  });

  it('sends the started email once, and the ended email when the plan stops', () => {
    const started = nextState(undefined, stripe(), t0);
    expect(transitionEmails(undefined, started)).toEqual(['started']);
    expect(transitionEmails(started, nextState(started, stripe(), at(1)))).toEqual([]);
    const ended = nextState(started, stripe({ status: 'ended', endedAt: at(2) }), at(2));
    expect(ended.endedAt).toEqual(at(2));
    expect(transitionEmails(started, ended)).toEqual(['ended']);
    expect(
      transitionEmails(ended, nextState(ended, stripe({ status: 'ended', endedAt: at(2) }), at(3))),
    ).toEqual([]);
  });
});
