import type { Translation } from '../catalogue';
import type { legalVerifyText } from '../catalogues/legal';

const hi: Translation<typeof legalVerifyText.en> = {
  metaTitle: 'प्रमाणपत्र की जाँच करें',
  metaDescription: '{society} द्वारा जारी किसी प्रमाणपत्र की उसके कोड से जाँच करें।',
  societyFallback: 'संस्था',
  title: 'प्रमाणपत्र की जाँच करें',
  lead: '{society} के प्रमाणपत्रों पर एक कोड और एक QR कोड होता है, जिससे यह पेज खुलता है।',
  code: 'कोड {code}',
  unknownTitle: 'इस कोड का कोई प्रमाणपत्र नहीं है',
  unknownText: 'प्रमाणपत्र पर छपा कोड एक-एक अक्षर मिलाकर जाँचें। जो प्रमाणपत्र हमने जारी नहीं किया, उसकी यहाँ कोई प्रविष्टि नहीं होती।',
  failedTitle: 'जाँच नहीं हो सकी',
  failedText: 'जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  help: 'किसी प्रमाणपत्र के बारे में कोई प्रश्न? {contact}।',
  contactLink: 'हमसे संपर्क करें',
  valid: 'मान्य प्रमाणपत्र',
  revoked: 'रद्द किया गया प्रमाणपत्र',
  revokedText: 'संस्था ने यह प्रमाणपत्र {day} को रद्द कर दिया है। अब यह मान्य नहीं है।',
  issuedTo: 'किसे जारी किया गया',
  certificate: 'प्रमाणपत्र',
  role: 'भूमिका',
  period: 'अवधि',
  periodValue: '{from} से {to} तक',
  issuedOn: 'जारी करने की तारीख़',
  internship: 'इंटर्नशिप पूर्णता',
  volunteering: 'स्वयंसेवा',
};

export default hi;
