import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../http/openapi.js';
import { ApiContract, type OpenApiDocument } from './api-contract.js';

const item = z.object({ key: z.string(), weight: z.number() }).meta({ id: 'Item' });
const contract = new ApiContract(
  buildOpenApiDocument([
    (api) =>
      api
        .router('/api/items', 'Items')
        .get('/', { summary: 'list', response: z.object({ data: z.array(item) }) })
        .get('/:id', { summary: 'one', response: item, errors: [404] })
        .get('/export', { summary: 'file', response: { contentType: 'text/csv' } })
        .delete('/:id', { summary: 'delete', response: { status: 204 } }),
  ]) as unknown as OpenApiDocument,
);
const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
});

describe('ApiContract', () => {
  it('accepts an answer that keeps to its documented status and schema (components by $ref)', () => {
    expect(contract.check('GET', '/api/items?x=1', json(200, { data: [{ key: 'a', weight: 1 }] }))).toBeUndefined();
    expect(
      contract.check('GET', 'http://127.0.0.1:4000/api/items/7', json(200, { key: 'a', weight: 1 })),
    ).toBeUndefined();
    expect(contract.check('GET', '/api/items/7', json(404, { error: { code: 'NOT_FOUND', message: 'No.' } }))).toBe(
      undefined,
    );
  });

  it('names the method, the documented path, the status and the schema error of a body that drifted', () => {
    const problem = contract.check('GET', '/api/items', json(200, { data: [{ code: 'a', weight: 1 }] }));
    expect(problem).toContain('GET /api/items answered 200');
    expect(problem).toContain("/data/0: must have required property 'key'");
  });

  it('fails a status the operation does not document, naming the documented ones', () => {
    const problem = contract.check('GET', '/api/items/7', json(409, { error: { code: 'CONFLICT', message: 'x' } }));
    expect(problem).toContain('GET /api/items/{id} (/api/items/7) answered 409');
    expect(problem).toContain('documented: 200, 400, 404');
  });

  it('matches literal segments before parameters (/api/items/export is not /api/items/{id})', () => {
    const csv = { status: 200, headers: { 'content-type': 'text/csv' }, text: 'a;b' };
    expect(contract.check('GET', '/api/items/export', csv)).toBeUndefined();
    expect(contract.check('GET', '/api/items/export', json(200, { key: 'a', weight: 1 }))).toContain(
      'documented as text/csv',
    );
  });

  it('checks only the status of answers without a JSON body, and ignores requests outside the document', () => {
    expect(contract.check('DELETE', '/api/items/7', { status: 204, headers: {} })).toBeUndefined();
    expect(contract.check('DELETE', '/api/items/7', { status: 200, headers: {} })).toContain('answered 200');
    expect(contract.check('GET', '/Comparar/Seguros-de-Salud', { status: 200, headers: {} })).toBeUndefined();
    expect(contract.check('POST', '/api/items', json(201, {}))).toBeUndefined();
  });
});

describe('the supertest hook (vitest setup file)', () => {
  it('fails a request whose answer does not match the document, through await and through .expect', async () => {
    // A stand-in app on a documented path that answers what the document does not say.
    const app = express().get('/api/health/live', (_req, res) => {
      res.json({ status: 'maybe' });
    });
    await expect(request(app).get('/api/health/live')).rejects.toThrow(
      /OpenAPI contract: GET \/api\/health\/live answered 200 with a body that does not match[\s\S]*\/status: must be equal to one of the allowed values/,
    );
    await expect(request(app).get('/api/health/live').expect(200)).rejects.toThrow(/OpenAPI contract/);
    // The test's own expectation speaks first.
    await expect(request(app).get('/api/health/live').expect(201)).rejects.toThrow(/expected 201 "Created", got 200/);
    await expect(request.agent(app).get('/api/health/live')).rejects.toThrow(/OpenAPI contract/);
  });

  it('lets an answer that keeps to the document through', async () => {
    const app = express().get('/api/health/live', (_req, res) => {
      res.json({ status: 'ok' });
    });
    const answer = await request(app).get('/api/health/live').expect(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});
