import type { catalogMessages } from "@tayari/contracts/messages/catalog";
import type { CodeCatalogue } from "./catalogue";

export const catalog: CodeCatalogue<typeof catalogMessages> = {
  "catalog.levelsNotFound": "तहहरूको सूची भेटिएन।",
  "catalog.levelNotFound": "'{slug}' तह भेटिएन।",
  "catalog.categoryNotFound": "'{subject}' को '{category}' वर्ग भेटिएन।",
  "catalog.entrancesNotFound": "प्रवेश परीक्षाहरूको सूची भेटिएन।",
  "catalog.entranceNotFound": "'{slug}' प्रवेश परीक्षा भेटिएन।",
  "catalog.entranceSubjectNotFound": "प्रवेश परीक्षाको विषय {id} भेटिएन।",
  "catalog.unitNotFound": "प्रवेश परीक्षाको विषय {subject} को एकाइ {unit} भेटिएन।",
  "catalog.onlyMcq": "बहुवैकल्पिक (MCQ) एकाइ मात्र छन्।",
  "catalog.unknownLanguage": "भाषा अङ्ग्रेजी (en) वा नेपाली (ne) हुनुपर्छ।",
};
