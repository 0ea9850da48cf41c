import { formatClp, formatUf } from '@domain/portal/domain/payments';
import { CONTACT_CHANNEL_LABELS, CONTACT_TIME_LABELS } from '@domain/portal/domain/preferences';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, fieldErrorsOf } from '../../lib/api-client';
import {
  certificateUrl,
  portalApi,
  receiptUrl,
  type PortalPeriod,
  type PortalPolicy,
  type PortalPolicyDetail,
  type PortalPreferences,
} from './api';
import { PORTAL_TEXTS as T } from './texts';

const dateText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const money = (m: { amount: string; currency: string }) =>
  m.currency === 'UF'
    ? formatUf(m.amount)
    : m.currency === 'CLP'
      ? formatClp(Number(m.amount))
      : `${m.currency} ${m.amount}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : T.loadError);

/** Sign-in: one e-mail field; the answer is the same whether the address has an account or not. */
function SignIn() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setMessage((await portalApi.requestLink(email)).data.message);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="portal-sign-in" onSubmit={submit} noValidate>
      <p>{T.intro}</p>
      <label htmlFor="portal-email">{T.email}</label>
      <input
        id="portal-email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button className="button button-primary" type="submit" disabled={sending}>
        {sending ? T.sending : T.sendLink}
      </button>
      {message && <p role="status">{message}</p>}
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

/** /portal-personas/acceso#t=…: the e-mailed link becomes the session cookie, then the portal opens. */
function Exchange({ onDone }: { onDone: () => void }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('t');
    // The secret leaves the address bar at once (history, screenshots).
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setFailed(true);
      return;
    }
    portalApi.exchange(token).then(onDone, () => setFailed(true));
  }, [onDone]);
  return failed ? <p role="alert">{T.linkFailed}</p> : <p role="status">{T.exchanging}</p>;
}

function PolicyDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [detail, setDetail] = useState<PortalPolicyDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    portalApi.policy(id).then(
      (answer) => setDetail(answer.data),
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [id]);
  if (error) return <p role="alert">{error}</p>;
  if (!detail) return null;
  const cancel = async () => {
    if (!window.confirm(T.cancelConfirm)) return;
    try {
      setNotice((await portalApi.cancel(id)).data.message);
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const people = (list: PortalPolicyDetail['insured']) => (
    <ul>
      {list.map((person) => (
        <li key={person.rut}>
          {person.name} ({person.rut}){person.relationship ? `, ${person.relationship}` : ''}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="portal-policy-detail">
      <h4>{T.insured}</h4>
      {people(detail.insured)}
      {detail.beneficiaries.length > 0 && (
        <>
          <h4>{T.beneficiaries}</h4>
          {people(detail.beneficiaries)}
        </>
      )}
      {detail.coverages.length > 0 && (
        <>
          <h4>{T.coverages}</h4>
          <ul>
            {detail.coverages.map((coverage) => (
              <li key={coverage}>{coverage}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a className="button" href={certificateUrl(detail.id)} download>
          {T.certificate}
        </a>
      </p>
      {detail.monthlyCard && (
        <p data-testid="portal-monthly-card">
          {T.monthlyCard(detail.monthlyCard.cardLast4)} <a href={detail.monthlyCard.changeCardUrl}>{T.changeCard}</a>
        </p>
      )}
      {detail.cancellation.canRequest && (
        <p>
          {detail.cancellation.withinWithdrawal && (
            <span>{T.cancelWithdrawal(dateText(detail.cancellation.withdrawalUntil))} </span>
          )}
          <button type="button" className="button" onClick={cancel}>
            {T.cancel}
          </button>
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
    </div>
  );
}

function Policies() {
  const [policies, setPolicies] = useState<PortalPolicy[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    portalApi.policies().then(
      (answer) => setPolicies(answer.data),
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  useEffect(load, [load]);
  if (error) return <p role="alert">{error}</p>;
  if (!policies) return null;
  if (policies.length === 0) return <p>{T.noPolicies}</p>;
  return (
    <ul className="portal-policies">
      {policies.map((policy) => (
        <li key={policy.id} className="portal-policy">
          <h3>{policy.productName ?? policy.number}</h3>
          <dl>
            <dt>{T.insurer}</dt>
            <dd>{policy.insurerName ?? '—'}</dd>
            <dt>{T.policyNumber}</dt>
            <dd>{policy.number}</dd>
            <dt>{T.status}</dt>
            <dd>{policy.statusLabel}</dd>
            <dt>{T.from}</dt>
            <dd>{dateText(policy.startDate)}</dd>
            <dt>{T.to}</dt>
            <dd>{policy.endDate ? dateText(policy.endDate) : T.renews}</dd>
          </dl>
          <button
            type="button"
            className="button"
            aria-expanded={open === policy.id}
            onClick={() => setOpen(open === policy.id ? null : policy.id)}
          >
            {T.details}
          </button>
          {open === policy.id && <PolicyDetail id={policy.id} onChanged={load} />}
        </li>
      ))}
    </ul>
  );
}

function Payments() {
  const [periods, setPeriods] = useState<PortalPeriod[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    portalApi.payments().then(
      (answer) => setPeriods(answer.data),
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!periods) return null;
  if (periods.length === 0) return <p>{T.noPeriods}</p>;
  return (
    <table className="portal-payments">
      <thead>
        <tr>
          <th>{T.policyNumber}</th>
          <th>{T.period}</th>
          <th>{T.dueDate}</th>
          <th>{T.amount}</th>
          <th>{T.status}</th>
          <th>{T.receipts}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => (
          <tr key={period.id}>
            <td>{period.policyNumber}</td>
            <td>
              {dateText(period.startDate)} – {dateText(period.endDate)}
            </td>
            <td>{dateText(period.dueDate)}</td>
            <td>
              {period.amountClp !== null ? formatClp(period.amountClp) : '—'}
              {period.amount.currency === 'UF' && <span> ({money(period.amount)})</span>}
            </td>
            <td>{period.statusLabel}</td>
            <td>
              {period.receipts.map((receipt) => (
                <a key={receipt.id} href={receiptUrl(receipt.id)} download>
                  {T.receipt(receipt.id)}
                </a>
              ))}
              {period.payUrl && (
                <a className="button button-primary" href={period.payUrl}>
                  {T.payOnline}
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Preferences() {
  const [prefs, setPrefs] = useState<PortalPreferences | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    portalApi.preferences().then(
      (answer) => setPrefs(answer.data),
      (failure: unknown) => setNotice(messageOf(failure)),
    );
  }, []);
  if (!prefs) return notice ? <p role="alert">{notice}</p> : null;
  const set = (patch: Partial<PortalPreferences>) => setPrefs({ ...prefs, ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const { email: _email, emails: _emails, ...body } = prefs;
      setPrefs((await portalApi.savePreferences(body)).data);
      setNotice(T.saved);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setNotice(failure instanceof ApiError ? failure.message : T.loadError);
    }
  };
  const text = (key: 'phone' | 'street' | 'commune' | 'region', label: string) => (
    <p>
      <label htmlFor={`portal-${key}`}>{label}</label>
      <input id={`portal-${key}`} value={prefs[key] ?? ''} onChange={(e) => set({ [key]: e.target.value || null })} />
      {errors[key] && <span role="alert">{errors[key]}</span>}
    </p>
  );
  return (
    <form className="portal-preferences" onSubmit={submit} noValidate>
      <p>{prefs.email}</p>
      {text('phone', T.phone)}
      {text('street', T.street)}
      {text('commune', T.commune)}
      {text('region', T.region)}
      <p>
        <label>
          <input type="checkbox" checked={prefs.consent} onChange={(e) => set({ consent: e.target.checked })} />{' '}
          {T.consent}
        </label>
      </p>
      <p>
        <label htmlFor="portal-channel">{T.channel}</label>
        <select
          id="portal-channel"
          value={prefs.channel ?? ''}
          onChange={(e) => set({ channel: (e.target.value || null) as PortalPreferences['channel'] })}
        >
          <option value="">{T.none}</option>
          {Object.entries(CONTACT_CHANNEL_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.channel && <span role="alert">{errors.channel}</span>}
      </p>
      <p>
        <label htmlFor="portal-time">{T.contactTime}</label>
        <select
          id="portal-time"
          value={prefs.contactTime ?? ''}
          onChange={(e) => set({ contactTime: (e.target.value || null) as PortalPreferences['contactTime'] })}
        >
          <option value="">{T.none}</option>
          {Object.entries(CONTACT_TIME_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </p>
      <button className="button button-primary" type="submit">
        {T.save}
      </button>
      {notice && <p role="status">{notice}</p>}
      <h3>{T.emailsTitle}</h3>
      <ul>
        {prefs.emails.map((email) => (
          <li key={email.key}>
            {email.name}: {email.always ? T.always : email.active ? T.active : T.inactive}
          </li>
        ))}
      </ul>
    </form>
  );
}

type Tab = keyof typeof T.tabs;

/** /portal-personas (issue 29): the individual customer's own account. */
export default function PortalPersonasPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [tab, setTab] = useState<Tab>('policies');
  const exchanging = location.pathname.replace(/\/+$/, '').endsWith('/acceso');
  const loadSession = useCallback(() => {
    portalApi.session().then(
      (answer) => setEmail(answer.data.email),
      () => setEmail(null),
    );
  }, []);
  useEffect(() => {
    document.title = T.title;
    if (!exchanging) loadSession();
  }, [exchanging, loadSession]);
  const exchanged = useCallback(() => navigate('/portal-personas', { replace: true }), [navigate]);
  const signOut = async (everywhere: boolean) => {
    await (everywhere ? portalApi.signOutEverywhere() : portalApi.signOut());
    setEmail(null);
  };
  return (
    <main className="container portal-personas" aria-labelledby="portal-personas-title">
      <h1 id="portal-personas-title">{T.title}</h1>
      {exchanging ? (
        <Exchange onDone={exchanged} />
      ) : email === null ? (
        <SignIn />
      ) : email === undefined ? null : (
        <>
          <p>
            {T.signedInAs(email)}{' '}
            <button type="button" className="button" onClick={() => signOut(false)}>
              {T.signOut}
            </button>{' '}
            <button type="button" className="button" onClick={() => signOut(true)}>
              {T.signOutEverywhere}
            </button>
          </p>
          <div role="tablist" className="portal-tabs">
            {(Object.keys(T.tabs) as Tab[]).map((key) => (
              <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
                {T.tabs[key]}
              </button>
            ))}
          </div>
          <section role="tabpanel">
            {tab === 'policies' && <Policies />}
            {tab === 'payments' && <Payments />}
            {tab === 'preferences' && <Preferences />}
          </section>
        </>
      )}
    </main>
  );
}
