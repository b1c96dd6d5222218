import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { keyPart, type LimitRule } from "../../plugins/rate-limit";
import { isKnownAddress, rememberAddress } from "./repository";

const MINUTE = 60_000;

/**
 * Who may try a password, by the policy in docs/security.md: only wrong passwords count; an address
 * that has logged in to the account before (its owner's) is held back only by the daily cap, which
 * a password reset lifts.
 */
export type LoginGuard = ReturnType<typeof loginGuard>;

export function loginGuard(app: FastifyInstance, limits: Config["rateLimits"]) {
  const rules = {
    pair: { limit: limits.loginFailuresPerIpAccount, windowMs: 15 * MINUTE },
    account: { limit: limits.loginFailuresPerAccount, windowMs: 60 * MINUTE },
    address: { limit: limits.loginFailuresPerIp, windowMs: 60 * MINUTE },
    day: { limit: limits.loginFailuresPerAccountDay, windowMs: 24 * 60 * MINUTE },
  } satisfies Record<string, LimitRule>;
  const keys = (email: string, address: string) => {
    const account = keyPart(email.trim().toLowerCase());
    return {
      pair: `login-fail:pair:${account}:${address}`,
      account: `login-fail:account:${account}`,
      address: `login-fail:address:${address}`,
      day: `login-fail:day:${account}`,
    };
  };

  return {
    /**
     * Whether this address must wait before trying this account's password: null when it may
     * now; else how long, and whether the account's counters (not only the address's) hold it.
     */
    async wait(
      email: string,
      address: string,
      userId: number | undefined,
    ): Promise<{ retryAfterMs: number; forAccount: boolean } | null> {
      const k = keys(email, address);
      const known = userId !== undefined && (await isKnownAddress(app.db, userId, address));
      const names = known ? (["day"] as const) : (["day", "pair", "account", "address"] as const);
      for (const name of names) {
        const { limited, retryAfterMs } = await app.limiter.peek(k[name], rules[name]);
        if (limited) return { retryAfterMs, forAccount: name !== "address" };
      }
      return null;
    },
    async failed(email: string, address: string) {
      const k = keys(email, address);
      await Promise.all(
        (["pair", "account", "address", "day"] as const).map((name) =>
          app.limiter.hit(k[name], rules[name]),
        ),
      );
    },
    async succeeded(userId: number, address: string) {
      await rememberAddress(app.db, userId, address, app.now());
    },
    /** After a password reset: the account's owner, at the address that reset it, is let in again. */
    async reset(email: string, address: string) {
      const k = keys(email, address);
      await app.limiter.clear([k.account, k.day, k.pair]);
    },
  };
}
