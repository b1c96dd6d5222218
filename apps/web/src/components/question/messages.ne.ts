import type { en } from "./messages";

export const ne: typeof en = {
  correct: "सही",
  incorrect: "गलत",
  yourAnswer: "तपाईंको उत्तर",
  right: "सही",
  wrong: "गलत",
  notAnswered: "उत्तर दिइएन",
  yourAnswerThen: "तपाईंले छानेको उत्तर (त्यसपछि यो प्रश्न फेरि लेखिएको छ):",
  explanation: "व्याख्या:",
  withdrawn: "तपाईंको प्रयासपछि यो प्रश्न फिर्ता लिइयो: यसको पाठ र उत्तर अब देखाइँदैन।",
  yourAnswerWas: "तपाईंको उत्तर थियो:",
  readPassage: "अनुच्छेद पढ्नुहोस्",
};
