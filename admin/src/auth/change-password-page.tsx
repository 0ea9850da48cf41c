import { Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { PASSWORD_RULE_TEXT, passwordFormMessage, passwordFormProblems } from '@domain/identity/domain/password-policy';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError, postJson, readSession, storeAnswer, type TokenAnswer } from './session';

/** "Cambiar mi contraseña" for whoever is signed in; the server ends their other sessions. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordFormProblems(next);
    if (problems.length > 0) return setErrors({ newPassword: passwordFormMessage(problems) });
    if (next !== confirmation) return setErrors({ confirmation: 'Las contraseñas no coinciden.' });
    const email = readSession()?.user.email;
    if (!email) return;
    setBusy(true);
    setErrors({});
    try {
      storeAnswer(
        await postJson<TokenAnswer>('/api/auth/password/change', {
          email,
          currentPassword: current,
          newPassword: next,
        }),
      );
      setCurrent('');
      setNext('');
      setConfirmation('');
      notify('auth.notifications.passwordChanged', { type: 'success' });
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = error.body.error?.details?.errors ?? {};
        setErrors(error.code === 'INVALID_CREDENTIALS' ? { currentPassword: error.message } : fieldErrors);
        notify(error.message, { type: 'error' });
      } else {
        notify('auth.notifications.passwordChangeFailed', { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <CardHeader title="Cambiar mi contraseña" />
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label={translate('app.auth.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword}
            required
          />
          <TextField
            label={translate('app.auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword ?? `${PASSWORD_RULE_TEXT}.`}
            required
          />
          <TextField
            label={translate('app.auth.repeatPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={Boolean(errors.confirmation)}
            helperText={errors.confirmation}
            required
          />
          <Button type="submit" variant="contained" disabled={busy || !current}>
            Cambiar contraseña
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
