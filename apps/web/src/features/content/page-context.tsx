import { createContext, useContext } from 'react';
import type { ModuleDocument, PageDocument } from './content-api';

/** The page being shown and its module's `module.yaml`, for widgets that need more than the id. */
export interface PageContextValue {
  page: PageDocument;
  module: ModuleDocument | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue | null {
  return useContext(PageContext);
}
