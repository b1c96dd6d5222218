import type { en } from "./messages";

export const ne: typeof en = {
  heroText:
    "पढ्नुहोस्, अभ्यास गर्नुहोस् र प्रवेश परीक्षा दिनुहोस्: विद्यालय, NEB, B.Sc.CSIT, BCA र +2 प्रवेश परीक्षाको तयारी एकै ठाउँमा।",
  startPreparing: "तयारी सुरु गर्नुहोस्",
  study: "अध्ययन",
  examPreparation: "परीक्षाको तयारी",
  onlineExamination: "अनलाइन परीक्षा",
  schoolTitle: "विद्यालय (कक्षा 10)",
  schoolText: "SEE वर्षका विषयहरू, एकाइ-एकाइ गरेर, छोटा क्विजसहित।",
  nebTitle: "NEB (कक्षा 12)",
  nebText: "कक्षा 12 का लागि भौतिकशास्त्र, रसायनशास्त्र, जीवविज्ञान, गणित र अङ्ग्रेजी।",
  bachelorTitle: "स्नातक (B.Sc.CSIT)",
  bachelorText: "B.Sc.CSIT पहिलो सेमेस्टरका विषयहरू, एकाइगत क्विजसहित।",
  csitEntranceTitle: "B.Sc.CSIT प्रवेश परीक्षा",
  csitEntranceText:
    "समय तोकिएका 100 प्रश्नका नमुना परीक्षा, छवटा वर्षगत नमुना प्रश्नपत्र र अङ्ग्रेजीको विषयगत अभ्यास।",
  bcaEntranceTitle: "BCA प्रवेश परीक्षा",
  bcaEntranceText: "BCA प्रवेश परीक्षाका लागि विषयअनुसार अभ्यास।",
  bridgeScienceTitle: "विज्ञानको ब्रिज कोर्स",
  bridgeScienceText: "+2 विज्ञान पढ्न चाहनेहरूका लागि समय तोकिएको 100 प्रश्नको परीक्षा।",
  bridgeManagementTitle: "व्यवस्थापनको ब्रिज कोर्स",
  bridgeManagementText: "+2 व्यवस्थापन प्रवेश परीक्षाको तयारी।",
  plus2ScienceTitle: "+2 विज्ञान",
  plus2ScienceText: "+2 विज्ञानको अनलाइन प्रवेश परीक्षा दिनुहोस्।",
  plus2ManagementTitle: "+2 व्यवस्थापन",
  plus2ManagementText: "+2 व्यवस्थापनको अनलाइन प्रवेश परीक्षा दिनुहोस्।",
};
