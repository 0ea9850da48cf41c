import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first on a fresh clone too. vitest orders files by the durations it cached on the last run, and
 * by file size when it has none (a fresh clone, CI): a short file that starts late is harmless, a 90-s browser
 * file that starts last keeps one worker busy while the other idles. tests/file-durations.json holds each file's
 * seconds from a full run (scripts/file-durations.ts writes it from artifacts/vitest.json); a file it does not
 * know yet counts as the median.
 */
export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    let known: Record<string, number> = {};
    try {
      known = JSON.parse(readFileSync(path.join(root, 'tests/file-durations.json'), 'utf8')) as Record<string, number>;
    } catch {
      return super.sort(files);
    }
    const values = Object.values(known).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)] ?? 0;
    const seconds = (file: TestSpecification) => known[path.relative(root, file.moduleId)] ?? median;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
