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

/**
 * The longest an exam is open, from its opening to its close, extensions included (decision 397):
 * another examiner's exam that shares a question holds results back while it runs, so its window
 * is the longest that hold can last.
 */
export const EXAM_MAX_WINDOW_DAYS = 31;

/** A reopened attempt runs at most this long past its exam's close (decision 397). */
export const EXAM_MAX_REOPEN_PAST_CLOSE_HOURS = 24;

/**
 * The furthest a hold on other exams' results reaches past the holding exam's opening: its window
 * and a day of candidates' own time (decision 397).
 */
export const EXAM_HOLD_MAX_DAYS = EXAM_MAX_WINDOW_DAYS + EXAM_MAX_REOPEN_PAST_CLOSE_HOURS / 24;
