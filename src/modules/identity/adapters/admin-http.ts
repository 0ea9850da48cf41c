import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../../platform/errors.js';
import type { MailStore } from '../../../platform/mail/mail-store.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { positiveId } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { Authorization } from '../../../platform/tokens.js';
import type { CreateUser } from '../application/create-user.js';
import type { IssueAccessLink } from '../application/issue-access-link.js';
import type { ListUsers } from '../application/list-users.js';
import type { ManageRoles } from '../application/manage-roles.js';
import type { UserRecord } from '../application/ports.js';
import type { UpdateUser } from '../application/update-user.js';
import type { UserDirectory } from '../application/user-directory.js';
import { bookingUrlProblem } from '../domain/booking-link.js';
import { isPermissionString, LEAD_RECEIVE, USER_STATUSES } from '../domain/permissions.js';

export interface AdminUseCases {
  listUsers: ListUsers;
  createUser: CreateUser;
  updateUser: UpdateUser;
  roles: ManageRoles;
  directory: UserDirectory;
  issueAccessLink: IssueAccessLink;
}

/** The user as the back-office sees it: never the password hash. */
function userDto(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    status: user.status,
    roles: user.roles,
    mustChangePassword: user.mustChangePassword,
    passwordChangedAt: user.passwordChangedAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    companyId: user.companyId,
    bookingUrl: user.bookingUrl,
  };
}

const name = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(2, 'El nombre debe tener al menos 2 caracteres.')
  .max(120, 'El nombre debe tener 120 caracteres o menos.');
const roles = z.array(z.string().min(1).max(60), { error: 'Los roles deben ser una lista.' }).max(30);
/** An advisor's booking link; '' or null removes it (spec 03 §7 calendly/getUserRandom). */
export const bookingUrl = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: 'El enlace de agenda debe ser texto.' })
    .trim()
    .superRefine((value, context) => {
      const problem = bookingUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
);
const status = z.enum(USER_STATUSES, { error: 'El estado debe ser Activo o Inactivo.' });

export const idParam = z.object({
  id: z.coerce.number({ error: 'El id debe ser un número.' }).int().positive().max(2_147_483_647),
});

export const createUserBody = z.object({
  email: z.email('Ingresa un correo válido.').max(254),
  name,
  roles: roles.min(1, 'Asigna al menos un rol.'),
  password: z
    .string()
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  companyId: z.preprocess((v) => (v === '' ? null : v), positiveId('La empresa').nullable().optional()),
});
export const updateUserBody = z.object({
  name: name.optional(),
  status: status.optional(),
  roles: roles.optional(),
  /** The client organization of a company user (the token's company claim); null for staff. */
  companyId: z.preprocess((v) => (v === '' ? null : v), positiveId('La empresa').nullable().optional()),
  bookingUrl,
});
export const accessLinkBody = z.object({
  /** Also e-mail the link to the user (the issuer gets it in the answer either way). */
  sendEmail: z.boolean({ error: 'sendEmail debe ser verdadero o falso.' }).optional(),
});
/** The columns each list sorts by (react-admin sends the clicked column's source). */
export const USER_SORT_FIELDS = ['id', 'email', 'name', 'status', 'createdAt', 'lastLoginAt'] as const;
export const ROLE_SORT_FIELDS = ['id', 'name', 'userCount'] as const;
/** Permissions, executives and the mailbox keep one order of their own; these sorts are accepted and ignored. */
export const PERMISSION_SORT_FIELDS = ['id', 'resource', 'description'] as const;
export const EXECUTIVE_SORT_FIELDS = ['id', 'name', 'email'] as const;
export const MAILBOX_SORT_FIELDS = ['id', 'createdAt'] as const;

export const userFilter = z.object({
  q: z.string().max(120).optional(),
  status: status.optional(),
  role: z.string().max(60).optional(),
  id: z.array(z.coerce.number().int().positive()).max(500).optional(),
});
export const roleFilter = z.object({
  q: z.string().max(60).optional(),
  id: z.array(z.coerce.number().int()).optional(),
});
export const executiveFilter = z.object({
  q: z.string().max(120).optional(),
  id: z.array(z.coerce.number().int()).max(500).optional(),
});
export const mailboxFilter = z.object({ q: z.string().max(254).optional() });
export const permissionFilter = z.object({});

export const rolePermissionsBody = z.object({
  permissions: z
    .array(z.string().refine(isPermissionString, 'Cada permiso debe tener la forma recurso:acción.'))
    .max(500, 'Demasiados permisos.'),
});

/** /api/admin/users, /roles, /permissions and /mailbox, each behind PLATFORM.Authorization. */
export function identityAdminRouter(useCases: AdminUseCases, auth: Authorization, mailbox: MailStore): Router {
  const router = Router();

  router.get('/users', auth.requirePermission('user:read'), async (req, res) => {
    const { filter = {}, ...query } = parseAdminList(req.query, {
      sortFields: USER_SORT_FIELDS,
      filter: userFilter,
      defaultSort: { field: 'id', order: 'ASC' },
    });
    const page = await useCases.listUsers.list({
      ...query,
      filter: { q: filter.q, status: filter.status, role: filter.role, ids: filter.id },
    });
    sendAdminList(res, 'users', page.rows.map(userDto), page.total, query.offset);
  });

  router.get('/users/:id', auth.requirePermission('user:read'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    res.json(userDto(await useCases.listUsers.get(id)));
  });

  router.post('/users', auth.requirePermission('user:create'), async (req, res) => {
    const input = parseInput(createUserBody, req.body);
    // A password typed by an admin is known to the admin: the user must replace it at the first login.
    const created = await useCases.createUser.execute({ ...input, mustChangePassword: true }, req.user!);
    res.setHeader('Cache-Control', 'no-store');
    // The one-time password is shown once, in this answer only.
    res.status(201).json({ ...userDto(created.user), oneTimePassword: created.oneTimePassword });
  });

  router.put('/users/:id', auth.requirePermission('user:update'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(updateUserBody, req.body);
    res.json(userDto(await useCases.updateUser.execute(req.user!, id, input)));
  });

  // A user is never deleted (leads and history point at it): "delete" disables it.
  router.delete('/users/:id', auth.requirePermission('user:update'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    res.json(userDto(await useCases.updateUser.execute(req.user!, id, { status: 'Inactivo' })));
  });

  // A one-time sign-in link for the user (GET /hashtoken/{hash}); shown once, in this answer only.
  router.post('/users/:id/access-link', auth.requirePermission('user:access-link'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(accessLinkBody, req.body ?? {});
    const issued = await useCases.issueAccessLink.execute(req.user!, id, { sendEmail: input.sendEmail ?? false });
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ link: issued.link, expiresAt: issued.expiresAt.toISOString(), emailed: issued.emailed });
  });

  router.get('/roles', auth.requirePermission('role:read'), async (req, res) => {
    const { filter = {}, ...query } = parseAdminList(req.query, {
      sortFields: ROLE_SORT_FIELDS,
      filter: roleFilter,
      defaultSort: { field: 'id', order: 'ASC' },
    });
    let all = await useCases.roles.list();
    if (filter.q) all = all.filter((role) => role.name.toLowerCase().includes(filter.q!.toLowerCase()));
    if (filter.id) all = all.filter((role) => filter.id!.includes(role.id));
    const field = query.sort.field;
    const sign = query.sort.order === 'DESC' ? -1 : 1;
    all.sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
    sendAdminList(res, 'roles', all.slice(query.offset, query.offset + query.limit), all.length, query.offset);
  });

  router.get('/roles/:id', auth.requirePermission('role:read'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    res.json(await useCases.roles.get(id));
  });

  router.put('/roles/:id', auth.requirePermission('role:update'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(rolePermissionsBody, req.body);
    res.json(await useCases.roles.setPermissions(req.user!, id, input.permissions));
  });

  router.get('/permissions', auth.requirePermission('role:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: PERMISSION_SORT_FIELDS,
      filter: permissionFilter,
      defaultSort: { field: 'id', order: 'ASC' },
    });
    const rows = (await useCases.roles.catalogue()).map((permission) => ({
      id: permission.name,
      resource: permission.name.split(':')[0],
      description: permission.description,
    }));
    sendAdminList(res, 'permissions', rows.slice(query.offset, query.offset + query.limit), rows.length, query.offset);
  });

  // Who receives leads (active holders of lead:receive): the choices of the leads list filter and of reassigning.
  router.get('/executives', auth.requirePermission('lead:read'), async (req, res) => {
    const { filter = {}, ...query } = parseAdminList(req.query, {
      sortFields: EXECUTIVE_SORT_FIELDS,
      filter: executiveFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    let rows = await useCases.directory.listActiveByPermission(LEAD_RECEIVE);
    if (filter.id) rows = rows.filter((user) => filter.id!.includes(user.id));
    if (filter.q) {
      const q = filter.q.toLowerCase();
      rows = rows.filter((user) => user.name.toLowerCase().includes(q) || user.email.includes(q));
    }
    sendAdminList(res, 'executives', rows.slice(query.offset, query.offset + query.limit), rows.length, query.offset);
  });

  // The development mailbox (PLATFORM.Mailbox): what the app "sent" when no SMTP server is configured.
  router.get('/mailbox', auth.requirePermission('mailbox:read'), async (req, res) => {
    const { filter = {}, ...query } = parseAdminList(req.query, {
      sortFields: MAILBOX_SORT_FIELDS,
      filter: mailboxFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const page = await mailbox.list({ offset: query.offset, limit: query.limit, to: filter.q || undefined });
    sendAdminList(res, 'mailbox', page.rows, page.total, query.offset);
  });

  router.get('/mailbox/:id', auth.requirePermission('mailbox:read'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const mail = await mailbox.get(id);
    if (!mail) throw notFound('Correo no encontrado.');
    res.json(mail);
  });

  return router;
}
