import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { PortalPurchase, PreferencesStore, PurchaseStore, Tx } from '../../application/ports.js';
import type { ContactChannel, ContactPreferences, ContactTime } from '../../domain/preferences.js';

/** Which sales belong to which Portal Personas account (table portal_purchases; ids, no foreign keys). */
@injectable()
export class SequelizePurchaseStore implements PurchaseStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async record(tx: Tx, purchase: PortalPurchase): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO portal_purchases (sale_id, customer_id, payment_id, completed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sale_id) DO NOTHING`,
      {
        bind: [purchase.saleId, purchase.customerId, purchase.paymentId, purchase.completedAt],
        transaction: tx as unknown as Transaction,
      },
    );
  }

  async ofCustomer(customerId: number): Promise<PortalPurchase[]> {
    const rows = await this.sequelize.query<{
      sale_id: string;
      customer_id: number;
      payment_id: string | null;
      completed_at: Date;
    }>(
      'SELECT sale_id, customer_id, payment_id, completed_at FROM portal_purchases WHERE customer_id = $1 ORDER BY completed_at DESC',
      { bind: [customerId], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({
      saleId: row.sale_id,
      customerId: Number(row.customer_id),
      paymentId: row.payment_id,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
  }

  async ofSale(saleId: string): Promise<PortalPurchase | null> {
    const [row] = await this.sequelize.query<{
      sale_id: string;
      customer_id: number;
      payment_id: string | null;
      completed_at: Date;
    }>('SELECT sale_id, customer_id, payment_id, completed_at FROM portal_purchases WHERE sale_id = $1', {
      bind: [saleId],
      type: QueryTypes.SELECT,
    });
    return row
      ? {
          saleId: row.sale_id,
          customerId: Number(row.customer_id),
          paymentId: row.payment_id,
          completedAt: new Date(row.completed_at).toISOString(),
        }
      : null;
  }

  async customers(page: { offset: number; limit: number; customerIds?: number[] }) {
    const where = page.customerIds ? 'WHERE customer_id = ANY($3::int[])' : '';
    const bind: unknown[] = [page.limit, page.offset, ...(page.customerIds ? [page.customerIds] : [])];
    const rows = await this.sequelize.query<{ customer_id: number; purchases: string; last: Date; total: string }>(
      `SELECT customer_id, count(*) AS purchases, max(completed_at) AS last, count(*) OVER () AS total
         FROM portal_purchases ${where}
        GROUP BY customer_id ORDER BY max(completed_at) DESC, customer_id DESC LIMIT $1 OFFSET $2`,
      { bind, type: QueryTypes.SELECT },
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const [count] = await this.sequelize.query<{ total: string }>(
        `SELECT count(DISTINCT customer_id) AS total FROM portal_purchases ${page.customerIds ? 'WHERE customer_id = ANY($1::int[])' : ''}`,
        { bind: page.customerIds ? [page.customerIds] : [], type: QueryTypes.SELECT },
      );
      total = Number(count?.total ?? 0);
    }
    return {
      rows: rows.map((row) => ({
        customerId: Number(row.customer_id),
        purchases: Number(row.purchases),
        lastPurchaseAt: new Date(row.last).toISOString(),
      })),
      total,
    };
  }
}

/** The customer's contact data and consent (table portal_contact_preferences). */
@injectable()
export class SequelizePreferencesStore implements PreferencesStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async get(customerId: number): Promise<ContactPreferences | null> {
    const [row] = await this.sequelize.query<{
      phone: string | null;
      street: string | null;
      commune: string | null;
      region: string | null;
      consent: boolean;
      channel: ContactChannel | null;
      contact_time: ContactTime | null;
    }>(
      'SELECT phone, street, commune, region, consent, channel, contact_time FROM portal_contact_preferences WHERE customer_id = $1',
      { bind: [customerId], type: QueryTypes.SELECT },
    );
    if (!row) return null;
    return {
      phone: row.phone,
      street: row.street,
      commune: row.commune,
      region: row.region,
      consent: row.consent,
      channel: row.channel,
      contactTime: row.contact_time,
    };
  }

  async save(customerId: number, p: ContactPreferences): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO portal_contact_preferences (customer_id, phone, street, commune, region, consent, channel, contact_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (customer_id) DO UPDATE SET phone = $2, street = $3, commune = $4, region = $5, consent = $6,
         channel = $7, contact_time = $8, updated_at = now()`,
      { bind: [customerId, p.phone, p.street, p.commune, p.region, p.consent, p.channel, p.contactTime] },
    );
  }
}
