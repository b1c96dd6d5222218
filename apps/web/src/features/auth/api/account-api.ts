import {
  changePassword as changePasswordEndpoint,
  logoutEverywhere as logoutEverywhereEndpoint,
  putPracticeSettings,
  type ChangePasswordRequest,
} from "@tayari/contracts/auth";
import { authMessages } from "@tayari/contracts/messages/auth";
import { call } from "../../../lib/api-client";
import { checkedBody } from "../../../lib/checked-body";

export const changePassword = (form: ChangePasswordRequest) =>
  call(changePasswordEndpoint, {
    body: checkedBody(changePasswordEndpoint, form, authMessages),
  });

export const logoutEverywhere = () => call(logoutEverywhereEndpoint);

/** The student's own readiness target on the account (decision 0495); null takes it away. */
export const saveTarget = (target: number | null) =>
  call(putPracticeSettings, {
    body: checkedBody(putPracticeSettings, { target }, authMessages),
  });
