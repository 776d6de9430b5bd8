import { billingEn } from './billing.en.ts';
import { adminAccessEn } from './admin-access.en.ts';
import { adminContentEn } from './admin-content.en.ts';
import { catalogueEn } from './catalogue.en.ts';
import { childrenEn } from './children.en.ts';
import { communityActionsEn } from './community-actions.en.ts';
import { communityEn } from './community.en.ts';
import { libraryEn } from './library.en.ts';
import { onboardingEn } from './onboarding.en.ts';
import { pdfEn } from './pdf.en.ts';
import { publishingEn } from './publishing.en.ts';
import { shareEn } from './share.en.ts';
import { storiesEn } from './stories.en.ts';
import { themesEn } from './themes.en.ts';
import { timeEn } from './time.en.ts';

/** Texts of the screens behind the landing page, loaded when one of them first shows (lib/i18n.ts). */
export const appEn = {
  catalogue: catalogueEn,
  themes: themesEn,
  share: shareEn,
  stories: storiesEn,
  pdf: pdfEn,
  onboarding: onboardingEn,
  library: libraryEn,
  publishing: publishingEn,
  time: timeEn,
  communityActions: communityActionsEn,
  community: communityEn,
  children: childrenEn,
  billing: billingEn,
  adminAccess: adminAccessEn,
  adminContent: adminContentEn,
} as const;
