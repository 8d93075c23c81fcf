/**
 * A service sold through a reseller, on the service page (ADR 0054): whose service it is,
 * its support (instead of ours when its setting says so), and the client login's password
 * reset, whose dialog is fetched on the first press. Everything the reseller typed is shown
 * as text; its links are https only (the contract refuses others) and carry no Referer.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $resellers, ensureResellerLoaded, previewClientPasswordReset } from '../../lib/reseller/store';
import type { ResellerSetting } from '../../lib/reseller/contract';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import ErrorNotice from '../ui/ErrorNotice';

type T = Translate<AreaKey<'reseller' | 'action' | 'error'>>;

const ClientPasswordDialog = onDemandPart(() => import('./ClientPasswordDialog'));

interface Props {
  locale: Locale;
  serviceId: number;
  t: T;
}

export default function ResellerSection({ locale, serviceId, t }: Props) {
  // The service page's store reads it with the service (lib/service/store.ts); a failed read is tried again from here.
  const state = useStore($resellers)[String(serviceId)];
  // A service we sold shows nothing here; while asking, nothing either (the page is complete without it).
  if (state?.kind === 'failed') return <ErrorNotice error={state.error} t={t} onRetry={() => void ensureResellerLoaded(provider, serviceId)} />;
  if (state?.kind !== 'reseller') return null;
  const { setting } = state;
  return (
    <section className="stack" aria-labelledby="reseller-heading">
      <h2 id="reseller-heading">{t('reseller.heading')}</h2>
      <p>{t('reseller.soldBy', { name: setting.name })}</p>
      <ResellerSupport setting={setting} t={t} />
      <ClientLogin locale={locale} serviceId={serviceId} setting={setting} t={t} />
    </section>
  );
}

/** The reseller's contact, as it gave it. */
export function ResellerSupport({ setting, t }: { setting: ResellerSetting; t: T }) {
  const { email, url, hours } = setting.support;
  return (
    <div className="stack">
      <p>{t(setting.supportReplacesOurs ? 'reseller.support.theirs' : 'reseller.support.ours', { name: setting.name })}</p>
      <ul>
        {email ? (
          <li>
            {t('reseller.support.email')} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {url ? (
          <li>
            <a href={url} rel="noreferrer noopener" target="_blank">
              {t('reseller.support.url')}
            </a>
          </li>
        ) : null}
        {hours ? <li>{t('reseller.support.hours', { hours })}</li> : null}
      </ul>
    </div>
  );
}

function ClientLogin({ locale, serviceId, setting, t }: { locale: Locale; serviceId: number; setting: ResellerSetting; t: T }) {
  const [dialog, opener] = useDialog();
  function open() {
    void previewClientPasswordReset(provider, serviceId);
    dialog.show();
  }
  return (
    <div className="stack">
      <h3>{t('reseller.login.heading')}</h3>
      {setting.customerMay.resetClientPassword ? (
        <>
          <p>{t('reseller.login.intro', { name: setting.name })}</p>
          <p>
            <button ref={opener} type="button" className="button button--quiet" aria-haspopup="dialog" onClick={open}>
              {t('reseller.login.start')}
            </button>
          </p>
        </>
      ) : (
        <p>{t('reseller.login.notAllowed', { name: setting.name })}</p>
      )}
      {dialog.open ? (
        <ClientPasswordDialog props={{ locale, serviceId, resellerName: setting.name, t, onClose: dialog.close }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} />
      ) : null}
    </div>
  );
}
