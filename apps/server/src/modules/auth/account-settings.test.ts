import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../test/test-app";

// What a signed-in student keeps on the account: the interface language, the pace and the target.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = () => registerAndLogin(t.app);
const whoAmI = (token: string) =>
  t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } });
const logIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

describe("the account's interface language", () => {
  const putLanguage = (payload: unknown, token?: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/me/language",
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("is kept on the account and comes back with /me and the next login", async () => {
    const { student, token } = await signUp();
    const saved = await putLanguage({ language: "ne" }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: "ne" });

    const me = await whoAmI(token);
    expect(me.json().user.language).toBe("ne");
    const again = await logIn(student.email, student.password);
    expect(again.json().user.language).toBe("ne");

    expect((await putLanguage({ language: "en" }, token)).json()).toEqual({ language: "en" });
    const row = await t.app.db
      .selectFrom("users")
      .select("language")
      .where("email", "=", student.email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("en");
  });

  it("answers 401 without a session, whatever the body", async () => {
    for (const payload of [{ language: "ne" }, { language: "fr" }, undefined]) {
      const res = await putLanguage(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("refuses a language it does not offer with 422 and a message a person can read", async () => {
    const { token } = await signUp();
    for (const payload of [{ language: "fr" }, { language: "NE" }, { language: null }, {}]) {
      const res = await putLanguage(payload, token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("The language must be English (en) or Nepali (ne).");
    }
    const me = await whoAmI(token);
    expect(me.json().user.language).toBeNull();
  });
});

describe("the account's practice settings (decisions 0495, 0496)", () => {
  const putPractice = (payload: unknown, token?: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/me/practice",
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("keeps the pace and the target, either alone, and gives them back at /me and the next login", async () => {
    const { student, token } = await signUp();
    expect((await whoAmI(token)).json().user).toMatchObject({ pace: null, target: null });

    const paced = await putPractice({ pace: "stay" }, token);
    expect(paced.statusCode).toBe(200);
    expect(paced.json()).toEqual({ pace: "stay", target: null });
    // The target alone leaves the pace as it was.
    expect((await putPractice({ target: 70 }, token)).json()).toEqual({ pace: "stay", target: 70 });
    expect((await whoAmI(token)).json().user).toMatchObject({ pace: "stay", target: 70 });
    const again = await logIn(student.email, student.password);
    expect(again.json().user).toMatchObject({ pace: "stay", target: 70 });

    // A target of null takes it away; the pace stays.
    expect((await putPractice({ target: null, pace: "move-on" }, token)).json()).toEqual({
      pace: "move-on",
      target: null,
    });
  });

  it("refuses a pace or a target it cannot keep with 422 and a message a person can read", async () => {
    const { token } = await signUp();
    await putPractice({ pace: "stay", target: 60 }, token);
    const target = "The target must be a whole percentage from 35 to 100.";
    for (const [payload, message] of [
      [{ target: 34 }, target],
      [{ target: 101 }, target],
      [{ target: 62.5 }, target],
      [{ target: "70" }, target],
      [{ pace: "slow" }, "The pace must be move-on or stay."],
      [{ theme: "dark" }, "Give the pace, the target or both."],
    ] as const) {
      const res = await putPractice(payload, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    // Nothing refused was kept.
    expect((await whoAmI(token)).json().user).toMatchObject({ pace: "stay", target: 60 });
    expect((await putPractice({ target: 35 }, token)).json().target).toBe(35);
    expect((await putPractice({ target: 100 }, token)).json().target).toBe(100);
  });

  it("answers 401 without a session", async () => {
    const res = await putPractice({ pace: "stay" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
