import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { PlanSection, TextList } from '../plan-card/plan-sections';
import { optionTextsQuery, useOptionTexts } from '../shared/use-option-set';
import type { WebWidget } from '../types';
import { summarySections, type SummarySection } from './sections';

function Bars({ bars }: { bars: NonNullable<SummarySection['bars']> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {bars.map((bar) => (
        <li key={bar.label}>
          <Typography>
            {bar.label}: {bar.value} out of {bar.max}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(bar.value / bar.max) * 100}
            aria-hidden
            sx={{ height: 8, borderRadius: 4, maxWidth: 360 }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * The student's own answers across the modules they did, from their saved profile and pages:
 * one short section each, and only sections they have answers for.
 */
function ReviewSummary() {
  const profile = useProfileStore((state) => state.profile);
  const selectedDrugs = useProfileStore((state) => state.selected_drugs);
  const history = useNavigationStore((state) => state.navigation_history);
  const texts = useOptionTexts();
  const sections = summarySections({
    profile,
    selectedDrugs,
    history,
    texts: texts.data ?? new Map<string, string>(),
  });

  if (sections.length === 0) {
    return (
      <Typography sx={{ my: 2 }}>
        Your answers will show here as you work through the modules.
      </Typography>
    );
  }
  return (
    <Box sx={{ my: 2 }} aria-busy={texts.isPending}>
      {sections.map((section) => (
        <PlanSection key={section.id} heading={section.heading} level="h2">
          {section.lines.length > 0 && <TextList items={section.lines} />}
          {section.bars && <Bars bars={section.bars} />}
        </PlanSection>
      ))}
    </Box>
  );
}

export const widget: WebWidget<'review-summary'> = {
  name: 'review-summary',
  Component: ReviewSummary,
  prefetch: (client) => void client.prefetchQuery(optionTextsQuery()),
};
