import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function Paper({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <ConfirmDialog
        open={open}
        title="Submit the paper?"
        confirmLabel="Submit now"
        cancelLabel="Back to the paper"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>3 questions are not answered.</p>
      </ConfirmDialog>
    </>
  );
}

describe("a question in a dialog (decision 0525)", () => {
  it("takes no focus while closed, and gives it to the cancel button as it opens", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Paper onConfirm={onConfirm} />);
    // Closed as the screen mounts: nothing inside it is focused (a focus() there made the browser
    // lay out the whole page, for nothing).
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = screen.getByRole("dialog", { name: "Submit the paper?" });
    expect(dialog).toHaveTextContent("3 questions are not answered.");
    expect(screen.getByRole("button", { name: "Back to the paper" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back to the paper" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("button", { name: "Back to the paper" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Submit now" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
