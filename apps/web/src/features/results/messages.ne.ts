import type { en } from "./messages";

export const ne: typeof en = {
  congratulations: "बधाई छ!",
  keepGoing: "लागिरहनुहोस्!",
  belowPass:
    "उत्तीर्णाङ्क {pass}% हो: अहिले त्यहाँ पुगिएको छैन। आफ्ना उत्तरहरू हेर्नुहोस्; सिकेको हरेक उत्तर अर्को पटक एक अङ्क हो।",
  youGot: "तपाईंको प्राप्ताङ्क: {score} / {total}",
  reviewAnswers: "उत्तरहरू हेर्नुहोस्",
  practiseAgain: "फेरि अभ्यास गर्नुहोस्",
  practiseNext: "अब यो अभ्यास गर्नुहोस्",
  home: "गृहपृष्ठ",
  noResult: "अहिलेसम्म कुनै नतिजा छैन",
  noResultHint: "आफ्नो प्राप्ताङ्क यहाँ हेर्न कुनै परीक्षा पूरा गर्नुहोस्।",
  chooseTest: "परीक्षा छान्नुहोस्",
  reviewHeading: "उत्तरहरूको समीक्षा:",
  explanationsLater: "इन्टरनेट फेरि जोडिएपछि व्याख्याहरू यहाँ देखिनेछन्।",
  thankYou: "धन्यवाद!",
  examComplete: "तपाईंको परीक्षा सकियो। केही सेकेन्डमा तपाईं गृहपृष्ठमा पुग्नुहुनेछ।",
  goHome: "अहिल्यै गृहपृष्ठमा जानुहोस्",
};
