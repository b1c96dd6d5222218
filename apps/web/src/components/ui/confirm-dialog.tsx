import { useEffect, useId, useRef, type ReactNode } from "react";
import { useMessages } from "./messages";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal on the browser's own `<dialog>`, shown while `open`: it keeps focus inside, Escape calls
 * `onCancel`, and focus returns to the control that opened it. `focusOnOpen`: a selector of what
 * inside takes the focus as it opens (else the browser's choice: the first `autoFocus`).
 */
export function ModalDialog({
  open,
  className,
  labelledBy,
  focusOnOpen,
  onCancel,
  children,
}: {
  open: boolean;
  className: string;
  labelledBy: string;
  focusOnOpen?: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom (unit tests) has no showModal or close: there the attribute alone shows and hides it.
    const modal = typeof dialog.showModal === "function";
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else dialog.setAttribute("open", "");
      if (focusOnOpen) dialog.querySelector<HTMLElement>(focusOnOpen)?.focus();
    }
    if (!open && dialog.open) {
      if (modal) dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open, focusOnOpen]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}

/** A modal question with two answers (`ModalDialog`); Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useMessages();
  const titleId = useId();
  // The cancel button takes the focus as the dialog opens, the safe answer to Enter. Not
  // `autoFocus`: React focuses such a button as it mounts, closed dialog or not, and each focus()
  // made the browser lay out the whole page first (a mock paper's Start: 142 ms of the first
  // question's commit at 8x, decision 0525).
  return (
    <ModalDialog
      open={open}
      className="confirm-dialog"
      labelledBy={titleId}
      focusOnOpen="[data-cancel]"
      onCancel={onCancel}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="confirm-dialog-body">{children}</div>
      <div className="confirm-dialog-actions">
        <button type="button" className="button" data-cancel onClick={onCancel}>
          {cancelLabel ?? t("cancel")}
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
