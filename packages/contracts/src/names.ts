// Names the site gives one thing in several places (the sidebar, the home page, a page's heading,
// its tab title, the messages and the mails about it), each written once per language (decision
// 0219): the interface's catalogues and the server's mails read them from here. The Nepali are in
// names.ne.ts, so a page in English does not carry them. Plain constants, not an object, so a
// page's code holds only the names it shows.

/** `/exams`: the exams colleges open to students, set by their examiners. */
export const EXAMS: string = "Scholarship exams";
/** One of them (`/exams/{slug}`), its sitting and its result; lower-cased inside a sentence. */
export const EXAM: string = "Scholarship exam";
/**
 * A live mock (decisions 257 and 0450), in every list, heading, standings and mail, by the entrance
 * it is for: its questions are new, so it is never named after the public paper whose pattern it
 * follows.
 */
export const LIVE_MOCK_CSIT: string = "B.Sc.CSIT entrance: live mock";
export const LIVE_MOCK_BCA: string = "BCA entrance: live mock";
