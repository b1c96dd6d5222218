import type { Messages } from "./text";

/**
 * The mock tests (decisions 63, 64): a paper to sit, a running sitting kept for another device, a
 * finished sitting checked when it arrives as an attempt. `{title}` is the paper's English name
 * ("Mock test 3"); `{lasted}`, `{limit}`, `{least}` and `{spent}` are durations ("1 min 40 s").
 */
export const mocksMessages = {
  "mocks.paperRequired": "The paper must be named.",
  "mocks.paperUnknown": "There is no paper of that name.",
  "mocks.noSuchPaper": "There is no paper called '{paper}'.",
  "mocks.notThePapersQuestions": "These are not the questions of {title}, in its order.",
  "mocks.pickNotAnOption": "The answer to question {number} is not one of its options.",
  "mocks.wrongLength": "{title} has {total} questions: send one answer (or null) for each.",
  "mocks.outsidePaper": "{title} has {total} questions; a position past them was sent.",
  "mocks.tooLong":
    "This sitting lasted {lasted}, longer than the paper's {limit} and {grace} s of grace: answers after the time are not taken.",
  "mocks.tooFast":
    "Finished in {lasted} with {answered} answered: faster than anyone can open the questions (at least {least}).",
  "mocks.secondsExceed":
    "The seconds spent on the questions add up to {spent}, more than the sitting lasted ({lasted}).",
  "mocks.sittingTimeUp":
    "Time is up for this sitting of {title}: it can no longer change. Submit it to see your result.",
  "mocks.sittingSubmitted": "This sitting has already been submitted.",
  "mocks.sittingIdTaken":
    "This sitting's id belongs to another sitting: start the paper afresh on this device.",
  "mocks.sittingSaved": "Sitting saved.",
  "mocks.sittingIdInvalid": "The sitting id must be a UUID.",
  "mocks.elapsedInvalid":
    "elapsed_ms must be a whole number of milliseconds from 0 to 604800000 (7 days).",
  "mocks.changesInvalid": "changes must be a whole number from 0 to 2147483647.",
  "mocks.seqInvalid": "A pick's number (seq, seqs) is a whole number from 0 to 2147483647.",
  "mocks.seqAhead":
    "The answer to question {number} is numbered ahead of the sitting's clock: it was not kept.",
  "mocks.positionInvalid": "A question position must be a whole number within the paper.",
  "mocks.pickInvalid": "A pick must be an option's text or null.",
  "mocks.listInvalid": "This must be a list no longer than the paper.",
  // Live mocks (decision 257).
  "mocks.liveWindowInvalid": "The window must be a whole number of minutes, from 1 to 1440.",
  "mocks.liveWindowShort":
    "The window must be at least the paper's {minutes} minutes, so that whoever starts on time has the whole paper.",
  "mocks.liveClosesInPast": "This live mock would close at {when}, which has passed.",
  "mocks.liveTaken": "{title} is already scheduled to start at {when}.",
  "mocks.livePoolShort":
    "The bank has {have} {subject} questions nobody has seen; the paper needs {need}. Add questions that are in no public paper, practice set or other exam.",
  "mocks.noLiveMock": "There is no live mock called '{slug}'.",
  "mocks.liveStandingsAt": "The standings of {title} are published at its close, {when}.",
} as const satisfies Messages;
