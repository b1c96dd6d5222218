import type { CodedMessage } from "@tayari/contracts/errors";
import { LIST_LIMIT } from "@tayari/contracts/examiner-candidates";
import { EXAM_HOLD_MAX_DAYS, EXAM_MAX_PAPER, EXAM_MAX_POOL } from "@tayari/contracts/limits";
import { AppError, coded, fail, invalidField } from "../../lib/app-error";
import type { Hold } from "../exams/holds";

/** A quota of an exam's selection that its source cannot fill, or one named twice. */
export type QuotaFault =
  | { kind: "quotaTwice"; category: string }
  | { kind: "quotaShort"; category: string; count: number; have: number };

/** Why an examiner's action on an exam was refused: the use cases' outcomes. */
export type ExaminerRefusal =
  | { kind: "noExam"; slug: string }
  | { kind: "noBank"; id: number }
  | { kind: "noSuchQuestions"; ids: string }
  | { kind: "listedTwice" }
  | { kind: "quotaFaults"; faults: QuotaFault[] }
  | { kind: "paperTooLong"; field: string; count: number }
  | { kind: "poolTooLarge"; field: string; count: number }
  | { kind: "customMarksMissing"; categories: string }
  | { kind: "tieBreakSection"; category: string }
  | { kind: "tieBreakTwice"; category: string }
  | { kind: "closesBeforeCreated" }
  | { kind: "repeatsAnother"; title: string; opens: Date; closes: Date }
  | { kind: "slugTaken" }
  | { kind: "editAfterOpen"; title: string; opens: Date }
  | { kind: "editedMeanwhile"; title: string }
  | { kind: "extendClosed"; title: string; closes: Date }
  | { kind: "extendNotOpen"; title: string; closes: Date }
  | { kind: "extendNothing" }
  | { kind: "extendLater"; closes: Date }
  | { kind: "windowTooLong" }
  | { kind: "noCandidate"; who: string }
  | { kind: "stillSitting"; who: string }
  | { kind: "resultsFixedNoReopen" }
  | { kind: "reopenNoTime"; who: string }
  | { kind: "openUntil"; until: Date }
  | { kind: "heldBack"; hold: Hold }
  | { kind: "notInExam"; question: number }
  | { kind: "noSuchOption"; question: number; option: string }
  | { kind: "acceptTwo" }
  | { kind: "keyChanged"; question: number; version: number; by: string; key: string }
  | { kind: "keyUnchanged"; question: number }
  | { kind: "regradeTwice"; question: number }
  | { kind: "listTooLong" }
  | { kind: "listConfirm"; title: string; count: number; started: number }
  | { kind: "extraTimeHandedIn"; who: string }
  | { kind: "extraTimeShorter"; who: string; before: number; after: number }
  | { kind: "extraTimeRange" }
  | { kind: "listRefused"; count: number; faults: CodedMessage[] };

/** A refusal in HTTP: its status, code and field as the contract declares them (a table). */
export function examinerRefusal(refusal: ExaminerRefusal): AppError {
  switch (refusal.kind) {
    case "noExam":
      return fail(404, "exams.noExam", { slug: refusal.slug });
    case "noBank":
      return fail(404, "exams.noBank", { id: refusal.id });
    case "noSuchQuestions": {
      const ids = refusal.ids;
      return new AppError(422, coded("exams.noSuchQuestions", { ids }), {
        "selection.question_ids": [coded("exams.notInBank", { ids })],
      });
    }
    case "listedTwice":
      return new AppError(422, coded("exams.listedTwice"), {
        "selection.question_ids": [coded("exams.listedTwice")],
      });
    case "quotaFaults": {
      const problems = refusal.faults.map((f) =>
        f.kind === "quotaTwice"
          ? coded("exams.quotaTwice", { category: f.category })
          : coded("exams.quotaShort", { category: f.category, count: f.count, have: f.have }),
      );
      return new AppError(422, problems[0]!, { "selection.quotas": problems });
    }
    case "paperTooLong": {
      const fault = coded("exams.paperTooLong", { count: refusal.count, max: EXAM_MAX_PAPER });
      return new AppError(422, fault, { [refusal.field]: [fault] });
    }
    case "poolTooLarge": {
      const fault = coded("exams.poolTooLarge", { count: refusal.count, max: EXAM_MAX_POOL });
      return new AppError(422, fault, { [refusal.field]: [fault] });
    }
    case "customMarksMissing": {
      const { categories } = refusal;
      return new AppError(422, coded("exams.customMarksMissing", { categories }), {
        custom_marks: [coded("exams.customMarksGive", { categories })],
      });
    }
    case "tieBreakSection":
      return invalidField("tie_break", "exams.tieBreakSection", { category: refusal.category });
    case "tieBreakTwice":
      return invalidField("tie_break", "exams.tieBreakTwice", { category: refusal.category });
    case "closesBeforeCreated":
      return new AppError(422, coded("exams.closesBeforeCreated"), {
        closes_at: [coded("exams.closingInFuture")],
      });
    case "repeatsAnother":
      return fail(409, "exams.repeatsAnother", {
        title: refusal.title,
        opens: refusal.opens.toISOString(),
        closes: refusal.closes.toISOString(),
      });
    case "slugTaken":
      return invalidField("slug", "exams.slugTaken");
    case "editAfterOpen":
      return fail(409, "exams.editAfterOpen", {
        title: refusal.title,
        opens: refusal.opens.toISOString(),
      });
    case "editedMeanwhile":
      return fail(409, "exams.editedMeanwhile", { title: refusal.title });
    case "extendClosed":
      return fail(409, "exams.extendClosed", {
        title: refusal.title,
        when: refusal.closes.toISOString(),
      });
    case "extendNotOpen": {
      // Said with the close too, as the closed exam's refusal is.
      const params = { title: refusal.title, when: refusal.closes.toISOString() };
      return fail(409, "exams.extendNotOpen", params);
    }
    case "windowTooLong":
      return invalidField("closes_at", "exams.windowTooLong");
    case "extendNothing":
      return fail(422, "exams.extendNothing");
    case "extendLater":
      return invalidField("closes_at", "exams.extendLater", { when: refusal.closes.toISOString() });
    case "noCandidate":
      return fail(404, "exams.noCandidate", { who: refusal.who });
    case "stillSitting":
      return fail(409, "exams.stillSitting", { who: refusal.who });
    case "resultsFixedNoReopen":
      return fail(409, "exams.resultsFixedNoReopen");
    case "reopenNoTime":
      return fail(422, "exams.reopenNoTime", { who: refusal.who });
    case "openUntil":
      return fail(409, "exams.openUntil", { when: refusal.until.toISOString() });
    case "heldBack": {
      const { hold } = refusal;
      // Bounded (decisions 142 and 397): the hold ends before that exam closes.
      if (hold.until < hold.closes && hold.limitDays !== null)
        return fail(409, "exams.heldBackLimit", {
          title: hold.title,
          when: hold.until.toISOString(),
          closes: hold.closes.toISOString(),
          count: hold.limitDays,
        });
      if (hold.until < hold.closes)
        return fail(409, "exams.heldBackWindow", {
          title: hold.title,
          when: hold.until.toISOString(),
          closes: hold.closes.toISOString(),
          days: EXAM_HOLD_MAX_DAYS,
        });
      return fail(409, "exams.heldBack", {
        title: hold.title,
        when: hold.until.toISOString(),
        ...(hold.opens && { opens: hold.opens.toISOString() }),
      });
    }
    case "notInExam":
      return invalidField("question_id", "exams.notInExam", { question: refusal.question });
    case "noSuchOption":
      return invalidField("change", "exams.noSuchOption", {
        question: refusal.question,
        option: refusal.option,
      });
    case "acceptTwo":
      return invalidField("change", "exams.acceptTwo");
    case "regradeTwice":
      return invalidField("corrections", "exams.regradeTwice", { question: refusal.question });
    case "keyChanged":
      return fail(409, "exams.keyChanged", {
        question: refusal.question,
        version: refusal.version,
        by: refusal.by,
        key: refusal.key,
      });
    case "keyUnchanged":
      return invalidField("change", "exams.keyUnchanged", { question: refusal.question });
    case "extraTimeHandedIn":
      return fail(409, "exams.extraTimeHandedIn", { who: refusal.who });
    case "extraTimeShorter": {
      const { who, before, after } = refusal;
      return fail(409, "exams.extraTimeShorter", { who, before, after });
    }
    case "extraTimeRange":
      return invalidField("minutes", "exams.extraTimeRange");
    case "listConfirm": {
      const { title, count, started } = refusal;
      return fail(409, "exams.listConfirm", { title, count, started });
    }
    case "listTooLong":
      return fail(422, "exams.listTooLong", { count: LIST_LIMIT });
    case "listRefused":
      return new AppError(422, coded("exams.listRefused", { count: refusal.count }), {
        text: refusal.faults,
      });
  }
}
