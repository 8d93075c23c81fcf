/**
 * English (US) · service: the service page.
 * Keys starting with `service.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'service.heading': 'My service',
  'service.loading': 'Loading your service…',
  'service.empty': 'You have no services yet.',
  'service.orderFirst': 'Choose a plan',
  'service.status': 'Status',
  'service.cycle': 'Billing cycle',
  'service.expires': 'Expires',
  'service.usage': 'Used this period',
  'service.usageValue': '{used} of {allowance} at full speed',
  'service.speedLimited': 'Speed is limited to {mbps} Mbps until {date}.',
  'service.comingSoon': 'Usage details, sharing, reset and the client tutorial are coming soon.',
  'service.switchLabel': 'Service',
  'service.number': 'Service #{id}',
  'service.choice': '{service} · {status}',
} satisfies AreaMessages;
