import { familyOf, type PaperRef } from "../papers";
import { useMessages } from "../messages";

/** A paper's name in the language shown: "Mock test 3", "2076 model paper", "BCA mock test 2". */
export function usePaperTitle() {
  const { t } = useMessages();
  return (ref: PaperRef | null) =>
    ref === null
      ? ""
      : familyOf(ref.slug).family === "bca"
        ? t("bcaMockTitle", { number: ref.number })
        : ref.kind === "mock"
          ? t("mockTitle", { number: ref.number })
          : t("modelTitle", { year: ref.number });
}
