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

  it('the policies back-office: each screen and action by its permission string (spec 03 §6)', () => {
    const payroll = [
      'policy:read',
      'employee:read',
      'employee:create',
      'employee:bulk-load-read',
      'employee:bulk-load-process',
      'employee:read-uninsured',
      'policy-employee:process-activation-accept',
    ];
    expect(canAccessWith(payroll, 'policies', 'list')).toBe(true);
    expect(canAccessWith(payroll, 'policies', 'create')).toBe(false);
    expect(canAccessWith(payroll, 'policies', 'edit')).toBe(false);
    expect(canAccessWith(payroll, 'client-organizations', 'edit')).toBe(false);
    expect(canAccessWith(payroll, 'insured', 'create')).toBe(true);
    expect(canAccessWith(payroll, 'insured', 'accept-cancellation')).toBe(false);
    expect(canAccessWith(payroll, 'uninsured', 'list')).toBe(true);
    expect(canAccessWith(payroll, 'bulk-loads', 'cancel')).toBe(true);
    expect(canAccessWith(payroll, 'insurer-settings', 'list')).toBe(false);
    expect(canAccessWith(payroll, 'insurers', 'list')).toBe(true);

    const backoffice = ['policy:read', 'policy:update', 'policy:upload-file', 'insurer:read'];
    expect(canAccessWith(backoffice, 'policies', 'change-status')).toBe(true);
    expect(canAccessWith(backoffice, 'policies', 'duplicate')).toBe(false);
    expect(canAccessWith(backoffice, 'insurer-settings', 'edit')).toBe(true);
    expect(canAccessWith(backoffice, 'insurer-settings', 'update-cutting-day')).toBe(false);
    expect(canAccessWith(backoffice, 'insurer-contacts', 'list')).toBe(false);
    expect(canAccessWith(backoffice, 'insurer-documents', 'create')).toBe(true);
    expect(canAccessWith(['organization:create'], 'client-organizations', 'create')).toBe(true);
    expect(canAccessWith(['insurer:delete-contact'], 'insurer-contacts', 'delete')).toBe(true);
  });
});
