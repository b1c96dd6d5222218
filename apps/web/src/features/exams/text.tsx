import { codedTextIn } from "../../components/ui/coded-text";
import "../../lib/codes/exams";
import { t } from "./messages";

/**
 * The API's messages a student reads, in the reader's language: those whose `{when}` is a moment
 * in this feature's own words with the moment on Nepal's clock, named (decision 107), the rest from
 * the code catalogues.
 */
export const CodedText = codedTextIn({
  "exams.timeUp": (params, when) => t("sTimeUp", { ...params, when }),
  "exams.answersInAt": (params, when) => t("sAnswersInAt", { ...params, when }),
  "exams.resultsAt": (params, when) => t("sResultsAt", { ...params, when }),
  "exams.resultsHeld": (params, when) => t("sResultsHeld", { ...params, when }),
});
