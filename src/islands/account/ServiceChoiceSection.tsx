/**
 * The selected service (the one renewals, bills and usage show) and "switch service":
 * the service page's switch dialog, fetched when first opened, here selecting the service
 * on this page. A service page link opens the chosen one.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { routeHref } from '../../lib/core/routes';
import { $accountInfo } from '../../lib/account/store';
import { $accountRead, chooseService, loadAccountPageInfo, selectedChoice, serviceChoices } from '../../lib/account/page-store';
import { $selectedService } from '../../lib/core/stores/session';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import type { AccountPageText } from './messages';

const SwitchServiceDialog = onDemandPart(() => import('../service/SwitchServiceDialog'));

interface Props {
  locale: Locale;
  t: Translate<AccountPageText>;
}

export default function ServiceChoiceSection({ locale, t }: Props) {
  const info = useStore($accountInfo);
  const read = useStore($accountRead);
  const stored = useStore($selectedService);
  const [dialog, opener] = useDialog();

  const body = () => {
    if (!info) {
      if (read.kind === 'error') return <ErrorNotice error={read.error} t={t} onRetry={() => void loadAccountPageInfo(provider)} />;
      return (
        <p className="skeleton" aria-hidden="true">
          {'\u00a0'}
        </p>
      );
    }
    const choice = selectedChoice(info, stored?.id ?? null);
    if (!choice) {
      return (
        <>
          <p>{t('account.service.none')}</p>
          <p className="button-row">
            <a className="button button--small" href={routeHref(locale, 'orderPlace')}>
              {t('account.service.order')}
            </a>
          </p>
        </>
      );
    }
    const services = serviceChoices(info);
    return (
      <>
        <p>
          <strong>{t('account.service.selected', { service: t('service.number', { id: choice.id }), status: t(`status.${choice.status}`) })}</strong>
        </p>
        <p className="button-row">
          <a className="button button--small button--quiet" href={routeHref(locale, 'userService', { serviceId: choice.id })}>
            {t('account.service.open')}
          </a>
          {services.length > 1 ? (
            <button ref={opener} type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={dialog.show}>
              {t('account.service.switch')}
            </button>
          ) : null}
        </p>
        {dialog.open ? (
          <SwitchServiceDialog
            props={{ locale, t, services, shownId: choice.id, onChoose: chooseService, onClose: dialog.close }}
            failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />}
          />
        ) : null}
      </>
    );
  };

  return (
    <section className="stack" aria-labelledby="selected-service-heading">
      <h2 id="selected-service-heading">{t('account.service.heading')}</h2>
      <p>{t('account.service.why')}</p>
      {body()}
    </section>
  );
}
