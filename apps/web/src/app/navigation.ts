export interface NavEntry {
  label: string;
  to: string;
}
export interface NavSection {
  title: string;
  entries: NavEntry[];
}

/** The sidebar, exactly the specification's sections and entries. */
export const NAVIGATION: NavSection[] = [
  { title: "School", entries: [{ label: "School (Grade X)", to: "/school/grade-x" }] },
  { title: "NEB", entries: [{ label: "NEB (Grade XII)", to: "/school/grade-xii" }] },
  { title: "Bachelor", entries: [{ label: "Bachelor (B.Sc.CSIT)", to: "/school/bsccsit" }] },
  {
    title: "Exam Preparation",
    entries: [
      { label: "Bridge Course for Science", to: "/plus-2-science/entrance-preparation" },
      { label: "Bridge Course for Management", to: "/plus-2-management/entrance-preparation" },
      { label: "B.Sc.CSIT Entrance", to: "/csit/entrance-preparation" },
      { label: "BCA Entrance", to: "/bca" },
    ],
  },
  {
    title: "Online Examination",
    entries: [
      { label: "+2 Science", to: "/exam/science" },
      { label: "+2 Management", to: "/exam/management" },
      // The specification's two remaining entries only point to the home page.
      { label: "B.Sc.CSIT Entrance", to: "/" },
      { label: "BCA Entrance", to: "/" },
    ],
  },
];

/** Signed in, the sidebar also leads to the scholarship exams, and an examiner to setting them. */
export function examsSection(examiner: boolean): NavSection {
  const entries = [{ label: "Open exams", to: "/exams" }];
  if (examiner) entries.push({ label: "Set exams", to: "/examiner" });
  return { title: "Scholarship Exams", entries };
}
