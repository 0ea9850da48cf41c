import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PASSWORD_RULE_TEXT, passwordFormMessage, passwordFormProblems } from '@domain/identity/domain/password-policy';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, postJson } from './session';

/** /restablecer-contrasena?token=…: the page the reset e-mail links to (public). */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordFormProblems(password);
    if (problems.length > 0) {
      setFieldError(passwordFormMessage(problems));
      return;
    }
    setFieldError(null);
    setError(null);
    try {
      const answer = await postJson<{ data: { message: string } }>('/api/auth/password/reset', { token, password });
      setDone(answer.data.message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'No se pudo cambiar la contraseña.');
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Restablecer contraseña
          </Typography>
          {done ? (
            <Stack spacing={2}>
              <Alert severity="success">{done}</Alert>
              <Button variant="contained" onClick={() => navigate('/login')}>
                Ir a ingresar
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} onSubmit={submit} noValidate>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label={translate('app.auth.newPassword')}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={Boolean(fieldError)}
                helperText={fieldError ?? `${PASSWORD_RULE_TEXT}.`}
                required
              />
              <Button type="submit" variant="contained" disabled={!token}>
                Guardar contraseña
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
