import type { Messages } from "./text";

/**
 * Scholarship exams: the student's sitting and result, and the examiner's exams (not the bank
 * upload: `imports`). A moment (`{when}`, `{opens}`, `{closes}`) is always a value, an ISO time the
 * pages show on Nepal's clock, named, in the reader's language (decision 107); never written into
 * the text.
 */
export const examsMessages = {
  // The student's side
  "exams.notOpen": "There is no open exam at this address. Check the link with your college.",
  // An exam's address before its opening and after its close (decision 108): `seconds` is the
  // time to the opening on the server's clock.
  "exams.opensLater": "{title} opens at {when}. This page lets you start it then.",
  "exams.closedAt": "{title} closed at {when}. It can no longer be started.",
  "exams.notStarted": "You have not started this exam.",
  "exams.oneAttempt": "You have already sat this exam. Each student has one attempt.",
  "exams.needsCode": "This exam needs the access code your college gave you.",
  "exams.wrongCode": "That access code is not right. Check it with your college.",
  "exams.timeUp": "Time is up: this exam ended at {when}, so the answer was not saved.",
  "exams.alreadySubmitted": "You have submitted this exam; its answers can no longer change.",
  "exams.notOnPaper": "Question {id} is not on your paper.",
  "exams.chooseOption": "Choose one of the question's options.",
  "exams.answersInAt": "Your answers are in. Results are out at {when}.",
  "exams.answersInManual": "Your answers are in. Your college will release the results.",
  "exams.didNotSit": "You did not sit this exam.",
  "exams.resultsAt": "Results of this exam are out at {when}.",
  "exams.resultsNotReleased": "Results of this exam are not released yet.",
  "exams.resultsHeld":
    "Results of this exam are held back until {when}: another exam with some of the same questions has not closed yet.",
  "exams.examinersDoNotSit":
    "Examiner accounts do not sit exams. Sign in with a student account to sit one.",
  // The sealed paper (issue 66 point 1, decision 0452): `now` is the server's clock as it answered.
  "exams.sealNotYet":
    "Your paper can be made ready on this device from {when}, 15 minutes before the opening.",
  "exams.sealOpen": "The exam is open: start it now.",
  "exams.keyNotYet": "The paper opens at {when}; the server's clock says {now}.",
  "exams.sealForged":
    "This sealed paper was not made for this account. Start the exam from its page instead.",
  "exams.sealOtherPaper":
    "This exam was started on another device with another paper: it goes on here as started there.",
  // The examiner's side
  "exams.noExam": "You have no exam at /exams/{slug}.",
  "exams.noBank": "You have no bank with id {id}.",
  "exams.bankDeleted": "The bank {name} is deleted.",
  "exams.bankInUse":
    "The bank is used by the exam {title}: a bank an exam was made from cannot be deleted.",
  "exams.customMarksMissing": "The custom marks have no row for {categories}.",
  "exams.customMarksGive": "Give marks and a penalty for {categories}.",
  "exams.closesBeforeCreated": "The exam would close before it is created.",
  "exams.closingInFuture": "Choose a closing time in the future.",
  "exams.slugTaken": "The slug has already been taken.",
  "exams.noSuchQuestions": "The bank has no question with id {ids}.",
  "exams.notInBank": "Not in the bank: {ids}.",
  "exams.listedTwice": "A question is listed twice.",
  "exams.quotaTwice": "{category} has two quotas.",
  "exams.quotaShort": "{category}: {count} asked, the bank holds {have}.",
  "exams.poolTooLarge":
    "An exam draws from at most {max} questions; this one would draw from {count}. Choose fewer categories, or list the questions.",
  "exams.paperTooLong": "A paper has at most {max} questions; this one would have {count}.",
  "exams.openUntil": "The exam is open until {when}; its results can be released after it closes.",
  "exams.heldBack":
    "Results cannot be released yet: {title}, with some of the same questions, has not closed. They can be released after it closes, at {when}.",
  "exams.heldBackLimit": {
    one: "Results cannot be released yet: {title}, with some of the same questions, closes at {closes}. A hold lasts at most {count} day after this exam's close: they can be released at {when}.",
    other:
      "Results cannot be released yet: {title}, with some of the same questions, closes at {closes}. A hold lasts at most {count} days after this exam's close: they can be released at {when}.",
  },
  "exams.heldBackWindow":
    "Results cannot be released yet: {title}, with some of the same questions, closes at {closes}. An exam holds others' results for at most {days} days after it opens: they can be released at {when}.",
  "exams.closedNow": {
    one: "Closed at {when}. The {count} student still sitting it can save no more answers; their answers so far are kept.",
    other:
      "Closed at {when}. The {count} students still sitting it can save no more answers; their answers so far are kept.",
  },
  "exams.cancelled": "Cancelled at {when}: the exam will not open, and no student can start it.",
  "exams.notRunning": "This exam is over: it can be closed or cancelled only before its close.",
  // Changing an exam (issue 46 point 2, decisions 205-207)
  "exams.editAfterOpen":
    "{title} opened at {opens}: now only its closing time can be moved later and minutes added for everyone.",
  "exams.editedMeanwhile":
    "{title} was changed meanwhile (in another tab or on another device). Its settings are shown as they are now: make your change again.",
  "exams.repeatsAnother":
    "You already have the exam {title} on the same questions, open {opens} to {closes}. Save this one as well?",
  "exams.extendClosed": "{title} closed at {when}: a closed exam cannot be extended.",
  "exams.extendNotOpen": "{title} has not opened yet: change its window or time with Edit instead.",
  "exams.extendLater": "The new closing time must be later than the present one, {when}.",
  "exams.extendNothing": "Give a later closing time, or minutes to add for everyone, or both.",
  "exams.addMinutesRange": "Minutes to add are a whole number from 1 to 600.",
  "exams.extended": {
    one: "{title} now closes at {when}. The time of the {count} candidate sitting it was moved.",
    other: "{title} now closes at {when}. The time of the {count} candidates sitting it was moved.",
  },
  "exams.versionRequired": "Send the exam's version as you read it, as version.",
  "exams.tieBreakSection":
    "A tie-break is a section of the paper: {category} is none of its sections.",
  "exams.tieBreakTwice": "{category} is named twice in the tie-break order.",
  "exams.publicBank":
    "This exam uses a public practice bank: its questions and answers can be read by anyone practising on Tayari.",
  "exams.released":
    "Results are released ({when}). Students can see their score, rank and review; those with a verified e-mail address get a mail.",
  // A release after corrections (decision 0475): one mail to each whose score moved since told.
  "exams.correctionsTold": {
    one: "The corrections are released: {count} student's score changed since the last mail, and they get one mail (if their address is verified).",
    other:
      "The corrections are released: {count} students' scores changed since the last mail, and each gets one mail (if their address is verified).",
  },
  "exams.nothingToTell":
    "No student's score changed since the last mail: nobody is mailed. Students see the results as they stand.",
  // The forms' fields
  "exams.slugRequired": "The slug field is required.",
  "exams.slugShort": "The slug must be at least 3 characters.",
  "exams.slugLong": "The slug must not be longer than 60 characters.",
  "exams.slugChars": "The slug may hold only a-z, 0-9 and single hyphens.",
  "exams.slugReserved": 'Slugs that start with "live-" are kept for live mocks: choose another.',
  "exams.titleRequired": "The title field is required.",
  "exams.titleLength": "The title must be 3 to 160 characters.",
  "exams.notAQuestion": "Not a question of this paper.",
  "exams.bankIdInvalid": "A bank id is a whole number.",
  "exams.chooseDate": "Choose a date and time.",
  "exams.giveDate": "Give a date and time, e.g. 2026-12-01T10:00:00+05:45.",
  "exams.closeAfterOpen": "The exam must close after it opens.",
  "exams.windowTooLong":
    "An exam can be open for at most 31 days: choose a close within 31 days of its opening.",
  "exams.customMarksNeeded":
    "A custom marking profile needs the marks and the penalty of at least one category.",
  "exams.chooseSource": "Choose the questions: { bank_id } of your bank, or { public_bank }.",
  "exams.chooseSelection": "Choose how the paper is made: mode 'fixed' or 'quota'.",
  "exams.giveTime": "Give the time: per_question seconds or whole_paper minutes.",
  "exams.timeRange":
    "Give 5 to 3600 seconds per question, or 1 to 600 minutes for the whole paper.",
  "exams.chooseProfile": "Choose a marking profile: csit, ioe, cee, bca or custom.",
  "exams.chooseRelease": "Choose when results are released: at_close or manual.",
  "exams.quotaCategory": "Each quota needs a category.",
  "exams.quotaCount": "Each quota needs a count: a whole number from 1 to 1000.",
  "exams.marksRight": "Marks for a right answer are a number more than 0, at most 100.",
  "exams.penaltyPositive": "A penalty is a number from 0 to 100, given without a minus, e.g. 0.25.",
  "exams.accessCodeTooLong": "The access code is too long.",
  "exams.pickRequired": "Send the chosen option's text as pick.",
  "exams.pickTooLong": "The pick is too long.",
  "exams.seqRequired":
    "Send the pick's sequence number in the attempt as seq (a whole number from 1).",
  "exams.seqAhead":
    "This pick's number is ahead of the attempt's clock: it was not kept. Send it again with the clock's time.",
  "exams.meritFormat": "format is json or csv.",
  "exams.timeZone": "tz is a time zone name, e.g. Asia/Kathmandu.",
  "exams.publicBankName": "A public practice bank is science, management or entrance.",
  "exams.pageRange": "offset is a whole number from 0, and limit one from 1 to 100.",
  "exams.yesOrNo": "This is true or false.",
  "exams.idempotencyKey": "The idempotency key is 8 to 100 letters, digits, - or _.",
  // Key corrections (issue 44)
  "exams.keyCorrected":
    "The key of question {question} is corrected. The exam is regraded: {changed} candidates' scores changed.",
  "exams.keyDropped":
    "Question {question} is dropped: it counts for no one. The exam is regraded: {changed} candidates' scores changed.",
  "exams.keyRestored":
    "Question {question} counts again, with the key given. The exam is regraded: {changed} candidates' scores changed.",
  "exams.keyAlreadyCorrected":
    "This correction of question {question} was already made; nothing changed again.",
  "exams.keyChanged":
    "The key of question {question} was corrected meanwhile (version {version}, by {by}): it is now {key}. Read it and correct again if needed.",
  "exams.notInExam": "Question {question} is not in this exam.",
  "exams.noSuchOption": "Question {question} has no option {option}.",
  "exams.keyUnchanged": "That is the key question {question} is marked by already.",
  "exams.correctionVersion":
    "Send the question's version as you saw it, as version (a whole number from 0).",
  "exams.correctionOption": "Give an option's text exactly as the question has it.",
  "exams.acceptTwo": "To accept several options, give at least two.",
  "exams.correctionKind": "Choose a change: kind 'key', 'accept' or 'drop'.",
  "exams.reasonRequired": "Give the reason for the correction.",
  "exams.reasonLength": "The reason must not be longer than 500 characters.",
  // Corrections batched into one regrade, previewed first (issue 68 point 3, decision 0476)
  "exams.regradeEmpty": "Add at least one correction to the regrade.",
  "exams.regradeTooMany": "A regrade holds at most 100 corrections.",
  "exams.regradeTwice":
    "Question {question} is in the regrade twice: keep one correction for each question.",
  "exams.regradePreview": {
    one: "With this correction, {changed} of {candidates} candidates move: {marks} by their marks, the rest only in rank. Nothing is changed yet.",
    other:
      "With these {count} corrections, {changed} of {candidates} candidates move: {marks} by their marks, the rest only in rank. Nothing is changed yet.",
  },
  "exams.regraded": {
    one: "Regraded with 1 correction: {changed} of {candidates} candidates moved, {marks} by their marks. Students see it on the site; release the corrections to mail them.",
    other:
      "Regraded with {count} corrections: {changed} of {candidates} candidates moved, {marks} by their marks. Students see it on the site; release the corrections to mail them.",
  },
  "exams.regradeRepeated": "These corrections were already made; nothing changed again.",
  // Per-candidate control (issue 46 point 3, decisions 213-216)
  "exams.notOnList":
    "You are not on the list of candidates for {title}. If you should be, ask your college to add your e-mail or roll number.",
  "exams.rollNeeded":
    "{title} is sat by roll number: give the roll (symbol) number your college gave you.",
  "exams.rollNotOnList":
    "Roll number {roll} is not on the list of candidates for {title}. Check it with your college.",
  "exams.rollTaken":
    "Roll number {roll} is already taken by another account. If it is yours, ask your college.",
  "exams.listEmailUnverified":
    "Your e-mail is on the list for {title} but is not verified yet: open the link in the mail we sent you, then start.",
  "exams.rollLength": "A roll number is 1 to 40 letters, digits, - or /.",
  "exams.listRefused": {
    one: "The list was not saved: {count} row is wrong. Nothing was changed.",
    other: "The list was not saved: {count} rows are wrong. Nothing was changed.",
  },
  "exams.listRowBad":
    'Line {line}: "{value}" is neither an e-mail nor a roll number (letters, digits, - or /).',
  "exams.listRowEmpty": "Line {line}: no e-mail or roll number.",
  "exams.rollTwice": "Line {line}: roll number {roll} is already on line {first}.",
  "exams.emailTwice": "Line {line}: {email} is already on line {first}.",
  "exams.listTooLong": "A list holds at most {count} candidates.",
  "exams.listTextTooLong":
    "A list's text is at most 2,000,000 characters: split it, or leave out what is not a candidate.",
  "exams.listConfirm": {
    one: "{title} is open: this list takes {count} candidate off it ({started} started). Read the list and confirm to save it.",
    other:
      "{title} is open: this list takes {count} candidates off it ({started} started). Read the list and confirm to save it.",
  },
  "exams.listSaved": {
    one: "The list is saved: {count} candidate may sit {title}.",
    other: "The list is saved: {count} candidates may sit {title}.",
  },
  "exams.listLifted": "{title} has no list now: anyone with the link (and the code) may sit it.",
  "exams.candidateId": "A candidate is named by their account's number (a whole number from 1).",
  "exams.noCandidate": "{who} is not a candidate of this exam.",
  "exams.extraTimeRange": "Give extra time as 1 to 300 minutes, or 1 to 100 per cent.",
  "exams.extraTimeOne": "Give minutes or a percentage, not both.",
  "exams.extraTimeSet": "{who} has {minutes} min extra.",
  "exams.extraTimeRemoved": "{who} has no extra time now.",
  "exams.extraTimeWouldWaiting":
    "{who} has not started: their extra time goes from {before} to {after} min, given when they start.",
  "exams.extraTimeWouldSitting":
    "{who} is sitting: their extra time goes from {before} to {after} min, and their end moves to {until}.",
  "exams.extraTimeWouldShorten":
    "{who} is sitting: their extra time goes DOWN from {before} to {after} min, and their end moves back to {until}.",
  "exams.extraTimeHandedIn":
    "{who} has handed in: extra time no longer changes their attempt. Reopen it to give them more time.",
  "exams.extraTimeShorter":
    "This gives {who} less time while they sit ({before} to {after} min): confirm it to shorten their time.",
  "exams.reopenReason": "Give the reason for reopening (up to 500 characters).",
  "exams.reopenMinutes": "Give 0 to 300 extra minutes.",
  "exams.stillSitting":
    "{who} is still sitting the exam: only a handed-in attempt can be reopened.",
  "exams.resultsFixedNoReopen":
    "The results of this exam are fixed: an attempt can no longer be reopened.",
  "exams.reopenNoTime": "{who} had no time left: give extra minutes to reopen the attempt.",
  "exams.reopenPastClose":
    "A reopened attempt can run at most 24 hours past the exam's close, until {latest}: give {who} fewer minutes.",
  "exams.reopened": "{who} can go on until {when}.",
  "exams.freeRollReason": "Give the reason for freeing the roll number (up to 500 characters).",
  "exams.rollNotClaimed":
    "Roll number {roll} is not claimed by any account: there is nothing to free.",
  "exams.resultsFixedNoFree":
    "The results of this exam are fixed: a roll number can no longer be freed.",
  "exams.rollFreed":
    "Roll number {roll} is free again: the right candidate can now claim it when they start.",
} as const satisfies Messages;
