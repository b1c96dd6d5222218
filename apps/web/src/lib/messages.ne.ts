import type { en } from "./messages";

export const ne: typeof en = {
  unreachable: "सर्भरसम्म पुग्न सकिएन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
  serverAnswered: "सर्भरले {status} जवाफ दियो। फेरि प्रयास गर्नुहोस्।",
  unreadable: "सर्भरको जवाफ यो पृष्ठले पढ्न सकेन। पृष्ठ फेरि लोड गरेर प्रयास गर्नुहोस्।",
};
