// The column types the tables share (db/schema.ts and db/schema-exams.ts).
import type { ColumnType } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
