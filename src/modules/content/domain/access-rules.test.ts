import { describe, expect, it } from 'vitest';
import { backofficeLoginUrl, loginErrorMessage, mayConsultCompanyRut, safeReferrer } from './access-rules.js';

describe('/login hands loginError and referrer to the back-office login', () => {
  it('keeps both parameters, encoded', () => {
    expect(backofficeLoginUrl('?loginError=SESSION_EXPIRED&referrer=%2Fleads%2F12')).toBe(
      '/admin/#/login?loginError=SESSION_EXPIRED&referrer=%2Fleads%2F12',
    );
    expect(backofficeLoginUrl('')).toBe('/admin/#/login');
  });
  it('drops a referrer that leaves the back-office', () => {
    expect(backofficeLoginUrl('?referrer=https%3A%2F%2Fevil.example')).toBe('/admin/#/login');
    expect(safeReferrer('//evil.example')).toBeNull();
    expect(safeReferrer('/../x')).toBeNull();
    expect(safeReferrer('/admin/#/leads')).toBe('/leads');
  });
  it('shows a Spanish message for the error, never the raw text', () => {
    expect(loginErrorMessage('session_expired')).toBe('Tu sesión expiró. Ingresa nuevamente.');
    expect(loginErrorMessage('<script>')).toBe('No pudimos iniciar tu sesión. Intenta nuevamente.');
    expect(loginErrorMessage('')).toBeNull();
  });
});

describe('Consulta-RUT-Empresa guard: a signed-in company user', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('lets a live company session through', () => {
    expect(
      mayConsultCompanyRut({ refreshExpiresAt: now + 1000, user: { roles: ['ADMIN_CLIENT_QPCLIENTS'] } }, now),
    ).toBe(true);
  });
  it('refuses visitors, staff and expired sessions', () => {
    expect(mayConsultCompanyRut(null, now)).toBe(false);
    expect(mayConsultCompanyRut({ refreshExpiresAt: now + 1000, user: { roles: ['ADMIN', 'EJECUTIVO'] } }, now)).toBe(
      false,
    );
    expect(mayConsultCompanyRut({ refreshExpiresAt: now - 1, user: { roles: ['CLIENT'] } }, now)).toBe(false);
    expect(mayConsultCompanyRut({ user: { roles: ['CLIENT'] } }, now)).toBe(false);
  });
});
