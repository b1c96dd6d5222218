import { act, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../lib/i18n";
import Toasts from "./toast-container";

afterEach(async () => {
  await setLanguage("en");
});

/** The timer bar of the toast saying `text` (toasts of other files may still be up). */
async function barOf(text: string) {
  const toastBody = await screen.findByText(text);
  return within(toastBody.closest(".Toastify__toast") as HTMLElement).getByRole("progressbar", {
    hidden: true,
  });
}

describe("a toast's timer bar", () => {
  it("is named in the interface language, not react-toastify's English", async () => {
    await setLanguage("ne");
    render(<Toasts />);
    act(() => {
      toast.error("इमेल वा पासवर्ड मिलेन।");
    });
    const bar = await barOf("इमेल वा पासवर्ड मिलेन।");
    await waitFor(() => expect(bar).toHaveAttribute("aria-label", "सूचना बन्द हुन बाँकी समय"));
  });

  it("keeps react-toastify's name in English", async () => {
    render(<Toasts />);
    act(() => {
      toast.success("Logged out successfully.");
    });
    const bar = await barOf("Logged out successfully.");
    expect(bar).toHaveAttribute("aria-label", "notification timer");
  });
});
