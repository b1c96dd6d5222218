import type { mocksMessages } from "@tayari/contracts/messages/mocks";
import type { CodeCatalogue } from "./catalogue";

export const mocks: CodeCatalogue<typeof mocksMessages> = {
  "mocks.paperRequired": "प्रश्नपत्रको नाम दिनुहोस्।",
  "mocks.paperUnknown": "त्यो नामको प्रश्नपत्र छैन।",
  "mocks.noSuchPaper": "'{paper}' नामको प्रश्नपत्र छैन।",
  "mocks.notThePapersQuestions": "यी प्रश्न {title} का प्रश्न होइनन्, वा तिनको क्रम मिलेन।",
  "mocks.pickNotAnOption": "प्रश्न {number} को उत्तर त्यसका विकल्पमध्ये एउटा होइन।",
  "mocks.wrongLength": "{title} मा {total} प्रश्न छन्: हरेकका लागि एउटा उत्तर (वा null) पठाउनुहोस्।",
  "mocks.outsidePaper": "{title} मा {total} प्रश्न छन्; त्यसभन्दा बाहिरको प्रश्नको स्थान पठाइयो।",
  "mocks.tooLong":
    "यो परीक्षा {lasted} चल्यो, प्रश्नपत्रको {limit} र {grace} सेकेन्ड छुटभन्दा लामो: समयपछिका उत्तर लिइँदैनन्।",
  "mocks.tooFast":
    "{lasted} मै {answered} प्रश्नको उत्तर दिएर सकियो: प्रश्न खोल्न मात्र पनि कम्तीमा {least} लाग्छ।",
  "mocks.secondsExceed":
    "प्रश्नहरूमा बिताएको समय {spent} हुन्छ, जुन परीक्षा चलेको समय ({lasted}) भन्दा बढी हो।",
  "mocks.sittingTimeUp":
    "{title} को यो परीक्षाको समय सकियो: अब यसलाई बदल्न मिल्दैन। नतिजा हेर्न बुझाउनुहोस्।",
  "mocks.sittingSubmitted": "यो परीक्षा पहिले नै बुझाइसकिएको छ।",
  "mocks.sittingIdTaken":
    "यस परीक्षाको पहिचान अर्को परीक्षाको हो: यो यन्त्रमा प्रश्नपत्र नयाँ गरी सुरु गर्नुहोस्।",
  "mocks.sittingSaved": "परीक्षा सुरक्षित भयो।",
  "mocks.sittingIdInvalid": "परीक्षाको id UUID हुनुपर्छ।",
  "mocks.elapsedInvalid": "elapsed_ms 0 देखि 604800000 (7 दिन) सम्मको मिलिसेकेन्डको पूर्ण सङ्ख्या हुनुपर्छ।",
  "mocks.changesInvalid": "changes 0 देखि 2147483647 सम्मको पूर्ण सङ्ख्या हुनुपर्छ।",
  "mocks.seqInvalid": "छनोटको सङ्ख्या (seq, seqs) 0 देखि 2147483647 सम्मको पूर्ण सङ्ख्या हुनुपर्छ।",
  "mocks.seqAhead": "प्रश्न {number} को उत्तरको सङ्ख्या परीक्षाको घडीभन्दा अगाडि छ: यो राखिएन।",
  "mocks.positionInvalid": "प्रश्नको स्थान प्रश्नपत्रभित्रको पूर्ण सङ्ख्या हुनुपर्छ।",
  "mocks.pickInvalid": "छानिएको उत्तर कुनै विकल्पको पाठ वा null हुनुपर्छ।",
  "mocks.listInvalid": "यो प्रश्नपत्रभन्दा लामो नभएको सूची हुनुपर्छ।",
  "mocks.liveWindowInvalid": "समयावधि १ देखि १४४० सम्मको पूर्ण मिनेट हुनुपर्छ।",
  "mocks.liveWindowShort":
    "समयावधि कम्तीमा प्रश्नपत्रको {minutes} मिनेट हुनुपर्छ, ताकि समयमै सुरु गर्नेले पूरा समय पाऊन्।",
  "mocks.liveClosesInPast": "यो लाइभ मक {when} मा बन्द हुने थियो, जुन बितिसक्यो।",
  "mocks.liveTaken": "{title} {when} मा सुरु हुने गरी तय भइसकेको छ।",
  "mocks.livePoolShort":
    "बैंकमा कसैले नदेखेका {subject} का {have} प्रश्न छन्; प्रश्नपत्रलाई {need} चाहिन्छ। कुनै सार्वजनिक प्रश्नपत्र, अभ्यास सेट वा अर्को परीक्षामा नभएका प्रश्न थप्नुहोस्।",
  "mocks.noLiveMock": "'{slug}' नामको कुनै लाइभ मक छैन।",
  "mocks.liveStandingsAt": "{title} को स्थान तालिका यसको समाप्तिमा, {when} मा प्रकाशित हुन्छ।",
};
