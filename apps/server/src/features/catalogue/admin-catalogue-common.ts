import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  adminCatalogueCharacter,
  adminCatalogueLocation,
  adminCharacterInput,
  adminLocationInput,
  errorResponse,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import type { Transaction } from '../../accounts/quota.ts';
import { characters, locations, themes } from '../../db/schema.ts';
import {
  toAdminCharacter,
  toAdminLocation,
  type CharacterRow,
  type LocationRow,
  type MediaUrls,
} from './catalogue.mappers.ts';

/** What the admins' catalogue routes share: their error answers, their rows, their audit entries. */

export const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  422: errorResponse,
};
/** Each addition or edit is drawn again by the illustrator: a generous pace for a person, a tight one for a script. */
export const drawingRate = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The catalogue's own rows (never a parent's, nor an item an admin gave to one parent). */
export const catalogueCharacter = and(eq(characters.isDefault, true), isNull(characters.userId));
export const catalogueLocation = and(eq(locations.isPublic, true), isNull(locations.userId));
export const catalogueTheme = isNull(themes.userId);

/** Characters and places: their rows, their words as an admin sends them, and how the admins' screen shows them. */
export const drawnKinds = [
  {
    folder: 'characters',
    targetType: 'character',
    table: characters,
    inCatalogue: catalogueCharacter,
    added: { isDefault: true },
    input: adminCharacterInput,
    response: adminCatalogueCharacter,
    values: (body: z.output<typeof adminCharacterInput>) => ({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      age: body.age,
      gender: body.gender,
      type: body.type,
      species: body.type === 'human' ? null : body.species || null,
      descriptionEn: body.descriptionEn,
      descriptionAr: body.descriptionAr,
    }),
    toAdmin: (row: unknown, urls: MediaUrls) => toAdminCharacter(row as CharacterRow, urls),
  },
  {
    folder: 'locations',
    targetType: 'location',
    table: locations,
    inCatalogue: catalogueLocation,
    added: { isPublic: true },
    input: adminLocationInput,
    response: adminCatalogueLocation,
    values: (body: z.output<typeof adminLocationInput>) => ({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      type: body.type,
      descriptionEn: body.descriptionEn,
      descriptionAr: body.descriptionAr,
    }),
    toAdmin: (row: unknown, urls: MediaUrls) => toAdminLocation(row as LocationRow, urls),
  },
] as const;

/** One change to the catalogue in the audit log, written in the change's own transaction. */
export const auditCatalogueChange = (
  tx: Transaction,
  request: FastifyRequest,
  action: string,
  targetType: string,
  id: number,
  detail?: Record<string, unknown>,
) =>
  recordAdminAction(tx, {
    ...auditActor(request),
    action,
    targetType,
    targetId: String(id),
    ...(detail ? { detail } : {}),
  });
