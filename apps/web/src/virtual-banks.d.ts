declare module "virtual:tayari-banks" {
  /** File name -> loader of that bank's JSON (see build/question-banks.ts). */
  const banks: Record<string, () => Promise<{ default: unknown }>>;
  export default banks;
}

declare module "virtual:tayari-bank-chunks" {
  /** The URL of the entrance bank's chunk in this build, for the service worker (build/bank-chunks.ts). */
  export const ENTRANCE_BANK_CHUNK: string | null;
}
