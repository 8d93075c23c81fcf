/**
 * The one ticket form (issue 12): email, issue categories, details, up to 5 files, sent
 * as an anonymous Zendesk request. An island of its own on help/contact-us and win/ticket
 * (`compact`), and `TicketFormView` inside the payment page's "paid but not active?"
 * (../support/PaymentSupportRequest.tsx); a page may fill in a service, a subject,
 * categories and facts. The state
 * and every decision live in lib/ticket/store.ts and lib/ticket/rules.ts; this renders them.
 *
 * Accessible by construction: every input has its label, a field's problem is tied to it
 * with aria-describedby, each file's state is text (not only a bar), and a refused send
 * moves the focus to the first field at fault.
 */
import { useEffect, useEffectEvent, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { helpDesk } from '../../lib/core/api/help-desk';
import { humanCheckProvider } from '../../lib/core/api/human-check-provider';
import { errorMessageKeys } from '../../lib/core/api/errors';
import { SUPPORT_ISSUES, type SupportIssue } from '../../lib/ticket/contract';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { formatList, formatNames } from '../../lib/core/i18n/format';
import { noteLength } from '../../lib/ticket/support-request';
import { TICKET_DETAILS_MAX, TICKET_FILE_ACCEPT, TICKET_FILE_MAX_BYTES, TICKET_MAX_FILES } from '../../lib/ticket/rules';
import {
  $ticketDrafts,
  $ticketFiles,
  $ticketSending,
  addTicketFiles,
  editTicket,
  filesToReselect,
  removeTicketFile,
  retryTicketFile,
  sendTicketForm,
  ticketDraftFor,
  type TicketDraft,
  type TicketFile,
} from '../../lib/ticket/store';
import FormSendRow from './FormSendRow';
import { useHydrated } from '../ui/use-hydrated';
import { useKeptUntilLive } from './use-kept-until-live';
import type { TicketText } from './messages';
import './ticket.css';
import { useFocusFirstProblem } from '../ui/use-focus-first-problem.ts';
import { sendPressedAsleep } from './send-pressed.ts';
import EmailField from '../ui/EmailField';
import { serviceIdFromQuery } from '../../lib/service/default-service';
import { $accountEmail } from '../../lib/core/stores/session';
import { island } from '../ui/island-boundary';

/** The categories a person picks from (a callback request has its own form). */
const PICKABLE: readonly SupportIssue[] = SUPPORT_ISSUES.filter((issue) => issue !== 'callback');
const MAX_MB = TICKET_FILE_MAX_BYTES / 1024 / 1024;

export interface TicketPrefill {
  email?: string;
  categories?: SupportIssue[];
  subject?: string;
  /** Facts the page knows (a bill's number, a service), put at the top of the ticket. */
  facts?: string;
  serviceId?: number;
}

interface ViewProps {
  locale: Locale;
  t: Translate<TicketText>;
  /** Which draft this form keeps (one per place the form is used). */
  formKey: string;
  /** A smaller form without heading and intro (win/ticket). */
  compact?: boolean;
  prefill?: TicketPrefill;
  /** Take the service from the address (`?service={id}`, the service page's "contact support"). */
  serviceFromQuery?: boolean;
}

type Props = Omit<ViewProps, 't'> & { messages: Record<TicketText, string> };

/** The form as an island of its own (help/contact-us, win/ticket): its strings come as props. */
function TicketForm({ messages, ...props }: Props) {
  return <TicketFormView t={translatorFrom(props.locale, messages)} {...props} />;
}

/** The form inside another island (the payment page's "paid but not active?"), with that island's translator. */
export function TicketFormView({ locale, t, formKey, compact = false, prefill: given = {}, serviceFromQuery = false }: ViewProps) {
  const id = useId();
  const hydrated = useHydrated();
  const drafts = useStore($ticketDrafts);
  const files = useStore($ticketFiles);
  const sending = useStore($ticketSending);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const account = useStore($accountEmail);
  const queried = hydrated && serviceFromQuery && given.serviceId === undefined ? serviceIdFromQuery(location.search) : undefined;
  // The account's email, unless the page gives one: the person need not type what the account has.
  const email = given.email ?? (hydrated ? (account?.email ?? undefined) : undefined);
  const withEmail: TicketPrefill = email === undefined || email === '' ? given : { ...given, email };
  const prefill: TicketPrefill = queried === undefined ? withEmail : { ...withEmail, serviceId: queried, facts: given.facts ?? t('ticket.facts.service', { id: queried }) };
  // The first render is the prerender's; as React commits, the drafts kept for the tab (what
  // was typed before and while the island woke) are taken in (./use-kept-until-live.ts), and
  // the render after hydration shows them. Parts that add elements wait for `hydrated` (no mismatch).
  const draft = ticketDraftFor(drafts, formKey, prefill);
  const problems = sending.kind === 'problems' ? sending.problems : {};
  const edit = (change: Partial<TicketDraft>) => editTicket(formKey, { ...draft, ...change });
  const send = () => {
    void sendTicketForm(helpDesk, { key: formKey, lang: locale, subject: prefill.subject ?? formatNames(locale, draft.categories.map((category) => t(`ticket.category.${category}`))), facts: prefill.facts, serviceId: prefill.serviceId }, draft, humanCheckProvider);
  };

  /** Adds the files the input holds to the form. */
  function chooseFiles(input: HTMLInputElement) {
    const chosen = [...(input.files ?? [])];
    // Cleared so choosing the same file again (after removing it) fires again.
    input.value = '';
    if (chosen.length > 0) addTicketFiles(formKey, chosen, draft);
  }

  // A refused send: the focus goes to the first field at fault (the form's order).
  useFocusFirstProblem(formRef, sending.kind === 'problems' ? sending : null);
  useKeptUntilLive(formRef);
  // Files chosen before the island woke (on a slow line "choose file" is often the first
  // touch): the input holds them, but their change event came before React listened. Taken
  // now, as if chosen awake, before a send pressed asleep (which then waits for their upload).
  const takeFilesChosenAsleep = useEffectEvent(() => {
    const input = fileInputRef.current;
    if (input?.files && input.files.length > 0) chooseFiles(input);
  });
  // "Send" pressed before the island woke: sent now, as if pressed awake (send-pressed.ts).
  const sendOnWake = useEffectEvent(() => send());
  useEffect(() => {
    if (!hydrated) return;
    takeFilesChosenAsleep();
    if (sendPressedAsleep(formRef.current)) sendOnWake();
  }, [hydrated]);

  if (sending.kind === 'sent') {
    return (
      <p className="notice" role="status" tabIndex={-1}>
        {t('ticket.sent', { id: sending.requestId, hours: sending.replyHours })}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => chooseFiles(event.target);
  // Text drawn from the draft waits for `hydrated`: the prerendered count says 0.
  const length = hydrated ? noteLength(draft.details) : 0;
  const tooLong = length > TICKET_DETAILS_MAX;
  const reselect = hydrated ? filesToReselect(draft, files) : [];
  const emailProblem = problems.email ? t(`ticket.${problems.email}`) : null;

  return (
    <form ref={formRef} className={`ticket-form stack${compact ? ' ticket-form--compact' : ''}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={compact ? 'visually-hidden' : undefined}>
        {t('ticket.heading')}
      </h2>
      {compact ? null : <p>{t('ticket.intro')}</p>}
      {prefill.facts ? (
        <p>
          <code>{prefill.facts}</code>
        </p>
      ) : null}

      <EmailField id={`${id}-email`} name="email" label={t('ticket.email')} value={draft.email} problem={emailProblem} announce={false} onChange={(email) => edit({ email })} />

      <fieldset aria-describedby={`${id}-categories-problem`}>
        <legend>{t('ticket.categories')}</legend>
        <div className="ticket-choices">
          {PICKABLE.map((category, index) => (
            <label key={category} className="ticket-choice">
              <input
                type="checkbox"
                name="categories"
                value={category}
                checked={draft.categories.includes(category)}
                aria-invalid={problems.categories && index === 0 ? true : undefined}
                onChange={(event) => edit({ categories: event.target.checked ? [...draft.categories, category] : draft.categories.filter((each) => each !== category) })}
              />
              <span>{t(`ticket.category.${category}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-categories-problem`} className="field-error" hidden={!problems.categories}>
        {problems.categories ? t('ticket.NoCategory') : null}
      </p>

      <label className="field">
        <span>{t('ticket.details')}</span>
        <textarea
          className="input"
          rows={compact ? 3 : 5}
          name="details"
          value={draft.details}
          aria-invalid={problems.details || tooLong ? true : undefined}
          aria-describedby={`${id}-details-count`}
          onChange={(event) => edit({ details: event.target.value })}
        />
      </label>
      <p id={`${id}-details-count`} className={tooLong ? 'field-error' : 'field-hint'}>
        {tooLong ? t('ticket.DetailsTooLong', { count: length, max: TICKET_DETAILS_MAX }) : t('ticket.count', { count: length, max: TICKET_DETAILS_MAX })}
      </p>

      <fieldset aria-describedby={`${id}-files-hint ${id}-files-problem`}>
        <legend>{t('ticket.files', { max: TICKET_MAX_FILES })}</legend>
        <p id={`${id}-files-hint`} className="field-hint">
          {t('ticket.files.hint', { size: MAX_MB })}
        </p>
        {reselect.length > 0 ? (
          <p className="notice" role="status">
            {t('ticket.file.reselect', { names: formatList(locale, reselect) })}
          </p>
        ) : null}
        <label className="button button--small button--quiet">
          {t('ticket.files.choose')}
          <input ref={fileInputRef} type="file" className="visually-hidden" multiple accept={TICKET_FILE_ACCEPT} onChange={onFiles} aria-invalid={problems.files ? true : undefined} />
        </label>
        {files.length > 0 ? (
          <ul className="ticket-files" aria-live="polite">
            {files.map((file) => (
              <FileRow key={file.id} file={file} t={t} onRemove={() => removeTicketFile(formKey, file.id)} onRetry={() => retryTicketFile(formKey, file.id)} />
            ))}
          </ul>
        ) : null}
        <p id={`${id}-files-problem`} className="field-error" hidden={!problems.files}>
          {problems.files ? t(`ticket.${problems.files}`) : null}
        </p>
      </fieldset>

      <FormSendRow sending={sending} label={{ send: t('ticket.send'), sending: t('ticket.sending') }} onRetry={send} locale={locale} t={t} />
    </form>
  );
}

function FileRow({ file, t, onRemove, onRetry }: { file: TicketFile; t: Translate<TicketText>; onRemove: () => void; onRetry: () => void }) {
  const uploaded = errorMessageKeys('UploadSucceeded');
  const failed = errorMessageKeys('UploadFailed');
  // What happened, and for a failed upload why (title and hint as two lines: no joining punctuation to get wrong per language).
  let state: string;
  let why: string | null = null;
  switch (file.state) {
    case 'refused':
      state = t(`ticket.file.${file.problem}`, { size: MAX_MB, max: TICKET_MAX_FILES });
      break;
    case 'uploading':
      state = t('ticket.file.uploading', { percent: Math.round(file.progress * 100) });
      break;
    case 'uploaded':
      state = t(uploaded.title);
      break;
    case 'failed':
      state = t(failed.title);
      why = file.refusal === 'AttachmentTooLarge' || file.refusal === 'RecordInvalid' ? t(`ticket.file.${file.refusal}`) : t(failed.hint);
      break;
  }
  return (
    <li className={`ticket-file ticket-file--${file.state}`} data-state={file.state}>
      <span className="ticket-file__name">{file.name}</span>
      {file.state === 'uploading' ? <progress max={1} value={file.progress} aria-hidden="true" /> : null}
      <span className={file.state === 'refused' || file.state === 'failed' ? 'field-error' : 'field-hint'}>{state}</span>
      {why ? <span className="field-hint">{why}</span> : null}
      <span className="button-row">
        {file.state === 'failed' ? (
          <button type="button" className="button button--small" onClick={onRetry}>
            {t('ticket.file.retry', { name: file.name })}
          </button>
        ) : null}
        <button type="button" className="button button--small button--quiet" onClick={onRemove}>
          {t('ticket.file.remove', { name: file.name })}
        </button>
      </span>
    </li>
  );
}

export default island(TicketForm);
