import type { FeedbackCategory, Language } from '@qamar/shared';
import type { Database } from '../../db/client.ts';
import { feedback } from '../../db/schema.ts';

export interface NewFeedback {
  userId: number | null;
  category: FeedbackCategory;
  message: string;
  pageUrl: string;
  language: Language;
  userAgent: string | null;
}

export async function insertFeedback(db: Database, entry: NewFeedback): Promise<number> {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}
