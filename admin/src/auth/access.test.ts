import { describe, expect, it } from 'vitest';
import { canAccessWith, requiredPermission } from './access';

describe('canAccessWith (menus, buttons and screens from permission strings)', () => {
  const executive = ['lead:read', 'lead:update'];
  const supervisor = ['lead:read', 'lead:update', 'lead:assign', 'user:read'];

  it('an executive sees and edits leads but cannot reassign, nor see users, roles or the mailbox', () => {
    expect(canAccessWith(executive, 'leads', 'list')).toBe(true);
    expect(canAccessWith(executive, 'leads', 'edit')).toBe(true);
    expect(canAccessWith(executive, 'leads', 'assign')).toBe(false);
    expect(canAccessWith(executive, 'users', 'list')).toBe(false);
    expect(canAccessWith(executive, 'roles', 'list')).toBe(false);
    expect(canAccessWith(executive, 'mailbox', 'list')).toBe(false);
    expect(canAccessWith(executive, 'dashboard', 'list')).toBe(true);
  });

  it('a supervisor reassigns and reads users but cannot create or edit them', () => {
    expect(canAccessWith(supervisor, 'leads', 'assign')).toBe(true);
    expect(canAccessWith(supervisor, 'users', 'show')).toBe(true);
    expect(canAccessWith(supervisor, 'users', 'create')).toBe(false);
    expect(canAccessWith(supervisor, 'users', 'edit')).toBe(false);
  });

  it('resource wildcards count; unknown resources and actions (delete, export) are denied', () => {
    expect(canAccessWith(['user:*'], 'users', 'create')).toBe(true);
    expect(canAccessWith(['*'], 'users', 'delete')).toBe(false);
    expect(canAccessWith(['*'], 'leads', 'export')).toBe(false);
    expect(canAccessWith(['*'], 'nothing', 'list')).toBe(false);
    expect(requiredPermission('roles', 'edit')).toBe('role:update');
  });
});
