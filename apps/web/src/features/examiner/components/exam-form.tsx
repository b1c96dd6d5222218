import { useId, useRef, useState, type FormEvent } from "react";
import type { BankSummary } from "@tayari/contracts/exam-banks";
import { createExam, editExam, type ExaminerExam } from "@tayari/contracts/examiner-exams";
import { examsMessages } from "@tayari/contracts/messages/exams";
import type { ApiError } from "../../../lib/api-error";
import { checkedBody } from "../../../lib/checked-body";
import { useCreateExam } from "../api/create-exam";
import { useEditExam } from "../api/edit-exam";
import {
  EMPTY_FORM,
  FIELD_IDS,
  FIELD_OF,
  byFormField,
  editRequest,
  examRequest,
  formOfExam,
  newRequestKey,
  type ExamForm as Form,
  type FieldMessages,
  type FormField as FieldName,
} from "../exam-request";
import { useMessages } from "../messages";
import { useMessages as useRegradeMessages } from "../regrade-messages";
import { ExamSourceField } from "./exam-source-field";
import { FormField } from "../../../components/ui/form-field";
import { errorText, FormFooter, type Report } from "./form-report";
import { MomentField } from "./when-beside";

/**
 * "Create an exam": every fault said beside its field before anything is sent. With `edit`, the
 * same form changes that exam before it opens, its address kept (decision 205); with `copyOf`, it
 * starts filled with that exam's settings but its address and window (decision 207). A repeat of
 * another exam (same title, questions, overlapping window) is asked first: "Save anyway" sends it
 * again confirmed (decision 206).
 */
export function ExamForm({
  banks,
  onCreated,
  edit,
  copyOf,
  onSaved,
}: {
  banks: BankSummary[];
  onCreated?: (exam: ExaminerExam) => void;
  edit?: ExaminerExam;
  copyOf?: ExaminerExam;
  onSaved?: (exam: ExaminerExam) => void;
}) {
  const { t } = useMessages();
  const regrade = useRegradeMessages();
  const start = edit ?? copyOf;
  const initial = () => (start ? formOfExam(start, !edit) : EMPTY_FORM);
  const [form, setForm] = useState(initial);
  // Fair papers (issue 30): each student's own order, unless the examiner keeps the written one.
  const [shuffleQuestions, setShuffleQuestions] = useState(start?.shuffle_questions ?? true);
  const [shuffleOptions, setShuffleOptions] = useState(start?.shuffle_options ?? true);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  // The exam's version the form was filled from: an edit sends it (a stale one is refused).
  const [version, setVersion] = useState(edit?.version ?? 0);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [message, setMessage] = useState<Report>(null);
  // The server asked whether to save a repeat of another exam (409 `exams.repeatsAnother`).
  const [askRepeat, setAskRepeat] = useState(false);
  const [stale, setStale] = useState(false);
  // A second tap before React has re-rendered the disabled button is not a second request.
  const sending = useRef(false);
  // The page may hold more than one of these forms (an exam's edit and its copy).
  const formId = useId();
  const fresh = () => {
    setFieldMessages({});
    setMessage(null);
    setAskRepeat(false);
    setStale(false);
  };
  const onError = (e: ApiError) => {
    showProblems(e);
    setAskRepeat(e.code === "exams.repeatsAnother");
    setStale(e.code === "exams.editedMeanwhile");
  };
  const settled = () => {
    sending.current = false;
  };
  const create = useCreateExam({
    onSaved: (exam) => {
      // Done: the form is fresh for the next exam, and the page shows the new one at the top.
      setForm(EMPTY_FORM);
      setShuffleQuestions(true);
      setShuffleOptions(true);
      setRequestKey(newRequestKey());
      fresh();
      onCreated?.(exam);
    },
    onError,
    onSettled: settled,
  });
  const save = useEditExam(edit?.slug ?? "", {
    onSaved: (exam) => {
      fresh();
      setVersion(exam.version);
      onSaved?.(exam);
    },
    onError,
    onSettled: settled,
  });
  const busy = create.isPending || save.isPending;

  /** The exam as it is now (changed elsewhere meanwhile): the form filled from it again. */
  function reload() {
    if (!edit) return;
    setForm(formOfExam(edit, false));
    setShuffleQuestions(edit.shuffle_questions);
    setShuffleOptions(edit.shuffle_options);
    setVersion(edit.version);
    fresh();
  }

  /** Each field's messages beside it (the first one focused); the rest below the form. */
  function showProblems(error: unknown) {
    const fields = (error as Partial<ApiError>).fields ?? {};
    const byField = byFormField(fields);
    const general = byField[""];
    delete byField[""];
    setFieldMessages(byField);
    const shown = Object.keys(byField).length;
    const e = error as Partial<ApiError> & Error;
    const rest = Object.fromEntries(
      Object.entries(fields).filter(([path]) => !FIELD_OF[path.split(".")[0]!]),
    );
    setMessage(
      () => () =>
        shown && !general
          ? t("fixFields")
          : errorText({
              code: e.code,
              params: e.params,
              message: e.message,
              status: e.status,
              fields: rest,
            })(),
    );
    const first = Object.keys(FIELD_IDS).find((f) => f in byField);
    if (first)
      requestAnimationFrame(() =>
        document.getElementById(`${formId}-${FIELD_IDS[first as FieldName]}`)?.focus(),
      );
  }

  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    // A field being corrected no longer shows its fault.
    setFieldMessages((m) => {
      if (!(key in m)) return m;
      const { [key]: _gone, ...rest } = m;
      return rest;
    });
  };
  /** A control's value and its change, tied to the form's field `key`. */
  const bound = (key: keyof Form) => ({ value: form[key], onChange: set(key) });
  const source = form.source || (banks[0] ? `bank:${banks[0].id}` : "public:entrance");

  function send(confirmRepeat: boolean) {
    if (sending.current) return;
    const request = {
      ...examRequest(
        form,
        source,
        { shuffleQuestions, shuffleOptions },
        requestKey,
        start && { source: start.source, questionIds: start.question_ids },
      ),
      ...(confirmRepeat ? { confirm_repeat: true } : {}),
    };
    // The server's own schema first: each fault beside its field, in the examiner's language.
    try {
      if (edit) checkedBody(editExam, editRequest(request, version), examsMessages);
      else checkedBody(createExam, request, examsMessages);
    } catch (error) {
      showProblems(error);
      return;
    }
    sending.current = true;
    if (edit) save.mutate(editRequest(request, version));
    else create.mutate(request);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(false);
  }

  /** What ties a field to its messages: its id (the first with a fault is focused) and them. */
  const field = (name: FieldName) => ({
    id: `${formId}-${FIELD_IDS[name]}`,
    errors: fieldMessages[name],
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h2>
        {edit
          ? t("editExamTitle", { title: edit.title })
          : copyOf
            ? t("copyExamTitle", { title: copyOf.title })
            : t("createExamTitle")}
      </h2>
      {copyOf && <p className="hint">{t("copyHint")}</p>}
      <FormField label={t("title")} {...field("title")}>
        {(control) => <input {...control} {...bound("title")} required />}
      </FormField>
      {edit ? (
        <p className="hint">{t("slugKept", { slug: edit.slug })}</p>
      ) : (
        <FormField label={t("slug")} {...field("slug")}>
          {(control) => (
            <input
              {...control}
              lang="en"
              {...bound("slug")}
              placeholder="csit-scholarship-2083"
              required
            />
          )}
        </FormField>
      )}
      <ExamSourceField
        banks={banks}
        source={source}
        onChange={set("source")}
        order={{ shuffleQuestions, shuffleOptions }}
        field={field("source")}
      />
      <FormField label={t("quotas")} {...field("quotas")}>
        {(control) => (
          <textarea
            {...control}
            lang="en"
            {...bound("quotas")}
            placeholder={"mathematics: 25\nphysics: 25"}
          />
        )}
      </FormField>
      <FormField label={t("time")} {...field("timingMode")}>
        {(control) => (
          <select {...control} {...bound("timingMode")}>
            <option value="whole_paper">{t("wholePaper")}</option>
            <option value="per_question">{t("perQuestion")}</option>
          </select>
        )}
      </FormField>
      <FormField label={t("minutesOrSeconds")} {...field("timingValue")}>
        {(control) => (
          <input {...control} type="number" min={1} {...bound("timingValue")} required />
        )}
      </FormField>
      {(["opens", "closes"] as const).map((name) => (
        <MomentField key={name} label={t(name)} {...field(name)} {...bound(name)} required />
      ))}
      <FormField label={t("markingProfile")} {...field("profile")}>
        {(control) => (
          <select {...control} {...bound("profile")}>
            <option value="csit">{t("profileCsit")}</option>
            <option value="ioe">{t("profileIoe")}</option>
            <option value="cee">{t("profileCee")}</option>
            <option value="bca">{t("profileBca")}</option>
            <option value="custom">{t("profileCustom")}</option>
          </select>
        )}
      </FormField>
      {form.profile === "custom" && (
        <FormField label={t("customMarks")} {...field("customMarks")}>
          {(control) => (
            <textarea
              {...control}
              lang="en"
              {...bound("customMarks")}
              placeholder="physics: 2: 0.5"
            />
          )}
        </FormField>
      )}
      <FormField
        label={t("tieBreakField")}
        hint={
          <>
            {t("tieBreakHint")} {/* The sections are named as the bank's categories are written. */}
            <span lang="en">mathematics, physics, chemistry, english, computer</span>
          </>
        }
        {...field("tieBreak")}
      >
        {(control) => (
          <input
            {...control}
            lang="en"
            {...bound("tieBreak")}
            placeholder="mathematics, physics, chemistry, english, computer"
          />
        )}
      </FormField>
      <FormField label={t("accessCodeOptional")} {...field("accessCode")}>
        {(control) => <input {...control} {...bound("accessCode")} />}
      </FormField>
      <FormField
        label={t("resultsReleased")}
        hint={regrade.t("releaseDefaultHint")}
        {...field("release")}
      >
        {(control) => (
          <select {...control} {...bound("release")}>
            <option value="manual">{t("releaseManual")}</option>
            <option value="at_close">{t("releaseAtClose")}</option>
          </select>
        )}
      </FormField>
      <FormField label={t("order")} hint={t("shuffleHint")} group {...field("order")}>
        {(control) => (
          <>
            <label>
              <input
                {...control}
                type="checkbox"
                checked={shuffleQuestions}
                onChange={(e) => setShuffleQuestions(e.target.checked)}
              />{" "}
              {t("shuffleQuestions")}
            </label>
            <label>
              <input
                type="checkbox"
                checked={shuffleOptions}
                onChange={(e) => setShuffleOptions(e.target.checked)}
              />{" "}
              {t("shuffleOptions")}
            </label>
          </>
        )}
      </FormField>
      <FormFooter report={message} submit={t(edit ? "saveChanges" : "createExam")} busy={busy} />
      {askRepeat && (
        <button className="button" type="button" disabled={busy} onClick={() => send(true)}>
          {t("saveAnyway")}
        </button>
      )}
      {stale && edit && (
        <button className="button" type="button" onClick={reload}>
          {t("showAsNow")}
        </button>
      )}
    </form>
  );
}
