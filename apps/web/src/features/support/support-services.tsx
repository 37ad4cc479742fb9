import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  dastSeverity,
  knownDastScore,
  showsSupportService,
  supportSectionOrder,
  type DastSeverity,
  type SupportFilter,
  type SupportSection,
  type SupportServiceKind,
  type TenantResponse,
} from '@clearpath/core';
import { ContactButtons } from '../../components/contact-button';
import { tenantQuery } from '../content/content-api';
import { useProfileStore } from '../profile/profile-store';
import {
  EMERGENCY_SERVICE,
  NATIONAL_SERVICES,
  type SupportContact,
  type SupportService,
} from '../../config/national-services';

type TenantService = TenantResponse['support_services'][number];

/** What each national service is for (the emergency numbers are always shown). */
const NATIONAL_KINDS: Record<string, SupportServiceKind> = {
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
  hours?: string | null | undefined;
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
          Open: {hours}
        </Typography>
      ) : null}
      <ContactButtons contacts={service.contacts} serviceName={service.name} urgent={urgent} />
    </Box>
  );
}

/** The student's DAST severity band once a result is known, else null. */
export function useDastSeverity(): DastSeverity | null {
  const profile = useProfileStore((state) => state.profile);
  const selected = useProfileStore((state) => state.selected_drugs);
  const score = knownDastScore(profile, selected);
  return score === null ? null : dastSeverity(score);
}

/**
 * The tenant's support services (from `GET /api/tenant`) and the national ones, each with
 * tap-to-call and tap-to-text, in core's order for the student's DAST result: for a Substantial
 * or Severe result the university's own services first and the emergency numbers last. The
 * national services show even when the tenant cannot be loaded.
 */
export function SupportServices({ filter = 'all' }: { filter?: SupportFilter }) {
  const tenant = useQuery(tenantQuery());
  const severity = useDastSeverity();
  const university = (tenant.data?.support_services ?? []).filter((service) =>
    showsSupportService(filter, service.kind, severity),
  );
  const national = NATIONAL_SERVICES.filter((service) =>
    showsSupportService(filter, NATIONAL_KINDS[service.id] ?? 'crisis', severity),
  );
  const sections: Record<SupportSection, React.ReactNode> = {
    emergency: <Service key="emergency" service={EMERGENCY_SERVICE} urgent />,
    university: university.map((service) => (
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
    )),
    national: national.map((service) => <Service key={service.id} service={service} />),
  };
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2 }}>
      {supportSectionOrder(severity).map((section) => sections[section])}
    </Box>
  );
}
