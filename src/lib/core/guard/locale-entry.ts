/**
 * On a path without a valid language (`/`, `/user/account`, `/fr/x`): put the stored
 * language (default zh-TW) in front and keep the rest, query and fragment included.
 */
import { localeRedirect } from '../rules/locale-path.ts';
import { $language } from '../stores/visitor.ts';

const target = localeRedirect(location.pathname, $language.get());
if (target !== null) location.replace(target + location.search + location.hash);
