import { defineMessages } from "../../lib/i18n";

// The end screens' words: the result with its review, and the thank-you (decision 33).
export const en = {
  congratulations: "Congratulations!",
  keepGoing: "Keep going!",
  belowPass:
    "The pass mark is {pass}%: not there yet. Go through your answers; each one you learn is a mark next time.",
  aboveBar:
    "You cleared {bar}%, the score that competes for a B.Sc.CSIT seat: the bar this praise is for.",
  belowBar:
    "You are at {percent}%: past the {pass}% pass mark, {gap} points short of {bar}%, the score that competes for a seat. Next: practise what you missed.",
  aboveTarget:
    "You reached {bar}%, your own target (set on your account): the bar this praise is for.",
  belowTarget:
    "You are at {percent}%: past the {pass}% pass mark, {gap} points short of {bar}%, your own target. Next: practise what you missed.",
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
