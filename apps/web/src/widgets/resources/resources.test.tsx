import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../test/auth-fixtures';
import { MODULE_1, contentHandlers } from '../../test/content-fixtures';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { widget as info } from '../info';
import { widget as progressBar } from '../progress-bar';
import { widget as resources } from '.';

function renderWithQueries(ui: React.ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the resources widget', () => {
  it('lists the tenant’s services and the national ones with tap-to-call and tap-to-text', async () => {
    stubFetch(contentHandlers());
    renderWithQueries(<resources.Component attributes={{}} pageId="end" />);
    expect(await screen.findByRole('heading', { name: 'UCC Student Counselling' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +353214903565' })).toHaveAttribute(
      'href',
      'tel:+353214903565',
    );
    expect(screen.getByRole('link', { name: 'Text +353870000000' })).toHaveAttribute(
      'href',
      'sms:+353870000000',
    );
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: 'Text 50808' })).toHaveAttribute('href', 'sms:50808');
  });

  it('keeps only the services of the filter (the emergency numbers always)', async () => {
    stubFetch(contentHandlers());
    renderWithQueries(<resources.Component attributes={{ filter: 'drugs' }} pageId="end" />);
    expect(
      await screen.findByRole('heading', { name: 'HSE Drugs and Alcohol Helpline' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Emergency: 112 or 999' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Samaritans' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'UCC Student Counselling' }),
    ).not.toBeInTheDocument();
  });
  it('puts the university’s services first and the emergency numbers last for a Severe result', async () => {
    useProfileStore.setState({
      profile: {
        ...EMPTY_PROFILE,
        dastList: [1, 0, 1, 1, 1, 1, 1, 1, 1],
        dast_score: 9,
        user_type: 2,
      },
      selected_drugs: [2],
    });
    stubFetch(contentHandlers());
    renderWithQueries(<resources.Component attributes={{ filter: 'drugs' }} pageId="1-3" />);
    await screen.findByRole('heading', { name: 'UCC Student Counselling' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'UCC Student Counselling',
      'HSE Drugs and Alcohol Helpline',
      'Emergency: 112 or 999',
    ]);
    expect(screen.getByText('Open: Monday to Friday')).toBeVisible();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', 'tel:+353214903565');
  });

  it('keeps the emergency numbers first for a Moderate result', async () => {
    useProfileStore.setState({
      profile: {
        ...EMPTY_PROFILE,
        dastList: [1, 0, 1, 1, 0, 0, 0, 0, 0],
        dast_score: 5,
        user_type: 2,
      },
      selected_drugs: [0],
    });
    stubFetch(contentHandlers());
    renderWithQueries(<resources.Component attributes={{}} pageId="2C-3" />);
    await screen.findByRole('heading', { name: 'UCC Student Counselling' });
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings[0]).toBe('Emergency: 112 or 999');
    expect(headings[1]).toBe('UCC Student Counselling');
  });
});

describe('the info widget', () => {
  it('is a named box; the support tone links to every support service', () => {
    renderWithQueries(
      <info.Component
        attributes={{ title: 'If something feels heavy', tone: 'support' }}
        pageId="1-0"
      >
        <p>You are not alone.</p>
      </info.Component>,
    );
    const box = screen.getByRole('complementary', { name: 'If something feels heavy' });
    expect(box).toHaveTextContent('You are not alone.');
    expect(screen.getByRole('link', { name: 'See all the support services' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

describe('the progress bar widget', () => {
  it('shows the path’s progress, and the module’s own in a module with step totals', () => {
    useNavigationStore.setState({ std_progress: 40, progress: 63, current_module: '3' });
    renderWithQueries(<progressBar.Component attributes={{}} pageId="3-5" />);
    expect(screen.getByRole('progressbar', { name: 'Progress through your path' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '63');
  });

  it('counts the own progress of a module without step totals from its pages visited', async () => {
    stubFetch(contentHandlers(undefined, [{ ...MODULE_1, last: '1-15' }]));
    useNavigationStore.setState({
      std_progress: 0,
      progress: 0,
      current_module: '1',
      current_page: '1-4',
      navigation_history: { '1-0': {}, '1-1': {}, '1-2': {}, '1-3': {} },
    });
    renderWithQueries(<progressBar.Component attributes={{}} pageId="1-4" />);
    // Its place is kept, unseen, until the module's last page is known.
    expect(screen.getByText('This module')).not.toBeVisible();
    const own = await screen.findByRole('progressbar', { name: 'Progress through this module' });
    expect(own).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Progress through your path' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    act(() => useNavigationStore.getState().visitPage('1-5'));
    expect(own).toHaveAttribute('aria-valuenow', '31');
  });

  it('keeps the module’s bar in its place from the first frame of a student’s first page', async () => {
    stubFetch(contentHandlers(undefined, [{ ...MODULE_1, last: '1-15' }]));
    // Logged in with no page visited yet: the store knows no module until the visit.
    useNavigationStore.setState({
      std_progress: 0,
      progress: 0,
      current_module: null,
      current_page: null,
      navigation_history: {},
    });
    renderWithQueries(<progressBar.Component attributes={{}} pageId="1-0" />);
    // Drawn beside the path's bar, unseen: the path's bar does not move when its value comes.
    expect(screen.getByText('This module')).not.toBeVisible();
    expect(screen.getByText('Your path')).toBeVisible();
    act(() => useNavigationStore.getState().visitPage('1-0'));
    expect(
      await screen.findByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('This module')).toBeVisible();
  });

  it('is a section under its own level-2 heading, so each service is a level 3 on any page', async () => {
    stubFetch(contentHandlers());
    renderWithQueries(<resources.Component pageId="1-12" attributes={{ filter: 'all' }} />);
    const section = screen.getByRole('region', { name: 'Support services' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Support services',
    );
    expect(
      await within(section).findByRole('heading', { level: 3, name: 'Samaritans' }),
    ).toBeInTheDocument();
  });
});
