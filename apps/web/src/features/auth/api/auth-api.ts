import {
  forgotPassword as forgotPasswordEndpoint,
  login as loginEndpoint,
  logout as logoutEndpoint,
  register as registerEndpoint,
  resendVerification as resendEndpoint,
  resetPassword as resetPasswordEndpoint,
  verifyEmail as verifyEmailEndpoint,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from "@tayari/contracts/auth";
import { authMessages } from "@tayari/contracts/messages/auth";
import { call } from "../../../lib/api-client";
import { checkedBody } from "../../../lib/checked-body";
import { codeText } from "../../../lib/codes";
import { catalogsReady } from "../../../lib/i18n";

// Each form is checked by the schema the server applies before it is sent (a 422 without a call).

export const login = (form: LoginRequest) =>
  call(loginEndpoint, { body: checkedBody(loginEndpoint, form, authMessages) });

export const register = (form: RegisterRequest) =>
  call(registerEndpoint, { body: checkedBody(registerEndpoint, form, authMessages) });

/** Logs out; the server's notice as the reader will see it (the frame that asks has no codes). */
export async function logout(): Promise<string> {
  const answer = await call(logoutEndpoint);
  await catalogsReady();
  return codeText(answer);
}

export const forgotPassword = (form: ForgotPasswordRequest) =>
  call(forgotPasswordEndpoint, { body: checkedBody(forgotPasswordEndpoint, form, authMessages) });

export const resetPassword = (form: ResetPasswordRequest) =>
  call(resetPasswordEndpoint, { body: checkedBody(resetPasswordEndpoint, form, authMessages) });

export const verifyEmail = (form: VerifyEmailRequest) =>
  call(verifyEmailEndpoint, { body: checkedBody(verifyEmailEndpoint, form, authMessages) });

export const resendVerification = () => call(resendEndpoint);
