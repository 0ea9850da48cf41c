import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fetchFeedbackLead, type FeedbackLead } from './api/get-feedback-lead';
import { sendFeedback } from './api/send-feedback';
import { LEAD_TEXTS as T } from './texts';
import './leads.css';

/** /Feedback?a={lead}&b={token}: the visitor rates how the request was handled (GET/POST /api/feedbacks). */
export default function FeedbackPage() {
  const id = useId();
  const [params] = useSearchParams();
  const leadId = params.get('a') ?? '';
  const token = params.get('b') ?? '';
  const [lead, setLead] = useState<FeedbackLead['lead'] | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!leadId || !token) return;
    fetchFeedbackLead(leadId, token)
      .then((data) => setLead(data.lead))
      .catch(() => setLead(null));
  }, [leadId, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setProblem(T.feedbackScoreRequired);
      return;
    }
    setState('sending');
    try {
      await sendFeedback({
        ...(lead ? { leadId: lead.id, token } : {}),
        score,
        comment: comment.trim() || null,
      });
      setState('sent');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : T.genericError);
      setState('error');
    }
  };

  if (state === 'sent') {
    return (
      <main className="container lead-page">
        <section className="lead-confirmation" data-testid="feedback-sent">
          <h1>{T.feedbackThanks}</h1>
        </section>
      </main>
    );
  }
  return (
    <main className="container lead-page">
      <h1>{T.feedbackTitle}</h1>
      {lead && (
        <p className="lead">
          {lead.nombre}
          {lead.productName ? ` · ${lead.productName}` : ''}
        </p>
      )}
      <form className="lead-form" onSubmit={submit} noValidate>
        <fieldset className="radio-group lead-field-wide">
          <legend>{T.feedbackScore}</legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => {
                  setScore(value);
                  setProblem(null);
                }}
              />
              {value}
            </label>
          ))}
        </fieldset>
        <div className="lead-field lead-field-wide">
          <label htmlFor={`${id}-comment`}>{T.feedbackComment}</label>
          <textarea
            id={`${id}-comment`}
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        {problem && (
          <p className="form-error lead-field-wide" role="alert">
            {problem}
          </p>
        )}
        <div className="lead-field-wide">
          <button type="submit" className="button button-primary" disabled={state === 'sending'}>
            {T.feedbackSend}
          </button>
        </div>
      </form>
    </main>
  );
}
