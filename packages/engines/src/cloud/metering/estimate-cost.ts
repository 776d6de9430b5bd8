import type { CallUsage } from './metered-engines.ts';
import { priceTable, type Price } from './price-table.ts';

/**
 * The price of a model: an exact entry, else the longest entry it extends with a dash (dated
 * snapshots such as gpt-4.1-2025-04-14, claude-sonnet-4-5). A router prefix (openai/gpt-4.1) is ignored.
 */
export function priceOf(model: string): Price | undefined {
  const id = model.slice(model.lastIndexOf('/') + 1).toLowerCase();
  if (priceTable[id]) return priceTable[id];
  let best: string | undefined;
  for (const key of Object.keys(priceTable)) {
    if (id.startsWith(`${key}-`) && (!best || key.length > best.length)) best = key;
  }
  return best ? priceTable[best] : undefined;
}

export function estimateCostUsd(model: string, usage: CallUsage): number {
  const price = priceOf(model);
  if (!price) return 0;
  const cost =
    ((usage.inputTokens ?? 0) * (price.inputPerMillionTokens ?? 0)) / 1e6 +
    ((usage.outputTokens ?? 0) * (price.outputPerMillionTokens ?? 0)) / 1e6 +
    (usage.images ?? 0) * (price.perImage ?? 0) +
    ((usage.characters ?? 0) * (price.perMillionCharacters ?? 0)) / 1e6 +
    ((usage.audioMs ?? 0) / 60_000) * (price.perMinute ?? 0);
  // Micro-dollars are plenty for a log and keep float noise out of it.
  return Math.round(cost * 1e6) / 1e6;
}
