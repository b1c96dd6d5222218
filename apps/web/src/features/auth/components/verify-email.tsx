import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useAuth } from "../hooks/auth-store";
import { me, verifyEmail } from "../api/auth-api";
import { rememberVerified } from "../hooks/remember-verified";

// One request per link, even when the page renders twice: a second one would find it used.
const answers = new Map<string, Promise<{ ok: boolean; message: string }>>();
function verifyOnce(token: string) {
  let answer = answers.get(token);
  if (!answer) {
    answer = verifyEmail({ token }).then(
      ({ message }) => ({ ok: true, message }),
      (error: Error) => ({ ok: false, message: error.message }),
    );
    answers.set(token, answer);
  }
  return answer;
}

/** `/verify-email?token=...`, the page the verification mail's link opens. */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = Boolean(useAuth().user);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((answer) => {
      // If the account signed in here is the one the link verified, the frame stops asking.
      if (answer.ok && signedIn)
        me().then(
          (r) => r.user.email_verified && rememberVerified(),
          () => {},
        );
      if (live) setResult(answer);
    });
    return () => {
      live = false;
    };
  }, [token, signedIn]);

  const next = signedIn ? (
    <Link to="/account">Go to your account</Link>
  ) : (
    <Link to="/login">Log in</Link>
  );
  return (
    <div className="auth-form" aria-live="polite">
      <h1>Verify your e-mail</h1>
      {!token ? (
        <>
          <p>This page needs the link from the verification mail.</p>
          {next}
        </>
      ) : result ? (
        <>
          <p role={result.ok ? "status" : "alert"}>{result.message}</p>
          {next}
        </>
      ) : (
        <Spinner label="Checking your link" />
      )}
    </div>
  );
}
