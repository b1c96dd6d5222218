import type { LogCandidate, LogEvent } from "@tayari/contracts/examiner-candidates";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { formatWhen } from "../../../components/ui/timed-text";
import { zoneId } from "../../../lib/bikram-sambat";
import { logCsv, useExamLog } from "../api/get-exam-log";
import { useMessages as useCandidateMessages } from "../candidate-messages";
import { useMessages } from "../messages";
import { usePaged } from "./paged-list";

const at = (iso: string) => formatWhen(new Date(iso), { nameZone: true });

/**
 * The exam's log per candidate (issue 46 point 4): live while it runs (who is sitting, who has been
 * silent for more than a minute), each candidate's events as cards (no table: 360 px), and a CSV.
 */
export function ExamLog({ exam }: { exam: ExaminerExam }) {
  const { t } = useMessages();
  const { log, error } = useExamLog(exam.slug);
  if (error) return <p className="load-error">{t("logLoadError")}</p>;
  if (!log) return <p role="status">{t("loadingLog")}</p>;
  async function download() {
    const csv = await logCsv(exam.slug, zoneId());
    if (csv === null) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = `${exam.slug}-log.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <>
      {log.live && (
        <p role="status" className="log-live">
          {t("liveCounts", { sitting: log.sitting, silent: log.silent })}
        </p>
      )}
      <ExamActs events={log.exam_events} />
      {log.candidates.length === 0 ? <p>{t("logEmpty")}</p> : <LogCards log={log.candidates} />}
      <button className="button" type="button" onClick={() => void download()}>
        {t("logCsv")}
      </button>
    </>
  );
}

/** Each candidate's card, 50 at a time (the CSV holds them all). */
function LogCards({ log }: { log: LogCandidate[] }) {
  const { shown, more } = usePaged(log);
  return (
    <>
      <ul className="log-cards">
        {shown.map((c, i) => (
          <LogCard key={i} candidate={c} />
        ))}
      </ul>
      {more}
    </>
  );
}

/**
 * The examiner's acts on the whole exam (the list replaced, its times, key corrections, releases),
 * each with who did it and what it was before and after (decision 0478).
 */
function ExamActs({ events }: { events: LogEvent[] }) {
  const { t } = useCandidateMessages();
  if (events.length === 0) return null;
  return (
    <section className="log-card" aria-label={t("examActs")}>
      <p className="log-who">
        <strong>{t("examActs")}</strong>
      </p>
      <ol className="log-events">
        {events.map((e, i) => (
          <li key={i}>
            <ExamAct event={e} />
            <EventBy event={e} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ExamAct({ event: e }: { event: LogEvent }) {
  const { t, plural } = useCandidateMessages();
  const when = at(e.at);
  if (e.list)
    return <>{t("evListReplaced", { when, ...e.list, started: e.list.removed_started })}</>;
  if (e.times) {
    if (e.times.how === "cancel") return <>{t("evTimes_cancel", { when })}</>;
    const { before: b, after: a } = e.times;
    const length = (seconds: number) =>
      seconds % 60 === 0
        ? t("lengthMinutes", { count: seconds / 60 })
        : t("lengthSeconds", { count: seconds });
    const what = [
      b.opens_at !== a.opens_at &&
        t("timesOpens", { before: at(b.opens_at), after: at(a.opens_at) }),
      b.closes_at !== a.closes_at &&
        t("timesCloses", { before: at(b.closes_at), after: at(a.closes_at) }),
      b.duration_seconds !== a.duration_seconds &&
        t("timesLength", { before: length(b.duration_seconds), after: length(a.duration_seconds) }),
      e.times.moved !== undefined && plural("timesMoved", e.times.moved),
    ].filter((part): part is string => typeof part === "string");
    return <>{t(`evTimes_${e.times.how}`, { when, what: what.join("; ") })}</>;
  }
  if (e.key) {
    const word = (key: string) => (key === "dropped" ? t("keyDropped") : key);
    const values = {
      when,
      question: e.key.question,
      before: word(e.key.before),
      after: word(e.key.after),
      reason: e.reason ?? "",
    };
    if (e.key.change === "drop") return <>{t("evKeyDrop", values)}</>;
    if (e.key.change === "accept") return <>{t("evKeyAccept", values)}</>;
    return <>{t(e.key.before === "dropped" ? "evKeyRestore" : "evKey", values)}</>;
  }
  if (e.kind === "released")
    return (
      <>{e.told === undefined ? t("evReleased", { when }) : plural("evTold", e.told, { when })}</>
    );
  return <>{e.kind}</>;
}

function LogCard({ candidate: c }: { candidate: LogCandidate }) {
  const { t } = useMessages();
  const who = [c.roll, c.name, c.email].filter(Boolean).join(" · ");
  return (
    <li className={`log-card state-${c.state}`}>
      <p className="log-who">
        <strong>{who}</strong> <span className="log-state">{t(`state_${c.state}`)}</span>
      </p>
      {c.deadline && (
        <p className="hint">{t("logDeadline", { when: at(c.deadline), count: c.answered })}</p>
      )}
      {c.events.length > 0 && (
        <ol className="log-events">
          {c.events.map((e, i) => (
            <li key={i}>
              <EventLine event={e} />
              <EventBy event={e} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** An examiner's act: the time before it (extra time) and who did it (issue 68 point 10). */
function EventBy({ event: e }: { event: LogEvent }) {
  const { t } = useCandidateMessages();
  const was = typeof e.before_minutes === "number" ? t("evWas", { minutes: e.before_minutes }) : "";
  return (
    <>
      {was}
      {e.by ? t("evBy", { name: e.by }) : ""}
    </>
  );
}

/** A start refused, with the roll given and why (decision 0477). */
function Refused({ event: e, when }: { event: LogEvent; when: string }) {
  const { t } = useCandidateMessages();
  const why = e.refusal ? t(`refused_${e.refusal}`) : "";
  return (
    <>{e.roll ? t("evRefusedRoll", { when, roll: e.roll, why }) : t("evRefused", { when, why })}</>
  );
}

function EventLine({ event: e }: { event: LogEvent }) {
  const { t } = useMessages();
  const when = at(e.at);
  const device = e.device ? t(`device_${e.device}`) : "";
  switch (e.kind) {
    case "started":
      return <>{t("evStarted", { when, device })}</>;
    case "resumed":
      return <>{t("evResumed", { when, device })}</>;
    case "gap":
      return <>{t("evGap", { when, until: at(e.until ?? e.at), minutes: e.minutes ?? 0 })}</>;
    case "late":
      return <>{t(e.what === "answer" ? "evLateAnswer" : "evLateStart", { when })}</>;
    case "refused":
      return <Refused event={e} when={when} />;
    case "submitted":
      return <>{t("evSubmitted", { when })}</>;
    case "timed_out":
      return <>{t("evTimedOut", { when })}</>;
    case "extra_time":
      return (
        <>
          {e.percent
            ? t("evExtraPercent", { when, percent: e.percent })
            : e.minutes
              ? t("evExtraMinutes", { when, minutes: e.minutes })
              : t("evExtraNone", { when })}
        </>
      );
    case "reopened":
      return <>{t("evReopened", { when, minutes: e.minutes ?? 0, reason: e.reason ?? "" })}</>;
    case "roll_freed":
      return (
        <>
          {e.answered === null || e.answered === undefined
            ? t("evRollFreed", { when, roll: e.roll ?? "", reason: e.reason ?? "" })
            : t("evRollFreedAttempt", {
                when,
                roll: e.roll ?? "",
                reason: e.reason ?? "",
                count: e.answered,
              })}
        </>
      );
  }
}
