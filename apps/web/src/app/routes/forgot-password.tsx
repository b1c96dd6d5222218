import { authPage } from "../../features/auth/components/auth-page";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";

export default authPage(ForgotPasswordForm, "offlineForgot");
