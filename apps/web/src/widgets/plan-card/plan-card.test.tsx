import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE, type ContentOption, type Profile } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { OPTION_TEXTS_QUERY_KEY } from '../shared/use-option-set';
import { renderWidget } from '../shared/test-utils';
import { checkInFile, eventUid } from './calendar';
import { widget } from './index';
import { PRACTICES_AT, SUPPORTERS_AT } from './supporters';

const { Component } = widget;

const MESSAGES: ContentOption[] = [
  { data_id: 'commit-low', text: 'Not ready yet is OK.', match: { min: 0, max: 2 } },
  { data_id: 'commit-ready', text: 'You are ready to give it a go.', match: { min: 3, max: 5 } },
];

const PLAN: Partial<Profile> = {
  smart: {
    specific: 'No using before class',
    measurable: 'Tick off each week',
    achievable: '',
    relevant: 'My grades',
    time_bound: 'For four weeks (check-in 2026-12-05)',
  },
  personalGoals: ['Sleep before midnight'],
  hr_practices: [{ data_id: 'hr-water' }, { data_id: 'other', other: 'Eat first' }],
  hr_commitment: 4,
};

function show(profile: Partial<Profile> = PLAN) {
  useProfileStore.setState({ profile: { ...EMPTY_PROFILE, ...profile } });
  return renderWidget(
    <Component pageId="5-5" attributes={{}} />,
    { commitmentMessages: MESSAGES },
    (client) =>
      client.setQueryData(OPTION_TEXTS_QUERY_KEY, new Map([['hr-water', 'Drinking water']])),
  );
}

/** The event of an .ics file, parsed with ical.js. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('plan-card', () => {
  it('shows the goal, the date, the goals, the practices, the commitment and the supporters', () => {
    useNavigationStore.getState().setAnswer('2C-9', 'supporters', ['My sister', 'Coach']);
    show();
    const card = screen.getByRole('region', { name: 'My plan' });
    expect(within(card).getByRole('heading', { name: 'My SMART goal' })).toBeInTheDocument();
    expect(card).toHaveTextContent('SpecificNo using before class');
    expect(card).not.toHaveTextContent('Achievable');
    expect(card).toHaveTextContent('Check-in date: 5 December 2026');
    // The date once, as a date a person reads: not again as 2026-12-05 after their own words.
    expect(card).toHaveTextContent('Time-boundFor four weeksCheck-in date');
    expect(card).not.toHaveTextContent('2026-12-05');
    expect(within(card).getByRole('heading', { name: 'My personal goals' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Sleep before midnight');
    expect(card).toHaveTextContent('Drinking water');
    expect(card).toHaveTextContent('Eat first');
    expect(card).toHaveTextContent('4 out of 5.');
    expect(card).toHaveTextContent('You are ready to give it a go.');
    expect(within(card).getByRole('heading', { name: 'People on my side' })).toBeInTheDocument();
    expect(card).toHaveTextContent('My sister');
  });

  it('shows the safer-use habits chosen in My Plan over those kept from My Support', () => {
    // The profile keeps the first list given (2C-3); 5-3 asks again, and its answer stays on 5-3.
    useNavigationStore.getState().setAnswer('5-3', 'hr-keep', ['hr-water']);
    show({
      ...PLAN,
      hr_practices: [{ data_id: 'hr-sleep' }, { data_id: 'other', other: 'Eat first' }],
    });
    const card = screen.getByRole('region', { name: 'My plan' });
    expect(card).toHaveTextContent('Drinking water');
    expect(card).not.toHaveTextContent('Eat first');
  });

  it('reads answers from pages that hold them under those names', () => {
    for (const at of [PRACTICES_AT, SUPPORTERS_AT]) {
      const module = at.page.split('-')[0]!;
      const page = path.resolve(
        import.meta.dirname,
        `../../../../../content/modules/${module}/${at.page}.md`,
      );
      expect(readFileSync(page, 'utf8')).toContain(`data_id="${at.dataId}"`);
    }
  });

  it('leaves out what the student did not give', () => {
    show({ smart: null });
    const card = screen.getByRole('region', { name: 'My plan' });
    expect(card).toHaveTextContent('Your goal will show here once you have set one.');
    expect(within(card).getAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add my check-in to my calendar' })).toBeNull();
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the check-in as an .ics file made on the device, on the chosen date', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:check-in';
      },
      revokeObjectURL: () => {},
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Add my check-in to my calendar' }));
    expect(clicked[0]?.download).toBe('my-plan-check-in.ics');
    expect(blobs[0]?.type).toBe('text/calendar');
    const event = eventOf(await textOf(blobs[0]!));
    expect(event.startDate.toString()).toBe('2026-12-05');
    expect(event.startDate.isDate).toBe(true);
    expect(event.summary).toBe('Check in on my plan');
    expect(event.description).toContain('My goal: No using before class');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('makes a file ical.js reads, with text that needs escaping', () => {
    const file = checkInFile('2027-01-31', 'Less, on weekends; and\nsleep', new Date(0), 'x');
    const event = eventOf(file);
    expect(event.startDate.toString()).toBe('2027-01-31');
    expect(event.endDate.toString()).toBe('2027-02-01');
    expect(event.description).toContain('My goal: Less, on weekends; and\nsleep');
    expect(event.uid).toBe('x@clearpath');
  });

  it('gives each event a fresh id, also without randomUUID (plain http)', () => {
    expect(eventUid()).not.toBe(eventUid());
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) =>
        real.getRandomValues(array as never),
    });
    expect(eventUid()).toMatch(/^[0-9a-f]{32}$/);
  });
});
