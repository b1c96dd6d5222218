import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCategoryItems } from "../../../lib/catalog-schemas";
import {
  publishCatalogImport,
  type CatalogImportRequest,
  type CatalogPublishResponse,
} from "@tayari/contracts/catalog-import";
import { call, type ApiError } from "../../../lib/api-client";
import { catalogQuery } from "../../../lib/catalog-language";
import { endpointKey } from "../../../lib/endpoint-query";
import { currentLanguage } from "../../../lib/i18n";

/**
 * Publishes, then makes this browser's copies fresh: the category's units through its HTTP cache
 * (which may keep a catalog answer for a minute) and every query, so the unit opened from here
 * shows what was just published.
 */
export function usePublishImport() {
  const queryClient = useQueryClient();
  return useMutation<CatalogPublishResponse, ApiError, CatalogImportRequest>({
    mutationKey: endpointKey(publishCatalogImport),
    mutationFn: (body: CatalogImportRequest) => call(publishCatalogImport, { body }),
    onSuccess: async (result) => {
      const [, , subject, category] = (result.target.path ?? "").split("/");
      if (subject && category)
        await call(
          getCategoryItems,
          {
            params: { subject_slug: subject, category_slug: category },
            query: catalogQuery(currentLanguage()),
          },
          { cache: "reload" },
        ).catch(() => {});
      await queryClient.invalidateQueries();
    },
  });
}
