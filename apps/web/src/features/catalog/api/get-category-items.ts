import { useQuery } from "@tanstack/react-query";
import { getCategoryItems } from "../../../lib/catalog-schemas";
import { endpointQuery } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

export const categoryItemsQueryOptions = (
  subjectSlug: string,
  categorySlug: string,
  language: Language,
) =>
  endpointQuery(getCategoryItems, {
    params: { subject_slug: subjectSlug, category_slug: categorySlug },
    query: catalogQuery(language),
  });

export const useCategoryItems = (subjectSlug: string, categorySlug: string) =>
  useQuery(categoryItemsQueryOptions(subjectSlug, categorySlug, useLanguage()));
