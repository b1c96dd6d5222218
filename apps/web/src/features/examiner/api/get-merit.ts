import { useQuery } from "@tanstack/react-query";
import { getMerit } from "@tayari/contracts/exam-results";
import { call } from "../../../lib/api-client";
import { endpointQuery } from "../../../lib/endpoint-query";

/** The merit list as it stands (final once the exam is over); asked afresh each time it is shown. */
export const meritQuery = (slug: string) => ({
  ...endpointQuery(getMerit, { params: { slug } }),
  staleTime: 0,
});

export function useMerit(slug: string, enabled = true) {
  const query = useQuery({ ...meritQuery(slug), enabled });
  // The JSON form: the CSV is asked for apart (`meritCsv`).
  return { ...query, merit: typeof query.data === "object" ? query.data : null };
}

/** The merit list as a CSV file's text, its submitted times also on the clock of `zone`. */
export async function meritCsv(slug: string, zone: string): Promise<string | null> {
  const csv = await call(getMerit, { params: { slug }, query: { format: "csv", tz: zone } });
  return typeof csv === "string" ? csv : null;
}
