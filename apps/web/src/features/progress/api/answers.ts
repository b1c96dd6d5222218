// What /progress reads of the API (progress-api.ts), by address: the app asks for them as it starts,
// beside the page's code (lib/api-client.ts), instead of once the page has drawn (issue 50).
// Plain strings, for the first load: progress-api.test.ts holds them to the endpoints' own paths.

/** The recent tests listed: the last ten. */
export const RECENT_LIMIT = 10;

export const PROGRESS_ANSWERS: readonly string[] = [
  "/me/progress",
  `/me/attempts?limit=${RECENT_LIMIT}`,
  "/me/review",
  "/me/readiness",
];
