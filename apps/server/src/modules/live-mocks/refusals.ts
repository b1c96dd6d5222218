import { fail, type AppError } from "../../lib/app-error";

/** Why scheduling a live mock, or its standings, was refused: the use cases' outcomes. */
export type LiveMockRefusal =
  | { kind: "noSuchPaper"; paper: string }
  | { kind: "noBank"; id: number }
  | { kind: "poolShort"; subject: string; have: number; need: number }
  | { kind: "windowShort"; minutes: number }
  | { kind: "closesInPast"; closesAt: Date }
  | { kind: "taken"; title: string; opensAt: Date }
  | { kind: "noLiveMock"; slug: string }
  | { kind: "standingsAt"; title: string; at: Date };

/** A refusal in HTTP: its status and code as the contract declares them (a table). */
export function liveMockRefusal(refusal: LiveMockRefusal): AppError {
  switch (refusal.kind) {
    case "noSuchPaper":
      return fail(404, "mocks.noSuchPaper", { paper: refusal.paper });
    case "noBank":
      return fail(404, "exams.noBank", { id: refusal.id });
    case "poolShort": {
      const { subject, have, need } = refusal;
      return fail(422, "mocks.livePoolShort", { subject, have, need });
    }
    case "windowShort":
      return fail(422, "mocks.liveWindowShort", { minutes: refusal.minutes });
    case "closesInPast":
      return fail(422, "mocks.liveClosesInPast", { when: refusal.closesAt.toISOString() });
    case "taken":
      return fail(409, "mocks.liveTaken", {
        title: refusal.title,
        when: refusal.opensAt.toISOString(),
      });
    case "noLiveMock":
      return fail(404, "mocks.noLiveMock", { slug: refusal.slug });
    case "standingsAt":
      return fail(409, "mocks.liveStandingsAt", {
        title: refusal.title,
        when: refusal.at.toISOString(),
      });
  }
}
