import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getExamResult } from "@tayari/contracts/exam-results";
import {
  getAttemptStatus,
  listOpenExams,
  saveExamAnswer,
  startExamAttempt,
  submitExamAttempt,
  type AnswerResponse,
  type AttemptResponse,
  type SealedResume,
} from "@tayari/contracts/exam-sitting";
import type { Coded } from "../../../lib/codes";
import { call } from "../../../lib/api-client";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { ApiError } from "../../../lib/api-error";
import { canOpenSealed, openSealedPaper, resumedFromSeal } from "../sealed";
import {
  fetchSealKey,
  forgetSealedCopy,
  keptSealedCopy,
  pendingSeal,
  sealRecorded,
  sealRefused,
} from "./sealed-paper";

// The sitting's calls (a scholarship exam kept on the server): the running attempt resumed, the
// start, each answer's save, the submit, the result.

/** A start's or a resume's answer with its paper (one without: decision 0463). */
function withPaper(answer: AttemptResponse | SealedResume): AttemptResponse {
  if ("paper_from_seal" in answer)
    throw new Error("the server left out a paper it was not asked to");
  return answer;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The running attempt given back by the start endpoint. A device that holds the attempt's sealed
 * copy sends its seal and asks for the key meanwhile: the server answers the clock and the answers
 * only, and the copy opened with the key gives the paper (decision 0463). A copy that does not
 * open (another version, damaged) asks again without the seal, for the paper.
 */
export async function resumeAttempt(slug: string): Promise<AttemptResponse> {
  const full = async () => withPaper(await call(startExamAttempt, { params: { slug }, body: {} }));
  const kept = canOpenSealed() ? keptSealedCopy(slug) : null;
  if (!kept) return full();
  const [resumed, key] = await Promise.all([
    call(startExamAttempt, { params: { slug }, body: { seal: kept.seal } }),
    fetchSealKey(slug, wait).catch(() => null),
  ]);
  if (!("paper_from_seal" in resumed)) return resumed;
  const opened = key && (await openSealedPaper(kept, key, Date.now() + kept.offset_ms));
  return opened ? resumedFromSeal(opened, resumed) : full();
}

/** The running attempt resumed (`resumeAttempt`); once per page, never kept. */
export const useResumedAttempt = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(startExamAttempt, { params: { slug }, body: {} }),
    queryFn: () => resumeAttempt(slug),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });

/** The student's result of the exam (a 409 says when it is out); asked afresh each time. */
export const useExamResult = (slug: string, enabled: boolean) =>
  useQuery({
    ...endpointQuery(getExamResult, { params: { slug } }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Starts the attempt, with the access code when the exam has one, and the roll number when its
 * list names candidates by it (decision 215).
 */
export const useStartAttempt = (slug: string, onStarted: (attempt: AttemptResponse) => void) =>
  useMutation({
    mutationFn: async ({ accessCode, roll }: { accessCode: string; roll: string }) =>
      withPaper(
        await call(startExamAttempt, {
          params: { slug },
          body: { ...(accessCode ? { access_code: accessCode } : {}), ...(roll ? { roll } : {}) },
        }),
      ),
    onSuccess: onStarted,
  });

/**
 * A save unanswered this long is given up (and the pick, kept on the device, sent again later): a
 * request hanging on a dead connection would otherwise hold the pick back for good.
 */
export const SAVE_TIMEOUT_MS = 15_000;

/**
 * A request that carried the seal (`seal` defined): once answered, the start is on the server; a
 * 4xx that is not one of the request's `own` refusals (nor 401 or 429) is its start's, and the page
 * starts again from the server's attempt.
 */
async function sealedCall<T>(
  slug: string,
  seal: string | undefined,
  own: string[],
  send: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await send();
    if (seal) sealRecorded(slug);
    return answer;
  } catch (error) {
    const startRefused =
      seal !== undefined &&
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status !== 401 &&
      error.status < 500 &&
      error.status !== 429 &&
      !own.includes(error.code);
    if (startRefused) sealRefused(slug);
    throw error;
  }
}

/** A save's own refusals: any other 4xx of a save that carried the seal is its start's. */
const SAVE_REFUSALS = [
  "exams.timeUp",
  "exams.alreadySubmitted",
  "exams.notOnPaper",
  "exams.chooseOption",
  "exams.seqAhead",
];

/**
 * Saves one pick with its sequence number; the answer says which pick the server keeps. A paper
 * opened sealed at the bell sends its seal with its answers until one is saved: that save records
 * the start (decision 0453).
 */
export const saveAnswer = async (
  slug: string,
  questionId: number,
  pick: string,
  seq: number,
): Promise<AnswerResponse> => {
  const seal = pendingSeal(slug);
  return sealedCall(slug, seal, SAVE_REFUSALS, () =>
    call(
      saveExamAnswer,
      { params: { slug, question_id: questionId }, body: { pick, seq, ...(seal ? { seal } : {}) } },
      { signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) },
    ),
  );
};

/** Where the running attempt stands on the server now: its clock, its end, whether handed in. */
export const fetchAttemptStatus = (slug: string) => call(getAttemptStatus, { params: { slug } });

/** Hands the paper in. */
export const useSubmitAttempt = (
  slug: string,
  done: { onSuccess: (notice: Coded) => void; onError: (error: unknown) => void },
) =>
  useMutation({
    mutationFn: async () => {
      // Handed in before any answer recorded the start: the hand-in carries the seal and records
      // it in its own statement (decision 0455).
      const seal = pendingSeal(slug);
      const notice = await sealedCall(slug, seal, [], () =>
        call(submitExamAttempt, { params: { slug }, body: seal ? { seal } : {} }),
      );
      // Handed in: the sealed copy has served (its picks' ledger goes with the attempt's).
      forgetSealedCopy(slug);
      return notice;
    },
    ...done,
  });

/** The open exams asked again (a paper ended: its attempt is now submitted). */
export function useRefreshOpenExams() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: endpointKey(listOpenExams) }),
    [queryClient],
  );
}
