import { putPracticeSettings, type PracticeSettingsRequest } from "@tayari/contracts/auth";
import { call } from "./api-client";

/** The practice settings kept on the account (decisions 0495, 0496), fetched only when one is saved. */
export const savePractice = (settings: PracticeSettingsRequest) =>
  call(putPracticeSettings, { body: settings });
