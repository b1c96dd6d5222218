import fp from "fastify-plugin";
import type { FastifySchemaCompiler } from "fastify";
import type { ZodType } from "zod";

/**
 * Route schemas are zod schemas from @tayari/contracts: one definition validates the request,
 * shapes the response (extra fields are stripped) and types the handler.
 */
export const zodPlugin = fp(async (app) => {
  const validatorCompiler: FastifySchemaCompiler<ZodType> =
    ({ schema }) =>
    (data) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<ZodType>(({ schema, url }) => (data) => {
    const result = schema.safeParse(data);
    // A response that breaks its own contract is our bug: a 500, never a 4xx.
    if (!result.success)
      throw new Error(`Response of ${url} does not match its schema: ${result.error.message}`);
    return JSON.stringify(result.data);
  });
});
