import { useState } from 'react';
import Typography from '@mui/material/Typography';
import {
  saveCookieChoices,
  useAnalyticsChoice,
  useRememberMeChoice,
} from '../cookies/use-cookie-choices';
import { SectionCard } from '../../components/section-card';
import { ChoiceCheckbox } from './choice-checkbox';
import { ANALYTICS_TEXT, REMEMBER_ME_TEXT } from './choice-texts';

/**
 * The two cookie choices, changeable at any time after logging in (docs/product.md §7
 * set_cookie_settings). They show the cookies as they are, so a choice made in the cookie
 * banner or dialog shows here at once.
 */
export function CookieChoices() {
  const remember = useRememberMeChoice() === '1';
  const analytics = useAnalyticsChoice() === '1';
  const [saved, setSaved] = useState(false);

  const save = async (next: { remember: boolean; analytics: boolean }) => {
    setSaved(false);
    await saveCookieChoices({
      rememberMe: next.remember ? 1 : 0,
      analytics: next.analytics ? 1 : 0,
    });
    setSaved(true);
  };

  return (
    <SectionCard title="Cookie choices" sx={{ mt: 4, mb: 0 }}>
      <ChoiceCheckbox
        {...REMEMBER_ME_TEXT}
        checked={remember}
        onChange={(checked) => void save({ remember: checked, analytics })}
      />
      <ChoiceCheckbox
        {...ANALYTICS_TEXT}
        checked={analytics}
        onChange={(checked) => void save({ remember, analytics: checked })}
      />
      <Typography role="status" variant="body2">
        {saved ? 'Your choices are saved.' : ''}
      </Typography>
    </SectionCard>
  );
}
