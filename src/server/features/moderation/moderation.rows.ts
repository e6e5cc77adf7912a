import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** What the moderation repos share: the person columns, the queue's size and the report targets. */

/** How many items of each kind the queue shows at once (oldest first). */
export const QUEUE_LIMIT = 100;

export type ReportTargetKind = 'job' | 'message' | 'conversation';

export interface Person {
  id: string | null;
  name: string | null;
  banned: boolean;
}

/** The columns personColumns adds to a row. */
export const personRow = z.object({
  person_id: z.string().nullable(),
  person_name: z.string().nullable(),
  person_banned: z.boolean(),
});

export const person = (row: z.output<typeof personRow>): Person => ({
  id: row.person_id,
  name: row.person_name,
  banned: row.person_banned,
});

/** Joins `user` and `user_bans` for the user id in `column` as person_id, person_name, person_banned. */
export const personColumns = (column: string) =>
  sql.raw(`${column} as person_id, (select name from "user" where id = ${column}) as person_name,
    exists (select 1 from user_bans where user_id = ${column}) as person_banned`);

export const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A bigint id or a count: text from node-postgres, a number from PGlite. */
export const dbNumber = z.coerce.number();
