import { holdsLinkOrAddress, isPersonName, PERSON_NAME_PATTERN } from './person-name';

describe('a person’s name', () => {
  it.each([
    'S. K. Sharma',
    'S.K. Sharma',
    'S.K.Sharma',
    'S.Sharma',
    'A.P.J. Abdul Kalam',
    "Joseph D'Souza",
    "Mary-Jane O'Neil",
    'राम कुमार',
    'एस. के. शर्मा',
    'डॉ॰ सुनीता वर्मा',
    'Dr. Sharma',
    'Dr.Sharma',
    'Smt.Kamla Devi',
    'Ravi Kumar Jr.',
    'Ramesh S/O Suresh',
    'St.John Thomas',
    'ｓｕｎｉｔａ',
  ])('accepts %j', (name) => {
    expect(holdsLinkOrAddress(name)).toBe(false);
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    'Donor - ACTION NEEDED: PAN mismatch, re-verify at https://80g-verify.evil.example',
    'Donor - re-verify at 80g-verify.evil.example',
    'visit evil.com now',
    'bit.ly',
    't.co/x1',
    'Dr.evil.com',
    'Asha asha@evil.example',
    'Asha ＠ evil',
    'see ＷＷＷ．evil',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'evil\u200B.example',
    'Mr.evil.example',
    'evil。example',
    'ht\u200Btps://evil',
    'HTTP',
    'ftp://files',
    'उदाहरण.भारत',
  ])('refuses %j', (text) => {
    expect(holdsLinkOrAddress(text)).toBe(true);
    expect(isPersonName(text)).toBe(false);
  });

  it('is what the API document states: its pattern takes exactly the names the rule takes', () => {
    const documented = new RegExp(PERSON_NAME_PATTERN);
    for (const text of ['S. K. Sharma', 'सुनीता देवी', 'Dr.Sharma', 'asha@evil.example', 'evil.example', 'http', '', '   ', ' Asha ', 't.co/x']) {
      expect([text, documented.test(text)]).toEqual([text, isPersonName(text)]);
    }
  });

  it('is not blank', () => {
    expect(isPersonName('  ')).toBe(false);
    expect(isPersonName(undefined)).toBe(false);
  });
});
