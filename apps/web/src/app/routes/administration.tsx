import { AdministrationArea } from '../../features/administration/admin-area';

/** `/administration/*`: the staff area, in a chunk of its own that students never load. */
export function AdministrationPage() {
  return <AdministrationArea />;
}
