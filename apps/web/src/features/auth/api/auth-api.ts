import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from "@tayari/contracts/auth";
import { apiRequest, checkedBody } from "../../../lib/api-client";

// Each form is checked by the schema the server applies before it is sent (checkedBody).

export const login = (form: LoginRequest) =>
  apiRequest("/login", {
    method: "POST",
    body: checkedBody(loginRequestSchema, form),
    schema: loginResponseSchema,
  });

export const register = (form: RegisterRequest) =>
  apiRequest("/register", {
    method: "POST",
    body: checkedBody(registerRequestSchema, form),
    schema: registerResponseSchema,
  });

export const logout = () =>
  apiRequest("/logout", { method: "POST", schema: messageResponseSchema });

export const forgotPassword = (form: ForgotPasswordRequest) =>
  apiRequest("/forgot-password", {
    method: "POST",
    body: checkedBody(forgotPasswordRequestSchema, form),
    schema: messageResponseSchema,
  });

export const resetPassword = (form: ResetPasswordRequest) =>
  apiRequest("/reset-password", {
    method: "POST",
    body: checkedBody(resetPasswordRequestSchema, form),
    schema: messageResponseSchema,
  });

export const me = () => apiRequest("/me", { schema: meResponseSchema });

export const verifyEmail = (form: VerifyEmailRequest) =>
  apiRequest("/verify-email", {
    method: "POST",
    body: checkedBody(verifyEmailRequestSchema, form),
    schema: messageResponseSchema,
  });

export const resendVerification = () =>
  apiRequest("/verify-email/resend", { method: "POST", schema: messageResponseSchema });
