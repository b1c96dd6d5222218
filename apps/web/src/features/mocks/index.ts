// The mock tests' public entry for other features: a live mock's name on the exam page.
import { usePaperTitle } from "./components/paper-title";
import { familyOf, findAnyPaper } from "./papers";
import { useMessages } from "./live/messages";

/** The paper whose pattern a live mock follows, from its address (`live-{paper}-{date}-{time}`). */
const livePaper = (slug: string) => slug.slice("live-".length).replace(/-\d{8}-\d{4}$/, "");

/**
 * A live mock's exam page names it (issue 66 point 4): the entrance it is for as the heading, and
 * the paper whose pattern its new questions follow; null for an address that is not a live mock's.
 */
export function useLiveHeading() {
  const { t } = useMessages();
  const title = usePaperTitle();
  return (slug: string): { heading: string; pattern: string } | null => {
    if (!slug.startsWith("live-")) return null;
    const ref = findAnyPaper(livePaper(slug));
    if (!ref) return null;
    const bca = familyOf(ref.slug).family === "bca";
    return {
      heading: t(bca ? "liveHeadingBca" : "liveHeadingCsit"),
      pattern: t("livePattern", { paper: title(ref) }),
    };
  };
}
