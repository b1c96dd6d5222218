import { authPage } from "../../features/auth/components/auth-page";
import { LoginForm } from "../../features/auth/components/login-form";

export default authPage(LoginForm, "offlineLogIn");
