import "./app/language-hook";
import { startTransition, StrictMode } from "react";
import { matchRoutes, unstable_HistoryRouter as HistoryRouter } from "react-router";
import { Providers } from "./app/providers";
import reactDomClient from "./app/react-dom-later.cjs";
import { preloadOnIntent, preloadPage } from "./app/preload-on-intent";
import { AppRoutes, createHistory, pageTitle, routesFor } from "./app/router";
import { authStore, followOtherTabs } from "./features/auth/hooks/auth-store";
import { sendQueuedAttempts } from "./features/progress/send-queued";
import { sendUnsentPace } from "./lib/pace";
import { registerServiceWorker } from "./app/service-worker";
import { wantedLocation } from "./app/wanted-location";
import { holdLanguageUntil, setLanguage, subscribeLanguage } from "./lib/i18n";
import { hydratingTheHtml, pageHydrated } from "./app/page-hydrated";
import { followAccount, wantedLanguage } from "./app/account-language";
import "./styles.css";
import { afterThisTask, nextTask } from "./lib/next-task";
import { askAnswersEarly } from "./app/answers-early";

// The modules above are evaluated in one task (React, the router, the frame); the app starts in
// the next one, so the page can paint or answer a tap in between. (Not a top-level await: with one,
// the bundler splits the shared modules out of the entry, a dozen more files on the first load.)
void afterThisTask().then(boot);

/**
 * The page's code, all its parts at once (issue 50): a prerendered page has painted already (asked
 * in a task of its own: a page's two dozen preload links take a slow phone's main thread for tens
 * of milliseconds); on another the frame paints first, so its first paint waits for none of the
 * page's files.
 */
function afterFirstPaint(then: () => void) {
  const painted = document.querySelector('meta[name="tayari-app"]') !== null;
  if (painted) return void nextTask().then(then);
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return then();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

async function boot() {
  // The routes this address can match, found here (routes-for.ts), so the page's preloading, a
  // task of its own after this one, only matches and fetches.
  routesFor(window.location.pathname);
  askAnswersEarly(window.location.pathname);
  afterFirstPaint(() => void preloadPage(routesFor, window.location.pathname));
  // The history and the listeners in the next task: React Router's history replaces the browser's
  // state entry as it is made, and at 8x CPU the two halves were one task of 50-80 ms (decision 0529).
  await nextTask();
  const { history, follow } = createHistory();
  let pathname = "/";
  const showTitle = () => {
    document.title = pageTitle(
      (matchRoutes(routesFor(pathname), pathname) ?? []).map((match) => match.route),
    );
  };
  // A prerendered page arrives with its title: matching the address against every route to find it
  // again (React Router ranks them all on each match) is work the start-up does not need. Another
  // page is titled a task later: at 8x CPU that first match was 60-120 ms beside the history's.
  const prerendered = document.querySelector('meta[name="tayari-app"]') !== null;
  let titled = true;
  if (!prerendered) void nextTask().then(showTitle);
  follow((location) => {
    pathname = location.pathname;
    if (titled) titled = false;
    else showTitle();
    // Where the router is, ahead of the page on screen while the next page's code downloads.
    wantedLocation.set(location.key);
  });
  subscribeLanguage(showTitle);
  // A key pressed shows there is a keyboard (a tablet's, a phone's Bluetooth one): name the shortcuts.
  window.addEventListener("keydown", () => document.documentElement.classList.add("has-keyboard"), {
    once: true,
  });
  preloadOnIntent(routesFor);
  // Attempts finished as a guest or offline are sent at start-up, on sign-in and when the network returns.
  sendQueuedAttempts();
  window.addEventListener("online", sendQueuedAttempts);
  // So is a pace chosen while the account could not be reached (decision 0499).
  sendUnsentPace();
  window.addEventListener("online", sendUnsentPace);
  followOtherTabs();
  let signedIn = Boolean(authStore.getState().user);
  authStore.subscribe(() => {
    const now = Boolean(authStore.getState().user);
    if (now && !signedIn) {
      sendQueuedAttempts();
      sendUnsentPace();
      followAccount();
    }
    signedIn = now;
  });

  const app = (
    <StrictMode>
      <Providers>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </Providers>
    </StrictMode>
  );

  // Pages prerendered at build time arrive with their markup in English (it paints before this
  // script has run) and are hydrated; every other path starts from an empty root. A device that chose
  // Nepali (or whose signed-in account did, decision 57) fetches its catalogues first and renders
  // afresh over the English markup.
  async function start() {
    // The root is made and the page hydrated in a task of its own, after the start-up's bookkeeping
    // above (history, listeners, the answers asked early): on a slow phone the two made one long task.
    await nextTask();
    // React DOM's body is evaluated here, in a task of its own, not with the entry's modules: on a
    // slow phone the two were one task of 50-60 ms at 8x, and where DevTools watches the page (as
    // Lighthouse does) its top-level Errors made V8 parse the whole entry again to place them
    // (decision 0521).
    const { createRoot, hydrateRoot } = reactDomClient();
    await nextTask();
    const container = document.getElementById("root")!;
    const language = wantedLanguage();
    let nepali = false;
    if (language === "ne") {
      nepali = await setLanguage("ne").then(
        () => true,
        () => false, // offline with nothing cached: English, as the markup already is
      );
    } else if (language === "en") {
      await setLanguage("en"); // the account's English over the device's Nepali: kept on the device
    }
    // In a transition, React renders the page in slices of a few milliseconds and lets the browser
    // in between (input, paint), instead of one task as long as the whole page's hydration.
    // While the markup hydrates, a language chosen in the top bar waits for the page's part.
    const hydrating = Boolean(container.firstChild) && !nepali;
    if (hydrating) {
      holdLanguageUntil(pageHydrated);
      hydratingTheHtml();
    }
    // From here React answers the top bar's buttons; a tap before this was noted by boot.js and is
    // adopted by the sidebar's store and the language switch (decision 131).
    document.documentElement.setAttribute("data-app", "");
    startTransition(() => {
      if (hydrating) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    registerServiceWorker();
  }
  void start();
}
