import { z } from 'zod';
import { defineJob } from '../../jobs/registry.ts';
import { publicNarrateStep } from './public-copy.ts';
import { narrateStep } from './narrate-step.ts';
import { giveUp, illustrateStep, storyQueues, writeStep } from './story-steps.ts';

const storyStep = z.object({ storyId: z.number().int(), attempt: z.number().int() });
const pageStep = storyStep.extend({ index: z.number().int() });

/**
 * Three tries with back-off (docs/product/stories-and-engines.md), then the story is marked error.
 * Heartbeats every 5 s: a step whose worker died is found after 10 s without one (pg-boss's least)
 * and run again, and such lost tries do not count among the three (jobs/registry.ts).
 */
const retries = { retryLimit: 3, retryDelay: 2, retryBackoff: true, heartbeatSeconds: 10 } as const;
const onGiveUp = async (app: Parameters<typeof giveUp>[0], payload: z.infer<typeof storyStep>) =>
  giveUp(app, payload.storyId, payload.attempt);

export const storyJobs = [
  defineJob({
    name: storyQueues.write,
    payload: storyStep,
    ...retries,
    concurrency: 1,
    handle: (app, p) => writeStep(app, p.storyId, p.attempt),
    onGiveUp,
  }),
  defineJob({
    name: storyQueues.illustrate,
    payload: pageStep,
    ...retries,
    concurrency: 2,
    handle: (app, p) => illustrateStep(app, p),
    onGiveUp,
  }),
  defineJob({
    name: storyQueues.narrate,
    payload: pageStep.extend({ slot: z.enum(['en', 'ar', 'dialect']) }),
    ...retries,
    // More than the narrator's threads, so a thread never waits for the next fetch.
    concurrency: 4,
    handle: (app, p) => narrateStep(app, p),
    onGiveUp,
  }),
  // The public copy's narrations (publishing with hidden names): until one is made, others hear nothing on that page.
  defineJob({
    name: storyQueues.publicNarrate,
    payload: z.object({
      storyId: z.number().int(),
      version: z.string(),
      index: z.number().int(),
      slot: z.enum(['en', 'ar', 'dialect']),
    }),
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    heartbeatSeconds: 10,
    concurrency: 2,
    handle: (app, p) => publicNarrateStep(app, p),
  }),
];
