import { useMutation } from "@tanstack/react-query";
import {
  previewCatalogImport,
  type CatalogImportReport,
  type CatalogImportRequest,
} from "@tayari/contracts/catalog-import";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";

/** The report of what a publish would write: nothing is written. */
export const usePreviewImport = () =>
  useMutation<CatalogImportReport, ApiError, CatalogImportRequest>({
    mutationKey: endpointKey(previewCatalogImport),
    mutationFn: (body: CatalogImportRequest) => call(previewCatalogImport, { body }),
  });
