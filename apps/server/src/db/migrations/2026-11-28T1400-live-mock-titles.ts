import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 66 point 4 (decision 0456): a live mock is named by its entrance, never by the public
  // paper whose pattern it follows. Those scheduled before were stored as "Live " and the paper's
  // title ("Live Mock test 4", "Live BCA mock test 2") and kept that name in the examiner's list
  // and the standings' messages. Only exams that are live mocks, only titles of that old form.
  await sql`
    update exams
       set title = case when exams.title like 'Live BCA %'
                        then 'BCA entrance: live mock'
                        else 'B.Sc.CSIT entrance: live mock' end
      from live_mocks
     where live_mocks.exam_id = exams.id
       and (exams.title like 'Live Mock test %'
            or exams.title like 'Live Model paper %'
            or exams.title like 'Live BCA mock test %')
  `.execute(db);
}

// The old names are not kept: a title written by hand was never of that form.
export async function down(): Promise<void> {}
