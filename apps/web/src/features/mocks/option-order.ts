// The seeded option order of decision 69, as the mock sittings show it, bundled on its own with a
// copy of the shuffle it uses (build/standalone-schemas.ts; decision 80). Imported from
// packages/quiz by the mock pages and the entrance quiz alike, the shuffle became a chunk of its own
// on the way to the first entrance question (+436 B, decision 72); bundled here, the mock pages
// carry their own copy (1 KB) and the quiz's chunk stays as it is. The code is still packages/quiz's.
import { keepsOptionOrder, SEED_LIMIT, shuffleOptions } from "@tayari/quiz/shuffle";

export { keepsOptionOrder, SEED_LIMIT, shuffleOptions };
