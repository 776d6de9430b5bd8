/**
 * The spoken varieties of Arabic a story can be told in, beside Fusha: Egyptian, Lebanese, Saudi
 * and Emirati. A story in one of them has a third text and a third narration, in the dialect.
 */
export const spokenDialects = ['egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae'] as const;
export type SpokenDialect = (typeof spokenDialects)[number];

/** Story languages (docs/product/limits.md): Fusha and English are standard, the spoken dialects are BETA. */
export const dialects = ['standard', 'english', ...spokenDialects] as const;
export type Dialect = (typeof dialects)[number];

export function isSpokenDialect(dialect: string): dialect is SpokenDialect {
  return (spokenDialects as readonly string[]).includes(dialect);
}

/** The dialect itself when it is a spoken one, else nothing (Fusha and English). */
export function spokenDialectOf(dialect: string): SpokenDialect | undefined {
  return isSpokenDialect(dialect) ? dialect : undefined;
}

/** The BETA dialects: the spoken ones. */
export const experimentalDialects: readonly Dialect[] = spokenDialects;

export function isExperimentalDialect(dialect: string): boolean {
  return (experimentalDialects as readonly string[]).includes(dialect);
}
