import type { InputHTMLAttributes } from "react";
import { codeText } from "../../../lib/codes";
import { notify } from "../../../components/ui/notify";
import { authStore } from "../hooks/auth-store";

type Input = InputHTMLAttributes<HTMLInputElement>;

/** An e-mail address, typed in. */
export const EMAIL: Input = { type: "email", name: "email", autoComplete: "email", required: true };

/** A new password or its confirmation: eight characters at least, as the server asks. */
export const NEW_PASSWORD: Input = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  minLength: 8,
};

/**
 * What an account form's request (register, login, an e-mail link) ended with: the server's answer,
 * or nothing once its error has been said in a toast.
 */
export async function answered<T>(request: Promise<T | null>): Promise<T | null> {
  const response = await request;
  if (!response) {
    const { error } = authStore.getState();
    if (error) notify.error(codeText(error));
  }
  return response;
}
