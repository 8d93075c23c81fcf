/** win/services: draws the account's services (win-services-view) as the panel's page script loads them. */
import { translatorFrom } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { mountWinServices } from './win-services-view.tsx';
import type { WinText } from './messages.ts';

const { locale } = readPageContext();
const place = document.getElementById('win-services-view');
if (place) mountWinServices(place, locale, translatorFrom<WinText>(locale, readPageMessages<WinText>('win-services-messages')));
