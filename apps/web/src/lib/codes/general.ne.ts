import type { clientMessages } from "@tayari/contracts/messages/client";
import type { generalMessages } from "@tayari/contracts/messages/general";
import type { CodeCatalogue } from "./catalogue";

export const general: CodeCatalogue<typeof generalMessages> = {
  "general.sessionEnded": "तपाईंको सत्र सकियो। फेरि लग इन गर्नुहोस्।",
  "general.examinersOnly":
    "यो पृष्ठ परीक्षकका लागि हो। पहुँचका लागि कलेजमा तयारी चलाउने प्रशासकलाई सोध्नुहोस्।",
  "general.serverError": "हाम्रो तर्फबाट केही गडबड भयो। एकछिनपछि फेरि प्रयास गर्नुहोस्।",
  "general.unavailable": "सेवा अहिले उपलब्ध छैन। एकछिनपछि फेरि प्रयास गर्नुहोस्।",
  "general.restarting": "सर्भर फेरि सुरु हुँदैछ। एकछिनपछि फेरि प्रयास गर्नुहोस्: तपाईंको प्रगति सुरक्षित छ।",
  "general.invalidJson": "पठाइएको डाटा पढ्न सकिएन (JSON मिलेन)।",
  "general.bodyTooLarge": "पठाइएको डाटा धेरै ठुलो भयो।",
  "general.notJson": "डाटा JSON का रूपमा पठाउनुहोस् (Content-Type: application/json)।",
  "general.badContentLength": "पठाइएको डाटाको लम्बाइ मिलेन।",
  "general.notAnObject": "डाटा JSON वस्तुका रूपमा पठाउनुहोस्।",
  "general.requestFailed": "अनुरोध पूरा गर्न सकिएन।",
  "general.invalidData": "दिइएको विवरण मान्य छैन।",
  "general.invalidField": "यो विवरण मान्य छैन।",
  "general.tooManyRequests": "धेरै अनुरोध आए। एकछिन पर्खेर फेरि प्रयास गर्नुहोस्।",
  "general.tooManyAttempts": {
    one: "धेरै पटक प्रयास भयो। {count} मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
    other: "धेरै पटक प्रयास भयो। {count} मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
  },
  "general.addressTooLong": "ठेगाना धेरै लामो भयो।",
  "general.malformedAddress": "ठेगाना मान्य छैन।",
  "general.invalidAddress": "ठेगाना मान्य छैन।",
  "general.notFound": "API को यो ठेगानामा केही भेटिएन।",
  "general.headersTooLarge": "अनुरोधको ठेगाना वा हेडर धेरै लामो भयो।",
  "general.malformedRequest": "अनुरोध मान्य HTTP होइन।",
  "general.requestTimeout": "अनुरोध आइपुग्न धेरै समय लाग्यो। फेरि प्रयास गर्नुहोस्।",
};

export const client: CodeCatalogue<typeof clientMessages> = {
  "client.unreachable": "सर्भरसम्म पुग्न सकिएन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
  "client.serverAnswered": "सर्भरले {status} जवाफ दियो। फेरि प्रयास गर्नुहोस्।",
  "client.unreadable": "सर्भरको जवाफ यो पृष्ठले पढ्न सकेन। पृष्ठ फेरि लोड गरेर प्रयास गर्नुहोस्।",
  "client.checkForm": "फारम जाँच्नुहोस्।",
};
