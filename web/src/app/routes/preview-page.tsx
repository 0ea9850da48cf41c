import { paragraphsOf } from '@domain/content/domain/content-page';
import { hasPermission } from '@domain/identity/domain/permissions';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiGetOnce, ApiError } from '../../lib/api-client';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';

/** The back-office session the site shares with /admin (same origin). */
interface StaffSession {
  accessToken?: string;
  refreshExpiresAt?: number;
  user?: { permissions?: string[] };
}

function readStaffSession(now: number): StaffSession | null {
  try {
    const raw = localStorage.getItem('backoffice.session');
    const session = raw ? (JSON.parse(raw) as StaffSession) : null;
    if (!session?.accessToken || typeof session.refreshExpiresAt !== 'number' || session.refreshExpiresAt <= now)
      return null;
    return hasPermission(session.user?.permissions ?? [], 'content:read') ? session : null;
  } catch {
    return null;
  }
}

interface Landing {
  id: number;
  slug: string;
  locale: string;
  activo: boolean;
  title: string;
  description: string | null;
  body: string;
  ctaLabel: string | null;
  ctaPath: string | null;
}

/** The landing to preview: by id, else the newest with that slug (and locale); inactive ones too. */
async function loadLanding(token: string, id: string | null, slug: string | null, locale: string | null) {
  const headers = { Authorization: `Bearer ${token}` };
  if (id)
    return (await apiGetOnce<Landing>(`/api/admin/country-landings/${encodeURIComponent(id)}`, { headers })) ?? null;
  const filter = encodeURIComponent(JSON.stringify({ q: slug ?? '' }));
  const rows = await apiGetOnce<Landing[]>(`/api/admin/country-landings?filter=${filter}&range=[0,99]`, { headers });
  return rows.find((row) => row.slug === slug && (!locale || row.locale === locale)) ?? null;
}

/**
 * /preview?id=… or ?slug=…&locale=… (spec 02 §2.1 "landing preview"): staff see a country landing as the
 * site would show it, active or not, before publishing it. Only with a back-office session holding
 * content:read; the server checks the same permission on the call.
 */
export default function PreviewPage() {
  const [params] = useSearchParams();
  // The session does not change while the page is open.
  const [session] = useState(() => readStaffSession(Date.now()));
  const id = params.get('id');
  const slug = params.get('slug');
  const key = session && (id || slug) ? `${id ?? ''}|${slug ?? ''}|${params.get('locale') ?? ''}` : null;
  const [state] = useLoad(key, () => loadLanding(session!.accessToken!, id, slug, params.get('locale')));
  useEffect(() => {
    document.title = `Vista previa | ${t('site.name')}`;
  }, []);
  if (!session) {
    return (
      <main className="container landing" aria-labelledby="preview-title">
        <h1 id="preview-title">Vista previa</h1>
        <p role="alert">Debes ingresar al back-office con un usuario que pueda ver el contenido del sitio.</p>
        <p>
          <a href="/admin/#/login" className="button button-primary">
            Ingresar al back-office
          </a>
        </p>
      </main>
    );
  }
  if (!key) {
    return (
      <main className="container landing" aria-labelledby="preview-title">
        <h1 id="preview-title">Vista previa</h1>
        <p>Abre la vista previa desde una landing del back-office (Landings por país → Vista previa).</p>
      </main>
    );
  }
  if (state.status === 'loading') return <main className="container page-loading" aria-busy="true" />;
  if (state.status === 'error' || !state.value) {
    const denied =
      state.status === 'error' && state.error instanceof ApiError && [401, 403].includes(state.error.status);
    return (
      <main className="container landing" aria-labelledby="preview-title">
        <h1 id="preview-title">Vista previa</h1>
        <p role="alert">
          {denied ? 'Tu sesión no tiene acceso a esta vista previa. Ingresa nuevamente.' : 'No existe esa landing.'}
        </p>
      </main>
    );
  }
  const landing = state.value;
  return (
    <main className="container landing content-page" aria-labelledby="preview-title">
      <p role="note" className="preview-banner">
        Vista previa{landing.activo ? '' : ' (landing inactiva: los visitantes no la ven)'} · {landing.slug} ·{' '}
        {landing.locale}
      </p>
      <article>
        <h1 id="preview-title">{landing.title}</h1>
        {landing.description && <p className="lead">{landing.description}</p>}
        <div className="content-body">
          {paragraphsOf(landing.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {landing.ctaLabel && landing.ctaPath && (
          <p>
            <Link to={landing.ctaPath} className="button button-primary">
              {landing.ctaLabel}
            </Link>
          </p>
        )}
      </article>
    </main>
  );
}
