import { authPage } from "../../features/auth/components/auth-page";
import { RegisterForm } from "../../features/auth/components/register-form";

export default authPage(RegisterForm, "offlineRegister");
