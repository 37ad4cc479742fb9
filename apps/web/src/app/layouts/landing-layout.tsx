import { Outlet } from 'react-router';
import { LayoutFrame } from '../../components/layout-frame';

/** `/`: the page lays out its own full-width sections. */
export function LandingLayout() {
  return (
    <LayoutFrame>
      <Outlet />
    </LayoutFrame>
  );
}
