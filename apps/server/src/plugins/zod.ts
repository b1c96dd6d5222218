import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

/**
 * Route schemas are zod schemas from @tayari/contracts: one definition validates the request,
 * shapes the response (extra fields are stripped) and, through the zod type provider, types the
 * handler. A response that breaks its own contract is our bug: the serializer throws, a 500.
 */
export const zodPlugin = fp(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
});
