/**
 * The switch-service dialog (spec section 2, "Dialogs"): the account's services with
 * their status in words; choosing one opens its page, which stores it as the selected
 * service. A native modal <dialog>, so focus stays inside and Escape closes it. Loaded
 * on demand by the service panel.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { AreaKey, Translate } from '../../lib/i18n/t';
import type { ServiceChoice } from '../../lib/rules/default-service';
import { routeHref } from '../../lib/routes';
import type { ServicePanelArea } from './messages';
import { useModalDialog } from '../ui/use-modal-dialog';
import '../ui/modal-dialog.css';

interface Props {
  locale: Locale;
  t: Translate<AreaKey<ServicePanelArea>>;
  services: ServiceChoice[];
  shownId: number;
  onClose: () => void;
}

export default function SwitchServiceDialog({ locale, t, services, shownId, onClose }: Props) {
  const dialog = useModalDialog(onClose);

  return (
    <dialog ref={dialog} className="modal-dialog switch-dialog" aria-labelledby="switch-service-title">
      <div className="stack">
        <h2 id="switch-service-title">{t('service.switch.title')}</h2>
        <ul className="switch-dialog__list">
          {services.map((choice) => {
            const label = t('service.choice', { service: t('service.number', { id: choice.id }), status: t(`status.${choice.status}`) });
            const current = choice.id === shownId;
            return (
              <li key={choice.id}>
                <a
                  className="switch-dialog__choice"
                  href={routeHref(locale, 'userService', { serviceId: choice.id })}
                  aria-current={current ? 'page' : undefined}
                  aria-label={current ? t('service.switch.current', { choice: label }) : undefined}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
        <form method="dialog">
          <button type="submit" className="button button--quiet">
            {t('service.switch.close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
