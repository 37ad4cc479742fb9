import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { routes } from '../../config/routes';
import { modulesQuery } from '../../features/content/content-api';
import { ContentPageView } from '../../features/content/content-page-view';
import { asModuleId, useNavigationStore } from '../../features/navigation/navigation-store';
import { Notifier } from '../../features/navigation/notifier';
import { useGoToPage } from '../../features/navigation/use-go-to-page';

/** "Section complete!" after a module: records the completion, then shows the code screen. */
export function SectionCompletePage() {
  const [params] = useSearchParams();
  const moduleId = asModuleId(params.get('module'));
  const modules = useQuery(modulesQuery());
  const module = modules.data?.find((item) => item.id === moduleId) ?? null;
  const completeModule = useNavigationStore((state) => state.completeModule);
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  const goTo = useGoToPage();

  useEffect(() => {
    if (module) completeModule(module.id, module.last);
  }, [completeModule, module]);

  return (
    <>
      <ContentPageView pageId={module?.last ?? 'section-complete'} contentId="section-complete" />
      <Box
        component="nav"
        aria-label="Page"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4, flexWrap: 'wrap' }}
      >
        {module ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ArrowBackIcon aria-hidden />}
            onClick={() =>
              void goTo(routes.page.href(module.last), { viaArrows: true, back: true })
            }
          >
            Previous
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<HomeIcon aria-hidden />}
          onClick={() => {
            leaveToMenu();
            void goTo(routes.dashboard.href());
          }}
        >
          Go to the menu
        </Button>
      </Box>
      <Notifier />
    </>
  );
}
