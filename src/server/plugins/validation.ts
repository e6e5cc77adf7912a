import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerInputGuard } from './input-guard';

/**
 * Route schemas are the zod contracts of src/shared/api (docs/decisions/0020): every route declares its
 * params, querystring, body and response, and the handler gets typed, parsed input
 * (`app.withTypeProvider<ZodTypeProvider>()`). A failed check is a 400 `validation_failed` with a message
 * per field (a failed `params` check: 404, the path names nothing), sent by the one error handler.
 * Responses are written from their schema, so a field the contract does not list never leaves the server.
 * Before any of it, the input guard refuses control characters and deep nesting in every request.
 */
export function registerValidation(app: FastifyInstance): void {
  registerInputGuard(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
