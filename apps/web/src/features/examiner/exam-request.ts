import type { CodedMessage } from "@tayari/contracts/errors";
import type { PUBLIC_EXAM_BANKS } from "@tayari/contracts/exam-banks";
import type {
  CreateExamRequest,
  EditExamRequest,
  ExaminerExam,
} from "@tayari/contracts/examiner-exams";

/** The create form's fields as typed, before they become a request. */
export const EMPTY_FORM = {
  title: "",
  slug: "",
  source: "",
  quotas: "",
  timingMode: "whole_paper",
  timingValue: "60",
  opens: "",
  closes: "",
  profile: "csit",
  customMarks: "",
  accessCode: "",
  // Results by hand by default (decision 0474): keys reviewed before anyone sees a score.
  release: "manual",
  tieBreak: "",
};
export type ExamForm = typeof EMPTY_FORM;
export type FormField = keyof ExamForm | "order";

/** The form field where each of the request's fields is asked (the first part of an error's path). */
export const FIELD_OF: Record<string, FormField> = {
  title: "title",
  slug: "slug",
  source: "source",
  selection: "quotas",
  timing: "timingValue",
  opens_at: "opens",
  closes_at: "closes",
  profile: "profile",
  custom_marks: "customMarks",
  access_code: "accessCode",
  release: "release",
  shuffle_questions: "order",
  shuffle_options: "order",
  tie_break: "tieBreak",
};

/** The fields' ids (after the form's own), in the form's order: the first with a fault is focused. */
export const FIELD_IDS: Record<FormField, string> = {
  title: "exam-title",
  slug: "exam-slug",
  source: "exam-source",
  quotas: "exam-quotas",
  timingMode: "exam-timing-mode",
  timingValue: "exam-timing",
  opens: "exam-opens",
  closes: "exam-closes",
  profile: "exam-profile",
  customMarks: "exam-custom-marks",
  accessCode: "exam-access-code",
  release: "exam-release",
  tieBreak: "exam-tie-break",
  order: "exam-order",
};

/** Messages per form field; the ones no field asks for (the key) under `""`. */
export type FieldMessages = Partial<Record<FormField | "", CodedMessage[]>>;

export function byFormField(fields: Record<string, CodedMessage[]>): FieldMessages {
  const out: FieldMessages = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = FIELD_OF[path.split(".")[0]!] ?? "";
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

/**
 * One key per exam the form sets, sent with "Create exam": a double tap or a retry answers the
 * same exam. getRandomValues works on a college's plain-HTTP address too (randomUUID does not).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Nepal's offset from UTC, which every time the examiner types is read in (decision 106). */
export const NEPAL_OFFSET = "+05:45";

/**
 * A datetime-local picker's value ("2026-12-01T10:00") as the instant it names on Nepal's clock,
 * whatever the device's zone; null when empty or not a time.
 */
export function nepalInstant(value: string): Date | null {
  if (!value) return null;
  const date = new Date(`${value}${NEPAL_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a picker's value on Nepal's clock: the inverse of `nepalInstant`. */
export function nepalPickerValue(instant: Date): string {
  const shifted = new Date(instant.getTime() + (5 * 60 + 45) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A picker's value as the request's ISO instant (Nepal time); as typed when it is not a time. */
const nepalIso = (value: string) => nepalInstant(value)?.toISOString() ?? value;

/** "physics: 25" per line, into quotas or custom marks rows. */
function lines(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.split(":").map((part) => part.trim()))
    .filter((parts) => parts[0]);
}

/**
 * The request the form makes: `source` is the chosen bank (`bank:7`, `public:entrance`), the times
 * are the pickers' values read on Nepal's clock (decision 106), `key` the form's request key.
 */
export function examRequest(
  form: ExamForm,
  source: string,
  order: { shuffleQuestions: boolean; shuffleOptions: boolean },
  key: string,
  /** The exam's own fixed list, kept when its source is kept and no quotas are given (an edit). */
  kept?: { source: string; questionIds: number[] | null },
): CreateExamRequest {
  const [kind, value] = source.split(":") as [string, string];
  const quotas = lines(form.quotas).map(([category, count]) => ({
    category: category!,
    count: Number(count),
  }));
  return {
    title: form.title,
    slug: form.slug,
    source:
      kind === "bank"
        ? { bank_id: Number(value) }
        : { public_bank: value as (typeof PUBLIC_EXAM_BANKS)[number] },
    selection: quotas.length
      ? { mode: "quota", quotas }
      : kept?.questionIds && kept.source === source
        ? { mode: "fixed", question_ids: kept.questionIds }
        : { mode: "fixed" },
    timing:
      form.timingMode === "per_question"
        ? { mode: "per_question", seconds: Number(form.timingValue) }
        : { mode: "whole_paper", minutes: Number(form.timingValue) },
    opens_at: nepalIso(form.opens),
    closes_at: nepalIso(form.closes),
    profile: form.profile as CreateExamRequest["profile"],
    ...(form.profile === "custom"
      ? {
          custom_marks: Object.fromEntries(
            lines(form.customMarks).map(([c, right, wrong]) => [
              c!,
              { correct: Number(right), wrong: Number(wrong ?? 0) },
            ]),
          ),
        }
      : {}),
    ...(form.accessCode ? { access_code: form.accessCode } : {}),
    release: form.release as CreateExamRequest["release"],
    shuffle_questions: order.shuffleQuestions,
    shuffle_options: order.shuffleOptions,
    ...(form.tieBreak.trim()
      ? {
          tie_break: form.tieBreak
            .split(/[,\n]/)
            .map((c) => c.trim())
            .filter(Boolean),
        }
      : {}),
    idempotency_key: key,
  };
}

/** The edit's request (decision 205): the form's, without the address and key, with the version read. */
export function editRequest(request: CreateExamRequest, version: number): EditExamRequest {
  const { slug: _slug, idempotency_key: _key, ...rest } = request;
  return { ...rest, version };
}

/**
 * The form filled with an exam's settings: to edit it (its window as set), or to copy it as a new
 * exam (`copy`: no address and no window, which the examiner gives; decision 207).
 */
export function formOfExam(exam: ExaminerExam, copy: boolean): ExamForm {
  const picker = (iso: string) => (copy ? "" : nepalPickerValue(new Date(iso)));
  return {
    title: exam.title,
    slug: copy ? "" : exam.slug,
    source: exam.source,
    quotas: (exam.quotas ?? []).map((q) => `${q.category}: ${q.count}`).join("\n"),
    timingMode: exam.per_question_seconds ? "per_question" : "whole_paper",
    timingValue: String(exam.per_question_seconds ?? Math.round(exam.duration_seconds / 60)),
    opens: picker(exam.opens_at),
    closes: picker(exam.closes_at),
    profile: exam.profile,
    customMarks: Object.entries(exam.custom_marks ?? {})
      .map(([category, m]) => `${category}: ${m.correct}: ${m.wrong}`)
      .join("\n"),
    accessCode: exam.access_code ?? "",
    release: exam.release,
    tieBreak: (exam.tie_break ?? []).join(", "),
  };
}
