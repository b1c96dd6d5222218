import { useState } from "react";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { useExtendExam } from "../api/extend-exam";
import { nepalInstant, nepalPickerValue } from "../exam-request";
import { useMessages } from "../messages";
import { ExamNamed } from "./exam-named";
import { zoned } from "./exam-summary";
import { useReport } from "./form-report";
import { MomentField } from "./when-beside";
import { FormField } from "../../../components/ui/form-field";

/**
 * A running exam given more time (decision 205): a later close (Nepal time, as every time the
 * examiner types) and minutes for everyone, asked first naming the exam; students sitting it get
 * their time moved by the server.
 */
export function ExtendExam({ exam }: { exam: ExaminerExam }) {
  const { t } = useMessages();
  const asSet = nepalPickerValue(new Date(exam.closes_at));
  const [close, setClose] = useState(asSet);
  const [minutes, setMinutes] = useState("");
  const { report, answer } = useReport();
  const extending = useExtendExam(
    exam.slug,
    answer(() => setMinutes("")),
  );
  const closeAt = nepalInstant(close);
  // The picker left as it was (to the minute) moves nothing.
  const later = closeAt && close !== asSet ? closeAt : null;
  const added = minutes.trim() ? Number(minutes) : undefined;
  return (
    <div className="auth-form">
      <p className="hint">{t("moreTimeHint")}</p>
      <MomentField label={t("newClose")} value={close} onChange={(e) => setClose(e.target.value)} />
      <FormField
        label={t("addMinutes")}
        input={{
          type: "number",
          min: 1,
          max: 600,
          inputMode: "numeric",
          value: minutes,
          onChange: (e) => setMinutes(e.target.value),
        }}
      />
      <ConfirmButton
        label={t("giveMoreTime")}
        busy={extending.isPending}
        title={t("moreTimeTitle")}
        cancelLabel={t("keepOpen")}
        onConfirm={() =>
          extending.mutate({
            version: exam.version,
            ...(later ? { closes_at: later.toISOString() } : {}),
            ...(added === undefined ? {} : { add_minutes: added }),
          })
        }
      >
        <ExamNamed exam={exam} />
        <p>
          {t("moreTimeWhat", {
            close: later ? zoned(later.toISOString()) : t("unchanged"),
            minutes: added === undefined ? t("unchanged") : String(added),
          })}
        </p>
      </ConfirmButton>
      {report && <p role="status">{report()}</p>}
    </div>
  );
}
