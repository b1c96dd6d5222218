import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "./register-form";
import { ForgotPasswordForm } from "./forgot-password-form";

afterEach(() => vi.unstubAllGlobals());

async function fillRegister(confirmation: string) {
  render(
    <MemoryRouter>
      <RegisterForm />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText("Name"), "Sita");
  await userEvent.type(screen.getByLabelText("Email"), "sita@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
  await userEvent.type(screen.getByLabelText("Confirm password"), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Register" }));
}

describe("RegisterForm", () => {
  it("stops a mismatched confirmation by the shared schema, before calling the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await fillRegister("long-enough-2");
    const error = await screen.findByText("The password confirmation does not match.");
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      error.textContent!,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field error next to its field", async () => {
    const common =
      "This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ message: common, errors: { password: [common] } }, { status: 422 }),
      ),
    );
    await fillRegister("long-enough-1");
    await screen.findByText(common, { selector: ".field-error" });
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(common);
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("ForgotPasswordForm", () => {
  it("is the email-link screen of the specification", () => {
    render(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { name: "Enter your email to get a link." }),
    ).toBeInTheDocument();
    const input = screen.getByLabelText("Your email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });
});
