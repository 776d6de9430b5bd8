// Content of the public information pages (/help, /about, /terms, /privacy) in English and Arabic,
// one file per page. Plan numbers are read from the plan table (packages/shared/src/plans.ts).
import { about } from './about.ts';
import { help } from './help.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';
import type { ContentPageId, ContentPageTexts } from './types.ts';

export type { ContentPage, ContentPageId, ContentSection } from './types.ts';

export const contentPages: Record<ContentPageId, ContentPageTexts> = {
  help,
  about,
  terms,
  privacy,
};
