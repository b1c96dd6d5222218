import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { deleteExaminerBank } from "@tayari/contracts/exam-banks";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshBanks } from "./list-examiner-banks";

export type BankDeleted = EndpointAnswer<typeof deleteExaminerBank>;

/**
 * Deletes a bank no exam was made from (decision 0082); the server refuses one an exam uses and
 * says which exam. `onDeleted` hears the notice first; then the list of banks is asked again.
 */
export function useDeleteExaminerBank(id: number, onDeleted: (done: BankDeleted) => void) {
  const queryClient = useQueryClient();
  return useMutation<BankDeleted, ApiError>({
    mutationFn: () => call(deleteExaminerBank, { params: { id } }),
    onSuccess: async (done) => {
      onDeleted(done);
      await refreshBanks(queryClient);
    },
  });
}
