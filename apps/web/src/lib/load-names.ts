import type * as NamesModule from '@qamar/shared/names';

type Names = typeof NamesModule;

let loading: Promise<Names> | null = null;

/** The names table (47 kB, 17 kB gzipped) is fetched when a character or child form first shows, never with the app. */
export function loadNames(): Promise<Names> {
  loading ??= import('@qamar/shared/names');
  return loading;
}
