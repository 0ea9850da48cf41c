/** The note every sample product carries (description, metadata, detail): the data is made up. */
export const SAMPLE_NOTE = 'Datos de ejemplo: producto ficticio para demostrar el comparador.';
