import { preEngagementErrors, type PreEngagementErrors, type PreEngagementForm } from '@domain/content/domain/chat';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';
import './chat.css';
import type { EngagementData } from './webchat-session';

interface ChatFormProps {
  title: string;
  topics: readonly string[];
  defaultTopic: number | null;
  busy: boolean;
  onSubmit(data: EngagementData): void;
  onClose(): void;
}

/** The chat's pre-engagement form (spec 03 §5): name, e-mail, phone and topic required; the question optional. */
export default function ChatForm({ title, topics, defaultTopic, busy, onSubmit, onClose }: ChatFormProps) {
  const id = useId();
  const [form, setForm] = useState<PreEngagementForm>({
    name: '',
    email: '',
    phone: '',
    topic: defaultTopic,
    question: '',
  });
  const [errors, setErrors] = useState<PreEngagementErrors>({});
  const set = (field: keyof PreEngagementForm, value: string) =>
    setForm((current) => ({ ...current, [field]: field === 'topic' ? (value === '' ? null : Number(value)) : value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = preEngagementErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || form.topic === null) return;
    onSubmit({ ...form, topic: topics[form.topic] ?? '' });
  };
  const field = (name: keyof PreEngagementForm) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof PreEngagementForm) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className="chat-error">
        {errors[name]}
      </span>
    );

  return (
    <section className="chat-panel" aria-labelledby={`${id}-title`} data-testid="chat-form">
      <header className="chat-panel-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="chat-close" onClick={onClose} aria-label={t('chat.form.close')}>
          ×
        </button>
      </header>
      <form noValidate onSubmit={submit}>
        <label htmlFor={`${id}-name`}>{t('chat.form.name')}</label>
        <input {...field('name')} autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} />
        {error('name')}
        <label htmlFor={`${id}-email`}>{t('chat.form.email')}</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
        />
        {error('email')}
        <label htmlFor={`${id}-phone`}>{t('chat.form.phone')}</label>
        <input
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        {error('phone')}
        <label htmlFor={`${id}-topic`}>{t('chat.form.topic')}</label>
        <select {...field('topic')} value={form.topic ?? ''} onChange={(e) => set('topic', e.target.value)}>
          <option value="">{t('chat.form.topic.choose')}</option>
          {topics.map((topic, index) => (
            <option key={topic} value={index}>
              {topic}
            </option>
          ))}
        </select>
        {error('topic')}
        <label htmlFor={`${id}-question`}>{t('chat.form.question')}</label>
        <textarea
          {...field('question')}
          rows={3}
          value={form.question}
          onChange={(e) => set('question', e.target.value)}
        />
        {error('question')}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('chat.form.start')}
        </button>
      </form>
    </section>
  );
}
