import type { ReactNode } from "react";

/**
 * A table of figures under one row of column headings, drawn one way on every screen (a result's
 * subjects, a mock's standings, an import's refused lines, a question's option counts). `scroll`
 * puts it in a box that scrolls sideways on a narrow screen; with a `label` that box is a named
 * region a keyboard can reach to scroll it.
 */
export function HeadedTable({
  className,
  caption,
  columns,
  scroll,
  children,
}: {
  className: string;
  caption?: ReactNode;
  columns: ReactNode[];
  scroll?: true | { label: string };
  /** The body's rows. */
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!scroll) return table;
  return scroll === true ? (
    <div className="table-scroll">{table}</div>
  ) : (
    <div className="table-scroll" role="region" tabIndex={0} aria-label={scroll.label}>
      {table}
    </div>
  );
}
