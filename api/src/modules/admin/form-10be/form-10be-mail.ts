import type { MailSignature } from '../../../mail/mail-texts';

/**
 * The mail that carries a donor's Form 10BE, in the language of their latest donation that year ('hi' from
 * the Hindi pages). Kept here until the API's mail texts have a catalogue entry for it (issue 32).
 */
export function form10beMail(facts: { donorName: string; financialYear: string; language: string; signature: MailSignature }): { subject: string; text: string } {
  const signed = [facts.signature.name, facts.signature.siteUrl].filter(Boolean);
  if (facts.language === 'hi') {
    return {
      subject: `वित्त वर्ष ${facts.financialYear} के आपके दान का प्रमाणपत्र (फ़ॉर्म 10BE)`,
      text: [
        `प्रिय ${facts.donorName},`,
        '',
        `वित्त वर्ष ${facts.financialYear} में आपके दान का प्रमाणपत्र (फ़ॉर्म 10BE) इस ईमेल के साथ संलग्न है। इसे आयकर विभाग के पोर्टल ने हमारे फ़ॉर्म 10BD दाखिल करने के बाद जारी किया है।`,
        'आयकर रिटर्न में धारा 80G की कटौती का दावा करने के लिए कृपया इसे संभालकर रखें।',
        '',
        'आपके सहयोग के लिए हृदय से धन्यवाद,',
        ...signed,
      ].join('\n'),
    };
  }
  return {
    subject: `Your certificate of donation (Form 10BE) for ${facts.financialYear}`,
    text: [
      `Dear ${facts.donorName},`,
      '',
      `Your certificate of donation (Form 10BE) for the financial year ${facts.financialYear} is attached to this email. The income-tax portal issued it after we filed Form 10BD.`,
      'Please keep it: you need it to claim the deduction under section 80G in your tax return.',
      '',
      'With gratitude,',
      ...signed,
    ].join('\n'),
  };
}

/** 'ABCDE1234F', '2025-26' → 'form-10be-2025-26-ABCDE1234F.pdf' */
export function form10beFileName(financialYear: string, uniqueId: string): string {
  return `form-10be-${financialYear}-${uniqueId.replace(/[^A-Za-z0-9]/g, '')}.pdf`;
}
