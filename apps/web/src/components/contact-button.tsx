import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CallIcon from '@mui/icons-material/CallOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import TextIcon from '@mui/icons-material/SmsOutlined';
import WebIcon from '@mui/icons-material/OpenInNew';
import type { SupportContact } from '../config/national-services';

const ICONS = { call: CallIcon, text: TextIcon, email: MailIcon, web: WebIcon };

/**
 * One way to reach a support service: a call (`tel:`), a text (`sms:`), an e-mail or its
 * website. Urgent services use the filled error style. A website link is named after its
 * service, since "Website" alone says nothing to a screen-reader user.
 */
export function ContactButton({
  contact,
  serviceName,
  urgent = false,
}: {
  contact: SupportContact;
  serviceName: string;
  urgent?: boolean;
}) {
  const Icon = ICONS[contact.kind];
  return (
    <Button
      component="a"
      href={contact.href}
      aria-label={contact.kind === 'web' ? `${serviceName} website` : undefined}
      variant={urgent ? 'contained' : 'outlined'}
      color={urgent ? 'error' : 'primary'}
      startIcon={<Icon aria-hidden />}
      // Doubled to outrank the page-wide rule that keeps a phone link on one line: here only
      // the number is kept whole, so "Call" goes above a long number at 320 px with text at
      // 200 % instead of pushing the page sideways (WCAG 1.4.10), and an e-mail address breaks.
      sx={{ minHeight: 44, '&&': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
    >
      <ButtonLabel contact={contact} />
    </Button>
  );
}

/** "Call 1800 247 247": the verb, then the number or address, which never breaks. */
function ButtonLabel({ contact }: { contact: SupportContact }) {
  const space = contact.label.indexOf(' ');
  if ((contact.kind !== 'call' && contact.kind !== 'text') || space === -1) return contact.label;
  // One span: the button is a flex box, whose items would each be a block of their own, and
  // the space between "Call" and the number would be lost at the end of the first.
  return (
    <span>
      {contact.label.slice(0, space)}{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {contact.label.slice(space + 1)}
      </Box>
    </span>
  );
}

/** Every way to reach one service, as a wrapping row of contact buttons. */
export function ContactButtons({
  contacts,
  serviceName,
  urgent = false,
}: {
  contacts: readonly SupportContact[];
  serviceName: string;
  urgent?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {contacts.map((contact) => (
        <ContactButton
          key={contact.href}
          contact={contact}
          serviceName={serviceName}
          urgent={urgent}
        />
      ))}
    </Box>
  );
}
