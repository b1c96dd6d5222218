import { Suspense, type ComponentType } from "react";
import {
  Outlet,
  UNSAFE_createBrowserHistory,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { PageErrorBoundary } from "./error-screen";
import { Layout } from "./layout";
import { lazyPage } from "./lazy-page";
import { PageHydrated } from "./page-hydrated";
import { t, type FrameKey } from "./messages";
import { resultPage, thankYouPage } from "./end-screens";
import { routesByFirstSegment } from "./routes-for";
import { RouteGate, type Access } from "./route-gate";

// Every page is its own chunk, loaded behind the layout's Suspense fallback.
const pages = {
  home: lazyPage(() => import("../routes/home")),
  login: lazyPage(() => import("../routes/login")),
  register: lazyPage(() => import("../routes/register")),
  forgotPassword: lazyPage(() => import("../routes/forgot-password")),
  resetPassword: lazyPage(() => import("../routes/reset-password")),
  verifyEmail: lazyPage(() => import("../routes/verify-email")),
  account: lazyPage(() => import("../routes/account")),
  accountGuest: lazyPage(() => import("../routes/account-guest")),
  notFound: lazyPage(() => import("../routes/not-found")),
  csitEntrancePreparation: lazyPage(() => import("../routes/csit-entrance-preparation")),
  csitEntranceQuestions: lazyPage(() => import("../routes/csit-entrance-questions")),
  csitEntranceYear: lazyPage(() => import("../routes/csit-entrance-year")),
  // The list and each paper: one chunk, one entry here (the first load carries each page's name).
  mockTests: lazyPage(() => import("../routes/mock-tests")),
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
  progressGuest: lazyPage(() => import("../routes/progress-guest")),
  progressAttempt: lazyPage(() => import("../routes/progress-attempt")),
  progressPractice: lazyPage(() => import("../routes/progress-practice")),
  exams: lazyPage(() => import("../routes/exams")),
  examSitting: lazyPage(() => import("../routes/exam-sitting")),
  examiner: lazyPage(() => import("../routes/examiner")),
  examinerImport: lazyPage(() => import("../routes/examiner-import")),
  examinerExam: lazyPage(() => import("../routes/examiner-exam")),
  examinerArchive: lazyPage(() => import("../routes/examiner-archive")),
  examinerBank: lazyPage(() => import("../routes/examiner-bank")),
  // The pages that read the catalog API, inside TanStack Query's provider (fetched with them).
  queryScope: lazyPage(() => import("./query-scope")),
};

/** A page's route: its address, its page and its title (a key of the frame's messages). */
type PageRoute = RouteObject & { handle: { title: FrameKey } };

/**
 * A route only some may see (`access`), behind the one gate (`route-gate.tsx`): a guest gets the
 * sign-in page that brings them back (or `guests`, the page's own for guests), a student at an
 * examiner's page a page saying it is for examiners. The page itself checks nothing.
 */
function only(access: Access, route: PageRoute, guests?: ComponentType): RouteObject {
  return {
    element: <RouteGate access={access} title={route.handle.title} guests={guests} />,
    handle: { access },
    children: [route],
  };
}

export const routes: RouteObject[] = [
  // The thank-you screen fills the whole screen, without the frame.
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    ),
    children: [{ path: "thankyou", Component: pages.thankYou, handle: { title: "thanks" } }],
  },
  {
    element: <Layout />,
    children: [
      { index: true, Component: pages.home },
      { path: "login", Component: pages.login, handle: { title: "logIn" } },
      { path: "register", Component: pages.register, handle: { title: "register" } },
      {
        path: "forgot-password",
        Component: pages.forgotPassword,
        handle: { title: "forgot" },
      },
      {
        path: "reset-password",
        Component: pages.resetPassword,
        handle: { title: "reset" },
      },
      {
        path: "verify-email",
        Component: pages.verifyEmail,
        handle: { title: "verify" },
      },
      only(
        "signedIn",
        { path: "account", Component: pages.account, handle: { title: "account" } },
        pages.accountGuest,
      ),
      {
        path: "csit/entrance-preparation",
        Component: pages.csitEntrancePreparation,
        handle: { title: "csitPrep" },
      },
      {
        path: "csit/entrance-questions",
        Component: pages.csitEntranceQuestions,
        handle: { title: "csitTest" },
      },
      {
        path: "csit-entrance/:year",
        Component: pages.csitEntranceYear,
        handle: { title: "csitPaper" },
      },
      {
        path: "entrance-preparation/:subject/:section",
        Component: pages.entrancePractice,
        handle: { title: "subjPractice" },
      },
      {
        path: "plus-2-science/entrance-preparation",
        Component: pages.plus2Science,
        handle: { title: "sciPrep" },
      },
      {
        path: "plus-2-management/entrance-preparation",
        Component: pages.plus2Management,
        handle: { title: "mgmtPrep" },
      },
      {
        path: "exam-questions",
        Component: pages.examQuestions,
        handle: { title: "sciTest" },
      },
      {
        path: "exam/science",
        Component: pages.examScience,
        handle: { title: "sciExam" },
      },
      {
        path: "exam/management",
        Component: pages.examManagement,
        handle: { title: "mgmtExam" },
      },
      {
        path: "exam/science/start",
        Component: pages.examScienceStart,
        handle: { title: "sciExamOn" },
      },
      {
        path: "exam/management/start",
        Component: pages.examManagementStart,
        handle: { title: "mgmtExamOn" },
      },
      { path: "result", Component: pages.result, handle: { title: "result" } },
      // "Practise next" is offered to guests too (decision 229); the other practices need an account.
      {
        path: "progress/next-step",
        Component: pages.progressPractice,
        handle: { title: "progPractice" },
      },
      only(
        "signedIn",
        {
          path: "progress/:practice",
          Component: pages.progressPractice,
          handle: { title: "progPractice" },
        },
        pages.progressGuest,
      ),
      {
        Component: pages.queryScope,
        children: [
          // The mock tests in the real paper's format (issue 31): the list, then each paper.
          { path: "csit/mock-tests", Component: pages.mockTests, handle: { title: "csitMock" } },
          {
            path: "csit/mock-tests/:paper",
            Component: pages.mockTests,
            handle: { title: "csitMock" },
          },
          // The BCA entrance's mock tests (decision 175): the same pages, its own papers.
          { path: "bca/mock-tests", Component: pages.mockTests, handle: { title: "bcaMock" } },
          {
            path: "bca/mock-tests/:paper",
            Component: pages.mockTests,
            handle: { title: "bcaMock" },
          },
          only("signedIn", { path: "exams", Component: pages.exams, handle: { title: "exams" } }),
          only("signedIn", {
            path: "exams/:slug",
            Component: pages.examSitting,
            handle: { title: "exam" },
          }),
          only("examiner", {
            path: "examiner",
            Component: pages.examiner,
            handle: { title: "examiner" },
          }),
          only("examiner", {
            path: "examiner/archive",
            Component: pages.examinerArchive,
            handle: { title: "examiner" },
          }),
          only("examiner", {
            path: "examiner/exams/:slug",
            Component: pages.examinerExam,
            handle: { title: "examiner" },
          }),
          only("examiner", {
            path: "examiner/banks/:id",
            Component: pages.examinerBank,
            handle: { title: "examiner" },
          }),
          only("examiner", {
            path: "examiner/import",
            Component: pages.examinerImport,
            handle: { title: "import" },
          }),
          { path: "csit", Component: pages.csit, handle: { title: "csitMcq" } },
          { path: "bca", Component: pages.bca, handle: { title: "bcaPrep" } },
          { path: "school/:slug", Component: pages.schoolLevel, handle: { title: "subjects" } },
          {
            path: "school/:slug/:type",
            Component: pages.schoolCategory,
            handle: { title: "units" },
          },
          {
            path: "school/:slug/:type/:id",
            Component: pages.schoolUnit,
            handle: { title: "unitQuiz" },
          },
          {
            path: "mcq/subject/:title/:id",
            Component: pages.mcqSubject,
            handle: { title: "subjUnits" },
          },
          {
            path: "mcq/subject/:title/:id/:utitle/:uid/:utype",
            Component: pages.mcqUnit,
            handle: { title: "unitQuiz" },
          },
          only(
            "signedIn",
            { path: "progress", Component: pages.progress, handle: { title: "progress" } },
            pages.progressGuest,
          ),
          only(
            "signedIn",
            {
              path: "progress/attempts/:id",
              Component: pages.progressAttempt,
              handle: { title: "review" },
            },
            pages.progressGuest,
          ),
        ],
      },
      { path: "*", Component: pages.notFound, handle: { title: "notFound" } },
    ],
  },
];

/** The routes an address can match (the router ranks fewer routes on each move, `routes-for.ts`). */
export const routesFor = routesByFirstSegment(routes);

/**
 * A route's page title in the language shown: its `handle.title` (a key of the frame's messages),
 * then the site's name.
 */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  const title = matches
    .map((m) => (m.handle as { title?: FrameKey } | undefined)?.title)
    .filter(Boolean)
    .pop();
  return title ? `${t(title)} · ${t("site")}` : t("site");
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

/**
 * The pages of the address the router is at, inside the error screen's boundary. The app uses React
 * Router's declarative mode (no loaders or actions): its data router was 26 KB brotli of the first
 * load, this mode 12 KB (decision 73).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <PageErrorBoundary>{useRoutes(routesFor(pathname))}</PageErrorBoundary>;
}

/**
 * The browser's history for the router, which also tells `follow` of every move at once (the page
 * on screen follows later: the router renders in a transition). React Router's history takes one
 * listener, the router's; this one passes each move to every listener.
 */
export function createHistory() {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Parameters<typeof history.listen>[0]>();
  history.listen((update) => {
    for (const listener of [...listeners]) listener(update);
  });
  const shared: typeof history = Object.create(history);
  shared.listen = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const follow = (listener: (location: Location) => void) => {
    listener(history.location);
    listeners.add(({ location }) => listener(location));
  };
  return { history: shared, follow };
}
