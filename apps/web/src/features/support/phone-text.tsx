import { Fragment } from 'react';
import Link from '@mui/material/Link';
import { findPhoneNumbers } from '@clearpath/core';

/**
 * Plain content text (harms, tips) with every phone number in it as a tap-to-call link, so a
 * number in a YAML text can be tapped like one in a page's Markdown.
 */
export function PhoneText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of findPhoneNumbers(text)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <Link key={match.index} href={`tel:${match.dialable}`}>
        {match.text}
      </Link>,
    );
    at = match.index + match.text.length;
  }
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
