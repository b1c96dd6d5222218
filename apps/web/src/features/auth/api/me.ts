import { call } from "../../../lib/api-client";
import { getMe } from "../../../lib/login-schemas";

/**
 * The login as the server has it, checked by the build's plain checks (lib/login-schemas.ts): the
 * notice to verify asks for it on every page of a student not verified, without the forms' zod
 * that auth-api.ts brings (decision 293).
 */
export const me = () => call(getMe);
