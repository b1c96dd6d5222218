import { STORAGE_KEYS, writeJson } from "../../../lib/storage";
import { authStore } from "../hooks/auth-store";
import { me } from "./me";

/**
 * Takes the account's name and role as the server has them into the saved login, so a role given
 * since signing in (an examiner made from the command line) shows without signing in again. Called
 * by the exam pages only: the first load of the site asks the server nothing.
 */
export async function refreshProfile(): Promise<void> {
  const saved = authStore.getState().user;
  if (!saved) return;
  const { user } = await me();
  const current = authStore.getState().user;
  if (current?.token !== saved.token) return;
  if (current.user.role === user.role && current.user.name === user.name) return;
  writeJson(STORAGE_KEYS.profile, { ...current, user: { ...current.user, ...user } });
  authStore.reload();
}
