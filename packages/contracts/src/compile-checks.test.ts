import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { compileChecks } from "./compile-checks";

// What the compiled checks are held to (zod's answers on the quiz's schemas) is in
// apps/web/src/lib/quiz-schemas.compiled.test.ts; here, what the compiler refuses to write.
describe("compileChecks", () => {
  it("refuses a schema or check it does not know, naming it, instead of dropping the check", () => {
    const refused = {
      email: z.email(),
      transformed: z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
      refined: z.string().check(z.refine((s) => s !== "x")),
      defaulted: z.object({ n: z._default(z.number(), 1) }),
      coerced: z.coerce.number(),
      loose: z.looseObject({ a: z.string() }),
      undefinedLiteral: z.literal(undefined),
      bigLiteral: z.literal(1n),
    };
    for (const [name, schema] of Object.entries(refused))
      expect(() => compileChecks({ [name]: schema }), name).toThrow(/compileChecks does not know/);
  });

  it("refuses an export that is neither a schema nor an endpoint", () => {
    expect(() => compileChecks({ helper: () => 1 })).toThrow(/neither a schema nor an endpoint/);
  });

  it("writes an endpoint's answers and leaves its input schemas to the server", () => {
    const code = compileChecks({
      ping: {
        method: "GET",
        path: "/ping",
        query: z.object({ q: z.coerce.number() }),
        responses: { 200: z.object({ ok: z.boolean() }) },
        kind: "endpoint",
      },
    });
    expect(code).toContain(`"path":"/ping"`);
    expect(code).not.toContain("query");
  });
});
