import { useId } from "react";
import type { PaletteEntry, PaperSummary } from "@tayari/quiz/paper";
import { ModalDialog } from "../../../components/ui/confirm-dialog";
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
    <ol className="palette">
      {entries.map((entry, i) => (
        <li key={i}>
          <button
            type="button"
            className={`palette-cell ${entry.status}${entry.flagged ? " flagged" : ""}`}
            aria-current={entry.current ? "step" : undefined}
            aria-label={t("paletteLabel", { number: i + 1, status: words(entry) })}
            onClick={() => onOpen(i)}
          >
            {i + 1}
          </button>
        </li>
      ))}
    </ol>
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

/**
 * The palette in a modal `<dialog>`: focus moves into it (on the question on screen), Tab stays in
 * it, Escape closes it, and focus returns to the button that opened it.
 */
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
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      className="palette-dialog"
      labelledBy={titleId}
      focusOnOpen='[aria-current="step"]'
      onCancel={onClose}
    >
      <div className="palette-head">
        <h2 id={titleId}>{t("paletteTitle")}</h2>
        <button type="button" className="button" onClick={onClose}>
          {t("close")}
        </button>
      </div>
      <SummaryLine summary={summary} />
      <ul className="palette-legend" aria-hidden="true">
        <li>
          <span className="palette-cell answered" />
          {t("answered")}
        </li>
        <li>
          <span className="palette-cell not-answered" />
          {t("notAnswered")}
        </li>
        <li>
          <span className="palette-cell not-seen" />
          {t("notSeen")}
        </li>
        <li>
          <span className="palette-cell not-seen flagged" />
          {t("flagged")}
        </li>
      </ul>
      {open ? <Palette entries={entries} onOpen={onOpen} /> : null}
      <button type="button" className="button primary" onClick={onSubmit}>
        {t("submitPaper")}
      </button>
    </ModalDialog>
  );
}
