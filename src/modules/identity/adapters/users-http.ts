import { Router } from 'express';
import { parseInput } from '../../../platform/http/validate.js';
import type { Authorization } from '../../../platform/tokens.js';
import type { GetUser } from '../application/get-user.js';
import type { UserRecord } from '../application/ports.js';
import { idParam } from './admin-http.js';

/** What GET /api/users/{id} tells: who the user is, never the password hash nor the session state. */
export function publicUserDto(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    status: user.status,
    roles: user.roles,
    companyId: user.companyId,
    bookingUrl: user.bookingUrl,
  };
}

/** GET /api/users/{id} (spec 03 §7): the signed-in user themself, or staff with user:read; others get 404. */
export function usersRouter(getUser: GetUser, auth: Authorization): Router {
  const router = Router();
  router.get('/:id', auth.authenticate, async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const user = await getUser.execute(req.user!, id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: publicUserDto(user) });
  });
  return router;
}
