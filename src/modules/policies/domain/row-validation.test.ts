import { describe, expect, it } from 'vitest';
import { matchHeaders, normalizeHeader, columnsOf } from './bulk-load-columns';
import { addDays } from './dates';
import {
  holderRutOf,
  normalizePhone,
  validateActivationRow,
  validateCancellationRow,
  type RawRow,
  type RowContext,
} from './row-validation';

const TODAY = '2026-11-23';
const groups = new Map([
  ['general', 1],
  ['ejecutivos', 2],
]);
const context = (overrides: Partial<RowContext> = {}): RowContext => ({
  today: TODAY,
  coverageGroup: (normalized) => groups.get(normalized) ?? null,
  defaultCoverageGroupId: null,
  holderExists: (rut) => rut === '12.345.678-5',
  ...overrides,
});
const titular: RawRow = {
  firstName: 'María José',
  paternalSurname: 'González',
  maternalSurname: "O'Higgins",
  rut: '11111111-1',
  birthDate: '15-04-1985',
  gender: 'Femenino',
  email: 'Maria@Empresa.cl',
  phone: '+56 9 1234 5678',
  insuredType: 'Titular',
  startDate: TODAY,
  coverageGroup: 'General',
};

describe('activation row validation (spec 03 §5, §9)', () => {
  it('accepts a complete titular and normalises its values', () => {
    const result = validateActivationRow(titular, context());
    expect(result).toEqual({
      ok: true,
      row: expect.objectContaining({
        rut: '11.111.111-1',
        birthDate: '1985-04-15',
        gender: 'F',
        email: 'maria@empresa.cl',
        phone: '+56912345678',
        insuredType: 'TITULAR',
        coverageGroupId: 1,
        holderRut: null,
        dependantType: null,
      }),
    });
  });

  it('reports every failing column of a row, with the value and a Spanish reason', () => {
    const result = validateActivationRow(
      {
        firstName: 'M',
        paternalSurname: '',
        rut: '12.345.678-9',
        birthDate: '31-02-1990',
        gender: 'X',
        email: 'no-es-correo',
        phone: '123',
        startDate: addDays(TODAY, 46),
        coverageGroup: 'Platino',
        accountType: 'bitcoin',
        accountNumber: '12ab',
      },
      context(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byColumn = Object.fromEntries(result.errors.map((e) => [e.column, e]));
    expect(Object.keys(byColumn).sort()).toEqual(
      [
        'firstName',
        'paternalSurname',
        'rut',
        'birthDate',
        'gender',
        'email',
        'phone',
        'startDate',
        'coverageGroup',
        'accountType',
        'accountNumber',
      ].sort(),
    );
    expect(byColumn.rut).toEqual({ column: 'rut', value: '12.345.678-9', reason: expect.stringMatching(/dígito/) });
    expect(byColumn.startDate!.reason).toMatch(/posterior a 45 días/);
  });

  it('retroactivity edges of the start date', () => {
    const at = (offset: number) =>
      validateActivationRow({ ...titular, startDate: addDays(TODAY, offset) }, context()).ok;
    expect([at(-31), at(-30), at(45), at(46)]).toEqual([false, true, true, false]);
  });

  it('a dependant needs a valid, existing holder other than itself and a dependant type', () => {
    const dependant: RawRow = { ...titular, rut: '7.654.321-6', insuredType: 'carga', dependantType: 'hija' };
    expect(validateActivationRow({ ...dependant, holderRut: '12345678-5' }, context())).toMatchObject({
      ok: true,
      row: { insuredType: 'CARGA', holderRut: '12.345.678-5', dependantType: 'HIJO' },
    });
    const missing = validateActivationRow(dependant, context());
    expect(missing.ok || missing.errors.map((e) => e.column)).toEqual(['holderRut']);
    const unknown = validateActivationRow({ ...dependant, holderRut: '11.111.111-1' }, context());
    expect(unknown.ok || unknown.errors[0]!.reason).toMatch(/titular no existe/);
    const self = validateActivationRow({ ...dependant, holderRut: '7654321-6' }, context({ holderExists: () => true }));
    expect(self.ok || self.errors[0]!.reason).toMatch(/propio titular/);
    const noType = validateActivationRow({ ...dependant, holderRut: '12345678-5', dependantType: '' }, context());
    expect(noType.ok || noType.errors.map((e) => e.column)).toEqual(['dependantType']);
  });

  it('infers the insured type from the holder column and the group from the policy default', () => {
    const row = { ...titular, insuredType: '', coverageGroup: '' };
    expect(validateActivationRow(row, context({ defaultCoverageGroupId: 9 }))).toMatchObject({
      ok: true,
      row: { insuredType: 'TITULAR', coverageGroupId: 9 },
    });
    const noDefault = validateActivationRow(row, context());
    expect(noDefault.ok || noDefault.errors.map((e) => e.column)).toEqual(['coverageGroup']);
  });

  it('accepts Excel dates and serials, gender letters and tolerant account types', () => {
    const result = validateActivationRow(
      {
        ...titular,
        birthDate: new Date(Date.UTC(1985, 3, 15)),
        startDate: 46349, // 2026-11-23 as an Excel serial
        gender: 'm',
        accountType: 'Cuenta RUT',
        accountNumber: '12.345.678',
      },
      context(),
    );
    expect(result).toMatchObject({
      ok: true,
      row: {
        birthDate: '1985-04-15',
        startDate: '2026-11-23',
        gender: 'M',
        accountType: 'RUT',
        accountNumber: '12345678',
      },
    });
  });

  it('phone rule: optional plus, prefix then 7-14 digits', () => {
    expect(normalizePhone('+56 9 1234-5678')).toBe('+56912345678');
    expect(normalizePhone('912345678')).toBe('912345678');
    expect(normalizePhone('1234567')).toBeNull();
    expect(normalizePhone('+56 9 abc')).toBeNull();
  });
});

describe('cancellation row validation', () => {
  it('needs a valid RUT and an exclusion date inside 30/30 days', () => {
    expect(
      validateCancellationRow(
        { rut: '11111111-1', exclusionDate: addDays(TODAY, 30), reason: 'Renuncia' },
        { today: TODAY },
      ),
    ).toEqual({
      ok: true,
      row: { rut: '11.111.111-1', exclusionDate: addDays(TODAY, 30), reason: 'Renuncia' },
    });
    const late = validateCancellationRow({ rut: '11111111-1', exclusionDate: addDays(TODAY, 31) }, { today: TODAY });
    expect(late.ok || late.errors[0]!.column).toBe('exclusionDate');
    const early = validateCancellationRow({ rut: '11111111-1', exclusionDate: addDays(TODAY, -31) }, { today: TODAY });
    expect(early.ok).toBe(false);
    const empty = validateCancellationRow({}, { today: TODAY });
    expect(empty.ok || empty.errors.map((e) => e.column)).toEqual(['rut', 'exclusionDate']);
  });
});

describe('tolerant headers', () => {
  it('ignores accents, case, spacing and punctuation, and knows synonyms', () => {
    expect(normalizeHeader('  Correo-Electrónico ')).toBe('correo electronico');
    const match = matchHeaders(
      [
        'NOMBRE',
        'apellido  paterno',
        'Apellido Materno',
        'R.U.T.',
        'fecha nacimiento',
        'Sexo',
        'E-mail',
        'Fono',
        'Fecha de Alta',
        'Grupo',
        'Extra',
      ],
      'activation',
    );
    expect([...match.byIndex.values()]).toEqual([
      'firstName',
      'paternalSurname',
      'maternalSurname',
      'rut',
      'birthDate',
      'gender',
      'email',
      'phone',
      'startDate',
      'coverageGroup',
    ]);
    expect(match.unknown).toEqual(['Extra']);
    expect(match.missing).toEqual([]);
  });

  it('names the required columns that are missing; cancellation columns only count for cancellations', () => {
    expect(matchHeaders(['RUT', 'Motivo'], 'activation').missing).toEqual([
      'firstName',
      'paternalSurname',
      'birthDate',
      'gender',
      'startDate',
    ]);
    expect(matchHeaders(['RUT', 'Fecha de exclusión'], 'cancellation').missing).toEqual([]);
    // The template's own headers always match.
    for (const kind of ['activation', 'cancellation'] as const) {
      const columns = columnsOf(kind);
      expect(
        matchHeaders(
          columns.map((c) => c.header),
          kind,
        ).byIndex.size,
      ).toBe(columns.length);
    }
  });
});

describe('holderRutOf (the holders a chunk looks up before validating)', () => {
  it('formats a valid holder RUT as validation does, null for a blank or invalid one', () => {
    expect(holderRutOf({ holderRut: ' 11111111-1 ' })).toBe('11.111.111-1');
    expect(holderRutOf({ holderRut: '11.111.111-2' })).toBeNull();
    expect(holderRutOf({ holderRut: '' })).toBeNull();
    expect(holderRutOf({})).toBeNull();
  });
});
