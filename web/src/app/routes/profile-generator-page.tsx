import { comparatorLine } from '@domain/content/domain/insurance-types';
import {
  emptyProfileValues,
  validateProfileValues,
  type CargaValues,
  type ProfileValues,
} from '@domain/profile/domain/profile-values';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';
import { createSharedLink } from '../../shared/share-link/create-shared-link';
import { currentCountry } from '../../lib/edition';

/** The comparators a generated profile can open (people-based lines; pets and companies have their own forms). */
const LINES = ['Seguros-de-Salud', 'Seguros-de-Vida', 'Accidentes-Personales'].flatMap((segment) => {
  const line = comparatorLine(segment);
  return line ? [line] : [];
});

/** "12, 8" → two children's ages as typed (validated by the profile's own rules). */
const childrenOf = (text: string): CargaValues[] =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((edad) => ({ edad, sexo: '', parentescoCarga: 'Hijo' }));

/**
 * /v1 (spec 02 §2.1 "profile generator"): staff and partners build a household without opening the
 * comparator and get its share link /url/{link}, the same saved search and encoded profile the
 * "Compartir" button makes (POST /api/buscarplanes/sharedinsurance). Not indexed.
 */
export default function ProfileGeneratorPage() {
  const id = useId();
  const [segment, setSegment] = useState(LINES[0]?.segment ?? 'Seguros-de-Salud');
  const [age, setAge] = useState('');
  const [sexo, setSexo] = useState<'Masculino' | 'Femenino'>('Masculino');
  const [partnerAge, setPartnerAge] = useState('');
  const [children, setChildren] = useState('');
  const [result, setResult] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'error'; message: string } | { kind: 'done'; link: string }
  >({ kind: 'idle' });
  useEffect(() => {
    document.title = `Generador de perfil | ${t('site.name')}`;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = comparatorLine(segment)!;
    const values: ProfileValues = {
      ...emptyProfileValues(line.productType, currentCountry()),
      cotizante: { sexo, edad: age.trim(), ingreso: '' },
      cargas: [
        ...(partnerAge.trim()
          ? [{ edad: partnerAge.trim(), sexo: '' as const, parentescoCarga: 'Pareja' as const }]
          : []),
        ...childrenOf(children),
      ],
    };
    const checked = validateProfileValues(values);
    if (!checked.ok) {
      setResult({ kind: 'error', message: checked.message });
      return;
    }
    setResult({ kind: 'busy' });
    try {
      const stored = { values, profile: checked.profile, ingresodatos: true, savedAt: new Date().toISOString() };
      const shared = await createSharedLink(`${window.location.origin}/Comparar/${segment}`, stored);
      setResult({ kind: 'done', link: `${window.location.origin}${shared.path}` });
    } catch {
      setResult({ kind: 'error', message: 'No pudimos generar el enlace. Intenta nuevamente en unos minutos.' });
    }
  };

  return (
    <main className="container landing" aria-labelledby="v1-title">
      <h1 id="v1-title">Generador de perfil</h1>
      <p className="lead">Arma un grupo familiar y obtén el enlace que abre la comparación con ese perfil.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="profile-generator">
        <p>
          <label htmlFor={`${id}-line`}>Comparador</label>{' '}
          <select id={`${id}-line`} value={segment} onChange={(event) => setSegment(event.target.value)}>
            {LINES.map((line) => (
              <option key={line.segment} value={line.segment}>
                {line.title}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-age`}>Edad del titular</label>{' '}
          <input id={`${id}-age`} inputMode="numeric" value={age} onChange={(event) => setAge(event.target.value)} />{' '}
          <label htmlFor={`${id}-sexo`}>Sexo</label>{' '}
          <select
            id={`${id}-sexo`}
            value={sexo}
            onChange={(event) => setSexo(event.target.value as 'Masculino' | 'Femenino')}
          >
            <option value="Masculino">Masculino</option>
            <option value="Femenino">Femenino</option>
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-partner`}>Edad de la pareja (opcional)</label>{' '}
          <input
            id={`${id}-partner`}
            inputMode="numeric"
            value={partnerAge}
            onChange={(event) => setPartnerAge(event.target.value)}
          />
        </p>
        <p>
          <label htmlFor={`${id}-children`}>Edades de los hijos, separadas por coma (opcional)</label>{' '}
          <input id={`${id}-children`} value={children} onChange={(event) => setChildren(event.target.value)} />
        </p>
        <button type="submit" className="button button-primary" disabled={result.kind === 'busy'}>
          {result.kind === 'busy' ? 'Generando…' : 'Generar enlace'}
        </button>
      </form>
      {result.kind === 'error' && (
        <p role="alert" className="form-error">
          {result.message}
        </p>
      )}
      {result.kind === 'done' && (
        <p role="status">
          Enlace del perfil:{' '}
          <a href={result.link} data-testid="profile-link">
            {result.link}
          </a>
        </p>
      )}
    </main>
  );
}
