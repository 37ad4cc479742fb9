import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget, TEST_OPTIONS } from '../shared/test-utils';
import { missingChoicesMessage } from './activity-gate';
import { cardMinWidth, describeSelection, widget } from './index';

const { Component } = widget;
const history = () => useNavigationStore.getState().navigation_history;
const sent = recordProfileCommits();

describe('grid-selection', () => {
  it('shows a card per option as a checkbox, in a group named by the label', () => {
    renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'needs', options: 'needs', label: 'What would help?' }}
      />,
      { needs: TEST_OPTIONS },
    );
    expect(screen.getByRole('group', { name: 'What would help?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('0 chosen.');
  });

  it('saves the chosen data_ids in option order and counts them in the status', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', max: 3 }} />,
      { needs: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'A lift in my mood' }));
    await user.click(screen.getByText('Better sleep'));
    expect(history()['2C-3']).toEqual({ needs: ['need-sleep', 'need-mood'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 chosen (up to 3).');
  });

  it('is operated with Tab and Space', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs' }} />,
      { needs: TEST_OPTIONS },
    );
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('checkbox', { name: 'Feeling calmer and less stressed' }),
    ).toHaveFocus();
    await user.keyboard(' ');
    expect(history()['2C-3']).toEqual({ needs: ['need-calm'] });
    await user.keyboard(' ');
    expect(history()['2C-3']).toEqual({ needs: [] });
  });

  it('stops at max and says why, until one is unticked', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', max: 2 }} />,
      { needs: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'A lift in my mood' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    expect(screen.getByRole('checkbox', { name: 'Feeling less alone' })).not.toBeChecked();
    expect(history()['2C-3']).toEqual({ needs: ['need-sleep', 'need-mood'] });
    expect(screen.getByRole('status')).toHaveTextContent(
      "2 chosen (up to 2). That's the most you can choose.",
    );
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    expect(history()['2C-3']).toEqual({ needs: ['need-mood', 'need-company'] });
  });

  it('asks for at least min', () => {
    expect(describeSelection(1, 2, 5)).toBe('1 chosen (up to 5). Choose at least 2.');
    expect(describeSelection(2, 2)).toBe('2 chosen.');
  });

  it('restores saved cards and the saved free text', () => {
    useNavigationStore.getState().setAnswer('2C-3', 'needs', ['need-calm']);
    useNavigationStore.getState().setAnswer('2C-3', 'needs-other', 'More time outdoors');
    renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Feeling calmer and less stressed' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Something else (optional)' })).toHaveValue(
      'More time outdoors',
    );
  });

  it('saves "Something else" under <data_id>-other as it is typed: a reload straight after loses nothing', () => {
    renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    const field = screen.getByRole('textbox', { name: 'Something else (optional)' });
    fireEvent.change(field, { target: { value: 'Getting outside more' } });
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Getting outside more' });
    expect(field).toHaveValue('Getting outside more');
  });

  it('shows "Something else" restored after it mounted, and never blanks it', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    const field = screen.getByRole('textbox', { name: 'Something else (optional)' });
    act(() => useNavigationStore.getState().setAnswer('2C-3', 'needs-other', 'Sport'));
    expect(field).toHaveValue('Sport');
    await user.click(field);
    await user.tab();
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Sport' });
  });

  it('saves "Something else" typed letter by letter, and keeps it when the field is left', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    await user.type(screen.getByRole('textbox', { name: 'Something else (optional)' }), 'Sport');
    await user.tab();
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Sport' });
  });
});

describe('grid-selection with a standalone option', () => {
  const POSITIVES = [
    { data_id: 'pos-fun', text: 'I had fun' },
    { data_id: 'pos-relaxed', text: 'I felt relaxed' },
    { data_id: 'pos-none', text: "I haven't noticed anything good from using" },
  ];
  const attributes = { data_id: 'positives', options: 'positives', other: true } as const;

  it('clears the other choices and the free text when "nothing comes to mind" is chosen', async () => {
    const { user } = renderWidget(<Component pageId="1-5" attributes={attributes} />, {
      positives: POSITIVES,
    });
    await user.click(screen.getByRole('checkbox', { name: 'I had fun' }));
    await user.click(screen.getByRole('checkbox', { name: 'I felt relaxed' }));
    await user.type(screen.getByRole('textbox', { name: 'Something else (optional)' }), 'Sport');
    await user.click(
      screen.getByRole('checkbox', { name: "I haven't noticed anything good from using" }),
    );
    expect(history()['1-5']).toEqual({ positives: ['pos-none'], 'positives-other': '' });
    expect(screen.getByRole('checkbox', { name: 'I had fun' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Something else (optional)' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('1 chosen.');
  });

  it('clears "nothing comes to mind" when another is chosen or own words are typed', async () => {
    const { user } = renderWidget(<Component pageId="1-5" attributes={attributes} />, {
      positives: POSITIVES,
    });
    const none = screen.getByRole('checkbox', {
      name: "I haven't noticed anything good from using",
    });
    await user.click(none);
    await user.click(screen.getByRole('checkbox', { name: 'I felt relaxed' }));
    expect(history()['1-5']?.positives).toEqual(['pos-relaxed']);
    expect(none).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'I felt relaxed' }));
    await user.click(none);
    await user.type(screen.getByRole('textbox', { name: 'Something else (optional)' }), 'Calm');
    expect(history()['1-5']).toEqual({ positives: [], 'positives-other': 'Calm' });
    expect(none).not.toBeChecked();
  });

  it('takes "nothing comes to mind" at the limit, and another choice after it', async () => {
    const { user } = renderWidget(
      <Component
        pageId="1-5"
        attributes={{ data_id: 'positives', options: 'positives', max: 1 }}
      />,
      { positives: POSITIVES },
    );
    const none = screen.getByRole('checkbox', {
      name: "I haven't noticed anything good from using",
    });
    await user.click(screen.getByRole('checkbox', { name: 'I had fun' }));
    await user.click(none);
    expect(history()['1-5']?.positives).toEqual(['pos-none']);
    expect(none).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'I felt relaxed' }));
    expect(history()['1-5']?.positives).toEqual(['pos-relaxed']);
    expect(screen.getByRole('status')).toHaveTextContent('1 chosen (up to 1).');
    expect(screen.getByRole('status')).not.toHaveTextContent("That's the most");
  });

  it('leaves a set without a standalone option as it was: choices add up', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs' }} />,
      { needs: [...TEST_OPTIONS, { data_id: 'pos-none', text: 'None of these' }] },
    );
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    expect(history()['2C-3']?.needs).toEqual(['need-sleep', 'pos-none']);
  });
});

describe('grid-selection with activity', () => {
  const HR = [
    { data_id: 'hr-water', text: 'Drinking water' },
    { data_id: 'hr-friend', text: 'Staying with a friend' },
  ];

  it('saves the chosen needs and the own text once on Next, as activity 11', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-1"
        attributes={{ data_id: 'needs', options: 'needs', activity: 'needs', other: true }}
      />,
      { needs: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'A lift in my mood' }));
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.type(screen.getByRole('textbox', { name: 'Something else (optional)' }), ' Sun ');
    await user.tab();
    await expect(runBeforeNext('2C-1')).resolves.toBeNull();
    await expect(runBeforeNext('2C-1')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: {
          type: 11,
          value: [
            { data_id: 'need-sleep' },
            { data_id: 'need-mood' },
            { data_id: 'other', other: 'Sun' },
          ],
        },
      },
    ]);
  });

  it('saves help topics as activity 12 with the helps list', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'helps', options: 'helps', activity: 'helps' }}
      />,
      { helps: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: { type: 12, value: { list: 'helps', items: [{ data_id: 'need-company' }] } },
      },
    ]);
  });

  it('lets an empty needs list through without min, and sends nothing', async () => {
    renderWidget(
      <Component
        pageId="2C-1"
        attributes={{ data_id: 'needs', options: 'needs', activity: 'needs' }}
      />,
      { needs: TEST_OPTIONS },
    );
    await expect(runBeforeNext('2C-1')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks for min before it saves', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'helps', options: 'helps', activity: 'helps', min: 2 }}
      />,
      { helps: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await expect(runBeforeNext('2C-3')).resolves.toBe(
      'Choose at least 2 before you go on. There are no wrong answers.',
    );
    expect(sent).toEqual([]);
  });

  it('blocks an empty harm-reduction list kindly, then saves it with list hr_practices', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-3"
        attributes={{
          data_id: 'hr-practices',
          options: 'hrPractices',
          activity: 'hrPractices',
          other: true,
        }}
      />,
      { hrPractices: HR },
    );
    expect(screen.getByRole('status')).toHaveTextContent('0 chosen. Choose at least 1.');
    await expect(runBeforeNext('2C-3')).resolves.toBe(
      'Choose at least one way to stay safer that you use or could try, or write your own. Even a small step counts.',
    );
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Staying with a friend' }));
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: { type: 12, value: { list: 'hr_practices', items: [{ data_id: 'hr-friend' }] } },
      },
    ]);
  });

  it('saves neither list of 2C-3 while the other still asks for something', async () => {
    const { user } = renderWidget(
      <>
        <Component
          pageId="2C-3"
          attributes={{ data_id: 'helps', options: 'helps', activity: 'helps', min: 1 }}
        />
        <Component
          pageId="2C-3"
          attributes={{ data_id: 'hr-practices', options: 'hrPractices', activity: 'hrPractices' }}
        />
      </>,
      { helps: TEST_OPTIONS, hrPractices: HR },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    await expect(runBeforeNext('2C-3')).resolves.toMatch(/^Choose at least one way to stay safer/);
    // The helps are kept as first given: not sent before the student can leave the page.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Staying with a friend' }));
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
    expect(sent.map((commit) => commit.body)).toEqual([
      {
        type: 12,
        value: { list: 'helps', items: [{ data_id: 'need-sleep' }, { data_id: 'need-company' }] },
      },
      { type: 12, value: { list: 'hr_practices', items: [{ data_id: 'hr-friend' }] } },
    ]);
  });

  it('shows the list the profile keeps read-only, as first given, once it is saved', async () => {
    const { user, unmount } = renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'helps', options: 'helps', activity: 'helps', label: 'Help for me' }}
      />,
      { helps: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
    // Still the boxes while the student is on the page…
    expect(screen.getByRole('checkbox', { name: 'Feeling less alone' })).toBeChecked();
    unmount();
    // …and back on it later: the boxes would change nothing the profile keeps.
    renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'helps', options: 'helps', activity: 'helps', label: 'Help for me' }}
      />,
      { helps: TEST_OPTIONS },
    );
    const saved = await screen.findByRole('region', { name: 'Help for me' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(saved).getByRole('listitem')).toHaveTextContent('Feeling less alone');
    expect(within(saved).getByRole('note')).toHaveTextContent('Your choices are saved.');
    // Looked back at in review mode: the same list, with nothing said about saving.
    act(() => useNavigationStore.setState({ review_mode: true }));
    expect(within(saved).queryByRole('note')).toBeNull();
    expect(within(saved).getByRole('listitem')).toHaveTextContent('Feeling less alone');
  });

  it("asks afresh on another page of the same list (5-3 after 2C-3), then shows that page's choices", async () => {
    const attributes = {
      data_id: 'hr-keep',
      options: 'hrPractices',
      activity: 'hrPractices',
      label: 'Habits I will keep',
    } as const;
    act(() => useNavigationStore.getState().setAnswer('2C-3', 'hr-practices', ['hr-water']));
    useProfileStore.setState((state) => ({
      profile: { ...state.profile, hr_practices: [{ data_id: 'hr-water' }] },
    }));
    const { user, unmount } = renderWidget(<Component pageId="5-3" attributes={attributes} />, {
      hrPractices: HR,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Staying with a friend' }));
    // Ticking keeps the boxes: the page is being answered.
    expect(screen.getByRole('checkbox', { name: 'Staying with a friend' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Drinking water' }));
    await user.click(screen.getByRole('checkbox', { name: 'Drinking water' }));
    await expect(runBeforeNext('5-3')).resolves.toBeNull();
    // The profile keeps 2C-3's list; this page's answer is in its history.
    expect(sent).toEqual([]);
    unmount();
    renderWidget(<Component pageId="5-3" attributes={attributes} />, { hrPractices: HR });
    const saved = screen.getByRole('region', { name: 'Habits I will keep' });
    expect(within(saved).getByRole('listitem')).toHaveTextContent('Staying with a friend');
  });

  it('in review mode shows the choices read-only, and saves and asks for nothing', async () => {
    act(() => useNavigationStore.getState().setAnswer('5-3', 'hr-keep', ['hr-water']));
    useNavigationStore.setState({ review_mode: true });
    renderWidget(
      <Component
        pageId="5-3"
        attributes={{ data_id: 'hr-keep', options: 'hrPractices', min: 1, label: 'Habits' }}
      />,
      { hrPractices: HR },
    );
    const saved = await screen.findByRole('region', { name: 'Habits' });
    // No boxes that would look open and take no tick.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(saved).getByRole('listitem')).toHaveTextContent('Drinking water');
    await expect(runBeforeNext('5-3')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('in review mode says when nothing was chosen', async () => {
    useNavigationStore.setState({ review_mode: true });
    renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'needs', options: 'needs', label: 'Needs' }}
      />,
      { needs: TEST_OPTIONS },
    );
    expect(await screen.findByRole('region', { name: 'Needs' })).toHaveTextContent(
      'Nothing chosen here.',
    );
  });

  it('asks for min without activity too, and saves nothing to the profile', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', min: 1 }} />,
      { needs: TEST_OPTIONS },
    );
    await expect(runBeforeNext('2C-3')).resolves.toBe(
      'Choose at least one before you go on. There are no wrong answers.',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Feeling less alone' }));
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks for nothing without min or activity', async () => {
    renderWidget(<Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs' }} />, {
      needs: TEST_OPTIONS,
    });
    await expect(runBeforeNext('2C-3')).resolves.toBeNull();
  });

  it('words the message without "write your own" when there is no free text', () => {
    expect(missingChoicesMessage('needs', 0, 1, false)).toBe(
      'Choose at least one before you go on. There are no wrong answers.',
    );
    expect(missingChoicesMessage('hrPractices', 1, 1, false)).toBeNull();
  });
});

describe('grid-selection activities of modules 3, 4 and 4A', () => {
  it.each([
    ['values', 9],
    ['influences', 5],
    ['hooks', 7],
    ['reasonsForUse', 10],
    ['skills', 15],
  ] as const)('saves %s once on Next as activity %i', async (activity, type) => {
    const { user } = renderWidget(
      <Component pageId="3-1" attributes={{ data_id: 'chosen', options: activity, activity }} />,
      { [activity]: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    await expect(runBeforeNext('3-1')).resolves.toBeNull();
    await expect(runBeforeNext('3-1')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: { type, value: [{ data_id: 'need-sleep' }, { data_id: 'need-company' }] },
      },
    ]);
  });
});

describe('cardMinWidth', () => {
  it('keeps short options two a row on a phone and gives sentences a row each', () => {
    expect(cardMinWidth(['Friendship', 'Health'])).toBe('9.375rem');
    expect(cardMinWidth(['Health', 'Know the signs of trouble and get help early'])).toBe('15rem');
  });
});
