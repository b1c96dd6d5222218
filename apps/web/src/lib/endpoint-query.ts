import { queryOptions } from "@tanstack/react-query";
import type {
  Endpoint,
  EndpointAnswer,
  EndpointInput,
  EndpointShape,
} from "@tayari/contracts/endpoint";
import { call, type CallOptions } from "./api-client";

/** A query's key from its endpoint: method, path and input, so the same call shares one cache entry. */
export const endpointKey = <E extends EndpointShape>(endpoint: E, input?: EndpointInput<E>) =>
  [endpoint.method, endpoint.path, input ?? {}] as const;

/** TanStack Query's options for a GET endpoint: keyed by `endpointKey`, fetched with `call`. */
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  ...[input]: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>]
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callWith(endpoint, input, { signal }),
  });
}

/** `call` with its input and options given as values (types checked by the callers above). */
const callWith = call as <E extends Endpoint>(
  endpoint: E,
  input: unknown,
  options: CallOptions,
) => Promise<EndpointAnswer<E>>;
