import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { E2E_PORT } from "../../../playwright.config";
import { buildForJourneys, copyJourneysBuild } from "./journeys-build";
import { startJourneysServer } from "./journeys-server";

/**
 * The journeys run against the production build served by the real server process, on a fresh
 * embedded database, sending mail to a real SMTP server on loopback that drops each message in a folder.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), "tayari-e2e-"));

  // The production build of the app, bundling generated fixture banks whose every key is known:
  // made here, or in `npm test` beside the unit tests (E2E_PREBUILT, decision 0330) and copied.
  const { banks, dist } = process.env.E2E_PREBUILT
    ? copyJourneysBuild(work)
    : buildForJourneys(work);
  process.env.E2E_BANKS_DIR = banks;
  process.env.E2E_DIST = dist;
  process.env.E2E_DATA_DIR = path.join(work, "data");
  const mailDir = path.join(work, "mail");
  mkdirSync(mailDir);
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        // Written under a temporary name and renamed, so a reader polling the folder never sees
        // half a file (a reader once parsed an empty one: "Unexpected end of JSON input").
        const name = path.join(mailDir, `${String(count).padStart(4, "0")}.json`);
        writeFileSync(`${name}.part`, JSON.stringify({ to, body }));
        renameSync(`${name}.part`, name);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  process.env.E2E_MAIL_DIR = mailDir;

  const server = await startJourneysServer({
    port: E2E_PORT,
    dataDir: path.join(work, "data"),
    dist,
    banks,
    smtpPort,
  });
  return async () => {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
