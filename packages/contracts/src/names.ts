// Names the site gives one thing in several places (the sidebar, the home page, a page's heading,
// its tab title, the messages and the mails about it), each written once per language (decision
// 0219): the interface's catalogues and the server's mails read them from here. The Nepali are in
// names.ne.ts, so a page in English does not carry them.

export const names = {
  /** `/exams`: the exams colleges open to students, set by their examiners. */
  exams: "Scholarship exams",
  /** One of them (`/exams/{slug}`), its sitting and its result. */
  exam: "Scholarship exam",
  /** The same inside a sentence ("the scholarship exam “…” that you sat"). */
  examInText: "scholarship exam",
};
