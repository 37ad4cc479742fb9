import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { LayoutFrame } from '../../components/layout-frame';

/** Privacy and accessibility: one comfortable reading column. */
export function MetaLayout() {
  return (
    <LayoutFrame>
      <Container maxWidth="md" sx={{ '& > *': { maxWidth: '72ch' } }}>
        <Outlet />
      </Container>
    </LayoutFrame>
  );
}
