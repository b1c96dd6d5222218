import type { en } from "./messages";

export const ne: typeof en = {
  practiseBySubject: "विषयअनुसार अभ्यास",
  noSubjects: "अहिलेसम्म कुनै विषय छैन।",
  unitWisePractice: "एकाइअनुसार MCQ अभ्यास",
  noUnits: "अहिलेसम्म कुनै एकाइ छैन।",
  unreadableQuestions: "यस एकाइका प्रश्नहरू पढ्न सकिएन।",
  subjectNotHere: "यो विषय भेटिएन",
  subjectNotHereWhy:
    "ठेगाना गलत टाइप भएको हुन सक्छ, वा विषय सरेको हुन सक्छ। हरेक प्रवेश परीक्षाका विषयहरू यहाँ छन्:",
  unitNotHere: "यो एकाइ भेटिएन",
  unitNotHereWhy: "ठेगाना गलत टाइप भएको हुन सक्छ, वा एकाइ सरेको हुन सक्छ। {subject} का अरू एकाइहरू भने छन्।",
};
