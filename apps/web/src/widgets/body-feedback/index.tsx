import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  LIFE_IMPACT_GROUPS,
  dastSeverity,
  harmsFor,
  riskLevelForSeverity,
  type DrugHarms,
  type DrugId,
  type RiskLevelId,
} from '@clearpath/core';
import { harmsQuery } from '../../features/content/content-api';
import { PhoneText } from '../../features/support/phone-text';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import { BodyExplorer } from './body-explorer';
import { LIFE_GROUP_TITLES } from './body-parts';
import { LoadError } from '../shared/load-error';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ my: 3 }}>
      <Typography variant="h2" id={id} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A drug's name inside a sentence: "how cocaine can…", "study drugs (non-prescribed stimulants)". */
export function nameInSentence(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function HarmsFeedback({ harms }: { harms: DrugHarms }) {
  const name = nameInSentence(harms.name);
  return (
    <>
      <Section title={`How ${name} can affect your body`}>
        <Typography>{harms.summary}</Typography>
        <BodyExplorer drugName={name} panels={harms.panels} />
      </Section>
      <Section title="How it can affect your life">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // In rem, so the cards grow with the text: at 200 % text a phone number still fits.
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13.75rem), 1fr))',
          }}
        >
          {LIFE_IMPACT_GROUPS.map((group) => (
            <Card key={group} variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {LIFE_GROUP_TITLES[group]}
                </Typography>
                <Typography>
                  <PhoneText text={harms.life[group]} />
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section title="Lowering the risks">
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {harms.tips.map((tip) => (
            <Typography component="li" key={tip} sx={{ mb: 1 }}>
              <PhoneText text={tip} />
            </Typography>
          ))}
        </Box>
      </Section>
    </>
  );
}

function LoadedHarms({ drug, risk }: { drug: DrugId; risk: RiskLevelId }) {
  const query = useQuery(harmsQuery());
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        We couldn&apos;t load this feedback. Check your connection and try again.
      </LoadError>
    );
  }
  if (!query.isSuccess) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your body feedback">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  return <HarmsFeedback harms={harmsFor(query.data, drug, risk)} />;
}

/**
 * Body feedback for the student's most used drug at the risk level of their DAST score (core:
 * 2 Low or Moderate, 4 Substantial or Severe). Nothing for non-users; a kind note when a user
 * did not name a most used drug.
 */
function BodyFeedback(_props: WidgetProps<'body-feedback'>) {
  const drug = useProfileStore((state) => state.profile.primary_drug);
  const score = useProfileStore((state) => state.profile.dast_score);
  const userType = useProfileStore((state) => state.profile.user_type);
  const risk = riskLevelForSeverity(dastSeverity(score));
  const user = userType === 2 || userType === 3;

  if (drug === null && user) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        We don&apos;t know which drug you use most, so we can&apos;t show feedback for a particular
        drug here. That&apos;s okay: the support below is there for any drug.
      </Alert>
    );
  }
  if (drug === null || risk === null) return null;
  return <LoadedHarms drug={drug} risk={risk} />;
}

export const widget: WebWidget<'body-feedback'> = {
  name: 'body-feedback',
  Component: BodyFeedback,
  prefetch: (client) => void client.prefetchQuery(harmsQuery()),
};
