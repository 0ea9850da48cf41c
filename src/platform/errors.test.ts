import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, isCodedError, statusOf, STATUS_BY_CODE } from './errors.js';
import { errorMiddleware } from './http/error-middleware.js';
import { parseInput } from './http/validate.js';

describe('error codes of spec 03 §8', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of Object.keys(STATUS_BY_CODE) as (keyof typeof STATUS_BY_CODE)[]) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
    }
    expect(statusOf('NOT_FOUND')).toBe(404);
    expect(statusOf('BAD_REQUEST')).toBe(400);
    expect(statusOf('INVALID_CREDENTIALS')).toBe(401);
    expect(statusOf('DISABLED_USER')).toBe(403);
    expect(statusOf('USER_ALREADY_EXISTS')).toBe(409);
    expect(statusOf('DEFAULT')).toBe(500);
  });

  it('recognises coded errors by duck typing, not Node system codes', () => {
    class DomainError extends Error {
      readonly code = 'NOT_EDITABLE';
    }
    expect(isCodedError(new DomainError('x'))).toBe(true);
    expect(isCodedError(new AppError('BAD_REQUEST', 'x'))).toBe(true);
    expect(isCodedError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isCodedError({ code: 'NOT_FOUND', message: 'not an Error' })).toBe(false);
  });
});

describe('error middleware', () => {
  const app = express();
  app.use(express.json());
  app.get('/coded', () => {
    throw new AppError('USER_NOT_FOUND', 'Usuario no encontrado.', { id: 7 });
  });
  app.post('/validated', (req, res) => {
    const body = parseInput(z.object({ edad: z.number().int().min(0, 'La edad no puede ser negativa') }), req.body);
    res.json(body);
  });
  app.get('/zod', () => {
    z.object({ a: z.string() }).parse({});
  });
  app.get('/boom', () => {
    throw new Error('secreto interno');
  });
  app.use(errorMiddleware);

  it('keeps the code, message and details of a coded error', async () => {
    const response = await request(app).get('/coded').expect(404);
    expect(response.body).toEqual({
      error: { code: 'USER_NOT_FOUND', message: 'Usuario no encontrado.', details: { id: 7 } },
    });
  });

  it('answers invalid input with 400 and Spanish field errors', async () => {
    const response = await request(app).post('/validated').send({ edad: -1 }).expect(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(response.body.error.details.errors).toEqual({ edad: 'La edad no puede ser negativa' });
    await request(app).post('/validated').send({ edad: 30 }).expect(200, { edad: 30 });
  });

  it('gives zod default messages in Spanish', async () => {
    const response = await request(app).post('/validated').send({ edad: 'treinta' }).expect(400);
    expect(response.body.error.details.errors.edad).toMatch(/esperado|Entrada inválida/i);
  });

  it('turns an uncaught ZodError into a 400', async () => {
    const response = await request(app).get('/zod').expect(400);
    expect(Object.keys(response.body.error.details.errors)).toEqual(['a']);
  });

  it('hides the message of an unexpected error behind a generic 500', async () => {
    const response = await request(app).get('/boom').expect(500);
    expect(response.body.error.code).toBe('DEFAULT');
    expect(JSON.stringify(response.body)).not.toContain('secreto');
  });
});
