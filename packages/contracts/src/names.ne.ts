// The names of names.ts in Nepali (decision 0219).

export const EXAMS: string = "छात्रवृत्ति परीक्षाहरू";
export const EXAM: string = "छात्रवृत्ति परीक्षा";
export const LIVE_MOCK_CSIT: string = "B.Sc.CSIT प्रवेश परीक्षा: लाइभ नमुना परीक्षा";
export const LIVE_MOCK_BCA: string = "BCA प्रवेश परीक्षा: लाइभ नमुना परीक्षा";
