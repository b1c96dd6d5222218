import type { progressMessages } from "@tayari/contracts/messages/progress";
import type { CodeCatalogue } from "./catalogue";

export const progress: CodeCatalogue<typeof progressMessages> = {
  "progress.weakTopicsTooFew":
    "पहिले कुनै एक विषयका कम्तीमा {count} प्रश्नको उत्तर दिनुहोस्; त्यसपछि हामी तपाईंका कमजोर विषय बताउन सक्छौँ।",
};
