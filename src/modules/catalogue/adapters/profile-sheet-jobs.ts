import type { Job } from 'bullmq';
import { z } from 'zod';
import type { FileStorage } from '../../../platform/files/file-storage.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import { checkSheet, type PriceProfileSheet } from '../application/price-profile-sheet.js';
import { PROFILE_SHEET_QUEUE } from '../tokens.js';
import { profileSheetForm, sheetCompareRequest, sheetFileKey, sheetResultKey } from './http/profile-sheet-router.js';
import { readSheetRows, writePricedSheet } from './profile-sheet-xlsx.js';

const sheetJob = z.object({ jobId: z.uuid(), form: profileSheetForm });

/**
 * Prices a large profile sheet (processProfilesWithExcel above the direct limit): reads the stored upload, prices
 * each row, reports progress and stores the result workbook the download route serves. Running it again
 * overwrites the same result file, so a retried job does no harm.
 */
export function profileSheetProcessor(price: PriceProfileSheet, storage: FileStorage): JobProcessor {
  return {
    queue: PROFILE_SHEET_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      const { jobId, form } = sheetJob.parse(job.data);
      const sheet = checkSheet(await readSheetRows(await storage.get(sheetFileKey(jobId))));
      const priced = await price.execute(sheet, sheetCompareRequest(form), (done) => job.updateProgress(done));
      await storage.put(
        sheetResultKey(jobId),
        await writePricedSheet(priced, form.take),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      await job.updateProgress(priced.total);
      return { total: priced.total, priced: priced.priced, failed: priced.failed };
    },
  };
}
