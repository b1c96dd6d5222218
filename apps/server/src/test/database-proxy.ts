import net from "node:net";

/**
 * A TCP proxy in front of a PostgreSQL server, so a test can take the database away and bring it
 * back: `url` is `databaseUrl` through the proxy; `cut` closes the proxy and every connection it
 * carries (as a restarting server would), `restore` listens again on the same port.
 */
export async function databaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const proxy = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
  let server = proxy();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(port);
  let listening = true;

  const cut = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return {
    url: viaProxy.toString(),
    cut,
    async restore() {
      server = proxy();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      listening = true;
    },
    async close() {
      if (listening) await cut();
    },
  };
}
