import { safeEncode, type $ZodType } from "zod/v4/core";
import { SLICE_MS, turn } from "./sliced";

/**
 * The JSON of an answer that holds one long list (`key`), as UTF-8 bytes: the rest of the answer
 * through its own schema and the list's items one by one through the item's schema, as Fastify's
 * serializer encodes them (extra fields stripped; a break of the contract throws, a 500), in slices
 * of about `sliceMs` with a turn of the event loop between. The merit list of 2,000 candidates was
 * encoded in one piece: 71 ms of the main thread on a quiet fast box (issue 67 point 4).
 */
export async function listJson<T extends Record<string, unknown>>(
  schema: $ZodType,
  itemSchema: $ZodType,
  body: T,
  key: keyof T & string,
  sliceMs = SLICE_MS,
): Promise<Buffer> {
  const items = body[key] as readonly unknown[];
  const envelope = safeEncode(schema, { ...body, [key]: [] });
  if (!envelope.success)
    throw new Error(`the answer breaks its contract: ${envelope.error.message}`);
  const json = JSON.stringify(envelope.data);
  // Inside a JSON string every quote is escaped: this can only be the list's own key.
  const slot = `${JSON.stringify(key)}:[`;
  const at = json.indexOf(`${slot}]`);
  if (at < 0 || json.indexOf(`${slot}]`, at + 1) >= 0)
    throw new Error(`the answer's list "${key}" is not where its envelope has it`);
  const parts: Buffer[] = [Buffer.from(json.slice(0, at + slot.length))];
  let sliceStart = performance.now();
  for (const [i, item] of items.entries()) {
    const encoded = safeEncode(itemSchema, item);
    if (!encoded.success)
      throw new Error(`the answer's ${key}[${i}] breaks its contract: ${encoded.error.message}`);
    parts.push(Buffer.from(`${i > 0 ? "," : ""}${JSON.stringify(encoded.data)}`));
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
  parts.push(Buffer.from(json.slice(at + slot.length)));
  return Buffer.concat(parts);
}
