import { describe, expect, it } from 'vitest';
import { dialableNumber, findPhoneNumbers, isPhoneLink, phoneLinkNumber } from './phone-numbers';

const numbers = (text: string) => findPhoneNumbers(text).map((match) => match.text);

describe('findPhoneNumbers', () => {
  it('finds Irish freephone, helpline, text and emergency numbers', () => {
    expect(numbers('Call 1800 459 459, or Samaritans on 116 123.')).toEqual([
      '1800 459 459',
      '116 123',
    ]);
    expect(numbers('Text 50808 or HELP to 51444.')).toEqual(['50808', '51444']);
    expect(numbers('In an emergency, call 112 or 999.')).toEqual(['112', '999']);
    expect(numbers('Ring +353 21 490 3565 or 021-490-3565')).toEqual([
      '+353 21 490 3565',
      '021-490-3565',
    ]);
  });

  it('gives where each number starts and how it is dialled', () => {
    expect(findPhoneNumbers('Call 1800 459 459 now')).toEqual([
      { text: '1800 459 459', index: 5, dialable: '1800459459' },
    ]);
  });

  it('leaves years, amounts, percentages, ranges and decimals alone', () => {
    expect(
      numbers(
        'In 2021, 11,500 students (43%) took part; €13,000 or €1,000; 2011–2017; 15–34-year-olds; 9.00 to 17.00; 1123 people; 9999 tries; 1120.5 mg; 112%',
      ),
    ).toEqual([]);
  });
});

describe('dialableNumber', () => {
  it('keeps the digits and a leading plus', () => {
    expect(dialableNumber('+353 21 490-3565')).toBe('+353214903565');
    expect(dialableNumber('1800 459 459')).toBe('1800459459');
  });
});

describe('phone links', () => {
  it('recognises tel: and sms: links and reads their number', () => {
    expect(isPhoneLink('tel:1800459459')).toBe(true);
    expect(isPhoneLink('SMS:50808')).toBe(true);
    expect(isPhoneLink('https://drugs.ie')).toBe(false);
    expect(phoneLinkNumber('tel:+353%2021%20490%203565')).toBe('+353214903565');
    expect(phoneLinkNumber('sms:51444?body=HELP')).toBe('51444');
    expect(phoneLinkNumber('mailto:helpline@hse.ie')).toBeNull();
  });
});
