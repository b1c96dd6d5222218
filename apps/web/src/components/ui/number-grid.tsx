import { useId, type ReactNode } from "react";
import { ModalDialog } from "./confirm-dialog";
import "./number-grid.css";

export interface NumberCell {
  /** The question's index in the paper; its number is one more. */
  index: number;
  /** What a screen reader hears: the number and its state in words (colour is never the only sign). */
  label: string;
  /** The classes that draw its state. */
  className: string;
  current?: boolean;
  /** Drawn beside the number (a review's tick or cross). */
  mark?: ReactNode;
}

/** Every question number of a paper as a button that opens it: a mock paper's palette, a review's jump. */
export function NumberGrid({
  cells,
  onOpen,
}: {
  cells: readonly NumberCell[];
  onOpen: (index: number) => void;
}) {
  return (
    <ol className="number-grid">
      {cells.map((cell) => (
        <li key={cell.index}>
          <button
            type="button"
            className={`number-cell ${cell.className}`}
            aria-current={cell.current ? "step" : undefined}
            aria-label={cell.label}
            onClick={() => onOpen(cell.index)}
          >
            {cell.index + 1}
            {cell.mark}
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * A grid of numbers in a modal `<dialog>` with its title and Close: focus moves into it (on
 * `focusOn`), Tab stays in it, Escape closes it, and focus returns to the button that opened it.
 */
export function GridDialog({
  open,
  title,
  closeLabel,
  focusOn,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  focusOn: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      className="grid-dialog"
      labelledBy={titleId}
      focusOnOpen={focusOn}
      onCancel={onClose}
    >
      <div className="grid-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </ModalDialog>
  );
}
