// A strict reader for the small XML this package meets: temml's MathML, hand-written SVG figures
// and Moodle's question files. Elements, attributes, text, comments and the five named entities
// plus numeric ones, and CDATA sections when asked for (Moodle writes its HTML in them); a DOCTYPE
// or processing instruction (other than the XML declaration) is refused, so no entity can expand
// and nothing is fetched.

export interface XmlElement {
  name: string;
  /** Where its "<" is in the text. */
  offset: number;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = string | XmlElement;

const NAME = /[A-Za-z_][\w:.-]*/y;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string, at: number): string {
  return text.replace(/&([^;\s&<]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(";")) throw new Error(`a bare "&" at character ${at}`);
    if (body in ENTITIES) return ENTITIES[body]!;
    const code = /^#x([0-9a-f]+)$/i.exec(body)?.[1] ?? /^#([0-9]+)$/.exec(body)?.[1];
    if (code === undefined) throw new Error(`unknown entity "&${body};" at character ${at}`);
    return String.fromCodePoint(parseInt(code, body.startsWith("#x") ? 16 : 10));
  });
}

/**
 * How deep elements may nest. Moodle's files nest 5 deep, figures and temml's MathML some tens; the
 * reader recurses, and a file nesting 20,000 deep would overflow the call stack (issue 47).
 */
export const MAX_XML_DEPTH = 256;

/** Parses a document with one root element; throws with the reason and position when malformed. */
export function parseXml(text: string, options: { cdata?: boolean } = {}): XmlElement {
  let i = 0;
  const fail = (reason: string): never => {
    throw new Error(`${reason} at character ${i}`);
  };
  const name = () => {
    NAME.lastIndex = i;
    const match = NAME.exec(text);
    if (!match) fail("a name was expected");
    i += match![0].length;
    return match![0];
  };
  const space = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  /** Skips comments and, at the top, the XML declaration; refuses every other <! and <?. */
  const skipMarkup = (top: boolean) => {
    for (;;) {
      if (text.startsWith("<!--", i)) {
        const end = text.indexOf("-->", i + 4);
        if (end < 0) fail("a comment is never closed");
        i = end + 3;
      } else if (top && i === 0 && text.startsWith("<?xml", i)) {
        const end = text.indexOf("?>", i);
        if (end < 0) fail("the XML declaration is never closed");
        i = end + 2;
      } else if (options.cdata && !top && text.startsWith("<![CDATA[", i)) {
        return;
      } else if (text.startsWith("<!", i) || text.startsWith("<?", i)) {
        fail(
          options.cdata
            ? "DOCTYPE and processing instructions are not allowed"
            : "DOCTYPE, CDATA and processing instructions are not allowed",
        );
      } else return;
      if (top) space();
    }
  };
  const element = (depth: number): XmlElement => {
    if (text[i] !== "<") fail('"<" was expected');
    if (depth > MAX_XML_DEPTH) fail(`elements are nested more than ${MAX_XML_DEPTH} deep`);
    const offset = i;
    i++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = i;
      space();
      if (text.startsWith("/>", i)) {
        i += 2;
        return { name: tag, offset, attributes, children: [] };
      }
      if (text[i] === ">") {
        i++;
        break;
      }
      if (i === before) fail(`a space was expected in <${tag}>`);
      const attribute = name();
      space();
      if (text[i] !== "=") fail(`attribute ${attribute} of <${tag}> has no value`);
      i++;
      space();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attribute} of <${tag}> is not quoted`);
      const end = text.indexOf(quote!, i + 1);
      if (end < 0) fail(`attribute ${attribute} of <${tag}> is never closed`);
      const raw = text.slice(i + 1, end);
      if (raw.includes("<")) fail(`attribute ${attribute} of <${tag}> holds "<"`);
      if (attribute in attributes) fail(`attribute ${attribute} of <${tag}> is repeated`);
      attributes[attribute] = decode(raw, i);
      i = end + 1;
    }
    const children: XmlNode[] = [];
    for (;;) {
      skipMarkup(false);
      if (i >= text.length) fail(`<${tag}> is never closed`);
      if (options.cdata && text.startsWith("<![CDATA[", i)) {
        const end = text.indexOf("]]>", i + 9);
        if (end < 0) fail("a CDATA section is never closed");
        children.push(text.slice(i + 9, end));
        i = end + 3;
        continue;
      }
      if (text.startsWith("</", i)) {
        i += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        space();
        if (text[i] !== ">") fail(`">" was expected after </${closing}`);
        i++;
        return { name: tag, offset, attributes, children };
      }
      if (text[i] === "<") {
        children.push(element(depth + 1));
        continue;
      }
      const end = text.indexOf("<", i);
      const stop = end < 0 ? text.length : end;
      children.push(decode(text.slice(i, stop), i));
      i = stop;
    }
  };
  space();
  skipMarkup(true);
  const root = element(1);
  space();
  skipMarkup(true);
  if (i < text.length) fail("text after the root element");
  return root;
}
