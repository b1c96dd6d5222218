import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { NotHere } from "../../../components/ui/not-here";
import type { Passage, Question } from "@tayari/contracts/question";
import { PassagesProvider } from "../../../components/question/passages";
import { familyOf } from "../papers";
import { startPaper } from "@tayari/quiz/paper";
import { keepsOptionOrder } from "../option-order";
import { mocksApi } from "../api";
import { nextTask } from "../../../lib/next-task";
import { useStartInSlices } from "../../../lib/use-start-in-slices";
import { useMessages } from "../messages";
import {
  attemptOf,
  dropSitting,
  fromServer,
  laterOf,
  makeSitting,
  marksOf,
  paperRef,
  readPassages,
  readSitting,
  specOf,
  writeQuestions,
  writeSitting,
  type AttemptSender,
  type Sitting,
} from "../sitting";
import { MockResult } from "./mock-result";
import { PaperScreen } from "./paper-screen";
import { usePaperTitle } from "./paper-title";
import "./mocks.css";

type Phase =
  | { name: "loading" }
  | { name: "unavailable" }
  | { name: "intro"; questions: Question[]; passages: Passage[] }
  | { name: "sitting"; sitting: Sitting }
  | { name: "result"; sitting: Sitting };

/**
 * `/csit/mock-tests/{paper}` and `/bca/mock-tests/{paper}` (decision 175): the paper's rules and
 * Start, the sitting, then the result; a paper's passages drawn above their questions throughout. A sitting
 * on this device is taken up where it was (a reload, a lost network), or where another device has
 * taken it since (signed in, the server's copy has more changes); without one, a signed-in
 * student's running sitting on the server is (another device): the same question, the same time left.
 */
export function MockTest({
  slug,
  signedIn,
  attempts,
}: {
  slug: string;
  signedIn: boolean;
  attempts: AttemptSender;
}) {
  const { t } = useMessages();
  const ref = paperRef(slug);
  const family = familyOf(slug);
  // The list the address is under (`/bca/mock-tests/...`), the way back from a paper not there.
  const list = useLocation().pathname.startsWith("/bca/") ? "/bca/mock-tests" : "/csit/mock-tests";
  const title = usePaperTitle()(ref);
  const [phase, setPhase] = useState<Phase>({ name: "loading" });
  const [starting, startInSlices] = useStartInSlices();
  // The passages the paper's questions stand on (decision 174), kept on this device beside them.
  const [passages, setPassages] = useState<Passage[]>(() => readPassages(slug));
  const queryClient = useQueryClient();

  // A finished sitting goes into the attempt queue once, before its result asks for the rank (kept
  // on the account, in progress and the review queue); a guest's waits there for the next sign-in.
  const ended = useCallback(
    (sitting: Sitting): Phase => {
      if (sitting.queued) return { name: "result", sitting };
      attempts.keep(sitting.id, attemptOf(sitting), marksOf(sitting));
      const queued = { ...sitting, queued: true };
      writeSitting(queued);
      return { name: "result", sitting: queued };
    },
    [attempts],
  );

  // Each load's number: only the latest load's findings are shown. A prerendered page is hydrated
  // signed out and then signed in, so two loads overlap there; the earlier one, or any load under
  // way when Start is pressed, must not put the rules back over a sitting just begun.
  const loads = useRef(0);
  const load = useCallback(async () => {
    const mine = ++loads.current;
    const stale = () => loads.current !== mine;
    setPhase({ name: "loading" });
    // Asked once each (no retries, online or not): offline, the page says so at once.
    const once = { retry: false, networkMode: "always" } as const;
    const serverSitting = () =>
      signedIn
        ? queryClient.fetchQuery({ ...mocksApi.sitting(slug), ...once }).then(
            (answer) => answer.sitting,
            () => null,
          )
        : Promise.resolve(null);
    // The kept sitting (its 100 questions parsed and checked) is read in a task of its own, apart
    // from React's drawing of the page that asked for it.
    await nextTask();
    if (stale()) return;
    const local = readSitting(slug, Date.now());
    setPassages(readPassages(slug));
    // The rules show once it is known that there is no sitting to show instead (boot.js, step 4).
    document.documentElement.toggleAttribute("data-no-sitting", !local);
    document.documentElement.toggleAttribute(
      "data-finished-sitting",
      local !== null && local.state.finishedAt !== null,
    );
    if (local) {
      // Signed in, another device may have gone further with the same sitting: the later copy.
      const running = local.state.finishedAt === null ? await serverSitting() : null;
      if (stale()) return;
      const newest = laterOf(local, running, Date.now());
      writeSitting(newest);
      if (newest.state.finishedAt === null) return setPhase({ name: "sitting", sitting: newest });
      // A finished sitting's result and review are drawn in a transition: React renders them in
      // slices between which the page answers, not in one task as long as the whole result.
      const result = ended(newest);
      return startTransition(() => setPhase(result));
    }
    try {
      const paper = await queryClient.fetchQuery({ ...mocksApi.paper(slug), ...once });
      if (stale()) return;
      const { questions } = paper;
      const paperPassages = paper.passages ?? [];
      setPassages(paperPassages);
      const running = await serverSitting();
      if (stale()) return;
      const resumed = running ? fromServer(slug, questions, running, Date.now()) : null;
      if (resumed) {
        writeQuestions(slug, questions, paperPassages);
        writeSitting(resumed);
        return setPhase(
          resumed.state.finishedAt === null
            ? { name: "sitting", sitting: resumed }
            : ended(resumed),
        );
      }
      setPhase({ name: "intro", questions, passages: paperPassages });
    } catch {
      if (!stale()) setPhase({ name: "unavailable" });
    }
  }, [slug, signedIn, ended, queryClient]);

  useEffect(() => {
    if (ref) void load();
  }, [ref, load]);

  // The marks on <html> (boot.js, `load`) speak of this paper: gone with its page, before the next
  // page paints, so another paper's page hides its rules and result heading until it has looked.
  useLayoutEffect(
    () => () => {
      document.documentElement.removeAttribute("data-no-sitting");
      document.documentElement.removeAttribute("data-finished-sitting");
    },
    [],
  );

  const onEnded = useCallback((sitting: Sitting) => setPhase(ended(sitting)), [ended]);

  if (!ref)
    return (
      <NotHere
        title={t("paperNotHere")}
        text={t("paperNotHereWhy")}
        back={{ to: list, label: t("allMockTests") }}
      />
    );
  return <PassagesProvider passages={passages}>{screen()}</PassagesProvider>;

  /** The rules and Start; `start` null while the paper is on its way (Start waits for it). */
  function intro(questions: number, start: { before: () => void; begin: () => void } | null) {
    return (
      <section className="page narrow mock-intro">
        <h1>{title}</h1>
        <p>{t("rules", { questions, minutes: family.minutes })}</p>
        <p>{t(signedIn ? "rankNoteSignedIn" : "rankNoteGuest")}</p>
        <p>
          <button
            type="button"
            className="button primary"
            disabled={start === null || starting}
            onClick={start ? () => startInSlices(start.begin, start.before) : undefined}
          >
            {t("startPaper")}
          </button>{" "}
          <Link to={family.path}>{t("allMockTests")}</Link>
          {start === null ? (
            <>
              {" "}
              <span role="status" className="hint">
                {t("loadingPaper")}
              </span>
            </>
          ) : null}
        </p>
      </section>
    );
  }

  function screen() {
    switch (phase.name) {
      case "loading":
        // The rules as the paper will have them, Start once it is here: what the page is
        // prerendered as (entry-server.tsx), so it paints before the app and the paper have loaded.
        // Above them the result's heading, shown instead where the device keeps a finished
        // sitting (styles.css, boot.js): the result's first line paints before its figures.
        return (
          <>
            <section className="page mock-result mock-result-shell">
              <h1>{t("resultTitle", { paper: title })}</h1>
            </section>
            {intro(family.questions, null)}
          </>
        );
      case "unavailable":
        return (
          <section className="page">
            <h1>{title}</h1>
            <p className="load-error">{t("paperUnavailable")}</p>
            <button type="button" className="button" onClick={() => void load()}>
              {t("tryAgain")}
            </button>
          </section>
        );
      case "intro": {
        const { questions, passages: paperPassages } = phase;
        // The questions are kept on the device in a task before the sitting's (its options drawn,
        // its clock started): a reload in between finds no sitting and shows the rules again.
        return intro(questions.length, {
          before: async () => {
            writeQuestions(slug, questions, paperPassages);
            // Which questions keep their written order, found in a task of its own, so the claim's
            // draw of the options' order only shuffles (decision 0527).
            await nextTask();
            for (const question of questions) keepsOptionOrder(question.options);
          },
          begin: () => {
            const sitting = makeSitting(
              crypto.randomUUID(),
              slug,
              questions,
              startPaper(specOf(questions), Date.now()),
            );
            writeSitting(sitting);
            loads.current++;
            setPhase({ name: "sitting", sitting });
          },
        });
      }
      case "sitting":
        return (
          <PaperScreen
            key={phase.sitting.id}
            title={title}
            sitting={phase.sitting}
            signedIn={signedIn}
            onEnded={onEnded}
          />
        );
      case "result":
        return (
          <MockResult
            title={title}
            sitting={phase.sitting}
            signedIn={signedIn}
            attempts={attempts}
            onSitAgain={() => {
              dropSitting(slug);
              void load();
            }}
          />
        );
    }
  }
}
