import type { ReactNode } from "react";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useMessages } from "./messages";

/**
 * "Finish now?" / "Submit the paper?": what is left unanswered (a count, or a paper's summary line)
 * and what finishing means, then the two answers. Escape or the cancel button goes back to the paper.
 */
export function FinishDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  unanswered,
  summary,
  warning,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The questions without an answer, said as a count ... */
  unanswered?: number;
  /** ... or a line of the screen's own (a mock paper's answered, flagged, not answered). */
  summary?: ReactNode;
  warning: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { plural } = useMessages();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {summary}
      <p>
        {unanswered === undefined ? null : `${plural("unanswered", unanswered)} `}
        {warning}
      </p>
    </ConfirmDialog>
  );
}
