import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREDRAWN_ID, predrawnPath, releasePredrawn, useReleasePredrawn } from './predrawn';

function predraw(path = '/page/1-0') {
  const element = document.createElement('div');
  element.id = PREDRAWN_ID;
  element.setAttribute('data-path', path);
  element.innerHTML = '<h1>My Profile</h1>';
  document.body.prepend(element);
}

function Screen({ drawn }: { drawn: boolean }) {
  useReleasePredrawn(drawn);
  return <p>{drawn ? 'The page' : 'Loading the page…'}</p>;
}

describe('the pre-drawn module page', () => {
  afterEach(() => document.getElementById(PREDRAWN_ID)?.remove());

  it('names the address it was drawn for, and nothing once released or without one', () => {
    expect(predrawnPath()).toBeNull();
    predraw('/page/2C-3');
    expect(predrawnPath()).toBe('/page/2C-3');
    releasePredrawn();
    expect(predrawnPath()).toBeNull();
    expect(() => releasePredrawn()).not.toThrow();
  });

  it('stays while the app is still loading, and goes in the commit that draws the page', () => {
    predraw();
    const { rerender, getByText } = render(<Screen drawn={false} />);
    getByText('Loading the page…');
    expect(document.getElementById(PREDRAWN_ID)).not.toBeNull();
    rerender(<Screen drawn />);
    getByText('The page');
    expect(document.getElementById(PREDRAWN_ID)).toBeNull();
  });
});
