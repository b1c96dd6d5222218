import type { authMessages } from "@tayari/contracts/messages/auth";
import type { CodeCatalogue } from "./catalogue";

export const auth: CodeCatalogue<typeof authMessages> = {
  "auth.emailRequired": "इमेल लेख्नुहोस्।",
  "auth.emailTooLong": "इमेल 254 अक्षरभन्दा लामो हुनु हुँदैन।",
  "auth.emailInvalid": "सही इमेल ठेगाना लेख्नुहोस्।",
  "auth.emailBadCharacters": "इमेलमा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.passwordRequired": "पासवर्ड लेख्नुहोस्।",
  "auth.passwordTooShort": "पासवर्ड कम्तीमा 8 अक्षरको हुनुपर्छ।",
  "auth.newPasswordTooLong": "पासवर्ड 128 अक्षरभन्दा लामो हुनु हुँदैन।",
  "auth.passwordTooLong": "पासवर्ड धेरै लामो भयो।",
  "auth.passwordBadCharacters": "पासवर्डमा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.confirmRequired": "पासवर्ड फेरि लेख्नुहोस्।",
  "auth.confirmMismatch": "दुवै पासवर्ड मिलेनन्।",
  "auth.nameRequired": "नाम लेख्नुहोस्।",
  "auth.nameTooLong": "नाम 100 अक्षरभन्दा लामो हुनु हुँदैन।",
  "auth.nameBadCharacters": "नाममा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.verifyLinkIncomplete": "प्रमाणीकरण लिङ्क अधुरो छ।",
  "auth.verifyLinkInvalid": "प्रमाणीकरण लिङ्क मान्य छैन।",
  "auth.verifyLinkBadCharacters": "प्रमाणीकरण लिङ्कमा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.resetLinkIncomplete": "पासवर्ड बदल्ने लिङ्क अधुरो छ।",
  "auth.resetLinkInvalid": "पासवर्ड बदल्ने लिङ्क मान्य छैन।",
  "auth.resetLinkBadCharacters": "पासवर्ड बदल्ने लिङ्कमा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.currentRequired": "हालको पासवर्ड लेख्नुहोस्।",
  "auth.currentBadCharacters": "हालको पासवर्डमा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।",
  "auth.languageInvalid": "भाषा अङ्ग्रेजी (en) वा नेपाली (ne) हुनुपर्छ।",
  "auth.paceInvalid": "गति move-on वा stay हुनुपर्छ।",
  "auth.targetInvalid": "लक्ष्य ३५ देखि १०० सम्मको पूर्ण प्रतिशत हुनुपर्छ।",
  "auth.practiceEmpty": "गति, लक्ष्य वा दुवै दिनुहोस्।",
  "auth.registered":
    "आफ्नो इमेल हेर्नुहोस्: हामीले त्यो ठेगानामा इमेल पठाएका छौँ। ठेगाना नयाँ हो भने तपाईंको खाता तयार छ: लग इन गर्नुहोस्, र ठेगाना प्रमाणित गर्न इमेलको लिङ्क खोल्नुहोस्। त्यो ठेगानामा पहिले नै खाता छ भने खातामा कसरी पस्ने भनेर इमेलमा लेखिएको छ।",
  "auth.badCredentials": "इमेल वा पासवर्ड मिलेन।",
  "auth.loginLimited": {
    one: "यो खातामा धेरै पटक गलत पासवर्ड हालियो। {count} मिनेट पर्खनुहोस्, वा पासवर्ड बदल्नुहोस्।",
    other: "यो खातामा धेरै पटक गलत पासवर्ड हालियो। {count} मिनेट पर्खनुहोस्, वा पासवर्ड बदल्नुहोस्।",
  },
  "auth.commonPassword":
    "यो पासवर्ड धेरै मानिसले प्रयोग गर्ने पासवर्डमध्ये एक हो, त्यसैले सजिलै अनुमान गर्न सकिन्छ। अर्को पासवर्ड राख्नुहोस्।",
  "auth.loggedOut": "लग आउट भयो।",
  "auth.loggedOutEverywhere": "तपाईं सबै यन्त्रबाट लग आउट हुनुभयो।",
  "auth.wrongCurrent": "हालको पासवर्ड मिलेन।",
  "auth.passwordChanged": "तपाईंको पासवर्ड बदलियो। अरू सबै सत्र बन्द भए।",
  "auth.forgotSent": "त्यो इमेलको खाता छ भने हामीले पासवर्ड बदल्ने लिङ्क पठाएका छौँ।",
  "auth.badReset": "पासवर्ड बदल्ने यो लिङ्क मान्य छैन वा यसको म्याद सकियो। नयाँ लिङ्क माग्नुहोस्।",
  "auth.passwordReset": "तपाईंको पासवर्ड बदलियो। अब नयाँ पासवर्डले लग इन गर्न सक्नुहुन्छ।",
  "auth.badVerify":
    "यो प्रमाणीकरण लिङ्क मान्य छैन वा यसको म्याद सकियो। लग इन गरेर खाताको पृष्ठबाट नयाँ लिङ्क माग्नुहोस्।",
  "auth.verified": "धन्यवाद: {email} प्रमाणित भयो।",
  "auth.alreadyVerified": "तपाईंको इमेल ठेगाना पहिले नै प्रमाणित भइसकेको छ।",
  "auth.resendLimited": {
    one: "हामीले पछिल्लो एक घण्टामा तपाईंलाई {links} वटा लिङ्क पठाइसकेका छौँ। स्प्याम फोल्डर हेर्नुहोस्, वा {count} मिनेटपछि फेरि माग्नुहोस्।",
    other:
      "हामीले पछिल्लो एक घण्टामा तपाईंलाई {links} वटा लिङ्क पठाइसकेका छौँ। स्प्याम फोल्डर हेर्नुहोस्, वा {count} मिनेटपछि फेरि माग्नुहोस्।",
  },
  "auth.linkResent": "हामीले {email} मा नयाँ लिङ्क पठाएका छौँ। यो 24 घण्टासम्म चल्छ।",
};
