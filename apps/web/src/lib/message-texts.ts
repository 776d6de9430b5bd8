import { messages, type Language } from '@qamar/shared';

/** The shared message table (errors, validation) in one language: the `messages` namespace. */
export function messageTexts(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[language]]));
}
