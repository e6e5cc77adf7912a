import { sql, type SQL } from 'drizzle-orm';

const FORMATS = {
  seconds: 'YYYY-MM-DD"T"HH24:MI:SS"Z"',
  milliseconds: 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"',
  /** Exact keyset cursors need every digit PostgreSQL keeps. */
  microseconds: 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"',
} as const;

/**
 * A timestamptz column (a trusted SQL name such as `m.created_at`, never user input) as ISO 8601
 * text in UTC, to the given precision.
 */
export function timestampText(column: string, precision: keyof typeof FORMATS): SQL<string> {
  return sql.raw(`to_char(${column} at time zone 'UTC', '${FORMATS[precision]}')`) as SQL<string>;
}
