import {
  loginResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from "@tayari/contracts/auth";
import { apiRequest } from "../../../lib/api-client";

export const login = (form: LoginRequest) =>
  apiRequest("/login", { method: "POST", body: form, schema: loginResponseSchema });

export const register = (form: RegisterRequest) =>
  apiRequest("/register", { method: "POST", body: form, schema: registerResponseSchema });

export const logout = () =>
  apiRequest("/logout", { method: "POST", schema: messageResponseSchema });

export const forgotPassword = (form: ForgotPasswordRequest) =>
  apiRequest("/forgot-password", { method: "POST", body: form, schema: messageResponseSchema });

export const resetPassword = (form: ResetPasswordRequest) =>
  apiRequest("/reset-password", { method: "POST", body: form, schema: messageResponseSchema });
