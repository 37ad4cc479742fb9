import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tenantQuery } from '../../features/content/content-api';
import { PageTitle } from '../../components/prose';
import { SupportServices } from '../../features/support/support-services';

/** "Need to talk to someone?": every support service, one tap from every page, logged in or not. */
export function SupportPage() {
  const tenant = useQuery(tenantQuery());
  const links = tenant.data?.external_links ?? [];
  return (
    <>
      <title>Need to talk to someone? · Clearpath</title>
      <PageTitle lead="These services are confidential, and the national helplines are free. You don’t need to give your name, and you don’t need to be in crisis to get in touch.">
        Need to talk to someone?
      </PageTitle>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Support services
      </Typography>
      <SupportServices />
      {links.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
            More from {tenant.data?.short_name}
          </Typography>
          <ul>
            {links.map((link) => (
              <Typography component="li" key={link.url} sx={{ mb: 1 }}>
                <Link href={link.url} rel="noopener">
                  {link.label}
                </Link>
              </Typography>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
