/**
 * Answers made once and sent as they are (their JSON's bytes), kept by key while their bytes add up
 * to at most `maxBytes`, the least recently asked dropped first. For what never changes once made
 * (a saved bank is never edited): the second reading costs no work at all. An answer being made is
 * shared by those who ask meanwhile; one that fails is not kept.
 */
export class AnswerCache<K> {
  readonly #answers = new Map<K, Promise<Uint8Array>>();
  readonly #sizes = new Map<K, number>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: K, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const known = this.#answers.get(key);
    if (known) {
      // Asked again: the most recently asked.
      this.#answers.delete(key);
      this.#answers.set(key, known);
      return known;
    }
    const made = make().then(
      (bytes) => {
        if (this.#answers.get(key) !== made) return bytes;
        if (bytes.byteLength > this.maxBytes) this.delete(key);
        else {
          this.#sizes.set(key, bytes.byteLength);
          this.#bytes += bytes.byteLength;
          for (const [old] of this.#answers) {
            if (this.#bytes <= this.maxBytes) break;
            if (this.#sizes.has(old)) this.delete(old);
          }
        }
        return bytes;
      },
      (error: unknown) => {
        if (this.#answers.get(key) === made) this.delete(key);
        throw error;
      },
    );
    this.#answers.set(key, made);
    return made;
  }

  delete(key: K): void {
    this.#answers.delete(key);
    this.#bytes -= this.#sizes.get(key) ?? 0;
    this.#sizes.delete(key);
  }

  /** The bytes of the answers kept. */
  get bytes(): number {
    return this.#bytes;
  }
}
