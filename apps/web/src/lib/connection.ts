import type { ComponentType } from "react";

/**
 * Whether an error is code that could not be downloaded: a page's or a part's chunk, a question
 * bank ("Failed to fetch dynamically imported module: ...", Safari's "Importing a module script
 * failed", Firefox's "error loading dynamically imported module").
 */
export const isChunkFailure = (error: unknown) =>
  /dynamically imported module|module script/i.test(String((error as Error | null)?.message));

/** Whether an error means the device could not reach us: a chunk, or a request with no answer. */
export const isConnectionFailure = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === 0 || isChunkFailure(error);

export interface WaitingProps {
  /** Tries again; rejects while it still fails. The caller shows its content once it works. */
  retry: () => Promise<unknown>;
  /** 2 under a heading of the page's own (a quiz's title). */
  level?: 1 | 2;
}

/**
 * The waiting screen (app/connection-lost.tsx), for the lazily loaded screens: the frame puts it
 * here, so their chunks reach it without importing a module of the first load that imports React
 * (which makes the bundler split React out of the entry chunk, rolldown #10731: +2 KB on the first
 * load).
 */
export const waiting: { Screen: ComponentType<WaitingProps> } = { Screen: () => null };
