import type { en } from "./messages";

export const ne: typeof en = {
  timeLeft: "बाँकी समय",
  remainingTime: "बाँकी समय",
  correctNote: "सही!",
  timeUpNote: "समय सकियो।",
  incorrectNote: "गलत।",
  answerIs: "सही उत्तर:",
  next: "अर्को",
  hold: "रोक्नुहोस्",
  heldNote: "रोकिएको छ: तपाईंले ‘अर्को’ नथिचेसम्म अर्को प्रश्न आउँदैन।",
  finishNow: "अहिल्यै सकाउनुहोस्",
  finishShort: "सकाउनुहोस्",
  finishTitle: "परीक्षा अहिल्यै सकाउने हो?",
  keepGoing: "जारी राख्नुहोस्",
  countsAnswered: "तपाईंले उत्तर दिएका प्रश्नहरू मात्र नतिजामा गनिन्छन्।",
  sorry: "माफ गर्नुहोस्, {reason}",
  loadFailed: "प्रश्नहरू लोड गर्न सकिएन।",
  entranceTitle: "B.Sc.CSIT प्रवेश परीक्षाको अभ्यास",
  entranceInfo: "100 प्रश्न: गणित, भौतिकशास्त्र, रसायनशास्त्र, अङ्ग्रेजी र कम्प्युटर। प्रत्येक प्रश्नलाई 60 सेकेन्ड।",
};
