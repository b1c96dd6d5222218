import { mathKey } from "@tayari/contracts/math";
import type { Passage } from "@tayari/contracts/question";
import { splitQuestionText } from "@tayari/content/question-text";
import { contentLanguage } from "../../lib/i18n";
import { useMessages } from "./messages";
import { QuestionFigure, QuestionText, scrollBox } from "./question-text";

type Block = { kind: "text"; text: string } | { kind: "table"; rows: string[][] };

/**
 * The cells of a pipe-table row as written (decision 172): a `|` inside maths or code, or written
 * `\|`, is no separator. The leading and trailing bars hold no cell.
 */
export function rowCells(row: string): string[] {
  const cells = [""];
  for (const segment of splitQuestionText(row.trim()).segments) {
    if (segment.kind === "math") cells[cells.length - 1] += mathKey(segment.tex, segment.display);
    else if (segment.kind === "code") cells[cells.length - 1] += segment.code;
    else
      segment.text.split(/(?<!\\)\|/).forEach((piece, i) => {
        if (i > 0) cells.push("");
        cells[cells.length - 1] += piece.replace(/\\\|/g, "|");
      });
  }
  if (row.trim().startsWith("|")) cells.shift();
  if (row.trim().endsWith("|")) cells.pop();
  return cells.map((cell) => cell.trim());
}

const DELIMITER_ROW = /^\s*\|?(\s*:?-{3,}:?\s*\|)*\s*:?-{3,}:?\s*\|?\s*$/;

/** A passage's text as paragraphs and tables: a run of lines starting with `|` is one table. */
export function passageBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split("\n");
  let prose: string[] = [];
  const endProse = () => {
    for (const paragraph of prose.join("\n").split(/\n\s*\n/))
      if (paragraph.trim()) blocks.push({ kind: "text", text: paragraph.trim() });
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trimStart().startsWith("|")) {
      prose.push(lines[i]!);
      continue;
    }
    endProse();
    const rows: string[] = [];
    while (i < lines.length && lines[i]!.trimStart().startsWith("|")) rows.push(lines[i++]!);
    i--;
    blocks.push({
      kind: "table",
      rows: rows.filter((row) => !DELIMITER_ROW.test(row)).map(rowCells),
    });
  }
  endProse();
  return blocks;
}

/** A pipe table as a real table, in a box of its own that scrolls sideways when it is too wide. */
function PassageTable({ rows, passage }: { rows: string[][]; passage: Passage }) {
  const [head, ...body] = rows;
  return (
    <div className="passage-table" ref={scrollBox}>
      <table>
        {head ? (
          <thead>
            <tr>
              {head.map((cell, c) => (
                <th key={c} scope="col">
                  <QuestionText text={cell} math={passage.math} />
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <QuestionText text={cell} math={passage.math} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A passage above the question that stands on it: "Read the passage" and its title, then its text
 * with maths, code and tables, and its figure. It opens by itself and folds away with a tap (in a
 * review, where it was read already, it starts folded); a long one scrolls inside its own box, so
 * the question below stays in reach on a phone.
 */
export function PassageView({ passage, folded = false }: { passage: Passage; folded?: boolean }) {
  const { t } = useMessages();
  const lang = contentLanguage(passage.text);
  return (
    <details className="passage" open={!folded}>
      <summary>
        <span className="passage-label">{t("readPassage")}</span>
        {passage.title ? (
          <>
            {" "}
            <span className="passage-title" lang={contentLanguage(passage.title)}>
              <QuestionText text={passage.title} math={passage.math} />
            </span>
          </>
        ) : null}
      </summary>
      <div
        className="passage-body"
        lang={lang}
        role="region"
        aria-label={passage.title ?? t("readPassage")}
        tabIndex={0}
      >
        {passageBlocks(passage.text).map((block, i) =>
          block.kind === "text" ? (
            <p key={i}>
              <QuestionText text={block.text} math={passage.math} />
            </p>
          ) : (
            <PassageTable key={i} rows={block.rows} passage={passage} />
          ),
        )}
        <QuestionFigure figure={passage.figure} />
      </div>
    </details>
  );
}
