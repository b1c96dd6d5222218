import { useEffect, useEffectEvent } from "react";
import type { AttemptResponse } from "@tayari/contracts/exam-sitting";
import { formatClock } from "../../../components/sitting/paper-clock";
import { useServerCountdown } from "../../../components/sitting/server-countdown";
import { formatWhen } from "../../../components/ui/timed-text";
import type { Coded } from "../../../lib/codes";
import { contentLanguage } from "../../../lib/i18n";
import { useLiveHeading, useNamedMessage } from "../../mocks";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import "./opens-later.css";
import { SealedPaperState } from "./sealed-paper-state";
import { useSealedPaper } from "./use-sealed-paper";

/**
 * An exam (or a live mock) not open yet (decision 108; issue 66 point 4): its title, when it opens
 * in the student's language on Nepal's clock, a countdown to the server's opening time (its
 * `seconds`, on the page's monotonic clock) that asks again then, what the paper is, and what
 * happens at the close. The facts come with the server's answer, so the page needs no other call.
 */
export function OpensLater({
  message,
  slug,
  onOpen,
  onSealedOpen,
}: {
  message: Coded;
  slug: string;
  onOpen: () => void;
  /** The sealed paper opened at the bell (decision 0452): the attempt, not yet on the server. */
  onSealedOpen: (attempt: AttemptResponse) => void;
}) {
  const { t, plural } = useMessages();
  const { params } = message;
  const seconds = Number(params.seconds ?? 0);
  const left = useServerCountdown(seconds);
  const opened = left === 0;
  const sealed = useSealedPaper(slug, left, onSealedOpen);
  // At the bell the sealed paper opens without a start's round trip; without one, as before.
  const open = useEffectEvent(async () => {
    if (!(await sealed.atBell())) onOpen();
  });
  useEffect(() => {
    if (opened) void open();
  }, [opened, seconds]);
  const title = String(params.title ?? "");
  // A live mock is named by its entrance and the pattern its new questions follow (issue 66
  // point 4), in the page's language; the exam's own title is English data.
  const live = useLiveHeading()(slug);
  const named = useNamedMessage(slug);
  const questions = Number(params.questions ?? 0);
  const closes = typeof params.closes === "string" ? new Date(params.closes) : null;
  const when = (date: Date) => formatWhen(date, { nameZone: true });
  return (
    <section className="page narrow opens-later" aria-labelledby="opens-later-title">
      {live ? (
        <>
          <h1 id="opens-later-title">{live.heading}</h1>
          {live.pattern ? <p>{live.pattern}</p> : null}
        </>
      ) : (
        <h1 id="opens-later-title" lang={contentLanguage(title)}>
          {title}
        </h1>
      )}
      <p role="status">
        <CodedText message={named(message)} />
      </p>
      <p className="opens-countdown" role="timer" aria-live="off">
        {opened ? t("opening") : t("opensIn", { time: formatClock(left ?? seconds) })}
      </p>
      <SealedPaperState state={sealed.state} onEntry={sealed.giveEntry} />
      {questions > 0 && (
        <>
          <h2>{t("paperTitle")}</h2>
          <ul className="paper-facts">
            <li>{plural("factQuestions", questions)}</li>
            <li>{plural("factMinutes", Number(params.minutes ?? 0))}</li>
            {closes && <li>{t("factWindow", { closes: when(closes) })}</li>}
          </ul>
        </>
      )}
      {closes && (
        <>
          <h2>{t("atCloseTitle")}</h2>
          <p>
            {t(params.results === "manual" ? "atCloseManual" : "atCloseAuto", {
              when: when(closes),
            })}
            {slug.startsWith("live-") ? ` ${t("atCloseLive")}` : ""}
          </p>
        </>
      )}
      <p className="hint">{t(opened ? "opening" : "opensByItself")}</p>
    </section>
  );
}
