import { useState, type FormEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import { useExaminerBanks } from "../api/list-examiner-banks";
import { useScheduleLiveMock } from "../api/schedule-live-mock";
import { nepalInstant } from "../exam-request";
import { useMessages } from "../live-mock-messages";
import { zoned } from "./exam-summary";
import { errorText, type Report } from "./form-report";
import { MomentField } from "./when-beside";

/**
 * `/examiner`: a live mock for every student in one of the site's mock papers' pattern, its
 * questions drawn from a held-back bank of the examiner's (decisions 257 and 0450). The papers and
 * their names come from the route (the mock tests are another feature).
 */
export function ScheduleLiveMock({
  papers,
}: {
  papers: ReadonlyArray<{ slug: string; name: string }>;
}) {
  const { t } = useMessages();
  const [paper, setPaper] = useState(papers[0]?.slug ?? "");
  const banks = useExaminerBanks();
  const [bank, setBank] = useState("");
  // The latest bank until the examiner picks another.
  const bankId = bank || String(banks.data?.banks[0]?.id ?? "");
  // Empty until the examiner picks, as the exam form's moments are.
  const [start, setStart] = useState("");
  const [minutes, setMinutes] = useState("150");
  const [report, setReport] = useState<Report>(null);
  const scheduling = useScheduleLiveMock({
    onSuccess: (made) =>
      setReport(() => () => t("liveScheduled", { title: made.title, when: zoned(made.opens_at) })),
    onError: (error) => setReport(() => errorText(error)),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const opensAt = nepalInstant(start);
    scheduling.mutate({
      paper,
      bank_id: Number(bankId),
      opens_at: opensAt ? opensAt.toISOString() : start,
      window_minutes: Number(minutes),
    });
  }
  return (
    <section className="page" aria-labelledby="schedule-live-title">
      <h2 id="schedule-live-title">{t("liveTitle")}</h2>
      <form className="auth-form" onSubmit={onSubmit}>
        <p className="hint">{t("liveHint")}</p>
        <FormField label={t("livePaper")}>
          {(control) => (
            <select {...control} value={paper} onChange={(e) => setPaper(e.target.value)}>
              {papers.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("livePool")}>
          {(control) => (
            <select
              {...control}
              value={bankId}
              onChange={(e) => setBank(e.target.value)}
              required
              aria-describedby="live-pool-hint"
            >
              {banks.data?.banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="hint" id="live-pool-hint">
          {t(banks.data && !banks.data.banks.length ? "livePoolNone" : "livePoolHint")}
        </p>
        <MomentField
          label={t("liveStart")}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          required
        />
        <FormField
          label={t("liveWindow")}
          input={{
            type: "number",
            min: 120,
            max: 1440,
            inputMode: "numeric",
            value: minutes,
            onChange: (e) => setMinutes(e.target.value),
            required: true,
          }}
        />
        <button className="button primary" type="submit" disabled={scheduling.isPending}>
          {t("liveSchedule")}
        </button>
        {report && <p role="status">{report()}</p>}
      </form>
    </section>
  );
}
