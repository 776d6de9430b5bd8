import { billingAr } from './billing.ar.ts';
import { adminAccessAr } from './admin-access.ar.ts';
import { adminContentAr } from './admin-content.ar.ts';
import { catalogueAr } from './catalogue.ar.ts';
import { childrenAr } from './children.ar.ts';
import { communityActionsAr } from './community-actions.ar.ts';
import { communityAr } from './community.ar.ts';
import { libraryAr } from './library.ar.ts';
import { onboardingAr } from './onboarding.ar.ts';
import { pdfAr } from './pdf.ar.ts';
import { publishingAr } from './publishing.ar.ts';
import { shareAr } from './share.ar.ts';
import { storiesAr } from './stories.ar.ts';
import { themesAr } from './themes.ar.ts';
import { timeAr } from './time.ar.ts';

/** Arabic texts of the screens behind the landing page (see app.en.ts). */
export const appAr = {
  catalogue: catalogueAr,
  themes: themesAr,
  share: shareAr,
  stories: storiesAr,
  pdf: pdfAr,
  onboarding: onboardingAr,
  library: libraryAr,
  publishing: publishingAr,
  time: timeAr,
  communityActions: communityActionsAr,
  community: communityAr,
  children: childrenAr,
  billing: billingAr,
  adminAccess: adminAccessAr,
  adminContent: adminContentAr,
} as const;
