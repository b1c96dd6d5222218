import net from "node:net";

/**
 * A few kept-alive HTTP/1.1 connections to one server, each carrying one request at a time (as a
 * browser's do), for the load test and the save-cost bench. They share the machine with the servers
 * they measure, and node:http's client costs some 250-300 µs of CPU a request on a slow core (its
 * request and response objects, streams and header handling): a fifth of the machine at the
 * sitting's 2,000 saves a second. This one writes the request as one string and reads the status,
 * the framing headers and the body, nothing else (decision 301). A request waiting for a free
 * connection counts that wait in its latency, as a browser's would.
 */
export class KeptAlive {
  private readonly idle: Connection[] = [];
  private readonly waiting: ((connection: Connection) => void)[] = [];
  private opened = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly most: number,
  ) {}

  /** A connection of its own for the caller's request: a free one, a new one, or the next freed. */
  take(): Promise<Connection> {
    for (let free = this.idle.pop(); free; free = this.idle.pop()) {
      if (!free.broken) return Promise.resolve(free);
      this.opened -= 1; // closed by the server while idle (its keep-alive timeout)
    }
    if (this.opened < this.most) {
      this.opened += 1;
      return Promise.resolve(new Connection(this.host, this.port));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A connection back: to the longest waiter, else kept; a broken one is replaced. */
  give(connection: Connection) {
    const next = this.waiting.shift();
    if (connection.broken) {
      this.opened -= 1;
      if (next) {
        this.opened += 1;
        next(new Connection(this.host, this.port));
      }
      return;
    }
    if (next) next(connection);
    else this.idle.push(connection);
  }

  close() {
    for (const connection of this.idle.splice(0)) connection.destroy();
  }
}

type Answer = { status: number; body: string };

class Connection {
  broken = false;
  /** Answers this connection has carried: a kept-alive one the server may close as it is reused. */
  served = 0;
  /** Whether any byte of the pending request's answer has arrived. */
  answering = false;
  private readonly socket: net.Socket;
  private chunks: Buffer[] = [];
  private length = 0;
  private pending: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null =
    null;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on("data", (chunk: Buffer) => this.read(chunk));
    this.socket.on("error", (error) => this.fail(error));
    this.socket.on("close", () => this.fail(new Error("the server closed the connection")));
  }

  send(head: string, body: string | undefined): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.answering = false;
      this.socket.write(body === undefined ? head : head + body);
    });
  }

  destroy() {
    this.broken = true;
    this.socket.destroy();
  }

  private fail(error: Error) {
    this.broken = true;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }

  /** Bytes in; once a whole answer is here (Content-Length or chunked), it is handed over. */
  private read(chunk: Buffer) {
    this.answering = true;
    this.chunks.push(chunk);
    this.length += chunk.length;
    const all =
      this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    this.chunks = [all];
    const headEnd = all.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const head = all.toString("latin1", 0, headEnd).toLowerCase();
    const status = Number(head.slice(9, 12));
    const start = headEnd + 4;
    let body: string;
    let used: number;
    const declared = /\r\ncontent-length: *(\d+)/.exec(head);
    if (declared) {
      used = start + Number(declared[1]);
      if (all.length < used) return;
      body = all.toString("utf8", start, used);
    } else if (/\r\ntransfer-encoding: *chunked/.test(head)) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = all.indexOf("\r\n", at);
        if (lineEnd < 0) return;
        const size = parseInt(all.toString("latin1", at, lineEnd), 16);
        if (all.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          used = lineEnd + 4;
          body = Buffer.concat(parts).toString("utf8");
          break;
        }
        parts.push(all.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
    } else {
      used = start;
      body = "";
    }
    const rest = all.subarray(used);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    if (/\r\nconnection: *close/.test(head)) this.broken = true;
    const pending = this.pending;
    this.pending = null;
    this.served += 1;
    pending?.resolve({ status, body });
  }
}

/** One kept-alive client per server address (`http://host:port`). */
const clients = new Map<string, KeptAlive>();

/** Every connection opened by `jsonRequest`, closed. */
export function closeJsonClients() {
  for (const client of clients.values()) client.close();
  clients.clear();
}

/**
 * One JSON request as a signed-in caller (Bearer token) over at most `sockets` connections to the
 * URL's server: the status and the parsed body.
 */
export async function jsonRequest(
  sockets: number,
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const address = new URL(url);
  let client = clients.get(address.host);
  if (!client) {
    client = new KeptAlive(address.hostname, Number(address.port || 80), sockets);
    clients.set(address.host, client);
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const head =
    `${method} ${address.pathname}${address.search} HTTP/1.1\r\nHost: ${address.host}\r\n` +
    `Authorization: Bearer ${token}\r\n` +
    (payload === undefined
      ? `${method === "GET" ? "" : "Content-Length: 0\r\n"}\r\n`
      : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n`);
  // A kept-alive connection the server closed (its keep-alive timeout) just as the request went
  // out fails before any byte of an answer: an idempotent request goes once more on a new
  // connection, as browsers do (RFC 9112, 9.3.1); anything else is the caller's error. Each retry
  // has dropped a closed connection, and a new one's failure is thrown, so the retries end.
  for (;;) {
    const connection = await client.take();
    const reused = connection.served > 0;
    try {
      const answer = await connection.send(head, payload);
      return {
        status: answer.status,
        json: JSON.parse(answer.body || "{}") as Record<string, unknown>,
      };
    } catch (error) {
      const idempotent = method === "GET" || method === "PUT" || method === "DELETE";
      if (!(reused && idempotent && !connection.answering)) throw error;
    } finally {
      client.give(connection);
    }
  }
}
