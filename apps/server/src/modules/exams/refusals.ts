import { fail, type AppError } from "../../lib/app-error";
import { tooManyAttempts } from "../../plugins/rate-limit";
import { notSignedIn } from "../auth/authenticate";
import type { OutsideWindow } from "./window";

/** A moment as a refusal's params carry it: whole seconds, UTC. */
export const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Why a student's start, status, submit or result was refused: the use cases' outcomes. */
export type ExamRefusal =
  | OutsideWindow
  | { kind: "notSignedIn" }
  | { kind: "examinersDoNotSit" }
  | { kind: "tooManyStarts"; retryAfterMs: number }
  | { kind: "notOpen" }
  | { kind: "needsCode" }
  | { kind: "wrongCode" }
  | { kind: "listEmailUnverified"; title: string }
  | { kind: "notOnList"; title: string }
  | { kind: "rollNeeded"; title: string }
  | { kind: "rollNotOnList"; title: string; roll: string }
  | { kind: "rollTaken"; roll: string }
  | { kind: "oneAttempt" }
  | { kind: "notStarted" }
  | { kind: "didNotSit" }
  | { kind: "resultsAt"; at: Date }
  | { kind: "resultsNotReleased" }
  | { kind: "resultsHeld"; until: Date }
  /** A sealed start with a seal not made for this account and exam (decision 0452). */
  | { kind: "sealForged" }
  /** A sealed start when the account's attempt, started elsewhere, holds another paper. */
  | { kind: "sealOtherPaper" };

/** A refusal in HTTP: its status and code as the contract declares them (a table: refusals.test.ts). */
export function examRefusal(refusal: ExamRefusal): AppError {
  switch (refusal.kind) {
    case "opensLater": {
      // `seconds` and the paper's facts are values the text does not show: the page counts down
      // from them and says what the paper is and what happens at its close (issue 66 point 4).
      const { title, opensAt, seconds, paper } = refusal;
      const params = {
        title,
        when: opensAt.toISOString(),
        seconds,
        questions: paper.questions,
        minutes: paper.minutes,
        closes: paper.closesAt.toISOString(),
        results: paper.resultsAtClose ? "at_close" : "manual",
      };
      return fail(404, "exams.opensLater", params);
    }
    case "closedAt":
      return fail(404, "exams.closedAt", {
        title: refusal.title,
        when: refusal.closesAt.toISOString(),
      });
    case "notSignedIn":
      return notSignedIn();
    case "examinersDoNotSit":
      return fail(403, "exams.examinersDoNotSit");
    case "tooManyStarts":
      return tooManyAttempts(refusal.retryAfterMs);
    case "notOpen":
      return fail(404, "exams.notOpen");
    case "needsCode":
      return fail(403, "exams.needsCode");
    case "wrongCode":
      return fail(403, "exams.wrongCode");
    case "listEmailUnverified":
      return fail(403, "exams.listEmailUnverified", { title: refusal.title });
    case "notOnList":
      return fail(403, "exams.notOnList", { title: refusal.title });
    case "rollNeeded":
      return fail(403, "exams.rollNeeded", { title: refusal.title });
    case "rollNotOnList":
      return fail(403, "exams.rollNotOnList", { title: refusal.title, roll: refusal.roll });
    case "rollTaken":
      return fail(409, "exams.rollTaken", { roll: refusal.roll });
    case "oneAttempt":
      return fail(409, "exams.oneAttempt");
    case "notStarted":
      return fail(404, "exams.notStarted");
    case "didNotSit":
      return fail(404, "exams.didNotSit");
    case "resultsAt":
      return fail(409, "exams.resultsAt", { when: when(refusal.at) });
    case "resultsNotReleased":
      return fail(409, "exams.resultsNotReleased");
    case "sealForged":
      return fail(403, "exams.sealForged");
    case "sealOtherPaper":
      return fail(409, "exams.sealOtherPaper");
    case "resultsHeld":
      return fail(409, "exams.resultsHeld", { when: refusal.until.toISOString() });
  }
}
