/**
 * Writes tests/file-durations.json (each test file's seconds, rounded) from a full run's artifacts/vitest.json, for
 * the suite's sequencer (tests/support/duration-sequencer.ts): run `npm test`, then `npx tsx scripts/file-durations.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The file's path in the repository, also for a report written by another clone (CI's, a fresh clone's). */
const repoPath = (name: string) =>
  name.startsWith(`${process.cwd()}/`)
    ? path.relative(process.cwd(), name)
    : name.replace(/^.*?\/(?=(?:src|tests|web|admin|scripts)\/)/, '');

const report = JSON.parse(readFileSync('artifacts/vitest.json', 'utf8')) as Report;
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [repoPath(file.name), Math.round((file.endTime - file.startTime) / 1000)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync('tests/file-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/file-durations.json: ${Object.keys(durations).length} files`);
