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
    children: [{ path: "thankyou", Component: pages.thankYou }],
  },
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, Component: pages.home },
      { path: "login", Component: pages.login },
      { path: "register", Component: pages.register },
      { path: "forgot-password", Component: pages.forgotPassword },
      { path: "reset-password", Component: pages.resetPassword },
      { path: "account", Component: pages.account },
      { path: "csit/entrance-preparation", Component: pages.csitEntrancePreparation },
      { path: "csit/entrance-questions", Component: pages.csitEntranceQuestions },
      { path: "csit-entrance/:year", Component: pages.csitEntranceYear },
      { path: "entrance-preparation/:subject/:section", Component: pages.entrancePractice },
      { path: "plus-2-science/entrance-preparation", Component: pages.plus2Science },
      { path: "plus-2-management/entrance-preparation", Component: pages.plus2Management },
      { path: "exam-questions", Component: pages.examQuestions },
      { path: "exam/science", Component: pages.examScience },
      { path: "exam/management", Component: pages.examManagement },
      { path: "exam/science/start", Component: pages.examScienceStart },
      { path: "exam/management/start", Component: pages.examManagementStart },
      { path: "result", Component: pages.result },
      { path: "progress/:practice", Component: pages.progressPractice },
      { path: "exams", Component: pages.exams },
      { path: "exams/:slug", Component: pages.examSitting },
      { path: "examiner", Component: pages.examiner },
      {
        Component: pages.queryScope,
        children: [
          { path: "csit", Component: pages.csit },
          { path: "bca", Component: pages.bca },
          { path: "school/:slug", Component: pages.schoolLevel },
          { path: "school/:slug/:type", Component: pages.schoolCategory },
          { path: "school/:slug/:type/:id", Component: pages.schoolUnit },
          { path: "mcq/subject/:title/:id", Component: pages.mcqSubject },
          { path: "mcq/subject/:title/:id/:utitle/:uid/:utype", Component: pages.mcqUnit },
          { path: "progress", Component: pages.progress },
          { path: "progress/attempts/:id", Component: pages.progressAttempt },
        ],
      },
      { path: "*", Component: pages.notFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
