import type { Theme } from '@qamar/shared';
import { catalogueKeys } from './catalogue-keys.ts';
import { useListQuery } from './list-query.ts';

/** Themes load only while the theme dialog is open (docs/product/api.md). */
export const useThemes = (open: boolean) => useListQuery<Theme[]>(catalogueKeys.themes, open);
