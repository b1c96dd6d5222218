import { PracticeFromHistory } from "../features/progress/practice";

export default function WeakTopicsRoute() {
  return <PracticeFromHistory mode="weak-topics" />;
}
