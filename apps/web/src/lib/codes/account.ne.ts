import type { accountMessages } from "@tayari/contracts/messages/account";
import type { CodeCatalogue } from "./catalogue";

export const account: CodeCatalogue<typeof accountMessages> = {
  "account.passwordRequired": "खाता मेटाउन आफ्नो पासवर्ड लेख्नुहोस्।",
  "account.passwordTooLong": "पासवर्ड बढीमा 1000 अक्षरको हुन्छ।",
  "account.wrongPassword": "पासवर्ड मिलेन; खाता मेटाइएन।",
  "account.passwordNotRight": "पासवर्ड मिलेन।",
  "account.deleted": "तपाईंको खाता र त्यससँग राखिएका सबै कुरा मेटाइए।",
};
