import { ProgressPage } from "../../features/progress/components/progress-page";
import { useAuth } from "../../features/auth/hooks/auth-store";
import { useFromHtml } from "../page-hydrated";
import ProgressGuest from "./progress-guest";

/**
 * /progress: a signed-in student's progress, a guest's way to log in (and to "Practise next").
 * Prerendered as both, src/boot.js showing the one the saved login calls for until the app draws
 * it alone (decision 293): the page's first screen paints from the HTML, signed in or not.
 */
export default function ProgressRoute() {
  const fromHtml = useFromHtml();
  const { user } = useAuth();
  if (fromHtml)
    return (
      <div className="progress-variants">
        <ProgressPage fromHtml />
        <ProgressGuest />
      </div>
    );
  return user ? <ProgressPage /> : <ProgressGuest />;
}
