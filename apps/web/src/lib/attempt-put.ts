// The one endpoint the attempt queue sends with, in a module of its own that the queue imports
// dynamically. Imported from `attempt-schemas` directly (a chunk the progress pages import
// statically), rolldown built a namespace object for that chunk with its runtime helper, and that
// one use outside the entry kept the runtime a file of its own on every first load (decision 295).
import { putAttempt as endpoint } from "./attempt-schemas";

export const putAttempt = endpoint;
