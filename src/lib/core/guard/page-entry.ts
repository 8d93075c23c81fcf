/**
 * The page script of every page with an island or a guard that needs the network: the
 * shell starts at once (./page-start.ts). Static pages have ./static-page-entry.ts.
 */
import { readPageContext } from '../page-context.ts';
import { startPage } from './page-start.ts';

startPage(readPageContext());
