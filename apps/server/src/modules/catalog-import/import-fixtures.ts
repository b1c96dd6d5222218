/** A CSV row of a catalog import whose key is option `answer` (B), its text unique by `tag`. */
export const importRow = (tag: string, answer = "B") =>
  `Imported question ${tag}: which is the key?,Wrong ${tag},Right ${tag},Other ${tag},,,${answer},mathematics,Option B is the key of ${tag}.`;
