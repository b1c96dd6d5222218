/** A moment as an English API message says it (lib/app-error.ts): Nepal time, read by a person. */
export const nepal = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(new Date(iso))} Nepal time`;
