import { sealKeySchema } from "@tayari/contracts/exam-seal";
import { safeEncode } from "zod/v4/core";
import type { Db } from "../../db/db";
import type { PoolCache } from "./papers";
import { examWindowNow, sealKeysOf, type SealKeys } from "./seal-repository";

/** An exam's paper key as served from its opening on (decision 0452). */
export interface OpenedKey {
  version: number;
  opensAt: Date;
  /** The paper key, base64. */
  key: string;
}

/**
 * What a process holds of the exams' seals, in memory: each version's keys (read or made once),
 * and, from each exam's opening on, the key as served, so that the thousands of key requests at
 * the bell ask the database nothing. One per PoolCache (one per app).
 */
export class SealCache {
  private readonly keys = new Map<string, Promise<SealKeys>>();
  private readonly opened = new Map<string, Promise<OpenedKey | Date | undefined>>();
  /** Each opened key's answer as served, by slug: its JSON made once, not at each request. */
  private readonly served = new Map<string, { opensAt: Date; json: string }>();
  constructor(
    private readonly db: Db,
    private readonly maxEntries = 200,
  ) {}

  keysOf(examId: number, version: number): Promise<SealKeys> {
    const name = `${examId}:${version}`;
    let known = this.keys.get(name);
    if (!known) {
      if (this.keys.size >= this.maxEntries) this.keys.delete(this.keys.keys().next().value!);
      known = sealKeysOf(this.db, examId, version).catch((error: unknown) => {
        this.keys.delete(name);
        throw error;
      });
      this.keys.set(name, known);
    }
    return known;
  }

  /**
   * The exam's key once it is open at `now`, read once per process as the exam stands in the
   * database (an edit made on another process is seen); the opening's time when it is not open
   * yet; undefined when the exam is gone. Only an opened key is kept.
   */
  async openedKey(slug: string, examId: number, now: Date): Promise<OpenedKey | Date | undefined> {
    // The requests at the bell wait for the one read already on its way.
    let read = this.opened.get(slug);
    if (!read) {
      read = this.readOpened(examId, now);
      if (this.opened.size >= this.maxEntries) this.opened.delete(this.opened.keys().next().value!);
      this.opened.set(slug, read);
    }
    const value = await read.catch((error: unknown) => {
      if (this.opened.get(slug) === read) this.opened.delete(slug);
      throw error;
    });
    const usable = value !== undefined && !(value instanceof Date) && value.opensAt <= now;
    if (!usable && this.opened.get(slug) === read) this.opened.delete(slug);
    if (usable && this.opened.get(slug) === read && !this.served.has(slug)) {
      if (this.served.size >= this.maxEntries) this.served.delete(this.served.keys().next().value!);
      this.served.set(slug, { opensAt: value.opensAt, json: keyJson(value) });
    }
    return value;
  }

  /**
   * The key's answer (`keyJson`) for the exam at `slug` when this process has read it opened at or
   * before `now`; else undefined (`openedKey` decides). At the bell this is all a key request does
   * beyond HTTP (issue 66 point 2): no promise, no look-up of the exam, no encoding of the answer.
   */
  servedKey(slug: string, now: Date): string | undefined {
    const served = this.served.get(slug);
    return served && served.opensAt <= now ? served.json : undefined;
  }

  private async readOpened(examId: number, now: Date): Promise<OpenedKey | Date | undefined> {
    const row = await examWindowNow(this.db, examId);
    if (!row || new Date(row.opens_at).getTime() === new Date(row.closes_at).getTime())
      return undefined;
    const opensAt = new Date(row.opens_at);
    if (opensAt > now) return opensAt;
    const keys = await this.keysOf(examId, row.version);
    return { version: row.version, opensAt, key: keys.paperKey.toString("base64") };
  }
}

/** The key's answer as the contract's serializer makes it (`sealKeySchema`), as JSON text. */
export function keyJson(opened: OpenedKey): string {
  const body = { version: opened.version, opens_at: opened.opensAt.toISOString(), key: opened.key };
  const encoded = safeEncode(sealKeySchema, body);
  if (!encoded.success) throw new Error("the key's answer does not fit its schema");
  return JSON.stringify(encoded.data);
}

const caches = new WeakMap<PoolCache, SealCache>();
/** The app's seal cache, beside its pool cache. */
export function sealCacheOf(pools: PoolCache, db: Db): SealCache {
  let cache = caches.get(pools);
  if (!cache) caches.set(pools, (cache = new SealCache(db)));
  return cache;
}
