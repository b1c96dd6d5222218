import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DRAIN_MS } from "./plugins/graceful-close";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(`Tayari could not start: ${(error as Error).message}`);
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, DRAIN_MS + 2_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    process.exit(1);
  }
}

void main();
