import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ACTIVITY_TYPES, type SelectionList } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { widget as gridSelection } from '../grid-selection';
import { selectionOf } from '../shared/selection-of';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import { useSlides } from '../shared/use-slides';
import type { WebWidget, WidgetProps } from '../types';

/** The two slides: the option set each shows, the answer key and the commit type it saves. */
const SLIDES = [
  {
    set: 'positives',
    type: ACTIVITY_TYPES.positives,
    field: 'positivesList',
    title: 'The good things',
    label: 'Good things I have noticed from using',
    missing:
      "Choose at least one good thing you've noticed, write your own, or choose “I haven't noticed anything good from using”.",
  },
  {
    set: 'negatives',
    type: ACTIVITY_TYPES.negatives,
    field: 'negativesList',
    title: 'The not-so-good things',
    label: 'Not-so-good things I have noticed from using',
    missing:
      "Choose at least one not-so-good thing you've noticed, write your own, or choose “I haven't noticed any downsides so far”.",
  },
] as const;

function SavedList({
  title,
  set,
  items,
}: {
  title: string;
  set: 'positives' | 'negatives';
  items: SelectionList;
}) {
  const texts = new Map((useOptionSet(set).data?.options ?? []).map((o) => [o.data_id, o.text]));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& > li': { mb: 0.75 } }}>
        {items.map((item) => (
          <li key={item.data_id}>{item.other ?? texts.get(item.data_id) ?? item.data_id}</li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Two slides of cards: the good things the student has noticed from using (positive effects),
 * then the not-so-good ones (negative effects), each with "Something else" free text. Choices
 * are kept in the navigation history as they are made; Next under the page saves both lists
 * (commit_activity types 0 and 3). Once saved they are shown as a summary.
 */
function ActivityCarousel({ pageId }: WidgetProps<'activity-carousel'>) {
  const { slide, go, heading } = useSlides<HTMLHeadingElement>(0);
  const profile = useProfileStore((state) => state.profile);
  // Both slides' choices load with the page, so the second is there on a dropped signal too.
  useOptionSet(SLIDES[0].set);
  useOptionSet(SLIDES[1].set);

  const gate = useBeforeNext(pageId, () => {
    const store = useProfileStore.getState();
    if (store.profile.positivesList.length > 0 && store.profile.negativesList.length > 0) {
      return null;
    }
    const history = useNavigationStore.getState().navigation_history;
    const lists = SLIDES.map((entry) => selectionOf(history, pageId, entry.set));
    const empty = lists.findIndex((list) => list.length === 0);
    if (empty !== -1) {
      go(empty);
      return SLIDES[empty]!.missing;
    }
    SLIDES.forEach((entry, index) => {
      void store.saveActivity({ type: entry.type, value: lists[index]! });
    });
    return null;
  });

  if (profile.positivesList.length > 0 && profile.negativesList.length > 0) {
    return (
      <Box sx={{ my: 2 }}>
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          Your choices are saved. Here is what you picked.
        </Alert>
        <SavedList title={SLIDES[0].title} set="positives" items={profile.positivesList} />
        <SavedList title={SLIDES[1].title} set="negatives" items={profile.negativesList} />
      </Box>
    );
  }

  const current = SLIDES[slide]!;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Good and not-so-good things"
      aria-describedby={gate.describedBy}
      sx={{ p: { xs: 2, sm: 3 }, my: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        Part {slide + 1} of {SLIDES.length}
      </Typography>
      <Typography
        variant="h2"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: '1.25rem', mt: 0.5, outline: 'none' }}
      >
        {current.title}
      </Typography>
      <gridSelection.Component
        key={current.set}
        pageId={pageId}
        attributes={{
          data_id: current.set,
          options: current.set,
          other: true,
          label: current.label,
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        {slide > 0 ? (
          <Button onClick={() => go(slide - 1)} startIcon={<ArrowBackIcon aria-hidden />}>
            Back to the good things
          </Button>
        ) : (
          <span />
        )}
        {slide < SLIDES.length - 1 && (
          <Button
            variant="outlined"
            onClick={() => go(slide + 1)}
            endIcon={<ArrowForwardIcon aria-hidden />}
          >
            On to the not-so-good things
          </Button>
        )}
      </Box>
    </Paper>
  );
}

export const widget: WebWidget<'activity-carousel'> = {
  name: 'activity-carousel',
  Component: ActivityCarousel,
  prefetch: (client) => {
    for (const slide of SLIDES) void client.prefetchQuery(optionSetQuery(slide.set));
  },
};
