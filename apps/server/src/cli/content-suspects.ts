import { MIN_ANSWERS } from "@tayari/quiz/content-suspects";
import { loadConfig } from "../config";
import { withDatabase } from "../db/with-database";
import { commandDatabase, runCommand } from "./run";
import { QuestionBanks } from "../modules/questions/question-banks";
import { readBcaBank, readEntranceBank, readPracticeBanks } from "../modules/banks/entrance-bank";
import { siteSuspects, type SiteSuspect } from "../modules/learner/suspects";
import { MockPapers } from "../modules/mocks/papers";

// `npm run content:suspects [-- --min N]`: the site's own questions whose recorded answers suggest
// a wrong key or a distractor that reads as right (issue 44, point 4; decision 161), with the
// figures and the file and id to fix. Reads the database the server uses (DATABASE_URL, or the
// embedded one in DATA_DIR, which only one process may open: stop the server first).

const percent = (x: number) => `${Math.round(100 * x)}%`;

/** One question's lines of the report. */
export function describeSuspect(s: SiteSuspect): string {
  const letter = (i: number) => String.fromCharCode(65 + i);
  const why = s.reasons.map((r) =>
    r.code === "check-key"
      ? r.option === null
        ? "check the key: those who know tend not to choose it"
        : `check the key: those who know chose ${letter(r.option)} rather than the key`
      : (s.options[r.option]?.drawsKnowers ?? 0) > 0.5
        ? `check the distractor, and the key: ${letter(r.option)} draws more of those who know than the key does`
        : `check the distractor: ${letter(r.option)} draws many who know`,
  );
  return [
    `${s.file}: id ${s.questionId}: ${why.join("; ")}`,
    `  ${s.question.replace(/\s+/g, " ").slice(0, 120)}`,
    `  ${s.answers} answers, ${percent(s.facility)} right; key ${s.optionTexts.indexOf(s.key) >= 0 ? letter(s.optionTexts.indexOf(s.key)) : "?"}`,
    ...s.options.map(
      (o) =>
        `  ${letter(o.option)} ${o.option === s.optionTexts.indexOf(s.key) ? "(key)" : "     "} chosen ${o.chose} (${percent(o.share)}), by ${o.topThird} of the abler third` +
        (o.drawsKnowers !== null ? `; draws ${percent(o.drawsKnowers)} of those who know` : "") +
        `: ${s.optionTexts[o.option]?.slice(0, 60) ?? ""}`,
    ),
  ].join("\n");
}

export async function runContentSuspects(args: string[], env = process.env) {
  const at = args.indexOf("--min");
  const minAnswers = at >= 0 ? Number(args[at + 1]) : MIN_ANSWERS;
  if (!Number.isInteger(minAnswers) || minAnswers < 10)
    return { ok: false, message: "Usage: npm run content:suspects [-- --min N] (N at least 10)" };
  const config = loadConfig(env);
  const entrance = readEntranceBank(config.banksDir);
  const practice = readPracticeBanks(config.banksDir);
  const banks = new QuestionBanks(
    entrance,
    practice.categoryTest,
    practice.subjects,
    new MockPapers(entrance, config.banksDir, readBcaBank(config.banksDir)),
  );
  const suspects = await withDatabase(commandDatabase(config), (db) =>
    siteSuspects(db, banks, minAnswers),
  );
  const head = `content:suspects: ${suspects.length} question${suspects.length === 1 ? "" : "s"} to look at (of those with at least ${minAnswers} answers)`;
  return { ok: true, message: [head, ...suspects.map(describeSuspect)].join("\n\n") };
}

runCommand(import.meta.url, (args) => runContentSuspects(args));
