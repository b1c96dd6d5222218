import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadBank, type BankUploadRequest } from "@tayari/contracts/bank-upload";
import type { BankReport, BankSaved } from "@tayari/contracts/exam-banks";
import { call, unreadable, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";
import { refreshBanks } from "./list-examiner-banks";

/** The report of a file, nothing saved (`dry_run`). */
async function checkBank(body: BankUploadRequest): Promise<BankReport> {
  const answer = await call(uploadBank, { body: { ...body, dry_run: true } });
  if ("id" in answer) throw unreadable(201);
  return answer;
}

/** The bank saved, with the report of its file when it came from one. */
async function saveBank(body: BankUploadRequest): Promise<BankSaved> {
  const answer = await call(uploadBank, { body });
  if (!("id" in answer)) throw unreadable(200);
  return answer;
}

/** Checks a bank file and reports on it; nothing is saved. */
export const useCheckBank = () =>
  useMutation<BankReport, ApiError, BankUploadRequest>({
    mutationKey: [...endpointKey(uploadBank), "dry_run"],
    mutationFn: checkBank,
  });

/** Saves a bank whole; the list of banks is asked again. */
export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation<BankSaved, ApiError, BankUploadRequest>({
    mutationKey: endpointKey(uploadBank),
    mutationFn: saveBank,
    onSuccess: () => refreshBanks(queryClient),
  });
}
