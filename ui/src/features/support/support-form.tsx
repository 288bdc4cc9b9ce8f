import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryEmail, SUPPORT_LIMITS, SUPPORT_TOPICS, supportDraftIssues, type SupportFailure, type SupportField, type SupportIssue } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { TextAreaField } from '../../components/text-area/text-area-field.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useFormatter } from '../../shared/use-formatter.js';
import '../../components/field/field.css';

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'failed'; readonly failure: Exclude<SupportFailure['kind'], 'invalid'> }
  | { readonly kind: 'sent'; readonly reference: string; readonly email: string };

const EMPTY = { topic: '', message: '', tripLink: '' };

/** The message under a field for its first issue; none when the field's own limit says it already. */
function issueText(t: (key: string, values?: Record<string, unknown>) => string, issue: SupportIssue | undefined): string | undefined {
  if (issue === undefined) return undefined;
  if (issue.field === 'topic') return t('errors.topicRequired');
  if (issue.field === 'message') {
    if (issue.key === 'required') return t('errors.messageRequired');
    if (issue.key === 'tooShort') return t('errors.messageTooShort', { min: SUPPORT_LIMITS.messageMin });
    return undefined; // tooLong: the text area says "Character limit of ... exceeded".
  }
  return issue.key === 'invalid' ? t('errors.tripLinkInvalid') : undefined;
}

/**
 * The contact form of the support page: the reply address (the account's primary address, read
 * only), a topic, the message and optionally a link to the trip. It is checked with core's rules
 * before sending (the first field in error takes the focus); while sending the button says so; a
 * refusal keeps everything typed and says why; once sent, a confirmation with the reference takes
 * the form's place and the focus.
 *
 * @example
 * <SupportForm />
 */
export function SupportForm() {
  const { t } = useTranslation('support');
  const f = useFormatter();
  const support = useService(TOKENS.support);
  const { profile } = useSession();
  const email = profile ? (primaryEmail(profile) ?? '') : '';
  const [draft, setDraft] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [serverField, setServerField] = useState<SupportField | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const topicNext = useRef(false);

  // The focus moves once React has committed the screen it goes to (a frame callback could run first).
  useEffect(() => {
    if (status.kind === 'sent') sentRef.current?.focus();
    else if (status.kind === 'failed') alertRef.current?.focus();
    else if (status.kind === 'editing' && topicNext.current) {
      topicNext.current = false;
      formRef.current?.querySelector<HTMLElement>('[name="topic"]')?.focus();
    }
  }, [status]);
  const ids = { email: useId(), emailHelp: useId(), topic: useId(), topicError: useId() };

  const issues = supportDraftIssues(draft);
  const shown = (field: SupportField): SupportIssue | undefined => (checked ? issues.find((i) => i.field === field) : undefined);
  const serverError = (field: SupportField) =>
    serverField === field
      ? field === 'topic'
        ? t('errors.topicRequired')
        : field === 'message'
          ? t('errors.messageRequired')
          : t('errors.tripLinkInvalid')
      : undefined;
  const errorOf = (field: SupportField) => issueText(t, shown(field)) ?? serverError(field);
  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (serverField === field) setServerField(null);
  };

  const focusField = (field: SupportField) => {
    const name = field === 'tripLink' ? 'trip_link' : field;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setChecked(true);
    const first = issues[0];
    if (first !== undefined) {
      focusField(first.field);
      return;
    }
    setStatus({ kind: 'sending' });
    const sent = await support.send(draft);
    if (sent.ok) {
      setStatus({ kind: 'sent', reference: sent.value.reference, email });
      setDraft(EMPTY);
      setChecked(false);
      return;
    }
    if (sent.error.kind === 'invalid') {
      setStatus({ kind: 'editing' });
      setServerField(sent.error.field);
      focusField(sent.error.field);
      return;
    }
    setStatus({ kind: 'failed', failure: sent.error.kind });
  };

  if (status.kind === 'sent') {
    return (
      <section className="wb-card wb-support__contact" aria-labelledby="wb-support-sent">
        <div className="wb-alert wb-alert--success wb-support__sent" role="status">
          <h2 id="wb-support-sent" ref={sentRef} tabIndex={-1}>
            {t('sent.heading')}
          </h2>
          <p>{t('sent.body', { email: status.email })}</p>
          <p>{t('sent.reference', { reference: status.reference })}</p>
        </div>
        <Button
          variant="outline-primary"
          onPress={() => {
            topicNext.current = true;
            setStatus({ kind: 'editing' });
          }}
        >
          {t('sent.another')}
        </Button>
      </section>
    );
  }

  const sending = status.kind === 'sending';
  const topicError = errorOf('topic');
  return (
    <section className="wb-card wb-support__contact" aria-labelledby="wb-support-contact">
      <h2 id="wb-support-contact">{t('form.heading')}</h2>
      <p className="wb-muted">{t('form.intro')}</p>
      <form ref={formRef} className="wb-support__form" noValidate aria-busy={sending} onSubmit={(e) => void submit(e)}>
        {status.kind === 'failed' && (
          <div ref={alertRef} tabIndex={-1} className="wb-alert wb-alert--danger" role="alert">
            <p>{t(`errors.${status.failure}`)}</p>
          </div>
        )}
        <div className="wb-field">
          <label className="wb-field__label" htmlFor={ids.email}>
            {t('form.email')}
          </label>
          <div className="wb-field__control">
            <input id={ids.email} className="wb-field__input" type="email" name="email" value={email} readOnly aria-describedby={ids.emailHelp} />
          </div>
          <p className="wb-field__description" id={ids.emailHelp}>
            {t('form.emailHelp')}
          </p>
        </div>
        <div className="wb-field" data-invalid={topicError !== undefined || undefined}>
          <label className="wb-field__label" htmlFor={ids.topic}>
            {t('form.topic')}
            <span className="wb-field__required" aria-hidden="true">
              *
            </span>
          </label>
          <div className="wb-field__control">
            <select
              id={ids.topic}
              name="topic"
              className="wb-field__input wb-support__select"
              value={draft.topic}
              required
              aria-invalid={topicError !== undefined || undefined}
              aria-describedby={topicError === undefined ? undefined : ids.topicError}
              onChange={(e) => edit('topic')(e.target.value)}
            >
              <option value="">{t('form.topicPlaceholder')}</option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`form.topics.${topic}`)}
                </option>
              ))}
            </select>
          </div>
          {topicError !== undefined && (
            <span id={ids.topicError} className="wb-field__error">
              {topicError}
            </span>
          )}
        </div>
        <TextAreaField
          label={t('form.message')}
          name="message"
          value={draft.message}
          onChange={edit('message')}
          rows={7}
          isRequired
          maxLength={SUPPORT_LIMITS.messageMax}
          description={t('form.messageHelp', { min: f.number(SUPPORT_LIMITS.messageMin), max: f.number(SUPPORT_LIMITS.messageMax) })}
          errors={[errorOf('message')]}
          textAreaClassName="wb-support__message"
        />
        <TextField
          label={t('form.tripLink')}
          name="trip_link"
          type="url"
          autoComplete="off"
          value={draft.tripLink}
          onChange={edit('tripLink')}
          maxLength={SUPPORT_LIMITS.tripLinkMax}
          description={t('form.tripLinkHelp')}
          errorMessage={errorOf('tripLink')}
        />
        <div className="wb-support__actions">
          <Button type="submit" isDisabled={sending}>
            {sending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
