import { defineMessages } from "../../lib/i18n";

// The allow-list's preview (issue 68 point 1): its own small catalogue beside the page's.
export const en = {
  readList: "Read the list",
  previewTitle: "The list as read",
  previewCount_one: "{count} candidate read.",
  previewCount_other: "{count} candidates read.",
  previewUnread_one: "{count} line could not be read:",
  previewUnread_other: "{count} lines could not be read:",
  previewTooLong: "A list holds at most {count} candidates: this one has more.",
  previewHeader: "The first line names the columns.",
  previewShown: "The first {shown} of {count} are shown.",
  previewLine: "Line {line}:",
  previewRoll: "roll {roll}",
  previewFix:
    "Correct these lines (or take them out), then read the list again: nothing is saved while a line cannot be read.",
  previewEmpty: "The list is empty: saving it lets anyone with the link sit.",
  extraMode: "Add or set",
  modeAdd: "add to what they have",
  modeSet: "set their extra time to",
  confirmTitle: "Confirm the change",
  confirmChange: "Confirm",
  cancelChange: "Cancel",
  evWas: " (was {minutes} min)",
  evBy: ", by {name}",
  // A start refused (issue 68 point 10, decision 0477)
  evRefused: "{when}: start refused: {why}",
  evRefusedRoll: "{when}: start refused with roll {roll}: {why}",
  refused_wrongCode: "wrong access code",
  refused_notOnList: "not on the list",
  refused_rollNeeded: "no roll number given",
  refused_rollNotOnList: "roll number not on the list",
  refused_rollTaken: "another candidate's roll number",
  refused_listEmailUnverified: "listed by an e-mail address not yet verified",
  changeSummary:
    "Saving it keeps {kept}, adds {added} and takes off {removed} of the list in force.",
  takenOff_one: "{count} candidate is taken off ({started} started):",
  takenOff_other: "{count} candidates are taken off ({started} started):",
  startedMark: "started",
  openWarning:
    "The exam is open: those taken off can no longer start, and those who started stay off the list.",
  saveTakingOff: "Take them off and save",
  evListReplaced:
    "{when}: the list of {before} replaced by {after}: {added} added, {removed} taken off ({started} started)",
  examActs: "Changes to the exam",
  // The exam's times, keys and release in its log (issue 68 points 2 and 6, decision 0478)
  evTimes_edit: "{when}: times changed before opening: {what}",
  evTimes_extend: "{when}: more time: {what}",
  evTimes_close: "{when}: closed now: {what}",
  evTimes_cancel: "{when}: cancelled before opening",
  timesOpens: "opens {before} → {after}",
  timesCloses: "closes {before} → {after}",
  timesLength: "time allowed {before} → {after}",
  lengthMinutes: "{count} min",
  lengthSeconds: "{count} s",
  timesMoved_one: "{count} sitting candidate's end moved with it",
  timesMoved_other: "{count} sitting candidates' ends moved with them",
  evKey: "{when}: question {question}: key {before} → {after}. Reason: {reason}",
  evKeyAccept: "{when}: question {question}: {after} accepted (was {before}). Reason: {reason}",
  evKeyDrop: "{when}: question {question} dropped (its key was {before}). Reason: {reason}",
  evKeyRestore: "{when}: question {question} back in the marking, key {after}. Reason: {reason}",
  keyDropped: "dropped",
  evReleased: "{when}: results released",
  evTold_one: "{when}: corrections released: {count} student told",
  evTold_other: "{when}: corrections released: {count} students told",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./candidate-messages.ne").then((m) => m.ne),
);
