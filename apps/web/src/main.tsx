import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import "./styles.css";

const router = createRouter();

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * A screen prerendered as its frame only (a quiz) leaves its page to the browser on purpose; React
 * reports that as a recoverable error (#419), which is expected here. Anything else is logged.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419|Switched to client rendering/.test(message)) return;
  console.error(error);
}

// Pages prerendered at build time arrive with their markup (it paints before this script has run)
// and are hydrated; every other path starts from an empty root.
const container = document.getElementById("root")!;
if (container.firstChild) hydrateRoot(container, app, { onRecoverableError });
else createRoot(container).render(app);
