import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateCharacterRequest,
  character,
  characterList,
  createCharacterRequest,
  errorResponse,
  idParams,
  updateCharacterRequest,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { assertGentle, assertVerified } from '../../accounts/creation-rules.ts';
import { countOwnCharacters, planOf } from '../../accounts/quota.ts';
import { findUserById } from '../../accounts/users.repository.ts';
import { characters } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { characterInput } from '../../generation/engine-inputs.ts';
import { toCharacter } from './catalogue.mappers.ts';
import {
  createOwnItem,
  creationRate,
  deleteOwnItem,
  itemErrors,
  offeredItems,
  ownItems,
  updateOwnItem,
} from './own-items.ts';

const charactersRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (
    request: { language: Parameters<typeof toCharacter>[1] },
    rows: Array<typeof characters.$inferSelect>,
  ) => rows.map((row) => toCharacter(row, request.language, app.mediaUrls));

  app.get(
    '/api/characters',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { response: { 200: characterList, 401: errorResponse } },
    },
    async (request) => answer(request, await offeredItems(app, characters, request.user?.id)),
  );

  app.get(
    '/api/characters/own',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { response: { 200: characterList, 401: errorResponse } },
    },
    async (request) =>
      request.user ? answer(request, await ownItems(app, characters, request.user.id)) : [],
  );

  app.get(
    '/api/characters/default',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { response: { 200: characterList, 401: errorResponse } },
    },
    async (request) => answer(request, await offeredItems(app, characters)),
  );

  app.post(
    '/api/characters',
    {
      preHandler: app.requireUser,
      config: creationRate,
      schema: { body: createCharacterRequest, response: { 201: character, ...itemErrors } },
    },
    async (request, reply) => {
      const user = request.user!;
      assertVerified(user);
      const body = request.body;
      assertGentle({ name: body.name, nameAr: body.nameAr, description: body.description });
      // Parents create people; animals and magical beings are the catalogue's (docs/product/validation.md).
      const values = {
        nameEn: body.name,
        nameAr: body.nameAr ?? null,
        age: body.age,
        gender: body.gender,
        type: 'human',
        species: null,
        descriptionEn: body.description,
      };
      const limit = planOf(user).customCharacters;
      const row = await createOwnItem(app, {
        owner: user,
        limit,
        used: (db) => countOwnCharacters(db, user.id),
        exceeded: () =>
          new AppError('CHARACTER_LIMIT_EXCEEDED', 'catalogue.characterLimit', {
            params: { limit },
          }),
        folder: 'characters',
        draw: async () =>
          (
            await app.engines({ purpose: 'character-portrait', userId: user.id })
          ).illustrator.portrait(characterInput(values)),
        insert: async (db, pictureKey) =>
          (
            await db
              .insert(characters)
              .values({ ...values, userId: user.id, pictureKey })
              .returning()
          )[0]!,
      });
      return reply.status(201).send(toCharacter(row, request.language, app.mediaUrls));
    },
  );

  app.post(
    '/api/admin/characters',
    {
      onRequest: app.requireAdmin,
      config: creationRate,
      schema: { body: adminCreateCharacterRequest, response: { 201: character, ...itemErrors } },
    },
    async (request, reply) => {
      const body = request.body;
      assertGentle({
        name: body.name,
        nameAr: body.nameAr,
        description: body.description,
        species: body.species,
      });
      // A default item belongs to nobody; otherwise the admin gives it to an existing parent.
      const ownerId = body.isDefault ? null : (body.userId ?? null);
      if (!body.isDefault && (ownerId === null || !(await findUserById(app.db, ownerId)))) {
        throw new AppError('VALIDATION_FAILED', 'validation.invalid', { field: 'userId' });
      }
      const species = body.type === 'human' ? null : body.species || null;
      const values = {
        nameEn: body.name,
        nameAr: body.nameAr ?? null,
        age: body.age,
        gender: body.gender,
        type: body.type,
        species,
        descriptionEn: body.description,
      };
      const row = await createOwnItem(app, {
        owner: null,
        limit: Infinity,
        used: async () => 0,
        exceeded: () => notFound(),
        folder: 'characters',
        draw: async () =>
          (await app.engines({ purpose: 'character-portrait' })).illustrator.portrait(
            characterInput(values),
          ),
        insert: (db, pictureKey) =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(characters)
              .values({ ...values, userId: ownerId, isDefault: body.isDefault, pictureKey })
              .returning();
            await recordAdminAction(tx, {
              ...auditActor(request),
              action: 'catalogue.character-create',
              targetType: 'character',
              targetId: String(row!.id),
              detail: { nameEn: values.nameEn, userId: ownerId },
            });
            return row!;
          }),
      });
      return reply.status(201).send(toCharacter(row, request.language, app.mediaUrls));
    },
  );

  app.patch(
    '/api/characters/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        body: updateCharacterRequest,
        response: { 200: character, ...itemErrors },
      },
    },
    async (request) => {
      assertGentle(request.body);
      const row = await updateOwnItem(
        app,
        characters,
        request.params.id,
        request.user!,
        request.body,
      );
      return toCharacter(row, request.language, app.mediaUrls);
    },
  );

  app.delete(
    '/api/characters/:id',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { params: idParams, response: { 204: z.null(), ...itemErrors } },
    },
    async (request, reply) => {
      await deleteOwnItem(app, characters, request.params.id, request.user);
      return reply.status(204).send(null);
    },
  );
};

export default charactersRoutes;
