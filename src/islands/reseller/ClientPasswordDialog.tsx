/**
 * The client login's password reset (loaded on demand, ADR 0054): which login, what the
 * reset does, a separate confirming press, then the new credentials shown once, as text
 * with a copy button: never in a QR code, a share or a log. Closing the dialog drops the
 * password (`closeClientPasswordReset`).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $clientPasswordReset, closeClientPasswordReset, confirmClientPasswordReset, previewClientPasswordReset, type ClientPasswordStep } from '../../lib/reseller/store';
import { useModalDialog } from '../ui/use-modal-dialog';
import ErrorNotice from '../ui/ErrorNotice';
import CopyButton from '../ui/CopyButton';
import '../ui/modal-dialog.css';

type T = Translate<AreaKey<'reseller' | 'action' | 'error'>>;

interface Props {
  locale: Locale;
  serviceId: number;
  resellerName: string;
  t: T;
  onClose: () => void;
}

export default function ClientPasswordDialog({ serviceId, resellerName, t, onClose }: Props) {
  const step = useStore($clientPasswordReset);
  const dialog = useModalDialog(() => {
    closeClientPasswordReset();
    onClose();
  });
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby="client-password-heading"
      // While the provider resets, the outcome must be seen: Escape waits.
      onCancel={(event) => step.kind === 'resetting' && event.preventDefault()}
    >
      <div className="stack">
        <StepView step={step} serviceId={serviceId} resellerName={resellerName} t={t} close={close} />
      </div>
    </dialog>
  );
}

interface StepProps {
  step: ClientPasswordStep;
  serviceId: number;
  resellerName: string;
  t: T;
  close: () => void;
}

function StepView({ step, serviceId, resellerName, t, close }: StepProps) {
  switch (step.kind) {
    case 'closed':
    case 'checking':
      return (
        <>
          <h2 id="client-password-heading">{t('reseller.dialog.heading')}</h2>
          <p role="status">{t('reseller.dialog.checking')}</p>
          <Buttons t={t} close={close} />
        </>
      );
    case 'preview':
    case 'resetting':
      return <Preview username={step.preview.username} panel={step.preview.clientPanelUrl !== null} resetting={step.kind === 'resetting'} resellerName={resellerName} t={t} close={close} />;
    case 'failed':
      return (
        <>
          <h2 id="client-password-heading">{t('reseller.dialog.heading')}</h2>
          {step.lost ? <p role="alert">{t('reseller.lost')}</p> : <ErrorNotice error={step.error} t={t} />}
          <Buttons t={t} close={close}>
            {step.error === 'ResellerForbids' ? null : (
              <button type="button" className="button" onClick={() => void previewClientPasswordReset(provider, serviceId)}>
                {t('action.retry')}
              </button>
            )}
          </Buttons>
        </>
      );
    case 'done':
      return <Done username={step.username} password={step.password} t={t} close={close} />;
  }
}

function Buttons({ t, close, children }: { t: T; close: () => void; children?: React.ReactNode }) {
  return (
    <p className="button-row">
      {children}
      <button type="button" className="button button--quiet" onClick={close}>
        {t('reseller.dialog.cancel')}
      </button>
    </p>
  );
}

interface PreviewProps {
  username: string;
  panel: boolean;
  resetting: boolean;
  resellerName: string;
  t: T;
  close: () => void;
}

function Preview({ username, panel, resetting, resellerName, t, close }: PreviewProps) {
  return (
    <>
      <h2 id="client-password-heading">{t('reseller.dialog.heading')}</h2>
      <p>{t('reseller.dialog.username', { username })}</p>
      <p>{t('reseller.dialog.what')}</p>
      {panel ? <p>{t('reseller.dialog.panel', { name: resellerName })}</p> : null}
      <p className="button-row">
        <button type="button" className="button" disabled={resetting} aria-busy={resetting || undefined} onClick={() => void confirmClientPasswordReset(provider)}>
          {resetting ? t('reseller.dialog.resetting') : t('reseller.dialog.confirm')}
        </button>
        <button type="button" className="button button--quiet" disabled={resetting} onClick={close}>
          {t('reseller.dialog.cancel')}
        </button>
      </p>
    </>
  );
}

function Done({ username, password, t, close }: { username: string; password: string; t: T; close: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step changed under the person's focus (the confirm button is gone): say where they are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 id="client-password-heading" tabIndex={-1} ref={heading}>
        {t('reseller.done.heading')}
      </h2>
      <p role="status">
        <strong>{t('reseller.done.once')}</strong>
      </p>
      <dl className="stack">
        <div>
          <dt>{t('reseller.done.username')}</dt>
          <dd>
            <code>{username}</code>
          </dd>
        </div>
        <div>
          <dt>{t('reseller.done.password')}</dt>
          <dd>
            <code translate="no" spellCheck={false}>
              {password}
            </code>{' '}
            <CopyButton value={password} label={t('reseller.done.copy')} copiedText={t('reseller.done.copied')} />
          </dd>
        </div>
      </dl>
      <p className="button-row">
        <button type="button" className="button" onClick={close}>
          {t('reseller.done.close')}
        </button>
      </p>
    </>
  );
}
