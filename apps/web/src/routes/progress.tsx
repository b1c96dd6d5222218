import { ProgressPage } from "../features/progress/components/progress-page";

export default function ProgressRoute() {
  return <ProgressPage />;
}
