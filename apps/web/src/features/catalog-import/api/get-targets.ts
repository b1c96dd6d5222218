import { useQuery } from "@tanstack/react-query";
import { getImportTargets } from "@tayari/contracts/catalog-import";
import { endpointQuery } from "../../../lib/endpoint-query";

/** Where questions can go: the catalog's levels, subjects, items and units (with their counts). */
export const importTargetsQueryOptions = () => endpointQuery(getImportTargets);

export const useImportTargets = () => useQuery(importTargetsQueryOptions());
