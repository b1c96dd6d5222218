import { Link } from "react-router";

export function SignInFirst({ what }: { what: string }) {
  return (
    <section className="page narrow">
      <h1>{what}</h1>
      <p>
        <Link to="/login">Log in</Link> with the account your college registered, then open this
        page again.
      </p>
    </section>
  );
}
