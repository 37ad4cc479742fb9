import { describe, expect, it } from 'vitest';
import {
  CONTINUE_ANSWER,
  MODULE_COMPLETE_ANSWER,
  modulesForUserType,
  type ModuleId,
} from '@clearpath/core';
import userEvent from '@testing-library/user-event';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { MODULE_1, MODULE_3, TENANT, contentHandlers } from '../../test/content-fixtures';
import { renderRoute, LAZY } from '../../test/render';
import { useNavigationStore } from '../navigation/navigation-store';
import { buildDashboard } from './dashboard-model';

async function openDashboard() {
  signIn();
  stubFetch(contentHandlers(undefined, [MODULE_1, MODULE_3]));
  renderRoute('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Modules' }, LAZY);
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('buildDashboard', () => {
  const base = {
    menuItems: ['1' as const],
    completed: [],
    optionalAvailable: [],
    optionalCompleted: [],
    currentModule: null,
    visitedModules: [],
  };

  it('before the DAST: module 1 open and current, the other standard modules coming up', () => {
    const model = buildDashboard({ ...base, userType: null, currentModule: '1' });
    expect(model.modules.map((entry) => [entry.id, entry.upcoming])).toEqual([
      ['1', false],
      ['2', true],
      ['2C', true],
      ['5', true],
      ['5A', true],
      ['Review', true],
    ]);
    expect(model.modules[0]?.current).toBe(true);
    expect(model.nothingUnlocked).toBe(true);
  });

  it('after the DAST: only the modules of the user type, optional ones once unlocked', () => {
    const model = buildDashboard({
      ...base,
      userType: 3,
      menuItems: ['1', '2', '4', '4A'],
      completed: ['1'],
      optionalAvailable: ['4'],
      optionalCompleted: ['4A'],
      currentModule: '2',
    });
    expect(model.modules.map((entry) => [entry.id, entry.icon, entry.current])).toEqual([
      ['1', 'check', false],
      ['2', null, true],
    ]);
    expect(model.optional.map((entry) => [entry.id, entry.icon])).toEqual([
      ['4', 'lightbulb'],
      ['4A', 'check'],
    ]);
    expect(model.nothingUnlocked).toBe(false);
    expect(model.extra).toBeNull();
  });

  it('adds the extra entry for a current module the menu does not list, but not for Review', () => {
    const typeTwoIn = (currentModule: ModuleId) =>
      buildDashboard({
        ...base,
        userType: 2,
        menuItems: modulesForUserType(2),
        completed: ['1'],
        currentModule,
      });
    const inModule2 = typeTwoIn('2');
    expect(inModule2.modules.map((entry) => entry.id)).toEqual(['1', '2C', '5']);
    // Module 2 is not open to user type 2 (docs/decisions/0006): listed, but not as a way in.
    expect(inModule2.extra).toMatchObject({ id: '2', current: true, upcoming: true, icon: null });
    expect(typeTwoIn('Review').extra).toBeNull();
    expect(typeTwoIn('2C').extra).toBeNull();
  });
});

describe('the dashboard', () => {
  it('offers "Get Started" at module 1 and says nothing is unlocked yet', async () => {
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/page/1-0');
    expect(screen.queryByRole('link', { name: 'Repeat Module' })).not.toBeInTheDocument();
    expect(within(card('My Profile')).getByText('You are here')).toBeInTheDocument();
    expect(within(card('Myself and Others')).getByText('Coming up')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Want to learn more?' })).toBeVisible();
    expect(
      screen.getByText('Progress through the course to unlock additional modules!'),
    ).toBeVisible();
    // Part of the menu, not news: no alert is read out as the menu opens.
    expect(screen.getByRole('note')).toHaveTextContent('Progress through the course');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText(/A private check-in on your drug use/)).toBeVisible();
  });

  it('shows completed modules with a check and Repeat Module, goes on along the path, lists unlocked extras', async () => {
    useNavigationStore.setState({
      user_type: 2,
      menu_items: ['1', '3', '2C', '4', '5', '4A'],
      navigation_history: {
        '1-15': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: '2C-0' },
        '2C-0': {},
        '2C-3': {},
      },
      current_module: '2C',
      next_viewed_page: '2C-3',
      optional_available: ['3'],
    });
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/page/2C-3');
    const profile = within(card('My Profile'));
    expect(profile.getByText('Completed')).toBeInTheDocument();
    expect(profile.getByRole('link', { name: /Repeat Module/ })).toHaveAttribute(
      'href',
      '/page/1-0',
    );
    expect(within(card('My Support')).getByText('You are here')).toBeInTheDocument();
    expect(within(card('My Plan')).getByText('Coming up')).toBeInTheDocument();
    expect(within(card('My Plan')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('My Values')).getByText('Available')).toBeInTheDocument();
    expect(
      screen.queryByText('Progress through the course to unlock additional modules!'),
    ).not.toBeInTheDocument();
  });

  it('marks the module Get Started leads into as "You are here", not the module just completed', async () => {
    // Just after "Section complete!" of module 1: the store's module is still 1.
    useNavigationStore.setState({
      user_type: 3,
      menu_items: ['1', '2'],
      navigation_history: {
        '1-15': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: '2-0' },
      },
      current_module: '1',
      next_viewed_page: '1-15',
    });
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/page/2-0');
    expect(within(card('Myself and Others')).getByText('You are here')).toBeInTheDocument();
    const profile = within(card('My Profile'));
    expect(profile.getByText('Completed')).toBeInTheDocument();
    expect(profile.queryByText('You are here')).not.toBeInTheDocument();
  });

  it('says plainly when the path is finished, with no way back into a finished module as new', async () => {
    useNavigationStore.setState({
      user_type: 3,
      menu_items: ['1', '2'],
      navigation_history: {
        '1-15': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: '2-0' },
        '2-9': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: 'Review' },
        Review: { [MODULE_COMPLETE_ANSWER]: true },
      },
      current_module: 'Review',
      next_viewed_page: 'Review',
      optional_available: ['4'],
    });
    await openDashboard();
    expect(screen.getByText('You have finished every module on your path')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    // Nowhere left to go: no module is "here", the last one left included.
    expect(screen.queryByText('You are here')).not.toBeInTheDocument();
    expect(
      within(card('Myself and Others')).getByRole('link', { name: /Repeat Module/ }),
    ).toBeVisible();
    await userEvent.setup().click(within(card('My Profile')).getByRole('link'));
    expect(useNavigationStore.getState().review_mode).toBe(true);
  });

  it('marks a module the path went past as not started, and says it is still there to do', async () => {
    // User type 1, sent from module 2 straight to Review (docs/product.md §4): 5A was skipped.
    useNavigationStore.setState({
      user_type: 1,
      menu_items: ['1', '2', '3', '5A', 'Review'],
      navigation_history: {
        '1-15': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: '2-0A' },
        '2-9': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: 'Review' },
        Review: { [MODULE_COMPLETE_ANSWER]: true },
      },
      current_module: 'Review',
      next_viewed_page: 'Review',
    });
    await openDashboard();
    expect(
      screen.getByText('You have finished every module on your path').parentElement,
    ).toHaveTextContent(
      'You can repeat any module below whenever you like, or try one you have not done yet.',
    );
    const skipped = within(card('Maintaining My Values'));
    expect(skipped.getByText('Not started')).toBeInTheDocument();
    expect(skipped.getByRole('link')).toHaveAttribute('href', '/page/5A-0');
    expect(within(card('Myself and Others')).queryByText('Not started')).toBeNull();

    // Opened once, left: it says so.
    act(() =>
      useNavigationStore.setState((state) => ({
        navigation_history: { ...state.navigation_history, '5A-0': {} },
      })),
    );
    expect(await skipped.findByText('Started')).toBeInTheDocument();
  });

  it('lists a module the student is in as an extra entry when the menu would not', async () => {
    useNavigationStore.setState({
      user_type: 2,
      menu_items: ['1', '3', '2C', '4', '5', '4A'],
      navigation_history: {
        '1-15': { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: '2-0' },
        '2-0': {},
      },
      current_module: '2',
      next_viewed_page: '2-0',
    });
    await openDashboard();
    const extra = card('Myself and Others');
    expect(within(extra).getByText('You are here')).toBeInTheDocument();
    expect(within(extra).queryByRole('link')).not.toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['My Profile', 'My Support', 'My Plan', 'Myself and Others']);
  });

  it('has the links, with the university website, and no Login or Install without cause', async () => {
    await openDashboard();
    const links = screen.getByRole('navigation', { name: 'Links' });
    for (const name of ['Home', 'Activities', 'Support', 'About', 'Privacy']) {
      expect(within(links).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(links).findByRole('link', { name: 'UCC website' })).toHaveAttribute(
      'href',
      'https://www.ucc.ie',
    );
    expect(within(links).getByRole('link', { name: 'UCC Student Health' })).toBeInTheDocument();
    expect(within(links).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(links).queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie choices' })).toBeInTheDocument();
  });

  it('names the university, without a logo while it has none', async () => {
    await openDashboard();
    const links = screen.getByRole('navigation', { name: 'Links' });
    const name = await within(links).findByText('Offered to students of University College Cork');
    expect(name.parentElement?.querySelector('img')).toBeNull();
  });

  it('shows the university’s two colours as the edge of its name', async () => {
    signIn();
    stubFetch({
      ...contentHandlers(undefined, [MODULE_1, MODULE_3]),
      '/tenant': () =>
        jsonResponse({ ...TENANT, colors: { primary: '#C8102E', secondary: '#FFCC00' } }),
    });
    renderRoute('/dashboard');
    const name = await screen.findByText(
      'Offered to students of University College Cork',
      {},
      LAZY,
    );
    const halves = [
      ...((name.parentElement as HTMLElement).querySelector('[data-colour-edge]')?.children ?? []),
    ];
    expect(halves.map((half) => getComputedStyle(half).backgroundColor)).toEqual([
      'rgb(200, 16, 46)',
      'rgb(255, 204, 0)',
    ]);
  });

  it('shows the university’s logo and its main colour when it has them', async () => {
    signIn();
    stubFetch({
      ...contentHandlers(undefined, [MODULE_1, MODULE_3]),
      '/tenant': () =>
        jsonResponse({
          ...TENANT,
          logo: '/api/logos/ucc/0123456789abcdef.png',
          colors: { primary: '#7a1f3d', secondary: null },
        }),
    });
    renderRoute('/dashboard');
    const name = await screen.findByText(
      'Offered to students of University College Cork',
      {},
      LAZY,
    );
    const mark = name.parentElement as HTMLElement;
    // The name is beside the logo: the image is decorative (alt="").
    const logo = mark.querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/logos/ucc/0123456789abcdef.png');
    expect(logo).toHaveAttribute('alt', '');
    // Its edge: the main colour above, the second below (the main one again without it).
    const edge = () => [...(mark.querySelector('[data-colour-edge]')?.children ?? [])];
    expect(edge().map((half) => getComputedStyle(half).backgroundColor)).toEqual([
      'rgb(122, 31, 61)',
      'rgb(122, 31, 61)',
    ]);
    // A logo that fails to load goes, leaving the name: no empty box.
    fireEvent.error(logo!);
    expect(mark.querySelector('img')).toBeNull();
    expect(mark).toHaveTextContent('Offered to students of University College Cork');
  });

  it('leaves review mode when the menu opens', async () => {
    useNavigationStore.setState({ review_mode: true, std_progress: 30, progress: 70 });
    await openDashboard();
    // The dashboard leaves review mode in an effect, which may run just after the heading shows.
    await waitFor(() =>
      expect(useNavigationStore.getState()).toMatchObject({ review_mode: false, progress: 30 }),
    );
  });
});
