import type { en } from "./messages";

export const ne: typeof en = {
  noSubjects: "अहिलेसम्म कुनै विषय छैन।",
  noUnits: "अहिलेसम्म कुनै एकाइ छैन।",
  levelNotHere: "यो तह भेटिएन",
  pageNotHere: "यो पृष्ठ भेटिएन",
  levelNotHereWhy: "ठेगाना गलत टाइप भएको हुन सक्छ, वा पृष्ठ सरेको हुन सक्छ। यी तहहरू छन्:",
  nothingHereWhy: "ठेगाना गलत टाइप भएको हुन सक्छ, वा पृष्ठ सरेको हुन सक्छ।",
  pageNotHereWhy:
    "ठेगाना गलत टाइप भएको हुन सक्छ, वा विषय वा एकाइ सरेको हुन सक्छ। {level} का विषयहरू भने छन्।",
};
