import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RegisterForm } from "./register-form";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("RegisterForm", () => {
  it("has labelled fields and stops a mismatched confirmation before calling the server", async () => {
    render(
      <MemoryRouter>
        <RegisterForm />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText("Name"), "Sita");
    await userEvent.type(screen.getByLabelText("Email"), "sita@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
    await userEvent.type(screen.getByLabelText("Confirm password"), "long-enough-2");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByText("The password confirmation does not match.")).toBeInTheDocument();
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
