import type { SpokenDialect } from '../../types.ts';

/**
 * How to tell the model which dialect to write. A few everyday markers push it towards the
 * dialect's own wording instead of Fusha with a word swapped here and there.
 */
export const dialectGuide: Record<SpokenDialect, { name: string; markers: string }> = {
  egyptian: { name: 'Egyptian Arabic (Masri, as a family in Cairo speaks)', markers: 'عايز، إزّاي، دلوقتي، كده، بتاع، أوي، مش' },
  lebanese: { name: 'Lebanese Arabic (as a family in Beirut speaks)', markers: 'بدّي، كيفك، هلّق، شو، كتير، هيدا، منيح' },
  gulf_saudi: { name: 'Saudi Arabic (as a family in Riyadh speaks)', markers: 'أبغى، وش، الحين، زين، مرّة، كذا، ليش' },
  gulf_uae: { name: 'Emirati Arabic (as a family in Abu Dhabi or Dubai speaks)', markers: 'أبا، شو، الحين، وايد، زين، هاي، يالله' },
};

export const spokenDialects = Object.keys(dialectGuide) as SpokenDialect[];

export function spokenDialectOf(dialect: string): SpokenDialect | undefined {
  return (spokenDialects as string[]).includes(dialect) ? (dialect as SpokenDialect) : undefined;
}
