import type { en } from "./preview-messages";

export const ne: typeof en = {
  previewMark: "पूर्वावलोकन।",
  previewNothingRecorded:
    "यो परीक्षार्थीले देख्ने प्रश्नपत्र हो। तपाईंले छान्नुभएको केही पनि पठाइँदैन वा रेकर्ड हुँदैन।",
  previewShuffledBoth:
    "यो परीक्षाले प्रश्न र विकल्पहरू फेरबदल गर्छ: यो तीमध्ये एउटा क्रम हो, हरेक परीक्षार्थीले आफ्नै क्रम पाउँछन्।",
  previewShuffledQuestions:
    "यो परीक्षाले प्रश्नहरू फेरबदल गर्छ: यो तीमध्ये एउटा क्रम हो, हरेक परीक्षार्थीले आफ्नै क्रम पाउँछन्।",
  previewShuffledOptions:
    "यो परीक्षाले विकल्पहरू फेरबदल गर्छ: यो तीमध्ये एउटा क्रम हो, हरेक परीक्षार्थीले आफ्नै क्रम पाउँछन्।",
  previewBack: "परीक्षामा फर्कनुहोस्",
  previewShowKeys: "सही उत्तर देखाउनुहोस्",
  previewHideKeys: "सही उत्तर लुकाउनुहोस्",
  previewAnotherShuffle: "अर्को क्रम",
  previewLoading: "प्रश्नपत्र तयार हुँदैछ…",
  previewKeysLoading: "सही उत्तर लोड हुँदैछ…",
  previewKey: "सही उत्तर:",
  previewHandedIn:
    "पूर्वावलोकनमा मात्र बुझाइयो: {count} उत्तर दिइयो, केही पठाइएन। परीक्षार्थीले अब आफ्ना उत्तर पुगेको देख्छन्।",
};
