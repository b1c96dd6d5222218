import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { preloadOnIntent } from "./app/preload-on-intent";
import { createRouter, pageTitle, routes } from "./app/router";
import { authStore } from "./features/auth/hooks/auth-store";
import { sendQueuedAttempts } from "./features/progress/send-queued";
import { registerServiceWorker } from "./app/service-worker";
import "./styles.css";

const router = createRouter();
const showTitle = () => {
  document.title = pageTitle(router.state.matches.map((match) => match.route));
};
showTitle();
router.subscribe(showTitle);
// A key pressed shows there is a keyboard (a tablet's, a phone's Bluetooth one): name the shortcuts.
window.addEventListener("keydown", () => document.documentElement.classList.add("has-keyboard"), {
  once: true,
});
preloadOnIntent(routes);
// Attempts finished as a guest or offline are sent at start-up, on sign-in and when the network returns.
sendQueuedAttempts();
window.addEventListener("online", sendQueuedAttempts);
let signedIn = Boolean(authStore.getState().user);
authStore.subscribe(() => {
  const now = Boolean(authStore.getState().user);
  if (now && !signedIn) sendQueuedAttempts();
  signedIn = now;
});

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// Pages prerendered at build time arrive with their markup (it paints before this script has run)
// and are hydrated; every other path starts from an empty root.
const container = document.getElementById("root")!;
if (container.firstChild) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();
