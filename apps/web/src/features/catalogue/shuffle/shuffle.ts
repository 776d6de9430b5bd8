/**
 * The "Discover More" shuffle of the pickers (docs/product/states.md, docs/product/limits.md): a random subset of a pool that
 * keeps every selected item, prefers items not shown recently and remembers what it showed.
 */
export interface ShuffleOptions {
  /** How many items to show (selected items count towards it, and are kept even beyond it). */
  count: number;
  selected: readonly number[];
  /** Ids shown before, oldest first. */
  recent: readonly number[];
  /** How many shown ids to remember. */
  memory: number;
  random?: () => number;
}

export interface ShuffleResult {
  shown: number[];
  recent: number[];
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Adds the ids just shown to the memory (moving repeats to the end) and keeps the newest `memory`. */
export function remember(
  recent: readonly number[],
  shown: readonly number[],
  memory: number,
): number[] {
  const again = new Set(shown);
  return [...recent.filter((id) => !again.has(id)), ...shown].slice(-memory);
}

/**
 * What a view shows: its items still in the pool, plus any selected item it lacks (first), trimmed
 * to the count by dropping unselected items from the end. Items never move when one is selected.
 */
export function withSelected(
  shown: readonly number[],
  pool: readonly number[],
  selected: readonly number[],
  count: number,
): number[] {
  const inPool = new Set(pool);
  const chosen = new Set(selected);
  const visible = shown.filter((id) => inPool.has(id));
  const missing = selected.filter((id) => inPool.has(id) && !visible.includes(id));
  const out = [...missing, ...visible];
  let extra = out.length - count;
  for (let i = out.length - 1; i >= 0 && extra > 0; i--) {
    if (!chosen.has(out[i] as number)) {
      out.splice(i, 1);
      extra--;
    }
  }
  return out;
}

export function shuffleView(pool: readonly number[], options: ShuffleOptions): ShuffleResult {
  const random = options.random ?? Math.random;
  const chosen = new Set(options.selected);
  const kept = pool.filter((id) => chosen.has(id));
  const slots = Math.max(0, options.count - kept.length);
  const candidates = pool.filter((id) => !chosen.has(id));
  const age = new Map(options.recent.map((id, index) => [id, index]));
  const fresh = shuffled(
    candidates.filter((id) => !age.has(id)),
    random,
  );
  // When fresh items run out, the ones shown longest ago come back first.
  const stale = candidates
    .filter((id) => age.has(id))
    .sort((a, b) => (age.get(a) ?? 0) - (age.get(b) ?? 0));
  const picked = [...fresh, ...stale].slice(0, slots);
  const shown = [...kept, ...shuffled(picked, random)];
  return { shown, recent: remember(options.recent, shown, options.memory) };
}
