/**
 * A message's text in one language: one string, or one per plural form of its `{count}` (the
 * forms `Intl.PluralRules` names; English and Nepali use `one` and `other`). `{name}` marks where a
 * value goes.
 */
export type Text = string | { readonly one: string; readonly other: string };

/** A value in a message: a number, or text (an e-mail, a slug, an ISO date and time). */
export type Value = string | number;

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type TextPlaceholders<T> = T extends string
  ? Placeholders<T>
  : T extends { one: infer One; other: infer Other }
    ? Placeholders<One> | Placeholders<Other>
    : never;

/**
 * The values a text needs, read from its `{name}` places: `{count}` is a number (it picks the
 * plural form), the others a string or a number. A text without places needs `{}`.
 */
export type ParamsOf<T> = [TextPlaceholders<T>] extends [never]
  ? Record<string, never>
  : { [Name in TextPlaceholders<T>]: Name extends "count" ? number : Value };

/** A table of messages: code -> text. */
export type Messages = Readonly<Record<string, Text>>;

/** `{name}` in `text` replaced by `values.name`; an unknown name is left as written. */
export function fillText(text: string, values: Readonly<Record<string, Value>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The form of `text` for `values.count` in `language`, filled with `values`. */
export function renderText(
  text: Text,
  values: Readonly<Record<string, Value>>,
  language = "en",
): string {
  if (typeof text === "string") return fillText(text, values);
  const form = new Intl.PluralRules(language).select(Number(values.count ?? 0));
  return fillText(form === "one" ? text.one : text.other, values);
}
