import type { banksMessages } from "@tayari/contracts/messages/banks";
import type { CodeCatalogue } from "./catalogue";

export const banks: CodeCatalogue<typeof banksMessages> = {
  "banks.invalidYear": "वर्ष मान्य छैन।",
  "banks.invalidIds": "प्रश्न नम्बरहरूको सूची मान्य छैन (अल्पविरामले छुट्याइएका, बढीमा 200)।",
  "banks.noSuchPaper": "{year} को नमुना प्रश्नपत्र छैन। {first} देखि {last} सम्मका नमुना प्रश्नपत्र छन्।",
  "banks.paperMissing": "प्रश्नसङ्ग्रहमा {year} को नमुना प्रश्नपत्र छैन।",
};
