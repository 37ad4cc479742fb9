import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PrintIcon from '@mui/icons-material/Print';
import { checkInDateOf } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { CommitmentMessage } from '../commitment-scale/commitment-message';
import { SmartGoalDetails } from '../shared/smart-goal-details';
import {
  optionSetQuery,
  optionTextsQuery,
  useOptionSet,
  useOptionTexts,
} from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { checkInFile, downloadFile, eventUid } from './calendar';
import { PlanSection, TextList } from './plan-sections';
import { currentPractices, selectionTexts, stringsOn } from './selection-texts';
import { SUPPORTERS_AT } from './supporters';

const CARD_ID = 'my-plan-card';

/** On paper (or a PDF) only the card shows, without its buttons. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${CARD_ID}, #${CARD_ID} *`]: { visibility: 'visible' },
        [`#${CARD_ID}`]: { position: 'absolute', inset: '0 0 auto 0', boxShadow: 'none' },
        [`#${CARD_ID} .plan-card-actions`]: { display: 'none' },
      },
    }}
  />
);

/**
 * The student's plan as one card: the SMART goal and check-in date, personal goals, safer-use
 * practices, the commitment message and the people on their side. "Print or save as PDF"
 * prints just the card; "Add my check-in to my calendar" makes a .ics file on this device.
 */
function PlanCard({ pageId }: WidgetProps<'plan-card'>) {
  const profile = useProfileStore((state) => state.profile);
  const history = useNavigationStore((state) => state.navigation_history);
  const texts = useOptionTexts();
  const messages = useOptionSet('commitmentMessages');
  const checkIn = checkInDateOf(profile.smart);
  const supporters = stringsOn(history, SUPPORTERS_AT.page, SUPPORTERS_AT.dataId);
  const practices = selectionTexts(currentPractices(profile, history), texts.data ?? new Map());
  const headingId = `${pageId}-plan-heading`;
  const goal = profile.smart?.specific.trim() ?? '';

  function addToCalendar() {
    if (checkIn === null) return;
    const file = checkInFile(checkIn, goal || null, new Date(), eventUid());
    downloadFile('my-plan-check-in.ics', file, 'text/calendar');
  }

  return (
    <Paper
      id={CARD_ID}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ my: 3, p: { xs: 2, sm: 3 } }}
    >
      {printStyles}
      <Typography id={headingId} component="h2" variant="h5">
        My plan
      </Typography>
      {profile.smart === null && (
        <Typography sx={{ mt: 1 }}>
          Your goal will show here once you have set one. You can still print what is here.
        </Typography>
      )}
      {profile.smart !== null && (
        <PlanSection heading="My SMART goal">
          <SmartGoalDetails goal={profile.smart} />
        </PlanSection>
      )}
      {profile.personalGoals.length > 0 && (
        <PlanSection heading="My personal goals">
          <TextList items={profile.personalGoals} />
        </PlanSection>
      )}
      {practices.length > 0 && (
        <PlanSection heading="How I will stay safer">
          <TextList items={practices} />
        </PlanSection>
      )}
      {profile.hr_commitment !== null && messages.isSuccess && (
        <PlanSection heading="How committed I am">
          <Typography>{profile.hr_commitment} out of 5.</Typography>
          <CommitmentMessage options={messages.data.options} score={profile.hr_commitment} />
        </PlanSection>
      )}
      {supporters.length > 0 && (
        <PlanSection heading="People on my side">
          <TextList items={supporters} />
        </PlanSection>
      )}
      <Stack
        className="plan-card-actions"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3 }}
      >
        <Button
          variant="outlined"
          startIcon={<PrintIcon aria-hidden />}
          onClick={() => window.print()}
        >
          Print or save as PDF
        </Button>
        {checkIn !== null && (
          <Button variant="outlined" startIcon={<EventIcon aria-hidden />} onClick={addToCalendar}>
            Add my check-in to my calendar
          </Button>
        )}
      </Stack>
      {checkIn !== null && (
        <Typography
          className="plan-card-actions"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
        >
          The calendar file is made on this device and saved to your downloads. Nothing is sent to
          us, and we never ask for your email or phone number.
        </Typography>
      )}
    </Paper>
  );
}

export const widget: WebWidget<'plan-card'> = {
  name: 'plan-card',
  Component: PlanCard,
  prefetch: (client) => {
    void client.prefetchQuery(optionTextsQuery());
    void client.prefetchQuery(optionSetQuery('commitmentMessages'));
  },
};
