import { useQuery } from "@tanstack/react-query";
import { getEntrances } from "../../../lib/catalog-schemas";
import { endpointQuery } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage } from "../../../lib/i18n";

/** Every entrance (B.Sc.CSIT, BCA): the ways back from an entrance subject that is not there. */
export const useEntrances = () =>
  useQuery(endpointQuery(getEntrances, { query: catalogQuery(useLanguage()) }));
