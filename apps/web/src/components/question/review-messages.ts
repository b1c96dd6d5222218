import { defineMessages } from "../../lib/i18n";

// The words of a review (review-list.tsx): its filters, its jump to a question, its sections, and
// the banks' subjects by name. Apart from messages.ts, which a timed screen's first question needs.
export const en = {
  show: "Show",
  filter_all: "All ({count})",
  filter_wrong: "Wrong ({count})",
  filter_unanswered: "Not answered ({count})",
  filter_flagged: "Flagged ({count})",
  questions: "Questions",
  jumpTitle: "Go to a question",
  close: "Close",
  cellLabel: "Question {number}: {status}",
  flagged: "flagged",
  sectionTally: "{right} of {total} right",
  noneKept: "No question is left to show with this choice.",
  theAnswer: "The answer",
  noAnswer: "None",
  keyCorrected:
    "The examiner corrected this question's key after the exam. Marked right now: {letters}. Your score was counted again.",
  keyDropped:
    "The examiner took this question out after the exam: everyone gets its marks, answered or not.",
  // The examiner reading one candidate's paper (issue 46): theirs, not "yours", with its marks.
  candidateAnswer: "Candidate's answer",
  marksEarned: "Marks: {marks}",
  keyCorrectedExaminer: "Key corrected after the exam. Marked right now: {letters}.",
  category_mathematics: "Mathematics",
  category_physics: "Physics",
  category_chemistry: "Chemistry",
  category_english: "English",
  category_computer: "Computer",
  category_biology: "Biology",
  category_gk: "General knowledge",
  // The BCA paper's subject (decision 173).
  "category_general knowledge": "General knowledge",
  category_science: "Science",
  category_nepali: "Nepali",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./review-messages.ne").then((m) => m.ne),
);
