import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 64 (decision 343): every version of every question a student could have answered, so an
  // answer sent after its question left its bank, or after its option was reworded, is kept and
  // marked by the question as it was, and an option that was never in the question is refused.
  await sql`create table question_versions (
    bank text not null,
    question_id integer not null,
    version text not null,
    category text not null,
    options jsonb not null,
    answer text not null,
    seen_at timestamptz not null default now(),
    primary key (bank, question_id, version)
  )`.execute(db);
  // A catalog unit's questions are kept as each version of the unit is written (the seed, a
  // publish, an unpublish): its bank is `unit:<id>` (school) or `mcq-unit:<id>` (entrance units).
  for (const [table, prefix] of [
    ["units", "unit"],
    ["entrance_units", "mcq-unit"],
  ] as const) {
    await sql`create function ${sql.raw(`${table}_question_versions`)}() returns trigger as $$
      begin
        insert into question_versions (bank, question_id, version, category, options, answer)
        select ${sql.lit(`${prefix}:`)} || new.id, (q ->> 'id')::integer,
          md5(jsonb_build_array(q -> 'category', q -> 'options', q -> 'answer')::text),
          q ->> 'category', q -> 'options', q ->> 'answer'
        from jsonb_array_elements(new.json_data::jsonb) as q
        where jsonb_typeof(q -> 'options') = 'array' and q ? 'id' and q ? 'answer'
        on conflict do nothing;
        return new;
      end $$ language plpgsql`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_question_versions`)}
      after insert or update of json_data on ${sql.table(table)}
      for each row execute function ${sql.raw(`${table}_question_versions`)}()`.execute(db);
    await sql`insert into question_versions (bank, question_id, version, category, options, answer)
      select ${sql.lit(`${prefix}:`)} || u.id, (q ->> 'id')::integer,
        md5(jsonb_build_array(q -> 'category', q -> 'options', q -> 'answer')::text),
        q ->> 'category', q -> 'options', q ->> 'answer'
      from ${sql.table(table)} as u, jsonb_array_elements(u.json_data::jsonb) as q
      where jsonb_typeof(q -> 'options') = 'array' and q ? 'id' and q ? 'answer'
      on conflict do nothing`.execute(db);
  }
  // The file banks' versions are written by the server as it starts (modules/questions).
  await sql`create table bank_versions (
    bank text not null,
    version text not null,
    primary key (bank, version)
  )`.execute(db);

  // A practice answer kept but marked (decision 343): 'withdrawn', 'left' (its bank) or
  // 'reworded' (its option); null for an answer that counts as it stands.
  await sql`alter table attempt_answers add column mark text`.execute(db);
  // An attempt's answers arrive in more than one send (a retried answer): one row per question.
  await sql`create unique index attempt_answers_question_idx
    on attempt_answers (attempt_id, bank, question_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index attempt_answers_question_idx`.execute(db);
  await sql`alter table attempt_answers drop column mark`.execute(db);
  await sql`drop table bank_versions`.execute(db);
  for (const table of ["units", "entrance_units"]) {
    await sql`drop trigger ${sql.raw(`${table}_question_versions`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`drop function ${sql.raw(`${table}_question_versions`)}()`.execute(db);
  }
  await sql`drop table question_versions`.execute(db);
}
