import { lazyTexts } from '../../lib/lazy-texts.tsx';

/** The dashboard's and logs' texts, loaded with those pages only (`adminOps.*`). */
export const { load: loadAdminOpsTexts, Texts: AdminOpsTexts } = lazyTexts('adminOps', {
  en: () => import('../../locales/admin-ops.en.ts').then((module) => module.adminOpsEn),
  ar: () => import('../../locales/admin-ops.ar.ts').then((module) => module.adminOpsAr),
});
