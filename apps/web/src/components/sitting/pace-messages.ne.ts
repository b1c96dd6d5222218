import type { en } from "./pace-messages";

export const ne: typeof en = {
  paceLegend: "हरेक उत्तरपछि सही उत्तर र त्यसको कारण:",
  paceMoveOn: "{seconds} सेकेन्डपछि आफैँ अगाडि बढोस्",
  paceStay: "‘अर्को’ नथिचेसम्म रहोस्",
  paceMoveOnHint: "‘रोक्नुहोस्’ (वा H) थिचे ‘अर्को’ नथिचेसम्म त्यो उत्तर स्क्रिनमै रहन्छ।",
  paceStayHint: "आफ्नै गतिमा पढ्नुहोस्: ‘अर्को’ (वा Enter) थिचेपछि मात्र अर्को प्रश्न र त्यसको घडी सुरु हुन्छ।",
  paceRemembered: "तपाईंको रोजाइ यस उपकरणमा हरेक अभ्यासका लागि सम्झिइन्छ।",
};
