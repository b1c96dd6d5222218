import { privateBank } from "../modules/exams/exam-fixtures";
import type { Hints } from "./walk-schema";

const HOUR = 3_600_000;
let emails = 0;

/**
 * What a real caller sends in the fields whose rules "x" and 1 do not meet (see walk-schema.ts), for
 * the walks over every route (route-walk.test.ts, extremes.test.ts). `now` is the test app's clock.
 */
export function hintsFor(url: string, now: Date): Hints {
  const at = (ms: number) => () => new Date(now.getTime() + ms).toISOString();
  return {
    questions: () => privateBank({ physics: 2 }),
    email: () => `walker.${++emails}@example.com`,
    name: () => "Asha Rai",
    password: () => "mountain river 42",
    password_confirmation: () => "mountain river 42",
    current_password: () => "mountain river 42",
    title: () => "Physics weekly test",
    slug: () => "walk-exam",
    opens_at: at(HOUR),
    closes_at: at(5 * HOUR),
    before: at(0),
    bank: () => "entrance",
    started_at: at(0),
    finished_at: at(0),
    // A bank upload is its questions or a file's text, not both: the walk sends the questions.
    format: () => undefined,
    text: () => undefined,
    paper: () => "mock-1",
    sub_type: () => "mcq",
    utype: () => "mcq",
    year: () => "2079",
    seconds: () => 600,
    language: () => "en",
    // An attempt is named by a UUID; the rest of the ids are numbers.
    id: () => (/attempts|mocks/.test(url) ? "3f1c9a52-7b4e-4d2a-9c61-2e8f5a7b9d10" : "1"),
    // A catalog import is a file's text in a format; a bank upload here sends its questions instead.
    ...(url.includes("catalog-import")
      ? { format: () => "csv", text: () => "Which is larger?,1,2,3,4,2" }
      : {}),
  };
}
