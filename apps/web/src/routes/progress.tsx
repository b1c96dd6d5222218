import { ProgressPage } from "../features/progress/components/progress-page";

/** /progress, signed in (its route's gate shows a guest `progress-guest.tsx`). */
export default function ProgressRoute() {
  return <ProgressPage />;
}
