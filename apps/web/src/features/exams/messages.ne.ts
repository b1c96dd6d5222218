import type { en } from "./messages";

export const ne: typeof en = {
  scholarshipExams: "छात्रवृत्ति परीक्षाहरू",
  scholarshipExam: "छात्रवृत्ति परीक्षा",

  noExamOpen: "अहिले कुनै परीक्षा खुला छैन।",
  examLine_one: "{count} प्रश्न, {minutes} मिनेट; {closes} मा बन्द हुन्छ · {state}",
  examLine_other: "{count} प्रश्न, {minutes} मिनेट; {closes} मा बन्द हुन्छ · {state}",
  stateNone: "सुरु गर्नुहोस्",
  stateRunning: "जारी राख्नुहोस्",
  stateSubmitted: "बुझाइसकियो",
  yourResults: "तपाईंका नतिजाहरू",
  resultsNotReleased: "नतिजा अझै सार्वजनिक भएको छैन",
  resultsOut: "नतिजा आइसक्यो",
  resultsOutAt: "नतिजा {when} मा आउनेछ",

  examNotOpenNow: "यो परीक्षा अहिले खुला छैन।",
  loadingExam: "परीक्षा लोड हुँदैछ…",
  examSubmitted: "परीक्षा बुझाइयो",
  checkMyResult: "मेरो नतिजा हेर्नुहोस्",
  closedByExaminer:
    "परीक्षकले यो परीक्षा {when} मा बन्द गर्नुभयो। त्यसबेलासम्म तपाईंले सुरक्षित गरेका उत्तरहरू राखिएका छन् र तिनको अङ्कन हुनेछ।",
  intro_one:
    "{minutes} मिनेटमा {count} प्रश्न। “परीक्षा सुरु गर्नुहोस्” थिचेपछि समय चल्न थाल्छ र पृष्ठ बन्द गरे पनि चलिरहन्छ; तपाईंले छान्नेबित्तिकै हरेक उत्तर सुरक्षित हुन्छ।",
  intro_other:
    "{minutes} मिनेटमा {count} प्रश्न। “परीक्षा सुरु गर्नुहोस्” थिचेपछि समय चल्न थाल्छ र पृष्ठ बन्द गरे पनि चलिरहन्छ; तपाईंले छान्नेबित्तिकै हरेक उत्तर सुरक्षित हुन्छ।",
  accessCode: "पहुँच कोड",
  startExam: "परीक्षा सुरु गर्नुहोस्",
  timeLeft: "बाँकी समय",
  questionProgress: "प्रश्न {number} / {total} · {answered} वटाको उत्तर दिइयो",
  saving: "सुरक्षित हुँदैछ…",
  saved: "सुरक्षित भयो",
  notSavedYet: "अझै सुरक्षित भएको छैन: यही उपकरणमा राखिएको छ, इन्टरनेट जोडिएपछि पठाइन्छ।",
  unsavedAnswers_one:
    "{count} उत्तर अझै सुरक्षित भएको छैन। यो पेज खुला राख्नुहोस्, वा {when} भन्दा पहिले यही उपकरणमा फर्किनुहोस्: इन्टरनेट जोडिनेबित्तिकै पठाइन्छ।",
  unsavedAnswers_other:
    "{count} उत्तर अझै सुरक्षित भएका छैनन्। यो पेज खुला राख्नुहोस्, वा {when} भन्दा पहिले यही उपकरणमा फर्किनुहोस्: इन्टरनेट जोडिनेबित्तिकै पठाइन्छन्।",
  submitWhenSent: "ती पठाइएपछि परीक्षा बुझाउन सकिन्छ।",
  previous: "अघिल्लो",
  next: "अर्को",
  submitExam: "परीक्षा बुझाउनुहोस्",
  finishNow: "अहिल्यै सकाउनुहोस्",
  finishTitle: "परीक्षा अहिल्यै सकाउने हो?",
  keepGoing: "जारी राख्नुहोस्",
  unanswered_one: "{count} प्रश्नको उत्तर दिइएको छैन।",
  unanswered_other: "{count} प्रश्नको उत्तर दिइएको छैन।",
  finishWarning: "अहिलेसम्मका उत्तरहरू बुझाइन्छन् र जाँचिन्छन्; त्यसपछि तिनलाई बदल्न सकिँदैन।",

  resultHeading: "{title}: तपाईंको नतिजा",
  scoreLine: "प्राप्ताङ्क {score} / {max} · स्थान {rank} / {candidates} · पर्सेन्टाइल {percentile}",
  tally: "{correct} सही, {wrong} गलत, {unanswered} उत्तर नदिइएका।",
  reviewTitle: "तपाईंका उत्तरहरू",

  sTimeUp: "समय सकियो: यो परीक्षा {when} मा सकिएकाले उत्तर सुरक्षित भएन।",
  sAnswersInAt: "तपाईंका उत्तरहरू बुझाइए। नतिजा {when} मा आउनेछ।",
  sResultsAt: "यो परीक्षाको नतिजा {when} मा आउनेछ।",
  sResultsHeld:
    "यो परीक्षाको नतिजा {when} सम्म रोकिएको छ: केही उस्तै प्रश्न भएको अर्को परीक्षा अझै बन्द भएको छैन।",
};
