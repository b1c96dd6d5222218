// The Devanagari font is a stylesheet of its own (and two font files), fetched the first time
// Nepali is shown, never with the English first load.
let loading: Promise<unknown> | null = null;

export const loadDevanagariFont = () => (loading ??= import("./devanagari-font.css"));
