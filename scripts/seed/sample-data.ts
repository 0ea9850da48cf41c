import type { Runtime } from '../../src/runtime.js';

/**
 * Loads the labelled sample data every module contributes (the catalogue generator of issue 3 plugs in
 * here). The UF reference value itself comes with the migrations.
 */
export async function loadSampleData(runtime: Runtime, options: { onlyIfEmpty: boolean }): Promise<void> {
  runtime.logger.info({ onlyIfEmpty: options.onlyIfEmpty }, 'Datos de ejemplo: nada que cargar todavía');
}
