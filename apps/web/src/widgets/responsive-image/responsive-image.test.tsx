import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;

describe('responsive-image', () => {
  it('shows the image with its text alternative, loaded lazily', () => {
    renderWidget(
      <Component
        pageId="1-0"
        attributes={{ src: '/images/friends.webp', alt: 'Three friends talking on a bench' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Three friends talking on a bench' });
    expect(image).toHaveAttribute('src', '/images/friends.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('puts a caption under the image in a figure named by it', () => {
    renderWidget(
      <Component
        pageId="1-0"
        attributes={{
          src: '/images/friends.webp',
          alt: 'Three friends talking on a bench',
          caption: 'Talking things through often helps.',
        }}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Talking things through often helps.' });
    expect(figure).toContainElement(
      screen.getByRole('img', { name: 'Three friends talking on a bench' }),
    );
  });

  it('hides a decorative image (empty alt) from screen readers', () => {
    renderWidget(<Component pageId="1-0" attributes={{ src: '/images/wave.svg', alt: '' }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/wave.svg');
  });
});
