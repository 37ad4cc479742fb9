import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget, TEST_OPTIONS } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;
const history = () => useNavigationStore.getState().navigation_history;

describe('choice-group', () => {
  it('shows radio buttons in a fieldset named by the label and saves the chosen data_id', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-1"
        attributes={{ data_id: 'need', options: 'needs', label: 'What do you need most?' }}
      />,
      { needs: TEST_OPTIONS },
    );
    const group = screen.getByRole('group', { name: 'What do you need most?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A lift in my mood' }));
    expect(history()).toEqual({ '2C-1': { need: 'need-mood' } });
    expect(screen.getByRole('radio', { name: 'A lift in my mood' })).toBeChecked();
  });

  it('moves between radio buttons with the arrow keys, choosing as it goes', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-1" attributes={{ data_id: 'need', options: 'needs' }} />,
      { needs: TEST_OPTIONS },
    );
    expect(screen.getByRole('radiogroup', { name: 'Choose one' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Better sleep' })).toHaveFocus();
    await user.keyboard(' ');
    expect(history()['2C-1']).toEqual({ need: 'need-sleep' });
    await user.keyboard('{ArrowDown}');
    expect(history()['2C-1']).toEqual({ need: 'need-calm' });
  });

  it('restores a saved single answer', () => {
    useNavigationStore.getState().setAnswer('2C-1', 'need', 'need-company');
    renderWidget(<Component pageId="2C-1" attributes={{ data_id: 'need', options: 'needs' }} />, {
      needs: TEST_OPTIONS,
    });
    expect(screen.getByRole('radio', { name: 'Feeling less alone' })).toBeChecked();
  });

  it('saves checkboxes as data_ids in option order and unticks with the keyboard', async () => {
    const { user } = renderWidget(
      <Component
        pageId="2C-2"
        attributes={{ data_id: 'needs', options: 'needs', multiple: true, label: 'Pick some' }}
      />,
      { needs: TEST_OPTIONS },
    );
    expect(screen.getByRole('group', { name: 'Pick some' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    expect(history()['2C-2']).toEqual({ needs: ['need-sleep', 'need-company'] });
    screen.getByRole('checkbox', { name: 'Better sleep' }).focus();
    await user.keyboard(' ');
    expect(history()['2C-2']).toEqual({ needs: ['need-company'] });
  });

  it('restores saved checkboxes', () => {
    useNavigationStore.getState().setAnswer('2C-2', 'needs', ['need-calm', 'need-mood']);
    renderWidget(
      <Component
        pageId="2C-2"
        attributes={{ data_id: 'needs', options: 'needs', multiple: true }}
      />,
      { needs: TEST_OPTIONS },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Feeling calmer and less stressed' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A lift in my mood' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Better sleep' })).not.toBeChecked();
  });

  it('loads the option set from the content API', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ path: '/options/needs', slug: 'needs', id: 'needs', options: TEST_OPTIONS }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(<Component pageId="2C-1" attributes={{ data_id: 'need', options: 'needs' }} />);
    expect(await screen.findByRole('radio', { name: 'Better sleep' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/pages/options/needs',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
  });
});
