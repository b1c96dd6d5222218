import { register } from "@tayari/contracts/auth";
import { authMessages } from "@tayari/contracts/messages/auth";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { checkedBody, labelled } from "./checked-body";

const form = {
  name: "Sita Rai",
  email: "sita@example.com",
  password: "a long enough pass phrase",
  password_confirmation: "a long enough pass phrase",
};

function refusal(values: typeof form): ApiError {
  try {
    checkedBody(register, values, authMessages);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("the form was accepted");
}

describe("checkedBody", () => {
  it("passes a good form through, as parsed", () => {
    expect(checkedBody(register, { ...form, name: "  Sita Rai " }, authMessages).name).toBe(
      "Sita Rai",
    );
  });

  it("words a form module's own code from its table", () => {
    const error = refusal({ ...form, name: "" });
    expect(error.status).toBe(422);
    expect(error.fields?.name?.[0]).toMatchObject({ code: "auth.nameRequired" });
  });

  it("words the text rule's refusal as the server does: the rule, the field and its values", () => {
    // A zero-width space pasted into a name: not "This field is invalid.".
    const error = refusal({ ...form, name: "Sita\u200bRai" });
    expect(error.fields?.name).toEqual([
      {
        code: "input.textInvisible",
        params: { field: "name", character: "U+200B" },
        message: "name contains an invisible or direction-changing character (U+200B); remove it.",
      },
    ]);
    expect(error.message).toBe(error.fields?.name?.[0]?.message);
  });

  it("words a line break in a one-line field as the rule's own sentence", () => {
    const error = refusal({ ...form, name: "Sita\tRai" });
    expect(error.fields?.name?.[0]?.message).toBe(
      "name must be on one line: remove the line break or tab.",
    );
  });
});

describe("labelled", () => {
  it("names the text rule's field by its label, and leaves other messages alone", () => {
    const error = refusal({ ...form, name: "Sita\tRai" });
    expect(labelled(error.fields!.name![0]!, "Name")).toMatchObject({
      code: "input.textLineBreak",
      params: { field: "Name" },
      message: "Name must be on one line: remove the line break or tab.",
    });
    const own = refusal({ ...form, name: "" }).fields!.name![0]!;
    expect(labelled(own, "Name")).toBe(own);
  });
});
