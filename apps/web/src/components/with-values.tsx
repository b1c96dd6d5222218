import { Fragment, type ReactNode } from "react";

/**
 * A message whose `{name}` places hold elements (an e-mail address marked `lang="en"`): `message`
 * is the text with its places still unfilled, as `t(key)` gives it without values.
 */
export function WithValues({
  message,
  values,
}: {
  message: string;
  values: Record<string, ReactNode>;
}) {
  const parts = message.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          <Fragment key={i}>{Object.hasOwn(values, part) ? values[part] : `{${part}}`}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * An e-mail address in a sentence: written in Latin letters whatever the interface's language.
 * `filledBefore`: a prerendered page's, which src/boot.js fills from the saved login before React
 * hydrates it (decision 293), so the address found there is not a mismatch.
 */
export const Address = ({ email, filledBefore }: { email: string; filledBefore?: boolean }) => (
  <span lang="en" className="address" suppressHydrationWarning={filledBefore}>
    {email}
  </span>
);
