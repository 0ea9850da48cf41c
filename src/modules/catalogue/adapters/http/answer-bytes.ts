import type { Response } from 'express';

/** A kept answer as bytes: everything before the request's uuid, and everything after it. */
export interface AnswerBytes {
  head: Buffer;
  tail: Buffer;
}

/** One buffer of string and byte parts, allocated once. */
export function concatParts(parts: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) offset += typeof part === 'string' ? out.write(part, offset) : part.copy(out, offset);
  return out;
}

/**
 * Sends a kept answer with the request's uuid (JSON-encoded) between its head and tail: no-store, no ETag, three
 * writes in one packet (cork), the kept head and tail sent as they are, never copied together.
 */
export function writeAnswer(res: Response, answer: AnswerBytes, uuid: string): void {
  const uuidBytes = Buffer.from(uuid, 'utf8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.head.length + uuidBytes.length + answer.tail.length);
  res.cork();
  res.write(answer.head);
  res.write(uuidBytes);
  res.end(answer.tail);
  res.uncork();
}
