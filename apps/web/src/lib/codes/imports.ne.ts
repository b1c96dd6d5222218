import type { importsMessages } from "@tayari/contracts/messages/imports";
import type { CodeCatalogue } from "./catalogue";

export const imports: CodeCatalogue<typeof importsMessages> = {
  "imports.tooLarge": "फाइल धेरै ठुलो छ: बढीमा 1 मेगाबाइट। यसलाई धेरै फाइलमा छुट्याउनुहोस्।",
  "imports.chooseFile": "फाइल छान्नुहोस्।",
  "imports.emptyFile": "फाइल खाली छ।",
  "imports.unknownFormat": "ढाँचा csv, aiken, gift वा moodle-xml हुनुपर्छ।",
  "imports.unknownEncoding": "एन्कोडिङ UTF-16 वा Windows-1252 हुनुपर्छ।",
  "imports.fileNameTooLong": "फाइलको नाम 200 अक्षरभन्दा लामो हुनु हुँदैन।",
  "imports.chooseUnit": "प्रश्नहरू जाने एकाइ छान्नुहोस्।",
  "imports.addressTooLong": "एकाइको ठेगाना 300 अक्षरभन्दा लामो हुनु हुँदैन।",
  "imports.unitNameTooLong": "एकाइको नाम 120 अक्षरभन्दा लामो हुनु हुँदैन।",
  "imports.categoryTooLong": "वर्ग 60 अक्षरभन्दा लामो हुनु हुँदैन।",
  "imports.skipBadBoolean": "skip_bad को मान true वा false हुनुपर्छ।",
  "imports.nameTheUnit": "नयाँ एकाइको नाम लेख्नुहोस्।",
  "imports.notAnAddress":
    '"{into}" एकाइको ठेगाना होइन: <subject>/<unit> वा <subject>/<item>/<unit> लेख्नुहोस्',
  "imports.noSubject": 'क्याटलगमा "{subject}" विषय छैन।',
  "imports.noUnit": '"{into}" मा कुनै एकाइ छैन (एकाइको नाम दिए नयाँ एकाइ सुरु हुन्छ)।',
  "imports.unitExists": '"{into}" पहिले नै छ; एकाइको नाम नलेख्नुहोस्।',
  "imports.unitSlugTaken": '{subject} मा "{unit}" एकाइ पहिले नै छ।',
  "imports.unitSlugForm":
    'नयाँ एकाइको ठेगाना "{unit}" मा a-z, 0-9 र एउटा-एउटा हाइफन मात्र हुन सक्छ (जस्तै light-and-optics)।',
  "imports.noItem": '{subject} मा "{item}" शीर्षक छैन।',
  "imports.nameTheItem": "एकाइको शीर्षक लेख्नुहोस्: {subject}/<item>/{unit} (शीर्षकहरू: {items})।",
  "imports.nothingWritten": "{file} बाट {read} पढियो, {refused} अस्वीकृत: केही पनि थपिएन",
  "imports.questionUnpublished": "प्रश्न {id} एकाइ {unit} बाट हटाइयो: अब विद्यार्थीहरूले यो प्रश्न पाउँदैनन्।",
  "imports.notYourQuestion": "एकाइ {unit} को प्रश्न {id} तपाईंले प्रकाशित गरेको होइन।",
  "imports.optionsReworded":
    "एकाइ {unit} को प्रश्न {id} का विकल्पहरू फेरि लेखिए: पहिले दिइएका उत्तरहरू राखिएका छन्, पहिलेका शब्दहरूमा दिइएको भनी चिनो लगाएर।",
  "imports.optionsUnchanged": "एकाइ {unit} को प्रश्न {id} का विकल्पहरू पहिले नै यसरी नै लेखिएका छन्।",
  "imports.rewordOptionsList": "options प्रश्नका विकल्पहरूको सूची हो, प्रश्नकै क्रममा।",
  "imports.rewordOptionCount":
    "प्रश्न {id} मा {count} विकल्प छन्: प्रत्येकका लागि एउटा गरी {count} वटा, त्यही क्रममा पठाउनुहोस्।",
  "imports.rewordOptionTwice": "विकल्प {first} र {second} एउटै हुने छन्।",
  "imports.rewordOptionFormat": "विकल्प {n}: {reason}",
  "imports.idInvalid": "एकाइ वा प्रश्नको नम्बर पूर्ण सङ्ख्या हुनुपर्छ।",
  "imports.pageInvalid": "सूचीको पृष्ठ 1 वा सोभन्दा ठुलो पूर्ण सङ्ख्या हुनुपर्छ।",
  "imports.leaveOutRefused": {
    one: "बाँकी {accepted} प्रकाशित गर्न अस्वीकृत {count} प्रश्न छोड्नुहोस्, वा त्यसलाई सच्याएर फाइल फेरि अपलोड गर्नुहोस्।",
    other:
      "बाँकी {accepted} प्रकाशित गर्न अस्वीकृत {count} प्रश्न छोड्नुहोस्, वा तिनलाई सच्याएर फाइल फेरि अपलोड गर्नुहोस्।",
  },
  "imports.nonePass": "फाइलको कुनै पनि प्रश्न पास भएन: फाइल सच्याएर फेरि अपलोड गर्नुहोस्।",
  "imports.noQuestions": "फाइलमा कुनै प्रश्न छैन।",
  "imports.fileProblem": "केही पनि थपिएन: {reason}",
  "imports.lineRefused": "पङ्क्ति {line}: {reason}",
  "imports.bankNameRequired": "नाम लेख्नुहोस्।",
  "imports.bankNameTooLong": "नाम 120 अक्षरभन्दा लामो हुनु हुँदैन।",
  "imports.bankFileNeeded":
    'प्रश्नसङ्ग्रहको फाइल अपलोड गर्नुहोस्: प्रश्नसङ्ग्रहको ढाँचामा { "questions": [...] }, वा CSV, Aiken, GIFT वा Moodle XML का लागि { "format", "text" }।',
  "imports.passagesList":
    'passages अनुच्छेदहरूको सूची हो: [{ "id": "p1", "title": "...", "text": "..." }]।',
  "imports.bankTooLarge": "फाइल धेरै ठुलो छ: बढीमा 50 लाख अक्षर। यसलाई धेरै प्रश्नसङ्ग्रहमा छुट्याउनुहोस्।",
  "imports.dryRunBoolean": "dry_run को मान true वा false हुनुपर्छ।",
  "imports.bankTooManyQuestions":
    "एउटा प्रश्नसङ्ग्रहमा बढीमा {max} प्रश्न हुन्छन्; यो फाइलमा {count} छन्। यसलाई धेरै प्रश्नसङ्ग्रहमा छुट्याउनुहोस्।",
  "imports.bankFaults": {
    one: "प्रश्नसङ्ग्रहमा {count} समस्या छ; केही पनि सुरक्षित भएन। सच्याएर फेरि अपलोड गर्नुहोस्।",
    other: "प्रश्नसङ्ग्रहमा {count} समस्या छन्; केही पनि सुरक्षित भएन। हरेक सच्याएर फेरि अपलोड गर्नुहोस्।",
  },
  "imports.questionProblem": "प्रश्न {id}: {reason}",
  "imports.questionProblemAt": "प्रश्न {id} (फाइलको {n} औँ प्रश्न): {reason}",
};
