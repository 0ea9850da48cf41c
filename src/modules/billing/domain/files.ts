/* Uploaded files (payment receipts, tax document PDFs and XMLs): the upload, its row, the stored file. */

export type FilePurpose = 'payment-receipt' | 'tax-document-pdf' | 'tax-document-xml';

/** An upload as received: the bytes go to the FileStorage, the rest to billing_files. */
export interface NewFile {
  purpose: FilePurpose;
  filename: string;
  contentType: string;
  data: Buffer;
  organizationId: number | null;
  uploadedBy: number | null;
}

/** The row of a stored file: where the FileStorage keeps it, never its bytes. */
export type FileRecord = Omit<NewFile, 'data'> & { size: number; storageKey: string };

export interface StoredFile {
  id: number;
  purpose: string;
  filename: string;
  contentType: string;
  size: number;
  organizationId: number | null;
  /** Null only for a file uploaded before the FileStorage, still in billing_files_legacy. */
  storageKey: string | null;
}
