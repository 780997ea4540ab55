// One error handler turns every failure into `{ error, message }` (spec §8); nothing a caller sends becomes a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isReason, type ErrorBody, type ErrorCode } from '../../../core/errors';
import { isReportedStatus, stringsIn } from '../../../core/error-reporting';
import { pgErrorCode } from '../db/connection';
import type { ErrorReporting } from '../reporting';

/** PostgreSQL errors a caller's input can cause, and what they mean to the caller. */
const pgInputErrors: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'conflict', message: 'This would duplicate an existing record' },
  '23503': { code: 'invalid_request', message: 'This refers to something that does not exist' },
  '23514': { code: 'invalid_request', message: 'A value is out of range' },
  '22P02': { code: 'invalid_request', message: 'A value has the wrong format' },
  '22001': { code: 'invalid_request', message: 'A value is too long' },
  '22003': { code: 'invalid_request', message: 'A number is out of range' },
  '22007': { code: 'invalid_request', message: 'A date or time is invalid' },
  '22008': { code: 'invalid_request', message: 'A date or time is out of range' },
  // A NUL character (\u0000) fits JSON and JavaScript strings but no PostgreSQL text (22021) or jsonb (22P05) value.
  '22021': { code: 'invalid_request', message: 'A text contains a character that cannot be stored, such as NUL' },
  '22P05': { code: 'invalid_request', message: 'A text contains a character that cannot be stored, such as NUL' },
};

export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.code, message: error.message, ...error.details } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
    const first = issues[0];
    const where = error.validationContext ?? 'request';
    // A rule of a schema that says why in words of its own (a refinement's `params.reason`, core/staff-refusal.ts).
    const reason = error.validation.map((v) => (v.params as { params?: unknown }).params).find(isReason);
    return {
      status: 400,
      body: {
        error: 'invalid_request',
        message: first ? `Invalid ${where}${first.path ? ` at ${first.path}` : ''}: ${first.message}` : `Invalid ${where}`,
        issues,
        ...(reason ? { params: { reason: reason.reason } } : {}),
      },
    };
  }
  const pgCode = pgErrorCode(error);
  const pgInput = pgCode ? pgInputErrors[pgCode] : undefined;
  if (pgInput) return { status: pgInput.code === 'conflict' ? 409 : 400, body: { error: pgInput.code, message: pgInput.message } };

  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'payload_too_large', message: 'The request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'unsupported_media_type', message: 'Send JSON (Content-Type: application/json)' } };
  }
  const status = fastifyError.statusCode;
  if (!isResponseSerializationError(error) && typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return { status, body: { error: 'not_found', message: 'Not found' } };
    if (status === 429) return { status, body: { error: 'rate_limited', message: 'Too many requests; try again shortly' } };
    return { status: 400, body: { error: 'invalid_request', message: fastifyError.message ?? 'Invalid request' } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'Internal Server Error' } };
}

/** Every failure is answered here; those spec §8 reports (500 and above) also go to the error reporting. */
export function installErrorHandler(app: FastifyInstance, reporting: ErrorReporting): void {
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status }, body.message);
    if (isReportedStatus(status)) {
      const route = request.routeOptions.url ?? 'unmatched';
      const secrets = stringsIn([request.body, request.query, request.params]);
      await reporting.report(error, { requestId: request.id, route, method: request.method, status, secrets }, request.log);
    }
    return reply.code(status).send(body);
  });
}
