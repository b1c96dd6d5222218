import { Suspense } from "react";
import { Outlet, createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { ErrorScreen } from "./error-screen";
import { Layout } from "./layout";
import { lazyPage } from "./lazy-page";
import { resultPage, thankYouPage } from "./end-screens";

// Every page is its own chunk, loaded behind the layout's Suspense fallback.
const pages = {
  home: lazyPage(() => import("../routes/home")),
  login: lazyPage(() => import("../routes/login")),
  register: lazyPage(() => import("../routes/register")),
  forgotPassword: lazyPage(() => import("../routes/forgot-password")),
  resetPassword: lazyPage(() => import("../routes/reset-password")),
  verifyEmail: lazyPage(() => import("../routes/verify-email")),
  account: lazyPage(() => import("../routes/account")),
  notFound: lazyPage(() => import("../routes/not-found")),
  csitEntrancePreparation: lazyPage(() => import("../routes/csit-entrance-preparation")),
  csitEntranceQuestions: lazyPage(() => import("../routes/csit-entrance-questions")),
  csitEntranceYear: lazyPage(() => import("../routes/csit-entrance-year")),
  entrancePractice: lazyPage(() => import("../routes/entrance-practice")),
  plus2Science: lazyPage(() => import("../routes/plus-2-science")),
  plus2Management: lazyPage(() => import("../routes/plus-2-management")),
  csit: lazyPage(() => import("../routes/csit")),
  bca: lazyPage(() => import("../routes/bca")),
  examQuestions: lazyPage(() => import("../routes/exam-questions")),
  examScience: lazyPage(() => import("../routes/exam-science")),
  examManagement: lazyPage(() => import("../routes/exam-management")),
  examScienceStart: lazyPage(() => import("../routes/exam-science-start")),
  examManagementStart: lazyPage(() => import("../routes/exam-management-start")),
  thankYou: thankYouPage,
  result: resultPage,
  schoolLevel: lazyPage(() => import("../routes/school-level")),
  schoolCategory: lazyPage(() => import("../routes/school-category")),
  schoolUnit: lazyPage(() => import("../routes/school-unit")),
  mcqSubject: lazyPage(() => import("../routes/mcq-subject")),
  mcqUnit: lazyPage(() => import("../routes/mcq-unit")),
  progress: lazyPage(() => import("../routes/progress")),
  progressAttempt: lazyPage(() => import("../routes/progress-attempt")),
  progressPractice: lazyPage(() => import("../routes/progress-practice")),
  exams: lazyPage(() => import("../routes/exams")),
  examSitting: lazyPage(() => import("../routes/exam-sitting")),
  examiner: lazyPage(() => import("../routes/examiner")),
  examinerImport: lazyPage(() => import("../routes/examiner-import")),
  // The pages that read the catalog API, inside TanStack Query's provider (fetched with them).
  queryScope: lazyPage(() => import("./query-scope")),
};

export const routes: RouteObject[] = [
  // The thank-you screen fills the whole screen, without the frame.
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <ErrorScreen />,
    children: [{ path: "thankyou", Component: pages.thankYou, handle: { title: "Thank you" } }],
  },
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, Component: pages.home },
      { path: "login", Component: pages.login, handle: { title: "Log in" } },
      { path: "register", Component: pages.register, handle: { title: "Register" } },
      {
        path: "forgot-password",
        Component: pages.forgotPassword,
        handle: { title: "Forgot password" },
      },
      {
        path: "reset-password",
        Component: pages.resetPassword,
        handle: { title: "Reset password" },
      },
      {
        path: "verify-email",
        Component: pages.verifyEmail,
        handle: { title: "Verify your e-mail" },
      },
      { path: "account", Component: pages.account, handle: { title: "Account" } },
      {
        path: "csit/entrance-preparation",
        Component: pages.csitEntrancePreparation,
        handle: { title: "B.Sc.CSIT Entrance Preparation" },
      },
      {
        path: "csit/entrance-questions",
        Component: pages.csitEntranceQuestions,
        handle: { title: "B.Sc.CSIT Entrance Mock Test" },
      },
      {
        path: "csit-entrance/:year",
        Component: pages.csitEntranceYear,
        handle: { title: "B.Sc.CSIT Model Paper" },
      },
      {
        path: "entrance-preparation/:subject/:section",
        Component: pages.entrancePractice,
        handle: { title: "Subject Practice" },
      },
      {
        path: "plus-2-science/entrance-preparation",
        Component: pages.plus2Science,
        handle: { title: "+2 Science Entrance Preparation" },
      },
      {
        path: "plus-2-management/entrance-preparation",
        Component: pages.plus2Management,
        handle: { title: "+2 Management Entrance Preparation" },
      },
      {
        path: "exam-questions",
        Component: pages.examQuestions,
        handle: { title: "+2 Science Entrance Practice Test" },
      },
      {
        path: "exam/science",
        Component: pages.examScience,
        handle: { title: "+2 Science Online Exam" },
      },
      {
        path: "exam/management",
        Component: pages.examManagement,
        handle: { title: "+2 Management Online Exam" },
      },
      {
        path: "exam/science/start",
        Component: pages.examScienceStart,
        handle: { title: "+2 Science Exam in progress" },
      },
      {
        path: "exam/management/start",
        Component: pages.examManagementStart,
        handle: { title: "+2 Management Exam in progress" },
      },
      { path: "result", Component: pages.result, handle: { title: "Your result" } },
      {
        path: "progress/:practice",
        Component: pages.progressPractice,
        handle: { title: "Practice from your progress" },
      },
      { path: "exams", Component: pages.exams, handle: { title: "Online exams" } },
      { path: "exams/:slug", Component: pages.examSitting, handle: { title: "Online exam" } },
      { path: "examiner", Component: pages.examiner, handle: { title: "Examiner" } },
      {
        path: "examiner/import",
        Component: pages.examinerImport,
        handle: { title: "Import questions" },
      },
      {
        Component: pages.queryScope,
        children: [
          { path: "csit", Component: pages.csit, handle: { title: "B.Sc.CSIT Subject MCQs" } },
          { path: "bca", Component: pages.bca, handle: { title: "BCA Entrance Preparation" } },
          { path: "school/:slug", Component: pages.schoolLevel, handle: { title: "Subjects" } },
          {
            path: "school/:slug/:type",
            Component: pages.schoolCategory,
            handle: { title: "Units" },
          },
          {
            path: "school/:slug/:type/:id",
            Component: pages.schoolUnit,
            handle: { title: "Unit quiz" },
          },
          {
            path: "mcq/subject/:title/:id",
            Component: pages.mcqSubject,
            handle: { title: "Subject units" },
          },
          {
            path: "mcq/subject/:title/:id/:utitle/:uid/:utype",
            Component: pages.mcqUnit,
            handle: { title: "Unit quiz" },
          },
          { path: "progress", Component: pages.progress, handle: { title: "My progress" } },
          {
            path: "progress/attempts/:id",
            Component: pages.progressAttempt,
            handle: { title: "Attempt review" },
          },
        ],
      },
      { path: "*", Component: pages.notFound, handle: { title: "Page not found" } },
    ],
  },
];

export const SITE_TITLE = "Tayari";

/** A route's page title: its `handle.title`, then the site's name. */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  const title = matches
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .pop();
  return title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * The address patterns of every page ("/school/:slug", ...): the server answers any other address
 * with the not-found page and HTTP 404.
 */
export function routePatterns(list: readonly RouteObject[] = routes, base = ""): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
    const own =
      route.index || (route.path && route.path !== "*" && !route.children) ? [path || "/"] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

export function createRouter() {
  return createBrowserRouter(routes);
}
