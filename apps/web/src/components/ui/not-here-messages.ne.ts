import type { en } from "./not-here-messages";

export const ne: typeof en = {
  notHereTitle: "यो पृष्ठ भेटिएन",
  notHereWhy: "ठेगाना गलत टाइप भएको हुन सक्छ, वा पृष्ठ सरेको हुन सक्छ।",
  backTo: "{page} मा फर्कनुहोस्",
  goHome: "गृहपृष्ठमा जानुहोस्",
};
