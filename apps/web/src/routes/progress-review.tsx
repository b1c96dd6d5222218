import { PracticeFromHistory } from "../features/progress/practice";

export default function ReviewRoute() {
  return <PracticeFromHistory mode="review" />;
}
