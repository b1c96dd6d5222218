import { defineMessages } from "../../lib/i18n";

export const en = {
  tagline: "Apply for scholarships through our online exams: selection is on merit alone.",
  beReady: "Be Ready for {course} Entrance Preparation",
  startTest: "Start Test",
  comingSoon: "Comming Soon!",
  plus2Science: "+2 Science",
  plus2Management: "+2 Management",
  scienceExamTitle: "Entrance Examination of +2 Science",
  managementExamTitle: "Entrance Examination of +2 Management",
  examRules_one:
    "One set of 50 questions is chosen for you. Each question has 60 seconds; when the time runs out the next one appears.",
  examRules_other:
    "One of {count} sets of 50 questions is chosen for you. Each question has 60 seconds; when the time runs out the next one appears.",
  startExam: "Start Exam",
  mockTestText:
    "A timed 100-question mock test drawn fresh every time: 25 mathematics, 25 physics, 25 chemistry, 15 english and 10 computer, 60 seconds each.",
  startNow: "Start Now",
  orderLegend: "Subjects:",
  orderPaper: "As in the paper, mathematics first",
  orderMixed: "Mixed: every subject from the start",
  mockTests: "Mock tests: the whole paper on one clock",
  mockTest: "Mock test {number}",
  allPapers: "All mock tests and model papers",
  bcaMockTests: "BCA mock tests: the whole paper on one clock",
  bcaMockTest: "BCA mock test {number}",
  allBcaPapers: "All BCA mock tests",
  bcaMockText:
    "100 questions in 2 hours, 1 mark each, no negative marking: a reading passage and grammar, mathematics, general knowledge. The papers are the site's own, in the format college pages describe.",
  yearPapers: "Model papers by year",
  yearPaperTitle: "{year} Model Entrance Questions",
  yearPaperText_one: "{count} question in the pattern of {year}.",
  yearPaperText_other: "{count} questions in the pattern of {year}.",
  unitWiseMcqs: "Unit-wise MCQs",
  csitSubjectMcqs: "B.Sc.CSIT subject MCQs",
  csitSubjectMcqsText: "Mathematics, physics, chemistry and more, practised one unit at a time.",
  subjectWise: "Let's Practice Subject wise Questions !!",
  englishSubject: "English",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
