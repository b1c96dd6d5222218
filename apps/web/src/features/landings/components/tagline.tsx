export function ScholarshipTagline() {
  return (
    <p className="tagline">
      Apply for scholarships through our online exams: selection is on merit alone.
    </p>
  );
}
