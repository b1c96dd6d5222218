import type { FrameKey } from "./messages";

/** `label` and `title` are keys of the frame's messages (./messages.ts), shown in the language chosen. */
export interface NavEntry {
  label: FrameKey;
  to: string;
}
export interface NavSection {
  title: FrameKey;
  entries: NavEntry[];
}

/** The sidebar, exactly the specification's sections and entries. */
export const NAVIGATION: NavSection[] = [
  { title: "school", entries: [{ label: "gradeX", to: "/school/grade-x" }] },
  { title: "neb", entries: [{ label: "gradeXii", to: "/school/grade-xii" }] },
  { title: "bachelor", entries: [{ label: "bsc", to: "/school/bsccsit" }] },
  {
    title: "examPrep",
    entries: [
      { label: "bridgeSci", to: "/plus-2-science/entrance-preparation" },
      { label: "bridgeMgmt", to: "/plus-2-management/entrance-preparation" },
      { label: "csitEnt", to: "/csit/entrance-preparation" },
      { label: "bcaEnt", to: "/bca" },
    ],
  },
  {
    title: "online",
    entries: [
      { label: "sci", to: "/exam/science" },
      { label: "mgmt", to: "/exam/management" },
      // The specification's two remaining entries only point to the home page.
      { label: "csitEnt", to: "/" },
      { label: "bcaEnt", to: "/" },
    ],
  },
];

/**
 * Before the specification's sections, for everyone: the mock tests, the scholarship exams that are
 * open and My progress (the two last ask a guest to log in); an examiner also sets exams there
 * (issue 48, decision 133).
 */
export function testsSection(examiner: boolean): NavSection {
  const entries: NavEntry[] = [
    { label: "mockTests", to: "/csit/mock-tests" },
    { label: "bcaMockTests", to: "/bca/mock-tests" },
    { label: "exams", to: "/exams" },
    { label: "progress", to: "/progress" },
  ];
  if (examiner) entries.push({ label: "setExams", to: "/examiner" });
  return { title: "testsAndProgress", entries };
}
