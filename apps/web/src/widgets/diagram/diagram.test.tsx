import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;

describe('diagram', () => {
  it('shows the diagram with its text alternative and a link to the long description', async () => {
    const { user } = renderWidget(
      <>
        <Component
          pageId="3-2"
          attributes={{
            src: '/images/diagrams/cycle.svg',
            alt: 'The cycle of stress and using',
            long_description: 'cycle-description',
          }}
        />
        <h2 id="cycle-description" tabIndex={-1}>
          About the cycle
        </h2>
      </>,
    );
    expect(screen.getByRole('img', { name: 'The cycle of stress and using' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read the description of this diagram' });
    expect(link).toHaveAttribute('href', '#cycle-description');
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      'Read the description of this diagram',
    );
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#cycle-description');
  });

  it('has no link when there is no long description', () => {
    renderWidget(
      <Component pageId="3-2" attributes={{ src: '/images/diagrams/cycle.svg', alt: 'A cycle' }} />,
    );
    expect(screen.getByRole('img', { name: 'A cycle' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
