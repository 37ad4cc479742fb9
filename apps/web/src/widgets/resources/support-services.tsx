import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TenantResponse } from '@clearpath/core';
import { ContactButtons } from '../../components/contact-button';
import { tenantQuery } from '../../features/content/content-api';
import {
  EMERGENCY_SERVICE,
  NATIONAL_SERVICES,
  type SupportContact,
  type SupportService,
} from '../../config/national-services';

export type ServiceFilter = 'all' | 'crisis' | 'drugs' | 'university';
type TenantService = TenantResponse['support_services'][number];

/** Which national services belong to each filter (the emergency numbers are always shown). */
const NATIONAL_KINDS: Record<string, ServiceFilter> = {
  samaritans: 'crisis',
  '50808': 'crisis',
  pieta: 'crisis',
  'hse-drugs-helpline': 'drugs',
};

function tenantContacts(service: TenantService): SupportContact[] {
  const contacts: SupportContact[] = [];
  if (service.phone)
    contacts.push({ kind: 'call', label: `Call ${service.phone}`, href: `tel:${service.phone}` });
  if (service.text)
    contacts.push({ kind: 'text', label: `Text ${service.text}`, href: `sms:${service.text}` });
  if (service.web) contacts.push({ kind: 'web', label: 'Website', href: service.web });
  return contacts;
}

function Service({
  service,
  hours,
  urgent = false,
}: {
  service: SupportService;
  hours?: string | null;
  urgent?: boolean;
}) {
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ mb: 0.5, fontSize: '1.1rem' }}>
        {service.name}
      </Typography>
      <Typography sx={{ mb: hours ? 0.5 : 1.5 }}>{service.description}</Typography>
      {hours ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hours}
        </Typography>
      ) : null}
      <ContactButtons contacts={service.contacts} serviceName={service.name} urgent={urgent} />
    </Box>
  );
}

/**
 * The tenant's support services (from `GET /api/tenant`) and the national ones, each with
 * tap-to-call and tap-to-text. The national services show even when the tenant cannot be loaded.
 */
export function SupportServices({ filter = 'all' }: { filter?: ServiceFilter }) {
  const tenant = useQuery(tenantQuery());
  const keep = (kind: ServiceFilter) => filter === 'all' || filter === kind;
  const local = (tenant.data?.support_services ?? []).filter((service) => keep(service.kind));
  const national = NATIONAL_SERVICES.filter((service) =>
    keep(NATIONAL_KINDS[service.id] ?? 'crisis'),
  );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2 }}>
      <Service service={EMERGENCY_SERVICE} urgent />
      {local.map((service) => (
        <Service
          key={service.name}
          service={{
            id: service.name,
            name: service.name,
            description: service.description,
            contacts: tenantContacts(service),
          }}
          hours={service.hours}
        />
      ))}
      {national.map((service) => (
        <Service key={service.id} service={service} />
      ))}
    </Box>
  );
}
