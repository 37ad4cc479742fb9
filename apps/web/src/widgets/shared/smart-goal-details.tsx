import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkInDateOf, ownTimeBoundOf, type SmartGoal } from '@clearpath/core';
import { spokenDate } from '../plan-card/selection-texts';

const TERMS: readonly (readonly [string, (goal: SmartGoal) => string])[] = [
  ['Specific', (goal) => goal.specific],
  ['Measurable', (goal) => goal.measurable],
  ['Achievable', (goal) => goal.achievable],
  ['Relevant', (goal) => goal.relevant],
  ['Time-bound', ownTimeBoundOf],
];

/**
 * A saved SMART goal as a person reads it: each field the student wrote, under its name, and the
 * check-in date in words. The plan card and the goal's own page, once saved, both show it so.
 */
export function SmartGoalDetails({ goal }: { goal: SmartGoal }) {
  const checkIn = checkInDateOf(goal);
  return (
    <>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
        {TERMS.map(([term, textOf]) => [term, textOf(goal)] as const)
          .filter(([, text]) => text.trim() !== '')
          .map(([term, text]) => (
            <Box key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </Box>
          ))}
      </Box>
      {checkIn !== null && (
        <Typography sx={{ mt: 1 }}>
          <strong>Check-in date:</strong> {spokenDate(checkIn)}
        </Typography>
      )}
    </>
  );
}
