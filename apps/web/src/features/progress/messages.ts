import { defineMessages } from "../../lib/i18n";

export const en = {
  myProgress: "My progress",
  // Signed out
  signInFirst:
    "Log in to keep every finished test on your account and see your progress here. Tests you finish before logging in are kept in this browser and added when you log in.",
  login: "Login",
  createAccount: "Create an account",
  // Totals
  testsFinished: "Tests finished",
  questionsAnswered: "Questions answered",
  accuracy: "Accuracy",
  secondsPerQuestion: "Seconds a question",
  // Actions
  practiseWeakTopics: "Practise my weak topics",
  reviewMissed: "Review missed questions ({due})",
  // Charts
  overTimeTitle: "Accuracy over the last 90 days",
  overTimeLabel: "Accuracy per day",
  byCategoryTitle: "Accuracy per category and topic, weakest first",
  byCategoryLabel: "Accuracy per category and topic",
  categoryFigure: "{name}: {accuracy} of {answered}",
  englishTopic: "English: {topic}",
  // Recent tests
  recentTests: "Recent tests",
  noTestsYet: "No finished tests yet.",
  attemptLink: "{title}: {score} out of {total}",
  finishedAt: "{date}, {time}",
  sorry: "Sorry, {message}",
  // One attempt
  backToProgress: "Back to my progress",
  yourScore: "Your score: {score} out of {total}",
  // Titles the server gives attempts of the file banks
  titleEntrance: "CSIT entrance test",
  titleCategoryTest: "Category test",
  titleYearPaper: "CSIT model paper {year}",
  titleWeakTopics: "Practice of my weak topics",
  titleReview: "Review of missed questions",
  // Practice from the student's history
  practiseWeakTopicsInfo:
    "20 questions from your three weakest categories, ones you have not seen lately first. 60 seconds a question.",
  weakTopicsEmpty: "there are no questions to practise in your weak categories yet.",
  reviewMissedTitle: "Review missed questions",
  reviewInfo: "The questions you missed that are due for review today. 60 seconds a question.",
  reviewEmpty: "nothing is due for review today. Well done!",
  weakTopicsTooFew:
    "Answer at least {count} questions of a category first; then we can tell your weak topics.",
  attemptNotFound: "This attempt was not found among yours.",
  // Category names of the banks
  category_mathematics: "Mathematics",
  category_physics: "Physics",
  category_chemistry: "Chemistry",
  category_english: "English",
  category_computer: "Computer",
  category_biology: "Biology",
  category_gk: "General knowledge",
  category_science: "Science",
  category_nepali: "Nepali",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
