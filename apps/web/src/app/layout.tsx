import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from "react";
import { Link, Outlet, useLocation } from "react-router";
import { notify } from "../components/ui/notify";
import { contentLanguage, useLanguage, type Language } from "../lib/i18n";
import { PageSpinner } from "../components/ui/spinner";
import { isTestInProgress } from "../lib/storage";
import { useOnline } from "../lib/use-online";
import { authStore, useAuth } from "../features/auth/hooks/auth-store";
import { Sidebar } from "./sidebar";
import {
  deviceOrBuild,
  sidebarSitsBesideContent,
  sidebarStore,
  useSidebarOpen,
} from "./sidebar-store";
import { PageHydrated, useFromHtml } from "./page-hydrated";
import { VerifyNotice } from "./verify-notice";
import { updateStore } from "./service-worker";
import { wantedLocation } from "./wanted-location";
import { adoptTappedLanguage, chooseLanguage } from "./account-language";
import { useMessages } from "./messages";

// What the notice does, fetched only for a signed-in student whose address is not verified yet
// (asksToVerify); the frame draws the notice while it comes. Offline, a notice whose code cannot be
// fetched is left out rather than failing the page.
const VerifyEmailNotice = lazy(() =>
  import("../features/auth/components/verify-email-notice").catch(() => ({ default: () => null })),
);
// Asked only when logging out mid-test, so it is fetched then, not with every page.
const LogoutConfirm = lazy(() => import("./logout-confirm"));
// "A new version is ready": fetched once one is (decision 0516), not with every page's first load;
// left out if its code cannot be fetched.
const UpdatePrompt = lazy(() => import("./update-prompt").catch(() => ({ default: () => null })));

function UpdateWhenReady() {
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.updateReady, () => false);
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

function LogoutIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}

/** "Sita Sharma" -> "SS": what fits beside the logout control on a phone. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join("");
}

function SignedInAs({
  name,
  label,
  language,
}: {
  name: string;
  label: string;
  language: Language;
}) {
  // The name is the student's own (content): it keeps its script's language; the label is ours.
  return (
    <span className="signed-in" title={name} lang={contentLanguage(name)}>
      <span className="visually-hidden" lang={language}>
        {label}{" "}
      </span>
      <span className="signed-in-name">{name}</span>
      <span className="signed-in-initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
    </span>
  );
}

/**
 * The other language, named in its own script: "नेपाली" while English is shown, "English" while
 * Nepali is. When Nepali cannot be fetched (offline, never cached) it says so and stays.
 */
function LanguageSwitch({ language }: { language: Language }) {
  const { t } = useMessages();
  const other = language === "ne" ? "en" : "ne";
  useEffect(() => adoptTappedLanguage(() => notify.error(t("langFail"))), [t]);
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      onClick={() => chooseLanguage(other).catch(() => notify.error(t("langFail")))}
    >
      {/* A phone shows a short form; screen readers and the tooltip-free name keep the whole one. */}
      <span className="language-name">{other === "ne" ? "नेपाली" : "English"}</span>
      <span className="language-short" aria-hidden="true">
        {other === "ne" ? "ने" : "EN"}
      </span>
    </button>
  );
}

function TopBar({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { t } = useMessages();
  const language = useLanguage();
  const { user } = useAuth();
  const open = useSidebarOpen();
  const [confirming, setConfirming] = useState(false);
  async function logout() {
    const message = await authStore.logout();
    if (message) notify.success(message);
  }
  return (
    <header className="top-bar">
      <button
        type="button"
        id={MENU_TOGGLE_ID}
        className="menu-toggle"
        aria-label={t(open === null ? "menu" : open ? "menuClose" : "menuOpen")}
        aria-expanded={open ?? undefined}
        aria-controls="sidebar"
        onClick={onToggleMenu}
      >
        <span className="menu-icon" aria-hidden="true" />
      </button>
      <Link to="/" className="site-title">
        Tayari <span lang="ne">तयारी</span>
      </Link>
      <div className="top-bar-right">
        <LanguageSwitch language={language} />
        {user?.token ? (
          <>
            <Link to="/progress" className="login-link">
              {t("progress")}
            </Link>
            <Link to="/account" className="login-link account-link">
              {t("account")}
            </Link>
            {/* On a phone the "Account" button gives way to the initials, which lead to the account. */}
            <Link to="/account" className="signed-in-link">
              <SignedInAs name={user.user.name} label={t("signedIn")} language={language} />
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label={t("logout")}
              title={t("logout")}
              onClick={() => (isTestInProgress() ? setConfirming(true) : void logout())}
            >
              <LogoutIcon />
            </button>
            {confirming && (
              <Suspense fallback={null}>
                <LogoutConfirm logout={logout} onClose={() => setConfirming(false)} />
              </Suspense>
            )}
          </>
        ) : (
          <Link to="/login" className="login-link">
            {t("login")}
          </Link>
        )}
      </div>
    </header>
  );
}

const MENU_TOGGLE_ID = "menu-toggle";

const coversThePage = () => sidebarStore.get() && !sidebarSitsBesideContent();

/**
 * Until the student opens or closes it, the sidebar is shown where it sits beside the content and
 * hidden where it would cover the page (decision 0029). While it covers the page, the page behind
 * it is inert and Escape closes it; opening it moves focus to its first entry, closing it back to
 * the menu toggle. On a phone choosing an entry closes it too (decision 0011).
 */
function useSidebarControls() {
  const open = useSidebarOpen();
  // Covering nothing in the prerendered markup and while it hydrates (as `open` is null then).
  const coversNow = useSyncExternalStore(
    sidebarStore.subscribe,
    coversThePage,
    deviceOrBuild(coversThePage, false),
  );
  const covers = open !== null && coversNow;
  const focusNext = useRef<"sidebar" | "toggle" | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "sidebar") document.querySelector<HTMLElement>("#sidebar a")?.focus();
    if (target === "toggle") document.getElementById(MENU_TOGGLE_ID)?.focus();
  }, [open]);

  const close = useCallback(() => {
    focusNext.current = "toggle";
    sidebarStore.set(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("dialog")) return;
      if (covers || target?.closest("#sidebar")) close();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, covers, close]);

  return {
    open,
    covers,
    close,
    toggle() {
      focusNext.current = sidebarStore.get() ? "toggle" : "sidebar";
      sidebarStore.toggle();
    },
    closeAfterChoiceOnPhone(event: MouseEvent<HTMLElement>) {
      const chose = event.target instanceof Element && event.target.closest("a");
      if (chose && !sidebarSitsBesideContent()) close();
    },
  };
}

/** A thin bar under the top bar while a tapped page's code is on its way (shown after a moment). */
function PageOnItsWay() {
  const { t } = useMessages();
  const shown = useLocation().key;
  const wanted = useSyncExternalStore(
    wantedLocation.subscribe,
    wantedLocation.get,
    deviceOrBuild(wantedLocation.get, null),
  );
  if (wanted === null || wanted === shown) return null;
  return <div className="page-on-its-way" role="progressbar" aria-label={t("pageOnItsWay")} />;
}

/**
 * While the device is offline, said on every page (decision 132). A page with words of its own for
 * it (logging in, the mock paper) shows those instead (the stylesheet hides this one there).
 */
function OfflineBar() {
  const { t } = useMessages();
  if (useOnline()) return null;
  return (
    <p className="offline-bar" role="status">
      {t("offNow")}
    </p>
  );
}

/**
 * Whether the frame asks to verify the address (results are mailed to verified addresses only):
 * a student whose saved login says it is not verified. Never a verified account, never an
 * examiner (an examiner sits no exam, so has no results to be mailed).
 */
export function asksToVerify(
  user: { email_verified?: boolean; role?: string } | undefined,
): boolean {
  return !!user && user.email_verified === false && user.role !== "examiner";
}

/** The common frame of every screen. */
export function Layout() {
  const sidebar = useSidebarControls();
  const { user } = useAuth();
  const unverified = asksToVerify(user?.user);
  const fromHtml = useFromHtml();
  // One element for the frame's life: when the sidebar settles right after hydration, the page's
  // boundary must not count as updated, or React drops a prerendered page for the spinner while
  // the page's code is still loading (the Outlet still follows navigation through its context).
  const page = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    ),
    [],
  );
  return (
    <div
      className={sidebar.open !== false ? "frame with-sidebar" : "frame"}
      // Prerendered markup: the stylesheet hides the sidebar where it would cover the page.
      data-sidebar={sidebar.open === null ? "default" : undefined}
    >
      <TopBar onToggleMenu={sidebar.toggle} />
      <PageOnItsWay />
      <Sidebar
        open={sidebar.open}
        onClose={sidebar.close}
        onChoice={sidebar.closeAfterChoiceOnPhone}
      />
      <main className="content" inert={sidebar.covers}>
        <OfflineBar />
        {fromHtml ? (
          // In every prerendered page, shown by src/boot.js where the saved login is not verified.
          <VerifyNotice email="" fromHtml />
        ) : unverified ? (
          <Suspense fallback={<VerifyNotice email={user?.user.email ?? ""} />}>
            <VerifyEmailNotice>{(state) => <VerifyNotice {...state} />}</VerifyEmailNotice>
          </Suspense>
        ) : null}
        {page}
      </main>
      <UpdateWhenReady />
    </div>
  );
}
