import type { inputMessages } from "@tayari/contracts/messages/input";
import type { CodeCatalogue } from "./catalogue";

export const input: CodeCatalogue<typeof inputMessages> = {
  "input.textNotText": "{field} मा अक्षर (पाठ) लेख्नुपर्छ।",
  "input.textRequired": "{field} भर्नु अनिवार्य छ।",
  "input.textTooShort": "{field} कम्तीमा {min} अक्षरको हुनुपर्छ।",
  "input.textTooLong": "{field} {max} अक्षरभन्दा लामो हुनु हुँदैन।",
  "input.textBroken": "{field} मा टुटेको अक्षर छ; फेरि टाइप वा पेस्ट गर्नुहोस्।",
  "input.textControl": "{field} मा नदेखिने नियन्त्रण अक्षर ({character}) छ; हटाउनुहोस्।",
  "input.textLineBreak": "{field} एउटै लाइनमा हुनुपर्छ: नयाँ लाइन वा ट्याब हटाउनुहोस्।",
  "input.tooDeep": "{field} धेरै तहभित्र राखिएको छ: बढीमा {max} तह हुन सक्छन्।",
  "input.reservedKey": '{field}: "{key}" नाम प्रणालीका लागि राखिएको छ; अर्को नाम छान्नुहोस्।',
  "input.figureFile":
    "{field} मा चित्र फाइलको नाम हुनुपर्छ: सानो अङ्ग्रेजी अक्षर, अङ्क, थोप्लो वा ड्यास, अन्त्यमा .svg।",
  "input.textInvisible": "{field} मा नदेखिने वा लेखाइको दिशा बदल्ने अक्षर ({character}) छ; हटाउनुहोस्।",
  "input.textNotACharacter":
    "{field} मा {character} छ, जसलाई कुनै पनि स्क्रिनले एउटै अक्षरका रूपमा देखाउँदैन (निजी प्रयोगको कोड वा अक्षर-नभएको कोड); हटाउनुहोस्।",
  "input.dateOutOfRange": "{field} सन् 2000 देखि 2100 सम्मको मिति र समय हुनुपर्छ।",
  "input.numberOutOfRange": "{field} सीमाबाहिर छ: {min} देखि {max} सम्म हुनुपर्छ।",
  "input.moreProblems": {
    one: "…र अरू {count} समस्या।",
    other: "…र अरू {count} समस्या।",
  },
};
