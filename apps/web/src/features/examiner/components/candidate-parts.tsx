import type { FormEvent, ReactNode } from "react";
import type { Candidate } from "@tayari/contracts/examiner-candidates";

// Parts the candidates' forms share (exam-candidates.tsx, allow-list-form.tsx).

/** A candidate as the examiner knows them: roll number, name, e-mail. */
export function CandidateName({ candidate: c }: { candidate: Candidate }) {
  const who = [c.roll, c.name ?? c.account?.name, c.email ?? c.account?.email].filter(Boolean);
  return <span className="candidate-name">{who.join(" · ")}</span>;
}

/**
 * A candidates' form: its title as the summary that opens it, `above` the form, its
 * hint, its fields, and `below` it. */
export function CandidateForm({
  title,
  hint,
  onSubmit,
  above,
  below,
  children,
}: {
  title: string;
  hint: string;
  onSubmit: () => void;
  above?: ReactNode;
  /** After the form: what it found (the list as read). */
  below?: ReactNode;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <details className="candidate-form">
      <summary>{title}</summary>
      {above}
      <form onSubmit={submit} aria-label={title}>
        <p className="hint">{hint}</p>
        {children}
      </form>
      {below}
    </details>
  );
}
