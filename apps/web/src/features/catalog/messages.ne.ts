import type { en } from "./messages";

export const ne: typeof en = {
  noSubjects: "अहिलेसम्म कुनै विषय छैन।",
  noUnits: "अहिलेसम्म कुनै एकाइ छैन।",
};
