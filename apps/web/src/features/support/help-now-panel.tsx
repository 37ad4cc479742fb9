import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactButtons } from '../../components/contact-button';
import { SUPPORT_SECTION_ID } from '../../config/routes';
import {
  DRUGS_IE_URL,
  EMERGENCY_SERVICE,
  NATIONAL_SERVICES,
  type SupportService,
} from '../../config/national-services';

function ServiceItem({
  service,
  emphasis = false,
}: {
  service: SupportService;
  emphasis?: boolean;
}) {
  return (
    <Box component="li" sx={{ py: 2, borderTop: emphasis ? 0 : 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {service.name}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{service.description}</Typography>
      <ContactButtons contacts={service.contacts} serviceName={service.name} urgent={emphasis} />
    </Box>
  );
}

/** Who to contact right now, day or night. The target of every "Need to talk to someone?" link. */
export function HelpNowPanel() {
  const titleId = `${SUPPORT_SECTION_ID}-title`;
  return (
    <Paper
      component="section"
      id={SUPPORT_SECTION_ID}
      tabIndex={-1}
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 88 }}
    >
      <Typography variant="h2" id={titleId} sx={{ mb: 1 }}>
        If you need help now
      </Typography>
      <Typography color="text.secondary">
        These services are free and confidential. You don’t need to give your name.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <ServiceItem service={EMERGENCY_SERVICE} emphasis />
        {NATIONAL_SERVICES.map((service) => (
          <ServiceItem key={service.id} service={service} />
        ))}
      </Box>
      <Typography sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
        Your university’s student health and counselling services can help too. For honest
        information about drugs and staying safer, see{' '}
        <Link href={DRUGS_IE_URL} rel="noopener">
          drugs.ie
        </Link>{' '}
        from the HSE.
      </Typography>
    </Paper>
  );
}
