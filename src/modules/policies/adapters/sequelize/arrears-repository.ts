import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { LatePeriodRecord, PolicyArrearsRepository, Tx } from '../../application/ports.js';

interface LateRow {
  period_id: string;
  policy_id: number;
  seq: number;
  due_date: string;
  owed_clp: string | null;
  late_at: Date;
  settled_at: Date | null;
}

const COLUMNS = 'period_id, policy_id, seq, due_date::text, owed_clp, late_at, settled_at';

const toRecord = (row: LateRow): LatePeriodRecord => ({
  periodId: Number(row.period_id),
  policyId: row.policy_id,
  seq: row.seq,
  dueDate: row.due_date,
  owedClp: row.owed_clp === null ? null : Number(row.owed_clp),
  lateAt: new Date(row.late_at).toISOString(),
  settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
});

/** policy_late_periods: the late (unpaid after every automatic retry) periods billing told the policies about. */
@injectable()
export class SequelizePolicyArrearsRepository implements PolicyArrearsRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[], tx?: Tx): Promise<T[]> {
    return this.sequelize.query<T>(sql, {
      bind,
      type: QueryTypes.SELECT,
      transaction: tx as unknown as Transaction | undefined,
    });
  }

  async find(tx: Tx, periodId: number): Promise<LatePeriodRecord | null> {
    const [row] = await this.select<LateRow>(
      `SELECT ${COLUMNS} FROM policy_late_periods WHERE period_id = $1`,
      [periodId],
      tx,
    );
    return row ? toRecord(row) : null;
  }

  async openCount(tx: Tx, policyId: number): Promise<number> {
    const [row] = await this.select<{ n: string }>(
      'SELECT count(*) AS n FROM policy_late_periods WHERE policy_id = $1 AND settled_at IS NULL',
      [policyId],
      tx,
    );
    return Number(row?.n ?? 0);
  }

  async recordLate(tx: Tx, period: Omit<LatePeriodRecord, 'settledAt'>): Promise<boolean> {
    const rows = await this.select<{ period_id: string }>(
      `INSERT INTO policy_late_periods (period_id, policy_id, seq, due_date, owed_clp, late_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (period_id) DO NOTHING RETURNING period_id`,
      [period.periodId, period.policyId, period.seq, period.dueDate, period.owedClp, period.lateAt],
      tx,
    );
    return rows.length > 0;
  }

  async settle(tx: Tx, periodId: number, settledAt: string): Promise<boolean> {
    const rows = await this.select<{ period_id: string }>(
      `UPDATE policy_late_periods SET settled_at = $2 WHERE period_id = $1 AND settled_at IS NULL RETURNING period_id`,
      [periodId, settledAt],
      tx,
    );
    return rows.length > 0;
  }

  async ofPolicy(policyId: number): Promise<LatePeriodRecord[]> {
    const rows = await this.select<LateRow>(
      `SELECT ${COLUMNS} FROM policy_late_periods WHERE policy_id = $1 ORDER BY late_at DESC, period_id DESC`,
      [policyId],
    );
    return rows.map(toRecord);
  }
}
