import { readFileSync } from 'node:fs';
import express from 'express';

/**
 * The baseline of the benchmark: a bare Express 5 route answering a constant JSON document (a real
 * comparison answer captured by the benchmark, so the same bytes) with JSON body parsing and nothing else.
 * The bytes are sent as they are, never re-serialised (issue 31): serialising the answer is part of the
 * comparison's work, not of the baseline's.
 */
const [file, port] = process.argv.slice(2);
const payload = readFileSync(file!);
const app = express();
app.use(express.json({ limit: '100kb' }));
app.post('/bare', (_req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', payload.length);
  res.end(payload);
});
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`bare server on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
