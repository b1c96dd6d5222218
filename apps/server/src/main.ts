import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import closeWithGrace from "close-with-grace";
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

  // SIGTERM, SIGINT, or a crash: app.close() finishes the requests in flight (graceful-close.ts);
  // a second signal, or a close that outlasts the drain, ends the process at once.
  closeWithGrace(
    {
      delay: DRAIN_MS + 2_000,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error("shutdown took too long; exiting"),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "stopping after an unexpected error");
      app.log.info({ signal }, "shutting down: finishing requests in flight");
      await app.close();
    },
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    process.exit(1);
  }
}

void main();
