import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTestimonial,
  adminTestimonialList,
  adminTestimonialQuery,
  adminTestimonialRequest,
  errorResponse,
  findContactOrLink,
  findUnsafeContent,
  hasArabicLetters,
  idParams,
  testimonialDecision,
  testimonialReceived,
  testimonialRequest,
  translateMessage,
  type ContactKind,
  type MessageKey,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { tooManyRequests } from '../../accounts/sign-in-guard.ts';
import { hit } from '../../accounts/throttle.ts';
import { throttleRules } from '../../accounts/throttle-rules.ts';
import { testimonials } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { toTestimonial, type TestimonialRow } from '../../story-views/landing-testimonials.ts';

const contactMessages: Record<ContactKind, MessageKey> = {
  link: 'community.textLink',
  email: 'community.textEmail',
  phone: 'community.textPhone',
};

const toAdminTestimonial = (row: TestimonialRow) => ({
  ...toTestimonial(row),
  status: row.status as 'pending' | 'approved' | 'rejected',
  createdAt: row.createdAt.toISOString(),
  fromParent: row.userId !== null,
  translation: row.translation,
});

/** Plain words: nothing unfit for a bedtime page and no way to reach anyone (a link, an email, a phone number), each refused with its own message. */
function assertPlainWords(fields: ReadonlyArray<readonly [string, string | undefined]>): void {
  for (const [field, text] of fields) {
    if (!text) continue;
    const contact = findContactOrLink(text);
    if (contact) throw new AppError('VALIDATION_FAILED', contactMessages[contact.kind], { field });
    if (findUnsafeContent(text, { loss: true }))
      throw new AppError('POST_UNSAFE', 'content.unsafe', { field });
  }
}

/** Parents' words for the home page: sent by a parent, shown once an admin approves them. */
const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Plain words (`assertPlainWords`), then at most a few a day per parent. Its language is the one
   * it is written in, so the home page can show visitors words they read.
   */
  app.post(
    '/api/testimonials',
    {
      preHandler: app.requireUser,
      schema: {
        body: testimonialRequest,
        response: {
          201: testimonialReceived,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { firstName, city, message } = request.body;
      assertPlainWords([
        ['firstName', firstName],
        ['city', city],
        ['message', message],
      ]);
      const state = await hit(
        app.db,
        `testimonial:user:${user.id}`,
        throttleRules.testimonialsPerAccount,
        app.now(),
      );
      if (!state.allowed) throw tooManyRequests(state);
      const [row] = await app.db
        .insert(testimonials)
        .values({
          userId: user.id,
          firstName,
          city,
          message,
          language: hasArabicLetters(message) ? 'ar' : 'en',
          status: 'pending',
          createdAt: app.now(),
        })
        .returning({ id: testimonials.id });
      return reply.status(201).send({
        id: row!.id,
        status: 'pending' as const,
        notice: translateMessage('community.testimonialReceived', request.language),
      });
    },
  );

  app.get(
    '/api/admin/testimonials',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminTestimonialQuery,
        response: { 200: adminTestimonialList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { status } = request.query;
      const rows = await app.db
        .select()
        .from(testimonials)
        .where(status ? eq(testimonials.status, status) : undefined)
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(500);
      return { testimonials: rows.map(toAdminTestimonial) };
    },
  );

  /**
   * The operator's own testimonial: a real parent's words received outside the product (never
   * invented), in English, Arabic or both, under the same rules as a parent's. The operator is
   * the one who approves, so it shows on the home page at once.
   */
  app.post(
    '/api/admin/testimonials',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: adminTestimonialRequest,
        response: { 201: adminTestimonial, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { firstName, city, messageEn, messageAr } = request.body;
      assertPlainWords([
        ['firstName', firstName],
        ['city', city],
        ['messageEn', messageEn],
        ['messageAr', messageAr],
      ]);
      const now = app.now();
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(testimonials)
          .values({
            userId: null,
            firstName,
            city,
            message: (messageEn ?? messageAr)!,
            language: messageEn ? 'en' : 'ar',
            translation: messageEn ? (messageAr ?? null) : null,
            status: 'approved',
            createdAt: now,
            reviewedAt: now,
          })
          .returning();
        await recordAdminAction(tx, {
          ...auditActor(request),
          action: 'testimonial.create',
          targetType: 'testimonial',
          targetId: String(row!.id),
          detail: { firstName, city },
        });
        return row!;
      });
      app.landingCache.clear();
      return reply.status(201).send(toAdminTestimonial(row));
    },
  );

  /** Approving shows it on the home page at once (the landing data is made again); rejecting takes it off. */
  app.post(
    '/api/admin/testimonials/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: testimonialDecision,
        response: {
          200: adminTestimonial,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { action } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(testimonials)
          .set({ status: action === 'approve' ? 'approved' : 'rejected', reviewedAt: app.now() })
          .where(eq(testimonials.id, request.params.id))
          .returning();
        if (!row) throw notFound();
        await recordAdminAction(tx, {
          ...auditActor(request),
          action: `testimonial.${action}`,
          targetType: 'testimonial',
          targetId: String(row.id),
        });
        return row;
      });
      app.landingCache.clear();
      return toAdminTestimonial(row);
    },
  );
};

export default testimonialsRoutes;
