import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import type { ContentOption, OptionSetName } from '@clearpath/core';
import { theme } from '../../app/theme';
import { createQueryClient } from '../../lib/query-client';
import { optionSetQueryKey } from './use-option-set';

/** A small option set for widget tests. */
export const TEST_OPTIONS: ContentOption[] = [
  { data_id: 'need-sleep', text: 'Better sleep', img: '/images/options/sleep.svg' },
  { data_id: 'need-calm', text: 'Feeling calmer and less stressed' },
  { data_id: 'need-mood', text: 'A lift in my mood' },
  { data_id: 'need-company', text: 'Feeling less alone' },
];

/**
 * Renders a widget with the theme and a query cache pre-seeded with option sets, so no request
 * is made. Returns Testing Library's result and a user-event instance.
 */
export function renderWidget(
  ui: ReactElement,
  optionSets: Partial<Record<OptionSetName, ContentOption[]>> = {},
  seed?: (client: QueryClient) => void,
) {
  const client = createQueryClient();
  seed?.(client);
  for (const [name, options] of Object.entries(optionSets)) {
    client.setQueryData(optionSetQueryKey(name as OptionSetName), {
      id: name as OptionSetName,
      options,
    });
  }
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, user, client };
}
