import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import { exactPriceClp, mayEmail, type AlertDecision, type AlertProduct } from '../../domain/price-alert.js';
import { PRICE_ALERT_MAIL_JOB, PRICE_ALERT_MAIL_QUEUE } from '../../price-alert-tokens.js';
import type {
  AdminPage,
  AlertStatus,
  NewRenewalAlert,
  NewSavedSearch,
  RenewalRecordOutcome,
  SavedSearchCountry,
  SavedSearchStore,
  SavedSearchView,
  ScanItem,
  StoredAlert,
} from '../../application/price-alert-ports.js';

interface ScanRow {
  id: string;
  subscriber_id: string;
  kind: ScanItem['kind'];
  product_code: string | null;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
  baseline: Record<string, unknown>;
  last_sent_at: Date | null;
  consent_withdrawn_at: Date | null;
}

interface SearchRow extends Omit<ScanRow, 'baseline' | 'last_sent_at'> {
  email: string;
  country_code: SavedSearchCountry;
  consent_version: string;
  consent_at: Date;
  checked_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
  alerts_sent: string;
}

interface AlertRow {
  id: string;
  country_code: SavedSearchCountry;
  saved_search_id: string | null;
  subscriber_id: string;
  email: string;
  reason: StoredAlert['reason'];
  status: AlertStatus;
  alternatives: AlertProduct[];
  details: StoredAlert['details'];
  created_at: Date;
  sent_at: Date | null;
}

/** What an alert row keeps of its decision for the e-mail and the back-office. */
const alertDetails = (alert: AlertDecision) => ({
  productName: alert.product.displayName,
  productCode: alert.product.productCode,
  priceClp: exactPriceClp(alert.product),
  previousPriceClp: alert.previousPriceClp,
  beatenProductCode: alert.beaten?.productCode ?? null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toView = (row: SearchRow): SavedSearchView => ({
  id: Number(row.id),
  subscriberId: Number(row.subscriber_id),
  email: row.email,
  kind: row.kind,
  productCode: row.product_code,
  profile: row.profile,
  filters: row.filters,
  consentVersion: row.consent_version,
  consentAt: row.consent_at.toISOString(),
  consentWithdrawnAt: iso(row.consent_withdrawn_at),
  checkedAt: iso(row.checked_at),
  createdAt: row.created_at.toISOString(),
  deletedAt: iso(row.deleted_at),
  alertsSent: Number(row.alerts_sent),
  countryCode: row.country_code,
});

const toAlert = (row: AlertRow): StoredAlert => ({
  id: Number(row.id),
  savedSearchId: row.saved_search_id === null ? null : Number(row.saved_search_id),
  subscriberId: Number(row.subscriber_id),
  email: row.email,
  reason: row.reason,
  status: row.status,
  alternatives: row.alternatives,
  details: row.details,
  createdAt: row.created_at.toISOString(),
  sentAt: iso(row.sent_at),
  countryCode: row.country_code,
});

const SEARCH_SELECT = `
  SELECT s.id, s.subscriber_id, p.email, s.kind, s.product_code, s.profile, s.filters, s.consent_version,
         s.consent_at, p.consent_withdrawn_at, s.checked_at, s.created_at, s.deleted_at, s.country_code,
         (SELECT count(*) FROM saved_search_alerts a WHERE a.saved_search_id = s.id AND a.status = 'sent') AS alerts_sent
    FROM saved_searches s JOIN price_alert_subscribers p ON p.id = s.subscriber_id`;

const ALERT_SELECT = `
  SELECT a.id, a.saved_search_id, a.subscriber_id, p.email, a.reason, a.status, a.alternatives, a.details,
         a.created_at, a.sent_at, COALESCE(ss.country_code, 'CL') AS country_code
    FROM saved_search_alerts a JOIN price_alert_subscribers p ON p.id = a.subscriber_id
    LEFT JOIN saved_searches ss ON ss.id = a.saved_search_id`;

const SEARCH_SORT: Record<string, string> = {
  id: 's.id',
  createdAt: 's.created_at',
  email: 'p.email',
  checkedAt: 's.checked_at',
};
const ALERT_SORT: Record<string, string> = {
  id: 'a.id',
  createdAt: 'a.created_at',
  sentAt: 'a.sent_at',
  status: 'a.status',
};

/** The saved searches, their people (consent) and alerts in PostgreSQL; alerts' e-mails through the outbox. */
@injectable()
export class SequelizeSavedSearchStore implements SavedSearchStore {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
  ) {}

  private select<T extends object>(sql: string, bind: unknown[], transaction?: Transaction) {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });
  }

  save(search: NewSavedSearch): Promise<{ id: number; subscriberId: number; createdAt: string }> {
    return this.sequelize.transaction(async (transaction) => {
      // A new consent replaces a withdrawn one (the person asked again, with the current text).
      const [subscriber] = await this.select<{ id: string }>(
        `INSERT INTO price_alert_subscribers (email, consent_version, consent_text, consent_given_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET consent_version = EXCLUDED.consent_version,
           consent_text = EXCLUDED.consent_text, consent_given_at = EXCLUDED.consent_given_at,
           consent_withdrawn_at = NULL
         RETURNING id`,
        [search.email, search.consentVersion, search.consentText, search.consentAt],
        transaction,
      );
      const [row] = await this.select<{ id: string; created_at: Date }>(
        `INSERT INTO saved_searches (subscriber_id, kind, product_code, profile, filters, baseline, consent_version, consent_at,
           country_code)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9) RETURNING id, created_at`,
        [
          subscriber!.id,
          search.kind,
          search.productCode,
          JSON.stringify(search.profile),
          JSON.stringify(search.filters),
          JSON.stringify(search.baseline),
          search.consentVersion,
          search.consentAt,
          search.countryCode ?? 'CL',
        ],
        transaction,
      );
      return { id: Number(row!.id), subscriberId: Number(subscriber!.id), createdAt: row!.created_at.toISOString() };
    });
  }

  async batch(afterId: number, limit: number): Promise<ScanItem[]> {
    const rows = await this.select<ScanRow>(
      `SELECT s.id, s.subscriber_id, s.kind, s.product_code, s.profile, s.filters, s.baseline,
              p.last_sent_at, p.consent_withdrawn_at
         FROM saved_searches s JOIN price_alert_subscribers p ON p.id = s.subscriber_id
        WHERE s.id > $1 AND s.deleted_at IS NULL AND p.consent_withdrawn_at IS NULL
        ORDER BY s.id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      subscriberId: Number(row.subscriber_id),
      kind: row.kind,
      productCode: row.product_code,
      profile: row.profile,
      filters: row.filters,
      baseline: row.baseline,
      lastSentAt: row.last_sent_at,
      consentWithdrawnAt: row.consent_withdrawn_at,
    }));
  }

  recordRun(
    item: Pick<ScanItem, 'id' | 'subscriberId'>,
    next: Record<string, unknown>,
    alert: AlertDecision | null,
  ): Promise<number | null> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(
        'UPDATE saved_searches SET baseline = $2::jsonb, checked_at = now() WHERE id = $1 AND deleted_at IS NULL',
        { bind: [item.id, JSON.stringify(next)], transaction },
      );
      if (!alert) return null;
      const [row] = await this.select<{ id: string }>(
        `INSERT INTO saved_search_alerts (saved_search_id, subscriber_id, reason, dedupe_key, alternatives, details)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          item.id,
          item.subscriberId,
          alert.reason,
          alert.dedupeKey,
          JSON.stringify(alert.alternatives),
          JSON.stringify(alertDetails(alert)),
        ],
        transaction,
      );
      if (!row) return null;
      await this.outbox.add(transaction, {
        queue: PRICE_ALERT_MAIL_QUEUE,
        name: PRICE_ALERT_MAIL_JOB,
        payload: { alertId: Number(row.id) },
      });
      return Number(row.id);
    });
  }

  async recordRuns(
    runs: { item: Pick<ScanItem, 'id' | 'subscriberId'>; next: Record<string, unknown>; alert: AlertDecision | null }[],
  ): Promise<Set<number>> {
    const created = new Set<number>();
    if (runs.length === 0) return created;
    await this.sequelize.transaction(async (transaction) => {
      // Searches sharing a profile and filters mostly share their next baseline: each distinct one is sent (and
      // parsed by PostgreSQL) once, the rows name it by its position.
      const distinct = new Map<string, number>();
      const positions = runs.map((r) => {
        const json = JSON.stringify(r.next);
        let position = distinct.get(json);
        if (position === undefined) distinct.set(json, (position = distinct.size + 1));
        return position;
      });
      await this.sequelize.query(
        `UPDATE saved_searches s SET baseline = b.baseline, checked_at = now()
           FROM unnest($1::bigint[], $2::int[]) AS v(id, position)
           JOIN unnest($3::jsonb[]) WITH ORDINALITY AS b(baseline, position) ON b.position = v.position
          WHERE s.id = v.id AND s.deleted_at IS NULL`,
        { bind: [runs.map((r) => r.item.id), positions, [...distinct.keys()]], transaction },
      );
      const alerts = runs.filter((r) => r.alert !== null);
      if (alerts.length === 0) return;
      const rows = await this.select<{ id: string; saved_search_id: string }>(
        `INSERT INTO saved_search_alerts (saved_search_id, subscriber_id, reason, dedupe_key, alternatives, details)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, saved_search_id`,
        [
          alerts.map((r) => r.item.id),
          alerts.map((r) => r.item.subscriberId),
          alerts.map((r) => r.alert!.reason),
          alerts.map((r) => r.alert!.dedupeKey),
          alerts.map((r) => JSON.stringify(r.alert!.alternatives)),
          alerts.map((r) => JSON.stringify(alertDetails(r.alert!))),
        ],
        transaction,
      );
      if (rows.length === 0) return;
      await this.outbox.add(
        transaction,
        ...rows.map((row) => ({
          queue: PRICE_ALERT_MAIL_QUEUE,
          name: PRICE_ALERT_MAIL_JOB,
          payload: { alertId: Number(row.id) },
        })),
      );
      for (const row of rows) created.add(Number(row.saved_search_id));
    });
    return created;
  }

  async subscriberByEmail(email: string) {
    const [row] = await this.select<{
      id: string;
      consent_withdrawn_at: Date | null;
      last_sent_at: Date | null;
      pending: boolean;
    }>(
      `SELECT p.id, p.consent_withdrawn_at, p.last_sent_at,
              EXISTS (SELECT 1 FROM saved_search_alerts a WHERE a.subscriber_id = p.id AND a.status = 'pending') AS pending
         FROM price_alert_subscribers p WHERE p.email = $1`,
      [email.trim().toLowerCase()],
    );
    return row
      ? {
          id: Number(row.id),
          consentWithdrawnAt: row.consent_withdrawn_at,
          lastSentAt: row.last_sent_at,
          pending: row.pending,
        }
      : null;
  }

  async hasAlert(dedupeKey: string): Promise<boolean> {
    return (await this.select('SELECT 1 FROM saved_search_alerts WHERE dedupe_key = $1', [dedupeKey])).length > 0;
  }

  recordRenewal(alert: NewRenewalAlert, now: Date): Promise<{ outcome: RenewalRecordOutcome; alertId: number | null }> {
    const email = alert.email.trim().toLowerCase();
    return this.sequelize.transaction(async (transaction) => {
      const done = (outcome: RenewalRecordOutcome, alertId: number | null = null) => ({ outcome, alertId });
      const [existing] = await this.select<{ id: string }>(
        'SELECT id FROM saved_search_alerts WHERE dedupe_key = $1',
        [alert.dedupeKey],
        transaction,
      );
      if (existing) return done('already-recorded');
      if (alert.consent) {
        // Only a person with no row takes this consent: a withdrawn one stays withdrawn.
        await this.sequelize.query(
          `INSERT INTO price_alert_subscribers (email, consent_version, consent_text, consent_given_at)
           VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING`,
          { bind: [email, alert.consent.version, alert.consent.text, alert.consent.givenAt], transaction },
        );
      }
      const [person] = await this.select<{
        id: string;
        consent_withdrawn_at: Date | null;
        last_sent_at: Date | null;
      }>(
        'SELECT id, consent_withdrawn_at, last_sent_at FROM price_alert_subscribers WHERE email = $1 FOR UPDATE',
        [email],
        transaction,
      );
      if (!person) return done('no-consent');
      if (person.consent_withdrawn_at !== null) return done('unsubscribed');
      const [pending] = await this.select<{ id: string }>(
        "SELECT id FROM saved_search_alerts WHERE subscriber_id = $1 AND status = 'pending' LIMIT 1",
        [person.id],
        transaction,
      );
      if (pending || !mayEmail({ consentWithdrawnAt: null, lastSentAt: person.last_sent_at }, now)) {
        return done('weekly-limit');
      }
      const [row] = await this.select<{ id: string }>(
        `INSERT INTO saved_search_alerts (saved_search_id, subscriber_id, reason, dedupe_key, alternatives, details)
         VALUES (NULL, $1, 'renewal', $2, $3::jsonb, $4::jsonb) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [person.id, alert.dedupeKey, JSON.stringify(alert.alternatives), JSON.stringify(alert.details)],
        transaction,
      );
      if (!row) return done('already-recorded');
      await this.outbox.add(transaction, {
        queue: PRICE_ALERT_MAIL_QUEUE,
        name: PRICE_ALERT_MAIL_JOB,
        payload: { alertId: Number(row.id) },
      });
      return done('created', Number(row.id));
    });
  }

  settleAlert(
    alertId: number,
    decide: (
      alert: StoredAlert,
      subscriber: { consentWithdrawnAt: Date | null; lastSentAt: Date | null },
    ) => Promise<AlertStatus>,
  ): Promise<AlertStatus | 'not-pending'> {
    return this.sequelize.transaction(async (transaction) => {
      const [alert] = await this.select<AlertRow>(
        `${ALERT_SELECT} WHERE a.id = $1 FOR UPDATE OF a`,
        [alertId],
        transaction,
      );
      if (!alert || alert.status !== 'pending') return 'not-pending';
      const [subscriber] = await this.select<{ consent_withdrawn_at: Date | null; last_sent_at: Date | null }>(
        'SELECT consent_withdrawn_at, last_sent_at FROM price_alert_subscribers WHERE id = $1 FOR UPDATE',
        [alert.subscriber_id],
        transaction,
      );
      const status = await decide(toAlert(alert), {
        consentWithdrawnAt: subscriber!.consent_withdrawn_at,
        lastSentAt: subscriber!.last_sent_at,
      });
      await this.sequelize.query(
        `UPDATE saved_search_alerts SET status = $2, sent_at = CASE WHEN $2 = 'sent' THEN now() END WHERE id = $1`,
        { bind: [alertId, status], transaction },
      );
      if (status === 'sent') {
        await this.sequelize.query('UPDATE price_alert_subscribers SET last_sent_at = now() WHERE id = $1', {
          bind: [alert.subscriber_id],
          transaction,
        });
      }
      return status;
    });
  }

  async withdrawConsent(subscriberId: number): Promise<boolean> {
    const rows = await this.select<{ id: string }>(
      `UPDATE price_alert_subscribers SET consent_withdrawn_at = COALESCE(consent_withdrawn_at, now())
        WHERE id = $1 RETURNING id`,
      [subscriberId],
    );
    return rows.length === 1;
  }

  private where(
    filter: {
      email?: string;
      subscriberId?: number;
      savedSearchId?: number;
      id?: number[];
      countryCode?: SavedSearchCountry;
    },
    table: 's' | 'a',
  ): { sql: string; bind: unknown[] } {
    const clauses: string[] = [];
    const bind: unknown[] = [];
    if (filter.email) {
      bind.push(`%${filter.email.toLowerCase()}%`);
      clauses.push(`p.email LIKE $${bind.length}`);
    }
    if (filter.subscriberId !== undefined) {
      bind.push(filter.subscriberId);
      clauses.push(`${table}.subscriber_id = $${bind.length}`);
    }
    if (filter.savedSearchId !== undefined && table === 'a') {
      bind.push(filter.savedSearchId);
      clauses.push(`a.saved_search_id = $${bind.length}`);
    }
    if (filter.countryCode) {
      // An alert is of its saved search's edition; one without a search (renewals) is Chile's.
      bind.push(filter.countryCode);
      clauses.push(`${table === 's' ? 's.country_code' : "COALESCE(ss.country_code, 'CL')"} = $${bind.length}`);
    }
    if (filter.id) {
      bind.push(filter.id);
      clauses.push(`${table}.id = ANY($${bind.length}::bigint[])`);
    }
    return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', bind };
  }

  async listSearches(
    page: AdminPage<{ email?: string; subscriberId?: number; id?: number[]; countryCode?: SavedSearchCountry }>,
  ) {
    const { sql, bind } = this.where(page.filter, 's');
    const order = `${SEARCH_SORT[page.sort.field] ?? 's.id'} ${page.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, s.id`;
    const rows = await this.select<SearchRow>(
      `${SEARCH_SELECT} ${sql} ORDER BY ${order} LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`,
      [...bind, page.limit, page.offset],
    );
    const [count] = await this.select<{ total: string }>(
      `SELECT count(*) AS total FROM saved_searches s JOIN price_alert_subscribers p ON p.id = s.subscriber_id ${sql}`,
      bind,
    );
    return { rows: rows.map(toView), total: Number(count?.total ?? 0) };
  }

  async getSearch(id: number): Promise<SavedSearchView | null> {
    const [row] = await this.select<SearchRow>(`${SEARCH_SELECT} WHERE s.id = $1`, [id]);
    return row ? toView(row) : null;
  }

  async deleteSearch(id: number): Promise<SavedSearchView | null> {
    await this.sequelize.query('UPDATE saved_searches SET deleted_at = COALESCE(deleted_at, now()) WHERE id = $1', {
      bind: [id],
    });
    return this.getSearch(id);
  }

  async listAlerts(
    page: AdminPage<{
      email?: string;
      subscriberId?: number;
      savedSearchId?: number;
      id?: number[];
      countryCode?: SavedSearchCountry;
    }>,
  ) {
    const { sql, bind } = this.where(page.filter, 'a');
    const order = `${ALERT_SORT[page.sort.field] ?? 'a.id'} ${page.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, a.id`;
    const rows = await this.select<AlertRow>(
      `${ALERT_SELECT} ${sql} ORDER BY ${order} LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`,
      [...bind, page.limit, page.offset],
    );
    const [count] = await this.select<{ total: string }>(
      `SELECT count(*) AS total FROM saved_search_alerts a JOIN price_alert_subscribers p ON p.id = a.subscriber_id
         LEFT JOIN saved_searches ss ON ss.id = a.saved_search_id ${sql}`,
      bind,
    );
    return { rows: rows.map(toAlert), total: Number(count?.total ?? 0) };
  }

  async getAlert(id: number): Promise<StoredAlert | null> {
    const [row] = await this.select<AlertRow>(`${ALERT_SELECT} WHERE a.id = $1`, [id]);
    return row ? toAlert(row) : null;
  }
}
