import { useState } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStartInSlices } from "./use-start-in-slices";

function Paper({ onClaim, onBefore }: { onClaim: () => void; onBefore?: () => void }) {
  const [started, setStarted] = useState(false);
  const [starting, start] = useStartInSlices();
  if (started) return <p>Question 1 of 100</p>;
  return (
    <button
      type="button"
      disabled={starting}
      onClick={() =>
        start(() => {
          onClaim();
          setStarted(true);
        }, onBefore)
      }
    >
      Start
    </button>
  );
}

describe("a Start pressed in slices", () => {
  it("ends the press's task with the button waiting, then claims the attempt and shows the first question", async () => {
    let claimed = 0;
    render(<Paper onClaim={() => (claimed += 1)} />);
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Start" }));
    });
    // The press itself did neither the claim nor the screen: the button waits, pressed once.
    expect(claimed).toBe(0);
    expect(screen.getByRole("button", { name: "Start" })).toBeDisabled();
    expect(await screen.findByText("Question 1 of 100")).toBeInTheDocument();
    expect(claimed).toBe(1);
    expect(screen.queryByRole("button", { name: "Start" })).toBeNull();
  });

  it("does the work asked first, then the claim after the page has had its turn (decision 0526)", async () => {
    const order: string[] = [];
    const before = () => {
      order.push("questions kept");
      // Runs once the task that kept the questions ends: before the claim if that is a later task.
      queueMicrotask(() => order.push("that task over"));
    };
    render(<Paper onBefore={before} onClaim={() => order.push("claimed")} />);
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Start" }));
    });
    expect(order).toEqual([]);
    expect(await screen.findByText("Question 1 of 100")).toBeInTheDocument();
    expect(order).toEqual(["questions kept", "that task over", "claimed"]);
  });
});
