import { useState, type ReactNode } from "react";
import { devanagariDigits } from "../../../lib/bikram-sambat";
import { useLanguage } from "../../../lib/i18n";
import { useMessages } from "../view-messages";

/** How many of a long list a view draws at first, and adds at each "Show the next" (decision 0483). */
export const PAGE_SIZE = 50;

/**
 * The first `shown` of `items` and, while some are left, how many are shown and a button that
 * shows the next page: a list of 300 candidates stays a page an examiner can scroll on a phone.
 * `all`: every item and no button (the merit list while it is printed).
 */
export function usePaged<T>(
  items: readonly T[],
  all = false,
): { shown: readonly T[]; more: ReactNode } {
  const [count, setCount] = useState(PAGE_SIZE);
  const shown = all ? items : items.slice(0, count);
  const more = items.length > PAGE_SIZE && !all && (
    <MoreOf
      shown={shown.length}
      total={items.length}
      onMore={() => setCount((now) => now + PAGE_SIZE)}
    />
  );
  return { shown, more };
}

function MoreOf({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const { t } = useMessages();
  const language = useLanguage();
  const n = (value: number) => (language === "ne" ? devanagariDigits(value) : String(value));
  const next = Math.min(PAGE_SIZE, total - shown);
  return (
    <p className="paged-more">
      <span role="status">{t("shownOf", { from: n(1), to: n(shown), count: n(total) })}</span>{" "}
      {next > 0 && (
        <button className="button secondary" type="button" onClick={onMore}>
          {t("showMore", { count: n(next) })}
        </button>
      )}
    </p>
  );
}
