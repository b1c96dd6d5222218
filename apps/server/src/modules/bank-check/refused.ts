import type { CodedMessage } from "@tayari/contracts/errors";
import { AppError } from "../../lib/app-error";

/**
 * A file's checks refused it: the status, the message and the faults per field, as a value. The
 * checks (bank-prepare.ts, import-plan.ts) throw their refusal where they find it, in the bank
 * worker as on the event loop; the worker sends it as this, and a use case returns it as this.
 */
export interface Refused {
  statusCode: number;
  body: CodedMessage;
  errors?: Record<string, CodedMessage[]>;
}

/** What `work` makes, or the refusal it threw (an `AppError`) as a value; other errors go on up. */
export async function refusedOr<T>(
  work: () => Promise<T> | T,
): Promise<{ kind: "made"; made: T } | { kind: "refused"; refused: Refused }> {
  try {
    return { kind: "made", made: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { statusCode, body, errors } = error;
    return { kind: "refused", refused: { statusCode, body, ...(errors ? { errors } : {}) } };
  }
}

/** A refusal as the error the route answers with. */
export const refusalError = ({ statusCode, body, errors }: Refused) =>
  new AppError(statusCode, body, errors);
