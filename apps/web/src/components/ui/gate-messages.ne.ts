import type { en } from "./gate-messages";

export const ne: typeof en = {
  signInWhy: "तपाईंको कलेजले दर्ता गरेको खाताबाट लग इन गर्नुहोस्; लग इन गरेपछि तपाईं यही पृष्ठमा फर्किनुहुन्छ।",
  logIn: "लग इन",
  createAccount: "खाता खोल्नुहोस्",
  examinersOnly: "तयारीको यो भाग परीक्षकका लागि हो। पहुँचका लागि कलेजमा तयारी चलाउने प्रशासकलाई सोध्नुहोस्।",
};
