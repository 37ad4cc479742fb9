import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { formatPageId, parsePageId, type ModulePageId } from '@clearpath/core';
import { routes } from '../../config/routes';
import { startContentFetches } from '../../features/content/early-content';

export type ContentPageParams = ModulePageId | { special: 'Review' };

/**
 * The one place `/page/:page` is validated: an id that is not a page id is a 404, and the special
 * id `dashboard` is the modules menu.
 */
export function contentPageLoader({ params }: LoaderFunctionArgs): ContentPageParams {
  const parsed = parsePageId(params.page ?? '');
  if (parsed === null) throw data('This page could not be found', { status: 404 });
  if (!('special' in parsed)) {
    // The text is fetched while the page's code and the session check load (issue #19).
    startContentFetches(formatPageId(parsed));
    return parsed;
  }
  if (parsed.special === 'dashboard') throw redirect(routes.dashboard.href());
  startContentFetches(parsed.special);
  return { special: parsed.special };
}
