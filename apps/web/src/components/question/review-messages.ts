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
  correctedAt: "Corrected {when}.",
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
  // The NEB management stream's subjects (issue 70).
  category_accountancy: "Accountancy",
  category_economics: "Economics",
  "category_business studies": "Business Studies",
  "category_social studies": "Social Studies",
  // The catalog's other subjects, named on the progress pages (issue 69 point 5).
  "category_optional mathematics": "Optional Mathematics",
  "category_computer science": "Computer Science",
  "category_c programming": "C Programming",
  "category_digital logic": "Digital Logic",
  "category_introduction to information technology": "Introduction to Information Technology",
  "category_mathematics i": "Mathematics I",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./review-messages.ne").then((m) => m.ne),
);
