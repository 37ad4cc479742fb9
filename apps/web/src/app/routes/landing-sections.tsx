import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/ForumOutlined';
import FeedbackIcon from '@mui/icons-material/InsightsOutlined';
import SafetyIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import CheckInIcon from '@mui/icons-material/FactCheckOutlined';

const WHAT_YOU_GET = [
  {
    Icon: CheckInIcon,
    title: 'A private check-in',
    text: 'Questions about whether, what and how often you use drugs. There are no right or wrong answers, and choosing not to use counts too.',
  },
  {
    Icon: FeedbackIcon,
    title: 'Feedback about you',
    text: 'See how your answers compare with other students in Ireland, and what they could mean for your health, your studies and the people around you.',
  },
  {
    Icon: SafetyIcon,
    title: 'Practical ways to stay safer',
    text: 'Straight-talking harm-reduction tips based on HSE advice, for if and when you choose to use.',
  },
  {
    Icon: ChatIcon,
    title: 'Support when you want it',
    text: 'Services in Ireland and at your university, for whenever you would like to talk to someone.',
  },
];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function WhatYouGet() {
  return (
    <Block title="What Clearpath is">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {WHAT_YOU_GET.map(({ Icon, title, text }) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
            <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
            <div>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Block>
  );
}

export function HowAnonymityWorks() {
  return (
    <Block title="How your anonymity works">
      <Typography sx={{ mb: 1.5 }}>
        We never ask for your name, email address, phone number or student number.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        When you start, you get an access code that looks like{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05em' }}>
          7KQ4-M2XD-91RT
        </Box>
        . It is your only key: with it you can pick up where you left off, on any phone or laptop.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        <strong>Keep your code safe.</strong> Write it down or save it somewhere private. We keep
        only a scrambled version of it, so we cannot look it up, reset it or send it to you if it is
        lost.
      </Typography>
      <Typography>
        Researchers at your university see only anonymised figures and data — never your code, and
        nothing that says who you are.
      </Typography>
    </Block>
  );
}

export function HowLongItTakes() {
  return (
    <Block title="How long it takes">
      <Typography>
        Most modules take 10 to 15 minutes. You can stop whenever you like and come back later with
        your code — your answers are saved as you go.
      </Typography>
    </Block>
  );
}
