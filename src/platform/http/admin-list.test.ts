import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from './admin-list.js';
import { errorMiddleware } from './error-middleware.js';

const options = {
  sortFields: ['id', 'name'] as const,
  filter: z.object({ q: z.string().max(20).optional(), status: z.number().int().optional() }),
  defaultSort: { field: 'id' as const, order: 'DESC' as const },
};

describe('parseAdminList', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    expect(
      parseAdminList({ sort: '["name","asc"]', range: '[25,49]', filter: '{"q":"ana","status":2}' }, options),
    ).toEqual({ offset: 25, limit: 25, sort: { field: 'name', order: 'ASC' }, filter: { q: 'ana', status: 2 } });
  });

  it('defaults to the first 25 rows in the default order', () => {
    expect(parseAdminList({}, options)).toEqual({
      offset: 0,
      limit: 25,
      sort: { field: 'id', order: 'DESC' },
      filter: undefined,
    });
  });

  it('caps a page at 500 rows', () => {
    expect(parseAdminList({ range: '[0,9999]' }, options).limit).toBe(500);
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'No se puede ordenar por ese campo.'],
    [{ range: '[10,2]' }, 'hasta >= desde'],
    [{ filter: '{roto' }, 'El parámetro filter no es JSON válido.'],
    [{ filter: '{"status":"dos"}' }, 'Parámetros de listado inválidos.'],
  ])('refuses %j with a Spanish 400', (query, message) => {
    expect(() => parseAdminList(query, options)).toThrow(message);
  });
});

describe('sendAdminList', () => {
  const app = express();
  app.get('/items', (req, res) => {
    const query = parseAdminList(req.query, options);
    const all = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));
    sendAdminList(res, 'items', all.slice(query.offset, query.offset + query.limit), all.length, query.offset);
  });
  app.use(errorMiddleware);

  it('answers the page and the total in Content-Range', async () => {
    const response = await request(app).get('/items').query({ range: '[10,14]' }).expect(200);
    expect(response.body).toHaveLength(5);
    expect(response.headers['content-range']).toBe('items 10-14/30');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('says * for an empty page', async () => {
    const response = await request(app).get('/items').query({ range: '[40,49]' }).expect(200);
    expect(response.headers['content-range']).toBe('items */30');
  });
});
