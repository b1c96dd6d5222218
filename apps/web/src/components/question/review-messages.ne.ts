import type { en } from "./review-messages";

export const ne: typeof en = {
  show: "देखाउनुहोस्",
  filter_all: "सबै ({count})",
  filter_wrong: "गलत ({count})",
  filter_unanswered: "उत्तर नदिइएका ({count})",
  filter_flagged: "चिन्ह लगाइएका ({count})",
  questions: "प्रश्नहरू",
  jumpTitle: "प्रश्नमा जानुहोस्",
  close: "बन्द गर्नुहोस्",
  cellLabel: "प्रश्न {number}: {status}",
  flagged: "चिन्ह लगाइएको",
  sectionTally: "{total} मध्ये {right} सही",
  noneKept: "यो छनोटमा देखाउने कुनै प्रश्न छैन।",
  theAnswer: "सही उत्तर",
  noAnswer: "छैन",
  keyCorrected:
    "परीक्षापछि परीक्षकले यो प्रश्नको उत्तर-कुञ्जी सच्याउनुभयो। अहिले सही मानिएको: {letters}। तपाईंको प्राप्ताङ्क फेरि गनिएको छ।",
  keyDropped: "परीक्षापछि परीक्षकले यो प्रश्न हटाउनुभयो: उत्तर दिए पनि नदिए पनि सबैले यसको अङ्क पाउँछन्।",
  category_mathematics: "गणित",
  category_physics: "भौतिकशास्त्र",
  category_chemistry: "रसायनशास्त्र",
  category_english: "अङ्ग्रेजी",
  category_computer: "कम्प्युटर",
  category_biology: "जीवविज्ञान",
  category_gk: "सामान्य ज्ञान",
  // The BCA paper's subject (decision 173).
  "category_general knowledge": "सामान्य ज्ञान",
  category_science: "विज्ञान",
  category_nepali: "नेपाली",
};
