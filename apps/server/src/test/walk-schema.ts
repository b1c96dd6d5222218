import type { $ZodType } from "zod/v4/core";

/** Where a string goes in a request's part: a path of keys, or the key itself of a record. */
export interface Slot {
  path: (string | number)[];
  /** The slot is a record's key (`custom_marks: { "<here>": 1 }`), not a value. */
  key?: boolean;
}

/**
 * Values by field name where "x" or 1 would not pass the route's own checks (an e-mail, a date, a
 * list the schema calls `unknown`): what a real caller sends there, so the hostile text is the
 * only thing wrong with a request.
 */
export type Hints = Record<string, () => unknown>;

interface Def {
  type: string;
  [name: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * A plausible value of `schema` (each string "x", each number 1, the first of an enum or union,
 * each optional field present) and the slots of every string in it: where a test puts, in turn,
 * hostile text. Classic and mini zod share the core definitions this reads.
 */
export function sampleOf(
  schema: $ZodType,
  hints: Hints = {},
): { value: unknown; slots: Slot[]; numbers: Slot[] } {
  const slots: Slot[] = [];
  /** Where the value is a number (or, in an address, digits a check reads as one). */
  const numbers: Slot[] = [];
  const stringsIn = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") slots.push({ path });
    else if (Array.isArray(value)) value.forEach((item, i) => stringsIn(item, [...path, i]));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) stringsIn(item, [...path, key]);
  };
  /** The hint for a field, "x" when there is none; undefined leaves the field out. */
  const hinted = (name: string | number | undefined): unknown =>
    typeof name === "string" && Object.hasOwn(hints, name) ? hints[name]!() : "x";
  const walk = (schema: unknown, path: (string | number)[], depth: number): unknown => {
    if (depth > 12) return null;
    const def = defOf(schema);
    const name = path.at(-1);
    switch (def.type) {
      case "string": {
        slots.push({ path });
        const hint = hinted(name);
        return typeof hint === "string" || hint === undefined ? hint : "x";
      }
      case "number":
      case "int":
      case "bigint": {
        numbers.push({ path });
        const hint = hinted(name);
        if (typeof hint === "string" && /^\d+$/.test(hint)) return Number(hint);
        return typeof hint === "number" ? hint : 1;
      }
      case "boolean":
        return false;
      case "null":
        return null;
      case "literal":
        return (def.values as unknown[])[0];
      case "enum":
        return hinted(name) === undefined
          ? undefined
          : Object.values(def.entries as Record<string, unknown>)[0];
      case "object": {
        const value: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(def.shape as Record<string, unknown>))
          value[key] = walk(field, [...path, key], depth + 1);
        return value;
      }
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "catch":
      case "readonly":
      case "nonoptional":
        return walk(def.innerType, path, depth);
      case "pipe":
        return walk(def.in, path, depth);
      case "lazy":
        return walk((def.getter as () => unknown)(), path, depth + 1);
      case "array": {
        if (typeof name === "string" && hints[name] && defOf(def.element).type === "unknown") {
          const value = hints[name]();
          stringsIn(value, path);
          return value;
        }
        return [walk(def.element, [...path, 0], depth + 1)];
      }
      case "tuple":
        return (def.items as unknown[]).map((item, i) => walk(item, [...path, i], depth + 1));
      case "record":
        slots.push({ path: [...path, "x"], key: true });
        return { x: walk(def.valueType, [...path, "x"], depth + 1) };
      case "union":
        return walk((def.options as unknown[])[0], path, depth);
      case "intersection":
        return Object.assign(
          {},
          walk(def.left, path, depth) as object,
          walk(def.right, path, depth) as object,
        );
      case "unknown":
      case "any": {
        if (typeof name === "string" && hints[name]) {
          const value = hints[name]();
          stringsIn(value, path);
          return value;
        }
        slots.push({ path });
        return "x";
      }
      case "custom": {
        // A hand-written check (a number in an address, most often): digits suit most.
        const value = typeof name === "string" && Object.hasOwn(hints, name) ? hints[name]!() : "1";
        if (typeof value === "string" && /^\d+$/.test(value)) numbers.push({ path });
        return value;
      }
      default:
        return null;
    }
  };
  const value = walk(schema, [], 0);
  return { value, slots, numbers };
}

/** The value at `slot` in `value`. */
export function valueAt(value: unknown, slot: Slot): unknown {
  let here = value;
  for (const key of slot.path) here = (here as Record<string | number, unknown> | null)?.[key];
  return here;
}

/** `value` with `text` put at `slot` (a copy; a key slot renames the key). */
export function withText(value: unknown, slot: Slot, text: unknown): unknown {
  const copy = structuredClone(value);
  if (slot.path.length === 0) return text;
  let parent = copy as Record<string | number, unknown>;
  for (const key of slot.path.slice(0, -1))
    parent = parent[key] as Record<string | number, unknown>;
  const last = slot.path.at(-1)!;
  if (slot.key) {
    parent[String(text)] = parent[last];
    delete parent[last];
  } else parent[last] = text;
  return copy;
}

export const slotName = (slot: Slot) =>
  `${slot.path.join(".") || "(whole)"}${slot.key ? " (key)" : ""}`;
