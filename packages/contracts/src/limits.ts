/**
 * How large a bank and an exam may be (issue 67, point 4): sizes every route that reads them answers
 * within a tenth of a second of the server's time at, on a two-core machine, with 2,000 candidates.
 */

/** The most questions a private bank holds (a 4.9 MB GIFT file made one of 40,801). */
export const BANK_MAX_QUESTIONS = 10_000;

/** The most questions an exam draws its papers from (a fixed list, or its quota's categories). */
export const EXAM_MAX_POOL = 2_000;

/** The most questions on one candidate's paper, as for a practice attempt and a mock paper. */
export const EXAM_MAX_PAPER = 200;
