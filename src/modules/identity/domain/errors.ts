/**
 * The identity errors of spec 03 §8 with their Spanish messages. Plain Errors carrying a `code`
 * from the platform's catalogue: the error middleware maps each code to its HTTP status.
 */
export const IDENTITY_MESSAGES = {
  INVALID_CREDENTIALS: 'Credenciales inválidas.',
  DISABLED_USER: 'Tu usuario está inactivo. Contacta a un administrador.',
  UNAUTHORIZED: 'Debes iniciar sesión para continuar.',
  INVALID_TOKEN: 'La sesión no es válida. Vuelve a iniciar sesión.',
  ACCESS_TOKEN_EXPIRED: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  REFRESH_TOKEN_EXPIRED: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  INVALID_PASSWORD_FORM:
    'La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.',
  PASSWORD_IN_HISTORY: 'La contraseña no puede ser igual a ninguna de las últimas 4.',
  PASSWORD_EXPIRED: 'Tu contraseña expiró. Debes cambiarla para continuar.',
  PASSWORD_TOKEN_EXPIRED: 'El enlace para restablecer la contraseña expiró o ya fue usado. Solicita uno nuevo.',
  USER_ALREADY_EXISTS: 'Ya existe un usuario con ese correo.',
  USER_NOT_FOUND: 'Usuario no encontrado.',
  // One answer for an unknown, used or expired sign-in link and for a disabled user: nothing can be learnt.
  NOT_FOUND: 'El enlace de acceso no es válido, expiró o ya fue usado. Pide uno nuevo.',
  ROLE_NOT_FOUND: 'Rol no encontrado.',
  TOO_MANY_REQUESTS: 'Demasiados intentos de inicio de sesión. Intenta nuevamente en unos minutos.',
  BAD_REQUEST: 'Datos inválidos.',
} as const;

export type IdentityErrorCode = keyof typeof IDENTITY_MESSAGES;

export class IdentityError extends Error {
  constructor(
    public readonly code: IdentityErrorCode,
    message: string = IDENTITY_MESSAGES[code],
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
