import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;
const ATTRIBUTES = {
  src: '/videos/breathing.mp4',
  captions: '/videos/breathing.en.vtt',
  title: 'A two-minute breathing exercise',
  poster: '/videos/breathing.webp',
};

describe('responsive-video', () => {
  it('shows the video named by its title, with English captions on by default', () => {
    const { container } = renderWidget(<Component pageId="3-4" attributes={ATTRIBUTES} />);
    expect(
      screen.getByRole('figure', { name: 'A two-minute breathing exercise' }),
    ).toBeInTheDocument();
    const video = container.querySelector('video');
    expect(video).toHaveAccessibleName('A two-minute breathing exercise');
    expect(video).toHaveAttribute('poster', '/videos/breathing.webp');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    const track = container.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/breathing.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
  });

  it('never plays by itself', () => {
    const { container } = renderWidget(<Component pageId="3-4" attributes={ATTRIBUTES} />);
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video?.autoplay).toBe(false);
  });

  it('links to the captions as text, reachable with the keyboard', async () => {
    const { user } = renderWidget(<Component pageId="3-4" attributes={ATTRIBUTES} />);
    const link = screen.getByRole('link', { name: /Read what is said in the video/ });
    expect(link).toHaveAttribute('href', '/videos/breathing.en.vtt');
    // jsdom draws no native video controls, so the link is the first stop here.
    await user.tab();
    expect(link).toHaveFocus();
  });
});
