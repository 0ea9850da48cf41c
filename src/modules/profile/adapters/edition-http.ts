import type { RequestHandler, Response } from 'express';
import { CHILE, editionForHost, type Edition, type EditionHostMap } from '../domain/editions.js';

/** Where the request's edition is kept (res.locals), set once per request by editionMiddleware. */
export const EDITION_LOCAL = 'edition';

/**
 * Resolves the request's edition once from its Host (issue 27, DESIGN.md "Editions are data") and keeps it
 * for every router of every module: they read it with requestEdition(res).
 */
export function editionMiddleware(hosts: EditionHostMap): RequestHandler {
  return (req, res, next) => {
    res.locals[EDITION_LOCAL] = editionForHost(req.headers.host, hosts);
    next();
  };
}

/** The request's edition (Chile when no middleware ran, e.g. a router mounted alone in a test). */
export function requestEdition(res: Response): Edition {
  return (res.locals?.[EDITION_LOCAL] as Edition | undefined) ?? CHILE;
}
