import { desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Language, Testimonial } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { testimonials } from '../db/schema.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

/** The other of the two languages a testimonial can be written in. */
const otherLanguage = (language: string): Language => (language === 'ar' ? 'en' : 'ar');

/**
 * A testimonial as written; given a visitor's language, the operator's translation into it when
 * there is one (parents' words have none: they are shown in the language they were written in).
 */
export function toTestimonial(row: TestimonialRow, language?: Language): Testimonial {
  const translated =
    language !== undefined && row.translation !== null && language === otherLanguage(row.language);
  return {
    id: row.id,
    firstName: row.firstName,
    city: row.city,
    message: translated ? row.translation! : row.message,
    language: translated ? language : row.language,
  };
}

/**
 * The home page's testimonials (it shows them beside the stories, so the landing data carries
 * them): up to `limit` approved ones, newest approval first, those the visitor can read in their
 * language (written in it, or translated into it by the operator) before the others.
 */
export async function landingTestimonials(
  db: Database,
  language: Language,
  limit = 3,
): Promise<Testimonial[]> {
  const readable = or(eq(testimonials.language, language), isNotNull(testimonials.translation));
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, 'approved'))
    .orderBy(
      desc(sql`coalesce(${readable}, false)`),
      desc(testimonials.reviewedAt),
      desc(testimonials.id),
    )
    .limit(limit);
  return rows.map((row) => toTestimonial(row, language));
}
