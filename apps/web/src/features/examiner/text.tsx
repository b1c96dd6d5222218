import { codedTextIn } from "../../components/ui/coded-text";
import "../../lib/codes/exams";
import { plural, t } from "./messages";

/**
 * The API's messages an examiner reads, in the reader's language: those whose `{when}` is a moment
 * in this feature's own words with the moment on Nepal's clock, named (decision 107), the rest from
 * the code catalogues.
 */
export const CodedText = codedTextIn({
  "exams.openUntil": (params, when) => t("sOpenUntil", { ...params, when }),
  "exams.released": (params, when) => t("sReleased", { ...params, when }),
  "exams.cancelled": (params, when) => t("sCancelled", { ...params, when }),
  "exams.reopened": (params, when) => t("sReopened", { ...params, when }),
  "exams.closedNow": (params, when) =>
    plural("sClosedNow", Number(params.count ?? 0), { ...params, when }),
  // Held back by an exam not open yet: said with its opening too.
  "exams.heldBack": (params, when, local) =>
    typeof params.opens === "string"
      ? t("sHeldBackLater", { ...params, opens: local(params.opens), when })
      : t("sHeldBack", { ...params, when }),
  // Held back by an exam that closes after the bound (decision 142): the bound ends the hold.
  "exams.heldBackLimit": (params, when, local) =>
    plural("sHeldBackLimit", Number(params.count ?? 0), {
      ...params,
      closes: typeof params.closes === "string" ? local(params.closes) : "",
      when,
    }),
});
