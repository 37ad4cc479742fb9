import { useEffect } from 'react';
import { useNavigationStore } from './navigation-store';

/** Records the visit of `pageId` (history, module change, optional progress) and the module colour. */
export function usePageVisit(pageId: string, moduleColor: string | null, goingBack: boolean): void {
  const visitPage = useNavigationStore((state) => state.visitPage);
  const setModuleColor = useNavigationStore((state) => state.setModuleColor);
  useEffect(() => {
    visitPage(pageId, { goingBack });
  }, [visitPage, pageId, goingBack]);
  useEffect(() => {
    if (moduleColor) setModuleColor(moduleColor);
  }, [setModuleColor, moduleColor]);
}
