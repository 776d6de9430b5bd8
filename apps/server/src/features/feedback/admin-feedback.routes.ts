import { and, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackItem,
  adminFeedbackList,
  adminFeedbackQuery,
  errorResponse,
  idParams,
  type FeedbackCategory,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { feedback, users } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';

type FeedbackRow = typeof feedback.$inferSelect;

const toItem = (row: FeedbackRow, senderEmail: string | null) => ({
  id: row.id,
  category: row.category as FeedbackCategory,
  message: row.message,
  pageUrl: row.pageUrl,
  language: row.language,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  senderEmail,
});

/**
 * The feedback inbox for admins: what parents and visitors sent from the feedback button, newest
 * first, by category and by whether it is handled yet, a page at a time (keyset on the id). An
 * admin marks an entry done (PUT) or open again (DELETE); both are in the audit log.
 */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/feedback',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { category, status, before, limit } = request.query;
      const filters: Array<SQL | undefined> = [
        category ? eq(feedback.category, category) : undefined,
        status === 'open'
          ? isNull(feedback.doneAt)
          : status === 'done'
            ? isNotNull(feedback.doneAt)
            : undefined,
      ];
      const [rows, [open]] = await Promise.all([
        app.db
          .select({ row: feedback, email: users.email })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(and(...filters, before ? lt(feedback.id, before) : undefined))
          .orderBy(desc(feedback.id))
          .limit(limit + 1),
        app.db
          .select({ n: count() })
          .from(feedback)
          .where(
            and(isNull(feedback.doneAt), category ? eq(feedback.category, category) : undefined),
          ),
      ]);
      const page = rows.slice(0, limit);
      reply.header('cache-control', 'no-store');
      return {
        feedback: page.map(({ row, email }) => toItem(row, email)),
        nextBefore: rows.length > limit ? page.at(-1)!.row.id : null,
        open: open?.n ?? 0,
      };
    },
  );

  for (const done of [true, false]) {
    const handler = async (
      request: { params: { id: number } } & Parameters<typeof auditActor>[0],
    ) => {
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(feedback)
          .set({ doneAt: done ? app.now() : null })
          .where(
            and(
              eq(feedback.id, request.params.id),
              done ? isNull(feedback.doneAt) : isNotNull(feedback.doneAt),
            ),
          )
          .returning();
        if (row) {
          await recordAdminAction(tx, {
            ...auditActor(request),
            action: done ? 'feedback.done' : 'feedback.reopen',
            targetType: 'feedback',
            targetId: String(row.id),
          });
          return row;
        }
        // Already so: nothing changes.
        const [current] = await tx
          .select()
          .from(feedback)
          .where(eq(feedback.id, request.params.id));
        if (!current) throw notFound();
        return current;
      });
      const [sender] = row.userId
        ? await app.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
        : [];
      return toItem(row, sender?.email ?? null);
    };
    const options = {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        response: { 200: adminFeedbackItem, 401: errorResponse, 404: errorResponse },
      },
    };
    if (done) app.put('/api/admin/feedback/:id/done', options, handler);
    else app.delete('/api/admin/feedback/:id/done', options, handler);
  }
};

export default adminFeedbackRoutes;
