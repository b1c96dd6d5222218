import { lazyPage } from "../lazy-page";

// The screens a test ends on, shared by the router and by the quizzes that preload them.
export const resultPage = lazyPage(() => import("./result"));
export const thankYouPage = lazyPage(() => import("./thankyou"));
