import { describe, expect, it } from "vitest";
import { readAllowList } from "./allow-list";

/**
 * The allow-list read as people write it (issue 68 point 1, decision 0470): a roll number, then a
 * name, with or without a comma, tab or several spaces; lists as spreadsheets export them.
 */
const rows = (text: string) => readAllowList(text).rows;

describe("reading an allow-list", () => {
  it("reads a roll number, then a name, whatever stands between them", () => {
    const expected = [
      { line: 1, email: null, roll: "R001", name: "Rajesh Gurung" },
      { line: 2, email: null, roll: "R002", name: "Sita Thapa Magar" },
    ];
    expect(rows("R001 Rajesh Gurung\nR002 Sita Thapa Magar\n")).toEqual(expected);
    expect(rows("R001   Rajesh  Gurung\r\nR002\t\tSita Thapa Magar")).toEqual(expected);
    expect(rows("R001, Rajesh Gurung\nR002,Sita Thapa Magar")).toEqual(expected);
    expect(rows("R001\tRajesh Gurung\nR002\tSita   Thapa Magar")).toEqual(expected);
    expect(rows("R001;Rajesh Gurung\nR002;Sita Thapa Magar")).toEqual(expected);
    // Mixed: most lines with a comma, one with spaces.
    expect(rows("R001, Rajesh Gurung\nR002 Sita Thapa Magar")).toEqual(expected);
  });

  it("keeps a roll number's words that hold digits, and a Devanagari name", () => {
    expect(rows("079 BCT 012 आशा राई\nBCT 080 7 Bikash")).toEqual([
      { line: 1, email: null, roll: "079BCT012", name: "आशा राई" },
      { line: 2, email: null, roll: "BCT0807", name: "Bikash" },
    ]);
    expect(rows("079-BCT-012 आशा राई")[0]).toMatchObject({ roll: "079-BCT-012", name: "आशा राई" });
    // A name in capitals stays the name.
    expect(rows("R001 RAJESH GURUNG")[0]).toMatchObject({ roll: "R001", name: "RAJESH GURUNG" });
  });

  it("reads e-mail, roll and name in either order, without a header", () => {
    expect(
      rows(
        "asha@example.com R001 Asha Rai\nR002 bikash@example.com Bikash\ngita@example.com, Gita Shah\nhari@example.com,R004,Hari",
      ),
    ).toEqual([
      { line: 1, email: "asha@example.com", roll: "R001", name: "Asha Rai" },
      { line: 2, email: "bikash@example.com", roll: "R002", name: "Bikash" },
      { line: 3, email: "gita@example.com", roll: null, name: "Gita Shah" },
      { line: 4, email: "hari@example.com", roll: "R004", name: "Hari" },
    ]);
  });

  it("reads a spreadsheet's CSV: BOM, CRLF, semicolons, quoted fields, header variants", () => {
    const csv =
      '\uFEFFSymbol No.;Student Name;E-mail ID\r\n079-BCT-012;"Sharma; Asha";asha@example.com\r\n\r\n080 bct 7;"गीता\nशाह";\r\n';
    const read = readAllowList(csv);
    expect(read.header).toBe(true);
    expect(read.rows).toEqual([
      { line: 2, email: "asha@example.com", roll: "079-BCT-012", name: "Sharma; Asha" },
      { line: 4, email: null, roll: "080BCT7", name: "गीता शाह" },
    ]);
    // One field under a header of several: read by its spaces.
    expect(rows("roll,name\r\nR001 Rajesh Gurung\r\n")).toEqual([
      { line: 2, email: null, roll: "R001", name: "Rajesh Gurung" },
    ]);
    // A header written with spaces.
    expect(readAllowList("Roll No   Name\nR001  Rajesh Gurung").rows).toEqual([
      { line: 2, email: null, roll: "R001", name: "Rajesh Gurung" },
    ]);
  });

  it("counts and names what it could not read, and keeps reading", () => {
    const read = readAllowList("R001 Asha\n!!! nobody\nR001 Again\n\nR002 Bikash\n");
    expect(read.rows.map((r) => r.roll)).toEqual(["R001", "R002"]);
    expect(read.faultCount).toBe(2);
    expect(read.faults.map((f) => [f.code, f.params])).toEqual([
      ["exams.listRowBad", { line: 2, value: "!!!" }],
      ["exams.rollTwice", { line: 3, roll: "R001", first: 1 }],
    ]);
  });

  it("reads 5,000 rows of e-mail, roll and name; one more is too long", () => {
    const line = (i: number) => `student${i}@example.com,R${i},विद्यार्थी ${"क".repeat(i % 9)}`;
    const list = ["email,roll,name", ...Array.from({ length: 5000 }, (_, i) => line(i))];
    const read = readAllowList(list.join("\r\n"));
    expect(read.tooLong).toBe(false);
    expect(read.faultCount).toBe(0);
    expect(read.rows).toHaveLength(5000);
    expect(read.rows[4999]).toMatchObject({ email: "student4999@example.com", roll: "R4999" });
    expect(readAllowList([...list, line(5000)].join("\n")).tooLong).toBe(true);
  });
});
