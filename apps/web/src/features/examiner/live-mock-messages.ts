import { defineMessages } from "../../lib/i18n";

// Scheduling a live mock on /examiner (decision 257): its own small catalogue beside the page's.
export const en = {
  liveTitle: "Schedule a live mock",
  liveHint:
    "A paper in the pattern of one of the site's mock papers, for every signed-in student at one start time (Nepal time). They find it on the mock tests page, join during the window, and see the standings at the close. It is listed here among your exams.",
  livePaper: "Pattern (subjects, time and marking)",
  livePool: "Held-back bank",
  livePoolHint:
    "The questions are drawn from this bank, only among those in no public paper, practice set or other exam, so nobody has seen them; their keys and explanations are out at the close.",
  livePoolNone:
    "Upload a bank of questions nobody has seen first: a live mock is drawn from it, never from the site's public papers.",
  liveStart: "Start",
  liveWindow: "Window in minutes (at least the paper's 120)",
  liveSchedule: "Schedule",
  liveScheduled: "Scheduled: {title}, starting {when}.",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./live-mock-messages.ne").then((m) => m.ne),
);
