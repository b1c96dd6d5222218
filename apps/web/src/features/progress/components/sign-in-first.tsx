import { Link } from "react-router";

/** What a guest sees on the progress pages. */
export function SignInFirst() {
  return (
    <section className="page" aria-labelledby="progress-title">
      <h1 id="progress-title">My progress</h1>
      <p>
        Log in to keep every finished test on your account and see your progress here. Tests you
        finish before logging in are kept in this browser and added when you log in.
      </p>
      <p>
        <Link className="button primary" to="/login">
          Login
        </Link>{" "}
        <Link to="/register">Create an account</Link>
      </p>
    </section>
  );
}
