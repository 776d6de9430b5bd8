import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { Namespace, TFunction, Translator } from './translator.ts';

/**
 * The texts of the page's language, re-rendering when the language or the loaded texts change.
 * Asking for the `messages` namespace waits (through Suspense) until the shared message table is in.
 */
export function useTranslation(namespaces: Namespace | Namespace[] = 'translation'): {
  t: TFunction;
  i18n: Translator;
} {
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  const wanted = typeof namespaces === 'string' ? [namespaces] : namespaces;
  if (wanted.includes('messages') && !i18n.hasResourceBundle(i18n.language, 'messages'))
    use(i18n.loadNamespace('messages'));
  // A new function whenever the texts change, so that memos and effects depending on `t` see it.
  const t = useMemo<TFunction>(
    () => ((key: string, options?: object) => i18n.t(key, options as never)) as TFunction,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is what makes it new
    [version],
  );
  return { t, i18n };
}
