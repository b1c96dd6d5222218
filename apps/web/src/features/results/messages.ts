import { defineMessages } from "../../lib/i18n";

// The end screens' words: the result with its review, and the thank-you (decision 33).
export const en = {
  congratulations: "Congratulations!",
  keepGoing: "Keep going!",
  belowPass:
    "The pass mark is {pass}%: not there yet. Go through your answers; each one you learn is a mark next time.",
  youGot: "You got : {score} / {total}",
  reviewAnswers: "Review your answers",
  practiseAgain: "Practise again",
  practiseNext: "Practise next",
  home: "Home",
  noResult: "No result yet",
  noResultHint: "Finish a test to see your score here.",
  chooseTest: "Choose a test",
  reviewHeading: "Review:",
  explanationsLater: "The explanations will show here once you are back online.",
  thankYou: "Thank you!",
  examComplete: "Your exam is complete. You will be taken to the home page in a few seconds.",
  goHome: "Go home now",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
