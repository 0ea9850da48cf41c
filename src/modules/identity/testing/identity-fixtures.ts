import type { Express } from 'express';
import request from 'supertest';
import type { Runtime } from '../../../runtime.js';
import type { CreateUser } from '../application/create-user.js';
import { IDENTITY } from '../tokens.js';

/** A password that follows spec 03 §5, for tests. */
export const TEST_PASSWORD = 'Clave#2026a';

let counter = 0;

/** Creates an active user with the roles and a known password; answers its e-mail. */
export async function createTestUser(
  runtime: Runtime,
  roles: string[],
  options: { email?: string; password?: string; name?: string; companyId?: number | null } = {},
): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const email = options.email ?? `usuario${counter}-${Date.now()}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const created = await runtime.container
    .get<CreateUser>(IDENTITY.CreateUser)
    .execute({ email, name: options.name ?? `Usuario ${counter}`, roles, password, companyId: options.companyId });
  return { id: created.user.id, email, password };
}

let ipCounter = 0;

/** Logs in through POST /token from a distinct client IP (so the per-IP login limit stays out of the way). */
export async function loginAs(app: Express, email: string, password = TEST_PASSWORD) {
  ipCounter += 1;
  const response = await request(app)
    .post('/token')
    .set('X-Forwarded-For', `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`)
    .send({ grant_type: 'password', username: email, password });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { access_token: string; refresh_token: string; user: { permissions: string[] } };
}

/** A new staff user with `roles`, signed in through POST /token: their access token. */
export async function staffToken(runtime: Runtime, app: Express, ...roles: string[]): Promise<string> {
  return (await loginAs(app, (await createTestUser(runtime, roles)).email)).access_token;
}

/** supertest calls on `app` that carry a staff user's access token. */
export function withToken(app: Express, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(app).get(path).set(auth),
    post: (path: string, body: object = {}) => request(app).post(path).set(auth).send(body),
    put: (path: string, body: object) => request(app).put(path).set(auth).send(body),
    delete: (path: string) => request(app).delete(path).set(auth),
  };
}
