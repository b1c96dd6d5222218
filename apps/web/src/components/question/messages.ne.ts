import type { en } from "./messages";

export const ne: typeof en = {
  correct: "सही",
  incorrect: "गलत",
  yourAnswer: "तपाईंको उत्तर",
  right: "सही",
  wrong: "गलत",
  notAnswered: "उत्तर दिइएन",
  explanation: "व्याख्या:",
};
