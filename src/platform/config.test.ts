import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives defaults that work on a developer machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      ROLE: 'all',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_SAMPLE_DATA: 'never',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives the public address from the port unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '3998' }).PUBLIC_URL).toBe('http://localhost:3998');
    expect(loadConfig({ PORT: '3998', PUBLIC_URL: 'https://seguros.example.cl' }).PUBLIC_URL).toBe(
      'https://seguros.example.cl',
    );
  });

  it('coerces numbers and treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ ROLE: 'scheduler' }, 'ROLE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL debe ser una URL postgres://'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL debe ser una URL redis://'],
    [{ JWT_ACCESS_SECRET: 'corto' }, 'JWT_ACCESS_SECRET debe tener al menos 32 caracteres'],
    [{ PUBLIC_URL: 'no es url' }, 'PUBLIC_URL'],
  ])('rejects %j naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('requires the JWT secrets in production (the rest of production mode: production-config.test.ts)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_ACCESS_SECRET: obligatoria en producción/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_REFRESH_SECRET: obligatoria en producción/);
  });
});
