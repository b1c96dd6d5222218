import { messageResponseSchema, type ChangePasswordRequest } from "@tayari/contracts/auth";
import { apiRequest } from "../../../lib/api-client";

export const changePassword = (form: ChangePasswordRequest) =>
  apiRequest("/change-password", { method: "POST", body: form, schema: messageResponseSchema });

export const logoutEverywhere = () =>
  apiRequest("/logout-everywhere", { method: "POST", schema: messageResponseSchema });
