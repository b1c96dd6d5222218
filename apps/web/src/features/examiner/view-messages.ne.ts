import type { en } from "./view-messages";

export const ne: typeof en = {
  examViews: "यस परीक्षाका भाग",
  viewSummary: "सारांश",
  loadingMerit: "योग्यताक्रम सूची लोड हुँदैछ…",
  printMerit: "छाप्नुहोस्",
  printHint:
    "साइटका मेनुबिना सूची A4 कागजमा छापिन्छ: क्रम, रोल नम्बर, नाम, प्राप्ताङ्क र खण्डअनुसारका अङ्क, परीक्षाको शीर्षक र मितिसहित।",
  printedHeld: "परीक्षा मिति: {date}। छापिएको: {when}।",
  meritEmpty: "अहिलेसम्म कसैले बुझाएको छैन: सूची खाली छ।",
  shownOf: "{count} मध्ये {from}–{to} देखाइएको।",
  showMore: "अर्को {count} देखाउनुहोस्",
};
