import type { PaletteEntry, PaperSummary } from "@tayari/quiz/paper";
import { GridDialog, NumberGrid } from "../../../components/ui/number-grid";
import { useMessages } from "../messages";

/** The words of a palette entry: its status, and "flagged" when it is. */
export function useEntryWords() {
  const { t } = useMessages();
  return (entry: PaletteEntry) =>
    [
      t(
        entry.status === "answered"
          ? "answered"
          : entry.status === "not-answered"
            ? "notAnswered"
            : "notSeen",
      ),
      ...(entry.flagged ? [t("flagged")] : []),
    ].join(", ");
}

/**
 * Every question number of the paper as a button that opens it: answered, not answered (seen and
 * skipped), not yet seen, each flagged or not, and the one on screen. Colour is never the only
 * sign: each number's name says its state, and the cells carry a mark for flagged and answered.
 */
export function Palette({
  entries,
  onOpen,
}: {
  entries: readonly PaletteEntry[];
  onOpen: (index: number) => void;
}) {
  const { t } = useMessages();
  const words = useEntryWords();
  return (
    <NumberGrid
      cells={entries.map((entry, i) => ({
        index: i,
        label: t("paletteLabel", { number: i + 1, status: words(entry) }),
        className: `palette-cell ${entry.status}${entry.flagged ? " flagged" : ""}`,
        current: entry.current,
      }))}
      onOpen={onOpen}
    />
  );
}

/** The counts the palette and the summary before submitting show. */
export function SummaryLine({ summary }: { summary: PaperSummary }) {
  const { t } = useMessages();
  return (
    <p className="paper-summary">
      {t("summary", {
        answered: summary.answered,
        flagged: summary.flagged,
        notAnswered: summary.notAnswered,
      })}
    </p>
  );
}

/** The palette in a dialog, on the question on screen, with the summary and Submit. */
export function PaletteDialog({
  open,
  entries,
  summary,
  onOpen,
  onClose,
  onSubmit,
}: {
  open: boolean;
  entries: readonly PaletteEntry[];
  summary: PaperSummary;
  onOpen: (index: number) => void;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const { t } = useMessages();
  const legend = [
    ["answered", t("answered")],
    ["not-answered", t("notAnswered")],
    ["not-seen", t("notSeen")],
    ["not-seen flagged", t("flagged")],
  ] as const;
  return (
    <GridDialog
      open={open}
      title={t("paletteTitle")}
      closeLabel={t("close")}
      focusOn='[aria-current="step"]'
      onClose={onClose}
    >
      <SummaryLine summary={summary} />
      <ul className="grid-legend" aria-hidden="true">
        {legend.map(([state, words]) => (
          <li key={state}>
            <span className={`number-cell palette-cell ${state}`} />
            {words}
          </li>
        ))}
      </ul>
      {open ? <Palette entries={entries} onOpen={onOpen} /> : null}
      <button type="button" className="button primary" onClick={onSubmit}>
        {t("submitPaper")}
      </button>
    </GridDialog>
  );
}
