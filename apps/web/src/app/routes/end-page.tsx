import { ContentPageView } from '../../features/content/content-page-view';

/** The end page, after the last module. */
export function EndPage() {
  return <ContentPageView pageId="end" contentId="end" />;
}
