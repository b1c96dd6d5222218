import { defineMessages } from "../../lib/i18n";

export const en = {
  myProgress: "My progress",
  // Signed out
  signInFirst:
    "Log in to keep every finished test on your account and see your progress here. Tests you finish before logging in are kept in this browser and added when you log in.",
  // Totals
  testsFinished: "Tests finished",
  questionsAnswered: "Questions answered",
  accuracy: "Accuracy",
  secondsPerQuestion: "Seconds a question",
  fewAnswers: "too few answers to tell",
  // Actions
  practiseWeakTopics: "Practise my weak topics",
  practiseNext: "Practise next",
  // What Practise next holds, told with the readiness card's counts (decision 0498)
  nextStepHolds_one: "Today's set of {count}: {subjects}",
  nextStepHolds_other: "Today's set of {count}: {subjects}",
  nextStepSubject: "{questions} in {subject} ({answers} answered so far)",
  nextStepSubjectUntried: "{questions} in {subject} (not tried yet)",
  // A new student's set: no subject tried yet, said once.
  nextStepHoldsNew_one: "Today's set of {count}, in subjects not tried yet: {subjects}",
  nextStepHoldsNew_other: "Today's set of {count}, in subjects not tried yet: {subjects}",
  nextStepSubjectNew: "{questions} in {subject}",
  nextStepReviews_one: "; {count} of them is a missed question due for review",
  nextStepReviews_other: "; {count} of them are missed questions due for review",
  weakTopicsLocked:
    "Practice of your weak topics opens after your first test: your weak topics are found from your answers.",
  reviewMissed: "Review missed questions ({due})",
  // Charts
  reviewWaiting_one: "{count} missed question waits: first review {when}",
  reviewWaiting_other: "{count} missed questions wait: first review {when}",
  reviewTomorrow: "tomorrow",
  reviewOn: "on {date}",
  reviewNone:
    "No missed questions wait for review. A question you get wrong comes back here the next day.",
  overTimeTitle: "Accuracy over the last 90 days",
  overTimeLabel: "Accuracy per day",
  byCategoryTitle: "Accuracy per category and topic, weakest first",
  categoryFigure: "{name}: {accuracy} of {answered}",
  categoryFigureFew: "{name}: {accuracy} of {answered} (too few answers to tell)",
  daysWithAnswers_one: "{count} day with answers in the last 90 days",
  daysWithAnswers_other: "{count} days with answers in the last 90 days",
  chartRange: "{from} to {to}.",
  noAnswersInRange: "No answers in these 90 days.",
  notTriedTitle: "Not tried yet",
  notTriedInfo: "No answers yet, so they are not counted among your weak topics.",
  englishTopic: "English: {topic}",
  // How ready am I (decision 191)
  readinessTitle: "How ready am I",
  paperCsit: "B.Sc.CSIT entrance",
  paperBca: "BCA entrance",
  readinessWeights: "The paper's marks: {weights}.",
  readinessWeight: "{subject} {marks}",
  readinessInterview: "{pass} marks are needed to be called to the interview.",
  readinessPredicted: "Predicted score: {expected} out of {max}",
  readinessRange: "8 times in 10 you would score between {low} and {high}.",
  readinessPass: "The pass mark is {pass}.",
  readinessFrom_one: "From {count} answer",
  readinessFrom_other: "From {count} answers",
  readinessUntried: "{subjects} not tried yet, so guessed from your other subjects",
  readinessFew:
    "only a few answers so far in {subjects}, so partly guessed from your other subjects",
  readinessFewSubject: "{subject} ({answers})",
  readinessNarrow: "About {answers} more answers would narrow the range to about {width} marks.",
  readinessWide: "More answers would narrow the range little: most of it is a paper's own luck.",
  fullStop: ".",
  listAnd: "and",
  readinessMissing:
    "Not enough answers yet to predict your score. Answer at least {min} questions in each of these:",
  readinessNeeded: "{subject}: {needed} more ({answers} so far)",
  // The student's own target on the card (decision 0500)
  readinessTarget: "Your own target (set on your account): {marks} of {max}.",
  readinessTargetReached: "The predicted score reaches it.",
  readinessTargetShort_one: "The predicted score is {count} mark short of it.",
  readinessTargetShort_other: "The predicted score is {count} marks short of it.",
  readinessNoTarget: "No target of your own yet: {link}.",
  readinessSetTarget: "set one on your account",
  // Recent tests
  recentTests: "Recent tests",
  noTestsYet: "No finished tests yet.",
  attemptLink: "{title}: {score} out of {total}",
  sorry: "Sorry, {message}",
  // One attempt
  backToProgress: "Back to my progress",
  attemptNotHere: "We could not find this test",
  attemptNotHereWhy:
    "It is not among the tests of this account: the link may be cut short or mistyped, or the test was taken on another account.",
  yourScore: "Your score: {score} out of {total}",
  // Attempts' titles, by the names their screens use (labels.tsx maps the server's titles to them)
  titleEntrance: "B.Sc.CSIT Entrance Practice Test",
  titleCategoryTest: "+2 Science Entrance Practice Test",
  titleYearPaper: "{year} Model Entrance Questions",
  titleMock: "Mock test {number}",
  titleBcaMock: "BCA mock test {number}",
  titleModel: "{year} model paper",
  titleWeakTopics: "Practice of my weak topics",
  titleReview: "Review of missed questions",
  titleNextStep: "Practise next",
  // Practice from the student's history
  practiseWeakTopicsInfo:
    "20 questions from your three weakest categories, ones you have not seen lately first. 60 seconds a question.",
  weakTopicsEmpty: "there are no questions to practise in your weak categories yet.",
  practiseNextInfo:
    "About ten questions chosen from your answers: in the subjects where the B.Sc.CSIT paper has the most marks for you to gain, at a level you get right about two times in three, with missed questions that are due for review first. 60 seconds a question.",
  practiseNextGuestInfo:
    "Ten questions chosen from the answers kept in this browser: in the subjects where the B.Sc.CSIT paper has the most marks for you to gain, at a level you get right about two times in three, with missed questions that are due for review first. Log in to keep your answers on your account. 60 seconds a question.",
  guestNextStepTitle: "What to practise next",
  guestNextStepText:
    "Until you log in, this browser keeps your finished tests and chooses ten questions from them for you, even offline.",
  practiseNextEmpty: "there is nothing new to practise just now.",
  reviewMissedTitle: "Review missed questions",
  reviewInfo: "The questions you missed that are due for review today. 60 seconds a question.",
  reviewEmpty: "nothing is due for review today. Well done!",
  // Answers the server did not count (issue 64 point 2)
  notCountedTitle: "Answers not counted",
  notCountedInfo:
    "The site could not count these answers, so this browser keeps them. Send one again, or let it go knowingly.",
  notCountedTest: "Test finished {when}",
  notCountedAnswer: "Question {n}, your answer “{pick}”:",
  notCountedBlank: "left blank",
  notCountedBecause: "not counted, because {reason}",
  sendAgain: "Send again",
  letGo: "Let it go",
  letGoAsk: "Let this answer go? It will not be counted, and it cannot be brought back.",
  keepIt: "Keep it",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
