import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { AppError } from './app-error';
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  const requestId = randomUUID();

  it('sends an AppError as it is, with the request id header', () => {
    const error = AppError.conflict('Un utilisateur avec cette adresse e-mail existe déjà.');
    expect(toErrorResponse(error, requestId)).toEqual({
      status: 409,
      body: { detail: 'Un utilisateur avec cette adresse e-mail existe déjà.' },
      headers: { 'X-Request-Id': requestId },
      unexpected: false,
      outage: false,
    });
  });

  it("keeps an AppError's own headers and field errors", () => {
    const limited = toErrorResponse(AppError.tooManyRequests('Trop de tentatives.', 90.2), requestId);
    expect(limited.status).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(limited.headers).toEqual({ 'X-Request-Id': requestId, 'Retry-After': '91' });
    expect(limited.body).toEqual({ detail: 'Trop de tentatives.' });

    const fields = toErrorResponse(AppError.field('email', 'Saisissez une adresse e-mail valide.'), requestId);
    expect(fields.status).toBe(400);
    expect(fields.body).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
  });

  it('turns a Nest NotFoundException into the French generic 404', () => {
    const response = toErrorResponse(new NotFoundException('Cannot GET /api/secret-route'), requestId);
    expect(response).toEqual({
      status: 404,
      body: { detail: "La ressource demandée n'existe pas." },
      headers: { 'X-Request-Id': requestId },
      unexpected: false,
      outage: false,
    });
  });

  it('recognises an unparseable JSON body', () => {
    const error = new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400);
    const response = toErrorResponse(error, requestId);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: "Le corps de la requête n'est pas un JSON valide." });
    expect(response.unexpected).toBe(false);
  });

  it('answers other 400s with the generic French message', () => {
    const response = toErrorResponse(new BadRequestException('Unexpected field "foo"'), requestId);
    expect(response.body).toEqual({ detail: 'Requête invalide.' });
  });

  it('hides an unexpected error behind a generic 500 with the request id', () => {
    const secret = `connection to db failed: password=${randomUUID()}`;
    const response = toErrorResponse(new Error(secret), requestId);
    expect(response).toEqual({
      status: 500,
      body: { detail: 'Erreur du serveur. Veuillez réessayer plus tard.', request_id: requestId },
      headers: { 'X-Request-Id': requestId },
      unexpected: true,
      outage: false,
    });
    expect(JSON.stringify(response.body)).not.toContain(secret);
    expect(JSON.stringify(response.body)).not.toContain('password');
  });

  it('treats a thrown non-Error as unexpected too', () => {
    const response = toErrorResponse('boom', requestId);
    expect(response.status).toBe(500);
    expect(response.unexpected).toBe(true);
    expect(JSON.stringify(response.body)).not.toContain('boom');
  });

  it('keeps a 503 a 503, with the French message, not a defect', () => {
    const response = toErrorResponse(new ServiceUnavailableException({ status: 'error' }), requestId);
    expect(response).toEqual({
      status: 503,
      body: { detail: 'Service momentanément indisponible. Veuillez réessayer plus tard.' },
      headers: { 'X-Request-Id': requestId },
      unexpected: false,
      outage: false,
    });
  });

  it.each([
    [
      'PostgreSQL shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['PostgreSQL starting up', { name: 'QueryFailedError', message: 'x', driverError: { code: '57P03' } }],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped pg connection', new Error('Connection terminated unexpectedly')],
    [
      'ioredis out of retries',
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['a closed Redis connection', new Error('Connection is closed.')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 with a Retry-After when %s', (_case, error) => {
    const response = toErrorResponse(error, requestId);
    expect(response).toEqual({
      status: 503,
      body: { detail: 'Service momentanément indisponible. Veuillez réessayer plus tard.' },
      headers: { 'X-Request-Id': requestId, 'Retry-After': '2' },
      unexpected: false,
      outage: true,
    });
  });

  it('does not take a query error for an outage', () => {
    const error = { name: 'QueryFailedError', message: 'syntax error', driverError: { code: '42601' } };
    expect(toErrorResponse(error, requestId).status).toBe(500);
  });
});
