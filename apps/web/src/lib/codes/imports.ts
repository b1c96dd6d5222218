import type { importsMessages } from "@tayari/contracts/messages/imports";
import { reasonText } from "../../components/import-report/import-report";
import { defineCodes, formatValues } from "../codes";

defineCodes<typeof importsMessages>("imports", () => import("./imports.ne").then((m) => m.imports));

// A refused line or a fault of the file carries the import's own reason: its code as `reason`, its
// values as `reason.<name>`. In Nepali it reads from the import report's catalogue, as the report does.
formatValues((name, value, language, message) => {
  if (language === "en" || name !== "reason" || !message.code.startsWith("imports.")) return value;
  const params: Record<string, string | number> = {};
  for (const [key, own] of Object.entries(message.params))
    if (key.startsWith("reason.")) params[key.slice("reason.".length)] = own;
  return reasonText({ code: String(value), params, message: String(value) });
});
