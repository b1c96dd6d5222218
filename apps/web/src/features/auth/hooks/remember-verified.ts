import { STORAGE_KEYS, readJson, writeJson } from "../../../lib/storage";
import { authStore } from "./auth-store";

/** The saved login now knows the address is verified: the frame stops asking, in every tab. */
export function rememberVerified() {
  const profile = readJson(STORAGE_KEYS.profile) as { user?: object } | null;
  if (!profile?.user) return;
  writeJson(STORAGE_KEYS.profile, { ...profile, user: { ...profile.user, email_verified: true } });
  authStore.reload();
}
