import type { en } from "./toast-messages";

export const ne: typeof en = {
  timer: "सूचना बन्द हुन बाँकी समय",
};
