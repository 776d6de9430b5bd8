import { use, type ReactNode } from 'react';
import type { Language } from '@qamar/shared';
import { i18n } from './i18n.ts';

/**
 * Texts that only some pages need (the admin portal's), under one top-level key of the translations:
 * each language's file is loaded the first time such a page shows in it, so no other page carries
 * them. `Texts` shows its children once they are in (the nearest Suspense boundary waits meanwhile).
 */
export function lazyTexts(key: string, loaders: Record<Language, () => Promise<object>>) {
  const loaded = new Map<Language, Promise<void>>();
  const load = (language: Language): Promise<void> => {
    let loading = loaded.get(language);
    if (!loading) {
      loading = loaders[language]().then((texts) =>
        i18n.addResourceBundle(language, 'translation', { [key]: texts }),
      );
      loading.catch(() => loaded.delete(language));
      loaded.set(language, loading);
    }
    return loading;
  };
  function Texts({ language, children }: { language: Language; children: ReactNode }) {
    use(load(language));
    return children;
  }
  return { load, Texts };
}
