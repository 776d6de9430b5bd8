import { adminOpsAr } from './admin-ops.ar.ts';
import { appAr } from './app.ar.ts';
import { coreAr } from './core.ar.ts';
import type { ArabicTranslations } from './en.ts';

/** Arabic interface texts, whole: every English key, with Arabic's six plural forms. */
export const ar: ArabicTranslations = { ...coreAr, ...appAr, adminOps: adminOpsAr };
