import type { en } from "./messages";

export const ne: typeof en = {
  crumbs: "पृष्ठको बाटो",
  cancel: "रद्द गर्नुहोस्",
  offline: "इन्टरनेट छैन। {needs} इन्टरनेट चाहिन्छ; पहिले खोलेका अभ्यास परीक्षाहरू भने चल्छन्।",
  wrong: "केही गडबड भयो।",
  failed: "केही गडबड भयो। फेरि प्रयास गर्नुहोस्।",
  loading: "लोड हुँदैछ",
};
