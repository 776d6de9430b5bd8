import { registerHooks } from 'node:module';

const isDrizzle = (specifier: string) =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

/**
 * drizzle-orm ships about 450 small ES modules under one 179 kB package.json (its export map), and
 * Node 24's ES module loader parses that package.json again for every module it loads from the
 * package: about a second of start-up and 150 MB of garbage, whose heap stays resident afterwards.
 * Its CommonJS build (the same code and version, in the same package) loads in a tenth of a second.
 * Every process therefore resolves `drizzle-orm` imports to that build; call this before anything
 * that imports drizzle-orm is loaded (that is, import the rest of the program dynamically after it).
 */
export function loadDrizzleFromCommonJs(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!isDrizzle(specifier)) return nextResolve(specifier, context);
      return nextResolve(specifier, { ...context, conditions: ['node', 'require', 'default'] });
    },
  });
}
