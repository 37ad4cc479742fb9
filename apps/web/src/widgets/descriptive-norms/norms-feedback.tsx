import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DESCRIPTIVE_NORM_TARGETS } from '@clearpath/core';
import { CompareChart } from '../../components/charts/compare-chart';
import { describeGuess, NORM_QUESTIONS } from './guess-feedback';

const GUESS_INDEXES = [0, 1] as const;

/** The guesses against the real figures: a chart with its text alternative, then a sentence each. */
export function NormsFeedback({
  guesses,
  headingRef,
}: {
  guesses: readonly [number, number];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography
        variant="h2"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        How close were you?
      </Typography>
      <CompareChart
        label="Your guesses and the real figures (out of every 100 students)"
        unit="%"
        items={GUESS_INDEXES.map((index) => ({
          label: NORM_QUESTIONS[index].short,
          axisLabel: NORM_QUESTIONS[index].axis,
          guess: guesses[index],
          actual: DESCRIPTIVE_NORM_TARGETS[index],
        }))}
      />
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {GUESS_INDEXES.map((index) => (
          <Typography component="li" key={NORM_QUESTIONS[index].key} sx={{ mb: 1 }}>
            <strong>{NORM_QUESTIONS[index].short}:</strong> {describeGuess(index, guesses[index])}
          </Typography>
        ))}
      </Box>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        Where these figures come from
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        In 2021, more than 11,500 students from 21 colleges across Ireland answered a national
        survey on drug use in higher education, called DUHEI. 43 in every 100 said they had never
        used an illegal drug, and about one in three had used one in the past 12 months.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Put the other way round, about two in three students had not used any illegal drug in the
        past year. Not using drugs is far more common among students than it can seem from the
        outside.
      </Typography>
    </Box>
  );
}
