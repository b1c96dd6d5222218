import type { ScheduleLiveMockRequest } from "@tayari/contracts/live-mocks";
import { LIVE_MOCK_BCA, LIVE_MOCK_CSIT } from "@tayari/contracts/names";
import { findOwnBankRow } from "../exams/bank-repository";
import type { MockPapers } from "../mocks/papers";
import { drawHeldBack, patternOf, type HeldBackDeps } from "./held-back-pool";
import { listed } from "./listed";
import type { LiveMockRefusal } from "./refusals";
import * as liveRepo from "./repository";

const MINUTE = 60_000;
/** The window when none is given: the paper's time and half an hour to come in late. */
const LATE_JOIN_MINUTES = 30;

/** `live-mock-3-20831215-0915`: the paper and its start (UTC), so one paper starts once a minute at most. */
function liveSlug(paper: string, opensAt: Date) {
  const iso = opensAt.toISOString();
  return `live-${paper}-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 16).replace(":", "")}`;
}

export type ScheduleOutcome =
  | { kind: "scheduled"; liveMock: ReturnType<typeof listed> }
  | Exclude<LiveMockRefusal, { kind: "noLiveMock" | "standingsAt" }>;

/**
 * An examiner schedules a live mock for everyone (issue 50 point 4, decisions 257 and 0450; the use
 * case behind `POST /api/examiner/live-mocks`): one mock paper's pattern, its questions drawn from
 * the examiner's held-back bank among those nobody has seen, in an exam that opens at the whole
 * minute asked and stays open for the window.
 */
export async function scheduleLive(
  deps: HeldBackDeps & { now: () => Date; papers: Pick<MockPapers, "find"> },
  { ownerId, body }: { ownerId: number; body: ScheduleLiveMockRequest },
): Promise<ScheduleOutcome> {
  const now = deps.now();
  const paper = deps.papers.find(body.paper);
  // Every family's papers: a BCA paper's passages are kept with its copied questions.
  if (!paper) return { kind: "noSuchPaper", paper: body.paper };
  const paperMinutes = Math.round(paper.durationMs / MINUTE);
  const windowMinutes = body.window_minutes ?? paperMinutes + LATE_JOIN_MINUTES;
  if (windowMinutes < paperMinutes) return { kind: "windowShort", minutes: paperMinutes };
  // Whole minutes: the start a student is told is the start the server keeps.
  const opensAt = new Date(Math.floor(Date.parse(body.opens_at) / MINUTE) * MINUTE);
  const closesAt = new Date(opensAt.getTime() + windowMinutes * MINUTE);
  if (closesAt <= now) return { kind: "closesInPast", closesAt };
  const slug = liveSlug(paper.ref.slug, opensAt);
  // Named by its entrance, never by the public paper whose pattern it follows (issue 66 point 4).
  const title = paper.family === "bca" ? LIVE_MOCK_BCA : LIVE_MOCK_CSIT;
  // Taken before anything is drawn (the insert below still settles a race).
  if (await liveRepo.findLiveMock(deps.db, slug)) return { kind: "taken", title, opensAt };
  const bank = await findOwnBankRow(deps.db, ownerId, body.bank_id);
  if (!bank) return { kind: "noBank", id: body.bank_id };
  const drawn = await drawHeldBack(deps, { bankId: bank.id, pattern: patternOf(paper.questions) });
  if (drawn.kind !== "drawn") return drawn;
  const made = await liveRepo.insertLiveMock(deps.db, {
    ownerId,
    slug,
    title,
    paper: paper.ref.slug,
    bankId: bank.id,
    questionIds: drawn.ids,
    durationSeconds: paper.durationMs / 1000,
    opensAt,
    closesAt,
    profile: paper.profileName,
  });
  if (!made) return { kind: "taken", title, opensAt };
  const rows = await liveRepo.listLiveMocks(deps.db, ownerId, now);
  const row = rows.find((m) => m.slug === slug);
  return { kind: "scheduled", liveMock: listed(row!, now) };
}
