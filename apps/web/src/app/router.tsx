import { lazy, Suspense, type ComponentType } from "react";
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
import { resultPage, thankYouPage } from "./routes/end-screens";
import { RoutesContext } from "./routes-context";
import { routesByFirstSegment } from "./routes-for";
import type { Access } from "./route-gate";
import { PROGRESS_ANSWERS } from "../features/progress/api/answers";

// The gate is fetched with the first page behind it: no page of the first load needs it.
const loadGate = () => import("./route-gate");
const RouteGate = lazy(() => loadGate().then((m) => ({ default: m.RouteGate })));

// Every page is its own chunk, loaded behind the layout's Suspense fallback.
const pages = {
  home: lazyPage(() => import("./routes/home")),
  login: lazyPage(() => import("./routes/login")),
  register: lazyPage(() => import("./routes/register")),
  forgotPassword: lazyPage(() => import("./routes/forgot-password")),
  resetPassword: lazyPage(() => import("./routes/reset-password")),
  verifyEmail: lazyPage(() => import("./routes/verify-email")),
  account: lazyPage(() => import("./routes/account")),
  accountGuest: lazyPage(() => import("./routes/account-guest")),
  notFound: lazyPage(() => import("./routes/not-found")),
  csitEntrancePreparation: lazyPage(() => import("./routes/csit-entrance-preparation")),
  csitEntranceQuestions: lazyPage(() => import("./routes/csit-entrance-questions")),
  csitEntranceYear: lazyPage(() => import("./routes/csit-entrance-year")),
  // The list and each paper: one chunk, one entry here (the first load carries each page's name).
  mockTests: lazyPage(() => import("./routes/mock-tests")),
  entrancePractice: lazyPage(() => import("./routes/entrance-practice")),
  plus2Science: lazyPage(() => import("./routes/plus-2-science")),
  plus2Management: lazyPage(() => import("./routes/plus-2-management")),
  csit: lazyPage(() => import("./routes/csit")),
  bca: lazyPage(() => import("./routes/bca")),
  examQuestions: lazyPage(() => import("./routes/exam-questions")),
  examScience: lazyPage(() => import("./routes/exam-science")),
  examManagement: lazyPage(() => import("./routes/exam-management")),
  examScienceStart: lazyPage(() => import("./routes/exam-science-start")),
  examManagementStart: lazyPage(() => import("./routes/exam-management-start")),
  thankYou: thankYouPage,
  result: resultPage,
  schoolLevel: lazyPage(() => import("./routes/school-level")),
  schoolCategory: lazyPage(() => import("./routes/school-category")),
  schoolUnit: lazyPage(() => import("./routes/school-unit")),
  mcqSubject: lazyPage(() => import("./routes/mcq-subject")),
  mcqUnit: lazyPage(() => import("./routes/mcq-unit")),
  progress: lazyPage(() => import("./routes/progress")),
  progressGuest: lazyPage(() => import("./routes/progress-guest")),
  progressAttempt: lazyPage(() => import("./routes/progress-attempt")),
  progressPractice: lazyPage(() => import("./routes/progress-practice")),
  exams: lazyPage(() => import("./routes/exams")),
  examSitting: lazyPage(() => import("./routes/exam-sitting")),
  examiner: lazyPage(() => import("./routes/examiner")),
  examinerImport: lazyPage(() => import("./routes/examiner-import")),
  examinerExam: lazyPage(() => import("./routes/examiner-exam")),
  examinerExamPreview: lazyPage(() => import("./routes/examiner-exam-preview")),
  examinerArchive: lazyPage(() => import("./routes/examiner-archive")),
  examinerBank: lazyPage(() => import("./routes/examiner-bank")),
  // The pages that read the catalog API, inside TanStack Query's provider (fetched with them).
  queryScope: lazyPage(() => import("./query-scope")),
};

/**
 * A page's route: its address, its page, its title (a key of the frame's messages) and, for a
 * signed-in student's page, the API's answers it reads (`answers`, asked as the app starts).
 */
type PageRoute = RouteObject & { handle: { title: FrameKey; answers?: readonly string[] } };
const page = (
  path: string,
  Component: ComponentType,
  title: FrameKey,
  answers?: readonly string[],
): PageRoute => ({
  path,
  Component,
  handle: answers ? { title, answers } : { title },
});

/**
 * A route only some may see (`access`), behind the one gate (`route-gate.tsx`): a guest gets the
 * sign-in page that brings them back (or `guests`, the page's own for guests), a student at an
 * examiner's page a page saying it is for examiners. The page itself checks nothing.
 */
function only(access: Access, route: PageRoute, guests?: ComponentType): RouteObject {
  return {
    element: <RouteGate access={access} title={route.handle.title} guests={guests} />,
    // `preload`: fetched with the page's code when the page is opened (preload-on-intent.ts).
    handle: { access, preload: loadGate },
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
    children: [page("thankyou", pages.thankYou, "thanks")],
  },
  {
    element: <Layout />,
    children: [
      { index: true, Component: pages.home },
      page("login", pages.login, "logIn"),
      page("register", pages.register, "register"),
      page("forgot-password", pages.forgotPassword, "forgot"),
      page("reset-password", pages.resetPassword, "reset"),
      page("verify-email", pages.verifyEmail, "verify"),
      only("signedIn", page("account", pages.account, "account"), pages.accountGuest),
      page("csit/entrance-preparation", pages.csitEntrancePreparation, "csitPrep"),
      page("csit/entrance-questions", pages.csitEntranceQuestions, "csitTest"),
      page("csit-entrance/:year", pages.csitEntranceYear, "csitPaper"),
      page("entrance-preparation/:subject/:section", pages.entrancePractice, "subjPractice"),
      page("plus-2-science/entrance-preparation", pages.plus2Science, "sciPrep"),
      page("plus-2-management/entrance-preparation", pages.plus2Management, "mgmtPrep"),
      page("exam-questions", pages.examQuestions, "sciTest"),
      page("exam/science", pages.examScience, "sciExam"),
      page("exam/management", pages.examManagement, "mgmtExam"),
      page("exam/science/start", pages.examScienceStart, "sciExamOn"),
      page("exam/management/start", pages.examManagementStart, "mgmtExamOn"),
      page("result", pages.result, "result"),
      // "Practise next" is offered to guests too (decision 229); the other practices need an account.
      page("progress/next-step", pages.progressPractice, "progPractice"),
      only(
        "signedIn",
        page("progress/:practice", pages.progressPractice, "progPractice"),
        pages.progressGuest,
      ),
      {
        Component: pages.queryScope,
        children: [
          // The mock tests in the real paper's format (issue 31): the list, then each paper.
          page("csit/mock-tests", pages.mockTests, "csitMock"),
          page("csit/mock-tests/:paper", pages.mockTests, "csitMock"),
          // The BCA entrance's mock tests (decision 175): the same pages, its own papers.
          page("bca/mock-tests", pages.mockTests, "bcaMock"),
          page("bca/mock-tests/:paper", pages.mockTests, "bcaMock"),
          only("signedIn", page("exams", pages.exams, "exams")),
          only("signedIn", page("exams/:slug", pages.examSitting, "exam")),
          only("examiner", page("examiner", pages.examiner, "examiner")),
          only("examiner", page("examiner/archive", pages.examinerArchive, "examiner")),
          only("examiner", page("examiner/exams/:slug", pages.examinerExam, "examiner")),
          // The exam's views, each at its own address and asking only for its own data (decision 0481).
          ...["candidates", "merit", "analysis", "log"].map((view) =>
            only("examiner", page(`examiner/exams/:slug/${view}`, pages.examinerExam, "examiner")),
          ),
          only(
            "examiner",
            page("examiner/exams/:slug/preview", pages.examinerExamPreview, "examiner"),
          ),
          only("examiner", page("examiner/banks/:id", pages.examinerBank, "examiner")),
          only("examiner", page("examiner/import", pages.examinerImport, "import")),
          page("csit", pages.csit, "csitMcq"),
          page("bca", pages.bca, "bcaPrep"),
          page("school/:slug", pages.schoolLevel, "subjects"),
          page("school/:slug/:type", pages.schoolCategory, "units"),
          page("school/:slug/:type/:id", pages.schoolUnit, "unitQuiz"),
          page("mcq/subject/:title/:id", pages.mcqSubject, "subjUnits"),
          page("mcq/subject/:title/:id/:utitle/:uid/:utype", pages.mcqUnit, "unitQuiz"),
          // Its own guest's page, with which it is prerendered (routes/progress.tsx); its answers
          // asked by the app as it starts, beside the page's code (`askEarly`, lib/api-client.ts).
          page("progress", pages.progress, "progress", PROGRESS_ANSWERS),
          only(
            "signedIn",
            page("progress/attempts/:id", pages.progressAttempt, "review"),
            pages.progressGuest,
          ),
        ],
      },
      page("*", pages.notFound, "notFound"),
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
  return (
    <PageErrorBoundary>
      <RoutesContext value={routes}>{useRoutes(routesFor(pathname))}</RoutesContext>
    </PageErrorBoundary>
  );
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
