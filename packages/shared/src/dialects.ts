/** Story languages (docs/product/limits.md): Fusha and English are standard, the spoken dialects are BETA. */
export const dialects = [
  'standard',
  'english',
  'egyptian',
  'lebanese',
  'gulf_saudi',
  'gulf_uae',
] as const;
export type Dialect = (typeof dialects)[number];

export const experimentalDialects: readonly Dialect[] = [
  'egyptian',
  'lebanese',
  'gulf_saudi',
  'gulf_uae',
];

export function isExperimentalDialect(dialect: string): boolean {
  return (experimentalDialects as readonly string[]).includes(dialect);
}
