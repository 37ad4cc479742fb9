import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetAttributes } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { OPTION_TEXTS_QUERY_KEY } from '../shared/use-option-set';
import { renderWidget, TEST_OPTIONS } from '../shared/test-utils';
import { widget as statementList } from '../statement-list';
import { answerItems, widget } from './index';

const { Component } = widget;

function renderRecall(attributes: WidgetAttributes<'recall-list'>) {
  const view = renderWidget(<Component pageId="2C-5" attributes={attributes} />);
  return view;
}

describe('recall-list', () => {
  it('lists the texts of the options chosen on the earlier page, with "Something else"', () => {
    useNavigationStore.getState().setAnswer('2C-3', 'needs', ['need-sleep', 'need-company']);
    useNavigationStore.getState().setAnswer('2C-3', 'needs-other', 'More time outdoors');
    renderWidget(
      <Component pageId="2C-5" attributes={{ data_id: 'needs', from: '2C-3' }} />,
      {},
      (client) =>
        client.setQueryData(
          OPTION_TEXTS_QUERY_KEY,
          new Map(TEST_OPTIONS.map((option) => [option.data_id, option.text])),
        ),
    );
    const list = screen.getByRole('list', { name: 'What you chose earlier' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Better sleep',
      'Feeling less alone',
      'More time outdoors',
    ]);
  });

  it('loads the option texts from the content API', async () => {
    useNavigationStore.getState().setAnswer('2C-3', 'needs', ['need-calm']);
    const fetchMock = vi.fn(async () =>
      Response.json([
        { path: '/options/needs', slug: 'needs', id: 'needs', options: TEST_OPTIONS },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRecall({ data_id: 'needs', from: '2C-3', label: 'The things you picked' });
    expect(await screen.findByText('Feeling calmer and less stressed')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'The things you picked' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/pages/options',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows a kind message when nothing was chosen', () => {
    renderRecall({ data_id: 'needs', from: '2C-3' });
    expect(screen.getByText(/You didn't choose anything here earlier/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('turns any answer into items to show', () => {
    expect(answerItems('need-sleep')).toEqual(['need-sleep']);
    expect(answerItems([3, 'a'])).toEqual(['3', 'a']);
    expect(answerItems(' ')).toEqual([]);
    expect(answerItems(null)).toEqual([]);
    expect(answerItems(undefined)).toEqual([]);
  });
});

describe('recall-list with a statement-list', () => {
  it("shows the student's statements back, in the order they wrote them", async () => {
    const { user } = renderWidget(
      <statementList.Component
        pageId="2-4"
        attributes={{ data_id: 'strengths', label: 'My strengths' }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Statement 1' }), 'I listen well');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.keyboard('  I keep going when things are hard ');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    cleanup();

    renderWidget(
      <Component
        pageId="2-6"
        attributes={{ data_id: 'strengths', from: '2-4', label: 'You wrote' }}
      />,
      {},
      (client) => client.setQueryData(OPTION_TEXTS_QUERY_KEY, new Map<string, string>()),
    );
    const list = screen.getByRole('list', { name: 'You wrote' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['I listen well', 'I keep going when things are hard']);
  });

  it('shows a statement written twice twice', () => {
    useNavigationStore.getState().setAnswer('2-4', 'strengths', ['Kind', 'Kind']);
    renderWidget(
      <Component pageId="2-6" attributes={{ data_id: 'strengths', from: '2-4' }} />,
      {},
      (client) => client.setQueryData(OPTION_TEXTS_QUERY_KEY, new Map<string, string>()),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kind',
      'Kind',
    ]);
  });
});
