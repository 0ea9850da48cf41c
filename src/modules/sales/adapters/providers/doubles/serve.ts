import express, { type Express, type RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP doubles of the payment providers' documented APIs (their sandboxes are unreachable from
 * these machines). Each answers the requests the real SDK (server) or the provider's browser library
 * sends, with the provider's documented shapes and errors, records what it received, and serves a
 * stand-in of its browser library or payment page so a browser test runs the whole flow. Tests only.
 */
export interface Double {
  url: string;
  received: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
  close(): Promise<void>;
}

export async function serve(app: Express, received: Double['received']): Promise<Double> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function recorder(received: Double['received']): Express {
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  app.use((req, _res, next) => {
    received.push({ method: req.method, path: req.path, headers: req.headers, body: req.body });
    next();
  });
  return app;
}

/** The provider's public (browser) endpoints answer any origin, as the real ones do for their keys. */
export function cors(allowHeaders: string): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', req.header('origin') ?? '*');
    res.setHeader('Access-Control-Allow-Headers', allowHeaders);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
