// Small helpers the bench's sections share: medians, the machine's load, byte and time formats.
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
