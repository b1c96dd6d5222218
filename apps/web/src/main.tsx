import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { preloadOnIntent } from "./app/preload-on-intent";
import { createRouter, routes } from "./app/router";
import { sendQueuedAttempts } from "./features/progress/send-queued";
import "./styles.css";

const router = createRouter();
preloadOnIntent(routes);
sendQueuedAttempts();

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
