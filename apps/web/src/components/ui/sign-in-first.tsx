import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useMessages } from "./gate-messages";

/** What the sign-in page hands to /login and /register: where to come back to once signed in. */
export interface ComeBack {
  back?: string;
}

/**
 * Where a login goes on: the page the guest was sent from (an address of this site only), else the
 * home page (the specification's default).
 */
export function comeBackTo(state: unknown): string {
  const back = (state as ComeBack | null)?.back;
  return typeof back === "string" && back.startsWith("/") && !back.startsWith("//") ? back : "/";
}

interface SignInFirstProps {
  /** The wanted page's title. */
  title: string;
  /** Why it needs an account; the college's account when left out. */
  why?: string;
  /** What a guest can do here all the same. */
  children?: ReactNode;
}

/**
 * The one page a guest sees at a page that needs an account (the route's gate, `app/route-gate.tsx`):
 * the wanted page's title, why, and the way to log in (or register) and come back to it.
 */
export function SignInFirst({ title, why, children }: SignInFirstProps) {
  const { t } = useMessages();
  const { pathname, search, hash } = useLocation();
  const state: ComeBack = { back: pathname + search + hash };
  return (
    <section className="page narrow sign-in-first" aria-labelledby="sign-in-first-title">
      <h1 id="sign-in-first-title">{title}</h1>
      <p>{why ?? t("signInWhy")}</p>
      <p className="ways-back">
        <Link className="button primary" to="/login" state={state}>
          {t("logIn")}
        </Link>{" "}
        <Link className="button" to="/register" state={state}>
          {t("createAccount")}
        </Link>
      </p>
      {children}
    </section>
  );
}
