import { createBrowserRouter, type RouteObject } from "react-router";
import { ErrorScreen } from "./error-screen";
import { Layout } from "./layout";
import { lazyPage } from "./lazy-page";

// Every page is its own chunk, loaded behind the layout's Suspense fallback.
const pages = {
  home: lazyPage(() => import("../routes/home")),
  login: lazyPage(() => import("../routes/login")),
  register: lazyPage(() => import("../routes/register")),
  forgotPassword: lazyPage(() => import("../routes/forgot-password")),
  resetPassword: lazyPage(() => import("../routes/reset-password")),
  notFound: lazyPage(() => import("../routes/not-found")),
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, Component: pages.home },
      { path: "login", Component: pages.login },
      { path: "register", Component: pages.register },
      { path: "forgot-password", Component: pages.forgotPassword },
      { path: "reset-password", Component: pages.resetPassword },
      { path: "*", Component: pages.notFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
