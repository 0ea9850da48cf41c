import { checkDigitOf, formatRut } from '../../leads/index.js';

/** Deterministic fake people for tests, the benchmark and the sample data (no real person's data). */
const FIRST = [
  'María',
  'José',
  'Juan',
  'Ana',
  'Pedro',
  'Camila',
  'Diego',
  'Valentina',
  'Felipe',
  'Javiera',
  'Tomás',
  'Catalina',
  'Matías',
  'Fernanda',
  'Benjamín',
  'Constanza',
];
const LAST = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
];

/** A valid RUT whose body is base + n (bodies from 10,000,000 up are 8 digits). */
export function rutFor(n: number, base = 10_000_000): string {
  const body = String(base + n);
  return formatRut(`${body}${checkDigitOf(body)}`);
}

/** The same RUT with a wrong check digit. */
export function badRutFor(n: number, base = 10_000_000): string {
  const body = String(base + n);
  const good = checkDigitOf(body);
  return formatRut(`${body}${good === '1' ? '2' : '1'}`);
}

export interface FakePerson {
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  rut: string;
  birthDate: string;
  gender: 'Masculino' | 'Femenino';
  email: string;
  phone: string;
}

export function fakePerson(n: number, base = 10_000_000): FakePerson {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const mother = LAST[(n * 7 + 3) % LAST.length]!;
  const year = 1960 + (n % 40);
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (n % 28)).padStart(2, '0');
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return {
    firstName: first,
    paternalSurname: last,
    maternalSurname: mother,
    rut: rutFor(n, base),
    birthDate: `${day}-${month}-${year}`,
    gender: n % 2 === 0 ? 'Femenino' : 'Masculino',
    email: `${ascii(first)}.${ascii(last)}${n}@empresa.cl`,
    phone: `+569${String(10_000_000 + ((n * 7919) % 89_999_999)).slice(0, 8)}`,
  };
}
