import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * A button that asks first: its dialog (`title`, `children`) says what will happen; the dialog's
 * own button (`confirmLabel`, the button's label unless given) runs `onConfirm`, `cancelLabel` or
 * Escape closes it and nothing happens. `busy`: the action is on its way, the button waits.
 */
export function ConfirmButton({
  label,
  className = "button",
  busy = false,
  title,
  confirmLabel = label,
  cancelLabel,
  onConfirm,
  children,
}: {
  label: string;
  className?: string;
  busy?: boolean;
  title: string;
  confirmLabel?: string;
  cancelLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        className={className}
        type="button"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
        onCancel={() => setConfirming(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
