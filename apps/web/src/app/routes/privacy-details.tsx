import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COOKIE_MAX_AGE, COOKIE_NAMES } from '@clearpath/core';
import { Bullets, ExternalLink, P, Section } from '../../components/prose';
import { supportHref } from '../../config/routes';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../lib/chunk-reload';
import { THEME_STORAGE_KEY } from '../theme-storage';

interface StoredItem {
  name: string;
  /** Whether `name` is the technical name a student would see in their browser's settings. */
  technical: boolean;
  purpose: string;
  lasts: string;
}

const daysOf = (seconds: number) => Math.round(seconds / 86_400);
const keptFor = (seconds: number) => `Kept for ${daysOf(seconds)} days.`;

const COOKIES: StoredItem[] = [
  {
    name: COOKIE_NAMES.product,
    technical: true,
    purpose:
      'A random number, created on your device: the key Clearpath encrypts what it keeps on this device with. The key and what it locks are both on this device, so on a shared computer, log out when you finish: that removes your answers from it.',
    lasts: keptFor(COOKIE_MAX_AGE.product),
  },
  {
    name: COOKIE_NAMES.rememberMe,
    technical: true,
    purpose: 'Whether you asked Clearpath to keep you logged in on this device.',
    lasts: keptFor(COOKIE_MAX_AGE.rememberMe),
  },
  {
    name: COOKIE_NAMES.allowAnalytics,
    technical: true,
    purpose: 'Whether you said yes or no to anonymous usage statistics.',
    lasts: keptFor(COOKIE_MAX_AGE.allowAnalytics),
  },
];

const BROWSER_STORAGE: StoredItem[] = [
  {
    name: 'Your progress, encrypted',
    technical: false,
    purpose:
      'An encrypted copy of where you are and what you have answered. If you choose to stay logged in, it lets you carry on without typing your code. If you do not, it is kept only while some of your answers have not reached Clearpath yet (on a weak signal, say), so closing the tab loses nothing.',
    lasts:
      'Kept until you log out. If you did not choose to stay logged in, it also goes once your answers have reached Clearpath.',
  },
  {
    name: 'Answers on their way, encrypted',
    technical: false,
    purpose:
      'Answers you give while the connection is down wait here until they reach Clearpath, whether or not you stay logged in, so nothing you type is lost.',
    lasts: 'Kept until they are sent, or until you log out.',
  },
  {
    name: THEME_STORAGE_KEY,
    technical: true,
    purpose: 'Your choice of light or dark colours, if you made one.',
    lasts: 'Kept until you change it.',
  },
  {
    name: CHUNK_RELOAD_STORAGE_KEY,
    technical: true,
    purpose: 'When Clearpath last reloaded itself after an update, so it never does so in a loop.',
    lasts: 'Kept until you close the tab.',
  },
];

function StoredList({ label, items }: { label: string; items: StoredItem[] }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, mb: 3 }}>
      {items.map((item) => (
        <Box key={item.name} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography
            component="dt"
            sx={{ fontWeight: 500, fontFamily: item.technical ? 'monospace' : undefined }}
          >
            {item.name}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {item.purpose}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {item.lasts}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function CookiesSection() {
  return (
    <Section title="Cookies and what stays on your device">
      <P>Clearpath uses three small cookies. None of them contains your answers or your code.</P>
      <StoredList label="Cookies" items={COOKIES} />
      <P>It also keeps a few things in your browser’s storage:</P>
      <StoredList label="Browser storage" items={BROWSER_STORAGE} />
      <P>
        Usage statistics are off unless you say yes. If your university uses them and you agree,
        Google Analytics counts which pages are visited, so we can see which parts help. It then
        sets cookies of its own (their names start with _ga), which last{' '}
        {daysOf(COOKIE_MAX_AGE.allowAnalytics)} days, as your yes does, and are deleted as soon as
        you say no. It never receives your answers or your code. If you say no, it is never loaded.
      </P>
      <P>
        You can delete all of these at any time by clearing this site’s data in your browser
        settings. You will then need your access code to log in again.
      </P>
    </Section>
  );
}

export function ResearchAndRightsSections() {
  return (
    <>
      <Section title="How your answers are used for research">
        <P>
          Your university offers Clearpath as part of its student health and research work.
          Researchers see only anonymised figures for their own university — for example, how many
          students finished a module — and an anonymised data file with no codes in it. Results are
          published only as totals, never as one person’s answers.
        </P>
      </Section>
      <Section title="How long we keep your data">
        <P>
          Your answers are kept for as long as the study at your university runs, for the period set
          out in its data protection and research ethics approval. The cookies on your device expire
          after the times listed above.
        </P>
      </Section>
      <Section title="Your rights">
        <P>
          Under the GDPR you have the right to see the data held about you, to have it corrected or
          deleted, and to object to how it is used. You can ask your university’s data protection
          officer about any of these.
        </P>
        <P>
          Because we do not know who you are, we cannot find your answers without your access code.
          If you want a copy of your answers or want them deleted, you will need to give your code
          to the data protection officer — and only to them.
        </P>
        <P>
          With your code, they can give you a copy of everything stored under it, or delete it all:
          your answers, your progress and the code itself, which then no longer works. Research
          files made before that keep your answers, but never your code, so nobody can tell which
          ones are yours.
        </P>
        <P>
          If you are unhappy with how your data has been handled, you can complain to the Data
          Protection Commission at{' '}
          <ExternalLink href="https://www.dataprotection.ie">dataprotection.ie</ExternalLink>.
        </P>
      </Section>
      <Section title="Contact">
        <Bullets
          items={[
            'About privacy and your data: your university’s data protection officer. Their details are on your university’s website, usually under “data protection”.',
            <>
              About your health, or how you are feeling: your university’s student health service,
              or{' '}
              <Link component={RouterLink} to={supportHref()}>
                the support services on our home page
              </Link>
              .
            </>,
          ]}
        />
      </Section>
    </>
  );
}
