import type { FastifyInstance } from "fastify";
import {
  getLiveStandings,
  listLiveMocks,
  scheduleLiveMock,
  type LiveStandings,
} from "@tayari/contracts/live-mocks";
import { toMarks } from "@tayari/quiz/marking";
import { fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { attemptState } from "../exams/routes";
import type { PoolCache } from "../exams/papers";
import { fixedResults, resultsAt } from "../exams/results";
import type { MockPaper, MockPapers } from "../mocks/papers";
import * as liveRepo from "./repository";

const MINUTE = 60_000;
/** A live mock stays on the list this long after its close, for its standings. */
const LISTED_AFTER_CLOSE_MS = 30 * 24 * 60 * MINUTE;
/** The window when none is given: the paper's time and half an hour to come in late. */
const LATE_JOIN_MINUTES = 30;
/** A standings' figures are counted once and kept this long per process (a regrade renews them). */
const FIGURES_TTL_MS = 30_000;
/** The distribution's bars: 5 marks each (decision 64's chart). */
const BAR = 5;

const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** `live-mock-3-20831215-0915`: the paper and its start (UTC), so one paper starts once a minute at most. */
function liveSlug(paper: string, opensAt: Date) {
  const iso = opensAt.toISOString();
  return `live-${paper}-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 16).replace(":", "")}`;
}

/**
 * Each subject's full marks on the paper: the profile's tie-break subjects first, in its order
 * (mathematics, physics, chemistry, English), then the others as the paper first has them.
 */
function subjectMaxima(paper: MockPaper) {
  const maxima = new Map<string, number>();
  paper.questions.forEach((q, i) => {
    const category = q.category.toLowerCase();
    maxima.set(category, (maxima.get(category) ?? 0) + paper.profile.marks(i, q.category).correct);
  });
  const order = (subject: string) => {
    const at = paper.profile.tieBreak.indexOf(subject);
    return at === -1 ? paper.profile.tieBreak.length : at;
  };
  return new Map([...maxima].sort(([a], [b]) => order(a) - order(b)));
}

type Figures = Omit<LiveStandings, "slug" | "title" | "paper" | "mine">;

/** The standings' figures from every fixed result (scores and subject marks in hundredths). */
export function standingsFigures(
  rows: ReadonlyArray<{ score: number; max_score: number; sections: Record<string, number> }>,
  paper: MockPaper,
): Figures {
  const maxima = subjectMaxima(paper);
  const fullMarks = toMarks([...maxima.values()].reduce((a, b) => a + b, 0));
  const bars = Math.max(1, Math.ceil(fullMarks / BAR));
  const counts = Array.from({ length: bars }, () => 0);
  const sums = new Map([...maxima.keys()].map((k) => [k, 0]));
  let total = 0;
  for (const row of rows) {
    const marks = toMarks(row.score);
    total += marks;
    counts[Math.min(bars - 1, Math.max(0, Math.floor(marks / BAR)))]! += 1;
    for (const [subject, value] of Object.entries(row.sections))
      if (sums.has(subject)) sums.set(subject, sums.get(subject)! + value);
  }
  const n = rows.length;
  const mean = (sum: number) => (n ? Math.round((toMarks(sum) / n) * 100) / 100 : 0);
  return {
    candidates: n,
    max_score: fullMarks,
    mean: n ? Math.round((total / n) * 100) / 100 : 0,
    distribution: counts.map((count, i) => ({ from: i * BAR, count })),
    subjects: [...maxima].map(([subject, max]) => ({
      subject,
      mean: mean(sums.get(subject)!),
      max: toMarks(max),
    })),
  };
}

/**
 * Live mocks (issue 50, point 4; decision 257): an examiner schedules one of the site's mock papers
 * for everyone; students list them and, after the close, read the standings. The sitting itself is
 * the scholarship exams' (`POST /api/exams/{slug}/attempt` and after), untouched.
 */
export async function liveMockRoutes(
  app: FastifyInstance,
  { pools, papers }: { pools: PoolCache; papers: MockPapers },
) {
  noStore(app);
  const ensureFixed = fixedResults(app, pools);
  const figures = new Map<number, { at: number; figures: Figures }>();

  handle(app, scheduleLiveMock, async (request, reply) => {
    const body = request.body;
    const now = app.now();
    const paper = papers.find(body.paper);
    // Every family's papers: a BCA paper's passages are kept with its copied questions.
    if (!paper) throw fail(404, "mocks.noSuchPaper", { paper: body.paper });
    const paperMinutes = Math.round(paper.durationMs / MINUTE);
    const windowMinutes = body.window_minutes ?? paperMinutes + LATE_JOIN_MINUTES;
    if (windowMinutes < paperMinutes)
      throw fail(422, "mocks.liveWindowShort", { minutes: paperMinutes });
    // Whole minutes: the start a student is told is the start the server keeps.
    const opensAt = new Date(Math.floor(Date.parse(body.opens_at) / MINUTE) * MINUTE);
    const closesAt = new Date(opensAt.getTime() + windowMinutes * MINUTE);
    if (closesAt <= now)
      throw fail(422, "mocks.liveClosesInPast", { when: closesAt.toISOString() });
    const slug = liveSlug(paper.ref.slug, opensAt);
    const title = `Live ${paper.title}`;
    const made = await liveRepo.insertLiveMock(app.db, {
      ownerId: request.session.id,
      slug,
      title,
      paper: paper.ref.slug,
      questions: paper.questions,
      passages: paper.passages,
      bank: paper.bankKey,
      durationSeconds: paper.durationMs / 1000,
      opensAt,
      closesAt,
      profile: paper.profileName,
    });
    if (!made) throw fail(409, "mocks.liveTaken", { title, when: opensAt.toISOString() });
    reply.status(201);
    const [row] = (await liveRepo.listLiveMocks(app.db, request.session.id, now)).filter(
      (m) => m.slug === slug,
    );
    return listed(row!, now);
  });

  function listed(row: Awaited<ReturnType<typeof liveRepo.listLiveMocks>>[number], now: Date) {
    return {
      slug: row.slug,
      title: row.title,
      paper: row.paper,
      opens_at: row.opens_at.toISOString(),
      closes_at: row.closes_at.toISOString(),
      duration_seconds: row.duration_seconds,
      question_count: row.question_count,
      opens_in_seconds: secondsUntil(row.opens_at, now),
      closes_in_seconds: secondsUntil(row.closes_at, now),
      state:
        now < row.opens_at
          ? ("upcoming" as const)
          : now < row.closes_at
            ? ("open" as const)
            : ("closed" as const),
      attempt: attemptState(row, now),
      standings_at: resultsAt(row)!.toISOString(),
    };
  }

  handle(app, listLiveMocks, async (request) => {
    const now = app.now();
    const since = new Date(now.getTime() - LISTED_AFTER_CLOSE_MS);
    const rows = await liveRepo.listLiveMocks(app.db, request.session.id, since);
    return { live_mocks: rows.map((row) => listed(row, now)) };
  });

  handle(app, getLiveStandings, async (request) => {
    const { slug } = request.params;
    const exam = await liveRepo.findLiveMock(app.db, slug);
    const paper = exam && papers.find(exam.paper);
    if (!exam || !paper) throw fail(404, "mocks.noLiveMock", { slug });
    const now = app.now();
    // Out with the keys (the exam's release at its close): never before the last answer can land.
    const release = resultsAt(exam)!;
    if (now < release)
      throw fail(409, "mocks.liveStandingsAt", { title: exam.title, when: release.toISOString() });
    await ensureFixed(exam, now);
    let kept = figures.get(exam.id);
    if (!kept || now.getTime() - kept.at > FIGURES_TTL_MS) {
      const rows = await liveRepo.listFixedScores(app.db, exam.id);
      kept = { at: now.getTime(), figures: standingsFigures(rows, paper) };
      figures.set(exam.id, kept);
    }
    const mine = await liveRepo.findOwnResult(app.db, exam.id, request.session.id);
    return {
      slug: exam.slug,
      title: exam.title,
      paper: exam.paper,
      ...kept.figures,
      mine: mine
        ? {
            score: toMarks(mine.score),
            rank: mine.rank,
            percentile: mine.percentile,
            correct: mine.correct,
            wrong: mine.wrong,
            unanswered: mine.unanswered,
          }
        : null,
    };
  });
}
