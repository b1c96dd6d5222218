import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <section className="page not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="button primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
