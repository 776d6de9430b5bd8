import { use, type ReactNode } from 'react';
import type { Language } from '@qamar/shared';
import { loadAppTexts } from '../../lib/i18n.ts';

/**
 * Shows its children once the texts of the screens behind the landing page are in, in the page's
 * language; until then the nearest Suspense boundary shows its spinner. The landing page does
 * without them, so its first load stays small.
 */
export function AppTexts({ language, children }: { language: Language; children: ReactNode }) {
  use(loadAppTexts(language));
  return children;
}
