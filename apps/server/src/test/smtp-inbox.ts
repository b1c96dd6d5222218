import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as the SMTP server received it, with its MIME parts decoded. */
export interface ReceivedMail {
  to: string;
  raw: string;
  subject: string;
  /** Headers of the top of the message, lower-case names, unfolded, not decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitHead(part: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(part);
  return match
    ? [part.slice(0, match.index), part.slice(match.index + match[0].length)]
    : [part, ""];
}

function quotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? soft.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseMail(to: string, raw: string): ReceivedMail {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const [partHead, partBody] = splitHead(chunk.replace(/^\r?\n/, ""));
    const partHeaders = parseHeaders(partHead);
    const type = (partHeaders["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    parts[type] = decodeBody(partHeaders, partBody.replace(/\r?\n$/, ""));
  }
  return {
    to,
    raw,
    subject: decodeWords(headers.subject ?? ""),
    headers,
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives. `down()` stops it (connections are
 * refused, as with a mail server that is off) and `up()` starts it again on the same port;
 * `refuse(code)` makes it refuse every recipient with that reply code.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private refusal: number | null = null;
  private gate: { arrived: () => void; open: Promise<void> } | null = null;
  port = 0;

  /** Every received mail to `to`. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to === address);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(code: number | null) {
    this.refusal = code;
  }

  /**
   * Holds the next mail's delivery open: `arrived` resolves when its text is in, and the server
   * answers only after `release()` (a slow mail server, while the app shuts down).
   */
  hold(): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const open = new Promise<void>((resolve) => (release = resolve));
    this.gate = { arrived, open };
    return {
      arrived: reached,
      release: () => {
        this.gate = null;
        release();
      },
    };
  }

  async up(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refusal === null) return callback();
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = this.refusal;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const gate = this.gate;
          if (gate) {
            gate.arrived();
            await gate.open;
          }
          const to = session.envelope.rcptTo.map((r) => r.address).join(",");
          this.mails.push(parseMail(to, Buffer.concat(chunks).toString("utf8")));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
