import { useQuery } from "@tanstack/react-query";
import { getExaminerBank } from "@tayari/contracts/exam-banks";
import { endpointQuery } from "../../../lib/endpoint-query";

/** A bank's questions as students will see them, keys and all. */
export const examinerBankQuery = (id: number) => endpointQuery(getExaminerBank, { params: { id } });

/** `enabled`: asked only once wanted (a preview asks when it is first opened). */
export const useExaminerBank = (id: number, enabled = true) =>
  useQuery({ ...examinerBankQuery(id), enabled });
