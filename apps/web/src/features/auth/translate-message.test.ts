import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { translateMessage } from "./index";

afterEach(() => setLanguage("en"));

describe("translateMessage", () => {
  it("leaves English as it came", () => {
    expect(translateMessage("The email field is required.")).toBe("The email field is required.");
  });

  it("shows the contracts', the server's and the client's known messages in Nepali", async () => {
    await setLanguage("ne");
    expect(translateMessage("The email field is required.")).toBe("इमेल लेख्नुहोस्।");
    expect(translateMessage("These credentials do not match our records.")).toBe(
      "इमेल वा पासवर्ड मिलेन।",
    );
    expect(translateMessage("Thank you: sita@example.com is verified.")).toBe(
      "धन्यवाद: sita@example.com प्रमाणित भयो।",
    );
    expect(translateMessage("Too many attempts. Please wait 1 minute and try again.")).toBe(
      "धेरै पटक प्रयास भयो। 1 मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
    );
    expect(
      translateMessage("The name must not contain control characters or broken characters."),
    ).toBe("नाममा नचिनिने वा बिग्रिएका अक्षर हुनु हुँदैन।");
    expect(translateMessage(null)).toBeNull();
  });

  it("shows an unknown message as it came", async () => {
    await setLanguage("ne");
    expect(translateMessage("Something new from the server.")).toBe(
      "Something new from the server.",
    );
  });
});
