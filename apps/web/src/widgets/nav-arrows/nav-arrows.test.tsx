import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import {
  MODULE_1,
  SECTION_COMPLETE,
  contentHandlers,
  pageDocument,
} from '../../test/content-fixtures';
import { renderRoute, LAZY } from '../../test/render';
import { useNavigationStore } from '../../features/navigation/navigation-store';

const ARROWS = '\n\n::nav-arrows\n';
const PAGES = [
  pageDocument('1-0', 'My Profile', `Welcome.${ARROWS}`),
  pageDocument('1-1', 'Drugs you have used', `Pick any.\n\n::drug-selection${ARROWS}`),
  pageDocument('1-2', 'Nine questions', `About the past year.${ARROWS}`),
  pageDocument('1-3', 'A detour', 'Not written yet.\n\n::nav-arrows{next="3-0"}\n'),
  SECTION_COMPLETE,
];

function open(path: string) {
  signIn();
  stubFetch(contentHandlers(PAGES, [{ ...MODULE_1, last: '1-2' }]));
  return renderRoute(path);
}

const arrows = () => screen.getByRole('navigation', { name: 'Page' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, LAZY);

describe('the nav arrows', () => {
  it('go forward and back by keyboard, without the revisit dialog', async () => {
    const user = userEvent.setup();
    const { router } = open('/page/1-1');
    await heading('Drugs you have used');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Cannabis' }));
    within(arrows()).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await heading('Nine questions');
    expect(router.state.location.pathname).toBe('/page/1-2');
    await user.click(within(arrows()).getByRole('button', { name: 'Previous' }));
    await heading('Drugs you have used');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The visit is recorded in an effect, just after the page is drawn.
    await waitFor(() =>
      expect(useNavigationStore.getState()).toMatchObject({
        going_back: true,
        next_viewed_page: '1-2',
      }),
    );
  });

  it("keep the student on the page with the widget's message until it can save", async () => {
    const user = userEvent.setup();
    const { router } = open('/page/1-1');
    await heading('Drugs you have used');
    await user.click(within(arrows()).getByRole('button', { name: 'Next' }));
    expect(await within(arrows()).findByRole('alert')).toHaveTextContent(
      'Tick the drugs you have used in the past 12 months, or "None of these".',
    );
    expect(router.state.location.pathname).toBe('/page/1-1');
    // The question it is about is described by it, for a screen reader reading the question.
    const question = screen.getByRole('group', { name: 'Drugs I have used in the past 12 months' });
    expect(question).toHaveAccessibleDescription(
      'Tick the drugs you have used in the past 12 months, or "None of these".',
    );
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    // The message was about the page as it was: answering it takes the message away.
    expect(within(arrows()).queryByRole('alert')).not.toBeInTheDocument();
    expect(question).not.toHaveAttribute('aria-describedby');
    await user.click(within(arrows()).getByRole('button', { name: 'Next' }));
    // "None": user type 1, which the tree would route on; this test tree is empty: step + 1.
    await heading('Nine questions');
    expect(useNavigationStore.getState().user_type).toBe(1);
  });

  it('offer the menu instead of a previous page on an entry page', async () => {
    const user = userEvent.setup();
    const { router } = open('/page/1-0');
    await heading('My Profile');
    await user.click(within(arrows()).getByRole('button', { name: 'Menu' }));
    await screen.findByRole('heading', { level: 1, name: 'Modules' }, LAZY);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('skip a module change to a page that does not exist, going to the menu instead', async () => {
    const user = userEvent.setup();
    const { router } = open('/page/1-3');
    await heading('A detour');
    await user.click(within(arrows()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Modules' }, LAZY);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('complete the module on its last page: "Section complete!", then back', async () => {
    const user = userEvent.setup();
    useNavigationStore.setState({ user_type: 3 });
    const { router } = open('/page/1-2');
    await heading('Nine questions');
    await user.click(within(arrows()).getByRole('button', { name: 'Next' }));
    await heading('Section complete!');
    expect(router.state.location.search).toBe('?module=1');
    expect(useNavigationStore.getState().navigation_history['1-2']).toEqual({
      'module-complete': true,
    });
    await user.click(within(arrows()).getByRole('button', { name: 'Previous' }));
    await heading('Nine questions');
  });
});
