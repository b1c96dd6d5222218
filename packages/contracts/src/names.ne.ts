// The names of names.ts in Nepali (decision 0219).

export const EXAMS: string = "छात्रवृत्ति परीक्षाहरू";
export const EXAM: string = "छात्रवृत्ति परीक्षा";
