import { Suspense, type MouseEvent } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { notify } from "../lib/notify";
import { PageSpinner } from "../components/ui/spinner";
import { authStore, useAuth } from "../features/auth/hooks/auth-store";
import { NAVIGATION } from "./navigation";
import { sidebarStore, useSidebarOpen } from "./sidebar-store";
import { UpdatePrompt } from "./update-prompt";

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

function TopBar() {
  const { user } = useAuth();
  const open = useSidebarOpen();
  async function onLogout() {
    const message = await authStore.logout();
    if (message) notify.success(message);
  }
  return (
    <header className="top-bar">
      <button
        type="button"
        className="menu-toggle"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls="sidebar"
        onClick={sidebarStore.toggle}
      >
        <span className="menu-icon" aria-hidden="true" />
      </button>
      <Link to="/" className="site-title">
        Tayari <span lang="ne">तयारी</span>
      </Link>
      <div className="top-bar-right">
        {user?.token ? (
          <>
            <Link to="/progress" className="login-link">
              My progress
            </Link>
            <Link to="/account" className="login-link">
              Account
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label="Logout"
              title="Logout"
              onClick={onLogout}
            >
              <LogoutIcon />
            </button>
          </>
        ) : (
          <Link to="/login" className="login-link">
            Login
          </Link>
        )}
      </div>
    </header>
  );
}

/** Below this width the open sidebar covers the page instead of sitting beside it (styles.css). */
const SIDEBAR_BESIDE_CONTENT = "(min-width: 1000px)";

/**
 * On a phone the sidebar covers the page, so choosing an entry closes it: the student sees the page
 * they chose. On a wide screen it sits beside the page and stays open.
 */
function closeAfterChoiceOnPhone(event: MouseEvent<HTMLElement>) {
  const chose = event.target instanceof Element && event.target.closest("a");
  if (chose && !window.matchMedia(SIDEBAR_BESIDE_CONTENT).matches) sidebarStore.set(false);
}

function Sidebar() {
  const open = useSidebarOpen();
  return (
    <>
      <nav
        id="sidebar"
        className={open ? "sidebar open" : "sidebar"}
        aria-label="Main"
        hidden={!open}
        onClick={closeAfterChoiceOnPhone}
      >
        {NAVIGATION.map((section) => (
          <section key={section.title} className="nav-section">
            <h2>{section.title}</h2>
            <ul>
              {section.entries.map((entry) => (
                <li key={`${section.title}-${entry.label}`}>
                  {entry.to === "/" ? (
                    // Placeholder entries lead home; they are never "the current page".
                    <Link to="/">{entry.label}</Link>
                  ) : (
                    <NavLink to={entry.to} end>
                      {entry.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {open ? (
        <div
          className="overlay"
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={() => sidebarStore.set(false)}
        />
      ) : null}
    </>
  );
}

/** The common frame of every screen. */
export function Layout() {
  const open = useSidebarOpen();
  return (
    <div className={open ? "frame with-sidebar" : "frame"}>
      <TopBar />
      <Sidebar />
      <main className="content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <UpdatePrompt />
    </div>
  );
}
