import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MAIN_CONTENT_ID } from '../config/routes';
import { RouteFocus } from './route-focus';

/** Two pages, each with its heading, and a filter that writes to the address as the staff area's do. */
function renderPages() {
  function Layout() {
    return (
      <main id={MAIN_CONTENT_ID}>
        <RouteFocus />
        <Outlet />
      </main>
    );
  }
  const page = (title: string) => (
    <>
      <h1>{title}</h1>
      <label>
        Batch <input />
      </label>
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/figures', element: page('Figures') },
          { path: '/export', element: page('Export') },
        ],
      },
    ],
    { initialEntries: ['/figures'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Two animation frames and a task: afterNextPaint's wait, and the focus after it. */
const painted = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );

describe('RouteFocus', () => {
  it('moves focus to the new page’s heading, but leaves it on a filter that changed only the query', async () => {
    const router = renderPages();
    const field = screen.getByRole('textbox', { name: 'Batch' });
    field.focus();

    await act(() => router.navigate('/figures?batch=spring', { replace: true }));
    await painted();
    expect(document.activeElement).toBe(field);

    await act(() => router.navigate('/export'));
    await painted();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Export' }));
  });
});
