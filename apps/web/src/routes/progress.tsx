import { useAuth } from "../features/auth/hooks/auth-store";
import { ProgressPage } from "../features/progress/components/progress-page";
import { SignInFirst } from "../features/progress/components/sign-in-first";

export default function ProgressRoute() {
  const { user } = useAuth();
  return user ? <ProgressPage /> : <SignInFirst nextStep />;
}
