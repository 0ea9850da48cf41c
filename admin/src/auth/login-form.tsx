import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { loginErrorMessage, safeReferrer } from '@domain/content/domain/access-rules';
import {
  PASSWORD_HISTORY_SIZE,
  PASSWORD_RULE_TEXT,
  passwordFormMessage,
  passwordFormProblems,
} from '@domain/identity/domain/password-policy';
import { useState, type FormEvent } from 'react';
import { PasswordChangeRequired } from './auth-provider';
import { ApiError, postJson } from './session';

type Mode = 'login' | 'change' | 'forgot';

/** The site's /login hands over ?loginError=…&referrer=… (spec 02 §2.2): shown, and followed after sign-in. */
function loginParams() {
  const hash = window.location.hash;
  const params = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  return { error: loginErrorMessage(params.get('loginError')), referrer: safeReferrer(params.get('referrer')) };
}

/** Signs in and then goes to `referrer` (a back-office path) or the first screen. */
export type SignIn = (credentials: { username: string; password: string }, referrer?: string) => Promise<void>;

/**
 * Login, the forced change of an expired or one-time password (PASSWORD_EXPIRED), and "forgot password".
 * It needs no react-admin: the sign-in shell shows it before the back-office's code is fetched, and
 * react-admin's own login page (sign-in-page.tsx) shows it when a session ends inside the back-office.
 */
export function LoginForm({ login, translate }: { login: SignIn; translate: (key: string) => string }) {
  const [handedOver] = useState(loginParams);
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(handedOver.error);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await action();
    } catch (caught) {
      if (caught instanceof PasswordChangeRequired) {
        setMode('change');
        setInfo(caught.message);
      } else if (caught instanceof ApiError) {
        setError(caught.message);
        setFieldErrors(caught.body.error?.details?.errors ?? {});
      } else {
        setError(caught instanceof Error ? caught.message : 'No se pudo completar la acción.');
      }
    } finally {
      setBusy(false);
    }
  };

  const submitLogin = (event: FormEvent) => {
    event.preventDefault();
    void run(() => login({ username: email, password }, handedOver.referrer ?? undefined));
  };

  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordFormProblems(newPassword);
    if (problems.length > 0) {
      setFieldErrors({ newPassword: passwordFormMessage(problems) });
      return;
    }
    if (newPassword !== confirmation) {
      setFieldErrors({ confirmation: 'Las contraseñas no coinciden.' });
      return;
    }
    void run(async () => {
      await postJson('/api/auth/password/change', { email, currentPassword: password, newPassword });
      setInfo(null);
      await login({ username: email, password: newPassword }, handedOver.referrer ?? undefined);
    });
  };

  const submitForgot = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await postJson<{ data: { message: string } }>('/api/auth/password/forgot', { email });
      setInfo(answer.data.message);
      setMode('login');
    });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Back-office del comparador
          </Typography>
          {info && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {info}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          {mode === 'login' && (
            <Stack component="form" spacing={2} onSubmit={submitLogin} noValidate>
              <TextField
                label={translate('app.auth.email')}
                name="username"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
              />
              <TextField
                label={translate('app.auth.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" disabled={busy || !email || !password}>
                Ingresar
              </Button>
              <Link component="button" type="button" onClick={() => setMode('forgot')} underline="hover">
                ¿Olvidaste tu contraseña?
              </Link>
            </Stack>
          )}
          {mode === 'change' && (
            <Stack component="form" spacing={2} onSubmit={submitChange} noValidate>
              <Typography variant="body2">
                {`Elige una contraseña nueva de ${PASSWORD_RULE_TEXT}, distinta de las últimas ${PASSWORD_HISTORY_SIZE}.`}
              </Typography>
              <TextField
                label={translate('app.auth.newPassword')}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                error={Boolean(fieldErrors.newPassword)}
                helperText={fieldErrors.newPassword}
                required
                autoFocus
              />
              <TextField
                label={translate('app.auth.repeatPassword')}
                name="confirmation"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
                error={Boolean(fieldErrors.confirmation)}
                helperText={fieldErrors.confirmation}
                required
              />
              <Button type="submit" variant="contained" disabled={busy}>
                Cambiar contraseña e ingresar
              </Button>
            </Stack>
          )}
          {mode === 'forgot' && (
            <Stack component="form" spacing={2} onSubmit={submitForgot} noValidate>
              <Typography variant="body2">Te enviaremos un enlace para elegir una contraseña nueva.</Typography>
              <TextField
                label={translate('app.auth.email')}
                name="email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(fieldErrors.email)}
                helperText={fieldErrors.email}
                required
                autoFocus
              />
              <Button type="submit" variant="contained" disabled={busy || !email}>
                Enviar enlace
              </Button>
              <Link component="button" type="button" onClick={() => setMode('login')} underline="hover">
                Volver a ingresar
              </Link>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
