// The exams feature's public entry: the paper as the candidate's screen draws it, for the
// examiner's preview (decision 250).
export { PaperView } from "./components/exam-sitting";
