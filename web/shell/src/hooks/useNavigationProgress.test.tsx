// Tests of the navigation progress bar wiring.
import { render, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useNavigationProgress } from './useNavigationProgress';

function Frame() {
  useNavigationProgress();
  return null;
}

describe('navigation progress', () => {
  it('R-ROUTE-12 configures NProgress with the spec settings and runs it while the router loads', async () => {
    const configure = vi.spyOn(NProgress, 'configure');
    const startBar = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            { path: 'a', element: null },
            { path: 'b', element: null, loader: () => new Promise<null>((r) => (release = () => r(null))) },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(configure).toHaveBeenCalledWith(expect.objectContaining({ minimum: 0.3, speed: 500, trickleSpeed: 200, easing: 'ease' }));
    const navigation = router.navigate('/b');
    await waitFor(() => expect(startBar).toHaveBeenCalled());
    const doneBefore = done.mock.calls.length;
    release();
    await navigation;
    await waitFor(() => expect(done.mock.calls.length).toBeGreaterThan(doneBefore));
    expect(router.state.location.pathname).toBe('/b');
  });
});
