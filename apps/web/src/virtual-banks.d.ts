declare module "virtual:tayari-banks" {
  /** File name -> loader of that bank's JSON (see vite.config.ts). */
  const banks: Record<string, () => Promise<{ default: unknown }>>;
  export default banks;
}
