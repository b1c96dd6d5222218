import type { en } from "./messages";

export const ne: typeof en = {
  practiseBySubject: "विषयअनुसार अभ्यास",
  noSubjects: "अहिलेसम्म कुनै विषय छैन।",
  unitWisePractice: "एकाइअनुसार MCQ अभ्यास",
  noUnits: "अहिलेसम्म कुनै एकाइ छैन।",
  unreadableQuestions: "यस एकाइका प्रश्नहरू पढ्न सकिएन।",
};
