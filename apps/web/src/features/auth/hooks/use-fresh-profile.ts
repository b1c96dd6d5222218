import { useEffect } from "react";
import { refreshProfile } from "../api/refresh-profile";
import { useAuth } from "./auth-store";

/**
 * Whether someone is signed in; on an exam page the saved login then takes the account's role as
 * the server has it now (`refreshProfile`): a role given since signing in shows in the menu ("Set
 * exams" for an examiner).
 */
export function useFreshProfile(): boolean {
  const signedIn = Boolean(useAuth().user);
  useEffect(() => {
    if (signedIn) refreshProfile().catch(() => {});
  }, [signedIn]);
  return signedIn;
}
