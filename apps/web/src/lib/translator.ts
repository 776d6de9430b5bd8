import type { Language } from '@qamar/shared';
import type { Translations } from '../locales/en.ts';

/**
 * The interface texts of the web app: nested tables per language and namespace, looked up by
 * dotted key, with `{{name}}` interpolation and plural forms chosen by `Intl.PluralRules` (English
 * `_one`/`_other`, Arabic's six forms), and i18next's `context`: `t(key, { context: 'female' })` reads
 * `key_female` where a language has it (Arabic agrees with the gender of a character or place),
 * `key` otherwise. What the app used of i18next and react-i18next, in a
 * fraction of their weight: the landing page's whole JavaScript budget is 120 kB (issue 7).
 */

type Texts = { [key: string]: string | Texts };
export type Namespace = 'translation' | 'messages';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** The contexts texts vary by: the grammatical gender of whom or what they are about. */
export type TextContext = 'male' | 'female';

/** Dotted keys of a text table; a plural family (`x_one`, `x_other`...) is also reachable as `x`. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralForm}` ? Base | K : K}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TranslationKey = Keys<Translations>;

export type TranslateOptions = {
  count?: number;
  ns?: Namespace;
  context?: TextContext | undefined;
} & Record<string, unknown>;

export interface TFunction {
  (key: TranslationKey, options?: TranslateOptions): string;
  /** The shared message table (errors, validation): its keys come from the server as data. */
  (key: string, options: TranslateOptions & { ns: 'messages' }): string;
}

export type LanguageChangedListener = (language: Language) => void;

function lookup(texts: Texts | undefined, key: string): string | undefined {
  // The shared message table is flat: its keys have dots of their own ('error.notFound').
  const flat = texts?.[key];
  if (typeof flat === 'string') return flat;
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const interpolate = (text: string, values: TranslateOptions) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );

export class Translator {
  language: Language = 'en';
  isInitialized = false;
  private readonly bundles = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly languageListeners = new Set<LanguageChangedListener>();
  private readonly changeListeners = new Set<() => void>();
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();
  /** Raised by every change (language, texts added), so that React re-renders what reads texts. */
  private version = 0;

  private readonly load: (language: Language, namespace: Namespace) => Promise<Texts>;

  constructor(load: (language: Language, namespace: Namespace) => Promise<Texts>) {
    this.load = load;
  }

  readonly t: TFunction = (key: string, options: TranslateOptions = {}) => {
    const texts = this.bundles.get(`${this.language}:${options.ns ?? 'translation'}`);
    const text =
      (options.context
        ? this.find(texts, `${key}_${options.context}`, options.count)
        : undefined) ?? this.find(texts, key, options.count);
    return text === undefined ? key : interpolate(text, options);
  };

  /** A text, in the plural form a count asks for when there is one. */
  private find(
    texts: Texts | undefined,
    key: string,
    count: number | undefined,
  ): string | undefined {
    if (typeof count === 'number') {
      let rules = this.pluralRules.get(this.language);
      if (!rules)
        this.pluralRules.set(this.language, (rules = new Intl.PluralRules(this.language)));
      const text = lookup(texts, `${key}_${rules.select(count)}`) ?? lookup(texts, `${key}_other`);
      if (text !== undefined) return text;
    }
    return lookup(texts, key);
  }

  exists(key: string, options: { ns?: Namespace } = {}): boolean {
    const texts = this.bundles.get(`${this.language}:${options.ns ?? 'translation'}`);
    return lookup(texts, key) !== undefined || lookup(texts, `${key}_other`) !== undefined;
  }

  hasResourceBundle(language: Language, namespace: Namespace): boolean {
    return this.bundles.has(`${language}:${namespace}`);
  }

  /** Adds texts to a language's namespace (a deeper key wins over nothing, never over a text that is there). */
  addResourceBundle(language: Language, namespace: Namespace, texts: object): void {
    const key = `${language}:${namespace}`;
    this.bundles.set(key, merge(texts as Texts, this.bundles.get(key) ?? {}));
    this.changed();
  }

  /** Loads a namespace of a language once; the same promise for every caller (React's `use` needs that). */
  loadNamespace(namespace: Namespace, language: Language = this.language): Promise<void> {
    // Texts added by hand (the other screens' texts) do not make a namespace loaded.
    const key = `${language}:${namespace}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.load(language, namespace).then((texts) =>
        this.addResourceBundle(language, namespace, texts),
      );
      loading.catch(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  /** Switches language once the new language has every namespace the current one has. */
  async changeLanguage(language: Language): Promise<void> {
    const namespaces = (['translation', 'messages'] as const).filter(
      (namespace) =>
        this.hasResourceBundle(this.language, namespace) || namespace === 'translation',
    );
    await Promise.all(namespaces.map((namespace) => this.loadNamespace(namespace, language)));
    if (language === this.language) return;
    this.language = language;
    this.changed();
    for (const listener of this.languageListeners) listener(language);
  }

  async init(language: Language): Promise<void> {
    await this.loadNamespace('translation', language);
    this.language = language;
    this.isInitialized = true;
    this.changed();
  }

  onLanguageChanged(listener: LanguageChangedListener): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  /** For `useSyncExternalStore`: anything that changes what `t` answers. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  readonly snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.changeListeners) listener();
  }
}
