import { describe, expect, it } from 'vitest';
import {
  CHAT_INVALID_EMAIL,
  CHAT_INVALID_PHONE,
  CHAT_REQUIRED,
  CHAT_TOPIC_BY_PATH,
  CHAT_TOPICS,
  chatLanguageForPath,
  chatTopicForPath,
  preEngagementErrors,
  type PreEngagementForm,
} from './chat';

describe('chat default topic by path (spec 03 §2)', () => {
  it('gives every path of the table its index, in any capitalisation and below it', () => {
    for (const [path, topic] of CHAT_TOPIC_BY_PATH) {
      expect(chatTopicForPath(path), path).toBe(topic);
      expect(chatTopicForPath(path.toUpperCase()), path).toBe(topic);
      expect(chatTopicForPath(`${path}/algo?x=1`), path).toBe(topic);
    }
    expect(CHAT_TOPICS).toHaveLength(5);
  });

  it('reads the longer path first and ignores a language prefix', () => {
    expect(chatTopicForPath('/Comparar/EPS/Empresa')).toBe(1);
    expect(chatTopicForPath('/Comparar/EPS')).toBe(1);
    expect(chatTopicForPath('/Comparar/SCTR')).toBe(2);
    expect(chatTopicForPath('/en/contacto')).toBe(4);
    expect(chatTopicForPath('/Comparar/Planes-Clinicos/Dental')).toBe(0);
  });

  it('names no topic for a path outside the table (not a mere prefix of a word)', () => {
    expect(chatTopicForPath('/')).toBeNull();
    expect(chatTopicForPath('/Comparar/Seguros-de-Mascotas')).toBeNull();
    expect(chatTopicForPath('/contactos')).toBeNull();
    expect(chatTopicForPath('/EPSX')).toBeNull();
  });
});

describe('chat language (spec 03 §2)', () => {
  it('is the first segment es, en or pt upper-cased, ES otherwise', () => {
    expect(chatLanguageForPath('/en/contacto')).toBe('EN');
    expect(chatLanguageForPath('/PT')).toBe('PT');
    expect(chatLanguageForPath('/es/Comparar/Seguros-de-Salud')).toBe('ES');
    expect(chatLanguageForPath('/fr/contacto')).toBe('ES');
    expect(chatLanguageForPath('/Comparar/Seguros-de-Salud')).toBe('ES');
    expect(chatLanguageForPath('/english')).toBe('ES');
    expect(chatLanguageForPath('/')).toBe('ES');
  });
});

describe('chat pre-engagement form (spec 03 §5)', () => {
  const valid: PreEngagementForm = {
    name: 'Ana Pérez',
    email: 'ana@example.cl',
    phone: '+56 9 1234 5678',
    topic: 0,
    question: '¿Cubre parto?',
  };

  it('accepts a complete form; the question is optional', () => {
    expect(preEngagementErrors(valid)).toEqual({});
    expect(preEngagementErrors({ ...valid, question: '', phone: '912345678' })).toEqual({});
  });

  it("requires name, e-mail, phone and topic with 'campo requerido'", () => {
    expect(preEngagementErrors({ name: ' ', email: '', phone: '', topic: null, question: '' })).toEqual({
      name: CHAT_REQUIRED,
      email: CHAT_REQUIRED,
      phone: CHAT_REQUIRED,
      topic: CHAT_REQUIRED,
    });
    expect(preEngagementErrors({ ...valid, topic: 9 })).toEqual({ topic: CHAT_REQUIRED });
  });

  it('refuses an invalid e-mail and a phone that is not a number', () => {
    expect(preEngagementErrors({ ...valid, email: 'ana@' })).toEqual({ email: CHAT_INVALID_EMAIL });
    expect(CHAT_INVALID_EMAIL).toBe('Por favor, ingrese su dirección de correo electrónico válido');
    for (const phone of ['abc', '12345', '+56-9-1234', '1234567890123456'])
      expect(preEngagementErrors({ ...valid, phone }), phone).toEqual({ phone: CHAT_INVALID_PHONE });
  });

  it('limits the question', () => {
    expect(Object.keys(preEngagementErrors({ ...valid, question: 'a'.repeat(501) }))).toEqual(['question']);
  });
});
