// Near-duplicate question texts in time linear in the bank (issue 29: every pair compared by edit
// distance took 11.7 s for 100 questions of 400 characters, and the event loop waited as long).
//
// The pigeonhole rule: cut a text into MAX_EDITS + 1 pieces; a text at most MAX_EDITS edits away
// leaves at least one piece untouched, found in it at the same place give or take MAX_EDITS. So
// each text is filed under the hashes of its pieces, and a new text looks up only the substrings
// where an earlier text's piece could sit: a fixed number of lookups per text, whatever the bank's
// size. The few texts found that way are then measured by an edit distance kept to a band of
// 2 * MAX_EDITS + 1 diagonals. Two caps bound the work a bank built to defeat this can cause (many
// texts sharing a piece, such as a common opening): a piece files at most POSTING_CAP texts and a
// new text measures at most VERIFY_CAP of the texts it shares pieces with, those sharing the
// rarest pieces first.

/** Texts filed under one piece; later texts with the same piece are found through their others. */
const POSTING_CAP = 64;
/** Earlier texts a new text is measured against at most. */
const VERIFY_CAP = 16;

/**
 * Levenshtein distance, giving up (returning max + 1) as soon as it must exceed `max`. Only the
 * cells within `max` of the diagonal are computed: O(length x max), not O(length x length).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const over = max + 1;
  const n = a.length;
  const m = b.length;
  // previous[j] / current[j]: the distance between a's first i and b's first j characters.
  let previous = new Array<number>(m + 1).fill(over);
  let current = new Array<number>(m + 1).fill(over);
  for (let j = 0; j <= Math.min(m, max); j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    current.fill(over, Math.max(0, from - 1), Math.min(m, to + 1) + 1);
    current[0] = i <= max ? i : over;
    let rowMin = current[0];
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, over);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[m]!, over);
}

const BASE = 0x9e3779b1 | 0;

/** Polynomial hashes of every prefix of `text`, mod 2^32, and the powers of the base. */
function prefixHashes(text: string): { hashes: Uint32Array; powers: Uint32Array } {
  const hashes = new Uint32Array(text.length + 1);
  const powers = new Uint32Array(text.length + 1);
  powers[0] = 1;
  for (let i = 0; i < text.length; i++) {
    hashes[i + 1] = (Math.imul(hashes[i]!, BASE) + text.charCodeAt(i)) >>> 0;
    powers[i + 1] = Math.imul(powers[i]!, BASE) >>> 0;
  }
  return { hashes, powers };
}

const substringHash = (h: ReturnType<typeof prefixHashes>, start: number, length: number) =>
  (h.hashes[start + length]! - Math.imul(h.hashes[start]!, h.powers[length]!)) >>> 0;

/** Where piece `i` of a text of `length` characters starts. */
const pieceStart = (length: number, i: number, pieces: number) => Math.floor((i * length) / pieces);

/** One number per (text length, piece, piece's hash): below 2^53 for any text a bank can hold. */
const pieceKey = (length: number, piece: number, hash: number, pieces: number) =>
  (length * pieces + piece) * 0x1_0000_0000 + hash;

export interface NearMatch<T> {
  item: T;
  edits: number;
}

/** The texts seen so far (of one group: same options and answer), each with what it stands for. */
export class NearDuplicateIndex<T> {
  private readonly items: { text: string; item: T }[] = [];
  private readonly postings = new Map<number, number[]>();
  private readonly pieces: number;

  constructor(private readonly maxEdits: number) {
    this.pieces = maxEdits + 1;
  }

  /** The earliest text filed at most `maxEdits` edits from `text`, or null. */
  find(text: string): NearMatch<T> | null {
    const k = this.maxEdits;
    const n = text.length;
    const h = prefixHashes(text);
    // For each earlier text found: a bit per piece of it found in `text`, and how telling the
    // finds are (a piece that many texts share, such as a common opening, tells little).
    const shared = new Map<number, { pieces: number; weight: number }>();
    for (let length = Math.max(1, n - k); length <= n + k; length++) {
      for (let piece = 0; piece < this.pieces; piece++) {
        const start = pieceStart(length, piece, this.pieces);
        const size = pieceStart(length, piece + 1, this.pieces) - start;
        if (size === 0) continue;
        for (let shift = -k; shift <= k; shift++) {
          const at = start + shift;
          if (at < 0 || at + size > n) continue;
          const filed = this.postings.get(
            pieceKey(length, piece, substringHash(h, at, size), this.pieces),
          );
          if (!filed) continue;
          for (const index of filed) {
            const seen = shared.get(index) ?? { pieces: 0, weight: 0 };
            if (seen.pieces & (1 << piece)) continue;
            seen.pieces |= 1 << piece;
            seen.weight += 1 / filed.length;
            shared.set(index, seen);
          }
        }
      }
    }
    if (!shared.size) return null;
    let found = [...shared.keys()];
    if (found.length > VERIFY_CAP) {
      const weight = (index: number) => shared.get(index)!.weight;
      found = found.sort((a, b) => weight(b) - weight(a) || a - b).slice(0, VERIFY_CAP);
    }
    found.sort((a, b) => a - b);
    for (const index of found) {
      const other = this.items[index]!;
      const edits = editDistance(other.text, text, k);
      if (edits <= k) return { item: other.item, edits };
    }
    return null;
  }

  /** Files `text` for the texts that come after it. */
  add(text: string, item: T): void {
    const index = this.items.push({ text, item }) - 1;
    const h = prefixHashes(text);
    const n = text.length;
    for (let piece = 0; piece < this.pieces; piece++) {
      const start = pieceStart(n, piece, this.pieces);
      const size = pieceStart(n, piece + 1, this.pieces) - start;
      if (size === 0) continue;
      const key = pieceKey(n, piece, substringHash(h, start, size), this.pieces);
      const filed = this.postings.get(key);
      if (!filed) this.postings.set(key, [index]);
      else if (filed.length < POSTING_CAP) filed.push(index);
    }
  }
}
