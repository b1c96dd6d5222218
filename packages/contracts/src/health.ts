import * as z from "zod/mini";
import { route } from "./endpoint";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** For load balancers and monitors: the server answers and reaches its database. */
export const getHealth = route("GET /health", "public", {
  responses: { 200: healthResponseSchema },
});
