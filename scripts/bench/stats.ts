// Small helpers the bench's sections share: medians, the machine's load, byte and time formats.
import { execSync } from "node:child_process";
import os from "node:os";

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The 1-minute load average, as `uptime` prints it: how busy the machine was around a figure. */
export function load(): string {
  return os.loadavg()[0]!.toFixed(2);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores, ${cpus[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}`;
}

/** `uptime` as the shell prints it (the load beside every figure). */
export function uptime(): string {
  try {
    return execSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return `load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(", ")}`;
  }
}

/**
 * Milliseconds a loop of 3e8 additions takes inside a function: the machine's speed now. About
 * eight times faster than the same loop at a script's top level (docs/performance.md's table: 2.1-2.3 s
 * there against 0.25 s here on the 11-28 night box, issue 71's kind).
 */
export function additionLoop(count = 3e8): number {
  const began = performance.now();
  let sum = 0;
  for (let i = 0; i < count; i++) sum += i;
  return performance.now() - began + (sum < 0 ? 1 : 0);
}
