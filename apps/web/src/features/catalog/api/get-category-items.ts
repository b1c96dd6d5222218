import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryItemsResponse } from "@tayari/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";

export const getCategoryItems = (subjectSlug: string, categorySlug: string) =>
  apiRequest<CategoryItemsResponse>(
    `/subject/${encodeURIComponent(subjectSlug)}/category/${encodeURIComponent(categorySlug)}`,
  );

export const categoryItemsQueryOptions = (subjectSlug: string, categorySlug: string) =>
  queryOptions({
    queryKey: ["category-items", subjectSlug, categorySlug],
    queryFn: () => getCategoryItems(subjectSlug, categorySlug),
  });

export const useCategoryItems = (subjectSlug: string, categorySlug: string) =>
  useQuery(categoryItemsQueryOptions(subjectSlug, categorySlug));
