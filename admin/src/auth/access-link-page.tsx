import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, storeAnswer, type TokenAnswer } from './session';

/**
 * /acceso/{hash}: the one-time access link staff send (GET /hashtoken/{hash}, spec 03 §7). The hash sits after
 * the '#' of the link, so it never reaches a server log or a link previewer; this page exchanges it once for a
 * session and opens the back-office.
 */
export function AccessLinkPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // The link works once: React's second effect run in development must not spend it twice.
    if (asked.current) return;
    asked.current = true;
    void (async () => {
      try {
        const response = await fetch(`/hashtoken/${encodeURIComponent(hash)}`, {
          headers: { Accept: 'application/json' },
        });
        const body = (await response.json().catch(() => ({}))) as TokenAnswer & { error?: { message?: string } };
        if (!response.ok)
          throw new ApiError(body.error?.message ?? 'El enlace no es válido.', response.status, undefined, body);
        storeAnswer(body);
        // A full load: react-admin reads the new session and the user's permissions from scratch.
        window.location.replace(`${window.location.pathname}#/`);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : 'No se pudo usar el enlace de acceso.');
      }
    })();
  }, [hash]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Enlace de acceso
          </Typography>
          {error ? (
            <Stack spacing={2}>
              <Alert severity="error">{error}</Alert>
              <Button variant="contained" onClick={() => navigate('/login')}>
                Ir a ingresar
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} />
              <Typography>Abriendo tu sesión…</Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
