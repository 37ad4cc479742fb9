import { MemoryRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import type { WidgetProps } from '../types';
import { widget } from './index';

const { Component } = widget;

function renderInfo(attributes: WidgetProps<'info'>['attributes']) {
  return renderWidget(
    <MemoryRouter>
      <Component pageId="1-1" attributes={attributes}>
        <p>Illegal drugs, and medicines taken without your own prescription.</p>
      </Component>
    </MemoryRouter>,
  );
}

describe('info', () => {
  it('is a box named by its title, a heading, with the support link in the support tone', () => {
    renderInfo({ title: 'Talking helps', tone: 'support' });
    const box = screen.getByRole('complementary', { name: 'Talking helps' });
    // A screen reader's list of headings finds the box by its title.
    expect(within(box).getByRole('heading', { level: 2, name: 'Talking helps' })).toBeVisible();
    expect(within(box).getByText(/Illegal drugs/)).toBeVisible();
    expect(within(box).getByRole('link', { name: 'See all the support services' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('without a title is a note, with no heading', () => {
    renderInfo({});
    const box = screen.getByRole('complementary', { name: 'Note' });
    expect(within(box).queryByRole('heading')).toBeNull();
  });

  it('with a button, keeps the text in a dialog named by the title until the button opens it', async () => {
    const { user } = renderInfo({ title: 'What counts as a drug here?', button: 'What counts?' });
    expect(screen.queryByText(/Illegal drugs/)).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'What counts?' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'What counts as a drug here?' });
    expect(within(dialog).getByText(/Illegal drugs/)).toBeVisible();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('opens and closes the dialog with the keyboard, and keeps the support link inside it', async () => {
    const { user } = renderInfo({
      title: 'Need advice?',
      button: 'Where to get advice',
      tone: 'support',
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Where to get advice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Need advice?' });
    expect(
      within(dialog).getByRole('link', { name: 'See all the support services' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Where to get advice' })).toHaveFocus();
  });
});
