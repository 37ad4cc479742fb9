import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COOKIE_NAMES } from '@clearpath/core';
import { loadPublicConfig } from '../../lib/public-config';
import { useAuth } from '../auth/auth-store';
import { ChoiceCheckbox } from '../auth/choice-checkbox';
import { REMEMBER_ME_TEXT } from '../auth/choice-texts';
import { closeCookieDialog } from './cookie-dialog-store';
import { saveCookieChoices, useAnalyticsChoice, useRememberMeChoice } from './use-cookie-choices';

interface CookieRow {
  name: string;
  purpose: string;
  lasts: string;
}

const ESSENTIAL_COOKIES: CookieRow[] = [
  {
    name: COOKIE_NAMES.product,
    purpose:
      'A random key, made on this device, that locks the session Clearpath remembers for you.',
    lasts: '180 days',
  },
  {
    name: COOKIE_NAMES.rememberMe,
    purpose: 'Remembers whether to keep you logged in on this device.',
    lasts: '30 days',
  },
  {
    name: COOKIE_NAMES.allowAnalytics,
    purpose: 'Remembers your choice about analytics cookies.',
    lasts: '30 days',
  },
];

const ANALYTICS_COOKIES: CookieRow[] = [
  {
    name: '_ga, _ga_…',
    purpose:
      'Set by Google Analytics to count visits to each page. They hold a random number, never your answers or your access code.',
    lasts: '30 days',
  },
];

function CookieTable({ caption, rows }: { caption: string; rows: CookieRow[] }) {
  return (
    // On a phone the three columns share about 310 px: tighter cells, names kept whole.
    <Table
      size="small"
      sx={{ mb: 3, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
    >
      <caption style={{ captionSide: 'top', padding: '0 0 8px', textAlign: 'left' }}>
        <Typography component="span" color="text.primary" sx={{ fontWeight: 500 }}>
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Name
          </TableCell>
          <TableCell component="th" scope="col">
            What it does
          </TableCell>
          <TableCell component="th" scope="col">
            Lasts
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
            >
              {row.name}
            </TableCell>
            <TableCell>{row.purpose}</TableCell>
            <TableCell>{row.lasts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Whether this deployment has analytics at all (a measurement id). */
function useAnalyticsConfigured(): boolean {
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    let active = true;
    void loadPublicConfig().then((config) => {
      if (active) setConfigured(Boolean(config?.analytics_measurement_id));
    });
    return () => {
      active = false;
    };
  }, []);
  return configured;
}

/** The dialog's content: loaded only when the dialog first opens (off the landing page's path). */
export function CookieDialogBody() {
  const analyticsChoice = useAnalyticsChoice();
  const rememberChoice = useRememberMeChoice();
  const loggedIn = useAuth((state) => state.auth_token !== null);
  const configured = useAnalyticsConfigured();
  const [analytics, setAnalytics] = useState<'1' | '0' | ''>(
    analyticsChoice === '1' || analyticsChoice === '0' ? analyticsChoice : '',
  );
  const [remember, setRemember] = useState(rememberChoice === '1');
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const errorId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (analytics === '') {
      setMissing(true);
      return;
    }
    void saveCookieChoices({
      analytics: analytics === '1' ? 1 : 0,
      ...(loggedIn ? { rememberMe: remember ? 1 : 0 } : {}),
    });
    closeCookieDialog();
  };

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
      <DialogTitle id="cookie-dialog-title">Cookie settings</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Cookies are small files saved on your phone or computer. None of Clearpath’s cookies holds
          your name, your answers or your access code.
        </Typography>
        <CookieTable caption="Essential cookies (always on)" rows={ESSENTIAL_COOKIES} />
        {configured ? (
          <CookieTable
            caption="Analytics cookies (only if you allow them)"
            rows={ANALYTICS_COOKIES}
          />
        ) : null}
        <FormControl error={missing} sx={{ mb: loggedIn ? 2 : 0 }}>
          <FormLabel id={legendId} sx={{ fontWeight: 500, color: 'text.primary' }}>
            Allow analytics cookies?
          </FormLabel>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            They count which pages get used, so we can improve Clearpath. You can change your mind
            at any time.
          </Typography>
          {missing ? (
            <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
              Choose yes or no.
            </Typography>
          ) : null}
          <RadioGroup
            aria-labelledby={legendId}
            aria-describedby={missing ? errorId : undefined}
            value={analytics}
            onChange={(event) => {
              setAnalytics(event.target.value === '1' ? '1' : '0');
              setMissing(false);
            }}
          >
            <FormControlLabel value="1" control={<Radio />} label="Yes, allow analytics cookies" />
            <FormControlLabel value="0" control={<Radio />} label="No, don’t allow them" />
          </RadioGroup>
        </FormControl>
        {loggedIn ? (
          <ChoiceCheckbox {...REMEMBER_ME_TEXT} checked={remember} onChange={setRemember} />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={closeCookieDialog}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save cookie settings
        </Button>
      </DialogActions>
    </Box>
  );
}
