import { authPage } from "../../features/auth/components/auth-page";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";

export default authPage(ResetPasswordForm, "offlineReset");
