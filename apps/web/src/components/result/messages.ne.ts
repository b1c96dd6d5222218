import type { en } from "./messages";

export const ne: typeof en = {
  figuresLabel: "अङ्कमा तपाईंको नतिजा",
  percentage: "प्रतिशत",
  timeTaken: "लागेको समय",
  minutesSeconds: "{minutes} मिनेट {seconds} सेकेन्ड",
  hoursMinutes: "{hours} घण्टा {minutes} मिनेट",
  seconds: "{seconds} सेकेन्ड",
  bySubject: "विषयअनुसार",
  subject: "विषय",
  rightOutOf: "सही",
  subjectRight: "{total} मध्ये {right}",
};
