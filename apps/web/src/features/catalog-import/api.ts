import {
  catalogImportReportSchema,
  catalogPublishResponseSchema,
  importTargetsResponseSchema,
  type CatalogImportRequest,
} from "@tayari/contracts/catalog-import";
import { apiRequest } from "../../lib/api-client";

export const catalogImportApi = {
  targets: () =>
    apiRequest("/examiner/catalog-import/targets", { schema: importTargetsResponseSchema }),
  preview: (request: CatalogImportRequest) =>
    apiRequest("/examiner/catalog-import/preview", {
      method: "POST",
      body: request,
      schema: catalogImportReportSchema,
    }),
  publish: (request: CatalogImportRequest) =>
    apiRequest("/examiner/catalog-import", {
      method: "POST",
      body: request,
      schema: catalogPublishResponseSchema,
    }),
  /**
   * Fetches a category's units anew, so that this browser's HTTP cache (which may keep a catalog
   * answer for a minute) holds the published questions when the unit is opened next.
   */
  refreshCategory: (subject: string, category: string) =>
    apiRequest(`/subject/${encodeURIComponent(subject)}/category/${encodeURIComponent(category)}`, {
      cache: "reload",
    }),
};
