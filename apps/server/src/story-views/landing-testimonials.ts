import { desc, eq, sql } from 'drizzle-orm';
import type { Language, Testimonial } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { testimonials } from '../db/schema.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

export const toTestimonial = (row: TestimonialRow): Testimonial => ({ id: row.id, firstName: row.firstName, city: row.city, message: row.message, language: row.language });

/**
 * The home page's testimonials (it shows them beside the stories, so the landing data carries
 * them): up to `limit` approved ones, newest approval first, those written in the visitor's
 * language before the others.
 */
export async function landingTestimonials(db: Database, language: Language, limit = 3): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, 'approved'))
    .orderBy(desc(sql`${testimonials.language} = ${language}`), desc(testimonials.reviewedAt), desc(testimonials.id))
    .limit(limit);
  return rows.map(toTestimonial);
}
