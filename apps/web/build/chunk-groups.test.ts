import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkGroups, HOME_PATH, QUIZ_PATH } from "./chunk-groups";

const appDir = path.resolve(import.meta.dirname, "..");
const repo = path.resolve(appDir, "../..");

describe("the chunk groups on the way to the first question", () => {
  it("name only modules that exist: a moved file would leave its group without a word", () => {
    for (const file of [...HOME_PATH, ...QUIZ_PATH].filter((f) => !f.startsWith("\0"))) {
      const where = file.startsWith("packages/") ? path.join(repo, file) : path.join(appDir, file);
      expect(existsSync(where), file).toBe(true);
    }
  });

  it("put a module in the quiz or the home group by the end of its id", () => {
    const [, quizGroup, homeGroup] = chunkGroups();
    const quiz = quizGroup!.test as (id: string) => boolean;
    const home = homeGroup!.test as (id: string) => boolean;
    expect(quiz(path.join(appDir, "src/features/quiz/components/timed-quiz.tsx"))).toBe(true);
    expect(quiz(path.join(appDir, "src/features/home/messages.ts"))).toBe(false);
    expect(home(path.join(appDir, "src/features/home/messages.ts"))).toBe(true);
  });
});
