// The mock tests' public entry for other features: a live mock's name wherever an exam is named.
import { liveMockEntrance } from "@tayari/contracts/live-mocks";
import type { Coded } from "../../lib/codes";
import { contentLanguage } from "../../lib/i18n";
import { usePaperTitle } from "./components/paper-title";
import { findAnyPaper } from "./papers";
import { useMessages } from "./live/messages";

/** The paper whose pattern a live mock follows, from its address (`live-{paper}-{date}-{time}`). */
const livePaper = (slug: string) => slug.slice("live-".length).replace(/-\d{8}-\d{4}$/, "");

/**
 * A live mock's name (issue 66 point 4): the entrance it is for as its heading, in the page's
 * language, and the paper whose pattern its new questions follow, long (its exam page) and short
 * (a list's card; null when the paper is not known here); null for an address that is not a live
 * mock's.
 */
export function useLiveHeading() {
  const { t } = useMessages();
  const title = usePaperTitle();
  return (
    slug: string,
  ): { heading: string; pattern: string | null; patternShort: string | null } | null => {
    const entrance = liveMockEntrance(slug);
    if (!entrance) return null;
    const ref = findAnyPaper(livePaper(slug));
    return {
      heading: t(entrance === "bca" ? "liveHeadingBca" : "liveHeadingCsit"),
      pattern: ref && t("livePattern", { paper: title(ref) }),
      patternShort: ref && t("livePatternShort", { paper: title(ref) }),
    };
  };
}

/**
 * An exam's name where it is listed or heads a page: a live mock's own name in the page's
 * language, whatever title it was stored with; any other exam's title (its examiner's words,
 * with their language).
 */
export function useExamName() {
  const live = useLiveHeading();
  return (slug: string, title: string): { text: string; lang: string | undefined } => {
    const heading = live(slug)?.heading;
    return heading
      ? { text: heading, lang: undefined }
      : { text: title, lang: contentLanguage(title) };
  };
}

/**
 * A message of the server about the exam at `slug` (it opens at, it closed at), with a live mock's
 * own name in the page's language in place of the title it was stored with.
 */
export function useNamedMessage(slug: string) {
  const live = useLiveHeading()(slug);
  return (message: Coded): Coded =>
    live && "title" in message.params
      ? // Its fields one by one: an ApiError's message is not an enumerable field.
        {
          code: message.code,
          message: message.message,
          params: { ...message.params, title: live.heading },
        }
      : message;
}
