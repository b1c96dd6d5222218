import {
  changePassword as changePasswordEndpoint,
  logoutEverywhere as logoutEverywhereEndpoint,
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
