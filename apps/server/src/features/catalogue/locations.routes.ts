import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateLocationRequest,
  adminLocationResponse,
  createLocationRequest,
  errorResponse,
  idParams,
  location,
  locationList,
  updateLocationRequest,
  type Language,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { assertGentle, assertVerified } from '../../accounts/creation-rules.ts';
import { countOwnLocations, planOf } from '../../accounts/quota.ts';
import { locations } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { locationInput } from '../../generation/engine-inputs.ts';
import { toLocation, type LocationRow } from './catalogue.mappers.ts';
import {
  createOwnItem,
  creationRate,
  deleteOwnItem,
  itemErrors,
  offeredItems,
  ownItems,
  updateOwnItem,
} from './own-items.ts';

const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (language: Language, rows: LocationRow[]) =>
    rows.map((row) => toLocation(row, language, app.mediaUrls));

  app.get(
    '/api/locations',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { response: { 200: locationList, 401: errorResponse } },
    },
    async (request) =>
      answer(request.language, await offeredItems(app, locations, request.user?.id)),
  );

  app.get(
    '/api/locations/own',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { response: { 200: locationList, 401: errorResponse } },
    },
    async (request) =>
      request.user ? answer(request.language, await ownItems(app, locations, request.user.id)) : [],
  );

  app.post(
    '/api/locations/generate',
    {
      preHandler: app.requireUser,
      config: creationRate,
      schema: { body: createLocationRequest, response: { 201: location, ...itemErrors } },
    },
    async (request, reply) => {
      const user = request.user!;
      assertVerified(user);
      const body = request.body;
      assertGentle({ name: body.name, nameAr: body.nameAr, description: body.description });
      const values = {
        nameEn: body.name,
        nameAr: body.nameAr ?? null,
        type: body.type,
        descriptionEn: body.description,
        setting: null,
      };
      const limit = planOf(user).customLocations;
      const row = await createOwnItem(app, {
        owner: user,
        limit,
        used: (db) => countOwnLocations(db, user.id),
        exceeded: () =>
          new AppError('LOCATION_LIMIT_EXCEEDED', 'catalogue.locationLimit', {
            params: { limit },
          }),
        folder: 'locations',
        draw: async () =>
          (await app.engines({ purpose: 'location-picture', userId: user.id })).illustrator.place(
            locationInput(values),
          ),
        insert: async (db, pictureKey) =>
          (
            await db
              .insert(locations)
              .values({ ...values, userId: user.id, pictureKey })
              .returning()
          )[0]!,
      });
      return reply.status(201).send(toLocation(row, request.language, app.mediaUrls));
    },
  );

  app.post(
    '/api/admin/locations/generate',
    {
      onRequest: app.requireAdmin,
      config: creationRate,
      schema: {
        body: adminCreateLocationRequest,
        response: { 201: adminLocationResponse, ...itemErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertGentle({ name: body.name, nameAr: body.nameAr, description: body.details.description });
      const values = {
        nameEn: body.name,
        nameAr: body.nameAr ?? null,
        type: body.details.type,
        descriptionEn: body.details.description,
        setting: null,
      };
      const row = await createOwnItem(app, {
        owner: null,
        limit: Infinity,
        used: async () => 0,
        exceeded: () => notFound(),
        folder: 'locations',
        draw: async () =>
          (await app.engines({ purpose: 'location-picture' })).illustrator.place(
            locationInput(values),
          ),
        insert: (db, pictureKey) =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(locations)
              .values({ ...values, isPublic: true, pictureKey })
              .returning();
            await recordAdminAction(tx, {
              ...auditActor(request),
              action: 'catalogue.location-create',
              targetType: 'location',
              targetId: String(row!.id),
              detail: { nameEn: values.nameEn },
            });
            return row!;
          }),
      });
      return reply.status(201).send({ location: toLocation(row, request.language, app.mediaUrls) });
    },
  );

  app.patch(
    '/api/locations/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        body: updateLocationRequest,
        response: { 200: location, ...itemErrors },
      },
    },
    async (request) => {
      assertGentle(request.body);
      const row = await updateOwnItem(
        app,
        locations,
        request.params.id,
        request.user!,
        request.body,
      );
      return toLocation(row, request.language, app.mediaUrls);
    },
  );

  app.delete(
    '/api/locations/:id',
    {
      preHandler: app.requireUserOrAdmin,
      schema: { params: idParams, response: { 204: z.null(), ...itemErrors } },
    },
    async (request, reply) => {
      await deleteOwnItem(app, locations, request.params.id, request.user);
      return reply.status(204).send(null);
    },
  );
};

export default locationsRoutes;
