import { languageResponseSchema, type Language } from "@tayari/contracts/auth";
import { apiRequest } from "../lib/api-client";

/** Keeps the interface language on the signed-in account (fetched with the first save only). */
export const saveLanguage = (language: Language) =>
  apiRequest("/me/language", { method: "PUT", body: { language }, schema: languageResponseSchema });
