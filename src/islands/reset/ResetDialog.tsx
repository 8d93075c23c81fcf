/**
 * The reset dialog (loaded on demand): what the reset changes, a deliberate confirmation
 * (a box to tick and a separate button, never one tap), then the new login link to save.
 * A native modal `<dialog>`, so focus stays inside it and Escape closes it.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaMessages, Translate } from '../../lib/core/i18n/t';
import { withAreaWords } from '../../lib/core/i18n/load-area';
import { provider } from '../../lib/core/api/provider';
import { formatLoginLink } from '../../lib/login/login-link';
import { IMPORT_CLIENTS } from '../../lib/subscription/import-links';
import { $reset, closeReset, confirmReset, previewReset, type ResetStep } from '../../lib/reset/store';
import { $accountEmail } from '../../lib/core/stores/session';
import type { ResetPreview } from '../../lib/core/contract';
import type { AppErrorName } from '../../lib/core/api/errors';
import ErrorNotice from '../ui/ErrorNotice';
import LoginLinkSaver, { type LoginLinkSaverKey } from '../ui/LoginLinkSaver';
import type { ResetDialogText, ResetText } from './messages';
import './reset-dialog.css';
import { useModalDialog } from '../ui/use-modal-dialog';
import '../ui/modal-dialog.css';

interface Props {
  locale: Locale;
  serviceId: number | null;
  /** The page's translator; the dialog's own area comes with it (`words`). */
  t: Translate<ResetText>;
  words: AreaMessages<'resetDialog'>;
}

/** The login-link saver speaks the order wizard's words; here they are the reset's own. */
const SAVER_WORDS = {
  'order.account.linkLabel': 'resetDialog.link.label',
  'order.account.copy': 'resetDialog.link.copy',
  'order.account.copied': 'resetDialog.link.copied',
  'order.account.download': 'resetDialog.link.download',
} as const satisfies Record<LoginLinkSaverKey, ResetDialogText>;

export default function ResetDialog({ locale, serviceId, t: pageT, words }: Props) {
  const t = useMemo(() => withAreaWords(pageT, locale, 'resetDialog', words), [pageT, locale, words]);
  const step = useStore($reset);
  // Escape or the close button: the reset is over (a done reset keeps its new login).
  const dialog = useModalDialog(closeReset);


  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="modal-dialog reset-dialog"
      aria-labelledby="reset-dialog-heading"
      // While the provider resets, the outcome must be seen: Escape waits.
      onCancel={(event) => step.kind === 'confirming' && event.preventDefault()}
    >
      <div className="stack">
        <StepView step={step} locale={locale} serviceId={serviceId} t={t} close={close} />
      </div>
    </dialog>
  );
}

interface StepProps {
  step: ResetStep;
  locale: Locale;
  serviceId: number | null;
  t: Translate<ResetDialogText>;
  close: () => void;
}

function StepView({ step, locale, serviceId, t, close }: StepProps) {
  switch (step.kind) {
    case 'closed':
      return null;
    case 'previewing':
      return (
        <>
          <h2 id="reset-dialog-heading">{t('resetDialog.dialog.heading')}</h2>
          <p role="status">{t('resetDialog.previewing')}</p>
          <CancelRow t={t} close={close} />
        </>
      );
    case 'preview':
    case 'confirming':
      return <Confirmation preview={step.preview} confirming={step.kind === 'confirming'} error={null} accountWide={serviceId === null} locale={locale} t={t} close={close} />;
    case 'failed':
      if (step.preview) return <Confirmation preview={step.preview} confirming={false} error={step.error} accountWide={serviceId === null} locale={locale} t={t} close={close} />;
      return (
        <>
          <h2 id="reset-dialog-heading">{t('resetDialog.dialog.heading')}</h2>
          <ErrorNotice error={step.error} t={t} />
          <p className="button-row">
            <button type="button" className="button" onClick={() => void previewReset(provider, serviceId)}>
              {step.error === 'ResetExpired' ? t('resetDialog.restart') : t('action.retry')}
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              {t('resetDialog.cancel')}
            </button>
          </p>
        </>
      );
    case 'done':
      return <Done step={step} accountWide={serviceId === null} locale={locale} t={t} close={close} />;
  }
}

function CancelRow({ t, close }: { t: Translate<ResetDialogText>; close: () => void }) {
  return (
    <p className="button-row">
      <button type="button" className="button button--quiet" onClick={close}>
        {t('resetDialog.cancel')}
      </button>
    </p>
  );
}

interface ConfirmationProps {
  preview: ResetPreview;
  confirming: boolean;
  error: AppErrorName | null;
  /** An account reset (the account page): it changes the subscription address of every service the account has. */
  accountWide: boolean;
  locale: Locale;
  t: Translate<ResetDialogText>;
  close: () => void;
}

/** Which promise the person ticks: the login link alone, and the one or every subscription address with it. */
function understoodScope(preview: ResetPreview, accountWide: boolean): 'service' | 'account' | 'accountServices' {
  if (preview.subscriptionChanges.length === 0) return 'account';
  return accountWide ? 'accountServices' : 'service';
}

function Confirmation({ preview, confirming, error, accountWide, locale, t, close }: ConfirmationProps) {
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaced the "checking" step under the person's focus: start them at its top.
  useEffect(() => heading.current?.focus(), []);
  const scope = understoodScope(preview, accountWide);
  // Every client app the service page offers to import into: any of them may hold the old address.
  // (Intl's Chinese list puts no space between 和 and a Latin name, as the style guide asks.)
  const clients = IMPORT_CLIENTS.map((client) => client.name).join(locale === 'en-US' ? ', ' : '、');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirming) return;
    if (!understood) {
      setMissing(true);
      box.current?.focus();
      return;
    }
    void confirmReset(provider, locale);
  }

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h2 id="reset-dialog-heading" ref={heading} tabIndex={-1}>
        {t('resetDialog.dialog.heading')}
      </h2>
      <h3>{t('resetDialog.changes.heading')}</h3>
      <ul className="stack">
        <li>{t('resetDialog.changes.loginLink')}</li>
        {preview.subscriptionChanges.map((id) => (
          <li key={id}>{t('resetDialog.changes.subscription', { service: t('resetDialog.service', { id }), clients })}</li>
        ))}
      </ul>
      <p>{t('resetDialog.unchanged')}</p>
      <label className="choice">
        <input
          ref={box}
          type="checkbox"
          checked={understood}
          aria-invalid={missing && !understood ? true : undefined}
          aria-describedby="reset-understood-problem"
          onChange={(event) => {
            setUnderstood(event.target.checked);
            setMissing(false);
          }}
        />
        <span className="choice__label">{t(`resetDialog.understood.${scope}`)}</span>
      </label>
      <div id="reset-understood-problem">
        {missing && !understood ? (
          <p className="field-error" role="alert">
            {t('resetDialog.understoodMissing')}
          </p>
        ) : null}
      </div>
      {error ? <ErrorNotice error={error} t={t} /> : null}
      <p className="button-row">
        <button type="submit" className="button" disabled={confirming}>
          {confirming ? t('resetDialog.confirming') : error ? t('action.retry') : t('resetDialog.confirm')}
        </button>
        <button type="button" className="button button--quiet" disabled={confirming} onClick={close}>
          {t('resetDialog.cancel')}
        </button>
      </p>
    </form>
  );
}

interface DoneProps {
  step: Extract<ResetStep, { kind: 'done' }>;
  accountWide: boolean;
  locale: Locale;
  t: Translate<ResetDialogText>;
  close: () => void;
}

function Done({ step, accountWide, locale, t, close }: DoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The provider mails the new link to a verified email (ADR 0022; docs/sandbox.md).
  const account = useStore($accountEmail);
  const mailedTo = account?.status === 'verified' ? account.email : null;
  // The step changed under the person's focus (the confirm button is gone): say where they are.
  useEffect(() => heading.current?.focus(), []);
  const saverWords: Translate<LoginLinkSaverKey> = (key) => t(SAVER_WORDS[key]);

  return (
    <>
      <h2 id="reset-dialog-heading" tabIndex={-1} ref={heading}>
        {t('resetDialog.done.heading')}
      </h2>
      <p role="status">
        <strong>{t('resetDialog.done.oldStopped')}</strong>
      </p>
      {step.subscriptionChanges.length > 0 ? <p>{t(accountWide ? 'resetDialog.done.subscriptions' : 'resetDialog.done.subscription')}</p> : null}
      <p>{t('resetDialog.done.save')}</p>
      {mailedTo ? <p>{t('resetDialog.done.mailed', { email: mailedTo })}</p> : null}
      {step.kept ? null : <p className="notice notice--warning">{t('resetDialog.done.notKept')}</p>}
      <LoginLinkSaver link={formatLoginLink(location.origin, locale, step.pair)} t={saverWords} />
      <p className="button-row">
        <button type="button" className="button" onClick={close}>
          {t('resetDialog.done.close')}
        </button>
      </p>
    </>
  );
}
