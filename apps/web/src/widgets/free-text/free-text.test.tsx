import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, INPUT_LIMITS } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { describeLength } from '../shared/character-count';
import { COUNTER_FROM, widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();
const history = () => useNavigationStore.getState().navigation_history;

describe('free-text', () => {
  it('saves the text on the page as it is typed, and commits nothing without activity', async () => {
    const { user } = renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'notes', label: 'Anything else?' }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'My flatmates');
    expect(history()['4-2']).toEqual({ notes: 'My flatmates' });
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the saved text, and the example above the field, where a placeholder would hide', () => {
    useNavigationStore.getState().setAnswer('4-2', 'notes', 'Exams');
    renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'notes', placeholder: 'For example…' }} />,
    );
    const field = screen.getByRole('textbox', { name: 'In your own words (optional)' });
    expect(field).toHaveValue('Exams');
    expect(field).not.toHaveAttribute('placeholder');
    expect(screen.getByText('For example…')).toBeVisible();
    expect(field).toHaveAccessibleDescription('For example…');
  });

  it('with activity, saves the trimmed text once on Next as activity 16', async () => {
    const { user } = renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'other', activity: 'otherInfluences' }} />,
    );
    await user.type(screen.getByRole('textbox'), '  Social media  ');
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    expect(sent).toEqual([
      { path: '/activity/commit_activity', body: { type: 16, value: 'Social media' } },
    ]);
  });

  it('lets a blank text through without sending it', async () => {
    const { user } = renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'other', activity: 'otherInfluences' }} />,
    );
    await user.type(screen.getByRole('textbox'), '   ');
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('saves nothing to the profile in review mode', async () => {
    useNavigationStore.getState().setAnswer('4-2', 'other', 'Friends');
    useNavigationStore.getState().enterReview();
    renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'other', activity: 'otherInfluences' }} />,
    );
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the text read-only in review mode, where typing would change nothing', () => {
    useNavigationStore.getState().setAnswer('4-2', 'other', 'Friends');
    useNavigationStore.getState().enterReview();
    renderWidget(
      <Component
        pageId="4-2"
        attributes={{ data_id: 'other', activity: 'otherInfluences', label: 'My words' }}
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My words' })).toHaveTextContent('Friends');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so in review mode when nothing was written', () => {
    useNavigationStore.getState().enterReview();
    renderWidget(<Component pageId="4-2" attributes={{ data_id: 'notes', label: 'Notes' }} />);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent(
      'Nothing written here.',
    );
  });

  it('once the profile keeps the text, shows one written on an earlier visit as it stands', () => {
    useNavigationStore.getState().setAnswer('4-2', 'other', 'Sunday nights');
    useProfileStore.setState({ profile: { ...EMPTY_PROFILE, other_influences: 'Sunday nights' } });
    renderWidget(
      <Component
        pageId="4-2"
        attributes={{ data_id: 'other', activity: 'otherInfluences', label: 'My words' }}
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My words' })).toHaveTextContent('Sunday nights');
    expect(screen.getByRole('note')).toHaveTextContent('Your words are saved.');
  });

  it('keeps the field while the student is still writing on this visit', async () => {
    const { user } = renderWidget(
      <Component pageId="4-2" attributes={{ data_id: 'other', activity: 'otherInfluences' }} />,
    );
    await user.type(screen.getByRole('textbox'), 'Exams');
    await expect(runBeforeNext('4-2')).resolves.toBeNull();
    expect(useProfileStore.getState().profile.other_influences).toBe('Exams');
    // Still on the page (Next held by another widget, say): the field stays a field.
    expect(screen.getByRole('textbox')).toHaveValue('Exams');
  });

  it('stops at the limit and counts the characters near it', () => {
    renderWidget(<Component pageId="4-2" attributes={{ data_id: 'notes' }} />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('maxlength', String(INPUT_LIMITS.text));
    const counter = () => screen.queryByText(/of 1000 characters$/);
    fireEvent.change(field, { target: { value: 'a'.repeat(COUNTER_FROM - 1) } });
    expect(counter()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The counter changes at every key; what is spoken changes only at a few steps.
    fireEvent.change(field, { target: { value: 'a'.repeat(COUNTER_FROM) } });
    expect(counter()).toHaveTextContent(`${COUNTER_FROM} of 1000 characters`);
    expect(field).toHaveAccessibleDescription(`${COUNTER_FROM} of 1000 characters`);
    expect(screen.getByRole('status')).toHaveTextContent(
      '200 characters or fewer left in this box.',
    );
    fireEvent.change(field, { target: { value: 'a'.repeat(COUNTER_FROM + 3) } });
    expect(counter()).toHaveTextContent(`${COUNTER_FROM + 3} of 1000 characters`);
    expect(screen.getByRole('status')).toHaveTextContent(
      '200 characters or fewer left in this box.',
    );
    fireEvent.change(field, { target: { value: 'a'.repeat(960) } });
    expect(screen.getByRole('status')).toHaveTextContent(
      '50 characters or fewer left in this box.',
    );
    fireEvent.change(field, { target: { value: 'a'.repeat(INPUT_LIMITS.text + 5) } });
    expect(screen.getByText(/^1000 of 1000 characters/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This box is full: 1000 of 1000 characters.',
    );
    expect(history()['4-2']?.notes).toHaveLength(INPUT_LIMITS.text);
    expect(describeLength(COUNTER_FROM, COUNTER_FROM)).toBe(`${COUNTER_FROM} of 1000 characters`);
  });
});
