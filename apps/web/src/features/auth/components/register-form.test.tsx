import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "./register-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";

afterEach(() => vi.unstubAllGlobals());

/** Every request answered with `body` and `status`. */
const serverAnswers = (status: number, body: object) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );

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
    serverAnswers(422, {
      code: "auth.commonPassword",
      params: {},
      message: common,
      errors: { password: [{ code: "auth.commonPassword", params: {}, message: common }] },
    });
    await fillRegister("long-enough-1");
    await screen.findByText(common, { selector: ".field-error" });
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(common);
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("after registering", () => {
  it("opens /login with the address filled in, the password to type, and the server's words about the mail", async () => {
    const registered =
      "Check your e-mail: we have sent a mail to that address. If it is new, your account is ready: log in, and open the link in the mail to verify the address. If it already had an account, the mail says how to get into it.";
    serverAnswers(202, { code: "auth.registered", params: {}, message: registered });
    render(
      <MemoryRouter initialEntries={["/register"]}>
        <Routes>
          <Route path="/register" element={<RegisterForm />} />
          <Route path="/login" element={<LoginForm />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText("Name"), "Sita");
    await userEvent.type(screen.getByLabelText("Email"), "sita.sharma@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
    await userEvent.type(screen.getByLabelText("Confirm password"), "long-enough-1");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("sita.sharma@example.com");
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(registered);
  });

  it("a /login opened directly starts empty, with no notice", () => {
    render(
      <MemoryRouter initialEntries={["/login"]}>
        <LoginForm />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.queryByRole("status")).toBeNull();
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
