import { fail, invalidField } from "../../lib/app-error";
import type { TimingFault } from "./timing";

// Every refusal of the mocks module, in one place, as codes (packages/contracts/src/messages/mocks.ts).

/** A duration as the messages give it: "121 min", "1 min 40 s". */
const minutes = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
};

export const noSuchPaper = (paper: string) => fail(404, "mocks.noSuchPaper", { paper });

export const notThePapersQuestions = (title: string) =>
  invalidField("questions", "mocks.notThePapersQuestions", { title });

export const pickNotAnOption = (number: number) =>
  invalidField("picks", "mocks.pickNotAnOption", { number });

export const wrongLength = (title: string, total: number) =>
  invalidField("picks", "mocks.wrongLength", { title, total });

export const outsidePaper = (title: string, total: number) =>
  invalidField("current", "mocks.outsidePaper", { title, total });

/** A finished sitting the server cannot believe, with the reason. */
export function impossibleTiming(fault: TimingFault) {
  switch (fault.kind) {
    case "too-long":
      return invalidField("finished_at", "mocks.tooLong", {
        lasted: minutes(fault.lastedSeconds),
        limit: minutes(fault.limitSeconds),
        grace: fault.graceSeconds,
      });
    case "too-fast":
      return invalidField("finished_at", "mocks.tooFast", {
        answered: fault.answered,
        lasted: minutes(fault.lastedSeconds),
        least: minutes(fault.minSeconds),
      });
    case "seconds-exceed":
      return invalidField("questions", "mocks.secondsExceed", {
        spent: minutes(fault.spentSeconds),
        lasted: minutes(fault.lastedSeconds),
      });
  }
}

export const sittingTimeUp = (title: string) => fail(409, "mocks.sittingTimeUp", { title });

/** The sitting's id is another sitting's: another student's, or this student's of another paper. */
export const sittingIdTaken = () => fail(409, "mocks.sittingIdTaken");

export const sittingSubmitted = () => fail(409, "mocks.sittingSubmitted");
