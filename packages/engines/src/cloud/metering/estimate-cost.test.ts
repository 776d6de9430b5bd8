import { describe, expect, it } from 'vitest';
import { estimateCostUsd, priceOf } from './estimate-cost.ts';

describe('estimateCostUsd', () => {
  it('prices text by input and output tokens', () => {
    expect(estimateCostUsd('gpt-4.1-mini', { inputTokens: 1_000_000, outputTokens: 500_000 })).toBe(
      1.2,
    );
  });

  it('prices pictures per image and speech per character or per minute', () => {
    expect(estimateCostUsd('gpt-image-1', { images: 2 })).toBe(0.126);
    expect(estimateCostUsd('tts-1-hd', { characters: 1_000 })).toBe(0.03);
    expect(estimateCostUsd('gpt-4o-mini-tts', { characters: 1_000, audioMs: 120_000 })).toBe(0.03);
  });

  it('finds dated snapshots and router prefixes under their model, and never a longer sibling', () => {
    expect(priceOf('gpt-4.1-2025-04-14')).toBe(priceOf('gpt-4.1'));
    expect(priceOf('claude-sonnet-4-5-20250929')).toBe(priceOf('claude-sonnet-4'));
    expect(priceOf('openai/gpt-4o-mini')).toBe(priceOf('gpt-4o-mini'));
    expect(priceOf('gpt-4o-mini-tts-2025-12-15')).toBe(priceOf('gpt-4o-mini-tts'));
    expect(priceOf('gpt-5.6-sol')).toBeUndefined();
  });

  it('costs nothing for a model it does not know, such as a self-hosted one', () => {
    expect(estimateCostUsd('llama3.1:8b', { inputTokens: 5_000, outputTokens: 5_000 })).toBe(0);
  });
});
