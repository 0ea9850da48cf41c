import type { ServerResponse } from 'node:http';
import type { Response } from 'express';

/** A kept answer as bytes: everything before the request's uuid, and everything after it. */
export interface AnswerBytes {
  head: Buffer;
  tail: Buffer;
}

/**
 * An answer just written, its bytes before the uuid still in their parts (each card's kept JSON and the prices
 * between them): a new answer is sent without copying ~90 KB of cards into one buffer (issue 31, new searches:
 * that copy, its allocation and the garbage it left were the largest item of the profile). The answer cache
 * joins the parts once, the first time the answer is asked again (headOf).
 */
export interface AnswerParts {
  headParts: readonly Buffer[];
  /** Their total length in bytes. */
  headLength: number;
  tail: Buffer;
}

export type Answer = AnswerBytes | AnswerParts;

export function isParts(answer: Answer): answer is AnswerParts {
  return (answer as Partial<AnswerParts>).headParts !== undefined;
}

/** The answer's bytes before the uuid, in one buffer (its parts joined). */
export function headOf(answer: Answer): Buffer {
  return isParts(answer) ? Buffer.concat(answer.headParts as Buffer[], answer.headLength) : answer.head;
}

/** The length in bytes of the answer with a uuid of this length. */
export function answerLength(answer: Answer, uuidLength: number): number {
  return (isParts(answer) ? answer.headLength : answer.head.length) + uuidLength + answer.tail.length;
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

/** The body: head (or its parts), the uuid and the tail, in one packet (cork), none of them copied. */
export function writeBody(res: ServerResponse, answer: Answer, uuid: Buffer): void {
  res.cork();
  if (isParts(answer)) for (const part of answer.headParts) res.write(part);
  else res.write(answer.head);
  res.write(uuid);
  res.end(answer.tail);
  res.uncork();
}

/**
 * Sends a kept answer with the request's uuid (JSON-encoded) between its head and tail: no-store, no ETag, the
 * writes in one packet (cork), the kept bytes sent as they are, never copied together.
 */
export function writeAnswer(res: Response, answer: Answer, uuid: string): void {
  const uuidBytes = Buffer.from(uuid, 'utf8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answerLength(answer, uuidBytes.length));
  writeBody(res, answer, uuidBytes);
}
