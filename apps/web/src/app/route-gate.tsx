import { lazy, useEffect, useState, type ComponentType } from "react";
import { Outlet } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth/hooks/auth-store";
import { useMessages, type FrameKey } from "./messages";

// What the others see: fetched only when someone is turned away (not in the first load).
const Refused = lazy(() => import("./refused-page"));

/** Who may see a route: anyone signed in, or an examiner only. */
export type Access = "signedIn" | "examiner";

interface RouteGateProps {
  access: Access;
  /** The wanted page's title (a key of the frame's messages), the heading of what others see. */
  title: FrameKey;
  /** What a guest sees instead of the sign-in page, where guests have something of their own here. */
  guests?: ComponentType | undefined;
}

/**
 * The gate of a route that not everyone may see (declared in the route table, `router.tsx`): the page
 * for those who may, the sign-in page (which brings them back here) for a guest, and for a signed-in
 * student at an examiner's page a page saying it is for examiners. The API still checks every request.
 */
export function RouteGate({ access, title, guests: Guests }: RouteGateProps) {
  const { user } = useAuth();
  const { t } = useMessages();
  const examiner = user?.user.role === "examiner";
  const checked = useRoleChecked(access === "examiner" && Boolean(user));
  if (!user) return Guests ? <Guests /> : <Refused why="signIn" title={t(title)} />;
  if (access === "signedIn" || examiner) return <Outlet />;
  // A role given since signing in is taken from the server before the page says no.
  return checked ? <Refused why="examinersOnly" title={t(title)} /> : <PageSpinner />;
}

/**
 * Takes the account's role as the server has it now (`refreshProfile`): a role given since signing
 * in (an examiner made from the command line) opens the examiner's pages without signing in again.
 * True once the server has answered (or could not be asked).
 */
function useRoleChecked(ask: boolean): boolean {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    // Fetched only here: the first load of the site asks the server nothing.
    import("../features/auth/api/refresh-profile")
      .then(({ refreshProfile }) => refreshProfile())
      .catch(() => {})
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [ask]);
  return checked;
}
