import { useQuery, type QueryClient } from "@tanstack/react-query";
import { listExaminerBanks } from "@tayari/contracts/exam-banks";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";

/** The examiner's private banks, the latest first; asked afresh each visit. */
export const examinerBanksQuery = () => ({ ...endpointQuery(listExaminerBanks), staleTime: 0 });

export const useExaminerBanks = () => useQuery(examinerBanksQuery());

/** The list asked again (a bank saved or deleted). */
export const refreshBanks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(listExaminerBanks) });
