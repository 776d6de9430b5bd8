import type { Location } from '@qamar/shared';
import { catalogueKeys } from './catalogue-keys.ts';
import { useListQuery, useSignedIn } from './list-query.ts';

export const useLocations = () =>
  useListQuery<Location[]>(catalogueKeys.locations, useSignedIn().signedIn);
