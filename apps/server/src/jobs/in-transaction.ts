import { sql, type SQL } from 'drizzle-orm';
import type { SendOptions } from 'pg-boss';

type IDatabase = NonNullable<SendOptions['db']>;
import type { Transaction } from '../accounts/quota.ts';

/** pg-boss's numbered parameters ($1, $2…) as a Drizzle query with the same values bound. */
export function boundQuery(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/**
 * Lets pg-boss write its job rows inside one of our transactions (`send(name, data, { db })`), so
 * a story and its first job are saved together or not at all.
 */
export function queueIn(tx: Transaction): IDatabase {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(boundQuery(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
