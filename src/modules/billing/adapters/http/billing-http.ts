import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { pathId } from '../../../../platform/http/input-schemas.js';
import type { Clock } from '../../../../platform/tokens.js';
import { chileanToday } from '../../../pricing/index.js';
import type { DeletePayment } from '../../application/delete-payment.js';
import type { ManageTaxDocuments } from '../../application/manage-tax-documents.js';
import type { BillingQueries, ListQuery } from '../../application/ports.js';
import type { Page } from '../../domain/back-office-views.js';
import type { FilePurpose } from '../../domain/files.js';
import type { ReadFile } from '../../application/read-file.js';
import type { RecordPayment } from '../../application/record-payment.js';
import type { RequestPreinvoiceUpdate } from '../../application/request-preinvoice-update.js';
import type { StoreFile } from '../../application/store-file.js';
import { MAX_UPLOAD_BYTES } from '../../application/store-file.js';
import type { UpdateUnsentNotification } from '../../application/update-unsent-notification.js';
import { isIsoDate } from '../../domain/dates.js';
import { scopeOf, type UserOrganization } from '../request-scope.js';
import type { BillingSchedules } from '../schedules.js';

/** What the billing back-office routers share: their use cases, list plumbing and input helpers. */
export interface BillingHttpDeps {
  queries: BillingQueries;
  recordPayment: RecordPayment;
  deletePayment: DeletePayment;
  storeFile: StoreFile;
  readFile: ReadFile;
  requestPreinvoiceUpdate: RequestPreinvoiceUpdate;
  taxDocuments: ManageTaxDocuments;
  unsent: UpdateUnsentNotification;
  schedules: BillingSchedules;
  organizationOf: UserOrganization;
  clock: Clock;
}

export type Guard = (permission: string) => RequestHandler;

export const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
export const ids = z.union([intLike, z.array(intLike).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));
export const day = z.string().refine(isIsoDate, 'Fecha inválida (AAAA-MM-DD).');
export const EXPORT_LIMIT = 20_000;

export const idOf = (raw: unknown, what: string) => {
  const id = pathId(raw);
  if (id === undefined) throw new AppError('NOT_FOUND', `${what} no existe.`);
  return id;
};

export const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } });

/** multer errors (too large, unexpected field) as a Spanish 400 instead of a 500. */
export const receive =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      const message =
        (error as { code?: string }).code === 'LIMIT_FILE_SIZE'
          ? 'El archivo supera los 5 MB.'
          : 'No se pudo leer el archivo enviado.';
      next(new AppError('BAD_REQUEST', message, { errors: { file: message } }));
    });

/** The content type from the bytes (file-type); XML has no magic number, so it is recognised by its start. */
export async function sniff(data: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return detected.mime;
  const head = data
    .subarray(0, 200)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') || /^<[A-Za-z]/.test(head) ? 'application/xml' : 'application/octet-stream';
}

export const actorId = (req: Request) => req.user?.id ?? null;

type ListOptions<S extends readonly [string, ...string[]], F extends z.ZodType> = Parameters<
  typeof parseAdminList<S, F>
>[1];

/** The caller's day and scope, and react-admin lists in that scope, for one router. */
export function billingRequests(deps: Pick<BillingHttpDeps, 'clock' | 'organizationOf'>) {
  const today = () => chileanToday(deps.clock);
  const scope = (req: Request) => scopeOf(req, deps.organizationOf);

  /**
   * A react-admin list through the platform's helper (parseAdminList in, sendAdminList out), in the caller's
   * scope: `filterOf` maps the parsed filter onto the query's; `limit` (exports) asks for one long page.
   */
  const listQuery = <S extends readonly [string, ...string[]], F extends z.ZodType, Q>(
    req: Request,
    options: ListOptions<S, F>,
    filterOf: (filter: z.output<F> | undefined) => Q,
    limit?: number,
  ): ListQuery<Q> => {
    const list = parseAdminList(req.query, options);
    return {
      scope: scope(req),
      today: today(),
      filter: filterOf(list.filter),
      offset: limit ? 0 : list.offset,
      limit: limit ?? list.limit,
      sort: list.sort,
    };
  };
  const listRoute =
    <S extends readonly [string, ...string[]], F extends z.ZodType, Q, T>(
      resource: string,
      options: ListOptions<S, F>,
      filterOf: (filter: z.output<F> | undefined) => Q,
      load: (query: ListQuery<Q>) => Promise<Page<T>>,
      shape: (row: T, req: Request) => unknown = (row) => row,
    ): RequestHandler =>
    async (req, res) => {
      const query = listQuery(req, options, filterOf);
      const page = await load(query);
      sendAdminList(
        res,
        resource,
        page.rows.map((row) => shape(row, req)),
        page.total,
        query.offset,
      );
    };
  return { today, scope, listQuery, listRoute };
}

/** A stored file of one of `purposes`, in the caller's scope, as a download. */
export async function sendFile(
  deps: Pick<BillingHttpDeps, 'readFile' | 'organizationOf'>,
  req: Request,
  res: Response,
  fileId: number,
  purposes: FilePurpose[],
) {
  const file = await deps.readFile.execute(fileId, purposes, scopeOf(req, deps.organizationOf));
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(file.filename)}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(file.content);
}
