import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BODY_PANELS,
  EMPTY_PROFILE,
  LIFE_IMPACT_GROUPS,
  type DrugId,
  type HarmsFile,
  type Profile,
} from '@clearpath/core';
import { harmsQuery } from '../../features/content/content-api';
import { useProfileStore } from '../../features/profile/profile-store';
import { setDevicePreferences } from '../../test/match-media';
import { renderWidget } from '../shared/test-utils';
import { nameInSentence, widget } from './index';

const { Component } = widget;

const NAMES: Record<number, string> = { 0: 'Cannabis', 1: 'Ecstasy (MDMA)' };

function level(drug: number, risk: 2 | 4) {
  const tag = `${NAMES[drug]} level ${risk}`;
  return {
    risk_id: risk,
    summary: `Summary for ${tag}.`,
    panels: Object.fromEntries(
      BODY_PANELS.map((panel) => [panel, { title: `${panel} title`, text: `${panel}: ${tag}.` }]),
    ),
    life: Object.fromEntries(LIFE_IMPACT_GROUPS.map((group) => [group, `${group}: ${tag}.`])),
  };
}

const HARMS = {
  schemaVersion: 1,
  drugs: ([0, 1] as const).map((drug) => ({
    drug_id: drug,
    name: NAMES[drug]!,
    tips: [`First tip for ${NAMES[drug]}.`, `Second tip for ${NAMES[drug]}.`],
    levels: [level(drug, 2), level(drug, 4)],
  })),
} as HarmsFile;

function renderBody(profile: Partial<Profile>) {
  useProfileStore.setState({ profile: { ...EMPTY_PROFILE, ...profile } });
  return renderWidget(<Component pageId="1-7" attributes={{}} />, {}, (client) =>
    client.setQueryData(harmsQuery().queryKey, HARMS),
  );
}

const user = (drug: DrugId, score: number) =>
  ({ primary_drug: drug, dast_score: score, user_type: score >= 3 ? 2 : 3 }) as const;

describe('body-feedback', () => {
  it('shows the summary, life groups and tips for the drug at the low or moderate level', () => {
    renderBody(user(0, 4));
    expect(
      screen.getByRole('heading', { level: 2, name: 'How cannabis can affect your body' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Choose a part of the body to find out how cannabis can affect it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Summary for Cannabis level 2.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your studies' })).toBeInTheDocument();
    expect(screen.getByText('academic: Cannabis level 2.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lowering the risks' })).toBeVisible();
    expect(screen.getByText('Second tip for Cannabis.')).toBeInTheDocument();
  });

  it('offers twelve parts in the diagram and in the list, and opens a part under its button', async () => {
    const { user: person } = renderBody(user(1, 7));
    const diagram = screen.getByRole('group', { name: 'Body diagram' });
    expect(within(diagram).getAllByRole('button')).toHaveLength(12);
    const list = screen.getByRole('list', { name: 'Parts of the body' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(within(list).queryByRole('region')).not.toBeInTheDocument();

    const heart = within(list).getByRole('button', { name: /Heart/ });
    await person.click(heart);
    expect(heart).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'Heart' });
    expect(heart.closest('li')).toContainElement(details);
    expect(heart.getAttribute('aria-controls')).toBe(details.id);
    expect(within(details).getByRole('heading', { level: 3, name: 'heart title' })).toBeVisible();
    expect(details).toHaveTextContent('heart: Ecstasy (MDMA) level 4.');
    expect(within(diagram).getByRole('button', { name: 'Heart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await person.click(heart);
    expect(heart).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens a part chosen on the diagram in the list and moves focus to it', async () => {
    const { user: person } = renderBody(user(0, 4));
    const diagram = screen.getByRole('group', { name: 'Body diagram' });
    await person.click(within(diagram).getByRole('button', { name: 'Lungs' }));
    const list = screen.getByRole('list', { name: 'Parts of the body' });
    const lungs = within(list).getByRole('button', { name: /Lungs/ });
    expect(lungs).toHaveFocus();
    expect(lungs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Lungs' })).toHaveTextContent(
      'lungs: Cannabis level 2.',
    );
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'scrolls to the part chosen on the diagram; with reduced motion %s, %s',
    async (reduce, behavior) => {
      setDevicePreferences({ reducedMotion: reduce });
      const scroll = vi.fn();
      Element.prototype.scrollIntoView = scroll;
      const { user: person } = renderBody(user(0, 4));
      const diagram = screen.getByRole('group', { name: 'Body diagram' });
      await person.click(within(diagram).getByRole('button', { name: 'Lungs' }));
      expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior });
    },
  );

  it('opens parts with the keyboard, one at a time', async () => {
    const { user: person } = renderBody(user(0, 9));
    const list = screen.getByRole('list', { name: 'Parts of the body' });
    const lungs = within(list).getByRole('button', { name: /Lungs/ });
    lungs.focus();
    await person.keyboard('{Enter}');
    expect(lungs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Lungs' })).toHaveTextContent(
      'lungs: Cannabis level 4.',
    );
    await person.tab();
    await person.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Heart' })).toHaveTextContent(
      'heart: Cannabis level 4.',
    );
    expect(within(list).getAllByRole('region')).toHaveLength(1);
  });

  it('shows nothing for a non-user', () => {
    const { container } = renderBody({ primary_drug: null, dast_score: 0, user_type: 1 });
    expect(container).toBeEmptyDOMElement();
  });

  it('says so kindly when a user named no most used drug', () => {
    renderBody({ primary_drug: null, dast_score: 3, user_type: 2 });
    expect(screen.getByText(/don't know which drug you use most/)).toBeInTheDocument();
  });

  it('writes a drug name in a sentence in lower case, keeping its abbreviation', () => {
    expect(nameInSentence('Ecstasy (MDMA)')).toBe('ecstasy (MDMA)');
    expect(nameInSentence('Novel psychoactive substances (NPS)')).toBe(
      'novel psychoactive substances (NPS)',
    );
  });
});
