import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('/privacy', () => {
  it('says answers not yet sent stay on the device, encrypted, whether or not the student stays logged in', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const storage = screen.getByLabelText('Browser storage');
    expect(within(storage).getByText('Answers on their way, encrypted')).toBeInTheDocument();
    expect(storage).toHaveTextContent(/whether or not you stay logged in/);
    expect(storage).toHaveTextContent(/it is kept only while some of your answers have not/);
    // The key sits beside what it locks: the page says so, and what to do on a shared computer.
    expect(screen.getByLabelText('Cookies')).toHaveTextContent(
      /on a shared computer, log out when you finish/,
    );
  });

  it('names the cookies Google Analytics sets once the student agrees, and how long they last', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 2, name: 'Cookies and what stays on your device' });
    expect(screen.getByText(/Google Analytics counts which pages are visited/)).toHaveTextContent(
      'It then sets cookies of its own (their names start with _ga), which last 30 days, as your yes does, and are deleted as soon as you say no.',
    );
  });

  it('says a new code is kept, locked with a key the device alone has, for the minutes a lost answer may be asked for again', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(
      screen.getByText(
        /keep the answer that carries your new code locked with a key that only your phone or computer has/,
      ),
    ).toBeInTheDocument();
  });
});
