/**
 * A service's use this period as a term and its description in a facts list (`<dl>`):
 * the meter against the full-speed allowance, the amounts in words, running add-on packs,
 * and the 20 Mbps rule until the reset date (or that it applies now). The service page
 * and the desktop panel's services (WinServices.tsx) show it the same way.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import { formatBytes, formatDateTime } from '../../lib/core/i18n/format';
import type { Translate } from '../../lib/core/i18n/t';
import type { UsageView } from '../../lib/service/usage';

export type UsageText = 'service.usage.value' | 'service.usage.addons' | 'service.usage.throttled' | 'service.usage.rule';

interface Props {
  locale: Locale;
  usage: UsageView;
  /** The term's words ("Use this period"). */
  label: string;
  /** The term's id, unique on the page: the meter is labelled by it. */
  termId: string;
  t: Translate<UsageText>;
}

/**
 * Each line is a block of its own (not a span or small that a page's stylesheet must make
 * a block): the amounts and the speed rule read apart on every page that shows them, in
 * the eye and in the text (innerText, a screen reader).
 */
export default function UsageFacts({ locale, usage, label, termId, t }: Props) {
  const resetDate = formatDateTime(locale, usage.resetAt);
  return (
    <>
      <dt id={termId}>{label}</dt>
      <dd className="stack usage">
        <meter min={0} max={1} low={0.8} high={0.999} optimum={0} value={usage.share} aria-labelledby={termId} aria-valuetext={`${Math.round(usage.share * 100)}%`} />
        <div>{t('service.usage.value', { used: formatBytes(locale, usage.usedBytes), allowance: formatBytes(locale, usage.allowanceBytes), remaining: formatBytes(locale, usage.remainingBytes) })}</div>
        {usage.addonBytes > 0 ? (
          <div>
            <small>{t('service.usage.addons', { amount: formatBytes(locale, usage.addonBytes) })}</small>
          </div>
        ) : null}
        <div>
          <small>{usage.throttled ? t('service.usage.throttled', { mbps: usage.throttledMbps, date: resetDate }) : t('service.usage.rule', { mbps: usage.throttledMbps, date: resetDate })}</small>
        </div>
      </dd>
    </>
  );
}
