import { putLanguage, type Language } from "@tayari/contracts/auth";
import { call } from "../lib/api-client";

/** Keeps the interface language on the signed-in account (fetched with the first save only). */
export const saveLanguage = (language: Language) => call(putLanguage, { body: { language } });
