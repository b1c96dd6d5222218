import type { en } from "./messages";

export const ne: typeof en = {
  secondsUnit: " सेकेन्ड",
  secondsLeft_one: "{count} सेकेन्ड बाँकी",
  secondsLeft_other: "{count} सेकेन्ड बाँकी",
  questionOf: "प्रश्न {number} / {total}",
  questionOfAnswered: "प्रश्न {number} / {total} · {answered} वटाको उत्तर दिइयो",
  keysHint: "किबोर्डमा A–E वा 1–5 थिचेर छान्नुहोस्; अर्को प्रश्नका लागि {enter} थिच्नुहोस्।",
  keysHintHold:
    "किबोर्डमा A–E वा 1–5 थिचेर छान्नुहोस्; अर्को प्रश्नका लागि {enter}, उत्तर रोकेर पढ्न H थिच्नुहोस्।",
  unanswered_one: "{count} प्रश्नको उत्तर दिइएको छैन।",
  unanswered_other: "{count} प्रश्नको उत्तर दिइएको छैन।",
};
