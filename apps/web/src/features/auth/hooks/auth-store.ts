import { useEffect, useSyncExternalStore } from "react";
import type { LoginRequest, LoginResponse, RegisterRequest } from "@tayari/contracts/auth";
import { ApiError } from "../../../lib/api-error";
import type { Coded } from "../../../lib/codes";
import { catalogsReady } from "../../../lib/i18n";
import { STORAGE_KEYS, clearAllStorage, readJson, writeJson } from "../../../lib/storage";

// The API module (and the schemas it carries) loads with the first auth action, not with the first page.
const loadApi = () => import("../api/auth-api");

/** The auth state of the specification: the user (the whole login response), an error message, a loading flag. */
export interface AuthState {
  user: LoginResponse | null;
  /** The last failed action's message, as a code (show it with `codeText`). */
  error: Coded | null;
  /** Per field, the messages of the last failed action (the form's check or the server's 422). */
  fieldErrors: Record<string, Coded[]>;
  loading: boolean;
}

/** The saved login response, when it still looks like one; anything else is ignored. */
function readProfile(): LoginResponse | null {
  const value = readJson(STORAGE_KEYS.profile) as Partial<LoginResponse> | null;
  const user = value?.user as Partial<LoginResponse["user"]> | undefined;
  const valid =
    typeof value?.token === "string" &&
    value.token.length > 0 &&
    typeof user?.id === "number" &&
    typeof user.name === "string" &&
    typeof user.email === "string";
  return valid ? (value as LoginResponse) : null;
}

const NO_ERRORS: Record<string, Coded[]> = {};
let state: AuthState = { user: readProfile(), error: null, fieldErrors: NO_ERRORS, loading: false };
const listeners = new Set<() => void>();

function set(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** A failed action's message: the API's code, or an unexpected error's text as it came. */
export const asCoded = (error: unknown): Coded =>
  error instanceof ApiError
    ? error
    : { code: "", params: {}, message: error instanceof Error ? error.message : String(error) };

export const authStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads the saved profile (at start-up, and when another tab signs in or out). */
  reload() {
    set({ user: readProfile() });
  },
  resetError() {
    set({ error: null, fieldErrors: NO_ERRORS });
  },
  async run<T>(action: () => Promise<T>): Promise<T | null> {
    set({ loading: true, error: null, fieldErrors: NO_ERRORS });
    try {
      const result = await action();
      // The answer's message shows in the reader's language: its module's catalogue is here first.
      await catalogsReady();
      set({ loading: false });
      return result;
    } catch (error) {
      await catalogsReady();
      set({
        loading: false,
        error: asCoded(error),
        fieldErrors: error instanceof ApiError ? error.fields : NO_ERRORS,
      });
      return null;
    }
  },
  async login(form: LoginRequest) {
    const response = await authStore.run(async () => (await loadApi()).login(form));
    if (response) {
      writeJson(STORAGE_KEYS.profile, response);
      set({ user: response });
    }
    return response;
  },
  register(form: RegisterRequest) {
    return authStore.run(async () => (await loadApi()).register(form));
  },
  /** Signs out locally whatever the server says; a failed call is only logged. */
  async logout(): Promise<string | null> {
    let message: string | null = null;
    try {
      message = await (await loadApi()).logout();
    } catch (error) {
      console.error("Logout failed", error);
    }
    authStore.forget();
    return message;
  },
  /** Signs out on this device only (the server has already ended the session). */
  forget() {
    clearAllStorage();
    set({ user: null, error: null, fieldErrors: NO_ERRORS });
  },
};

// Prerendered pages are rendered signed out; a saved login shows right after hydration.
const SIGNED_OUT: AuthState = { user: null, error: null, fieldErrors: NO_ERRORS, loading: false };

/**
 * What hydration reads: signed out, as the prerendered markup is. A guest's own state when it is
 * signed out too (the same object), so React, finding the store unchanged after hydration, has no
 * reason to re-render every frame's part that reads it at once, in one task (decision 0517).
 */
function hydratedState(): AuthState {
  if (typeof window === "undefined") return SIGNED_OUT;
  const { user, error, fieldErrors, loading } = state;
  return user === null && error === null && fieldErrors === NO_ERRORS && !loading
    ? state
    : SIGNED_OUT;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, hydratedState);
}

/** A form's view of the auth state; its errors are cleared when the form goes away. */
export function useAuthForm() {
  useEffect(() => () => authStore.resetError(), []);
  const { loading, fieldErrors } = useAuth();
  return { loading, errors: fieldErrors };
}

/**
 * Another tab's login or logout, followed from the app's start-up (main.tsx), not as the entry is
 * evaluated: a `storage` listener added there took a share of that task at 8x, and a task scheduled
 * from the entry's top level makes a traced page (Lighthouse, the 8x pass) re-parse the whole entry
 * for the stack it records (issue 71, decision 0518).
 */
export function followOtherTabs() {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.profile || event.key === null) authStore.reload();
  });
}
