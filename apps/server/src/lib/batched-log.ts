/** Where the batches go: a function that writes the text at once (stdout's `write` on Linux). */
export type LogSink = (text: string) => void;

/** pino's levels: warn is 40, error 50, fatal 60. */
const WARN = 40;

/** Every log not yet ended, written out when the process exits (one listener for all). */
const open = new Set<BatchedLog>();
/** pino's switch for streams that want each line's level (`lastLevel`) before `write`. */
const METADATA: unique symbol = Symbol.for("pino.metadata") as never;
let exitHooked = false;

/**
 * The server's log destination: lines are gathered and written in batches, at most `maxBytes` or
 * `everyMs` apart (as nginx buffers its access log), instead of one write call per line. At `info`
 * a production server writes one line per request (lib/request-log.ts), and its write call was the
 * largest part of a kept catalog answer's cost (issue 34,
 * docs/performance/log/issue-34-2026-11-24.md). A warning or an error is written at once, with every line before it, and whatever is pending is written when
 * the app closes and when the process exits (a crash that ends in `exit` included); only a process
 * killed outright (SIGKILL, the kernel's OOM killer) loses its last second of request lines.
 *
 * pino hands each line to `write` after setting `lastLevel` (its metadata protocol, switched on
 * by the `pino.metadata` symbol).
 */
export class BatchedLog {
  readonly [METADATA] = true;
  /** Set by pino before each `write`: the level of the line. */
  lastLevel = 0;
  private pending: string[] = [];
  private bytes = 0;
  private readonly timer: NodeJS.Timeout;
  private ended = false;

  constructor(
    private readonly sink: LogSink = (text) => void process.stdout.write(text),
    private readonly maxBytes = 16 * 1024,
    everyMs = 1000,
  ) {
    this.timer = setInterval(() => this.flush(), everyMs).unref();
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on("exit", () => {
        for (const log of open) log.flush();
      });
    }
  }

  write(line: string): void {
    // Once ended (the app closed), what is still logged is written at once.
    if (this.ended) return this.sink(line);
    this.pending.push(line);
    this.bytes += line.length;
    if (this.lastLevel >= WARN || this.bytes >= this.maxBytes) this.flush();
  }

  /** Writes what is pending, in one call. */
  flush(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join("");
    this.pending = [];
    this.bytes = 0;
    this.sink(text);
  }

  /** Writes what is pending and stops batching (the app's close): later lines go out at once. */
  end(): void {
    this.flush();
    this.ended = true;
    clearInterval(this.timer);
    open.delete(this);
  }
}
