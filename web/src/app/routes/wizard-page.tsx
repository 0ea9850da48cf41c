import {
  HEALTH_WIZARD,
  HEALTH_WIZARD_TITLE,
  healthWizardTarget,
  type WizardAnswers,
} from '@domain/content/domain/health-wizard';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';

/** /wizard/seguros-de-salud: one question at a time, then the filtered health comparison. */
export default function WizardPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>({});
  const [missing, setMissing] = useState(false);
  const legend = useRef<HTMLLegendElement>(null);
  const question = HEALTH_WIZARD[step]!;
  const last = step === HEALTH_WIZARD.length - 1;
  useEffect(() => {
    document.title = `${HEALTH_WIZARD_TITLE} | ${t('site.name')}`;
  }, []);
  useEffect(() => {
    if (step > 0) legend.current?.focus();
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!answers[question.id]) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (last) navigate(healthWizardTarget(answers));
    else setStep(step + 1);
  };

  return (
    <main className="container landing" aria-labelledby="wizard-title">
      <h1 id="wizard-title">{HEALTH_WIZARD_TITLE}</h1>
      <p className="muted">
        Pregunta {step + 1} de {HEALTH_WIZARD.length}
      </p>
      <form onSubmit={next} className="wizard" noValidate>
        <fieldset aria-describedby={missing ? 'wizard-missing' : undefined}>
          <legend ref={legend} tabIndex={-1}>
            <strong>{question.title}</strong>
          </legend>
          {question.options.map((option) => (
            <p key={option.value}>
              <label>
                <input
                  type="radio"
                  name={question.id}
                  value={option.value}
                  checked={answers[question.id] === option.value}
                  onChange={() => setAnswers({ ...answers, [question.id]: option.value })}
                />{' '}
                {option.label}
              </label>
            </p>
          ))}
        </fieldset>
        {missing && (
          <p id="wizard-missing" role="alert" className="form-error">
            Elige una opción para continuar.
          </p>
        )}
        <p className="actions">
          {step > 0 && (
            <button type="button" className="button button-outline" onClick={() => setStep(step - 1)}>
              Atrás
            </button>
          )}{' '}
          <button type="submit" className="button button-primary" data-testid="wizard-next">
            {last ? 'Ver mis seguros' : 'Siguiente'}
          </button>
        </p>
      </form>
    </main>
  );
}
