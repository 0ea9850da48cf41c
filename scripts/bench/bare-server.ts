import { readFileSync } from 'node:fs';
import express from 'express';

/**
 * The baseline of the benchmark: a bare Express 5 route answering a constant JSON document (a real
 * comparison answer captured by the benchmark, so the same size), with JSON body parsing and nothing else.
 */
const [file, port] = process.argv.slice(2);
const payload = JSON.parse(readFileSync(file!, 'utf8')) as unknown;
const app = express();
app.use(express.json({ limit: '100kb' }));
app.post('/bare', (_req, res) => {
  res.json(payload);
});
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`bare server on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
