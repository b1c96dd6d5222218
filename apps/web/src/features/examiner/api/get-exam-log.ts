import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getExamLog } from "@tayari/contracts/examiner-candidates";
import { call } from "../../../lib/api-client";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";

/** While the exam runs, the log (who is sitting, who is silent) is asked again this often. */
export const LOG_REFRESH_MS = 15_000;

/** The exam's log per candidate; live (asked again) while the exam runs. */
export function useExamLog(slug: string) {
  const query = useQuery({
    ...endpointQuery(getExamLog, { params: { slug } }),
    staleTime: 0,
    refetchInterval: (q) =>
      typeof q.state.data === "object" && q.state.data.live ? LOG_REFRESH_MS : false,
  });
  return { ...query, log: typeof query.data === "object" ? query.data : null };
}

/** The log asked again (extra time given, an attempt reopened). */
export const refreshLog = (queryClient: QueryClient, slug: string) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(getExamLog, { params: { slug } }) });

/** The log as a CSV file's text, its times also on the clock of `zone`. */
export async function logCsv(slug: string, zone: string): Promise<string | null> {
  const csv = await call(getExamLog, { params: { slug }, query: { format: "csv", tz: zone } });
  return typeof csv === "string" ? csv : null;
}
