import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import { PAGE_1_0, contentHandlers, pageDocument } from '../../test/content-fixtures';
import { renderRoute } from '../../test/render';

const PAGES = [
  PAGE_1_0,
  pageDocument('1-1', 'Your drug use', 'Which have you used?'),
  pageDocument('1-2', 'Nine quick questions', 'In the last 12 months…'),
  pageDocument('1-3', 'Your screening result', 'Your result.'),
  pageDocument('2-0', 'Myself and Others', 'Welcome.'),
  pageDocument('2-0A', 'Myself and Others', 'Welcome, with no drug use.'),
  pageDocument('2C-0', 'My Support', 'Welcome.'),
];

async function openIndex() {
  signIn();
  stubFetch(contentHandlers(PAGES));
  renderRoute('/page');
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  return main;
}

/** The links of a module's section, by their text, in order. */
function linkTexts(section: HTMLElement): (string | null)[] {
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the Activities index', () => {
  it('lists the pages of the modules open to the student, not the closed ones', async () => {
    const main = await openIndex();
    const profile = await within(main).findByRole('region', { name: 'My Profile' });
    expect(linkTexts(profile)).toEqual([
      'My Profile',
      'Your drug use',
      'Nine quick questions',
      'Your screening result',
    ]);
    expect(within(profile).getByRole('link', { name: 'Your drug use' })).toHaveAttribute(
      'href',
      '/page/1-1',
    );
    expect(within(main).queryByRole('region', { name: 'Myself and Others' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'My Support' })).toBeNull();
    expect(within(main).getByText(/More modules open as you go along your path/)).toBeVisible();
  });

  it('leaves out the pages the path steps over for this student', async () => {
    // A student who used no drug goes from 1-1 straight to their result: no DAST questions.
    useNavigationStore.setState({
      user_type: 1,
      tree: {
        '1-1': { completed: { score: [{ score: 'user_type', op: '=', value: 1, next: '1-3' }] } },
      } as never,
    });
    const main = await openIndex();
    const profile = await within(main).findByRole('region', { name: 'My Profile' });
    expect(linkTexts(profile)).toEqual(['My Profile', 'Your drug use', 'Your screening result']);
  });

  it('adds a module once the path opens it', async () => {
    // A low-risk student (type 3) who has finished My Profile: Myself and Others is next.
    useNavigationStore.setState({
      user_type: 3,
      navigation_history: { '1-0': {}, '1-15': { 'module-complete': true } },
    });
    const main = await openIndex();
    const myself = await within(main).findByRole('region', { name: 'Myself and Others' });
    expect(within(myself).getByRole('link', { name: 'Myself and Others' })).toHaveAttribute(
      'href',
      '/page/2-0',
    );
    expect(within(main).queryByRole('region', { name: 'My Support' })).toBeNull();
  });

  it("lists the page the path serves in place of another, and not other students' variants", async () => {
    useNavigationStore.setState({
      navigation_history: { '1-0': {}, '1-15': { 'module-complete': true } },
      tree: {
        '2-0': { load: { score: [{ score: 'user_type', op: '=', value: 1, next: '2-0A' }] } },
      } as never,
    });
    // A student who used no drug (type 1) is served 2-0A for 2-0: one link, to 2-0A.
    useNavigationStore.setState({ user_type: 1 });
    const main = await openIndex();
    const myself = await within(main).findByRole('region', { name: 'Myself and Others' });
    const links = within(myself).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/page/2-0A']);
  });
});
